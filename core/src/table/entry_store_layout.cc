// EntryStore's block layout: splitting full blocks, merging small ones, and keeping the
// groups of blocks between a quarter of kGroupBlocks and kGroupBlocks (entry_store.h).
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "keyscape/table/entry_store.h"

namespace keyscape::table {

namespace {

uint64_t AllocBytes(uint64_t n) { return n ? (n + 15) / 16 * 16 + 16 : 0; }
uint32_t RoundUp(uint32_t n) { return (n + 63) / 64 * 64; }

// Appends the first entry index of each piece of [lo, hi): pieces of at most `cap` bytes
// or of one entry, cut in halves by bytes. pre[k] is the byte size of entries [0, k).
void Cut(const std::vector<uint64_t>& pre, uint32_t lo, uint32_t hi, uint64_t cap,
         std::vector<uint32_t>* starts) {
  if (pre[hi] - pre[lo] <= cap || hi - lo == 1) {
    starts->push_back(lo);
    return;
  }
  const uint64_t half = (pre[lo] + pre[hi]) / 2;
  uint32_t m = static_cast<uint32_t>(
      std::lower_bound(pre.begin() + lo + 1, pre.begin() + hi, half) - pre.begin());
  if (m > lo + 1 && half - pre[m - 1] < pre[m] - half) --m;
  m = std::clamp(m, lo + 1, hi - 1);
  Cut(pre, lo, m, cap, starts);
  Cut(pre, m, hi, cap, starts);
}

}  // namespace

void EntryStore::Repack(uint32_t g, uint32_t b, uint32_t i, std::string_view raw) {
  Block old = groups_[g].blocks[b];
  std::vector<std::string_view> spans;
  spans.reserve(old.count + 1);
  const char* base = old.buf + 2 * old.count;
  for (uint32_t j = 0; j < old.count; ++j) {
    if (j == i) spans.push_back(raw);
    spans.emplace_back(base + Off(old, j), EndOf(old, j) - Off(old, j));
  }
  if (i >= old.count) spans.push_back(raw);
  const uint32_t n = static_cast<uint32_t>(spans.size());
  std::vector<uint64_t> pre(n + 1, 0);
  for (uint32_t j = 0; j < n; ++j) pre[j + 1] = pre[j] + spans[j].size() + 2;
  std::vector<uint32_t> starts;
  Cut(pre, 0, n, kBlockBytes, &starts);

  std::vector<Block> made;
  for (size_t k = 0; k < starts.size(); ++k) {
    const uint32_t lo = starts[k], hi = k + 1 < starts.size() ? starts[k + 1] : n;
    Block nb;
    nb.count = hi - lo;
    nb.bytes = static_cast<uint32_t>(pre[hi] - pre[lo]);
    nb.capacity = RoundUp(nb.bytes);
    nb.buf = static_cast<char*>(std::malloc(nb.capacity));
    if (!nb.buf) std::abort();
    block_heap_ += AllocBytes(nb.capacity);
    char* at = nb.buf + 2 * nb.count;
    uint32_t off = 0;
    for (uint32_t j = lo; j < hi; ++j) {
      uint16_t o = static_cast<uint16_t>(off);
      std::memcpy(nb.buf + 2 * (j - lo), &o, 2);
      std::memcpy(at + off, spans[j].data(), spans[j].size());
      off += static_cast<uint32_t>(spans[j].size());
    }
    made.push_back(nb);
  }
  FreeBlock(&old);
  std::vector<Block>& blocks = groups_[g].blocks;
  const size_t cap0 = blocks.capacity();
  blocks[b] = made[0];
  blocks.insert(blocks.begin() + b + 1, made.begin() + 1, made.end());
  TrackVector(blocks, cap0);
  for (uint32_t k = 0; k < made.size(); ++k) RefreshFirst(g, b + k);
  FixGroup(g);
}

void EntryStore::MergeBlocks(uint32_t g, uint32_t b) {
  std::vector<Block>& blocks = groups_[g].blocks;
  Block a = blocks[b], z = blocks[b + 1];
  Block m;
  m.count = a.count + z.count;
  m.bytes = a.bytes + z.bytes;
  m.capacity = RoundUp(m.bytes);
  m.buf = static_cast<char*>(std::malloc(m.capacity));
  if (!m.buf) std::abort();
  block_heap_ += AllocBytes(m.capacity);
  const uint32_t ea = a.bytes - 2 * a.count, ez = z.bytes - 2 * z.count;
  std::memcpy(m.buf, a.buf, 2 * a.count);
  for (uint32_t j = 0; j < z.count; ++j) {
    uint16_t o = static_cast<uint16_t>(ea + Off(z, j));
    std::memcpy(m.buf + 2 * (a.count + j), &o, 2);
  }
  std::memcpy(m.buf + 2 * m.count, a.buf + 2 * a.count, ea);
  std::memcpy(m.buf + 2 * m.count + ea, z.buf + 2 * z.count, ez);
  FreeBlock(&a);
  FreeBlock(&z);
  blocks[b] = m;
  blocks.erase(blocks.begin() + b + 1);
  RefreshFirst(g, b);
}

void EntryStore::AfterShrink(uint32_t g, uint32_t b) {
  std::vector<Block>& blocks = groups_[g].blocks;
  if (blocks[b].count == 0) {
    FreeBlock(&blocks[b]);
    blocks.erase(blocks.begin() + b);
    if (blocks.empty()) {
      block_heap_ -= AllocBytes(blocks.capacity() * sizeof(Block));
      groups_.erase(groups_.begin() + g);
      return;
    }
    if (b == 0) RefreshFirst(g, 0);
    FixGroup(g);
    return;
  }
  RefreshFirst(g, b);
  const uint32_t small = kBlockBytes / 4, fits = kBlockBytes / 4 * 3;
  if (blocks[b].bytes >= small) return;
  if (b + 1 < blocks.size() && blocks[b].bytes + blocks[b + 1].bytes <= fits) {
    MergeBlocks(g, b);
  } else if (b > 0 && blocks[b - 1].bytes + blocks[b].bytes <= fits) {
    MergeBlocks(g, b - 1);
  } else {
    return;
  }
  FixGroup(g);
}

void EntryStore::FixGroup(uint32_t g) {
  std::vector<Block>& blocks = groups_[g].blocks;
  const size_t n = blocks.size();
  if (n > kGroupBlocks) {
    Group next;
    next.blocks.assign(blocks.begin() + static_cast<std::ptrdiff_t>(n / 2), blocks.end());
    next.first8 = next.blocks[0].first8;
    block_heap_ += AllocBytes(next.blocks.capacity() * sizeof(Block));
    const size_t cap0 = blocks.capacity();
    blocks.resize(n / 2);
    blocks.shrink_to_fit();
    TrackVector(blocks, cap0);
    groups_.insert(groups_.begin() + g + 1, std::move(next));
    return;
  }
  if (n >= kGroupBlocks / 4 || groups_.size() < 2) return;
  const uint32_t a = g + 1 < NumGroups() ? g : g - 1;  // merge groups a and a + 1
  std::vector<Block>& dst = groups_[a].blocks;
  std::vector<Block>& src = groups_[a + 1].blocks;
  if (dst.size() + src.size() > kGroupBlocks / 4 * 3) return;
  const size_t cap0 = dst.capacity();
  dst.insert(dst.end(), src.begin(), src.end());
  TrackVector(dst, cap0);
  block_heap_ -= AllocBytes(src.capacity() * sizeof(Block));
  groups_.erase(groups_.begin() + a + 1);
}

}  // namespace keyscape::table
