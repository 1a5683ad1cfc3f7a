// Capacity arithmetic and the documented per-partition and per-table limits
// (reference/partition-model.md §1.3, §1.4, §1.7, §1.9, §3.2).
//
// Units: one read unit = one strongly consistent read per second of an item up to 4 KB
// (eventually consistent: half, transactional: double); one write unit = one write per
// second of up to 1 KB (transactional: double). Sizes round up; every request costs at
// least one unit before the factor. 1 KB = 1,024 bytes.
#ifndef KEYSCAPE_PARTITION_CAPACITY_H_
#define KEYSCAPE_PARTITION_CAPACITY_H_

#include <cstdint>
#include <string_view>

#include "keyscape/table/table_def.h"

namespace keyscape::partition {

inline constexpr double kPartitionReadUnits = 3000;   // per partition, per second
inline constexpr double kPartitionWriteUnits = 1000;  // per partition, per second
// "A single partition can hold approximately 10 GB" — modelled as 10 GiB.
inline constexpr int64_t kPartitionSizeBytes = int64_t{10} * 1024 * 1024 * 1024;
// Default per-table quota (read and write units per second, both modes).
inline constexpr double kDefaultTableQuotaUnits = 40000;
// A new on-demand table serves 12,000 reads / 4,000 writes per second: 4 partitions
// (an inference, see the reference).
inline constexpr uint32_t kOnDemandInitialPartitions = 4;
inline constexpr double kOnDemandInitialReadUnits = 12000;
inline constexpr double kOnDemandInitialWriteUnits = 4000;

enum class ReadConsistency : uint8_t { kEventual, kStrong, kTransactional };
enum class WriteKind : uint8_t { kStandard, kTransactional };
// kIndependent (current docs): reads <= 3,000 and writes <= 1,000 per partition, each on
// its own. kLegacyLinear (2017 docs, re:Post): reads/3,000 + writes/1,000 <= 1.
enum class LimitRule : uint8_t { kIndependent, kLegacyLinear };

// "EVENTUAL", "STRONG", "TRANSACTIONAL" / "STANDARD", "TRANSACTIONAL" /
// "INDEPENDENT", "LEGACY_LINEAR". Parse functions return false for other text.
const char* ReadConsistencyName(ReadConsistency c);
bool ParseReadConsistency(std::string_view s, ReadConsistency* out);
const char* WriteKindName(WriteKind k);
bool ParseWriteKind(std::string_view s, WriteKind* out);
const char* LimitRuleName(LimitRule r);
bool ParseLimitRule(std::string_view s, LimitRule* out);

// ceil(max(bytes, 1) / 4096) * {0.5, 1, 2}.
double ReadUnitsPerRequest(int64_t bytes, ReadConsistency c);
// ceil(max(bytes, 1) / 1024) * {1, 2}.
double WriteUnitsPerRequest(int64_t bytes, WriteKind k);

// ceil(rcu / 3000 + wcu / 1000), at least 1, at most kMaxPartitionCount (exact integer
// arithmetic). REQUIRES: rcu, wcu >= 0.
uint32_t ProvisionedPartitionCount(int64_t rcu, int64_t wcu);
// The partition count a table starts with: ProvisionedPartitionCount of its capacity for
// PROVISIONED, kOnDemandInitialPartitions for PAY_PER_REQUEST.
uint32_t InitialPartitionCount(const table::TableDef& def);

// Served fraction (0..1) of one partition's read and write demand under `rule`.
struct ServedFractions {
  double read = 1;
  double write = 1;
};
ServedFractions PartitionServedFractions(double read_demand, double write_demand, LimitRule rule);
// How hot a partition (or one item) is, as a fraction of the partition limits:
// max(r/3000, w/1000) for kIndependent, r/3000 + w/1000 for kLegacyLinear.
double HeatRatio(double read_units, double write_units, LimitRule rule);

// Write-sharding suffixes one partition-key value with this demand (units per second)
// needs at the very least: max(1, ceil(write / 1,000), ceil(read / 3,000)). Demands are
// often sums of floating-point shares, so a demand within 1e-9 of a multiple of the
// limit counts as that multiple (5,000.0000001 write units need 5 suffixes, not 6).
uint32_t SuffixCountNeeded(double read_demand, double write_demand);

// Table-level ceilings applied after the partition limits.
struct TableLimits {
  double read = 0;  // units per second
  double write = 0;
};
// Provisioned: min(capacity, quota). On-demand: min(max(2 x previous peak, 12,000 / 4,000),
// quota).
TableLimits ProvisionedTableLimits(int64_t rcu, int64_t wcu, double quota_read, double quota_write);
TableLimits OnDemandTableLimits(double previous_peak_read, double previous_peak_write,
                                double quota_read, double quota_write);

}  // namespace keyscape::partition

#endif  // KEYSCAPE_PARTITION_CAPACITY_H_
