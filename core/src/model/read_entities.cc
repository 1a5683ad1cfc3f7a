// ReadEntity and ReadSampleItem: the "entities" and "items" sections of a model file.
#include <string>
#include <utility>

#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"
#include "read_internal.h"

namespace keyscape::model {

using base::Child;
using base::Fields;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using value::AttrType;
namespace {

Result<ValueFormat> ReadFormat(const Fields& f) {
  KS_ASSIGN_OR_RETURN(std::optional<std::string> s, f.OptString("format"));
  if (!s) return ValueFormat::kNone;
  ValueFormat format;
  if (ParseValueFormat(*s, &format)) return format;
  return PathError(f.PathOf("format"),
                   "must be iso8601, epoch-seconds, epoch-millis, uuid or ulid");
}

Result<AttributeSpec> ReadAttribute(const std::string& name, const Json& j,
                                    const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(j, path, {"type", "format", "values", "required"}));
  AttributeSpec a;
  a.name = name;
  // The member's path is built for an error only (this runs for every attribute).
  Result<AttrType> type = ReadScalarType(f.Get("type"), std::string());
  if (!type.ok()) type = ReadScalarType(f.Get("type"), f.PathOf("type"));
  KS_ASSIGN_OR_RETURN(a.type, std::move(type));
  KS_ASSIGN_OR_RETURN(a.format, ReadFormat(f));
  bool textual = a.format == ValueFormat::kIso8601 || a.format == ValueFormat::kUuid ||
                 a.format == ValueFormat::kUlid;
  if (textual && a.type != AttrType::kS)
    return PathError(f.PathOf("format"), "this format is text: the attribute's type must be S");
  bool epoch = a.format == ValueFormat::kEpochSeconds || a.format == ValueFormat::kEpochMillis;
  if (epoch && a.type == AttrType::kB)
    return PathError(f.PathOf("format"), "an epoch time is a number or its text, not binary");
  KS_ASSIGN_OR_RETURN(const Json* values, f.Array("values", false));
  if (values && values->array().empty())
    return PathError(f.PathOf("values"), "must list at least one value");
  for (size_t i = 0; values && i < values->array().size(); ++i) {
    const Json& v = values->array()[i];
    if (!v.is_string() && !v.is_number())
      return PathError(Child(f.PathOf("values"), i), "must be a string or a number");
    a.allowed_values.push_back(v);
  }
  KS_ASSIGN_OR_RETURN(std::optional<bool> required, f.OptBool("required"));
  a.required_given = required.has_value();
  a.required = required.value_or(true);
  return a;
}

}  // namespace

Result<KeyTemplate> ReadTemplate(const Json* j, const std::string& path) {
  if (!j) return PathError(path, "required");
  if (!j->is_string()) return PathError(path, "must be a key template (a string)");
  Result<KeyTemplate> t = KeyTemplate::Parse(j->string_value());
  if (!t.ok()) return PathError(path, t.status().message());
  return t;
}

Status CheckScalarMap(const Json& j, const std::string& path) {
  if (!j.is_object()) return PathError(path, "must be an object");
  for (const auto& [name, v] : j.members())
    if (!v.is_string() && !v.is_number())
      return PathError(Child(path, name), "must be a string or a number");
  return Status::Ok();
}

Result<Entity> ReadEntity(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(
      Fields f,
      Fields::Of(j, path, {"name", "table", "description", "expectedCount", "attributes", "keys"}));
  Entity e;
  KS_ASSIGN_OR_RETURN(e.name, f.String("name"));
  KS_ASSIGN_OR_RETURN(e.table, f.String("table"));
  KS_ASSIGN_OR_RETURN(e.description, f.OptString("description"));
  KS_ASSIGN_OR_RETURN(e.expected_count, f.OptInt("expectedCount", 0));
  KS_ASSIGN_OR_RETURN(const Json* attrs, f.Object("attributes", true));
  const std::string attrs_path = f.PathOf("attributes");
  for (const auto& [name, spec] : attrs->members()) {
    KS_ASSIGN_OR_RETURN(AttributeSpec a, ReadAttribute(name, spec, Child(attrs_path, name)));
    e.attributes.push_back(std::move(a));
  }
  KS_ASSIGN_OR_RETURN(const Json* keys, f.Object("keys", true));
  for (const auto& [attr, text] : keys->members()) {
    // The key's path is built for an error only: read again with it.
    Result<KeyTemplate> t = ReadTemplate(&text, std::string());
    if (!t.ok()) t = ReadTemplate(&text, Child(f.PathOf("keys"), attr));
    KS_ASSIGN_OR_RETURN(KeyTemplate tmpl, std::move(t));
    e.keys.push_back({attr, std::move(tmpl)});
  }
  return e;
}

Result<SampleItem> ReadSampleItem(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(j, path, {"entity", "values", "table", "item"}));
  SampleItem s;
  KS_ASSIGN_OR_RETURN(s.entity, f.OptString("entity"));
  KS_ASSIGN_OR_RETURN(s.table, f.OptString("table"));
  if (s.entity.has_value() == s.table.has_value())
    return PathError(
        path, "a sample item has either \"entity\" and \"values\" or \"table\" and \"item\"");
  if (s.entity) {
    if (f.Get("item"))
      return PathError(f.PathOf("item"), "an entity's item has \"values\", not \"item\"");
    KS_ASSIGN_OR_RETURN(const Json* values, f.Object("values", true));
    KS_RETURN_IF_ERROR(CheckScalarMap(*values, f.PathOf("values")));
    s.values = *values;
  } else {
    if (f.Get("values"))
      return PathError(f.PathOf("values"), "a raw item has \"item\", not \"values\"");
    KS_ASSIGN_OR_RETURN(const Json* item, f.Object("item", true));
    s.item = *item;
  }
  return s;
}

}  // namespace keyscape::model
