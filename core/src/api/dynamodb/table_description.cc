#include "keyscape/api/dynamodb/table_description.h"

#include "keyscape/base/json.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "api/dynamodb/streams/spec.h"

namespace keyscape::api {

using base::Json;
using table::BillingMode;
using table::EntryStore;
using table::IndexDef;
using table::KeyElement;
using table::KeySchema;
using table::Projection;
using table::ProjectionType;
using table::ProjectionTypeName;
using table::Table;
using table::TableDef;
using value::AttrTypeName;

Json KeySchemaJson(const KeySchema& ks) {
  Json a = Json::Array();
  auto add = [&](const KeyElement* k, const char* type) {
    Json e = Json::Object();
    e.Add("AttributeName", Json::String(k->name));
    e.Add("KeyType", Json::String(type));
    a.Push(std::move(e));
  };
  for (const KeyElement* k : ks.HashElements()) add(k, "HASH");
  for (const KeyElement* k : ks.RangeElements()) add(k, "RANGE");
  return a;
}

namespace {

Json ProjectionJson(const Projection& p) {
  Json o = Json::Object();
  o.Add("ProjectionType", Json::String(ProjectionTypeName(p.type)));
  if (p.type == ProjectionType::kInclude) {
    Json a = Json::Array();
    for (const auto& n : p.non_key_attributes) a.Push(Json::String(n));
    o.Add("NonKeyAttributes", std::move(a));
  }
  return o;
}

Json Throughput(int64_t r, int64_t w) {
  Json o = Json::Object();
  o.Add("NumberOfDecreasesToday", Json::Int(0));
  o.Add("ReadCapacityUnits", Json::Int(r));
  o.Add("WriteCapacityUnits", Json::Int(w));
  return o;
}

}  // namespace

Json DescribeTableJson(const Table& table, const char* status) {
  const TableDef& d = table.def();
  Json o = Json::Object();
  Json defs = Json::Array();
  for (const auto& ad : d.attribute_definitions) {
    Json e = Json::Object();
    e.Add("AttributeName", Json::String(ad.first));
    e.Add("AttributeType", Json::String(AttrTypeName(ad.second)));
    defs.Push(std::move(e));
  }
  o.Add("AttributeDefinitions", std::move(defs));
  o.Add("TableName", Json::String(d.name));
  o.Add("KeySchema", KeySchemaJson(d.key));
  o.Add("TableStatus", Json::String(status));
  o.Add("CreationDateTime", Json::Double(d.creation_time));
  bool on_demand = d.billing == BillingMode::kPayPerRequest;
  o.Add("ProvisionedThroughput", Throughput(d.read_capacity, d.write_capacity));
  o.Add("TableSizeBytes", Json::Int(table.size_bytes()));
  o.Add("ItemCount", Json::Int(static_cast<int64_t>(table.item_count())));
  o.Add("TableArn", Json::String(d.arn));
  o.Add("TableId", Json::String(d.table_id));
  if (on_demand) {
    Json b = Json::Object();
    b.Add("BillingMode", Json::String("PAY_PER_REQUEST"));
    b.Add("LastUpdateToPayPerRequestDateTime", Json::Double(d.creation_time));
    o.Add("BillingModeSummary", std::move(b));
  }
  AddStreamMembers(d, &o);
  Json lsis = Json::Array(), gsis = Json::Array();
  for (size_t i = 0; i < d.indexes.size(); ++i) {
    const IndexDef& idx = d.indexes[i];
    const EntryStore& s = table.store(static_cast<int>(i));
    Json e = Json::Object();
    e.Add("IndexName", Json::String(idx.name));
    e.Add("KeySchema", KeySchemaJson(idx.key));
    e.Add("Projection", ProjectionJson(idx.projection));
    if (idx.global) {
      e.Add("IndexStatus", Json::String("ACTIVE"));
      e.Add("ProvisionedThroughput", Throughput(idx.read_capacity, idx.write_capacity));
    }
    e.Add("IndexSizeBytes", Json::Int(static_cast<int64_t>(s.value_bytes())));
    e.Add("ItemCount", Json::Int(static_cast<int64_t>(s.size())));
    e.Add("IndexArn", Json::String(d.arn + "/index/" + idx.name));
    (idx.global ? gsis : lsis).Push(std::move(e));
  }
  if (lsis.size()) o.Add("LocalSecondaryIndexes", std::move(lsis));
  if (gsis.size()) o.Add("GlobalSecondaryIndexes", std::move(gsis));
  return o;
}

}  // namespace keyscape::api
