// keyscape:ExplainOrder: a private part of keyscape/api/keyscape/partition_ops.h (its contract).

#include <algorithm>
#include <cstdio>

#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/table/database.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using value::AttributeValue;
using value::AttributeValueToJson;
using value::AttrType;
using value::AttrTypeName;
using value::ParseAttributeValue;

namespace {

constexpr size_t kMaxValues = 1000;

std::string HexByte(unsigned char b) {
  char buf[5];
  std::snprintf(buf, sizeof buf, "0x%02x", b);
  return buf;
}

// The UTF-8 character holding byte i of s (the byte as hex when it is not valid UTF-8).
std::string CharAt(const std::string& s, size_t i) {
  size_t start = i;
  while (start > 0 && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80) --start;
  size_t end = start + 1;
  while (end < s.size() && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) ++end;
  const auto lead = static_cast<unsigned char>(s[start]);
  const size_t want = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
  if (want != end - start) return HexByte(static_cast<unsigned char>(s[i]));
  return s.substr(start, end - start);
}

// Compares digit runs as numbers and the rest by bytes ("natural" order): <0, 0, >0.
int CompareNatural(const std::string& a, const std::string& b) {
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (digit(a[i]) && digit(b[j])) {
      size_t ie = i, je = j;
      while (ie < a.size() && digit(a[ie])) ++ie;
      while (je < b.size() && digit(b[je])) ++je;
      size_t is = i, js = j;
      while (is + 1 < ie && a[is] == '0') ++is;
      while (js + 1 < je && b[js] == '0') ++js;
      if (ie - is != je - js) return ie - is < je - js ? -1 : 1;
      int c = a.compare(is, ie - is, b, js, je - js);
      if (c != 0) return c;
      i = ie, j = je;
      continue;
    }
    if (a[i] != b[j])
      return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[j]) ? -1 : 1;
    ++i, ++j;
  }
  return (i < a.size()) - (j < b.size());
}

std::string Shown(const AttributeValue& v) {
  if (v.type != AttrType::kB) return v.scalar;
  return AttributeValueToJson(v).Find("B")->string_value();  // base64, as in DynamoDB JSON
}

std::string ShowChar(const std::string& c) { return c == " " ? "space" : "'" + c + "'"; }

// Fills a BYTE or PREFIX pair from the bytes of a and b (a sorts first).
void ExplainBytes(const AttributeValue& a, const AttributeValue& b, Json* pair, std::string* why) {
  const std::string x = keycodec::CanonicalKeyBytes(a), y = keycodec::CanonicalKeyBytes(b);
  size_t i = 0;
  while (i < x.size() && i < y.size() && x[i] == y[i]) ++i;
  pair->Add("Reason", Json::String(i < x.size() && i < y.size() ? "BYTE" : "PREFIX"));
  pair->Add("ByteIndex", Json::Int(static_cast<int64_t>(i)));
  if (i == x.size() || i == y.size()) {
    *why = "byte " + std::to_string(i + 1) + ", prefix: the shorter value sorts first";
    return;
  }
  const std::string hx = HexByte(x[i]), hy = HexByte(y[i]);
  Json bytes = Json::Array();
  bytes.Push(Json::String(hx));
  bytes.Push(Json::String(hy));
  pair->Add("Bytes", std::move(bytes));
  *why = "byte " + std::to_string(i + 1) + ", ";
  if (a.type != AttrType::kS) {
    *why += hx + " < " + hy;
    return;
  }
  const std::string cx = CharAt(x, i), cy = CharAt(y, i);
  Json chars = Json::Array();
  chars.Push(Json::String(cx));
  chars.Push(Json::String(cy));
  pair->Add("Chars", std::move(chars));
  *why += ShowChar(cx) + " " + hx + " < " + ShowChar(cy) + " " + hy;
}

Json PairJson(const AttributeValue& a, const AttributeValue& b, bool* disagree) {
  Json pair = Json::Object();
  std::string ea, eb;
  keycodec::EncodeKeyValue(a, &ea);
  keycodec::EncodeKeyValue(b, &eb);
  const bool equal = ea == eb;
  pair.Add("Relation", Json::String(equal ? "=" : "<"));
  std::string why;
  if (equal) {
    pair.Add("Reason", Json::String("EQUAL"));
    why = "equal";
  } else if (a.type == AttrType::kN) {
    pair.Add("Reason", Json::String("NUMERIC"));
    Json nums = Json::Array();
    nums.Push(Json::String(a.scalar));
    nums.Push(Json::String(b.scalar));
    pair.Add("Numbers", std::move(nums));
    why = "numeric, " + a.scalar + " < " + b.scalar;
  } else {
    ExplainBytes(a, b, &pair, &why);
  }
  const bool numbers = a.type == AttrType::kS && CompareNatural(a.scalar, b.scalar) > 0;
  *disagree = *disagree || numbers;
  pair.Add("NumbersDisagree", Json::Bool(numbers));
  pair.Add("Text", Json::String(Shown(a) + (equal ? " = " : " < ") + Shown(b) + ": " + why));
  return pair;
}

Result<std::vector<AttributeValue>> ValuesOf(const Json& request) {
  if (!request.is_object()) return Status::Validation("The request must be a JSON object");
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"Values"}));
  KS_ASSIGN_OR_RETURN(const Json* arr, f.Array("Values"));
  if (!arr || arr->array().empty() || arr->array().size() > kMaxValues)
    return Status::Validation("Values must hold 1 to 1000 key values");
  std::vector<AttributeValue> values;
  for (size_t i = 0; i < arr->array().size(); ++i) {
    const std::string what = "Values[" + std::to_string(i) + "]";
    auto v = ParseAttributeValue(arr->array()[i]);
    if (!v.ok()) return Status::Validation(what + ": " + v.status().message());
    if (v->type != AttrType::kS && v->type != AttrType::kN && v->type != AttrType::kB)
      return Status::Validation(what + " must be a key value: S, N or B");
    if (!values.empty() && v->type != values[0].type)
      return Status::Validation(what + " must have the type of Values[0] (" +
                                AttrTypeName(values[0].type) + ")");
    values.push_back(std::move(v).value());
  }
  return values;
}

}  // namespace

Result<Json> ExplainOrderOp(Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(std::vector<AttributeValue> values, ValuesOf(request));
  std::vector<std::string> enc(values.size());
  for (size_t i = 0; i < values.size(); ++i) keycodec::EncodeKeyValue(values[i], &enc[i]);
  std::vector<size_t> order(values.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return enc[a] < enc[b]; });

  Json sorted = Json::Array(), pairs = Json::Array();
  bool disagree = false;
  for (size_t i = 0; i < order.size(); ++i) {
    sorted.Push(AttributeValueToJson(values[order[i]]));
    if (i > 0) pairs.Push(PairJson(values[order[i - 1]], values[order[i]], &disagree));
  }
  Json out = Json::Object();
  out.Add("Type", Json::String(AttrTypeName(values[0].type)));
  out.Add("Values", std::move(sorted));
  out.Add("Pairs", std::move(pairs));
  out.Add("NumbersDisagree", Json::Bool(disagree));
  return out;
}

}  // namespace keyscape::api
