#include "keyscape/table/entry_store.h"

#include <cstdlib>
#include <string>
#include <utility>

namespace keyscape::table {

namespace {

// A block's buffer is allocated in steps of kStep bytes and shrunk when more than kSlack
// bytes are spare.
constexpr uint32_t kStep = 64;
constexpr uint32_t kSlack = 128;

uint32_t RoundUp(uint32_t n) { return (n + kStep - 1) / kStep * kStep; }

// Heap bytes of one allocation of n bytes (0 when none): rounded to 16 plus a header.
uint64_t AllocBytes(uint64_t n) { return n ? (n + 15) / 16 * 16 + 16 : 0; }

uint32_t PutVarint(uint32_t v, char* out) {
  uint32_t n = 0;
  while (v >= 0x80) {
    out[n++] = static_cast<char>(v | 0x80);
    v >>= 7;
  }
  out[n++] = static_cast<char>(v);
  return n;
}

void SetOff(char* buf, uint32_t i, uint32_t off) {
  uint16_t o = static_cast<uint16_t>(off);
  std::memcpy(buf + 2 * i, &o, 2);
}

// One entry's bytes, "varint key length | varint item size | key | value".
std::string RawEntry(std::string_view key, std::string_view value, uint32_t item_size) {
  char hdr[10];
  uint32_t n = PutVarint(static_cast<uint32_t>(key.size()), hdr);
  n += PutVarint(item_size, hdr + n);
  std::string raw(hdr, n);
  raw.append(key);
  raw.append(value);
  return raw;
}

}  // namespace

EntryStore& EntryStore::operator=(EntryStore&& o) noexcept {
  if (this == &o) return *this;
  Clear();
  groups_ = std::move(o.groups_);
  size_ = std::exchange(o.size_, 0);
  value_bytes_ = std::exchange(o.value_bytes_, 0);
  block_heap_ = std::exchange(o.block_heap_, 0);
  o.groups_.clear();
  return *this;
}

std::string_view EntryStore::KeyAt(const Block& b, uint32_t i) {
  const char* p = b.buf + 2 * b.count + Off(b, i);
  const uint32_t klen = GetVarint(&p);
  GetVarint(&p);
  return std::string_view(p, klen);
}

uint64_t EntryStore::First8(std::string_view key) {
  uint64_t v = 0;
  for (size_t i = 0; i < 8; ++i) v = (v << 8) | (i < key.size() ? static_cast<uint8_t>(key[i]) : 0);
  return v;
}

int EntryStore::CompareFirst(std::string_view key, uint64_t key8, const Block& b) {
  // Zero padding keeps the order: key8 < first8 implies key < first key, and so on.
  if (key8 != b.first8) return key8 < b.first8 ? -1 : 1;
  return key.compare(KeyAt(b, 0));
}

EntryStore::Spot EntryStore::Locate(std::string_view key) const {
  Spot s;
  const uint64_t k8 = First8(key);
  // The last group, then the last block, whose first key is <= key (or the first one).
  uint32_t lo = 0, hi = NumGroups();
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    const Group& g = groups_[mid];
    bool below = k8 != g.first8 ? k8 < g.first8 : key < KeyAt(g.blocks[0], 0);
    if (below)
      hi = mid;
    else
      lo = mid + 1;
  }
  s.g = lo == 0 ? 0 : lo - 1;
  const std::vector<Block>& blocks = groups_[s.g].blocks;
  lo = 0;
  hi = static_cast<uint32_t>(blocks.size());
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (CompareFirst(key, k8, blocks[mid]) < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  s.b = lo == 0 ? 0 : lo - 1;
  const Block& b = blocks[s.b];
  lo = 0;
  hi = b.count;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (KeyAt(b, mid) < key)
      lo = mid + 1;
    else
      hi = mid;
  }
  s.i = lo;
  s.found = lo < b.count && KeyAt(b, lo) == key;
  return s;
}

EntryStore::const_iterator EntryStore::Normalize(Spot s) const {
  const Group& g = groups_[s.g];
  if (s.i < g.blocks[s.b].count) return const_iterator(this, s.g, s.b, s.i);
  if (s.b + 1 < g.blocks.size()) return const_iterator(this, s.g, s.b + 1, 0);
  return const_iterator(this, s.g + 1, 0, 0);
}

EntryStore::const_iterator EntryStore::LowerBound(std::string_view key) const {
  if (groups_.empty()) return end();
  return Normalize(Locate(key));
}

EntryStore::const_iterator EntryStore::UpperBound(std::string_view key) const {
  if (groups_.empty()) return end();
  Spot s = Locate(key);
  if (s.found) ++s.i;
  return Normalize(s);
}

std::optional<EntryStore::Entry> EntryStore::Find(std::string_view key) const {
  if (groups_.empty()) return std::nullopt;
  Spot s = Locate(key);
  if (!s.found) return std::nullopt;
  return EntryAt(groups_[s.g].blocks[s.b], s.i);
}

