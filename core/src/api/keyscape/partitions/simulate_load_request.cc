#include "simulate_load_request.h"

#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/partition/capacity.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::BillingMode;
using table::TableDef;
using value::AttributeValue;
using value::AttrType;
using value::AttrTypeName;
using value::kMaxItemSize;

namespace p = keyscape::partition;

namespace {

Result<p::LoadPattern> PatternOf(const Json& j, size_t index, const TableDef& def) {
  const std::string path = "AccessPatterns[" + std::to_string(index) + "]";
  if (!j.is_object()) return Status::Validation(path + " must be an object");
  Fields f(j, path);
  KS_RETURN_IF_ERROR(f.OnlyKnown({"Name", "ReadsPerSecond", "WritesPerSecond", "ReadConsistency",
                                  "WriteKind", "ReadShape", "WriteOrder", "KeyDistribution",
                                  "Exponent", "HotKey", "HotFraction", "Keys", "ItemSizeBytes"}));
  p::LoadPattern a;
  KS_ASSIGN_OR_RETURN(auto name, f.String("Name"));
  a.name = name ? *name : "pattern-" + std::to_string(index + 1);
  constexpr double kMaxRate = 1e9;
  KS_ASSIGN_OR_RETURN(auto reads, f.Number("ReadsPerSecond", 0, kMaxRate));
  KS_ASSIGN_OR_RETURN(auto writes, f.Number("WritesPerSecond", 0, kMaxRate));
  a.reads_per_second = reads.value_or(0);
  a.writes_per_second = writes.value_or(0);
  KS_ASSIGN_OR_RETURN(auto cons,
                      f.Enum("ReadConsistency", {"EVENTUAL", "STRONG", "TRANSACTIONAL"}));
  if (cons) p::ParseReadConsistency(*cons, &a.consistency);
  KS_ASSIGN_OR_RETURN(auto wk, f.Enum("WriteKind", {"STANDARD", "TRANSACTIONAL"}));
  if (wk) p::ParseWriteKind(*wk, &a.write_kind);
  KS_ASSIGN_OR_RETURN(auto shape, f.Enum("ReadShape", {"ITEM", "QUERY"}));
  if (shape && *shape == "QUERY") a.read_shape = p::ReadShape::kQuery;
  KS_ASSIGN_OR_RETURN(auto order, f.Enum("WriteOrder", {"RANDOM", "SEQUENTIAL"}));
  if (order && *order == "SEQUENTIAL") a.write_order = p::WriteOrder::kSequential;
  KS_ASSIGN_OR_RETURN(auto dist, f.Enum("KeyDistribution", {"UNIFORM", "ZIPF", "HOT_KEY"}));
  if (dist) p::ParseKeyChoice(*dist, &a.key_choice);
  KS_ASSIGN_OR_RETURN(auto expo, f.Number("Exponent", 0, 10));
  if (expo) a.zipf_exponent = *expo;
  KS_ASSIGN_OR_RETURN(auto frac, f.Number("HotFraction", 0, 1));
  if (frac) a.hot_fraction = *frac;
  KS_ASSIGN_OR_RETURN(const Json* hot, f.Object("HotKey"));
  if (hot) {
    if (a.key_choice != p::KeyChoice::kHotKey)
      return Status::Validation(f.Name("HotKey") + " needs KeyDistribution HOT_KEY");
    KS_ASSIGN_OR_RETURN(a.hot_key, PartitionKeyValueOf(*hot, f.Name("HotKey"), def));
  }
  KS_ASSIGN_OR_RETURN(const Json* keys, f.Array("Keys"));
  if (keys) {
    constexpr size_t kMaxKeys = 10000;
    if (keys->array().empty() || keys->array().size() > kMaxKeys)
      return Status::Validation(f.Name("Keys") + " must hold 1 to 10000 key values");
    for (size_t i = 0; i < keys->array().size(); ++i) {
      KS_ASSIGN_OR_RETURN(AttributeValue v,
                          PartitionKeyValueOf(keys->array()[i],
                                              f.Name("Keys") + "[" + std::to_string(i) + "]", def));
      a.keys.push_back(std::move(v));
    }
  }
  KS_ASSIGN_OR_RETURN(auto size, f.Int("ItemSizeBytes", 1, kMaxItemSize));
  if (size) a.item_size_bytes = *size;
  return a;
}

// Reads {"ReadUnitsPerSecond", "WriteUnitsPerSecond"} of `member` over the defaults.
Status RatePair(const Fields& f, const char* member, double* r, double* w) {
  KS_ASSIGN_OR_RETURN(const Json* obj, f.Object(member));
  if (!obj) return Status::Ok();
  Fields g(*obj, member);
  KS_RETURN_IF_ERROR(g.OnlyKnown({"ReadUnitsPerSecond", "WriteUnitsPerSecond"}));
  KS_ASSIGN_OR_RETURN(auto rr, g.Number("ReadUnitsPerSecond", 0, 1e12));
  KS_ASSIGN_OR_RETURN(auto ww, g.Number("WriteUnitsPerSecond", 0, 1e12));
  if (rr) *r = *rr;
  if (ww) *w = *ww;
  return Status::Ok();
}

// BillingMode, ProvisionedThroughput, PreviousPeak, TableQuota -> the table's limits and
// the initial partition count.
Status ReadCapacity(const TableDef& def, const Fields& f, SimulateLoadRequest* out) {
  p::SimulationOptions& opt = out->scenario.options;
  KS_ASSIGN_OR_RETURN(auto billing, f.Enum("BillingMode", {"PROVISIONED", "PAY_PER_REQUEST"}));
  out->on_demand =
      billing ? *billing == "PAY_PER_REQUEST" : def.billing == BillingMode::kPayPerRequest;
  int64_t rcu = def.read_capacity, wcu = def.write_capacity;
  KS_ASSIGN_OR_RETURN(const Json* pt, f.Object("ProvisionedThroughput"));
  if (pt) {
    Fields g(*pt, "ProvisionedThroughput");
    KS_RETURN_IF_ERROR(g.OnlyKnown({"ReadCapacityUnits", "WriteCapacityUnits"}));
    KS_ASSIGN_OR_RETURN(auto r, g.Int("ReadCapacityUnits", 0, int64_t{1} << 40));
    KS_ASSIGN_OR_RETURN(auto w, g.Int("WriteCapacityUnits", 0, int64_t{1} << 40));
    if (r) rcu = *r;
    if (w) wcu = *w;
  }
  if (!out->on_demand && rcu <= 0 && wcu <= 0)
    return Status::Validation(
        "A PROVISIONED simulation needs ProvisionedThroughput (the table "
        "has none)");
  double peak_r = 0, peak_w = 0;
  double quota_r = p::kDefaultTableQuotaUnits, quota_w = p::kDefaultTableQuotaUnits;
  KS_RETURN_IF_ERROR(RatePair(f, "PreviousPeak", &peak_r, &peak_w));
  KS_RETURN_IF_ERROR(RatePair(f, "TableQuota", &quota_r, &quota_w));
  opt.table_limits = out->on_demand ? p::OnDemandTableLimits(peak_r, peak_w, quota_r, quota_w)
                                    : p::ProvisionedTableLimits(rcu, wcu, quota_r, quota_w);
  KS_ASSIGN_OR_RETURN(auto count, f.Int("PartitionCount", 1, p::kMaxPartitionCount));
  opt.initial_partitions = count            ? static_cast<uint32_t>(*count)
                           : out->on_demand ? p::kOnDemandInitialPartitions
                                            : p::ProvisionedPartitionCount(rcu, wcu);
  return Status::Ok();
}

// LimitRule, SplitForHeat, HeatSplitThreshold, TopKeys, PartitionSizeLimitBytes.
Status ReadOptions(const TableDef& def, const Fields& f, p::SimulationOptions* opt) {
  KS_ASSIGN_OR_RETURN(opt->max_partition_bytes, PartitionSizeLimitOf(f));
  KS_ASSIGN_OR_RETURN(auto rule, f.Enum("LimitRule", {"INDEPENDENT", "LEGACY_LINEAR"}));
  if (rule) p::ParseLimitRule(*rule, &opt->rule);
  KS_ASSIGN_OR_RETURN(auto heat, f.Bool("SplitForHeat"));
  opt->split_for_heat = heat.value_or(false);
  KS_ASSIGN_OR_RETURN(auto threshold, f.Number("HeatSplitThreshold", 0.05, 1));
  if (threshold) opt->heat_threshold = *threshold;
  KS_ASSIGN_OR_RETURN(auto top, f.Int("TopKeys", 0, 1000));
  if (top) opt->top_keys = static_cast<uint32_t>(*top);
  opt->has_lsi = def.has_lsi();
  return Status::Ok();
}

Result<p::ShardingSpec> ShardingOf(const TableDef& def, const Json& ws) {
  Fields g(ws, "WriteSharding");
  KS_RETURN_IF_ERROR(g.OnlyKnown({"Key", "SuffixCount", "Separator", "FullReadConsistency"}));
  p::ShardingSpec s;
  KS_ASSIGN_OR_RETURN(const Json* key, g.Object("Key"));
  if (!key) return Status::Validation("WriteSharding.Key is required");
  if (def.key.hash.type != AttrType::kS)
    return Status::Validation("WriteSharding needs a string (S) partition key; " +
                              def.key.hash.name + " is " + AttrTypeName(def.key.hash.type));
  KS_ASSIGN_OR_RETURN(s.logical_key, PartitionKeyValueOf(*key, "WriteSharding.Key", def));
  KS_ASSIGN_OR_RETURN(auto sc, g.Int("SuffixCount", 1, p::ShardingSpec::kMaxSuffixCount));
  if (!sc) return Status::Validation("WriteSharding.SuffixCount is required");
  s.suffix_count = static_cast<uint32_t>(*sc);
  KS_ASSIGN_OR_RETURN(auto sep, g.String("Separator"));
  if (sep) {
    if (sep->size() > 16) return Status::Validation("WriteSharding.Separator is too long");
    s.separator = *sep;
  }
  KS_ASSIGN_OR_RETURN(auto frc,
                      g.Enum("FullReadConsistency", {"EVENTUAL", "STRONG", "TRANSACTIONAL"}));
  if (frc) p::ParseReadConsistency(*frc, &s.full_read_consistency);
  return s;
}

}  // namespace

