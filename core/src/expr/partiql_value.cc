// Binding PartiQL value nodes to DynamoDB JSON, and paths as text (keyscape/expr/partiql.h).
#include <cstdint>
#include <string>
#include <utility>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/number.h"

namespace keyscape::expr {

using base::Json;
using base::Result;
using base::Status;

namespace {

using Kind = PqNode::Kind;

// <<'a', 'b'>> -> {"SS":["a","b"]}: every element a scalar of one type, S, N or B.
Result<Json> BindSet(const PqNode& node, const std::vector<Json>& params) {
  std::string type;
  Json elements = Json::Array();
  for (const PqNode& kid : node.kids) {
    KS_ASSIGN_OR_RETURN(Json v, BindPartiqlValue(kid, params));
    if (v.members().size() != 1) return Status::Validation("Unsupported data type in Bag");
    const std::string& t = v.members()[0].first;
    if ((t != "S" && t != "N" && t != "B") || (!type.empty() && t != type))
      return Status::Validation("Unsupported data type in Bag");
    type = t;
    elements.Push(v.members()[0].second);
  }
  if (type.empty()) return Status::Validation("Unsupported data type in Bag");
  Json out = Json::Object();
  out.Add(type + "S", std::move(elements));
  // A repeated member is worded as the older value layer does, as sent ([x, x]; recorded).
  KS_RETURN_IF_ERROR(value::ParseAttributeValue(out, value::kMaxDocumentNesting,
                                                value::ValidationLayer::kOlder)
                         .status());
  return out;
}

constexpr int kMaxValueNesting = 32;  // levels below a value (the attribute is the first)
constexpr size_t kMaxInOperands = 100;

// A literal's limits, as DynamoDB reports them with the path inside the value: a part of it
// `depth` lists and maps below the value, at 32, is an item nested 33 levels deep (the attribute
// is level 1); a number outside DynamoDB's range.
Status CheckLiteral(const PqNode& node, const std::string& path, int depth) {
  if (depth >= kMaxValueNesting) {
    std::string message = "Nesting Levels have exceeded supported limits under ";
    message += path;
    return Status::Validation(message);
  }
  if (node.kind == Kind::kLiteral) {
    const Json* n = node.literal.Find("N");
    if (!n) return Status::Ok();
    if (!IsConvertiblePartiqlNumber(n->string_value()))
      return Status::Validation("Statement wasn't well formed, can't be processed: ");
    base::Result<value::Number> parsed = value::Number::Parse(n->string_value());
    if (!parsed.ok()) {
      std::string message = parsed.status().message();
      message.append(" under ").append(path);
      return Status::Validation(message);
    }
    return Status::Ok();
  }
  const bool container = node.kind == Kind::kList || node.kind == Kind::kMap;
  for (size_t i = 0; i < node.kids.size(); ++i) {
    std::string at = path;
    if (node.kind == Kind::kList) at.append("[").append(std::to_string(i)).append("]");
    if (node.kind == Kind::kMap) at.append(".").append(node.keys[i]);
    KS_RETURN_IF_ERROR(CheckLiteral(node.kids[i], at, container ? depth + 1 : depth));
  }
  return Status::Ok();
}

// The first IN (in text order) with more than 100 operands.
Status CheckIn(const PqNode& node) {
  if (node.kind == Kind::kIn && node.kids.size() - 1 > kMaxInOperands) {
    std::string message = "The IN operator is provided with too many operands; number of operands: ";
    message += std::to_string(node.kids.size() - 1);
    return Status::Validation(message);
  }
  for (const PqNode& k : node.kids) KS_RETURN_IF_ERROR(CheckIn(k));
  return Status::Ok();
}

}  // namespace

bool IsConvertiblePartiqlNumber(std::string_view text) {
  size_t i = 0;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
  size_t digits = 0, fraction = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i, ++digits;
  if (i < text.size() && text[i] == '.') {
    ++i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i, ++fraction;
  }
  if (digits + fraction == 0) return false;
  int64_t exponent = 0;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    const bool negative = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    if (i == text.size()) return false;
    for (; i < text.size(); ++i) {
      if (text[i] < '0' || text[i] > '9') return false;
      exponent = exponent * 10 + (text[i] - '0');
      if (exponent > (int64_t{1} << 32)) return false;
    }
    if (negative) exponent = -exponent;
    if (exponent > INT32_MAX || exponent < INT32_MIN) return false;
  }
  if (i != text.size()) return false;
  const int64_t scale = static_cast<int64_t>(fraction) - exponent;
  return scale <= INT32_MAX && scale >= INT32_MIN;
}


Status CheckPartiqlLiterals(const PqStatement& s) {
  if (s.where) KS_RETURN_IF_ERROR(CheckIn(*s.where));
  if (s.value)
    for (const PqNode& v : s.value->kids) KS_RETURN_IF_ERROR(CheckLiteral(v, "root", 0));
  for (const PqSetAction& a : s.sets) KS_RETURN_IF_ERROR(CheckLiteral(a.value, "root", 0));
  if (s.where) KS_RETURN_IF_ERROR(CheckLiteral(*s.where, "root", 0));
  return Status::Ok();
}

bool IsPartiqlValue(const PqNode& node) {
  switch (node.kind) {
    case Kind::kLiteral:
    case Kind::kParam:
    case Kind::kList:
    case Kind::kMap:
    case Kind::kSet:
      return true;
    default:
      return false;
  }
}

Result<Json> BindPartiqlValue(const PqNode& node, const std::vector<Json>& params) {
  switch (node.kind) {
    case Kind::kLiteral:
      return node.literal;
    case Kind::kParam:
      return params[static_cast<size_t>(node.param)];
    case Kind::kSet:
      return BindSet(node, params);
    case Kind::kList:
    case Kind::kMap: {
      Json body = node.kind == Kind::kList ? Json::Array() : Json::Object();
      for (size_t i = 0; i < node.kids.size(); ++i) {
        if (!IsPartiqlValue(node.kids[i]))
          return Status::Validation(
              "Statement wasn't well formed, can't be processed: Unexpected path in a value");
        KS_ASSIGN_OR_RETURN(Json v, BindPartiqlValue(node.kids[i], params));
        if (node.kind == Kind::kList) {
          body.Push(std::move(v));
        } else {
          body.Set(node.keys[i], std::move(v));
        }
      }
      Json out = Json::Object();
      out.Add(node.kind == Kind::kList ? "L" : "M", std::move(body));
      return out;
    }
    default:
      return Status::Validation(
          "Statement wasn't well formed, can't be processed: Expected a value");
  }
}

std::string PartiqlPathText(const PqPath& path) {
  std::string out;
  for (size_t i = 0; i < path.size(); ++i) {
    if (path[i].index >= 0) {
      out.append("[").append(std::to_string(path[i].index)).append("]");
      continue;
    }
    if (i) out += ".";
    out += path[i].name;
  }
  return out;
}

}  // namespace keyscape::expr
