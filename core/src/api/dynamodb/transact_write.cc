// TransactWriteItems (see keyscape/api/ops.h); what it shares with TransactGetItems is in
// transact.h.
//
// A write transaction runs in three steps, all under the engine's lock:
//   1. validate everything (shapes, then each action's table and key in request order,
//      then one action per item) — a failure here is a plain error, or for a key of the
//      wrong type or shape that action's ValidationError cancellation reason, and nothing
//      has been read or written;
//   2. evaluate every condition against the items as they are (the actions touch
//      distinct items, so no action can change another's condition);
//   3. apply the actions in order through the single-item handlers, and if one of them
//      fails at run time put every touched item back as it was.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/collection_metrics.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/dynamodb/write_condition.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/enum_names.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/stream_log.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"
#include "transact.h"
#include "transact_write.h"
#include "update_item.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::Table;
using transact::AddUnits;
using transact::CapacityList;
using transact::CheckTransactItems;
using transact::HasEntriesToRead;
using transact::kInvalidAction;
using transact::SubRequest;
using transact::UnitsPerTable;
using transact::Action;
using transact::ReadWriteRequest;
using transact::WriteAction;
using value::AttributeValue;
using value::AttrMap;
using value::AttrMapToJson;
using value::FindAttr;
using value::Item;
using value::ItemSize;
using value::kMaxItemSize;
using value::ParseAttributeValue;
using value::ParseAttrMap;

