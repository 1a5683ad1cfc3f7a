#include "keyscape/table/entry_store.h"

namespace keyscape::table {

bool EntryStore::Put(std::string_view key, std::string_view value) {
  std::string e;
  e.reserve(2 + key.size() + value.size());
  e.push_back(static_cast<char>(key.size() & 0xFF));
  e.push_back(static_cast<char>((key.size() >> 8) & 0xFF));
  e.append(key);
  e.append(value);
  // One search: the first entry not below the key is either the one to replace or the
  // hint to insert before (amortised constant time).
  auto it = set_.lower_bound(key);
  bool replaced = false;
  if (it != set_.end() && KeyOf(*it) == key) {
    value_bytes_ -= ValueOf(*it).size();
    it = set_.erase(it);
    replaced = true;
  }
  value_bytes_ += value.size();
  set_.insert(it, std::move(e));
  return replaced;
}

bool EntryStore::Erase(std::string_view key) {
  auto it = set_.find(key);
  if (it == set_.end()) return false;
  value_bytes_ -= ValueOf(*it).size();
  set_.erase(it);
  return true;
}

const std::string* EntryStore::Find(std::string_view key) const {
  auto it = set_.find(key);
  return it == set_.end() ? nullptr : &*it;
}

}  // namespace keyscape::table
