// TransactGetItems (see keyscape/api/ops.h): up to 100 Gets on distinct items, read at one
// point in time; what it shares with TransactWriteItems is in transact.h.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"
#include "transact.h"

namespace keyscape::api {

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
using value::AttrMap;
using value::Item;
using value::ItemSize;
using value::ParseAttrMap;

namespace {

struct GetAction {
  const Json* body = nullptr;
  Table* table = nullptr;
  std::string storage_key;
};

// The Get entries of TransactGetItems; sets *invalid_action for a member other than Get.
Status ReadGetEntries(const Json& items, ConstraintErrors* errors, std::vector<GetAction>* gets,
                      bool* invalid_action) {
  for (size_t i = 0; i < items.array().size(); ++i) {
    const Json& entry = items.array()[i];
    if (!entry.is_object())
      return Status::Serialization("Unexpected value type in TransactGetItem");
    for (const auto& m : entry.members())
      if (m.first != "Get" && !m.second.is_null()) *invalid_action = true;
    std::string p = "transactItems." + std::to_string(i + 1) + ".member.get";
    KS_ASSIGN_OR_RETURN(const Json* body, GetObject(entry, "Get"));
    if (!body) {
      errors->Add("null", p, "Member must not be null");
      continue;
    }
    KS_ASSIGN_OR_RETURN(auto table_name, GetString(*body, "TableName"));
    KS_ASSIGN_OR_RETURN(const Json* key_json, GetObject(*body, "Key"));
    if (!key_json) errors->Add("null", p + ".key", "Member must not be null");
    if (!table_name)
      errors->Add("null", p + ".tableName", "Member must not be null");
    else
      CheckTableName(table_name, p + ".tableName", errors);
    GetAction g;
    g.body = body;
    gets->push_back(std::move(g));
  }
  return Status::Ok();
}

}  // namespace

Result<Json> TransactGetItemsOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(const Json* items, GetArray(req, "TransactItems"));
  KS_ASSIGN_OR_RETURN(CapacityMode cap, GetCapacityMode(req, &errors));
  CheckTransactItems(items, &errors);
  std::vector<GetAction> gets;
  bool invalid_action = false;
  if (HasEntriesToRead(items))
    KS_RETURN_IF_ERROR(ReadGetEntries(*items, &errors, &gets, &invalid_action));
  if (invalid_action) return Status::Validation(kInvalidAction);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_RETURN_IF_ERROR(ResolveItems(db, &gets, [](GetAction& g) -> Result<AttrMap> {
    KS_ASSIGN_OR_RETURN(AttrMap key, ParseAttrMap(*g.body->Find("Key"), ValidationLayer::kOlder));
    KS_RETURN_IF_ERROR(g.table->ValidateKey(key));
    return key;
  }));

  Json responses = Json::Array();
  UnitsPerTable units;
  for (GetAction& g : gets) {
    Json sub = SubRequest(*g.body);
    sub.Set("ConsistentRead", Json::Bool(true));
    KS_ASSIGN_OR_RETURN(Json got, GetItemOp(db, sub));
    Json entry = Json::Object();
    if (Json* item = got.Find("Item")) entry.Add("Item", std::move(*item));
    responses.Push(std::move(entry));
    std::optional<Item> stored = g.table->GetByStorageKey(g.storage_key);
    CapacityUse read;
    read.table = 2 * ReadUnits(stored ? ItemSize(*stored) : 0, true);
    AddUnits(&units, g.table->def().name, read);
  }
  Json out = Json::Object();
  out.Add("Responses", std::move(responses));
  if (cap != CapacityMode::kNone) out.Add("ConsumedCapacity", CapacityList(units, cap, true));
  return out;
}

}  // namespace keyscape::api
