// EntryStore: one ordered collection of (key bytes -> value bytes), the storage of a table
// or of one secondary index. Each entry is one heap string "u16 key length | key | value",
// kept in a std::set ordered by key bytes (memcmp), so an item costs one tree node and one
// allocation. Keys are at most 65535 bytes.
#ifndef KEYSCAPE_TABLE_ENTRY_STORE_H_
#define KEYSCAPE_TABLE_ENTRY_STORE_H_

#include <cstdint>
#include <set>
#include <string>
#include <string_view>

namespace keyscape::table {

class EntryStore {
 public:
  static std::string_view KeyOf(const std::string& entry) {
    uint16_t n = static_cast<uint16_t>(static_cast<uint8_t>(entry[0]) |
                                       (static_cast<uint8_t>(entry[1]) << 8));
    return std::string_view(entry).substr(2, n);
  }
  static std::string_view ValueOf(const std::string& entry) {
    return std::string_view(entry).substr(2 + KeyOf(entry).size());
  }

  struct Less {
    using is_transparent = void;
    static std::string_view K(const std::string& e) { return KeyOf(e); }
    static std::string_view K(std::string_view k) { return k; }
    template <typename A, typename B>
    bool operator()(const A& a, const B& b) const {
      return K(a) < K(b);
    }
  };
  using Set = std::set<std::string, Less>;
  using const_iterator = Set::const_iterator;

  // Inserts or replaces. Returns true when a previous entry was replaced.
  bool Put(std::string_view key, std::string_view value);
  bool Erase(std::string_view key);
  // nullptr when absent; the entry string otherwise (use ValueOf).
  const std::string* Find(std::string_view key) const;

  const_iterator begin() const { return set_.begin(); }
  const_iterator end() const { return set_.end(); }
  const_iterator LowerBound(std::string_view key) const { return set_.lower_bound(key); }
  const_iterator UpperBound(std::string_view key) const { return set_.upper_bound(key); }

  uint64_t size() const { return set_.size(); }
  // Sum of value bytes (the encoded items).
  uint64_t value_bytes() const { return value_bytes_; }
  void Clear() {
    set_.clear();
    value_bytes_ = 0;
  }

 private:
  Set set_;
  uint64_t value_bytes_ = 0;
};

}  // namespace keyscape::table

#endif  // KEYSCAPE_TABLE_ENTRY_STORE_H_
