// PointSet: a table's items as points of the ordered key space (placement.h), with their
// sizes, grouped by partition key. The partition simulator works on points, never on
// items, so 1,000,000 items cost a few tens of bytes each.
//
// Guarantees:
// - points() is sorted by order key (memcmp), so the points of one partition key are
//   contiguous and in sort-key order, and a partition is a contiguous run of points.
// - Every point belongs to one key; keys()[k].first_point / point_count give its run.
// - A "phantom" key has no items: it is a key something reads or writes that is not in
//   the table (a hot key not yet written, a write shard). It has exactly one point, with
//   bytes == 0, at the start of its item collection.
// - Order keys are views into the table's storage or into storage the PointSet owns, so
//   a PointSet built from a table must not outlive it or see it modified. PointSets are
//   move-only.
#ifndef KEYSCAPE_PARTITION_POINTS_H_
#define KEYSCAPE_PARTITION_POINTS_H_

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::partition {

struct Point {
  std::string_view order_key;  // 8-byte position | enc(partition key) [| enc(sort key)]
  uint64_t position = 0;
  int64_t bytes = 0;  // DynamoDB item size; 0 for a phantom
  uint32_t key = 0;   // index into PointSet::keys()
};

struct KeyInfo {
  std::string_view prefix;  // 8-byte position | enc(partition key value)
  uint64_t position = 0;
  uint32_t first_point = 0;
  uint32_t point_count = 0;  // 0 only for a key removed by Reshard
  uint32_t item_count = 0;   // 0 for a phantom key
  int64_t bytes = 0;         // sum of the item sizes (the item collection size)
};

class PointSet {
 public:
  PointSet() = default;
  PointSet(PointSet&&) = default;
  PointSet& operator=(PointSet&&) = default;
  PointSet(const PointSet&) = delete;
  PointSet& operator=(const PointSet&) = delete;

  // Every item of the table (its base store, not its indexes).
  static base::Result<PointSet> FromTable(const table::Table& table);

  value::AttrType hash_type() const { return hash_type_; }
  bool has_range() const { return has_range_; }
  const std::vector<Point>& points() const { return points_; }
  const std::vector<KeyInfo>& keys() const { return keys_; }
  uint64_t item_count() const { return item_count_; }
  int64_t total_bytes() const { return total_bytes_; }

  // The order-key prefix (position | encoding) of a partition key value.
  static std::string PrefixOf(const value::AttributeValue& value);
  // Index of the key with this value, or -1. REQUIRES: value has the table's hash type.
  int64_t FindKey(const value::AttributeValue& value) const;
  // Index of the key with this value, adding a phantom key when absent.
  uint32_t FindOrAddKey(const value::AttributeValue& value);
  // The same for many values at once (one re-sort). Returns the indices in input order.
  std::vector<uint32_t> FindOrAddKeys(const std::vector<value::AttributeValue>& values);
  // Decodes the partition key value of key k.
  value::AttributeValue KeyValue(uint32_t k) const;
  // Decodes the sort key value of a point (an S "" value when the table has none or the
  // point is a phantom).
  value::AttributeValue SortKeyValue(uint32_t point, value::AttrType range_type) const;

  // Write-sharding what-if: a copy of this set in which the items of key `k` (value v)
  // move to `suffix_count` shard keys "v<separator>0" .. "v<separator>S-1"; key k keeps
  // its index with no points. *shard_keys receives the shard keys' indices: a shard value
  // already in the set keeps its index (and its items), a new one is appended to keys().
  // An item goes to shard StableHash(canonical bytes of its sort key) mod S. Shards
  // without items are phantoms. The result refers to this set's storage: it must not
  // outlive it. REQUIRES: hash_type() == S, 1 <= suffix_count.
  PointSet Reshard(uint32_t k, uint32_t suffix_count, std::string_view separator,
                   value::AttrType range_type, std::vector<uint32_t>* shard_keys) const;

 private:
  // Re-sorts points_ and rebuilds the keys' point runs after keys were added.
  void Resort();
  const std::string& Own(std::string s);

  value::AttrType hash_type_ = value::AttrType::kS;
  bool has_range_ = false;
  std::vector<Point> points_;
  std::vector<KeyInfo> keys_;
  std::vector<uint32_t> by_prefix_;  // key indices sorted by prefix (for FindKey)
  std::deque<std::string> owned_;    // storage of order keys the set created
  uint64_t item_count_ = 0;
  int64_t total_bytes_ = 0;
};

}  // namespace keyscape::partition

#endif  // KEYSCAPE_PARTITION_POINTS_H_
