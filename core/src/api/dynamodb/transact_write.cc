// TransactWriteItems (see keyscape/api/ops.h); what it shares with TransactGetItems is in
// transact.h.
//
// A write transaction runs in three steps, all under the engine's lock:
//   1. validate everything (shapes, tables, keys, one action per item) — a failure here
//      is a plain error and nothing has been read or written;
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
using transact::ResolveItems;
using transact::SubRequest;
using transact::UnitsPerTable;
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

constexpr const char* kOneActionOnly =
    "TransactItems can only contain one of Check, Put, Update or Delete";
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

void CheckEnum(const std::optional<std::string>& v, std::string_view member,
               std::initializer_list<const char*> allowed, const char* set_text,
               ConstraintErrors* errors) {
  if (!v) return;
  for (const char* a : allowed)
    if (*v == a) return;
  errors->Add(Quoted(*v), member, std::string("Member must satisfy enum value set: ") + set_text);
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
bool IsStaticExpressionError(const std::string& m) {
  static const char* kPrefixes[] = {"Invalid ", "ExpressionAttribute",
                                    "Value provided in ExpressionAttribute",
                                    "One or more parameter values were invalid"};
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

enum class Action { kConditionCheck, kPut, kDelete, kUpdate };

struct WriteAction {
  Action kind = Action::kPut;
  const char* member = "";  // "conditionCheck", "put", ...
  const Json* body = nullptr;
  Table* table = nullptr;
  AttrMap item;  // Put: the item
  AttrMap key;   // the item's key
  std::string storage_key;
  std::optional<Item> before;
  bool return_old_on_failure = false;
};

const char* ActionMember(Action kind) {
  static constexpr base::EnumName<Action> kMembers[] = {{Action::kConditionCheck, "conditionCheck"},
                                                        {Action::kDelete, "delete"},
                                                        {Action::kPut, "put"},
                                                        {Action::kUpdate, "update"}};
  return base::NameOf(kMembers, kind, "");
}

// One action of an entry, its required members checked into `errors` under `prefix`.
Result<WriteAction> ReadWriteAction(const Json& body, Action kind, const std::string& prefix,
                                    ConstraintErrors* errors) {
  WriteAction a;
  a.kind = kind;
  a.body = &body;
  a.member = ActionMember(kind);
  std::string p = prefix + a.member;
  KS_ASSIGN_OR_RETURN(auto table_name, GetString(body, "TableName"));
  KS_ASSIGN_OR_RETURN(const Json* key_json, GetObject(body, kind == Action::kPut ? "Item" : "Key"));
  KS_ASSIGN_OR_RETURN(auto rv, GetString(body, "ReturnValuesOnConditionCheckFailure"));
  if (!key_json)
    errors->Add("null", p + (kind == Action::kPut ? ".item" : ".key"), "Member must not be null");
  if (table_name)
    CheckTableName(table_name, p + ".tableName", errors);
  else if (key_json)
    errors->Add("null", p + ".tableName", "Member must not be null");
  CheckEnum(rv, p + ".returnValuesOnConditionCheckFailure", {"ALL_OLD", "NONE"}, "[ALL_OLD, NONE]",
            errors);
  if (kind == Action::kConditionCheck && key_json) {
    KS_ASSIGN_OR_RETURN(auto cond, GetString(body, "ConditionExpression"));
    if (!cond) errors->Add("null", p + ".conditionExpression", "Member must not be null");
  }
  if (kind == Action::kUpdate && key_json) {
    KS_ASSIGN_OR_RETURN(auto upd, GetString(body, "UpdateExpression"));
    if (!upd) errors->Add("null", p + ".updateExpression", "Member must not be null");
  }
  a.return_old_on_failure = rv && *rv == "ALL_OLD";
  return a;
}

// What the entries of TransactItems hold: their actions, and whether some entry has an
// unknown member or none (invalid) or more than one action (several).
struct WriteEntries {
  std::vector<WriteAction> actions;
  bool invalid_action = false, several_actions = false;
};

Status ReadWriteEntry(const Json& entry, size_t i, ConstraintErrors* errors, WriteEntries* out) {
  static const std::pair<const char*, Action> kActions[] = {
      {"ConditionCheck", Action::kConditionCheck},
      {"Delete", Action::kDelete},
      {"Put", Action::kPut},
      {"Update", Action::kUpdate}};
  if (!entry.is_object())
    return Status::Serialization("Unexpected value type in TransactWriteItem");
  for (const auto& m : entry.members()) {
    bool known = false;
    for (const auto& a : kActions) known |= m.first == a.first;
    if (!known && !m.second.is_null()) out->invalid_action = true;
  }
  std::string prefix = "transactItems." + std::to_string(i + 1) + ".member.";
  int present = 0;
  for (const auto& [name, kind] : kActions) {
    KS_ASSIGN_OR_RETURN(const Json* body, GetObject(entry, name));
    if (!body) continue;
    ++present;
    KS_ASSIGN_OR_RETURN(WriteAction a, ReadWriteAction(*body, kind, prefix, errors));
    out->actions.push_back(std::move(a));
  }
  if (present == 0) out->invalid_action = true;
  if (present > 1) out->several_actions = true;
  return Status::Ok();
}

// The request's members and the shapes of its entries, checked in DynamoDB's order.
Result<std::vector<WriteAction>> ReadWriteRequest(const Json& req, CapacityMode* cap,
                                                  bool* collection_metrics) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(const Json* items, GetArray(req, "TransactItems"));
  KS_ASSIGN_OR_RETURN(auto token, GetString(req, "ClientRequestToken"));
  KS_ASSIGN_OR_RETURN(*cap, GetCapacityMode(req, &errors));
  KS_ASSIGN_OR_RETURN(*collection_metrics, ReadReturnItemCollectionMetrics(req, &errors));
  if (token && token->size() > 36)
    errors.Add(Quoted(*token), "clientRequestToken",
               "Member must have length less than or equal to 36");
  if (token && token->empty())
    errors.Add(Quoted(*token), "clientRequestToken",
               "Member must have length greater than or equal to 1");
  CheckTransactItems(items, &errors);
  WriteEntries entries;
  if (HasEntriesToRead(items)) {
    for (size_t i = 0; i < items->array().size(); ++i)
      KS_RETURN_IF_ERROR(ReadWriteEntry(items->array()[i], i, &errors, &entries));
  }
  KS_RETURN_IF_ERROR(errors.ToStatus());
  if (entries.invalid_action) return Status::Validation(kInvalidAction);
  if (entries.several_actions) return Status::Validation(kOneActionOnly);
  return std::move(entries.actions);
}

// The key of a write action (for Put, of its item, which must be valid and fit).
Result<AttrMap> WriteActionKey(WriteAction& a) {
  if (a.kind != Action::kPut) {
    KS_ASSIGN_OR_RETURN(a.key, ParseAttrMap(*a.body->Find("Key")));
    KS_RETURN_IF_ERROR(a.table->ValidateKey(a.key));
    return a.key;
  }
  KS_ASSIGN_OR_RETURN(a.item, ParseAttrMap(*a.body->Find("Item")));
  KS_RETURN_IF_ERROR(a.table->ValidateItemKeys(a.item));
  if (ItemSize(a.item) > kMaxItemSize)
    return Status::Validation("Item size has exceeded the maximum allowed size");
  a.key = KeyOf(*a.table, a.item);
  return a.key;
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
      return UpdateItemOp(db, SubRequest(*a.body));
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
  std::vector<Json> run_reasons(count, NoneReason());
  Json reason = Json::Object();
  reason.Add("Code", Json::String("ValidationError"));
  reason.Add("Message", Json::String(st.message()));
  run_reasons[i] = std::move(reason);
  return TransactionCanceled(run_reasons);
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
  KS_RETURN_IF_ERROR(ResolveItems(db, &actions, WriteActionKey));
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
