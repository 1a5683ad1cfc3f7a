// Table: the items of one table and the entries of its secondary indexes.
//
// Storage keys (see keycodec.h for the value encodings):
//   table entry:  pos8(hash) | enc(hash) [| enc(range)]
//   index entry:  pos8(index hash) | enc(index hash) [| enc(index range)]
//                 | enc(table hash) [| enc(table range)]
// pos8 is HashPosition() big-endian, so a full walk of a store visits partition keys in
// hash-space order (DynamoDB's Scan order) and the items of one partition key are
// contiguous and sorted by sort key. Index entries end with the table key, which makes
// them unique and orders ties on the index key by the table key.
//
// A multi-attribute GSI key (table_def.h) puts the position of the partition tuple
// (keycodec::HashPosition of the tuple), then every partition attribute's encoding, then
// every sort attribute's, in KeySchema order: the encodings are self-delimiting and order-
// preserving, so one partition tuple's entries are contiguous and sorted by the sort tuple,
// left to right. An item lacking any of the index's key attributes is not in the index.
//
// Table entries hold the whole item (EncodeItem); index entries hold the projected item.
// Items missing an index key attribute are absent from that index (sparse indexes).
#ifndef KEYSCAPE_TABLE_TABLE_H_
#define KEYSCAPE_TABLE_TABLE_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/stream_log.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_size.h"

namespace keyscape::table {

constexpr int64_t kMaxHashKeyBytes = 2048;
constexpr int64_t kMaxRangeKeyBytes = 1024;

class Table {
 public:
  explicit Table(TableDef def);

  const TableDef& def() const { return def_; }
  TableDef& mutable_def() { return def_; }

  // Checks an item's table and index key attributes with DynamoDB's messages
  // (missing key, type mismatch, empty value, key size).
  base::Status ValidateItemKeys(const value::Item& item) const;
  // Checks a Key map (GetItem/DeleteItem/UpdateItem): exactly the key attributes with the
  // schema types. Error: "The provided key element does not match the schema".
  base::Status ValidateKey(const value::AttrMap& key) const;

  // Storage key of the item identified by `item`'s table key attributes.
  // REQUIRES: ValidateItemKeys(item) or ValidateKey(item) succeeded.
  std::string PrimaryKeyOf(const value::AttrMap& item) const;
  // Storage key of `item` in index `i` (index into def().indexes), or nullopt when the item
  // lacks that index's key attributes.
  std::optional<std::string> IndexKeyOf(size_t i, const value::AttrMap& item) const;
  // Keeps the attributes index `i` projects.
  value::AttrMap ProjectForIndex(size_t i, const value::AttrMap& item) const;

  // Reads the item with this primary storage key.
  std::optional<value::Item> GetByStorageKey(std::string_view key) const;
  std::optional<value::Item> Get(const value::AttrMap& key) const {
    return GetByStorageKey(PrimaryKeyOf(key));
  }
  // Stores `item` (replacing any item with the same key) and maintains every index.
  // REQUIRES: ValidateItemKeys(item) succeeded. *old receives the replaced item if any.
  // Put and Delete are where every write is committed: they record it in stream().
  void Put(const value::Item& item, std::optional<value::Item>* old = nullptr);
  // The same with the item's storage key and DynamoDB size already computed, for callers
  // that needed them before the write (batch duplicate checks, limits).
  // REQUIRES: key == PrimaryKeyOf(item) and item_size == value::ItemSize(item).
  void Put(const value::Item& item, std::string_view key, int64_t item_size,
           std::optional<value::Item>* old = nullptr);
  // Deletes the item with this key; returns it.
  std::optional<value::Item> Delete(const value::AttrMap& key);
  // The same for the item with this primary storage key (PrimaryKeyOf).
  std::optional<value::Item> DeleteByStorageKey(std::string_view key);

  // The store of the table (index == -1) or of index `index`.
  const EntryStore& store(int index) const { return index < 0 ? primary_ : indexes_[index]; }

  uint64_t item_count() const { return primary_.size(); }
  // Sum of DynamoDB item sizes of all items.
  int64_t size_bytes() const { return size_bytes_; }
  // Sum of DynamoDB item sizes of all items with this table hash key value
  // (the item collection, for the LSI 10 GB limit). Kept as a running sum for tables
  // with an LSI; computed by a walk otherwise.
  int64_t CollectionSize(const value::AttributeValue& hash) const;
  // ItemCollectionSizeLimitExceededException when the table has an LSI and writing
  // `now` in place of `old` would grow its item collection past `limit_bytes`
  // (10 GB). Writes that do not grow the collection are always allowed.
  static constexpr int64_t kMaxCollectionBytes = int64_t{10} * 1024 * 1024 * 1024;
  base::Status CheckCollectionLimit(const value::Item& now, const std::optional<value::Item>& old,
                                    int64_t limit_bytes = kMaxCollectionBytes) const;

  // Heap bytes of the table's and its indexes' stores (database.h: the memory cap), as
  // counted from their allocations (EntryStore::heap_bytes).
  int64_t memory_bytes() const {
    uint64_t total = primary_.heap_bytes();
    for (const EntryStore& s : indexes_) total += s.heap_bytes();
    return static_cast<int64_t>(total);
  }
  // An upper bound of the heap storing `item` adds (table_memory.cc): per store (the table
  // and every index, each holding the whole item at most) a bound B of the encoded item and
  // its storage key, plus B / 16 and kEntryOverheadBytes: the entry's header (<= 8) and
  // offset (2) and its share of its block's descriptor, allocation header and rounding
  // (entry_store.h; about 180 bytes a block, shared by its entries, and an entry alone in
  // a block is larger than a few KB).
  static constexpr int64_t kEntryOverheadBytes = 24;
  int64_t MemoryFor(const value::Item& item) const;

  void Clear();

  // The enabled stream Put and Delete record their changes in (stream_log.h); nullptr when
  // the table has none. The Database owns streams; this only points at one.
  StreamLog* stream() const { return stream_; }
  void set_stream(StreamLog* s) { stream_ = s; }

  // ---- Precomputed puts (model/generator.cc: GenerateItems) --------------------------------
  // Appends PrimaryKeyOf(item) to *out. REQUIRES: as PrimaryKeyOf.
  void AppendPrimaryKey(const value::AttrMap& item, std::string* out) const;
  // Put of an item given as its storage key (PrimaryKeyOf), its EncodeItem bytes and its
  // ItemSize: the same effect as Put(item) (sizes, indexes, item collections, stream).
  // Returns true when it replaced an item. Tables with indexes or a stream take Put's own
  // path on the decoded item. REQUIRES: the three describe one valid item (ValidateItemKeys).
  bool PutEncoded(std::string_view storage_key, std::string_view encoded, int64_t item_size);

 private:
  void RemoveIndexEntries(const value::Item& item);
  void AddIndexEntries(const value::Item& item);

  TableDef def_;
  EntryStore primary_;
  std::vector<EntryStore> indexes_;
  int64_t size_bytes_ = 0;
  // Item-collection sizes by encoded hash key (pos8 | enc(hash)), for tables with an LSI.
  std::unordered_map<std::string, int64_t> collection_bytes_;
  StreamLog* stream_ = nullptr;
};

}  // namespace keyscape::table

#endif  // KEYSCAPE_TABLE_TABLE_H_
