// TransactWriteItems' request members and entries (transact_write.h).
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/collection_metrics.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/enum_names.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "transact.h"
#include "transact_write.h"

namespace keyscape::api::transact {

using base::Json;
using base::Result;
using base::Status;

namespace {

constexpr const char* kOneActionOnly =
    "TransactItems can only contain one of Check, Put, Update or Delete";

void CheckEnum(const std::optional<std::string>& v, std::string_view member,
               std::initializer_list<const char*> allowed, const char* set_text,
               ConstraintErrors* errors) {
  if (!v) return;
  for (const char* a : allowed)
    if (*v == a) return;
  errors->Add(Quoted(*v), member, std::string("Member must satisfy enum value set: ") + set_text);
}

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

}  // namespace

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

}  // namespace keyscape::api::transact
