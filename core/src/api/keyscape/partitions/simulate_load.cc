// keyscape:SimulateLoad: a private part of keyscape/api/keyscape/partition_ops.h (its contract).

#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/keyscape/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "partition_json.h"
#include "sharding_verdict.h"
#include "simulate_load_request.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using keycodec::PositionHex;
using table::Database;
using table::Table;
using table::TableDef;

namespace p = keyscape::partition;

namespace {

Json ShardsJson(const TableDef& def, const p::ShardingReport& rep) {
  Json shards = Json::Array();
  for (const p::ShardInfo& s : rep.shards) {
    Json e = Json::Object();
    e.Add("Key", KeyJson(def, s.key));
    e.Add("HashPosition", Json::String(PositionHex(s.position)));
    e.Add("Partition", Json::Int(s.partition));
    e.Add("ItemCount", Json::Int(static_cast<int64_t>(s.item_count)));
    e.Add("SizeBytes", Json::Int(s.size_bytes));
    shards.Push(std::move(e));
  }
  return shards;
}

Json FullReadJson(const p::ShardingReport& rep) {
  Json fr = Json::Object();
  fr.Add("Consistency", Json::String(p::ReadConsistencyName(rep.spec.full_read_consistency)));
  fr.Add("QueriesBefore", Json::Int(rep.full_read_queries_before));
  fr.Add("QueriesAfter", Json::Int(rep.full_read_queries_after));
  fr.Add("ExtraQueries",
         Json::Int(int64_t{rep.full_read_queries_after} - rep.full_read_queries_before));
  fr.Add("ReadUnitsBefore", Num(rep.full_read_units_before));
  fr.Add("ReadUnitsAfter", Num(rep.full_read_units_after));
  fr.Add("ExtraReadUnits", Num(rep.full_read_units_after - rep.full_read_units_before));
  return fr;
}

Json ShardingJson(const TableDef& def, const p::ScenarioRequest& req, const p::Scenario& sc) {
  const p::ShardingReport& rep = *sc.sharding;
  const p::LimitRule rule = req.options.rule;
  Json w = Json::Object();
  w.Add("Key", KeyJson(def, rep.spec.logical_key));
  w.Add("SuffixCount", Json::Int(rep.spec.suffix_count));
  w.Add("Separator", Json::String(rep.spec.separator));
  w.Add("SuffixCountNeeded", Json::Int(rep.suffix_count_needed));
  w.Add("Shards", ShardsJson(def, rep));
  w.Add("PartitionsHitBefore", Json::Int(rep.partitions_hit_before));
  w.Add("PartitionsHitAfter", Json::Int(rep.partitions_hit_after));
  w.Add("MaxShardsOnOnePartition", Json::Int(rep.max_shards_on_one_partition));
  Json before = Json::Object();
  before.Add("LogicalKey", LoadJson(rep.logical_before));
  before.Add("HottestPartitionLoad", HottestJson(sc.result, rule));
  w.Add("Before", std::move(before));
  Json after = Json::Object();
  after.Add("LogicalKey", LoadJson(rep.logical_after));
  after.Add("HottestPartitionLoad", HottestJson(rep.after, rule));
  AddSimulation(def, sc.sharded_points, req, rep.after, &after);
  w.Add("After", std::move(after));
  w.Add("FullRead", FullReadJson(rep));
  return w;
}

}  // namespace

Result<Json> SimulateLoadOp(Database& db, const Json& request) {
  KS_ASSIGN_OR_RETURN(Table * table, KeyscapeTableOf(db, request));
  const TableDef& def = table->def();
  KS_ASSIGN_OR_RETURN(SimulateLoadRequest in, ReadSimulateLoadRequest(def, request));
  const p::ScenarioRequest& req = in.scenario;
  const p::SimulationOptions& opt = req.options;
  KS_ASSIGN_OR_RETURN(p::Scenario sc, p::RunScenario(*table, req));

  Json out = Json::Object();
  out.Add("TableName", Json::String(def.name));
  out.Add("HashFunction", Json::String("md5-illustrative"));
  out.Add("BillingMode", Json::String(in.on_demand ? "PAY_PER_REQUEST" : "PROVISIONED"));
  out.Add("LimitRule", Json::String(p::LimitRuleName(opt.rule)));
  out.Add("PartitionReadLimit", Num(p::kPartitionReadUnits));
  out.Add("PartitionWriteLimit", Num(p::kPartitionWriteUnits));
  out.Add("TableReadLimit", Num(opt.table_limits.read));
  out.Add("TableWriteLimit", Num(opt.table_limits.write));
  out.Add("InitialPartitionCount", Json::Int(opt.initial_partitions));
  AddSimulation(def, sc.points, req, sc.result, &out);
  if (sc.sharding) {
    Json sharding = ShardingJson(def, req, sc);
    sharding.Add("Verdict", ShardingVerdict(out, sharding));
    out.Add("WriteSharding", std::move(sharding));
  }
  return out;
}

}  // namespace keyscape::api
