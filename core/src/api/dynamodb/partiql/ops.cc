// ExecuteStatement and keyscape:ExplainStatement (see keyscape/api/ops.h).
//
// ExecuteStatement {Statement, Parameters?, ConsistentRead?, NextToken?, Limit?,
// ReturnConsumedCapacity?} runs the statement as the one request it plans to
// (plan.h) through the engine's own operation:
//   SELECT -> {"Items":[...], "NextToken"?, "LastEvaluatedKey"?, "ConsumedCapacity"?};
//   INSERT, UPDATE, DELETE -> {"Items":[], "ConsumedCapacity"?}; with RETURNING, Items holds
//   the item's attributes as the clause asks (none when a DELETE found no item).
// ConsistentRead on a GSI is "Strongly consistent read is not supported on Global Secondary
// Indexes". Errors of the expression pipeline lose their "Invalid ...Expression: " prefix.
// An INSERT of an existing key is DuplicateItemException "Duplicate primary key exists in
// table"; an UPDATE of a missing item, or a WHERE condition that does not hold, is
// ConditionalCheckFailedException. NextToken is opaque: base64 of the page's
// LastEvaluatedKey and a digest of the statement; a token of another statement is refused.
//
// keyscape:ExplainStatement {Statement, Parameters?} -> {"operation", "tableName",
// "indexName"?, "reason", "request"}: which request the statement runs as and why
// (for a Scan, what the WHERE clause lacks for a Query). Nothing is read or written.
#include "keyscape/api/ops.h"

#include <algorithm>
#include <string>

#include "keyscape/api/dynamodb/read_request.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/hex.h"
#include "keyscape/base/json.h"
#include "keyscape/base/md5.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/value/base64.h"
#include "checks.h"
#include "plan.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Md5;
using base::Result;
using base::Status;
using table::Database;

namespace {

constexpr size_t kMaxStatementLength = 8192;

std::string StatementDigest(const std::string& statement) {
  const std::array<uint8_t, 16> digest = Md5(statement);
  return base::HexOfBytes(digest.data(), digest.size());
}

std::string EncodeNextToken(const std::string& statement, const Json& last_key) {
  Json token = Json::Object();
  token.Add("s", Json::String(StatementDigest(statement)));
  token.Add("k", last_key);
  return value::Base64Encode(token.Dump());
}

Result<Json> DecodeNextToken(const std::string& statement, const std::string& text) {
  std::string raw;
  const Status invalid = Status::Validation("Invalid NextToken");
  if (!value::Base64Decode(text, &raw)) return invalid;
  Result<Json> token = Json::Parse(raw);
  if (!token.ok() || !token->is_object()) return invalid;
  const Json* s = token->Find("s");
  const Json* k = token->Find("k");
  if (!s || !s->is_string() || s->string_value() != StatementDigest(statement) || !k ||
      !k->is_object())
    return invalid;
  return *k;
}

}  // namespace

// The Statement member, with DynamoDB's length constraints (shared with the batch forms).
void CheckStatementText(const std::optional<std::string>& text, std::string_view member,
                        ConstraintErrors* errors) {
  if (!text) {
    errors->Add("null", member, "Member must not be null");
  } else if (text->empty()) {
    errors->Add(Quoted(*text), member, "Member must have length greater than or equal to 1");
  } else if (text->size() > kMaxStatementLength) {
    errors->Add(Quoted(*text), member, "Member must have length less than or equal to 8192");
  }
}

// A failed condition of an INSERT's PutItem is DynamoDB's DuplicateItemException.
Status PartiqlWriteError(const PartiqlPlan& plan, const Status& st) {
  if (plan.insert && st.code() == ErrorCode::kConditionalCheckFailed)
    return Status(ErrorCode::kDuplicateItem, "Duplicate primary key exists in table");
  return st;
}

// Runs a plan with the request's paging and capacity members added.
Result<Json> RunPartiqlPlan(Database& db, const PartiqlPlan& plan, Json request) {
  OpHandler op = FindOp(plan.operation);
  Result<Json> out = plan.page_items > 0 && plan.operation == "Scan"
                         ? ScanUpToMatches(db, request, plan.page_items)
                         : op(db, request);
  if (!out.ok() && out.status().code() == ErrorCode::kValidation)
    return Status::Validation(WithoutExpressionPrefix(out.status().message()));
  if (!out.ok()) return PartiqlWriteError(plan, out.status());
  return out;
}

