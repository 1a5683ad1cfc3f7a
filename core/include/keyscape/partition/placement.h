// Hash placement: which physical partition owns a key.
//
// The ordered key space of a table is (position, suffix), where position is the 64-bit
// hash position of the partition key (keycodec.h HashPosition: big-endian first 8 bytes of
// MD5 of the canonical key bytes) and suffix is the order-preserving encoding of the
// partition key value followed by that of the sort key value (keycodec.h). Its byte form,
// the "order key", is AppendPosition(position) | suffix: exactly the table's storage key,
// so memcmp order of order keys is the order of the key space.
//
// A PartitionLayout cuts that space into contiguous, disjoint partitions. Partition i
// starts at boundary i (boundary 0 is (0, "")) and ends just before boundary i+1. A
// boundary with an empty suffix is a pure hash boundary: the partition starts at that
// position. A boundary with a suffix starts the partition inside the item collection of
// one partition key, at one sort key (a sort-key-range split).
//
// P equal partitions: partition i starts at floor(i * 2^64 / P) (exact, via unsigned
// __int128, also in wasm32) and the last one ends at 2^64 - 1.
//
// Fixed-width integers only (size_t is 32 bits in wasm32).
#ifndef KEYSCAPE_PARTITION_PLACEMENT_H_
#define KEYSCAPE_PARTITION_PLACEMENT_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace keyscape::partition {

// The largest partition count any layout may reach (splits stop there).
inline constexpr uint32_t kMaxPartitionCount = 65536;

// floor(i * 2^64 / count). REQUIRES: 1 <= count, i < count.
uint64_t EqualRangeStart(uint32_t i, uint32_t count);

// Reads the 8-byte big-endian position at the front of an order key.
// REQUIRES: order_key.size() >= 8.
uint64_t PositionOfOrderKey(std::string_view order_key);

struct Boundary {
  uint64_t position = 0;
  std::string suffix;  // empty: a pure hash boundary

  // The order-key bytes of this boundary: 8-byte big-endian position, then the suffix.
  std::string OrderKey() const;
};

// Three-way comparison of a boundary with the order key (position, suffix) in key-space
// order. Returns <0, 0, >0 as the boundary sorts before, equal to, or after the key.
int CompareBoundary(const Boundary& b, uint64_t position, std::string_view suffix);

class PartitionLayout {
 public:
  // One partition covering the whole space.
  PartitionLayout();
  // `count` equal partitions. REQUIRES: 1 <= count <= kMaxPartitionCount.
  static PartitionLayout Equal(uint32_t count);

  uint32_t size() const { return static_cast<uint32_t>(starts_.size()); }
  const Boundary& start(uint32_t i) const { return starts_[i]; }
  const std::vector<Boundary>& starts() const { return starts_; }

  // The last position partition i touches, inclusive. When partition i+1 starts inside
  // an item collection at position p, partition i ends at p (it holds the first part of
  // that collection); otherwise it ends at start(i+1).position - 1, and the last partition
  // ends at 2^64 - 1.
  uint64_t RangeEnd(uint32_t i) const;

  // The partition holding a key at hash position `pos` with no sort key suffix (the start
  // of the item collection at `pos`): the last partition whose start is <= (pos, "").
  // Binary search over a dense array of the boundaries' positions, O(log P).
  uint32_t Locate(uint64_t pos) const;
  // The partition holding an order key (8-byte position, then the suffix).
  // REQUIRES: order_key.size() >= 8.
  uint32_t LocateOrderKey(std::string_view order_key) const;

  // Splits partition i in two at `at`; the new partition gets index i+1.
  // REQUIRES: start(i) < at, and at < start(i+1) when i+1 < size().
  void SplitAt(uint32_t i, Boundary at);
  // Replaces all boundaries. REQUIRES: starts[0] is (0, "") and starts is strictly
  // increasing.
  void Assign(std::vector<Boundary> starts);

 private:
  std::vector<Boundary> starts_;
  // positions_[i] == starts_[i].position: Locate's search touches 8 bytes per boundary.
  std::vector<uint64_t> positions_;
};

}  // namespace keyscape::partition

#endif  // KEYSCAPE_PARTITION_PLACEMENT_H_
