#include "item_text.h"

#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;

std::string KeyText(const Json& item, const model::TableModel& t) {
  std::string out;
  if (const Json* pk = item.Find(t.partition_key.name)) out = pk->Dump();
  if (t.sort_key)
    if (const Json* sk = item.Find(t.sort_key->name)) out += "|" + sk->Dump();
  return out;
}

namespace {

// Appends the DynamoDB JSON of `v` as Dump prints it ({"S":"a"}), S and N without the Json.
void AppendValueJson(const value::AttributeValue& v, std::string* out) {
  if (v.type != value::AttrType::kS && v.type != value::AttrType::kN) {
    *out += value::AttributeValueToJson(v).Dump();
    return;
  }
  *out += v.type == value::AttrType::kS ? "{\"S\":" : "{\"N\":";
  base::AppendJsonString(v.scalar, out);
  out->push_back('}');
}

}  // namespace

std::string KeyText(const value::Item& item, const model::TableModel& t) {
  std::string out;
  if (const value::AttributeValue* pk = value::FindAttr(item, t.partition_key.name))
    AppendValueJson(*pk, &out);
  if (t.sort_key)
    if (const value::AttributeValue* sk = value::FindAttr(item, t.sort_key->name)) {
      out.push_back('|');
      AppendValueJson(*sk, &out);
    }
  return out;
}

std::string ScalarText(const Json& av) {
  if (!av.is_object() || av.members().empty()) return "";
  const Json& v = av.members().front().second;
  return v.is_string() ? v.string_value() : v.Dump();
}

std::string TupleText(const Json& item, const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    const Json* v = item.Find(names[i]);
    out += (i ? " · " : "") + (v ? ScalarText(*v) : std::string());
  }
  return out;
}

}  // namespace keyscape::api