namespace {

constexpr int64_t kMaxTransactionBytes = 4 * 1024 * 1024;
constexpr const char* kTooLarge = "Transaction request cannot be larger than 4 MB";
// ClientRequestToken: idempotent for 10 minutes after the first use.
constexpr double kTokenWindow = 600;
const char kTokenMismatch[] =
    "The request uses the same client token as a previous, but non-identical request.";
constexpr const char* kCancelledPrefix =
    "Transaction cancelled, please refer cancellation reasons for specific reasons [";

// DynamoDB sends TransactionCanceledException as
//   {"__type":"...#TransactionCanceledException","CancellationReasons":[...],"Message":"..."}
// (Status::WithDetails carries the reasons).
Status TransactionCanceled(const std::vector<Json>& reasons) {
  std::string message = kCancelledPrefix;
  Json list = Json::Array();
  for (size_t i = 0; i < reasons.size(); ++i) {
    const Json* code = reasons[i].Find("Code");
    if (i) message += ", ";
    message += code ? code->string_value() : "None";
    list.Push(reasons[i]);
  }
  message += "]";
  std::string members = "\"CancellationReasons\":" + list.Dump();
  return Status(ErrorCode::kTransactionCanceled, std::move(message))
      .WithDetails(std::move(members));
}

Json NoneReason() {
  Json r = Json::Object();
  r.Add("Code", Json::String("None"));
  return r;
}

// The key attributes of `item` under the table's key schema.
AttrMap KeyOf(const Table& t, const AttrMap& item) {
  AttrMap key;
  if (const AttributeValue* h = FindAttr(item, t.def().key.hash.name))
    key.emplace_back(t.def().key.hash.name, *h);
  if (t.def().key.range) {
    if (const AttributeValue* r = FindAttr(item, t.def().key.range->name))
      key.emplace_back(t.def().key.range->name, *r);
  }
  return key;
}

// A message that comes from checking an expression's text or placeholders (reported for
// the whole request), as opposed to a run-time failure of one action (a cancellation
// reason).
// A wrong-typed or non-scalar index key the action would write is its cancellation reason;
// an empty one ("...are not valid...") is reported for the whole request.
bool IsStaticExpressionError(const std::string& m) {
  static const char* kPrefixes[] = {"Invalid ", "ExpressionAttribute",
                                    "Value provided in ExpressionAttribute",
                                    "One or more parameter values were invalid",
                                    "One or more parameter values are not valid"};
  if (m.find("Type mismatch for ") != std::string::npos) return false;
  for (const char* p : kPrefixes)
    if (m.rfind(p, 0) == 0) return true;
  return false;
}

CapacityUse Doubled(CapacityUse use) {  // transactions cost twice
  use.table *= 2;
  for (auto& [name, u] : use.gsis) u *= 2;
  for (auto& [name, u] : use.lsis) u *= 2;
  return use;
}

// The key of a write action (for Put, of its item, which must be valid and fit).
Result<AttrMap> WriteActionKey(WriteAction& a) {
  if (a.kind != Action::kPut) {
    KS_ASSIGN_OR_RETURN(a.key, ParseAttrMap(*a.body->Find("Key"), ValidationLayer::kOlder));
    KS_RETURN_IF_ERROR(a.table->ValidateKey(a.key));
    return a.key;
  }
  KS_ASSIGN_OR_RETURN(a.item, ParseAttrMap(*a.body->Find("Item"), ValidationLayer::kOlder));
  KS_RETURN_IF_ERROR(value::CheckAttributeNames(a.item));
  KS_RETURN_IF_ERROR(a.table->ValidateItemKeys(a.item));
  if (ItemSize(a.item) > kMaxItemSize)
    return Status::Validation("Item size has exceeded the maximum allowed size");
  a.key = KeyOf(*a.table, a.item);
  return a.key;
}

// A problem with one action's key that DynamoDB reports as that action's cancellation
// reason (ValidationError), not for the whole request: a key attribute of the wrong type or
// shape (a Put's item, or the Key of the others). An empty key value is a plain
// ValidationException.
bool IsActionKeyError(const Status& st) {
  return st.code() == ErrorCode::kValidation &&
         (st.message().find("Type mismatch for ") != std::string::npos ||
          st.message() == "The provided key element does not match the schema");
}

// TransactionCanceledException: action i failed validation with `message`, the others None.
Status ValidationCancel(size_t i, size_t count, const std::string& message) {
  std::vector<Json> reasons(count, NoneReason());
  Json reason = Json::Object();
  reason.Add("Code", Json::String("ValidationError"));
  reason.Add("Message", Json::String(message));
  reasons[i] = std::move(reason);
  return TransactionCanceled(reasons);
}

// Each action in request order, its table then its key, so that the first action's problem
// is the one reported; then the one-action-per-item rule.
Status ResolveWriteItems(Database& db, std::vector<WriteAction>* actions) {
  for (size_t i = 0; i < actions->size(); ++i) {
    WriteAction& a = (*actions)[i];
    KS_ASSIGN_OR_RETURN(a.table, LookupTable(db, a.body->Find("TableName")->string_value()));
    Result<AttrMap> key = WriteActionKey(a);
    if (!key.ok() && IsActionKeyError(key.status()))
      return ValidationCancel(i, actions->size(), key.status().message());
    if (!key.ok()) return key.status();
    a.storage_key = a.table->PrimaryKeyOf(*key);
  }
  for (size_t i = 0; i < actions->size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if ((*actions)[i].table == (*actions)[j].table &&
          (*actions)[i].storage_key == (*actions)[j].storage_key)
        return Status::Validation(transact::kDuplicateItem);
  return Status::Ok();
}

// The transaction's aggregate size: each Put's item, each other action's key, and the
// values an Update brings (ExpressionAttributeValues); at most 4 MB.
Status CheckTransactionSize(const std::vector<WriteAction>& actions) {
  int64_t total = 0;
  for (const WriteAction& a : actions) {
    total += ItemSize(a.kind == Action::kPut ? a.item : a.key);
    const Json* values = a.body->Find("ExpressionAttributeValues");
    if (a.kind != Action::kUpdate || !values || !values->is_object()) continue;
    for (const auto& [name, v] : values->members()) {
      Result<AttributeValue> value = ParseAttributeValue(v);
      if (value.ok()) total += static_cast<int64_t>(name.size()) + AttributeValueSize(*value);
    }
  }
  if (total > kMaxTransactionBytes) return Status::Validation(kTooLarge);
  return Status::Ok();
}

// ReturnItemCollectionMetrics SIZE: per table with an LSI, one entry per written item, in
// request order, measured after the transaction.
Json TransactCollectionMetrics(const std::vector<WriteAction>& actions) {
  Json out = Json::Object();
  for (const WriteAction& a : actions)
    if (a.kind != Action::kConditionCheck) AddItemCollectionMetrics(*a.table, a.key, &out);
  return out;
}

// Every condition against the state before the transaction; cancels when one fails.
Status CheckConditions(std::vector<WriteAction>* actions) {
  std::vector<Json> reasons;
  bool cancelled = false;
  for (WriteAction& a : *actions) {
    a.before = a.table->GetByStorageKey(a.storage_key);
    Json reason = NoneReason();
    Status st = CheckWriteCondition(*a.body, a.before);
    if (st.code() == ErrorCode::kConditionalCheckFailed) {
      cancelled = true;
      reason = Json::Object();
      reason.Add("Code", Json::String("ConditionalCheckFailed"));
      if (a.return_old_on_failure && a.before) reason.Add("Item", AttrMapToJson(*a.before));
      reason.Add("Message", Json::String("The conditional request failed"));
    } else if (!st.ok()) {
      return st;
    }
    reasons.push_back(std::move(reason));
  }
  if (cancelled) return TransactionCanceled(reasons);
  return Status::Ok();
}

Result<Json> RunAction(Database& db, const WriteAction& a) {
  switch (a.kind) {
    case Action::kConditionCheck:
      break;
    case Action::kPut:
      return PutItemOp(db, SubRequest(*a.body));
    case Action::kDelete:
      return DeleteItemOp(db, SubRequest(*a.body));
    case Action::kUpdate:
      return RunUpdateItem(db, SubRequest(*a.body), UpdateSizeRule::kFinishedItem);
  }
  return Json::Object();
}

// Puts back every item actions [0, applied) touched, last first.
void Undo(std::vector<WriteAction>& actions, size_t applied) {
  for (size_t j = applied; j-- > 0;) {
    WriteAction& a = actions[j];
    if (a.kind == Action::kConditionCheck) continue;
    if (a.before)
      a.table->Put(*a.before);
    else
      a.table->Delete(a.key);
  }
}

// The error for action i failing at run time: a validation error the expression checks
// could not see beforehand cancels the transaction with that reason; others pass on.
Status RunTimeFailure(const Status& st, size_t i, size_t count) {
  if (st.code() != ErrorCode::kValidation || IsStaticExpressionError(st.message())) return st;
  return ValidationCancel(i, count, st.message());
}

// Applies the actions in order, undoing everything on the first run-time failure; adds
// each action's write units on the table and its indexes (twice: transactions cost double).
Status Apply(Database& db, std::vector<WriteAction>& actions, UnitsPerTable* units) {
  // Where each stream stood: an undone transaction leaves no stream records.
  std::vector<std::pair<table::StreamLog*, uint64_t>> marks;
  for (const WriteAction& a : actions)
    if (table::StreamLog* s = a.table->stream()) marks.emplace_back(s, s->next_sequence());
  for (size_t i = 0; i < actions.size(); ++i) {
    WriteAction& a = actions[i];
    Result<Json> r = RunAction(db, a);
    if (!r.ok()) {
      Undo(actions, i);
      for (auto it = marks.rbegin(); it != marks.rend(); ++it) it->first->DiscardFrom(it->second);
      return RunTimeFailure(r.status(), i, actions.size());
    }
    std::optional<Item> after = a.table->GetByStorageKey(a.storage_key);
    AddUnits(units, a.table->def().name, Doubled(WriteCapacity(*a.table, a.before, after)));
  }
  return Status::Ok();
}

}  // namespace

// The request as its ClientRequestToken binds it: every member but ReturnConsumedCapacity
// (whose change DynamoDB allows on a retry).
std::string TokenPayload(const Json& req) {
  Json payload = Json::Object();
  for (const auto& [name, value] : req.members())
    if (name != "ReturnConsumedCapacity") payload.Add(name, value);
  return payload.Dump();
}

Result<Json> TransactWriteItemsOp(Database& db, const Json& req) {
  CapacityMode cap = CapacityMode::kNone;
  bool collection_metrics = false;
  KS_ASSIGN_OR_RETURN(std::vector<WriteAction> actions,
                      ReadWriteRequest(req, &cap, &collection_metrics));
  const Json* token = req.Find("ClientRequestToken");
  if (token && token->is_string()) {
    if (const Database::TokenUse* used = db.RecallToken(token->string_value(), kTokenWindow)) {
      if (used->request != TokenPayload(req))
        return Status(ErrorCode::kIdempotentParameterMismatch, kTokenMismatch);
      return Json::Parse(used->response);  // applied once already: the same answer
    }
  }
  KS_RETURN_IF_ERROR(ResolveWriteItems(db, &actions));
  KS_RETURN_IF_ERROR(CheckTransactionSize(actions));
  KS_RETURN_IF_ERROR(CheckConditions(&actions));
  UnitsPerTable units;
  KS_RETURN_IF_ERROR(Apply(db, actions, &units));
  Json out = Json::Object();
  if (cap != CapacityMode::kNone) out.Add("ConsumedCapacity", CapacityList(units, cap, false));
  if (collection_metrics) out.Add("ItemCollectionMetrics", TransactCollectionMetrics(actions));
  if (token && token->is_string())
    db.RememberToken(token->string_value(), {TokenPayload(req), out.Dump(), db.Now()});
  return out;
}

}  // namespace keyscape::api
