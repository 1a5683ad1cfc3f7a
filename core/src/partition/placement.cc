#include "keyscape/partition/placement.h"

#include <algorithm>
#include <cassert>
#include <utility>

#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"

namespace keyscape::partition {

using keycodec::AppendPosition;

uint64_t EqualRangeStart(uint32_t i, uint32_t count) {
  assert(count >= 1 && i < count);
  unsigned __int128 num = static_cast<unsigned __int128>(i) << 64;
  return static_cast<uint64_t>(num / count);
}

uint64_t PositionOfOrderKey(std::string_view order_key) {
  uint64_t pos = 0;
  for (int i = 0; i < 8; ++i) pos = (pos << 8) | static_cast<uint8_t>(order_key[i]);
  return pos;
}

std::string Boundary::OrderKey() const {
  std::string out;
  out.reserve(8 + suffix.size());
  AppendPosition(position, &out);
  out.append(suffix);
  return out;
}

int CompareBoundary(const Boundary& b, uint64_t position, std::string_view suffix) {
  if (b.position != position) return b.position < position ? -1 : 1;
  int c = std::string_view(b.suffix).compare(suffix);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

PartitionLayout::PartitionLayout() : starts_(1), positions_(1) {}

PartitionLayout PartitionLayout::Equal(uint32_t count) {
  assert(count >= 1 && count <= kMaxPartitionCount);
  PartitionLayout l;
  l.starts_.resize(count);
  l.positions_.resize(count);
  for (uint32_t i = 0; i < count; ++i)
    l.positions_[i] = l.starts_[i].position = EqualRangeStart(i, count);
  return l;
}

uint64_t PartitionLayout::RangeEnd(uint32_t i) const {
  if (i + 1 >= size()) return UINT64_MAX;
  const Boundary& next = starts_[i + 1];
  return next.suffix.empty() ? next.position - 1 : next.position;
}

uint32_t PartitionLayout::Locate(uint64_t pos) const {
  // First boundary that sorts after (pos, ""): position > pos, or position == pos with a
  // non-empty suffix.
  // Positions are non-decreasing; at most one boundary at `pos` has an empty suffix, and
  // it sorts first among those at `pos`.
  size_t i = static_cast<size_t>(std::lower_bound(positions_.begin(), positions_.end(), pos) -
                                 positions_.begin());
  if (i < positions_.size() && positions_[i] == pos && starts_[i].suffix.empty()) ++i;
  return static_cast<uint32_t>(i - 1);
}

uint32_t PartitionLayout::LocateOrderKey(std::string_view order_key) const {
  uint64_t pos = PositionOfOrderKey(order_key);
  std::string_view suffix = order_key.substr(8);
  auto it = std::upper_bound(starts_.begin(), starts_.end(), 0, [&](int, const Boundary& b) {
    return CompareBoundary(b, pos, suffix) > 0;
  });
  return static_cast<uint32_t>((it - starts_.begin()) - 1);
}

void PartitionLayout::SplitAt(uint32_t i, Boundary at) {
  positions_.insert(positions_.begin() + static_cast<std::ptrdiff_t>(i) + 1, at.position);
  starts_.insert(starts_.begin() + static_cast<std::ptrdiff_t>(i) + 1, std::move(at));
}

void PartitionLayout::Assign(std::vector<Boundary> starts) {
  starts_ = std::move(starts);
  positions_.clear();
  positions_.reserve(starts_.size());
  for (const Boundary& b : starts_) positions_.push_back(b.position);
}

}  // namespace keyscape::partition
