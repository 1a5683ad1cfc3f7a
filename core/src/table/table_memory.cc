// Table::MemoryFor: an upper bound of the heap one item adds to a table's stores.
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::table {

using value::AttributeValue;
using value::AttrMap;
using value::FindAttr;
using value::Item;

namespace {

// At most what EncodeItem writes for `v` (item_codec.cc): a type byte, a varint length or
// count (<= 3 bytes below 2 MB), the scalar bytes, and the same for each element.
int64_t EncodedBound(const AttributeValue& v) {
  int64_t n = 4 + static_cast<int64_t>(v.scalar.size());
  for (const std::string& e : v.set) n += 3 + static_cast<int64_t>(e.size());
  for (const AttributeValue& e : v.list) n += EncodedBound(e);
  for (const auto& [name, e] : v.map) n += 3 + static_cast<int64_t>(name.size()) + EncodedBound(e);
  return n;
}

int64_t KeyElementBound(const KeyElement& k, const AttrMap& item) {
  const AttributeValue* v = FindAttr(item, k.name);
  // keycodec.h: S and B double at most (0x00 escaped) plus a 2-byte terminator; N is
  // shorter than its text plus 3.
  return v ? 2 * static_cast<int64_t>(v->scalar.size()) + 3 : 0;
}

// At most the bytes of a storage key of schema `ks` for `item`: position and encodings.
int64_t KeyBound(const KeySchema& ks, const AttrMap& item) {
  int64_t n = 8 + KeyElementBound(ks.hash, item);
  if (ks.range) n += KeyElementBound(*ks.range, item);
  for (const KeyElement& k : ks.more_hash) n += KeyElementBound(k, item);
  for (const KeyElement& k : ks.more_range) n += KeyElementBound(k, item);
  return n;
}

}  // namespace

int64_t Table::MemoryFor(const Item& item) const {
  int64_t value = 3;
  for (const auto& [name, v] : item)
    value += 3 + static_cast<int64_t>(name.size()) + EncodedBound(v);
  const int64_t table_key = KeyBound(def_.key, item);
  auto entry = [&](int64_t bound) { return bound + bound / 16 + kEntryOverheadBytes; };
  int64_t total = entry(value + table_key);
  for (const IndexDef& idx : def_.indexes)
    total += entry(value + table_key + KeyBound(idx.key, item));
  return total;
}

}  // namespace keyscape::table
