// keyscape:AggregateView: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "item_text.h"
#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_result.h"
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
  std::string index;            // "" for the table
  std::vector<std::string> pk;  // 1..4 names (a multi-attribute GSI key: in key order)
  std::vector<std::string> sk;  // 0..4 names
};

Json BaseRequest(const model::TableModel& t, const ViewSpec& v) {
  Json r = Json::Object();
  r.Add("TableName", Json::String(t.name));
  if (!v.index.empty()) r.Add("IndexName", Json::String(v.index));
  return r;
}

Json Names(const std::vector<std::string>& names) {
  Json a = Json::Array();
  for (const std::string& n : names) a.Push(Json::String(n));
  return a;
}

// The values of `names` in `item`; empty when the item lacks one (not in the view).
Result<std::vector<AttributeValue>> TupleOf(const Json& item,
                                            const std::vector<std::string>& names) {
  std::vector<AttributeValue> out;
  for (const std::string& n : names) {
    const Json* v = item.Find(n);
    if (!v) return std::vector<AttributeValue>{};
    KS_ASSIGN_OR_RETURN(AttributeValue value, ParseAttributeValue(*v));
    out.push_back(std::move(value));
  }
  return out;
}

bool TupleLess(const std::vector<AttributeValue>& a, const std::vector<AttributeValue>& b) {
  for (size_t i = 0; i < a.size() && i < b.size(); ++i)
    if (int c = CompareScalar(a[i], b[i]); c != 0) return c < 0;
  return a.size() < b.size();
}

// The Query of one partition: "#pk = :pk" on each partition attribute (#pk2 = :pk2 ...).
Json PartitionQuery(const model::TableModel& t, const ViewSpec& v,
                    const std::vector<AttributeValue>& pk) {
  Json q = BaseRequest(t, v);
  std::string cond;
  Json names = Json::Object(), values = Json::Object();
  for (size_t i = 0; i < pk.size(); ++i) {
    const std::string n = i == 0 ? "" : std::to_string(i + 1);
    cond += (i ? " AND #pk" : "#pk") + n + " = :pk" + n;
    names.Add("#pk" + n, Json::String(v.pk[i]));
    values.Add(":pk" + n, AttributeValueToJson(pk[i]));
  }
  q.Add("KeyConditionExpression", Json::String(cond));
  q.Add("ExpressionAttributeNames", std::move(names));
  q.Add("ExpressionAttributeValues", std::move(values));
  return q;
}

Json ItemJson(const Json& i, const model::TableModel& t, const ViewSpec& v,
              const model::ItemEntities& entities) {
  Json j = Json::Object();
  j.Add("sk", Json::String(TupleText(i, v.sk)));
  if (v.sk.size() > 1) {
    Json keys = Json::Array();
    for (const std::string& n : v.sk)
      if (const Json* x = i.Find(n)) keys.Push(*x);
    j.Add("sortKeys", std::move(keys));
  }
  if (const model::Entity* e = entities.Find(t.name, i)) j.Add("entity", Json::String(e->name));
  j.Add("item", i);
  return j;
}

Result<Json> ViewJson(const LoadedDesign& loaded, const model::TableModel& t, const ViewSpec& v,
                      const model::ItemEntities& entities) {
  KS_ASSIGN_OR_RETURN(std::vector<Json> scanned, ReadAll(*loaded.db, true, BaseRequest(t, v)));
  std::vector<std::vector<AttributeValue>> pks;
  std::map<std::string, bool> seen;
  for (const Json& i : scanned) {
    KS_ASSIGN_OR_RETURN(std::vector<AttributeValue> pk, TupleOf(i, v.pk));
    std::string text;
    for (const std::string& n : v.pk) text += i.Find(n) ? i.Find(n)->Dump() : "";
    if (pk.empty() || seen[text]) continue;
    seen[text] = true;
    pks.push_back(std::move(pk));
  }
  std::stable_sort(pks.begin(), pks.end(), TupleLess);
  Json groups = Json::Array();
  for (const std::vector<AttributeValue>& pk : pks) {
    KS_ASSIGN_OR_RETURN(std::vector<Json> items,
                        ReadAll(*loaded.db, false, PartitionQuery(t, v, pk)));
    Json list = Json::Array();
    for (const Json& i : items) list.Push(ItemJson(i, t, v, entities));
    Json g = Json::Object();
    g.Add("partitionKey", AttributeValueToJson(pk.front()));
    if (pk.size() > 1) {
      Json all = Json::Array();
      for (const AttributeValue& x : pk) all.Push(AttributeValueToJson(x));
      g.Add("partitionKeys", std::move(all));
    }
    Json first = items.empty() ? Json::Object() : items.front();
    g.Add("pk", Json::String(TupleText(first, v.pk)));
    g.Add("items", std::move(list));
    groups.Push(std::move(g));
  }
  Json out = Json::Object();
  if (!v.index.empty()) out.Add("index", Json::String(v.index));
  out.Add("kind", Json::String(v.kind));
  out.Add("partitionKeyName", Json::String(v.pk.front()));
  if (!v.sk.empty()) out.Add("sortKeyName", Json::String(v.sk.front()));
  if (v.pk.size() > 1) out.Add("partitionKeyNames", Names(v.pk));
  if (v.sk.size() > 1) out.Add("sortKeyNames", Names(v.sk));
  out.Add("itemCount", Json::Int(static_cast<int64_t>(scanned.size())));
  out.Add("groups", std::move(groups));
  return out;
}

std::vector<std::string> NamesOf(const std::vector<model::KeyAttribute>& keys) {
  std::vector<std::string> out;
  for (const model::KeyAttribute& k : keys) out.push_back(k.name);
  return out;
}

std::vector<ViewSpec> ViewsOf(const model::TableModel& t) {
  std::vector<ViewSpec> views;
  std::vector<std::string> table_sk;
  if (t.sort_key) table_sk.push_back(t.sort_key->name);
  views.push_back({"table", "", {t.partition_key.name}, table_sk});
  for (const model::GlobalIndex& g : t.global_indexes)
    views.push_back({"gsi", g.name, NamesOf(g.partition_key), NamesOf(g.sort_key)});
  for (const model::LocalIndex& l : t.local_indexes)
    views.push_back({"lsi", l.name, {t.partition_key.name}, {l.sort_key.name}});
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
  const model::ItemEntities entities(loaded.design, loaded.items);
  Json views = Json::Array();
  for (const ViewSpec& v : ViewsOf(*t)) {
    KS_ASSIGN_OR_RETURN(Json view, ViewJson(loaded, *t, v, entities));
    views.Push(std::move(view));
  }
  Json out = Json::Object();
  out.Add("table", Json::String(t->name));
  out.Add("views", std::move(views));
  return out;
}

}  // namespace keyscape::api
