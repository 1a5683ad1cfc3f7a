#include "keyscape/model/table_request.h"

#include "keyscape/base/json.h"
#include "keyscape/table/table_def.h"

namespace keyscape::model {

using base::Json;
using table::KeyElement;
namespace {

Json KeyElement(const std::string& name, const char* type) {
  Json k = Json::Object();
  k.Add("AttributeName", Json::String(name));
  k.Add("KeyType", Json::String(type));
  return k;
}

Json KeySchema(const std::vector<KeyAttribute>& hash, const std::vector<KeyAttribute>& range) {
  Json ks = Json::Array();
  for (const KeyAttribute& k : hash) ks.Push(KeyElement(k.name, "HASH"));
  for (const KeyAttribute& k : range) ks.Push(KeyElement(k.name, "RANGE"));
  return ks;
}

Json ProjectionRequest(const IndexProjection& p) {
  Json j = Json::Object();
  j.Add("ProjectionType", Json::String(p.kind == ProjectionKind::kAll        ? "ALL"
                                       : p.kind == ProjectionKind::kKeysOnly ? "KEYS_ONLY"
                                                                             : "INCLUDE"));
  if (p.kind == ProjectionKind::kInclude) {
    Json a = Json::Array();
    for (const std::string& s : p.non_key_attributes) a.Push(Json::String(s));
    j.Add("NonKeyAttributes", std::move(a));
  }
  return j;
}

Json Throughput(const TableModel& t) {
  Json pt = Json::Object();
  pt.Add("ReadCapacityUnits", Json::Int(t.read_capacity));
  pt.Add("WriteCapacityUnits", Json::Int(t.write_capacity));
  return pt;
}

std::vector<KeyAttribute> One(const KeyAttribute& k) { return {k}; }
std::vector<KeyAttribute> Maybe(const std::optional<KeyAttribute>& k) {
  return k ? std::vector<KeyAttribute>{*k} : std::vector<KeyAttribute>{};
}

}  // namespace

Json CreateTableRequest(const TableModel& t) {
  Json r = Json::Object();
  r.Add("TableName", Json::String(t.name));
  Json defs = Json::Array();
  for (const KeyAttribute& k : t.AllKeyAttributes()) {
    Json d = Json::Object();
    d.Add("AttributeName", Json::String(k.name));
    d.Add("AttributeType", Json::String(value::AttrTypeName(k.type)));
    defs.Push(std::move(d));
  }
  r.Add("AttributeDefinitions", std::move(defs));
  r.Add("KeySchema", KeySchema(One(t.partition_key), Maybe(t.sort_key)));
  const bool provisioned = t.billing == Billing::kProvisioned;
  r.Add("BillingMode", Json::String(provisioned ? "PROVISIONED" : "PAY_PER_REQUEST"));
  if (provisioned) r.Add("ProvisionedThroughput", Throughput(t));
  if (!t.global_indexes.empty()) {
    Json a = Json::Array();
    for (const GlobalIndex& g : t.global_indexes) {
      Json gj = Json::Object();
      gj.Add("IndexName", Json::String(g.name));
      gj.Add("KeySchema", KeySchema(g.partition_key, g.sort_key));
      gj.Add("Projection", ProjectionRequest(g.projection));
      if (provisioned) gj.Add("ProvisionedThroughput", Throughput(t));
      a.Push(std::move(gj));
    }
    r.Add("GlobalSecondaryIndexes", std::move(a));
  }
  if (!t.local_indexes.empty()) {
    Json a = Json::Array();
    for (const LocalIndex& l : t.local_indexes) {
      Json lj = Json::Object();
      lj.Add("IndexName", Json::String(l.name));
      lj.Add("KeySchema", KeySchema(One(t.partition_key), One(l.sort_key)));
      lj.Add("Projection", ProjectionRequest(l.projection));
      a.Push(std::move(lj));
    }
    r.Add("LocalSecondaryIndexes", std::move(a));
  }
  return r;
}

}  // namespace keyscape::model
