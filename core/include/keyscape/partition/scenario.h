// The two questions the engine ops answer, on a table's data:
// - DescribeLayout: which partitions a table has (initial count, then size splits) and
//   what each holds.
// - RunScenario: the load simulation (load.h) for access patterns, optionally with a
//   write-sharding what-if: the same patterns with one logical key spread over S shards.
#ifndef KEYSCAPE_PARTITION_SCENARIO_H_
#define KEYSCAPE_PARTITION_SCENARIO_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/partition/load.h"
#include "keyscape/partition/points.h"
#include "keyscape/partition/splits.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::partition {

struct PartitionStats {
  Boundary start;
  uint64_t range_end = 0;
  uint64_t item_count = 0;
  int64_t size_bytes = 0;
  uint32_t key_count = 0;  // partition key values with items in the partition
};

struct LayoutReport {
  uint32_t initial_partition_count = 0;
  PartitionLayout layout;
  std::vector<PartitionStats> partitions;
  std::vector<SplitEvent> splits;
  std::vector<RefusedSplit> refused;
};

// `initial` equal partitions, then size splits. REQUIRES: 1 <= initial <= kMaxPartitionCount.
LayoutReport DescribeLayout(const PointSet& points, uint32_t initial,
                            const SizeSplitOptions& options);

struct ShardingSpec {
  value::AttributeValue logical_key;  // an S value
  uint32_t suffix_count = 1;          // S, 1..kMaxSuffixCount
  std::string separator = "#";
  ReadConsistency full_read_consistency = ReadConsistency::kEventual;
  static constexpr uint32_t kMaxSuffixCount = 1000;
};

struct ShardInfo {
  value::AttributeValue key;
  uint64_t position = 0;
  uint32_t partition = 0;  // in the sharded simulation's final layout
  uint64_t item_count = 0;
  int64_t size_bytes = 0;
};

struct ShardingReport {
  ShardingSpec spec;
  std::vector<ShardInfo> shards;
  Load logical_before, logical_after;  // the logical key's load, summed over its shards
  uint32_t partitions_hit_before = 0, partitions_hit_after = 0;
  uint32_t max_shards_on_one_partition = 0;
  // Suffixes the key's load needs at the very least: max(ceil(w/1000), ceil(r/3000)).
  uint32_t suffix_count_needed = 1;
  // Reading every item of the logical key: 1 Query before, S after (each rounded up).
  uint32_t full_read_queries_before = 1, full_read_queries_after = 1;
  double full_read_units_before = 0, full_read_units_after = 0;
  SimulationResult after;
};

struct ScenarioRequest {
  std::vector<LoadPattern> patterns;
  SimulationOptions options;
  std::optional<ShardingSpec> sharding;
};

struct Scenario {
  PointSet points;
  std::vector<ResolvedPattern> patterns;  // point into the ScenarioRequest
  SimulationResult result;
  std::optional<uint32_t> logical_key;  // key index of the sharded key in `points`
  PointSet sharded_points;              // when sharding
  std::optional<ShardingReport> sharding;
};

// Runs the simulation on the table's items. REQUIRES: `request` outlives the result.
// Errors: ValidationException for patterns that cannot be resolved, or a sharding spec on
// a table whose partition key is not a string.
base::Result<Scenario> RunScenario(const table::Table& table, const ScenarioRequest& request);

}  // namespace keyscape::partition

#endif  // KEYSCAPE_PARTITION_SCENARIO_H_
