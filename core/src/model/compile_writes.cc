// CompilePattern for the operations that address whole items: PutItem, UpdateItem,
// DeleteItem, BatchWriteItem, TransactWriteItems, BatchGetItem and TransactGetItems.
#include "compile_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::model {

using base::Child;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using value::AttributeValue;
using value::AttributeValueToJson;
using value::AttrMapToJson;
using value::Item;
namespace {

// The entity's first sample values with the pattern's parameters on top.
Json WriteValues(const Design& d, const AccessPattern& p, const Entity& e) {
  Json values = Json::Object();
  for (const SampleItem& s : d.items)
    if (s.entity && *s.entity == e.name) {
      values = s.values;
      break;
    }
  if (p.parameters.is_object())
    for (const auto& [name, v] : p.parameters.members())
      if (e.FindAttribute(name)) values.Set(name, v);
  return values;
}

// The item a write pattern writes: shaped like the entity's sample, keyed by the pattern.
Result<Json> WriteItem(const Design& d, const AccessPattern& p, const PatternTarget& t,
                       const std::string& path) {
  if (!p.item.is_null()) {  // the pattern's own item
    Json j = p.item;
    KS_ASSIGN_OR_RETURN(Json key, RenderItemKey(p, t, path));
    for (auto& [name, v] : key.members()) j.Set(name, v);
    return j;
  }
  const Entity& e = *d.FindEntity(*p.entity);
  Result<Item> item = RenderEntityItem(e, *t.table, WriteValues(d, p, e));
  if (!item.ok()) return PathError(Child(path, "entity"), item.status().message());
  Json j = AttrMapToJson(*item);
  KS_ASSIGN_OR_RETURN(Json key, RenderItemKey(p, t, path));
  for (auto& [name, v] : key.members()) j.Set(name, v);
  return j;
}

// The item keys of a multi-item request: the pattern's key, then other sample items of the
// entity, `count` in all at most.
Result<std::vector<Json>> ItemKeys(const AccessPattern& p, const PatternTarget& t,
                                   const std::vector<RenderedItem>& items, size_t count,
                                   const std::string& path) {
  KS_ASSIGN_OR_RETURN(Json first, RenderItemKey(p, t, path));
  std::vector<Json> keys = {first};
  for (const RenderedItem& r : items) {
    if (keys.size() >= count) break;
    if (r.table != p.table || (p.entity && (!r.entity || r.entity->name != *p.entity))) continue;
    Json k = Json::Object();
    for (const Json::Member& m : first.members()) {
      const AttributeValue* v = value::FindAttr(r.item, m.first);
      if (v) k.Add(m.first, AttributeValueToJson(*v));
    }
    bool dup = k.size() != first.size();
    for (const Json& o : keys) dup = dup || o.Dump() == k.Dump();
    if (!dup) keys.push_back(std::move(k));
  }
  return keys;
}

// Adds `from`'s placeholders to r[member]; the same placeholder with another meaning in
// the update and the condition is an error at `path`.
Status MergePlaceholders(const Json& from, const char* member, const std::string& path, Json* r) {
  if (from.is_null()) return Status::Ok();
  if (!r->Find(member)) r->Add(member, Json::Object());
  Json& to = *r->Find(member);
  for (const Json::Member& m : from.members()) {
    if (const Json* old = to.Find(m.first); old && old->Dump() != m.second.Dump())
      return PathError(path, "placeholder " + m.first + " means something else in the update");
    if (!to.Find(m.first)) to.Add(m.first, m.second);
  }
  return Status::Ok();
}

// UpdateExpression and ConditionExpression with their names and values.
Status AddExpressions(const AccessPattern& p, const std::string& path, Json* r) {
  if (p.update) r->Add("UpdateExpression", Json::String(p.update->expression));
  if (p.condition) r->Add("ConditionExpression", Json::String(p.condition->expression));
  const std::pair<const std::optional<ExpressionSpec>*, const char*> parts[] = {
      {&p.update, "update"}, {&p.condition, "condition"}};
  for (const auto& [e, name] : parts) {
    if (!*e) continue;
    const std::string epath = Child(path, name);
    KS_RETURN_IF_ERROR(
        MergePlaceholders((*e)->names, "ExpressionAttributeNames", Child(epath, "names"), r));
    KS_RETURN_IF_ERROR(
        MergePlaceholders((*e)->values, "ExpressionAttributeValues", Child(epath, "values"), r));
  }
  return Status::Ok();
}

Json Named(const char* member, Json table_request) {
  Json j = Json::Object();
  j.Add(member, std::move(table_request));
  return j;
}

Json TableRequest(const AccessPattern& p, const char* member, Json value) {
  Json r = Json::Object();
  r.Add("TableName", Json::String(p.table));
  r.Add(member, std::move(value));
  return r;
}

}  // namespace

Result<CompiledPattern> CompileItemsPattern(const Design& d, const AccessPattern& p,
                                            const std::vector<RenderedItem>& items,
                                            const std::string& path) {
  const PatternTarget t = TargetOf(d, p);
  CompiledPattern c;
  c.operation = OperationName(p.operation);
  const size_t count = static_cast<size_t>(p.items_per_request.value_or(1));
  switch (p.operation) {
    case Operation::kPutItem: {
      KS_ASSIGN_OR_RETURN(Json item, WriteItem(d, p, t, path));
      c.request = TableRequest(p, "Item", std::move(item));
      KS_RETURN_IF_ERROR(AddExpressions(p, path, &c.request));
      return c;
    }
    case Operation::kUpdateItem:
    case Operation::kDeleteItem: {
      KS_ASSIGN_OR_RETURN(Json key, RenderItemKey(p, t, path));
      c.request = TableRequest(p, "Key", std::move(key));
      KS_RETURN_IF_ERROR(AddExpressions(p, path, &c.request));
      return c;
    }
    default:
      break;
  }
  KS_ASSIGN_OR_RETURN(std::vector<Json> keys, ItemKeys(p, t, items, count, path));
  c.request_items = keys.size();
  const bool writes =
      p.operation == Operation::kBatchWriteItem || p.operation == Operation::kTransactWriteItems;
  Json list = Json::Array();
  for (const Json& key : keys) {
    if (!writes) {
      list.Push(p.operation == Operation::kTransactGetItems
                    ? Named("Get", TableRequest(p, "Key", key))
                    : key);
      continue;
    }
    KS_ASSIGN_OR_RETURN(Json item, WriteItem(d, p, t, path));
    for (const Json::Member& m : key.members()) item.Set(m.first, m.second);
    list.Push(p.operation == Operation::kTransactWriteItems
                  ? Named("Put", TableRequest(p, "Item", item))
                  : Named("PutRequest", Named("Item", item)));
  }
  c.request = Json::Object();
  if (p.operation == Operation::kTransactGetItems ||
      p.operation == Operation::kTransactWriteItems) {
    c.request.Add("TransactItems", std::move(list));
  } else {
    Json per_table =
        p.operation == Operation::kBatchGetItem ? Named("Keys", std::move(list)) : std::move(list);
    if (p.operation == Operation::kBatchGetItem && p.consistent_read)
      per_table.Add("ConsistentRead", Json::Bool(*p.consistent_read));
    c.request.Add("RequestItems", Named(p.table.c_str(), std::move(per_table)));
  }
  return c;
}

}  // namespace keyscape::model
