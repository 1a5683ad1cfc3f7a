// BatchExecuteStatement and ExecuteTransaction (see keyscape/api/ops.h).
//
// BatchExecuteStatement {Statements: [{Statement, Parameters?, ConsistentRead?}] (1..25),
// ReturnConsumedCapacity?}: each statement runs alone; a SELECT must name the whole
// primary key (it is a GetItem). The answer is always {"Responses":[...]}, one entry per
// statement in order: {"TableName", "Item"?} or {"TableName"?, "Error":{"Code","Message"}}
// with DynamoDB's codes (ValidationError, ConditionalCheckFailed, DuplicateItem,
// ResourceNotFound, ...).
//
// ExecuteTransaction {TransactStatements: [{Statement, Parameters?}] (1..100),
// ClientRequestToken?, ReturnConsumedCapacity?}: reads only (TransactGetItems ->
// {"Responses":[{"Item"?}...]}) or writes only (TransactWriteItems -> {"Responses":[]}), all or
// nothing, the token as TransactWriteItems keeps it. A failed INSERT's reason is
// {"Code":"DuplicateItem","Message":"Duplicate primary key exists in table"}; a statement
// that does not parse or plan is "Validation failed in TransactStatements[i]: ..."; a number
// parameter PartiQL cannot convert is reported alone, ahead of every statement; a RETURNING
// clause is "RETURNING clause is not supported in ExecuteTransaction." (with that prefix).
// Then each statement's key is checked: a SELECT, UPDATE or DELETE whose key does not match the
// schema (a value of another type, an attribute missing: plan.h) is its ValidationError "The
// provided key element does not match the schema", an INSERT without a key attribute "One or
// more parameter values were invalid: Missing the key <name> in the item", a write giving a
// key attribute two values its "Multiple conditions on same key ..." (the code recorded, the
// text keyscape's), every such statement marked and the others None.
#include <string>
#include <utility>
#include <vector>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/enum_names.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "checks.h"
#include "plan.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Result;
using base::Status;
using table::Database;

