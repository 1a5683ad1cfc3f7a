// PutItem, GetItem, DeleteItem.
#include <algorithm>
#include <string_view>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/collection_metrics.h"
#include "keyscape/api/dynamodb/read_expressions.h"
#include "keyscape/api/dynamodb/read_request.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/dynamodb/write_condition.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/expr/parser.h"
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

// ReturnValues outside DynamoDB's enum: the current layer's constraint error, which names
// neither the value nor the member (and spells UPDATED_NEW "UPDATE_NEW").
void CheckReturnValuesEnum(const std::optional<std::string>& rv, ConstraintErrors* errors) {
  static const char* kAll[] = {"NONE", "ALL_OLD", "ALL_NEW", "UPDATED_OLD", "UPDATED_NEW"};
  if (!rv || std::any_of(std::begin(kAll), std::end(kAll), [&](const char* k) { return *rv == k; }))
    return;
  errors->AddMessage(
      "Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, "
      "ALL_NEW, UPDATE_NEW, NONE]");
}

// PutItem and DeleteItem return only the old item: the other values of the enum are refused.
Status CheckReturnValues(const std::optional<std::string>& rv) {
  if (!rv || *rv == "NONE" || *rv == "ALL_OLD") return Status::Ok();
  return Status::Validation("ReturnValues can only be ALL_OLD or NONE");
}

void AddCapacity(Json* out, const Table& t, const CapacityUse& use, CapacityMode mode, bool read) {
  if (mode == CapacityMode::kNone) return;
  out->Add("ConsumedCapacity", CapacityJson(t.def().name, use, mode, read));
}

// What PutItem and DeleteItem read before their own checks: the shared members, the
// Item or Key, ReturnValues, the condition expressions and the table.
struct SingleWrite {
  SingleItemRequest request;
  AttrMap body;
  WriteExpressions expressions;
  std::optional<std::string> on_condition_failure;  // ReturnValuesOnConditionCheckFailure
  bool collection_metrics = false;                  // ReturnItemCollectionMetrics SIZE
  Table* table = nullptr;
};

// The request's own checks, in DynamoDB's order, before the table is looked up: the
// enums (all reported together: ReturnConsumedCapacity, ReturnValues,
// ReturnItemCollectionMetrics), the body, ReturnValues' two values, the expressions.
Status ReadSingleWriteRequest(const Json& req, const char* body_member, SingleWrite* sw) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(CapacityMode capacity, GetCapacityMode(req, &errors));
  KS_ASSIGN_OR_RETURN(sw->request, ReadSingleItemRequest(req, body_member, &errors));
  sw->request.capacity = capacity;
  CheckReturnValuesEnum(sw->request.return_values, &errors);
  KS_ASSIGN_OR_RETURN(sw->collection_metrics,
                      ReadReturnItemCollectionMetrics(req, &errors, ValidationLayer::kCurrent));
  KS_ASSIGN_OR_RETURN(sw->on_condition_failure,
                      ReadReturnValuesOnConditionCheckFailure(req, &errors));
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_ASSIGN_OR_RETURN(sw->body, ParseAttrMap(*sw->request.body));
  if (std::string_view(body_member) == "Item")  // a Key's names are the schema's to judge
    KS_RETURN_IF_ERROR(value::CheckAttributeNames(sw->body));
  KS_RETURN_IF_ERROR(CheckReturnValues(sw->request.return_values));
  KS_ASSIGN_OR_RETURN(sw->expressions,
                      ParseWriteExpressions(req, false, ValidationLayer::kCurrent));
  return Status::Ok();
}

// The request checked (each of its errors in the current layer's envelope), then the table.
Result<SingleWrite> ReadSingleWrite(Database& db, const Json& req, const char* body_member) {
  SingleWrite sw;
  KS_RETURN_IF_ERROR(InValidationEnvelope(ReadSingleWriteRequest(req, body_member, &sw)));
  KS_ASSIGN_OR_RETURN(sw.table, LookupTable(db, sw.request.table_name));
  return sw;
}

