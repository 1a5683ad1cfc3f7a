#include "keyscape/api/dynamodb/request.h"

#include "keyscape/api/dynamodb/legacy/filter.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/expr/parser.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::Table;
using value::JsonTypeError;

void ConstraintErrors::Add(std::string value_text, std::string_view member,
                           std::string_view constraint) {
  errors_.push_back("Value " + (value_text.empty() ? std::string() : value_text + " ") + "at '" +
                    std::string(member) +
                    "' failed to satisfy constraint: " + std::string(constraint));
}

Status ConstraintErrors::ToStatus() const {
  if (errors_.empty()) return Status::Ok();
  size_t n = errors_.size();
  std::string m = std::to_string(n) +
                  (n == 1 ? " validation error detected: " : " validation errors detected: ");
  for (size_t i = 0; i < n && i < 10; ++i) {
    if (i) m += "; ";
    m += errors_[i];
  }
  return Status::Validation(m);
}

void ConstraintErrors::AddFirstOf(const ConstraintErrors& other) {
  if (!other.errors_.empty()) errors_.push_back(other.errors_.front());
}

Status InValidationEnvelope(Status st) {
  if (st.code() != base::ErrorCode::kValidation) return st;
  const std::string& m = st.message();
  size_t digits = 0;
  while (digits < m.size() && m[digits] >= '0' && m[digits] <= '9') ++digits;
  const std::string_view rest = std::string_view(m).substr(digits);
  if (digits > 0 && (rest.rfind(" validation error detected: ", 0) == 0 ||
                     rest.rfind(" validation errors detected: ", 0) == 0))
    return st;
  Status enveloped = Status::Validation("1 validation error detected: " + m);
  if (!st.details().empty()) enveloped = std::move(enveloped).WithDetails(st.details());
  if (st.position()) enveloped = std::move(enveloped).WithPosition(*st.position());
  return enveloped;
}

std::string Quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

Result<std::optional<std::string>> GetString(const Json& req, std::string_view name) {
  const Json* f = req.Find(name);
  if (!f || f->is_null()) return std::optional<std::string>();
  if (!f->is_string()) return JsonTypeError(*f, "String");
  return std::optional<std::string>(f->string_value());
}

Result<std::optional<bool>> GetBool(const Json& req, std::string_view name) {
  const Json* f = req.Find(name);
  if (!f || f->is_null()) return std::optional<bool>();
  if (!f->is_bool()) return JsonTypeError(*f, "Boolean");
  return std::optional<bool>(f->bool_value());
}

Result<std::optional<int64_t>> GetInt(const Json& req, std::string_view name) {
  const Json* f = req.Find(name);
  if (!f || f->is_null()) return std::optional<int64_t>();
  if (!f->is_number()) return JsonTypeError(*f, "Integer");
  int64_t v;
  if (!f->GetInt64(&v)) return Status::Serialization("NUMBER_VALUE cannot be converted to Integer");
  return std::optional<int64_t>(v);
}

Result<const Json*> GetObject(const Json& req, std::string_view name) {
  const Json* f = req.Find(name);
  if (!f || f->is_null()) return static_cast<const Json*>(nullptr);
  if (!f->is_object()) return JsonTypeError(*f, "Map");
  return f;
}

Result<const Json*> GetArray(const Json& req, std::string_view name) {
  const Json* f = req.Find(name);
  if (!f || f->is_null()) return static_cast<const Json*>(nullptr);
  if (!f->is_array()) return JsonTypeError(*f, "List");
  return f;
}

namespace {

bool ValidNameChars(std::string_view s) {
  for (char c : s) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '_' || c == '.' || c == '-';
    if (!ok) return false;
  }
  return true;
}

void CheckName(const std::optional<std::string>& name, std::string_view member, bool required,
               ConstraintErrors* errors) {
  if (!name) {
    if (required) errors->Add("null", member, "Member must not be null");
    return;
  }
  if (name->empty() || !ValidNameChars(*name))
    errors->Add(Quoted(*name), member,
                "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
  if (name->size() < 3)
    errors->Add(Quoted(*name), member, "Member must have length greater than or equal to 3");
  if (name->size() > 255)
    errors->Add(Quoted(*name), member, "Member must have length less than or equal to 255");
}

}  // namespace

void CheckTableName(const std::optional<std::string>& name, std::string_view member,
                    ConstraintErrors* errors) {
  CheckName(name, member, true, errors);
}

void CheckIndexName(const std::optional<std::string>& name, std::string_view member,
                    ConstraintErrors* errors) {
  CheckName(name, member, false, errors);
}

void CheckIntRange(const std::optional<int64_t>& v, int64_t lo, int64_t hi, std::string_view member,
                   ConstraintErrors* errors) {
  if (v && *v < lo)
    errors->Add(Quoted(std::to_string(*v)), member,
                "Member must have value greater than or equal to " + std::to_string(lo));
  if (v && *v > hi)
    errors->Add(Quoted(std::to_string(*v)), member,
                "Member must have value less than or equal to " + std::to_string(hi));
}

