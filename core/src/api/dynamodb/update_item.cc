// UpdateItem: UpdateExpression (SET, REMOVE, ADD, DELETE) and ConditionExpression on one
// item, creating it from its key when absent. A failed update changes nothing.
#include <algorithm>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/collection_metrics.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/dynamodb/write_condition.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/expr/update.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::Table;
using value::AttrMap;
using value::AttrMapToJson;
using value::Item;
using value::ItemSize;
using value::kMaxItemSize;
using value::ParseAttrMap;

namespace {

// Top-level attributes an update touches, in first-written order.
std::vector<std::string> TouchedAttributes(const expr::UpdateExpression& u) {
  std::vector<std::string> names;
  for (const auto& a : u.actions) {
    const std::string& n = a.path.front().name;
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  }
  return names;
}

AttrMap Only(const Item& item, const std::vector<std::string>& names) {
  AttrMap out;
  for (const auto& kv : item)
    if (std::find(names.begin(), names.end(), kv.first) != names.end()) out.push_back(kv);
  return out;
}

}  // namespace

Result<Json> UpdateItemOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(SingleItemRequest w0, ReadSingleItemRequest(req, "Key", &errors));
  KS_ASSIGN_OR_RETURN(auto on_condition_failure,
                      ReadReturnValuesOnConditionCheckFailure(req, &errors));
  KS_ASSIGN_OR_RETURN(bool collection_metrics, ReadReturnItemCollectionMetrics(req, &errors));
  const auto& rv = w0.return_values;
  const CapacityMode cap = w0.capacity;
  static const char* kReturnValues[] = {"NONE", "ALL_OLD", "UPDATED_OLD", "ALL_NEW", "UPDATED_NEW"};
  if (rv && std::none_of(std::begin(kReturnValues), std::end(kReturnValues),
                         [&](const char* v) { return *rv == v; }))
    errors.Add(
        Quoted(*rv), "returnValues",
        "Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]");
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_ASSIGN_OR_RETURN(AttrMap key, ParseAttrMap(*w0.body));
  KS_ASSIGN_OR_RETURN(WriteExpressions w, ParseWriteExpressions(req, true));
  KS_ASSIGN_OR_RETURN(Table * t, LookupTable(db, w0.table_name));
  KS_RETURN_IF_ERROR(t->ValidateKey(key));
  std::vector<std::string> key_names = {t->def().key.hash.name};
  if (t->def().key.range) key_names.push_back(t->def().key.range->name);
  if (w.update) KS_RETURN_IF_ERROR(expr::CheckUpdateKeyAttributes(*w.update, key_names));
  if (w.attribute_updates)
    KS_RETURN_IF_ERROR(CheckLegacyUpdateKeys(*w.attribute_updates, key_names));

  std::optional<Item> existing = t->Get(key);
  KS_RETURN_IF_ERROR(
      WithItemOnConditionFailure(CheckCondition(w, existing), on_condition_failure, existing));
  Item updated = existing ? *existing : key;
  if (w.update) KS_RETURN_IF_ERROR(expr::ApplyUpdate(*w.update, &updated, key_names));
  if (w.attribute_updates)
    KS_RETURN_IF_ERROR(ApplyAttributeUpdates(*w.attribute_updates, &updated));
  KS_RETURN_IF_ERROR(t->ValidateItemKeys(updated));
  if (ItemSize(updated) > kMaxItemSize)
    return Status::Validation("Item size to update has exceeded the maximum allowed size");
  KS_RETURN_IF_ERROR(t->CheckCollectionLimit(updated, existing));
  KS_RETURN_IF_ERROR(db.CheckRoom(*t, updated));

  CapacityUse use = WriteCapacity(*t, existing, updated);
  t->Put(updated);

  Json out = Json::Object();
  std::string mode = rv.value_or("NONE");
  std::vector<std::string> touched =
      w.update ? TouchedAttributes(*w.update) : std::vector<std::string>{};
  if (w.attribute_updates)
    for (const AttributeUpdate& u : *w.attribute_updates) touched.push_back(u.attribute);
  if (mode == "ALL_OLD" && existing) out.Add("Attributes", AttrMapToJson(*existing));
  if (mode == "ALL_NEW") out.Add("Attributes", AttrMapToJson(updated));
  if (mode == "UPDATED_OLD" && existing) {
    AttrMap a = Only(*existing, touched);
    if (!a.empty()) out.Add("Attributes", AttrMapToJson(a));
  }
  if (mode == "UPDATED_NEW") {
    AttrMap a = Only(updated, touched);
    if (!a.empty()) out.Add("Attributes", AttrMapToJson(a));
  }
  if (cap != CapacityMode::kNone)
    out.Add("ConsumedCapacity", CapacityJson(t->def().name, use, cap, false));
  if (collection_metrics)
    if (auto m = ItemCollectionMetrics(*t, key)) out.Add("ItemCollectionMetrics", *m);
  return out;
}

}  // namespace keyscape::api
