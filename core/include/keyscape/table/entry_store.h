// EntryStore: one ordered collection of (key bytes -> value bytes, item size), the storage
// of a table or of one secondary index, ordered by key bytes (memcmp). Keys are at most
// 65535 bytes; values at most 4 GB.
//
// Layout (a sorted block store): entries are packed back to back in blocks, each one heap
// buffer of nearly exact size ("u16 offset per entry | entries", an entry being
// "varint key length | varint item size | key | value"). A block holds at most kBlockBytes
// bytes, or one entry when that entry alone is larger; a block that grows past it is split,
// one that shrinks below a quarter of it is merged with a neighbour, an empty one is freed.
// Blocks are kept in groups of at most kGroupBlocks, and the groups in a sorted vector; both
// are searched by their first key (its first 8 bytes kept beside it, then the whole key). A
// write touches one block (a few KB moved) and, rarely, one group and the group vector, so
// random-order inserts are amortised O(log n + kBlockBytes), lookups O(log n).
//
// Iterators and entries are views into the blocks: ANY write (Put, Erase, Clear) invalidates
// every iterator and every Entry (its key and value views) of this store. Callers that
// modify a store while walking it must first collect what they need (keys, decoded items).
#ifndef KEYSCAPE_TABLE_ENTRY_STORE_H_
#define KEYSCAPE_TABLE_ENTRY_STORE_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <optional>
#include <string_view>
#include <vector>

namespace keyscape::table {

class EntryStore {
 public:
  // One stored entry: views into the store (see the invalidation rule above).
  struct Entry {
    std::string_view key;
    std::string_view value;
    uint32_t item_size = 0;  // as given to Put (Table: the item's DynamoDB size)
  };
  static std::string_view KeyOf(const Entry& e) { return e.key; }
  static std::string_view ValueOf(const Entry& e) { return e.value; }
  static uint32_t ItemSizeOf(const Entry& e) { return e.item_size; }

  static constexpr size_t kMaxKeyBytes = 65535;
  static constexpr uint32_t kBlockBytes = 4096;
  static constexpr uint32_t kGroupBlocks = 64;

  EntryStore() = default;
  ~EntryStore() { Clear(); }
  EntryStore(EntryStore&& o) noexcept { *this = std::move(o); }
  EntryStore& operator=(EntryStore&& o) noexcept;
  EntryStore(const EntryStore&) = delete;
  EntryStore& operator=(const EntryStore&) = delete;

 private:
  struct Block {
    char* buf = nullptr;    // u16 offsets[count] (into the entries) | entries
    uint32_t bytes = 0;     // used bytes of buf
    uint32_t capacity = 0;  // allocated bytes of buf
    uint32_t count = 0;     // entries, >= 1
    uint64_t first8 = 0;    // first 8 bytes of the first key, big-endian, zero-padded
  };
  struct Group {
    uint64_t first8 = 0;        // blocks[0].first8
    std::vector<Block> blocks;  // >= 1
  };

 public:
  // Bidirectional; dereferences to an Entry by value.
  class const_iterator {
   public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = Entry;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Entry;

    const_iterator() = default;
    Entry operator*() const { return EntryStore::EntryAt(block(), i_); }
    const_iterator& operator++() {
      const Group& g = s_->groups_[g_];
      if (++i_ < g.blocks[b_].count) return *this;
      i_ = 0;
      if (++b_ < g.blocks.size()) return *this;
      b_ = 0;
      ++g_;
      return *this;
    }
    const_iterator& operator--() {
      if (i_ > 0) {
        --i_;
        return *this;
      }
      if (b_ == 0) b_ = static_cast<uint32_t>(s_->groups_[--g_].blocks.size());
      i_ = s_->groups_[g_].blocks[--b_].count - 1;
      return *this;
    }
    const_iterator operator++(int) {
      const_iterator t = *this;
      ++*this;
      return t;
    }
    const_iterator operator--(int) {
      const_iterator t = *this;
      --*this;
      return t;
    }
    bool operator==(const const_iterator& o) const {
      return g_ == o.g_ && b_ == o.b_ && i_ == o.i_;
    }
    bool operator!=(const const_iterator& o) const { return !(*this == o); }

   private:
    friend class EntryStore;
    const_iterator(const EntryStore* s, uint32_t g, uint32_t b, uint32_t i)
        : s_(s), g_(g), b_(b), i_(i) {}
    const Block& block() const { return s_->groups_[g_].blocks[b_]; }
    const EntryStore* s_ = nullptr;
    uint32_t g_ = 0, b_ = 0, i_ = 0;
  };