namespace {

constexpr size_t kMaxBatchStatements = 25;
constexpr size_t kMaxTransactStatements = 100;

const char* BatchErrorCode(ErrorCode code) {
  static constexpr base::EnumName<ErrorCode> kCodes[] = {
      {ErrorCode::kValidation, "ValidationError"},
      {ErrorCode::kConditionalCheckFailed, "ConditionalCheckFailed"},
      {ErrorCode::kDuplicateItem, "DuplicateItem"},
      {ErrorCode::kResourceNotFound, "ResourceNotFound"},
      {ErrorCode::kItemCollectionSizeLimitExceeded, "ItemCollectionSizeLimitExceeded"},
      {ErrorCode::kTransactionConflict, "TransactionConflict"}};
  return base::NameOf(kCodes, code, "InternalServerError");
}

void CheckStatementList(const Json* list, std::string_view member, size_t max,
                        ConstraintErrors* errors) {
  if (!list) {
    errors->Add("null", member, "Member must not be null");
  } else if (list->array().empty()) {
    errors->Add("'[]'", member, "Member must have length greater than or equal to 1");
  } else if (list->array().size() > max) {
    errors->Add(Quoted(list->Dump()), member,
                "Member must have length less than or equal to " + std::to_string(max));
  }
}

// One statement entry's members, with their constraints.
struct StatementEntry {
  std::string statement;
  const Json* parameters = nullptr;
  std::optional<bool> consistent;
};

Result<std::vector<StatementEntry>> ReadEntries(const Json& list, const char* member,
                                                ConstraintErrors* errors) {
  std::vector<StatementEntry> out;
  for (size_t i = 0; i < list.array().size(); ++i) {
    const Json& e = list.array()[i];
    if (!e.is_object())
      return Status::Serialization("Unexpected value type in " + std::string(member));
    const std::string at = std::string(member) + "." + std::to_string(i + 1) + ".member.";
    KS_ASSIGN_OR_RETURN(auto text, GetString(e, "Statement"));
    StatementEntry entry;
    KS_ASSIGN_OR_RETURN(entry.parameters, GetArray(e, "Parameters"));
    KS_ASSIGN_OR_RETURN(entry.consistent, GetBool(e, "ConsistentRead"));
    CheckStatementText(text, at + "statement", errors);
    entry.statement = text.value_or("");
    out.push_back(std::move(entry));
  }
  return out;
}

Json BatchEntry(Database& db, const StatementEntry& e, const Json& req) {
  Json entry = Json::Object();
  Result<PartiqlPlan> plan =
      ParseAndPlanPartiql(db, e.statement, e.parameters, ReadPlanning::kBatch);
  Status failure = plan.status();
  if (plan.ok()) {
    entry.Add("TableName", Json::String(plan->table));
    Json request = plan->request;
    if (plan->read && e.consistent) request.Set("ConsistentRead", Json::Bool(*e.consistent));
    if (const Json* rcc = req.Find("ReturnConsumedCapacity"))
      request.Set("ReturnConsumedCapacity", *rcc);
    Result<Json> got = RunPartiqlPlan(db, *plan, std::move(request));
    if (got.ok()) {
      if (const Json* item = got->Find("Item")) entry.Add("Item", *item);
      return entry;
    }
    failure = got.status();
  }
  Json error = Json::Object();
  error.Add("Code", Json::String(BatchErrorCode(failure.code())));
  error.Add("Message", Json::String(failure.message()));
  entry.Add("Error", std::move(error));
  return entry;
}

Json Reason(const char* code, const std::string& message) {
  Json r = Json::Object();
  r.Add("Code", Json::String(code));
  if (!message.empty()) r.Add("Message", Json::String(message));
  return r;
}

// TransactionCanceledException with `reasons` (an array of {"Code", "Message"?}).
Status Cancelled(const Json& reasons) {
  std::string message =
      "Transaction cancelled, please refer cancellation reasons for specific "
      "reasons [";
  for (size_t i = 0; i < reasons.array().size(); ++i)
    message += (i ? ", " : "") + reasons.array()[i].Find("Code")->string_value();
  return Status(ErrorCode::kTransactionCanceled, message + "]")
      .WithDetails("\"CancellationReasons\":" + reasons.Dump());
}

// TransactWriteItems' cancellation, with each INSERT's failed condition as DuplicateItem.
Status RenameInsertReasons(const Status& st, const std::vector<PartiqlPlan>& plans) {
  if (st.code() != ErrorCode::kTransactionCanceled) return st;
  Result<Json> wrapped = Json::Parse("{" + st.details() + "}");
  if (!wrapped.ok()) return st;
  Json* reasons = wrapped->Find("CancellationReasons");
  if (!reasons || !reasons->is_array()) return st;
  for (size_t i = 0; i < reasons->array().size(); ++i) {
    Json& r = reasons->array()[i];
    const Json* code = r.Find("Code");
    if (i < plans.size() && plans[i].insert && code &&
        code->string_value() == "ConditionalCheckFailed")
      r = Reason("DuplicateItem", "Duplicate primary key exists in table");
  }
  return Cancelled(*reasons);
}

// The problem with a statement's key that DynamoDB makes that statement's ValidationError
// reason, or Ok: a Key (GetItem, UpdateItem, DeleteItem, ConditionCheck) that does not match
// the schema, or an INSERT's item without a key attribute or with one of another type.
Status StatementKeyProblem(Database& db, const PartiqlPlan& p) {
  if (!p.key_problem.empty()) return Status::Validation(p.key_problem);
  Result<table::Table*> t = LookupTable(db, p.table);
  if (!t.ok()) return Status::Ok();  // the transaction reports the missing table
  if (const Json* key = p.request.Find("Key")) {
    Result<value::AttrMap> parsed = value::ParseAttrMap(*key);
    return parsed.ok() ? (*t)->ValidateKey(*parsed) : parsed.status();
  }
  const Json* item = p.request.Find("Item");
  if (!item) return Status::Ok();
  Result<value::AttrMap> parsed = value::ParseAttrMap(*item);
  if (!parsed.ok()) return Status::Ok();
  Status st = (*t)->ValidateItemKeys(*parsed);
  const bool key_shape =
      st.message().rfind("One or more parameter values were invalid: Missing the key ", 0) == 0 ||
      st.message().find("Type mismatch for key") != std::string::npos;
  return key_shape ? st : Status::Ok();
}

// A transaction's keys, before it runs: each statement whose key has a problem
// (StatementKeyProblem) is its ValidationError reason, the others None, as DynamoDB cancels
// (recorded: [None, None, ValidationError] for reads; for writes an INSERT without its sort
// key beside a DELETE without its partition key is [ValidationError, ValidationError]).
Status CheckStatementKeys(Database& db, const std::vector<PartiqlPlan>& plans) {
  Json reasons = Json::Array();
  bool failed = false;
  for (const PartiqlPlan& p : plans) {
    Status st = StatementKeyProblem(db, p);
    failed = failed || !st.ok();
    reasons.Push(st.ok() ? Reason("None", "") : Reason("ValidationError", st.message()));
  }
  return failed ? Cancelled(reasons) : Status::Ok();
}

// The TransactItems entry of a write plan: its request under Put, Update or Delete.
Json TransactAction(const PartiqlPlan& plan) {
  Json action = Json::Object();
  const std::string kind = plan.operation == "PutItem"      ? "Put"
                           : plan.operation == "UpdateItem" ? "Update"
                           : plan.operation == "DeleteItem" ? "Delete"
                           : plan.operation == "ConditionCheck" ? "ConditionCheck"
                                                                : "Get";
  action.Add(kind, plan.request);
  return action;
}

Result<Json> RunTransaction(Database& db, const std::vector<PartiqlPlan>& plans, const Json& req) {
  Json tx = Json::Object();
  Json items = Json::Array();
  for (const PartiqlPlan& p : plans) items.Push(TransactAction(p));
  tx.Add("TransactItems", std::move(items));
  if (const Json* rcc = req.Find("ReturnConsumedCapacity")) tx.Add("ReturnConsumedCapacity", *rcc);
  KS_RETURN_IF_ERROR(CheckStatementKeys(db, plans));
  if (plans[0].read) return TransactGetItemsOp(db, tx);
  if (const Json* token = req.Find("ClientRequestToken")) tx.Add("ClientRequestToken", *token);
  Result<Json> out = TransactWriteItemsOp(db, tx);
  if (!out.ok()) return RenameInsertReasons(out.status(), plans);
  Json answer = Json::Object();
  answer.Add("Responses", Json::Array());
  for (const auto& [name, value] : out->members()) answer.Add(name, value);
  return answer;
}

}  // namespace

