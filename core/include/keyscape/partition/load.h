// Steady-state load and throttling simulation (reference/partition-model.md §3.2-§3.6).
//
// Model:
// - Access patterns send reads and writes per second to partition keys chosen uniformly,
//   by Zipf(s) rank, or to one hot key. A request costs capacity units by the size of
//   the item it touches (ItemSizeBytes overrides the data; capacity.h rounding).
//   Reads of shape ITEM read one item of the key (uniformly among its items); QUERY reads
//   the whole item collection in one request (its size rounded up once). Writes RANDOM
//   update items of the key uniformly; SEQUENTIAL writes append after the key's last sort
//   key (a monotonic sort key such as a timestamp; tables without a sort key: RANDOM).
//   A key with no items (a phantom) costs by ItemSizeBytes, else the table's mean item
//   size, else 1 KB.
// - Per partition, demand R_p and W_p (units/s) is capped at 3,000 / 1,000 (independent)
//   or R/3000 + W/1000 <= 1 (legacy linear). Every request on a throttled partition loses
//   the same fraction, cold neighbours included.
// - Table limits apply on top: the served total is scaled down proportionally to the
//   provisioned capacity, or to on-demand's max(2 x previous peak, 12,000 / 4,000), and
//   to the table quota (40,000 by default).
// - Size splits (splits.h) come first. Then, with split_for_heat, a partition whose
//   consumed load (after partition and table limits) reaches heat_threshold of a
//   partition's limit splits at its load median, round after round, unless one item (or
//   one sequential key tail, or one LSI item collection) carries at least 90% of its load
//   and is itself that hot: split-for-heat cannot help a single hot item. Partitions that
//   stay that hot are reported with the reason (RefusedSplit).
// - "Throttled with spare capacity": some partition limit cuts demand while the
//   table-level limit does not bind in that dimension.
// - Write sharding (ShardPlan): a logical key's load spreads over its S shard keys: writes
//   1/S each, single-item reads by each shard's share of the items, and each QUERY of
//   the logical key becomes S queries, one per shard, each rounded up on its own.
//
// All arithmetic is plain IEEE double +, -, *, / (and random.h's DetPow), so native and
// wasm builds give identical numbers.
#ifndef KEYSCAPE_PARTITION_LOAD_H_
#define KEYSCAPE_PARTITION_LOAD_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/partition/capacity.h"
#include "keyscape/partition/placement.h"
#include "keyscape/partition/points.h"
#include "keyscape/partition/splits.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::partition {

enum class KeyChoice : uint8_t { kUniform, kZipf, kHotKey };
enum class ReadShape : uint8_t { kItem, kQuery };          // "ITEM", "QUERY"
enum class WriteOrder : uint8_t { kRandom, kSequential };  // "RANDOM", "SEQUENTIAL"
const char* KeyChoiceName(KeyChoice c);                    // "UNIFORM", "ZIPF", "HOT_KEY"
bool ParseKeyChoice(std::string_view s, KeyChoice* out);

struct LoadPattern {
  std::string name;
  double reads_per_second = 0;
  double writes_per_second = 0;
  ReadConsistency consistency = ReadConsistency::kEventual;
  WriteKind write_kind = WriteKind::kStandard;
  ReadShape read_shape = ReadShape::kItem;
  WriteOrder write_order = WriteOrder::kRandom;
  KeyChoice key_choice = KeyChoice::kUniform;
  double zipf_exponent = 1.0;
  std::optional<value::AttributeValue> hot_key;  // kHotKey: the key (default: the top-ranked key)
  double hot_fraction = 1.0;                     // kHotKey: share of requests to the hot key
  // The keys requests go to, in rank order. Empty: every partition key in the table,
  // ranked by item count (most first), ties in hash order.
  std::vector<value::AttributeValue> keys;
  std::optional<int64_t> item_size_bytes;  // overrides the sizes found in the data
};

// A pattern bound to a PointSet: key indices and their probabilities (sum 1).
struct ResolvedPattern {
  const LoadPattern* spec = nullptr;
  std::vector<uint32_t> keys;
  std::vector<double> probabilities;
  int64_t default_item_bytes = 1024;  // for keys without items
};

// Resolves patterns against `points`, adding phantom keys for keys not in the table.
// Errors (ValidationException): an empty key universe, too many Zipf keys.
base::Result<std::vector<ResolvedPattern>> ResolvePatterns(
    const std::vector<LoadPattern>& patterns, PointSet* points);

// Write sharding of one logical key (see PointSet::Reshard).
struct ShardPlan {
  uint32_t logical_key = 0;
  std::vector<uint32_t> shard_keys;  // key index of shard i (PointSet::Reshard)
};

struct SimulationOptions {
  LimitRule rule = LimitRule::kIndependent;
  uint32_t initial_partitions = 1;
  TableLimits table_limits{1e300, 1e300};
  bool has_lsi = false;
  int64_t max_partition_bytes = kPartitionSizeBytes;
  bool split_for_heat = false;
  double heat_threshold = 0.8;  // of the partition limit, in (0, 1]
  uint32_t max_heat_rounds = 64;
  uint32_t top_keys = 10;
};

struct Load {
  double read_demand = 0, write_demand = 0;  // units per second
  double read_served = 0, write_served = 0;
  double ReadThrottledFraction() const;
  double WriteThrottledFraction() const;
};

struct PartitionResult {
  Boundary start;
  uint64_t range_end = 0;
  uint64_t item_count = 0;
  int64_t size_bytes = 0;
  uint32_t key_count = 0;
  Load load;
  double read_limit = 0, write_limit = 0;  // the partition limits in effect
  bool throttled = false;                  // partition limits cut demand
};

struct KeyResult {
  uint32_t key = 0;  // index into the PointSet's keys
  Load load;
  std::vector<uint32_t> partitions;  // partitions holding the key's load
};

struct SimulationResult {
  uint32_t initial_partition_count = 0;
  std::vector<PartitionResult> partitions;
  std::vector<Load> patterns;       // one per pattern, in request order
  std::vector<KeyResult> hot_keys;  // top keys by demand (r/3000 + w/1000), most first
  Load sharded_key;                 // with a ShardPlan: the logical key's load, all shards
  Load table;
  TableLimits table_limits;
  bool table_throttled_reads = false, table_throttled_writes = false;
  // Some partition throttles while the table as a whole is under its limit (the
  // table-level limit does not bind in that dimension): capacity to spare elsewhere.
  bool throttled_with_spare_capacity = false;
  std::vector<SplitEvent> splits;
  std::vector<RefusedSplit> refused;
  uint32_t hottest_partition = 0;  // by heat ratio of demand
  PartitionLayout layout;
  std::vector<uint32_t> first_points;  // FirstPoints(points, layout)
  // Per point of the simulated set: demand (units/s) and the served fraction.
  std::vector<double> point_read_demand, point_write_demand;
  std::vector<double> point_read_served_fraction, point_write_served_fraction;

  // Demand and served load of one key of the simulated set (summed over its points).
  Load KeyLoad(const PointSet& points, uint32_t key) const;
  // The partitions holding key `key`'s points, ascending.
  std::vector<uint32_t> KeyPartitions(const PointSet& points, uint32_t key) const;
};

// Runs the model. `shard` (nullable) applies a write-sharding plan: `points` must then be
// the resharded set and `patterns` resolved against the original set.
SimulationResult Simulate(const PointSet& points, const std::vector<ResolvedPattern>& patterns,
                          const ShardPlan* shard, const SimulationOptions& options);

}  // namespace keyscape::partition

#endif  // KEYSCAPE_PARTITION_LOAD_H_