  // Inserts or replaces. Returns true when a previous entry was replaced.
  // REQUIRES: key.size() <= kMaxKeyBytes.
  bool Put(std::string_view key, std::string_view value, uint32_t item_size = 0);
  bool Erase(std::string_view key);
  // The entry with this key, if any.
  std::optional<Entry> Find(std::string_view key) const;

  const_iterator begin() const { return const_iterator(this, 0, 0, 0); }
  const_iterator end() const { return const_iterator(this, NumGroups(), 0, 0); }
  // First entry with key >= `key` / > `key`.
  const_iterator LowerBound(std::string_view key) const;
  const_iterator UpperBound(std::string_view key) const;

  uint64_t size() const { return size_; }
  // Sum of value bytes (the encoded items).
  uint64_t value_bytes() const { return value_bytes_; }
  // Heap bytes this store holds: every buffer and vector it allocated, each counted with a
  // malloc header and rounded up to 16 bytes (an upper bound for glibc and dlmalloc).
  uint64_t heap_bytes() const;
  void Clear();

 private:
  static uint32_t Off(const Block& b, uint32_t i) {
    uint16_t o;
    std::memcpy(&o, b.buf + 2 * i, 2);
    return o;
  }
  // End of entry i within the entries region.
  static uint32_t EndOf(const Block& b, uint32_t i) {
    return i + 1 < b.count ? Off(b, i + 1) : b.bytes - 2 * b.count;
  }
  static uint32_t GetVarint(const char** p) {
    uint32_t v = 0;
    for (int shift = 0;; shift += 7) {
      uint8_t c = static_cast<uint8_t>(*(*p)++);
      v |= static_cast<uint32_t>(c & 0x7F) << shift;
      if (!(c & 0x80)) return v;
    }
  }
  static Entry EntryAt(const Block& b, uint32_t i) {
    const char* base = b.buf + 2 * b.count;
    const char* p = base + Off(b, i);
    const char* end = base + EndOf(b, i);
    const uint32_t klen = GetVarint(&p);
    Entry e;
    e.item_size = GetVarint(&p);
    e.key = std::string_view(p, klen);
    e.value = std::string_view(p + klen, static_cast<size_t>(end - p - klen));
    return e;
  }
  static std::string_view KeyAt(const Block& b, uint32_t i);
  static uint64_t First8(std::string_view key);
  // Negative, zero or positive as `key` is below, equal to or above the first key of `b`.
  static int CompareFirst(std::string_view key, uint64_t key8, const Block& b);
  uint32_t NumGroups() const { return static_cast<uint32_t>(groups_.size()); }

  // The block that holds `key` or would receive it (the last whose first key <= key, or
  // the very first), and the index of the first entry >= key in it.
  struct Spot {
    uint32_t g = 0, b = 0, i = 0;
    bool found = false;
  };
  Spot Locate(std::string_view key) const;
  const_iterator Normalize(Spot s) const;

  void InsertAt(Block* b, uint32_t i, std::string_view key, std::string_view value,
                uint32_t item_size);
  void RemoveAt(Block* b, uint32_t i);
  void Resize(Block* b, uint32_t bytes);
  void FreeBlock(Block* b);
  // Replaces block b of group g by blocks of at most kBlockBytes (or one entry each) holding
  // its entries with `raw` (an encoded entry) inserted before entry i.
  void Repack(uint32_t g, uint32_t b, uint32_t i, std::string_view raw);
  // After an erase from block b of group g: frees it when empty, merges it with a
  // neighbour when both are small.
  void AfterShrink(uint32_t g, uint32_t b);
  void MergeBlocks(uint32_t g, uint32_t b);  // b and b + 1 of group g
  // Splits group g when it holds more than kGroupBlocks, merges or removes it when small.
  void FixGroup(uint32_t g);
  void RefreshFirst(uint32_t g, uint32_t b);
  void TrackVector(const std::vector<Block>& v, size_t old_capacity);

  std::vector<Group> groups_;
  uint64_t size_ = 0;
  uint64_t value_bytes_ = 0;
  uint64_t block_heap_ = 0;  // the blocks' buffers and the groups' vectors, as heap_bytes()
};

}  // namespace keyscape::table

#endif  // KEYSCAPE_TABLE_ENTRY_STORE_H_