Result<Table*> LookupTable(Database& db, const std::string& name) {
  Table* t = db.Find(name);
  if (!t) return Status::NotFound();
  return t;
}

Result<Table*> FindNamedTable(Database& db, const std::string& name) {
  Table* t = db.Find(name);
  if (!t) return Status::NotFound("Requested resource not found: Table: " + name + " not found");
  return t;
}

Status RequiredTableName(const std::optional<std::string>& name) {
  if (name) return Status::Ok();
  return Status::Validation(
      "The parameter 'TableName' is required but was not present in the request");
}

Result<Table*> ReadNamedTable(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto name, GetString(req, "TableName"));
  KS_RETURN_IF_ERROR(RequiredTableName(name));
  CheckTableName(name, "tableName", &errors);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  return FindNamedTable(db, *name);
}

namespace {

// A capacity member: null, or at least 1.
void CheckUnits(const std::optional<int64_t>& v, const std::string& member,
                ConstraintErrors* errors) {
  if (!v)
    errors->Add("null", member, "Member must not be null");
  else if (*v < 1)
    errors->Add(Quoted(std::to_string(*v)), member,
                "Member must have value greater than or equal to 1");
}

}  // namespace

Result<CapacityUnits> ReadCapacityUnits(const Json& throughput, std::string_view prefix,
                                        CapacityOrder order, ConstraintErrors* errors) {
  KS_ASSIGN_OR_RETURN(auto r, GetInt(throughput, "ReadCapacityUnits"));
  KS_ASSIGN_OR_RETURN(auto w, GetInt(throughput, "WriteCapacityUnits"));
  std::string p(prefix);
  if (order == CapacityOrder::kWriteFirst) CheckUnits(w, p + ".writeCapacityUnits", errors);
  CheckUnits(r, p + ".readCapacityUnits", errors);
  if (order == CapacityOrder::kReadFirst) CheckUnits(w, p + ".writeCapacityUnits", errors);
  return CapacityUnits{r.value_or(0), w.value_or(0)};
}

Result<std::optional<expr::ProjectionExpression>> ReadNamesOnlyProjection(const Json& req) {
  KS_ASSIGN_OR_RETURN(auto text, GetString(req, "ProjectionExpression"));
  KS_ASSIGN_OR_RETURN(const Json* names, GetObject(req, "ExpressionAttributeNames"));
  const Json* attributes_to_get = req.Find("AttributesToGet");
  if (attributes_to_get && attributes_to_get->is_null()) attributes_to_get = nullptr;
  if (attributes_to_get && text)
    return Status::Validation(
        "Can not use both expression and non-expression parameters in the same request: "
        "Non-expression parameters: {AttributesToGet} Expression parameters: "
        "{ProjectionExpression}");
  if (names && !text)
    return Status::Validation(
        "ExpressionAttributeNames can only be specified when using expressions");
  KS_ASSIGN_OR_RETURN(auto attrs, expr::ExpressionAttributes::Build(names, nullptr));
  std::optional<expr::ProjectionExpression> projection;
  if (text) {
    KS_ASSIGN_OR_RETURN(auto p, expr::ParseProjectionExpression(*text, &attrs));
    projection = std::move(p);
  } else if (attributes_to_get) {
    KS_ASSIGN_OR_RETURN(auto p, ParseAttributesToGet(*attributes_to_get));
    projection = std::move(p);
  }
  KS_RETURN_IF_ERROR(attrs.CheckAllUsed());
  return projection;
}

Result<CapacityMode> GetCapacityMode(const Json& req, ConstraintErrors* errors) {
  KS_ASSIGN_OR_RETURN(auto mode, GetString(req, "ReturnConsumedCapacity"));
  if (!mode || *mode == "NONE") return CapacityMode::kNone;
  if (*mode == "TOTAL") return CapacityMode::kTotal;
  if (*mode == "INDEXES") return CapacityMode::kIndexes;
  errors->Add(Quoted(*mode), "returnConsumedCapacity",
              "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]");
  return CapacityMode::kNone;
}

Result<SingleItemRequest> ReadSingleItemRequest(const Json& req, const char* body_member,
                                                ConstraintErrors* errors) {
  SingleItemRequest w;
  KS_ASSIGN_OR_RETURN(auto name, GetString(req, "TableName"));
  KS_ASSIGN_OR_RETURN(w.body, GetObject(req, body_member));
  KS_ASSIGN_OR_RETURN(w.return_values, GetString(req, "ReturnValues"));
  // An empty TableName is one error, its minimum length of 1, whatever else is wrong
  // (recorded against DynamoDB for PutItem, UpdateItem and DeleteItem, us-east-1 and
  // eu-west-2; the regions still on the older layer list it with the others).
  if (name && name->empty()) {
    ConstraintErrors only;
    only.Add("", "TableName", "Member must have length greater than or equal to 1");
    return only.ToStatus();
  }
  CheckTableName(name, "tableName", errors);
  if (!w.body) {
    std::string member = body_member;
    member[0] = static_cast<char>(member[0] - 'A' + 'a');
    errors->Add("null", member, "Member must not be null");
  }
  w.table_name = name.value_or("");
  return w;
}

}  // namespace keyscape::api
