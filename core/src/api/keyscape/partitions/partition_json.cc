#include "partition_json.h"

#include <cmath>

#include "keyscape/base/json.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using keycodec::DecodeKeyValue;
using keycodec::PositionHex;
using table::TableDef;
using value::AttributeValue;
using value::AttributeValueToJson;

namespace p = keyscape::partition;

Json Num(double v) {
  double r = std::round(v * 1e6) / 1e6;
  if (r == 0) r = 0;  // no -0
  return Json::Double(r);
}

Json KeyJson(const TableDef& def, const AttributeValue& v) {
  Json k = Json::Object();
  k.Add(def.key.hash.name, AttributeValueToJson(v));
  return k;
}

Json StartKeyJson(const TableDef& def, const p::Boundary& b) {
  Json k = Json::Object();
  std::string_view rest = b.suffix;
  AttributeValue hash;
  if (!DecodeKeyValue(def.key.hash.type, &rest, &hash)) return k;
  k.Add(def.key.hash.name, AttributeValueToJson(hash));
  if (!rest.empty() && def.key.range) {
    AttributeValue range;
    if (DecodeKeyValue(def.key.range->type, &rest, &range))
      k.Add(def.key.range->name, AttributeValueToJson(range));
  }
  return k;
}

void AddRange(const TableDef& def, const p::Boundary& start, uint64_t end, Json* out) {
  out->Add("HashRangeStart", Json::String(PositionHex(start.position)));
  out->Add("HashRangeEnd", Json::String(PositionHex(end)));
  if (!start.suffix.empty()) out->Add("StartKey", StartKeyJson(def, start));
}

Json PartitionJson(const TableDef& def, uint32_t index, const p::Boundary& start, uint64_t end,
                   uint64_t items, int64_t bytes, uint32_t keys) {
  Json e = Json::Object();
  e.Add("Index", Json::Int(index));
  AddRange(def, start, end, &e);
  e.Add("ItemCount", Json::Int(static_cast<int64_t>(items)));
  e.Add("SizeBytes", Json::Int(bytes));
  e.Add("PartitionKeyCount", Json::Int(keys));
  return e;
}

Json SplitsJson(const TableDef& def, const std::vector<p::SplitEvent>& splits) {
  Json arr = Json::Array();
  for (const auto& s : splits) {
    Json e = Json::Object();
    e.Add("Cause", Json::String(p::SplitCauseName(s.cause)));
    e.Add("Round", Json::Int(s.round));
    e.Add("HashPosition", Json::String(PositionHex(s.at.position)));
    if (!s.at.suffix.empty()) e.Add("StartKey", StartKeyJson(def, s.at));
    arr.Push(std::move(e));
  }
  return arr;
}

Json RefusedJson(const std::vector<p::RefusedSplit>& refused) {
  Json arr = Json::Array();
  for (const auto& r : refused) {
    Json e = Json::Object();
    e.Add("Cause", Json::String(p::SplitCauseName(r.cause)));
    e.Add("Partition", Json::Int(r.partition));
    e.Add("Reason", Json::String(p::SplitRefusalName(r.reason)));
    arr.Push(std::move(e));
  }
  return arr;
}

void AddLoad(const p::Load& l, Json* out) {
  out->Add("ReadDemand", Num(l.read_demand));
  out->Add("WriteDemand", Num(l.write_demand));
  out->Add("ReadServed", Num(l.read_served));
  out->Add("WriteServed", Num(l.write_served));
  out->Add("ReadThrottledFraction", Num(l.ReadThrottledFraction()));
  out->Add("WriteThrottledFraction", Num(l.WriteThrottledFraction()));
}

void AddHeat(const p::Load& l, p::LimitRule rule, Json* out) {
  out->Add("Heat", Num(p::HeatRatio(l.read_demand, l.write_demand, rule)));
}

Json LoadJson(const p::Load& l) {
  Json j = Json::Object();
  AddLoad(l, &j);
  return j;
}

Json HottestJson(const p::SimulationResult& r, p::LimitRule rule) {
  Json j = Json::Object();
  if (r.partitions.empty()) return j;
  const p::PartitionResult& pr = r.partitions[r.hottest_partition];
  j.Add("Index", Json::Int(r.hottest_partition));
  AddLoad(pr.load, &j);
  AddHeat(pr.load, rule, &j);
  return j;
}

namespace {

Json PartitionsJson(const TableDef& def, const p::SimulationResult& r, p::LimitRule rule) {
  Json parts = Json::Array();
  for (uint32_t i = 0; i < r.partitions.size(); ++i) {
    const p::PartitionResult& pr = r.partitions[i];
    Json e =
        PartitionJson(def, i, pr.start, pr.range_end, pr.item_count, pr.size_bytes, pr.key_count);
    AddLoad(pr.load, &e);
    AddHeat(pr.load, rule, &e);
    e.Add("Throttled", Json::Bool(pr.throttled));
    parts.Push(std::move(e));
  }
  return parts;
}

Json HotKeysJson(const TableDef& def, const p::PointSet& points, const p::SimulationResult& r,
                 p::LimitRule rule) {
  Json hot = Json::Array();
  for (const auto& k : r.hot_keys) {
    Json e = Json::Object();
    e.Add("Key", KeyJson(def, points.KeyValue(k.key)));
    e.Add("HashPosition", Json::String(PositionHex(points.keys()[k.key].position)));
    AddLoad(k.load, &e);
    AddHeat(k.load, rule, &e);
    Json ps = Json::Array();
    for (uint32_t pi : k.partitions) ps.Push(Json::Int(pi));
    e.Add("Partitions", std::move(ps));
    hot.Push(std::move(e));
  }
  return hot;
}

}  // namespace

void AddSimulation(const TableDef& def, const p::PointSet& points, const p::ScenarioRequest& req,
                   const p::SimulationResult& r, Json* out) {
  const p::LimitRule rule = req.options.rule;
  out->Add("PartitionCount", Json::Int(r.partitions.size()));
  out->Add("Partitions", PartitionsJson(def, r, rule));
  Json table = LoadJson(r.table);
  table.Add("ReadLimitReached", Json::Bool(r.table_throttled_reads));
  table.Add("WriteLimitReached", Json::Bool(r.table_throttled_writes));
  out->Add("Table", std::move(table));
  Json pats = Json::Array();
  for (size_t i = 0; i < r.patterns.size(); ++i) {
    Json e = Json::Object();
    e.Add("Name", Json::String(req.patterns[i].name));
    AddLoad(r.patterns[i], &e);
    pats.Push(std::move(e));
  }
  out->Add("AccessPatterns", std::move(pats));
  out->Add("HotKeys", HotKeysJson(def, points, r, rule));
  out->Add("HottestPartition", Json::Int(r.hottest_partition));
  out->Add("ThrottledWithSpareCapacity", Json::Bool(r.throttled_with_spare_capacity));
  out->Add("Splits", SplitsJson(def, r.splits));
  out->Add("RefusedSplits", RefusedJson(r.refused));
}

void AddPartitionLimits(int64_t size_limit, Json* out) {
  out->Add("PartitionReadLimit", Num(p::kPartitionReadUnits));
  out->Add("PartitionWriteLimit", Num(p::kPartitionWriteUnits));
  out->Add("PartitionSizeLimitBytes", Json::Int(size_limit));
}

}  // namespace keyscape::api
