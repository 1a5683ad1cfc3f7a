// keyscape:AggregateView: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include <algorithm>
#include <map>
#include <optional>

#include "item_text.h"
#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/table/database.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using value::AttributeValue;
using value::AttributeValueToJson;
using value::CompareScalar;
using value::ParseAttributeValue;

namespace {

Status Bad(const std::string& m) { return Status::Validation("keyscape:AggregateView: " + m); }

// The operation's request followed through every LastEvaluatedKey; the items, in order.
Result<std::vector<Json>> ReadAll(Database& db, bool scan, Json request) {
  std::vector<Json> items;
  for (int n = 0; n < 10000; ++n) {
    KS_ASSIGN_OR_RETURN(Json body, scan ? ScanOp(db, request) : QueryOp(db, request));
    if (const Json* page = body.Find("Items"))
      for (const Json& i : page->array()) items.push_back(i);
    const Json* lek = body.Find("LastEvaluatedKey");
    if (!lek) break;
    request.Set("ExclusiveStartKey", *lek);
  }
  return items;
}

struct ViewSpec {
  const char* kind;
  std::string index;  // "" for the table
  std::string pk;
  std::string sk;  // "" without a sort key
};

Json BaseRequest(const model::TableModel& t, const ViewSpec& v) {
  Json r = Json::Object();
  r.Add("TableName", Json::String(t.name));
  if (!v.index.empty()) r.Add("IndexName", Json::String(v.index));
  return r;
}

Result<Json> ViewJson(const LoadedDesign& loaded, const model::TableModel& t, const ViewSpec& v,
                      const std::map<std::string, std::string>& entity_of) {
  KS_ASSIGN_OR_RETURN(std::vector<Json> scanned, ReadAll(*loaded.db, true, BaseRequest(t, v)));
  std::vector<AttributeValue> pks;
  std::map<std::string, bool> seen;
  for (const Json& i : scanned) {
    const Json* pk = i.Find(v.pk);
    if (!pk || seen[pk->Dump()]) continue;
    seen[pk->Dump()] = true;
    KS_ASSIGN_OR_RETURN(AttributeValue value, ParseAttributeValue(*pk));
    pks.push_back(std::move(value));
  }
  std::stable_sort(pks.begin(), pks.end(), [](const AttributeValue& a, const AttributeValue& b) {
    return CompareScalar(a, b) < 0;
  });
  Json groups = Json::Array();
  for (const AttributeValue& pk : pks) {
    Json q = BaseRequest(t, v);
    q.Add("KeyConditionExpression", Json::String("#pk = :pk"));
    Json names = Json::Object();
    names.Add("#pk", Json::String(v.pk));
    q.Add("ExpressionAttributeNames", std::move(names));
    Json values = Json::Object();
    values.Add(":pk", AttributeValueToJson(pk));
    q.Add("ExpressionAttributeValues", std::move(values));
    KS_ASSIGN_OR_RETURN(std::vector<Json> items, ReadAll(*loaded.db, false, std::move(q)));
    Json list = Json::Array();
    for (const Json& i : items) {
      Json j = Json::Object();
      const Json* sk = v.sk.empty() ? nullptr : i.Find(v.sk);
      j.Add("sk", Json::String(sk ? ScalarText(*sk) : ""));
      if (auto e = entity_of.find(KeyText(i, t)); e != entity_of.end())
        j.Add("entity", Json::String(e->second));
      j.Add("item", i);
      list.Push(std::move(j));
    }
    Json g = Json::Object();
    g.Add("partitionKey", AttributeValueToJson(pk));
    g.Add("pk", Json::String(ScalarText(AttributeValueToJson(pk))));
    g.Add("items", std::move(list));
    groups.Push(std::move(g));
  }
  Json out = Json::Object();
  if (!v.index.empty()) out.Add("index", Json::String(v.index));
  out.Add("kind", Json::String(v.kind));
  out.Add("partitionKeyName", Json::String(v.pk));
  if (!v.sk.empty()) out.Add("sortKeyName", Json::String(v.sk));
  out.Add("itemCount", Json::Int(static_cast<int64_t>(scanned.size())));
  out.Add("groups", std::move(groups));
  return out;
}

std::vector<ViewSpec> ViewsOf(const model::TableModel& t) {
  std::vector<ViewSpec> views;
  views.push_back({"table", "", t.partition_key.name, t.sort_key ? t.sort_key->name : ""});
  for (const model::GlobalIndex& g : t.global_indexes)
    views.push_back({"gsi", g.name, g.partition_key.front().name,
                     g.sort_key.empty() ? "" : g.sort_key.front().name});
  for (const model::LocalIndex& l : t.local_indexes)
    views.push_back({"lsi", l.name, t.partition_key.name, l.sort_key.name});
  return views;
}

}  // namespace

Result<Json> AggregateViewOp(Database&, const Json& request) {
  return AggregateView(request, nullptr);
}

Result<Json> AggregateView(const Json& request, const LoadedDesign* shared) {
  if (!request.is_object()) return Bad("takes {\"model\", \"table\"}");
  for (const auto& [name, v] : request.members())
    if (name != "model" && name != "table")
      return Bad("unknown member " + name + " (model, table)");
  const Json* table = request.Find("table");
  if (!request.Find("model")) return Bad("the request needs \"model\"");
  if (!table || !table->is_string()) return Bad("the request needs \"table\": a table's name");
  std::optional<LoadedDesign> own;
  if (!shared) {
    Json load = Json::Object();
    load.Add("model", *request.Find("model"));
    KS_ASSIGN_OR_RETURN(LoadedDesign l, LoadDesign(load));
    own = std::move(l);
  }
  const LoadedDesign& loaded = shared ? *shared : *own;
  const model::TableModel* t = loaded.design.FindTable(table->string_value());
  if (!t) return Bad("the model has no table " + table->string_value());
  std::map<std::string, std::string> entity_of;
  for (const model::RenderedItem& r : loaded.items)
    if (r.table == t->name && r.entity)
      entity_of[KeyText(r.item, *t)] = r.entity->name;
  Json views = Json::Array();
  for (const ViewSpec& v : ViewsOf(*t)) {
    KS_ASSIGN_OR_RETURN(Json view, ViewJson(loaded, *t, v, entity_of));
    views.Push(std::move(view));
  }
  Json out = Json::Object();
  out.Add("table", Json::String(t->name));
  out.Add("views", std::move(views));
  return out;
}

}  // namespace keyscape::api