void EntryStore::Resize(Block* b, uint32_t bytes) {
  const uint32_t want = RoundUp(bytes);
  if (bytes <= b->capacity && b->capacity <= want + kSlack) return;
  block_heap_ -= AllocBytes(b->capacity);
  if (want == 0) {
    std::free(b->buf);
    b->buf = nullptr;
  } else {
    void* p = std::realloc(b->buf, want);
    if (!p) std::abort();  // as operator new would, without an exception
    b->buf = static_cast<char*>(p);
  }
  b->capacity = want;
  block_heap_ += AllocBytes(want);
}

void EntryStore::FreeBlock(Block* b) {
  block_heap_ -= AllocBytes(b->capacity);
  std::free(b->buf);
  *b = Block{};
}

void EntryStore::TrackVector(const std::vector<Block>& v, size_t old_capacity) {
  block_heap_ += AllocBytes(v.capacity() * sizeof(Block));
  block_heap_ -= AllocBytes(old_capacity * sizeof(Block));
}

void EntryStore::InsertAt(Block* b, uint32_t i, std::string_view key, std::string_view value,
                          uint32_t item_size) {
  char hdr[10];
  uint32_t h = PutVarint(static_cast<uint32_t>(key.size()), hdr);
  h += PutVarint(item_size, hdr + h);
  const uint32_t s = h + static_cast<uint32_t>(key.size() + value.size());
  const uint32_t c = b->count;
  const uint32_t e = b->bytes - 2 * c;  // entries bytes
  const uint32_t p = i < c ? Off(*b, i) : e;
  Resize(b, b->bytes + s + 2);
  char* buf = b->buf;
  std::memmove(buf + 2 * c + 2 + p + s, buf + 2 * c + p, e - p);  // entries after i
  std::memmove(buf + 2 * c + 2, buf + 2 * c, p);                  // entries before i
  std::memmove(buf + 2 * i + 2, buf + 2 * i, 2 * (c - i));        // their offsets
  SetOff(buf, i, p);
  for (uint32_t j = i + 1; j <= c; ++j) SetOff(buf, j, Off(*b, j) + s);
  char* at = buf + 2 * (c + 1) + p;
  std::memcpy(at, hdr, h);
  if (!key.empty()) std::memcpy(at + h, key.data(), key.size());
  if (!value.empty()) std::memcpy(at + h + key.size(), value.data(), value.size());
  b->count = c + 1;
  b->bytes += s + 2;
}

void EntryStore::RemoveAt(Block* b, uint32_t i) {
  const uint32_t c = b->count;
  const uint32_t e = b->bytes - 2 * c;
  const uint32_t p = Off(*b, i), q = EndOf(*b, i), s = q - p;
  char* buf = b->buf;
  std::memmove(buf + 2 * i, buf + 2 * i + 2, 2 * (c - i - 1));
  for (uint32_t j = i; j + 1 < c; ++j) SetOff(buf, j, Off(*b, j) - s);
  std::memmove(buf + 2 * c - 2, buf + 2 * c, p);
  std::memmove(buf + 2 * c - 2 + p, buf + 2 * c + q, e - q);
  b->count = c - 1;
  b->bytes -= s + 2;
  Resize(b, b->bytes);
}

void EntryStore::RefreshFirst(uint32_t g, uint32_t b) {
  Block& blk = groups_[g].blocks[b];
  blk.first8 = First8(KeyAt(blk, 0));
  if (b == 0) groups_[g].first8 = blk.first8;
}

bool EntryStore::Put(std::string_view key, std::string_view value, uint32_t item_size) {
  if (groups_.empty()) {
    groups_.emplace_back();
    groups_[0].blocks.emplace_back();
    TrackVector(groups_[0].blocks, 0);
    InsertAt(&groups_[0].blocks[0], 0, key, value, item_size);
    RefreshFirst(0, 0);
    size_ = 1;
    value_bytes_ = value.size();
    return false;
  }
  Spot s = Locate(key);
  Block* b = &groups_[s.g].blocks[s.b];
  const bool replaced = s.found;
  if (replaced) {
    value_bytes_ -= EntryAt(*b, s.i).value.size();
    RemoveAt(b, s.i);
    --size_;
  }
  ++size_;
  value_bytes_ += value.size();
  const uint64_t grown = uint64_t{b->bytes} + 2 + 10 + key.size() + value.size();
  if (b->count == 0 || grown <= kBlockBytes) {
    InsertAt(b, s.i, key, value, item_size);
    RefreshFirst(s.g, s.b);
    return replaced;
  }
  Repack(s.g, s.b, s.i, RawEntry(key, value, item_size));
  return replaced;
}

bool EntryStore::Erase(std::string_view key) {
  if (groups_.empty()) return false;
  Spot s = Locate(key);
  if (!s.found) return false;
  Block* b = &groups_[s.g].blocks[s.b];
  value_bytes_ -= EntryAt(*b, s.i).value.size();
  --size_;
  RemoveAt(b, s.i);
  AfterShrink(s.g, s.b);
  return true;
}

void EntryStore::Clear() {
  for (Group& g : groups_)
    for (Block& b : g.blocks) std::free(b.buf);
  groups_.clear();
  groups_.shrink_to_fit();
  size_ = 0;
  value_bytes_ = 0;
  block_heap_ = 0;
}

uint64_t EntryStore::heap_bytes() const {
  return block_heap_ + AllocBytes(groups_.capacity() * sizeof(Group));
}

}  // namespace keyscape::table
