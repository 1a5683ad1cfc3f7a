#include "keyscape/api/keyscape/request.h"

#include <cmath>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/partition/capacity.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::FormatDoubleJs;
using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::Table;
using table::TableDef;
using value::AttributeValue;
using value::AttrTypeName;
using value::ParseAttributeValue;

std::string JoinNames(std::initializer_list<const char*> names) {
  std::string s;
  for (const char* n : names) {
    if (!s.empty()) s += ", ";
    s += n;
  }
  return s;
}

std::string Fields::Name(std::string_view member) const {
  return path_.empty() ? std::string(member) : path_ + "." + std::string(member);
}

Status Fields::OnlyKnown(std::initializer_list<const char*> known) const {
  for (const auto& [name, value] : obj_.members()) {
    bool ok = false;
    for (const char* k : known) ok = ok || name == k;
    if (!ok)
      return Status::Validation("Unknown member " + Name(name) +
                                "; expected one of: " + JoinNames(known));
  }
  return Status::Ok();
}

Result<std::optional<double>> Fields::Number(std::string_view m, double lo, double hi) const {
  const Json* j = obj_.Find(m);
  if (!j || j->is_null()) return std::optional<double>();
  double v = j->is_number() ? j->number_value() : NAN;
  if (!(v >= lo && v <= hi))
    return Status::Validation(Name(m) + " must be a number from " + FormatDoubleJs(lo) + " to " +
                              FormatDoubleJs(hi));
  return std::optional<double>(v);
}

Result<std::optional<int64_t>> Fields::Int(std::string_view m, int64_t lo, int64_t hi) const {
  const Json* j = obj_.Find(m);
  if (!j || j->is_null()) return std::optional<int64_t>();
  int64_t v = 0;
  if (!j->is_number() || !j->GetInt64(&v) || v < lo || v > hi)
    return Status::Validation(Name(m) + " must be an integer from " + std::to_string(lo) + " to " +
                              std::to_string(hi));
  return std::optional<int64_t>(v);
}

Result<std::optional<bool>> Fields::Bool(std::string_view m) const {
  const Json* j = obj_.Find(m);
  if (!j || j->is_null()) return std::optional<bool>();
  if (!j->is_bool()) return Status::Validation(Name(m) + " must be true or false");
  return std::optional<bool>(j->bool_value());
}

Result<std::optional<std::string>> Fields::String(std::string_view m) const {
  const Json* j = obj_.Find(m);
  if (!j || j->is_null()) return std::optional<std::string>();
  if (!j->is_string()) return Status::Validation(Name(m) + " must be a string");
  return std::optional<std::string>(j->string_value());
}

Result<std::optional<std::string>> Fields::Enum(std::string_view m,
                                                std::initializer_list<const char*> values) const {
  KS_ASSIGN_OR_RETURN(std::optional<std::string> s, String(m));
  if (!s) return s;
  for (const char* v : values)
    if (*s == v) return s;
  return Status::Validation(Name(m) + " must be one of: " + JoinNames(values) + " (got '" + *s +
                            "')");
}

Result<const Json*> Fields::Object(std::string_view m) const {
  const Json* j = obj_.Find(m);
  if (!j || j->is_null()) return static_cast<const Json*>(nullptr);
  if (!j->is_object()) return Status::Validation(Name(m) + " must be an object");
  return j;
}

Result<const Json*> Fields::Array(std::string_view m) const {
  const Json* j = obj_.Find(m);
  if (!j || j->is_null()) return static_cast<const Json*>(nullptr);
  if (!j->is_array()) return Status::Validation(Name(m) + " must be an array");
  return j;
}

Result<Table*> KeyscapeTableOf(Database& db, const Json& request) {
  if (!request.is_object()) return Status::Validation("The request must be a JSON object");
  KS_ASSIGN_OR_RETURN(std::optional<std::string> name, GetString(request, "TableName"));
  ConstraintErrors errors;
  CheckTableName(name, "tableName", &errors);
  if (!errors.empty()) return errors.ToStatus();
  return LookupTable(db, *name);
}

Result<AttributeValue> PartitionKeyValueOf(const Json& j, const std::string& what,
                                           const TableDef& def) {
  auto v = ParseAttributeValue(j);
  if (!v.ok()) return Status::Validation(what + ": " + v.status().message());
  if (v->type != def.key.hash.type)
    return Status::Validation(what + " must be a value of the partition key's type (" +
                              AttrTypeName(def.key.hash.type) + ")");
  if (v->scalar.empty()) return Status::Validation(what + " must not be empty");
  return std::move(v).value();
}

Result<int64_t> PartitionSizeLimitOf(const Fields& f) {
  constexpr int64_t kMaxSizeLimit = int64_t{1} << 50;
  KS_ASSIGN_OR_RETURN(auto v, f.Int("PartitionSizeLimitBytes", 1, kMaxSizeLimit));
  return v ? *v : partition::kPartitionSizeBytes;
}

}  // namespace keyscape::api