Result<Json> BatchExecuteStatementOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(const Json* list, GetArray(req, "Statements"));
  KS_ASSIGN_OR_RETURN(CapacityMode cap, GetCapacityMode(req, &errors));
  (void)cap;
  CheckStatementList(list, "statements", kMaxBatchStatements, &errors);
  std::vector<StatementEntry> entries;
  if (list) {
    KS_ASSIGN_OR_RETURN(entries, ReadEntries(*list, "statements", &errors));
  }
  KS_RETURN_IF_ERROR(errors.ToStatus());
  Json responses = Json::Array();
  for (const StatementEntry& e : entries) responses.Push(BatchEntry(db, e, req));
  Json out = Json::Object();
  out.Add("Responses", std::move(responses));
  return out;
}

Result<Json> ExecuteTransactionOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(const Json* list, GetArray(req, "TransactStatements"));
  KS_ASSIGN_OR_RETURN(auto token, GetString(req, "ClientRequestToken"));
  KS_ASSIGN_OR_RETURN(CapacityMode cap, GetCapacityMode(req, &errors));
  (void)cap;
  if (token && (token->empty() || token->size() > 36))
    errors.Add(Quoted(*token), "clientRequestToken",
               token->empty() ? "Member must have length greater than or equal to 1"
                              : "Member must have length less than or equal to 36");
  CheckStatementList(list, "transactStatements", kMaxTransactStatements, &errors);
  std::vector<StatementEntry> entries;
  if (list) {
    KS_ASSIGN_OR_RETURN(entries, ReadEntries(*list, "transactStatements", &errors));
  }
  KS_RETURN_IF_ERROR(errors.ToStatus());
  // Parameters are read before any statement, so their errors carry no statement prefix.
  for (const StatementEntry& e : entries)
    if (e.parameters) KS_RETURN_IF_ERROR(CheckParameterNumbers(e.parameters->array()));
  std::vector<PartiqlPlan> plans;
  for (size_t i = 0; i < entries.size(); ++i) {
    Result<PartiqlPlan> plan = ParseAndPlanPartiql(db, entries[i].statement, entries[i].parameters,
                                                   ReadPlanning::kTransaction);
    if (!plan.ok() && IsMultipleKeyConditions(plan.status())) {
      // Not one item: that statement's ValidationError reason, as a key problem (recorded).
      PartiqlPlan problem;
      problem.key_problem = plan.status().message();
      plan = std::move(problem);
    }
    if (!plan.ok() && plan.status().code() == ErrorCode::kValidation)
      return Status::Validation("Validation failed in TransactStatements[" + std::to_string(i) +
                                "]: " + plan.status().message());
    if (!plan.ok()) return plan.status();
    if (!plan->returning.empty())
      return Status::Validation("Validation failed in TransactStatements[" + std::to_string(i) +
                                "]: RETURNING clause is not supported in ExecuteTransaction.");
    if (!plans.empty() && plans[0].read != plan->read)
      return Status::Validation(
          "ExecuteTransaction API does not support both read and write operations in the same "
          "request.");
    plans.push_back(std::move(*plan));
  }
  return RunTransaction(db, plans, req);
}

}  // namespace keyscape::api
