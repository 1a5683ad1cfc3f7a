#include "keyscape/value/dynamodb_json.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/value/base64.h"
#include "keyscape/value/number.h"

namespace keyscape::value {

using base::Json;
using base::Result;
using base::Status;

Status JsonTypeError(const Json& j, const char* want) {
  const char* got = "VALUE";
  switch (j.kind()) {
    case Json::Kind::kNumber:
      got = j.number_text().find_first_of(".eE") == std::string::npos ? "NUMBER_VALUE"
                                                                      : "DECIMAL_VALUE";
      break;
    case Json::Kind::kBool:
      got = j.bool_value() ? "TRUE_VALUE" : "FALSE_VALUE";
      break;
    case Json::Kind::kString:
      got = "STRING_VALUE";
      break;
    case Json::Kind::kObject:
      return Status::Serialization("Start of structure or map found where not expected");
    case Json::Kind::kArray:
      return Status::Serialization("Start of list found where not expected");
    case Json::Kind::kNull:
      return Status::Serialization(std::string("Null value found where ") + want + " expected");
  }
  return Status::Serialization(std::string(got) + " cannot be converted to " + want);
}

namespace {

const char kEmptyAv[] =
    "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes";
const char kMultiAv[] =
    "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the "
    "supported datatypes";

Status DecodeBinary(const Json& j, std::string* raw) {
  if (!j.is_string()) return JsonTypeError(j, "Blob");
  const std::string& t = j.string_value();
  if (t.size() % 4 != 0)
    return Status::Serialization(
        "Base64 encoded length is expected a multiple of 4 bytes but found: " +
        std::to_string(t.size()));
  if (!Base64Decode(t, raw))
    return Status::Serialization("Invalid Base64 character found in binary value");
  return Status::Ok();
}


}  // namespace

namespace {

Status ReadAttributeValue(const Json& j, int max_depth, ValidationLayer layer, AttributeValue* v);

// An item's values nest as deep as ParseAttributeValue's default allows (dynamodb_json.h).
constexpr int kItemNesting = kMaxDocumentNesting;

// L and M may nest `max_depth` more levels.
Status CheckNesting(int max_depth) {
  if (max_depth > 0) return Status::Ok();
  return Status::Validation(
      "Nesting Levels have exceeded supported limits: Attributes in the item have nested levels "
      "beyond supported limit");
}

// The one type member of {"<type>": value}: its type and JSON value; ValidationException
// when there is none or more than one (null members do not count).
Status TypeMember(const Json& j, AttrType* type, const Json** field) {
  int count = 0;
  for (const auto& m : j.members()) {
    AttrType t;
    if (!ParseAttrTypeName(m.first, &t)) continue;
    if (m.second.is_null()) continue;
    ++count;
    *field = &m.second;
    *type = t;
  }
  if (count == 0) return Status::Validation(kEmptyAv);
  if (count > 1) return Status::Validation(kMultiAv);
  return Status::Ok();
}

// An N's text into its stored form, its errors worded by `layer` (dynamodb_json.h).
Status ReadNumber(const std::string& text, ValidationLayer layer, std::string* out) {
  if (text.empty())
    return Status::Validation(layer == ValidationLayer::kCurrent
                                  ? std::string(kNumberNotNumeric) + ": "
                                  : std::string(kNumberNotNumeric));
  // The older layer reads a number as Java's BigDecimal, whose magnitude past INT32_MAX wraps
  // to an underflow (1e2147483647, recorded); exponents past 32 bits are not recorded there.
  if (layer == ValidationLayer::kOlder) {
    const std::optional<int64_t> magnitude = BigDecimalMagnitude(text);
    if (magnitude && *magnitude > INT32_MAX) return Status::Validation(kNumberUnderflow);
  }
  KS_ASSIGN_OR_RETURN(Number n, Number::Parse(text));
  *out = n.ToString();
  return Status::Ok();
}

// S, N, B, BOOL and NULL into v (v.type set).
Status ReadScalar(const Json& field, ValidationLayer layer, AttributeValue* v) {
  switch (v->type) {
    case AttrType::kS:
      if (!field.is_string()) return JsonTypeError(field, "String");
      v->scalar = field.string_value();
      return Status::Ok();
    case AttrType::kN: {
      if (!field.is_string()) return JsonTypeError(field, "String");
      return ReadNumber(field.string_value(), layer, &v->scalar);
    }
    case AttrType::kB:
      return DecodeBinary(field, &v->scalar);
    case AttrType::kBool:
      if (!field.is_bool()) return JsonTypeError(field, "Boolean");
      v->boolean = field.bool_value();
      return Status::Ok();
    default:  // kNull
      if (!field.is_bool()) return JsonTypeError(field, "Boolean");
      if (!field.bool_value())
        return Status::Validation(
            "One or more parameter values were invalid: Null attribute value types must have the "
            "value of true");
      v->boolean = true;
      return Status::Ok();
  }
}

// The members of object `j` into *m, each value read in place; a repeated name takes the
// later value in the earlier one's place (SetAttr).
Status ReadMembers(const Json& j, int max_depth, ValidationLayer layer, AttrMap* m) {
  m->reserve(j.members().size());
  for (const auto& kv : j.members()) {
    if (AttributeValue* existing = FindAttr(*m, kv.first)) {
      AttributeValue v;
      KS_RETURN_IF_ERROR(ReadAttributeValue(kv.second, max_depth, layer, &v));
      *existing = std::move(v);
      continue;
    }
    auto& slot = m->emplace_back(std::piecewise_construct, std::forward_as_tuple(kv.first),
                                 std::forward_as_tuple());
    KS_RETURN_IF_ERROR(ReadAttributeValue(kv.second, max_depth, layer, &slot.second));
  }
  return Status::Ok();
}

// L or M into v (v.type set), each member nesting one level deeper.
Status ReadDocument(const Json& field, int max_depth, ValidationLayer layer, AttributeValue* v) {
  const bool list = v->type == AttrType::kL;
  if (list ? !field.is_array() : !field.is_object())
    return JsonTypeError(field, list ? "List" : "Map");
  KS_RETURN_IF_ERROR(CheckNesting(max_depth));
  if (list) {
    v->list.reserve(field.array().size());
    for (const Json& e : field.array())
      KS_RETURN_IF_ERROR(ReadAttributeValue(e, max_depth - 1, layer, &v->list.emplace_back()));
    return Status::Ok();
  }
  return ReadMembers(field, max_depth - 1, layer, &v->map);
}

// One set element into *elem (normalised N, raw B); `shown` gets its text as written.
Status ReadSetElement(const Json& e, AttrType type, ValidationLayer layer, std::string* elem,
                      std::vector<std::string>* shown) {
  if (type == AttrType::kBS) {
    KS_RETURN_IF_ERROR(DecodeBinary(e, elem));
    shown->push_back(e.string_value());
    return Status::Ok();
  }
  if (!e.is_string()) return JsonTypeError(e, "String");
  shown->push_back(e.string_value());
  if (type == AttrType::kSS) {
    *elem = e.string_value();
    return Status::Ok();
  }
  return ReadNumber(e.string_value(), layer, elem);
}

// The current layer's listing of a set with a repeated member: the members quoted, in byte
// order up to the first repeat, then the repeat, then the rest as sent (dynamodb_json.h).
std::vector<std::string> CurrentLayerListing(const std::vector<std::string>& raw,
                                             const std::vector<std::string>& shown) {
  std::set<std::string> seen;  // std::string orders by unsigned bytes
  std::vector<std::string> out;
  for (size_t i = 0; i < raw.size(); ++i) {
    if (seen.count(raw[i]) == 0) {
      seen.insert(raw[i]);
      continue;
    }
    for (const std::string& r : seen)
      out.push_back(shown[std::find(raw.begin(), raw.end(), r) - raw.begin()]);
    out.insert(out.end(), shown.begin() + static_cast<std::ptrdiff_t>(i), shown.end());
    break;
  }
  for (std::string& s : out) s = "\"" + s + "\"";
  return out;
}

// "Input collection ... contains duplicates." for a set of `type` in `layer`'s words;
// `raw` holds the members as compared, `shown` as written.
Status DuplicateMembers(AttrType type, ValidationLayer layer, const std::vector<std::string>& raw,
                        const std::vector<std::string>& shown) {
  const std::string invalid = "One or more parameter values were invalid: ";
  if (type == AttrType::kNS)
    return Status::Validation(layer == ValidationLayer::kCurrent
                                  ? invalid + "Input collection contains duplicates."
                                  : std::string("Input collection contains duplicates"));
  const bool current = layer == ValidationLayer::kCurrent;
  const std::vector<std::string> listed = current ? CurrentLayerListing(raw, shown) : shown;
  std::string list = "[";
  for (size_t i = 0; i < listed.size(); ++i)
    list += (i ? (current && type == AttrType::kBS ? "," : ", ") : "") + listed[i];
  list += type == AttrType::kBS ? "]of type BS" : "]";
  return Status::Validation(invalid + "Input collection " + list + " contains duplicates.");
}

// SS, NS or BS into v (v.type set): not empty, no duplicates (NS by value).
Status ReadSet(const Json& field, ValidationLayer layer, AttributeValue* v) {
  if (!field.is_array()) return JsonTypeError(field, "List");
  std::vector<std::string> shown;
  for (const Json& e : field.array()) {
    std::string elem;
    KS_RETURN_IF_ERROR(ReadSetElement(e, v->type, layer, &elem, &shown));
    v->set.push_back(std::move(elem));
  }
  if (v->set.empty()) {
    // DynamoDB's three texts (the double space included).
    if (v->type == AttrType::kBS)
      return Status::Validation(
          "One or more parameter values were invalid: Binary sets should not be empty");
    const char* what = v->type == AttrType::kSS ? "string" : "number";
    return Status::Validation(std::string("One or more parameter values were invalid: An ") + what +
                              " set  may not be empty");
  }
  std::vector<std::string> sorted = v->set;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
    return DuplicateMembers(v->type, layer, v->set, shown);
  return Status::Ok();
}

// One AttributeValue into *v (a fresh value), in place.
Status ReadAttributeValue(const Json& j, int max_depth, ValidationLayer layer, AttributeValue* v) {
  if (!j.is_object()) return JsonTypeError(j, "AttributeValue");
  const Json* field = nullptr;
  KS_RETURN_IF_ERROR(TypeMember(j, &v->type, &field));
  switch (v->type) {
    case AttrType::kL:
    case AttrType::kM:
      return ReadDocument(*field, max_depth, layer, v);
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS:
      return ReadSet(*field, layer, v);
    default:
      return ReadScalar(*field, layer, v);
  }
}

}  // namespace

Result<AttributeValue> ParseAttributeValue(const Json& j, int max_depth, ValidationLayer layer) {
  AttributeValue v;
  KS_RETURN_IF_ERROR(ReadAttributeValue(j, max_depth, layer, &v));
  return v;
}

Result<AttrMap> ParseAttrMap(const Json& j, ValidationLayer layer) {
  if (!j.is_object()) return JsonTypeError(j, "Map");
  AttrMap m;
  KS_RETURN_IF_ERROR(ReadMembers(j, kItemNesting, layer, &m));
  return m;
}

Status CheckAttributeName(std::string_view name) {
  if (name.empty()) return Status::Validation("Empty attribute name");
  if (name.size() > 65535)
    return Status::Validation("Attribute name is too large, must be less than 65536 bytes");
  return Status::Ok();
}

Status CheckAttributeNames(const AttrMap& item) {
  for (const auto& kv : item) KS_RETURN_IF_ERROR(CheckAttributeName(kv.first));
  return Status::Ok();
}

Json AttributeValueToJson(const AttributeValue& v) {
  Json o = Json::Object();
  const char* name = AttrTypeName(v.type);
  switch (v.type) {
    case AttrType::kS:
      o.Add(name, Json::String(v.scalar));
      break;
    case AttrType::kN:
      o.Add(name, Json::String(v.scalar));
      break;
    case AttrType::kB:
      o.Add(name, Json::String(Base64Encode(v.scalar)));
      break;
    case AttrType::kBool:
      o.Add(name, Json::Bool(v.boolean));
      break;
    case AttrType::kNull:
      o.Add(name, Json::Bool(true));
      break;
    case AttrType::kL: {
      Json a = Json::Array();
      for (const auto& e : v.list) a.Push(AttributeValueToJson(e));
      o.Add(name, std::move(a));
      break;
    }
    case AttrType::kM:
      o.Add(name, AttrMapToJson(v.map));
      break;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS: {
      Json a = Json::Array();
      for (const auto& e : v.set)
        a.Push(Json::String(v.type == AttrType::kBS ? Base64Encode(e) : e));
      o.Add(name, std::move(a));
      break;
    }
  }
  return o;
}

Json AttrMapToJson(const AttrMap& m) {
  Json o = Json::Object();
  o.members().reserve(m.size());
  for (const auto& kv : m) o.Add(kv.first, AttributeValueToJson(kv.second));
  return o;
}

std::string AttrValueMessageForm(const AttributeValue& v) {
  switch (v.type) {
    case AttrType::kS:
      return "{S:" + v.scalar + "}";
    case AttrType::kN:
      return "{N:" + v.scalar + "}";
    case AttrType::kB:
      return "{B:" + Base64Encode(v.scalar) + "}";
    default:
      return "{" + std::string(AttrTypeName(v.type)) + ":" + AttributeValueToJson(v).Dump() + "}";
  }
}

}  // namespace keyscape::value
