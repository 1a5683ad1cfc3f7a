// Partition splits (reference/partition-model.md §1.4, §1.5, §3.4).
//
// - A partition splits in two at a point of the key space chosen from its contents:
//   for size, where the item bytes on both sides are most equal (the byte median); for
//   heat, where the load on both sides is most equal (the load median, "the key
//   distribution the partition has observed").
// - Without a local secondary index the cut may fall inside one item collection, between
//   two sort keys (a sort-key-range split). With an LSI it falls only between item
//   collections.
// - Partitions are only split, never merged; a layout never exceeds kMaxPartitionCount.
#ifndef KEYSCAPE_PARTITION_SPLITS_H_
#define KEYSCAPE_PARTITION_SPLITS_H_

#include <cstdint>
#include <vector>

#include "keyscape/partition/capacity.h"
#include "keyscape/partition/placement.h"
#include "keyscape/partition/points.h"

namespace keyscape::partition {

enum class SplitCause : uint8_t { kSize, kHeat };
// Why a partition that needs to split did not.
enum class SplitRefusal : uint8_t {
  kSingleItem,         // size: one item alone is over the limit (only with a lowered limit)
  kSingleHotItem,      // heat: the load is one item's (or one key's, with no sort key)
  kSequentialKey,      // heat: writes go to the end of one sort-key range (monotonic keys)
  kLsiItemCollection,  // an item collection cannot be split: the table has an LSI
  kPartitionLimit,     // the layout reached kMaxPartitionCount
};
const char* SplitCauseName(SplitCause c);      // "SIZE", "HEAT"
const char* SplitRefusalName(SplitRefusal r);  // "SINGLE_ITEM", "SINGLE_HOT_ITEM", ...

struct SplitEvent {
  SplitCause cause = SplitCause::kSize;
  uint32_t round = 0;  // 1-based round of splitting
  Boundary at;         // where the new (right-hand) partition starts
};

struct RefusedSplit {
  SplitCause cause = SplitCause::kSize;
  uint32_t partition = 0;  // index in the final layout
  SplitRefusal reason = SplitRefusal::kSingleItem;
};

// first[i] = index of the first point of partition i; first[size()] = points().size().
std::vector<uint32_t> FirstPoints(const PointSet& points, const PartitionLayout& layout);

// The cut j (lo < j < hi) of points [lo, hi) that minimises the larger side's weight,
// where prefix[j] is the weight of points [0, j). With between_keys_only, j must start a
// key's run. Ties go to the smaller j, and from inside a key's run to the run's edge
// when that costs no more. -1 when no cut is allowed.
int64_t BestCut(const PointSet& points, uint32_t lo, uint32_t hi, const std::vector<double>& prefix,
                bool between_keys_only);

// The boundary that starts a partition at point j, just after point j-1: a pure hash
// boundary when their positions differ, else the key (or order key) of point j.
// REQUIRES: 0 < j < points().size().
Boundary BoundaryAt(const PointSet& points, uint32_t j);

struct SizeSplitOptions {
  int64_t max_partition_bytes = kPartitionSizeBytes;
  bool has_lsi = false;
};

// Splits, round after round, every partition holding more than max_partition_bytes of
// items, until none does or none can. Appends what happened to *events / *refused.
void SplitForSize(const PointSet& points, const SizeSplitOptions& options, PartitionLayout* layout,
                  std::vector<SplitEvent>* events, std::vector<RefusedSplit>* refused);

}  // namespace keyscape::partition

#endif  // KEYSCAPE_PARTITION_SPLITS_H_
