#include "keyscape/model/model_writer.h"

#include "keyscape/base/json.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::model {

using base::Json;
using value::AttrType;
namespace {

const char* TypeName(AttrType t) { return t == AttrType::kN ? "N" : t == AttrType::kB ? "B" : "S"; }

Json KeyJson(const KeyAttribute& k) {
  Json j = Json::Object();
  j.Add("name", Json::String(k.name));
  j.Add("type", Json::String(TypeName(k.type)));
  return j;
}

Json IndexKeyJson(const std::vector<KeyAttribute>& keys, bool as_array) {
  if (!as_array) return KeyJson(keys.front());
  Json a = Json::Array();
  for (const KeyAttribute& k : keys) a.Push(KeyJson(k));
  return a;
}

Json StringArray(const std::vector<std::string>& v) {
  Json a = Json::Array();
  for (const std::string& s : v) a.Push(Json::String(s));
  return a;
}

Json ProjectionJson(const IndexProjection& p) {
  Json j = Json::Object();
  const char* kind = p.kind == ProjectionKind::kAll        ? "ALL"
                     : p.kind == ProjectionKind::kKeysOnly ? "KEYS_ONLY"
                                                           : "INCLUDE";
  j.Add("type", Json::String(kind));
  if (p.kind == ProjectionKind::kInclude)
    j.Add("nonKeyAttributes", StringArray(p.non_key_attributes));
  return j;
}

Json TableJson(const TableModel& t) {
  Json j = Json::Object();
  j.Add("name", Json::String(t.name));
  j.Add("partitionKey", KeyJson(t.partition_key));
  if (t.sort_key) j.Add("sortKey", KeyJson(*t.sort_key));
  if (t.billing_given || t.billing == Billing::kProvisioned)
    j.Add("billingMode",
          Json::String(t.billing == Billing::kProvisioned ? "PROVISIONED" : "PAY_PER_REQUEST"));
  if (t.billing == Billing::kProvisioned) {
    Json pt = Json::Object();
    pt.Add("readCapacityUnits", Json::Int(t.read_capacity));
    pt.Add("writeCapacityUnits", Json::Int(t.write_capacity));
    j.Add("provisionedThroughput", std::move(pt));
  }
  if (!t.global_indexes.empty()) {
    Json a = Json::Array();
    for (const GlobalIndex& g : t.global_indexes) {
      Json gj = Json::Object();
      gj.Add("name", Json::String(g.name));
      gj.Add("partitionKey", IndexKeyJson(g.partition_key, g.partition_key_as_array));
      if (!g.sort_key.empty()) gj.Add("sortKey", IndexKeyJson(g.sort_key, g.sort_key_as_array));
      gj.Add("projection", ProjectionJson(g.projection));
      a.Push(std::move(gj));
    }
    j.Add("globalSecondaryIndexes", std::move(a));
  }
  if (!t.local_indexes.empty()) {
    Json a = Json::Array();
    for (const LocalIndex& l : t.local_indexes) {
      Json lj = Json::Object();
      lj.Add("name", Json::String(l.name));
      lj.Add("sortKey", KeyJson(l.sort_key));
      lj.Add("projection", ProjectionJson(l.projection));
      a.Push(std::move(lj));
    }
    j.Add("localSecondaryIndexes", std::move(a));
  }
  if (t.ttl_attribute) j.Add("timeToLiveAttribute", Json::String(*t.ttl_attribute));
  return j;
}

Json EntityJson(const Entity& e) {
  Json j = Json::Object();
  j.Add("name", Json::String(e.name));
  j.Add("table", Json::String(e.table));
  if (e.description) j.Add("description", Json::String(*e.description));
  if (e.expected_count) j.Add("expectedCount", Json::Int(*e.expected_count));
  Json attrs = Json::Object();
  for (const AttributeSpec& a : e.attributes) {
    Json aj = Json::Object();
    aj.Add("type", Json::String(TypeName(a.type)));
    if (a.format != ValueFormat::kNone) aj.Add("format", Json::String(ValueFormatName(a.format)));
    if (!a.allowed_values.empty()) {
      Json v = Json::Array();
      for (const Json& x : a.allowed_values) v.Push(x);
      aj.Add("values", std::move(v));
    }
    if (a.required_given) aj.Add("required", Json::Bool(a.required));
    attrs.Add(a.name, std::move(aj));
  }
  j.Add("attributes", std::move(attrs));
  Json keys = Json::Object();
  for (const EntityKey& k : e.keys) keys.Add(k.attribute, Json::String(k.key_template.text()));
  j.Add("keys", std::move(keys));
  return j;
}

Json ItemJson(const SampleItem& s) {
  Json j = Json::Object();
  if (s.entity) {
    j.Add("entity", Json::String(*s.entity));
    j.Add("values", s.values);
  } else {
    j.Add("table", Json::String(*s.table));
    j.Add("item", s.item);
  }
  return j;
}

Json ExpressionJson(const ExpressionSpec& e) {
  Json j = Json::Object();
  j.Add("expression", Json::String(e.expression));
  if (!e.names.is_null()) j.Add("names", e.names);
  if (!e.values.is_null()) j.Add("values", e.values);
  return j;
}

Json SortJson(const SortCondition& c) {
  Json s = Json::Object();
  s.Add("op", Json::String(SortOpText(c.op)));
  s.Add("value", Json::String(c.value.text()));
  if (c.high) s.Add("high", Json::String(c.high->text()));
  return s;
}

Json KeySpecJson(const PatternKey& k) {
  Json j = Json::Object();
  if (k.partition_as_array) {
    Json a = Json::Array();
    a.Push(Json::String(k.partition.text()));
    for (const KeyTemplate& t : k.more_partition) a.Push(Json::String(t.text()));
    j.Add("partition", std::move(a));
  } else {
    j.Add("partition", Json::String(k.partition.text()));
  }
  if (k.sort && k.sort_as_array) {
    Json a = Json::Array();
    for (const SortCondition* c : k.SortConditions()) a.Push(SortJson(*c));
    j.Add("sort", std::move(a));
  } else if (k.sort) {
    j.Add("sort", SortJson(*k.sort));
  }
  return j;
}

Json PatternJson(const AccessPattern& p) {
  Json j = Json::Object();
  j.Add("name", Json::String(p.name));
  if (p.description) j.Add("description", Json::String(*p.description));
  j.Add("table", Json::String(p.table));
  if (p.index) j.Add("index", Json::String(*p.index));
  if (p.entity) j.Add("entity", Json::String(*p.entity));
  j.Add("operation", Json::String(OperationName(p.operation)));
  if (p.key) j.Add("key", KeySpecJson(*p.key));
  if (!p.parameters.is_null()) j.Add("parameters", p.parameters);
  if (p.filter) j.Add("filter", ExpressionJson(*p.filter));
  if (!p.projection.empty()) j.Add("projection", StringArray(p.projection));
  if (p.scan_index_forward) j.Add("scanIndexForward", Json::Bool(*p.scan_index_forward));
  if (p.limit) j.Add("limit", Json::Int(*p.limit));
  if (p.consistent_read) j.Add("consistentRead", Json::Bool(*p.consistent_read));
  if (p.update) j.Add("update", ExpressionJson(*p.update));
  if (p.condition) j.Add("condition", ExpressionJson(*p.condition));
  if (!p.item.is_null()) j.Add("item", p.item);
  if (p.items_per_request) j.Add("itemsPerRequest", Json::Int(*p.items_per_request));
  if (!p.rate.is_null()) j.Add("rate", p.rate);
  if (!p.expect.is_null()) j.Add("expect", p.expect);
  return j;
}

// With `printed` (WriteModel's), each element as its kept text (printed and kept when empty).
template <typename T, typename F>
void AddList(Json* j, const char* name, const std::vector<T>& v, F to_json, bool always,
             std::vector<std::string>* printed) {
  if (v.empty() && !always) return;
  Json a = Json::Array();
  if (printed) printed->resize(v.size());
  for (size_t i = 0; i < v.size(); ++i) {
    if (!printed) {
      a.Push(to_json(v[i]));
      continue;
    }
    std::string& text = (*printed)[i];
    if (text.empty()) text = to_json(v[i]).Dump();
    a.Push(Json::Verbatim(text));
  }
  j->Add(name, std::move(a));
}

}  // namespace

Json WriteModel(const Design& d, PrintedModel* printed) {
  Json j = Json::Object();
  j.Add("format", Json::String("keyscape-model"));
  j.Add("version", Json::Int(1));
  j.Add("name", Json::String(d.name));
  if (d.description) j.Add("description", Json::String(*d.description));
  AddList(&j, "tables", d.tables, TableJson, true, printed ? &printed->tables : nullptr);
  AddList(&j, "entities", d.entities, EntityJson, false, printed ? &printed->entities : nullptr);
  AddList(&j, "items", d.items, ItemJson, false, printed ? &printed->items : nullptr);
  AddList(&j, "accessPatterns", d.patterns, PatternJson, false,
          printed ? &printed->patterns : nullptr);
  if (!d.prices_json.is_null()) j.Add("prices", d.prices_json);
  return j;
}

}  // namespace keyscape::model