Result<SimulateLoadRequest> ReadSimulateLoadRequest(const TableDef& def, const Json& request) {
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown(
      {"TableName", "BillingMode", "ProvisionedThroughput", "PreviousPeak", "TableQuota",
       "PartitionCount", "PartitionSizeLimitBytes", "LimitRule", "SplitForHeat",
       "HeatSplitThreshold", "TopKeys", "AccessPatterns", "WriteSharding"}));
  SimulateLoadRequest out;
  KS_RETURN_IF_ERROR(ReadCapacity(def, f, &out));
  KS_RETURN_IF_ERROR(ReadOptions(def, f, &out.scenario.options));
  KS_ASSIGN_OR_RETURN(const Json* patterns, f.Array("AccessPatterns"));
  if (!patterns || patterns->array().empty() || patterns->array().size() > 100)
    return Status::Validation("AccessPatterns must hold 1 to 100 access patterns");
  for (size_t i = 0; i < patterns->array().size(); ++i) {
    KS_ASSIGN_OR_RETURN(p::LoadPattern a, PatternOf(patterns->array()[i], i, def));
    out.scenario.patterns.push_back(std::move(a));
  }
  KS_ASSIGN_OR_RETURN(const Json* ws, f.Object("WriteSharding"));
  if (ws) {
    KS_ASSIGN_OR_RETURN(p::ShardingSpec s, ShardingOf(def, *ws));
    out.scenario.sharding = std::move(s);
  }
  return out;
}

}  // namespace keyscape::api