// Attributes (ReturnValues ALL_OLD, when there was an item) and ConsumedCapacity.
Json WriteResponse(const SingleWrite& sw, const std::optional<Item>& existing,
                   const CapacityUse& use) {
  Json out = Json::Object();
  const auto& rv = sw.request.return_values;
  if (rv && *rv == "ALL_OLD" && existing) out.Add("Attributes", AttrMapToJson(*existing));
  AddCapacity(&out, *sw.table, use, sw.request.capacity, false);
  if (sw.collection_metrics)
    if (auto m = ItemCollectionMetrics(*sw.table, sw.body)) out.Add("ItemCollectionMetrics", *m);
  return out;
}

}  // namespace

Result<Json> PutItemOp(Database& db, const Json& req) {
  KS_ASSIGN_OR_RETURN(SingleWrite sw, ReadSingleWrite(db, req, "Item"));
  const Item& item = sw.body;
  Table* t = sw.table;
  KS_RETURN_IF_ERROR(t->ValidateItemKeys(item));
  const int64_t size = ItemSize(item);
  if (size > kMaxItemSize)
    return Status::Validation("Item size has exceeded the maximum allowed size");
  const std::string key = t->PrimaryKeyOf(item);
  std::optional<Item> existing = t->GetByStorageKey(key);
  KS_RETURN_IF_ERROR(WithItemOnConditionFailure(CheckCondition(sw.expressions, existing),
                                                sw.on_condition_failure, existing));
  KS_RETURN_IF_ERROR(t->CheckCollectionLimit(item, existing));
  KS_RETURN_IF_ERROR(db.CheckRoom(*t, item));
  CapacityUse use = WriteCapacity(*t, existing, item);
  t->Put(item, key, size);
  return WriteResponse(sw, existing, use);
}

Result<Json> DeleteItemOp(Database& db, const Json& req) {
  KS_ASSIGN_OR_RETURN(SingleWrite sw, ReadSingleWrite(db, req, "Key"));
  const AttrMap& key = sw.body;
  Table* t = sw.table;
  KS_RETURN_IF_ERROR(t->ValidateKey(key));
  const std::string storage_key = t->PrimaryKeyOf(key);
  std::optional<Item> existing = t->GetByStorageKey(storage_key);
  KS_RETURN_IF_ERROR(WithItemOnConditionFailure(CheckCondition(sw.expressions, existing),
                                                sw.on_condition_failure, existing));
  CapacityUse use = WriteCapacity(*t, existing, std::nullopt);
  if (existing) t->DeleteByStorageKey(storage_key);
  return WriteResponse(sw, existing, use);
}

namespace {

// GetItem, its Item in `form`.
Result<Json> GetItemResponse(Database& db, const Json& req, ItemForm form) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(const CapacityMode cap, GetCapacityMode(req, &errors));
  KS_ASSIGN_OR_RETURN(SingleItemRequest w0, ReadSingleItemRequest(req, "Key", &errors));
  KS_ASSIGN_OR_RETURN(auto consistent, GetBool(req, "ConsistentRead"));
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_ASSIGN_OR_RETURN(AttrMap key, ParseAttrMap(*w0.body));
  KS_ASSIGN_OR_RETURN(std::optional<expr::ProjectionExpression> projection,
                      ReadNamesOnlyProjection(req));
  KS_ASSIGN_OR_RETURN(Table * t, LookupTable(db, w0.table_name));
  KS_RETURN_IF_ERROR(t->ValidateKey(key));
  int64_t size = 0;
  const std::optional<std::string_view> item = StoredItem(*t, t->PrimaryKeyOf(key), &size);
  Json out = Json::Object();
  if (item) out.Add("Item", ItemsWriter(form, projection ? &*projection : nullptr).ItemJson(*item));
  CapacityUse use;
  use.table = ReadUnits(item ? size : 0, consistent.value_or(false));
  AddCapacity(&out, *t, use, cap, true);
  return out;
}

}  // namespace

Result<Json> GetItemOp(Database& db, const Json& req) {
  return GetItemResponse(db, req, ItemForm::kTree);
}
Result<Json> GetItemTextOp(Database& db, const Json& req) {
  return GetItemResponse(db, req, ItemForm::kText);
}

}  // namespace keyscape::api
