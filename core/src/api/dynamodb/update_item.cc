// UpdateItem: UpdateExpression (SET, REMOVE, ADD, DELETE) and ConditionExpression on one
// item, creating it from its key when absent. A failed update changes nothing.
#include "update_item.h"

#include <algorithm>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/collection_metrics.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/dynamodb/write_condition.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/expr/projection.h"
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

// The size standalone UpdateItem holds to 400 KB (recorded against DynamoDB, eu-west-2,
// 2026-08): the larger of the finished item and what the statement writes, the top-level
// attributes it names as they stand in the finished item, plus 3 bytes for the update,
// 19 per SET or ADD action (20 for a SET through a list index) and 2 per REMOVE or
// DELETE action. The key, never written, and the attributes left alone are not counted
// in the second figure. Transactions and PartiQL measure the finished item alone.
int64_t UpdateSizeToCheck(const expr::UpdateExpression& u, const Item& updated) {
  using Kind = expr::UpdateAction::Kind;
  int64_t statement = 3;
  for (const auto& a : u.actions) {
    const bool writes = a.kind == Kind::kSet || a.kind == Kind::kAdd;
    statement += writes ? 19 : 2;
    if (a.kind == Kind::kSet &&
        std::any_of(a.path.begin(), a.path.end(), [](const auto& e) { return e.is_index(); }))
      statement += 1;
  }
  for (const std::string& name : TouchedAttributes(u))
    if (const value::AttributeValue* v = value::FindAttr(updated, name))
      statement += static_cast<int64_t>(name.size()) + value::AttributeValueSize(*v);
  return std::max(ItemSize(updated), statement);
}

// The paths an update writes, for UPDATED_OLD and UPDATED_NEW: each action's own path
// (`SET a.b = :v` returns a.b alone), each legacy AttributeUpdates attribute whole.
std::vector<expr::DocumentPath> UpdatedPaths(const WriteExpressions& w) {
  std::vector<expr::DocumentPath> paths;
  if (w.update)
    for (const auto& a : w.update->actions) paths.push_back(a.path);
  if (w.attribute_updates)
    for (const AttributeUpdate& u : *w.attribute_updates)
      paths.push_back({expr::PathElement::Name(u.attribute)});
  return paths;
}

}  // namespace

namespace {

// What UpdateItem reads before the table is looked up.
struct UpdateRequest {
  SingleItemRequest single;
  std::optional<std::string> on_condition_failure;  // ReturnValuesOnConditionCheckFailure
  bool collection_metrics = false;                  // ReturnItemCollectionMetrics SIZE
  AttrMap key;
  WriteExpressions expressions;
};

// The request's own checks in DynamoDB's order. UpdateItem reports only the first bad
// enum, ReturnValues before ReturnConsumedCapacity (recorded in us-east-1 and eu-west-2;
// the order of the other two after them is not recorded).
Status ReadUpdateRequest(const Json& req, UpdateRequest* u) {
  ConstraintErrors errors, enums;
  KS_ASSIGN_OR_RETURN(u->single, ReadSingleItemRequest(req, "Key", &errors));
  const auto& rv = u->single.return_values;
  static const char* kReturnValues[] = {"NONE", "ALL_OLD", "UPDATED_OLD", "ALL_NEW", "UPDATED_NEW"};
  if (rv && std::none_of(std::begin(kReturnValues), std::end(kReturnValues),
                         [&](const char* v) { return *rv == v; }))
    enums.AddMessage(
        "Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, "
        "UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]");
  KS_ASSIGN_OR_RETURN(u->single.capacity, GetCapacityMode(req, &enums));
  KS_ASSIGN_OR_RETURN(u->collection_metrics,
                      ReadReturnItemCollectionMetrics(req, &enums, ValidationLayer::kCurrent));
  KS_ASSIGN_OR_RETURN(u->on_condition_failure,
                      ReadReturnValuesOnConditionCheckFailure(req, &enums));
  errors.AddFirstOf(enums);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_ASSIGN_OR_RETURN(u->key, ParseAttrMap(*u->single.body));
  KS_ASSIGN_OR_RETURN(u->expressions, ParseWriteExpressions(req, true, ValidationLayer::kCurrent));
  return Status::Ok();
}

// True when every action of `u` only takes something away (REMOVE, DELETE).
bool OnlyRemoves(const expr::UpdateExpression& u) {
  using Kind = expr::UpdateAction::Kind;
  return std::all_of(u.actions.begin(), u.actions.end(), [](const expr::UpdateAction& a) {
    return a.kind == Kind::kRemove || a.kind == Kind::kDelete;
  });
}

// The item `w` makes of `existing` (or of the bare key), checked against the table's key
// schema, the 400 KB limit as `rule` measures it, the collection limit and the table's room.
Result<Item> UpdatedItem(Database& db, const Table& t, const WriteExpressions& w,
                         const AttrMap& key, const std::optional<Item>& existing,
                         const std::vector<std::string>& key_names, UpdateSizeRule rule) {
  Item updated = existing ? *existing : key;
  if (w.update) KS_RETURN_IF_ERROR(expr::ApplyUpdate(*w.update, &updated, key_names));
  if (w.attribute_updates)
    KS_RETURN_IF_ERROR(ApplyAttributeUpdates(*w.attribute_updates, &updated));
  KS_RETURN_IF_ERROR(t.ValidateItemKeys(updated));
  const int64_t size = w.update && rule == UpdateSizeRule::kStatement
                           ? UpdateSizeToCheck(*w.update, updated)
                           : ItemSize(updated);
  if (size > kMaxItemSize)
    return Status::Validation("Item size to update has exceeded the maximum allowed size");
  KS_RETURN_IF_ERROR(t.CheckCollectionLimit(updated, existing));
  KS_RETURN_IF_ERROR(db.CheckRoom(t, updated));
  return updated;
}

}  // namespace

