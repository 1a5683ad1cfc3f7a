#include "keyscape/partition/scenario.h"

#include <algorithm>
#include <map>

#include "keyscape/base/status.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::partition {

using base::Result;
using base::Status;
using table::Table;
using table::TableDef;
using value::AttrType;
using value::AttrTypeName;

LayoutReport DescribeLayout(const PointSet& points, uint32_t initial,
                            const SizeSplitOptions& options) {
  LayoutReport rep;
  rep.initial_partition_count = initial;
  rep.layout = PartitionLayout::Equal(initial);
  SplitForSize(points, options, &rep.layout, &rep.splits, &rep.refused);
  std::vector<uint32_t> first = FirstPoints(points, rep.layout);
  const auto& pts = points.points();
  const auto& keys = points.keys();
  rep.partitions.resize(rep.layout.size());
  for (uint32_t i = 0; i < rep.layout.size(); ++i) {
    PartitionStats& s = rep.partitions[i];
    s.start = rep.layout.start(i);
    s.range_end = rep.layout.RangeEnd(i);
    int64_t last = -1;
    for (uint32_t j = first[i]; j < first[i + 1]; ++j) {
      if (keys[pts[j].key].item_count == 0) continue;
      s.item_count++;
      s.size_bytes += pts[j].bytes;
      if (pts[j].key != last) {
        s.key_count++;
        last = pts[j].key;
      }
    }
  }
  return rep;
}

Result<Scenario> RunScenario(const Table& table, const ScenarioRequest& request) {
  Scenario sc;
  KS_ASSIGN_OR_RETURN(sc.points, PointSet::FromTable(table));
  const TableDef& def = table.def();
  if (request.sharding) {
    if (def.key.hash.type != AttrType::kS)
      return Status::Validation("WriteSharding needs a string (S) partition key; " +
                                def.key.hash.name + " is " + AttrTypeName(def.key.hash.type));
    sc.logical_key = sc.points.FindOrAddKey(request.sharding->logical_key);
  }
  KS_ASSIGN_OR_RETURN(sc.patterns, ResolvePatterns(request.patterns, &sc.points));
  SimulationOptions options = request.options;
  options.has_lsi = options.has_lsi || def.has_lsi();
  sc.result = Simulate(sc.points, sc.patterns, nullptr, options);
  if (!request.sharding) return sc;

  const ShardingSpec& spec = *request.sharding;
  const uint32_t L = *sc.logical_key;
  const AttrType range_type = def.key.range ? def.key.range->type : AttrType::kS;
  ShardPlan plan;
  plan.logical_key = L;
  sc.sharded_points =
      sc.points.Reshard(L, spec.suffix_count, spec.separator, range_type, &plan.shard_keys);

  ShardingReport rep;
  rep.spec = spec;
  rep.after = Simulate(sc.sharded_points, sc.patterns, &plan, options);
  rep.logical_before = sc.result.KeyLoad(sc.points, L);
  rep.partitions_hit_before = static_cast<uint32_t>(sc.result.KeyPartitions(sc.points, L).size());
  std::map<uint32_t, uint32_t> per_partition;
  std::vector<uint32_t> hit;
  const KeyInfo& logical = sc.points.keys()[L];
  for (uint32_t i = 0; i < spec.suffix_count; ++i) {
    const uint32_t k = plan.shard_keys[i];
    const KeyInfo& info = sc.sharded_points.keys()[k];
    ShardInfo s;
    s.key = sc.sharded_points.KeyValue(k);
    s.position = info.position;
    s.partition = rep.after.layout.Locate(info.position);
    s.item_count = info.item_count;
    s.size_bytes = info.bytes;
    per_partition[s.partition]++;
    rep.shards.push_back(std::move(s));
    for (uint32_t p : rep.after.KeyPartitions(sc.sharded_points, k)) hit.push_back(p);
    rep.full_read_units_after += ReadUnitsPerRequest(info.bytes, spec.full_read_consistency);
  }
  rep.logical_after = rep.after.sharded_key;
  std::sort(hit.begin(), hit.end());
  rep.partitions_hit_after =
      static_cast<uint32_t>(std::unique(hit.begin(), hit.end()) - hit.begin());
  for (const auto& [p, c] : per_partition)
    rep.max_shards_on_one_partition = std::max(rep.max_shards_on_one_partition, c);
  rep.full_read_queries_before = 1;
  rep.full_read_queries_after = spec.suffix_count;
  rep.full_read_units_before = ReadUnitsPerRequest(logical.bytes, spec.full_read_consistency);
  rep.suffix_count_needed =
      SuffixCountNeeded(rep.logical_before.read_demand, rep.logical_before.write_demand);
  sc.sharding = std::move(rep);
  return sc;
}

}  // namespace keyscape::partition