Json NamePartiqlProjection(const std::vector<expr::PqPath>& projection, Json item) {
  auto renamed = [](const expr::PqPath& p) { return p.size() > 1 && p.back().index < 0; };
  if (std::none_of(projection.begin(), projection.end(), renamed)) return item;
  Json out = Json::Object();
  for (const expr::PqPath& path : projection) {
    const Json* v = item.Find(path[0].name);
    if (!renamed(path)) {
      if (v && !out.Find(path[0].name)) out.Add(path[0].name, *v);
      continue;
    }
    for (size_t i = 1; v && i < path.size(); ++i) {
      const Json* m = v->Find(path[i].index < 0 ? "M" : "L");
      if (!m) {
        v = nullptr;
      } else if (path[i].index < 0) {
        v = m->Find(path[i].name);
      } else {
        const size_t at = static_cast<size_t>(path[i].index);
        v = at < m->array().size() ? &m->array()[at] : nullptr;
      }
    }
    if (v) out.Set(path.back().name, *v);
  }
  return out;
}

Result<Json> ExecuteStatementOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto statement, GetString(req, "Statement"));
  KS_ASSIGN_OR_RETURN(const Json* params, GetArray(req, "Parameters"));
  KS_ASSIGN_OR_RETURN(auto consistent, GetBool(req, "ConsistentRead"));
  KS_ASSIGN_OR_RETURN(auto next_token, GetString(req, "NextToken"));
  KS_ASSIGN_OR_RETURN(auto limit, GetInt(req, "Limit"));
  KS_ASSIGN_OR_RETURN(CapacityMode cap, GetCapacityMode(req, &errors));
  CheckStatementText(statement, "statement", &errors);
  if (params && params->array().empty())
    errors.Add("'[]'", "parameters", "Member must have length greater than or equal to 1");
  CheckIntRange(limit, 1, 2147483647, "limit", &errors);
  KS_RETURN_IF_ERROR(errors.ToStatus());

  KS_ASSIGN_OR_RETURN(PartiqlPlan plan,
                      ParseAndPlanPartiql(db, *statement, params, ReadPlanning::kQueryOrScan));
  if (plan.gsi && consistent && *consistent)
    return Status::Validation(
        "Strongly consistent read is not supported on Global Secondary Indexes");
  Json request = plan.request;
  if (const Json* rcc = req.Find("ReturnConsumedCapacity"))
    request.Set("ReturnConsumedCapacity", *rcc);
  if (!plan.returning.empty()) request.Set("ReturnValues", Json::String(plan.returning));
  if (plan.read) {
    if (consistent) request.Set("ConsistentRead", Json::Bool(*consistent));
    if (limit) request.Set("Limit", Json::Int(*limit));
    if (next_token) {
      KS_ASSIGN_OR_RETURN(Json start, DecodeNextToken(*statement, *next_token));
      request.Set("ExclusiveStartKey", std::move(start));
    }
  }
  KS_ASSIGN_OR_RETURN(Json got, RunPartiqlPlan(db, plan, std::move(request)));
  Json out = Json::Object();
  Json items = Json::Array();
  if (Json* found = got.Find("Items")) items = std::move(*found);
  if (Json* attributes = got.Find("Attributes")) items.Push(std::move(*attributes));
  if (!plan.projection.empty())
    for (Json& item : items.array()) item = NamePartiqlProjection(plan.projection, std::move(item));
  out.Add("Items", std::move(items));
  if (const Json* lek = got.Find("LastEvaluatedKey")) {
    out.Add("NextToken", Json::String(EncodeNextToken(*statement, *lek)));
    out.Add("LastEvaluatedKey", *lek);
  }
  if (cap != CapacityMode::kNone)
    if (const Json* cc = got.Find("ConsumedCapacity")) out.Add("ConsumedCapacity", *cc);
  return out;
}

Result<Json> ExplainStatementOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto statement, GetString(req, "Statement"));
  KS_ASSIGN_OR_RETURN(const Json* params, GetArray(req, "Parameters"));
  CheckStatementText(statement, "statement", &errors);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_ASSIGN_OR_RETURN(PartiqlPlan plan,
                      ParseAndPlanPartiql(db, *statement, params, ReadPlanning::kQueryOrScan));
  Json out = Json::Object();
  out.Add("operation", Json::String(plan.operation));
  out.Add("tableName", Json::String(plan.table));
  if (!plan.index.empty()) out.Add("indexName", Json::String(plan.index));
  out.Add("reason", Json::String(plan.reason));
  out.Add("request", plan.request);
  return out;
}

}  // namespace keyscape::api