Result<Json> UpdateItemOp(Database& db, const Json& req) {
  return RunUpdateItem(db, req, UpdateSizeRule::kStatement);
}

Result<Json> RunUpdateItem(Database& db, const Json& req, UpdateSizeRule rule) {
  UpdateRequest u;
  KS_RETURN_IF_ERROR(InValidationEnvelope(ReadUpdateRequest(req, &u)));
  const auto& rv = u.single.return_values;
  const CapacityMode cap = u.single.capacity;
  const AttrMap& key = u.key;
  const WriteExpressions& w = u.expressions;
  const bool collection_metrics = u.collection_metrics;
  const auto& on_condition_failure = u.on_condition_failure;
  KS_ASSIGN_OR_RETURN(Table * t, LookupTable(db, u.single.table_name));
  KS_RETURN_IF_ERROR(t->ValidateKey(key));
  std::vector<std::string> key_names = {t->def().key.hash.name};
  if (t->def().key.range) key_names.push_back(t->def().key.range->name);
  if (w.update) KS_RETURN_IF_ERROR(expr::CheckUpdateKeyAttributes(*w.update, key_names));
  if (w.attribute_updates)
    KS_RETURN_IF_ERROR(CheckLegacyUpdateKeys(*w.attribute_updates, key_names));

  std::optional<Item> existing = t->Get(key);
  KS_RETURN_IF_ERROR(
      WithItemOnConditionFailure(CheckCondition(w, existing), on_condition_failure, existing));
  // An update that only removes (REMOVE, or DELETE from a set) creates no item where there
  // was none (issue 24, observed against DynamoDB); `REMOVE x.y` there is accepted.
  const bool creates_nothing =
      !existing && w.update && !w.attribute_updates && OnlyRemoves(*w.update);
  Item updated = key;
  if (!creates_nothing) {
    KS_ASSIGN_OR_RETURN(updated, UpdatedItem(db, *t, w, key, existing, key_names, rule));
  }
  CapacityUse use =
      WriteCapacity(*t, existing, creates_nothing ? std::nullopt : std::optional<Item>(updated));
  if (!creates_nothing) t->Put(updated);

  Json out = Json::Object();
  std::string mode = rv.value_or("NONE");
  const std::vector<expr::DocumentPath> paths = UpdatedPaths(w);
  if (mode == "ALL_OLD" && existing) out.Add("Attributes", AttrMapToJson(*existing));
  if (mode == "ALL_NEW" && !creates_nothing) out.Add("Attributes", AttrMapToJson(updated));
  if (mode == "UPDATED_OLD" && existing) {
    AttrMap a = expr::ApplyProjection(paths, *existing);
    if (!a.empty()) out.Add("Attributes", AttrMapToJson(a));
  }
  if (mode == "UPDATED_NEW") {
    AttrMap a = expr::ApplyProjection(paths, updated);
    if (!a.empty()) out.Add("Attributes", AttrMapToJson(a));
  }
  if (cap != CapacityMode::kNone)
    out.Add("ConsumedCapacity", CapacityJson(t->def().name, use, cap, false));
  if (collection_metrics)
    if (auto m = ItemCollectionMetrics(*t, key)) out.Add("ItemCollectionMetrics", *m);
  return out;
}

}  // namespace keyscape::api
