// keyscape:Template: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/key_template.h"
#include "keyscape/table/database.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using value::AttrType;

namespace {

constexpr const char* kMembers[] = {"action", "template", "values", "key", "type"};

Result<std::string> RequiredString(const Json& request, std::string_view name,
                                   std::string_view why) {
  const Json* v = request.Find(name);
  if (!v || !v->is_string())
    return Status::Validation(std::string(name) + " is required" + std::string(why) +
                              " (a string)");
  return v->string_value();
}

Result<model::TemplateValues> ParseValues(const Json* values) {
  model::TemplateValues out;
  if (!values) return out;
  if (!values->is_object()) return Status::Validation("values must be an object");
  for (const auto& [name, v] : values->members()) {
    if (!v.is_string() && !v.is_number())
      return Status::Validation("values." + name + " must be a string or a number");
    if (out.count(name)) return Status::Validation("values." + name + " is given twice");
    out[name] = v.is_string() ? v.string_value() : v.number_text();
  }
  return out;
}

Result<AttrType> ParseKeyType(const Json* type) {
  if (!type) return AttrType::kS;
  if (type->is_string()) {
    const std::string& t = type->string_value();
    if (t == "S") return AttrType::kS;
    if (t == "N") return AttrType::kN;
    if (t == "B") return AttrType::kB;
  }
  return Status::Validation("type must be S, N or B");
}

Status CheckMembers(const Json& request, const std::string& action) {
  const bool parse = action == "parse";
  for (const auto& [name, v] : request.members()) {
    bool known = false;
    for (const char* m : kMembers) known = known || name == m;
    if (!known)
      return Status::Validation("unknown member " + name +
                                " (keyscape:Template takes action, template, values, key, type)");
  }
  if (action == "variables" && (request.Find("values") || request.Find("key")))
    return Status::Validation("action variables takes the template only (no values, no key)");
  if (parse && request.Find("values"))
    return Status::Validation("values is not used by action parse: give key");
  if (!parse && request.Find("key"))
    return Status::Validation("key is used by action parse only: give values");
  return Status::Ok();
}

}  // namespace

Result<Json> TemplateOp(Database& db, const Json& request) {
  const Json* action_json = request.Find("action");
  const std::string action =
      action_json && action_json->is_string() ? action_json->string_value() : "";
  if (action != "render" && action != "parse" && action != "prefix" && action != "variables")
    return Status::Validation("action must be render, parse, prefix or variables");
  KS_RETURN_IF_ERROR(CheckMembers(request, action));
  KS_ASSIGN_OR_RETURN(std::string text, RequiredString(request, "template", ""));
  KS_ASSIGN_OR_RETURN(AttrType type, ParseKeyType(request.Find("type")));
  KS_ASSIGN_OR_RETURN(model::KeyTemplate tmpl, model::KeyTemplate::Parse(text));
  KS_RETURN_IF_ERROR(tmpl.CheckKeyType(type));
  Json out = Json::Object();
  if (action == "variables") {
    Json& names = out.Add("variables", Json::Array());
    for (const std::string& name : tmpl.Attributes()) names.Push(Json::String(name));
    return out;
  }
  if (action == "parse") {
    KS_ASSIGN_OR_RETURN(std::string key, RequiredString(request, "key", " for action parse"));
    KS_ASSIGN_OR_RETURN(model::TemplateValues values, tmpl.ParseKey(key));
    Json& obj = out.Add("values", Json::Object());
    for (const std::string& name : tmpl.Attributes()) obj.Add(name, Json::String(values[name]));
    return out;
  }
  KS_ASSIGN_OR_RETURN(model::TemplateValues values, ParseValues(request.Find("values")));
  if (action == "render") {
    KS_ASSIGN_OR_RETURN(std::string key, tmpl.Render(values));
    out.Add("key", Json::String(std::move(key)));
  } else {
    KS_ASSIGN_OR_RETURN(std::string prefix, tmpl.Prefix(values));
    out.Add("prefix", Json::String(std::move(prefix)));
  }
  return out;
}

}  // namespace keyscape::api
