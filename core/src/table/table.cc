#include "keyscape/table/table.h"

#include <algorithm>
#include <iterator>

#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"

namespace keyscape::table {

using base::ErrorCode;
using base::Status;
using keycodec::AppendPosition;
using keycodec::CanonicalKeyBytes;
using keycodec::EncodeKeyValue;
using keycodec::HashPosition;
using keycodec::HashPositionOfBytes;
using keycodec::PrefixSuccessor;
using value::AttributeValue;
using value::AttrMap;
using value::AttrType;
using value::AttrTypeName;
using value::DecodeItem;
using value::EncodeItem;
using value::FindAttr;
using value::Item;
using value::ItemSize;

namespace {

const char kKeyMismatch[] = "The provided key element does not match the schema";

// Appends pos8(hash tuple) | enc(hash 1) .. | enc(hash n) [| enc(range 1) .. | enc(range m)]
// for the schema's attributes of `item`. The encodings are self-delimiting, so the
// concatenation orders by the tuples left to right. Returns false when an attribute is
// missing or has another type (sparse indexes).
bool AppendKey(const KeySchema& ks, const AttrMap& item, bool with_position, std::string* out) {
  // At most 4 partition and 4 sort attributes (KeySchema::kMaxAttributesPerKey).
  const AttributeValue* values[2 * KeySchema::kMaxAttributesPerKey];
  size_t n = 0;
  auto take = [&](const KeyElement& k) {
    const AttributeValue* v = FindAttr(item, k.name);
    if (!v || v->type != k.type || n == std::size(values)) return false;
    values[n++] = v;
    return true;
  };
  if (!take(ks.hash)) return false;
  for (const KeyElement& k : ks.more_hash)
    if (!take(k)) return false;
  if (ks.range && !take(*ks.range)) return false;
  for (const KeyElement& k : ks.more_range)
    if (!take(k)) return false;
  if (with_position) {
    if (ks.more_hash.empty()) {
      AppendPosition(HashPosition(*values[0]), out);
    } else {
      std::string canonical;
      for (size_t i = 0; i <= ks.more_hash.size(); ++i) canonical += CanonicalKeyBytes(*values[i]);
      AppendPosition(HashPositionOfBytes(canonical), out);
    }
  }
  for (size_t i = 0; i < n; ++i) EncodeKeyValue(*values[i], out);
  return true;
}

}  // namespace

Table::Table(TableDef def) : def_(std::move(def)), indexes_(def_.indexes.size()) {}

namespace {

// A key value's size: DynamoDB's limits of 2048 bytes for a hash key, 1024 for a range key.
Status CheckKeySize(const AttributeValue& v, int64_t max_bytes, bool is_hash) {
  if (static_cast<int64_t>(v.scalar.size()) <= max_bytes) return Status::Ok();
  if (is_hash)
    return Status::Validation(
        "One or more parameter values were invalid: Size of hashkey has exceeded the maximum "
        "size limit of2048 bytes");
  return Status::Validation(
      "One or more parameter values were invalid: Aggregated size of all range keys has "
      "exceeded the size limit of 1024 bytes");
}

}  // namespace

Status Table::ValidateItemKeys(const Item& item) const {
  auto check = [&](const KeyElement& k, int64_t max_bytes, bool is_hash) -> Status {
    const AttributeValue* v = FindAttr(item, k.name);
    if (!v)
      return Status::Validation("One or more parameter values were invalid: Missing the key " +
                                k.name + " in the item");
    if (v->type != k.type)
      return Status::Validation(
          "One or more parameter values were invalid: Type mismatch for key " + k.name +
          " expected: " + AttrTypeName(k.type) + " actual: " + AttrTypeName(v->type));
    if (v->scalar.empty() && v->type != AttrType::kN)
      return Status::Validation(
          "One or more parameter values are not valid. The AttributeValue for a key attribute "
          "cannot contain an empty " +
          std::string(v->type == AttrType::kS ? "string" : "binary") + " value. Key: " + k.name);
    return CheckKeySize(*v, max_bytes, is_hash);
  };
  KS_RETURN_IF_ERROR(check(def_.key.hash, kMaxHashKeyBytes, true));
  if (def_.key.range) KS_RETURN_IF_ERROR(check(*def_.key.range, kMaxRangeKeyBytes, false));
  for (const auto& idx : def_.indexes) {
    auto check_index = [&](const KeyElement& k, int64_t max_bytes, bool is_hash) -> Status {
      const AttributeValue* v = FindAttr(item, k.name);
      if (!v) return Status::Ok();  // sparse
      if (v->type != k.type)
        return Status::Validation(
            "One or more parameter values were invalid: Type mismatch for Index Key " + k.name +
            " Expected: " + AttrTypeName(k.type) + " Actual: " + AttrTypeName(v->type) +
            " IndexName: " + idx.name);
      if (v->scalar.empty() && v->type != AttrType::kN)
        return Status::Validation(
            "One or more parameter values are not valid. A value specified for a secondary index "
            "key is not supported. The AttributeValue for a key attribute cannot contain an "
            "empty " +
            std::string(v->type == AttrType::kS ? "string" : "binary") +
            " value. IndexName: " + idx.name + ", IndexKey: " + k.name);
      return CheckKeySize(*v, max_bytes, is_hash);
    };
    for (const KeyElement* k : idx.key.HashElements())
      KS_RETURN_IF_ERROR(check_index(*k, kMaxHashKeyBytes, true));
    for (const KeyElement* k : idx.key.RangeElements())
      KS_RETURN_IF_ERROR(check_index(*k, kMaxRangeKeyBytes, false));
  }
  return Status::Ok();
}

Status Table::ValidateKey(const AttrMap& key) const {
  size_t want = def_.key.range ? 2 : 1;
  if (key.size() != want) return Status::Validation(kKeyMismatch);
  auto check = [&](const KeyElement& k) -> Status {
    const AttributeValue* v = FindAttr(key, k.name);
    if (!v || v->type != k.type) return Status::Validation(kKeyMismatch);
    if (v->scalar.empty() && v->type != AttrType::kN)
      return Status::Validation(
          "One or more parameter values are not valid. The AttributeValue for a key attribute "
          "cannot contain an empty " +
          std::string(v->type == AttrType::kS ? "string" : "binary") + " value. Key: " + k.name);
    return Status::Ok();
  };
  KS_RETURN_IF_ERROR(check(def_.key.hash));
  if (def_.key.range) KS_RETURN_IF_ERROR(check(*def_.key.range));
  const AttributeValue* h = FindAttr(key, def_.key.hash.name);
  if (static_cast<int64_t>(h->scalar.size()) > kMaxHashKeyBytes)
    return Status::Validation(
        "One or more parameter values were invalid: Size of hashkey has exceeded the maximum size "
        "limit of2048 bytes");
  if (def_.key.range) {
    const AttributeValue* r = FindAttr(key, def_.key.range->name);
    if (static_cast<int64_t>(r->scalar.size()) > kMaxRangeKeyBytes)
      return Status::Validation(
          "One or more parameter values were invalid: Aggregated size of all range keys has "
          "exceeded the size limit of 1024 bytes");
  }
  return Status::Ok();
}

std::string Table::PrimaryKeyOf(const AttrMap& item) const {
  std::string k;
  AppendKey(def_.key, item, true, &k);
  return k;
}

std::optional<std::string> Table::IndexKeyOf(size_t i, const AttrMap& item) const {
  std::string k;
  if (!AppendKey(def_.indexes[i].key, item, true, &k)) return std::nullopt;
  AppendKey(def_.key, item, false, &k);
  return k;
}

AttrMap Table::ProjectForIndex(size_t i, const AttrMap& item) const {
  const IndexDef& idx = def_.indexes[i];
  if (idx.projection.type == ProjectionType::kAll) return item;
  AttrMap out;
  for (const auto& kv : item) {
    const std::string& n = kv.first;
    bool keep = def_.key.Has(n) || idx.key.Has(n);
    if (!keep && idx.projection.type == ProjectionType::kInclude) {
      const auto& inc = idx.projection.non_key_attributes;
      keep = std::find(inc.begin(), inc.end(), n) != inc.end();
    }
    if (keep) out.push_back(kv);
  }
  return out;
}

std::optional<Item> Table::GetByStorageKey(std::string_view key) const {
  std::optional<EntryStore::Entry> e = primary_.Find(key);
  if (!e) return std::nullopt;
  auto item = DecodeItem(EntryStore::ValueOf(*e));
  if (!item.ok()) return std::nullopt;
  return std::move(item).value();
}

void Table::RemoveIndexEntries(const Item& item) {
  for (size_t i = 0; i < indexes_.size(); ++i) {
    if (auto k = IndexKeyOf(i, item)) indexes_[i].Erase(*k);
  }
}

namespace {

// False when one of the index's key values could not be written as an index key: an
// empty string or binary, or over the key size limits. Writes refuse such items
// (ValidateItemKeys); an item stored before its index was created is left out of the index,
// as DynamoDB's backfill leaves it out (observed, issue 24 family 6).
bool IndexableKeyValues(const KeySchema& ks, const AttrMap& item) {
  auto fits = [&](const KeyElement* k, int64_t max_bytes) {
    const AttributeValue* v = FindAttr(item, k->name);
    if (!v) return true;
    if (v->scalar.empty() && v->type != AttrType::kN) return false;
    return static_cast<int64_t>(v->scalar.size()) <= max_bytes;
  };
  for (const KeyElement* k : ks.HashElements())
    if (!fits(k, kMaxHashKeyBytes)) return false;
  for (const KeyElement* k : ks.RangeElements())
    if (!fits(k, kMaxRangeKeyBytes)) return false;
  return true;
}

}  // namespace

void Table::AddIndexEntries(const Item& item) {
  std::string blob;
  for (size_t i = 0; i < indexes_.size(); ++i) {
    if (!IndexableKeyValues(def_.indexes[i].key, item)) continue;
    auto k = IndexKeyOf(i, item);
    if (!k) continue;
    blob.clear();
    AttrMap projected = ProjectForIndex(i, item);
    EncodeItem(projected, &blob);
    indexes_[i].Put(*k, blob, static_cast<uint32_t>(ItemSize(projected)));
  }
}

namespace {

std::string CollectionKey(const AttributeValue& hash) {
  std::string prefix;
  AppendPosition(HashPosition(hash), &prefix);
  EncodeKeyValue(hash, &prefix);
  return prefix;
}

}  // namespace

void Table::Put(const Item& item, std::optional<Item>* old) {
  Put(item, PrimaryKeyOf(item), ItemSize(item), old);
}

void Table::Put(const Item& item, std::string_view key, int64_t item_size,
                std::optional<Item>* old) {
  std::optional<Item> previous = GetByStorageKey(key);
  const bool track = def_.has_lsi();
  if (previous) {
    const int64_t previous_size = ItemSize(*previous);
    size_bytes_ -= previous_size;
    if (track)
      collection_bytes_[CollectionKey(*FindAttr(*previous, def_.key.hash.name))] -= previous_size;
    RemoveIndexEntries(*previous);
  }
  if (track) collection_bytes_[CollectionKey(*FindAttr(item, def_.key.hash.name))] += item_size;
  std::string blob;
  EncodeItem(item, &blob);
  primary_.Put(key, blob, static_cast<uint32_t>(item_size));
  size_bytes_ += item_size;
  AddIndexEntries(item);
  if (stream_) stream_->Record(previous, item);
  if (old) *old = std::move(previous);
}

std::optional<Item> Table::Delete(const AttrMap& key) {
  return DeleteByStorageKey(PrimaryKeyOf(key));
}

std::optional<Item> Table::DeleteByStorageKey(std::string_view k) {
  std::optional<Item> previous = GetByStorageKey(k);
  if (!previous) return std::nullopt;
  size_bytes_ -= ItemSize(*previous);
  if (def_.has_lsi()) {
    auto it = collection_bytes_.find(CollectionKey(*FindAttr(*previous, def_.key.hash.name)));
    if (it != collection_bytes_.end() && (it->second -= ItemSize(*previous)) <= 0)
      collection_bytes_.erase(it);
  }
  RemoveIndexEntries(*previous);
  primary_.Erase(k);
  if (stream_) stream_->Record(previous, std::nullopt);
  return previous;
}

int64_t Table::CollectionSize(const AttributeValue& hash) const {
  std::string prefix = CollectionKey(hash);
  if (def_.has_lsi()) {
    auto it = collection_bytes_.find(prefix);
    return it == collection_bytes_.end() ? 0 : it->second;
  }
  int64_t total = 0;
  std::string end = PrefixSuccessor(prefix);
  for (auto it = primary_.LowerBound(prefix);
       it != primary_.end() && (end.empty() || EntryStore::KeyOf(*it) < std::string_view(end));
       ++it) {
    auto item = DecodeItem(EntryStore::ValueOf(*it));
    if (item.ok()) total += ItemSize(*item);
  }
  return total;
}

Status Table::CheckCollectionLimit(const Item& now, const std::optional<Item>& old,
                                   int64_t limit_bytes) const {
  if (!def_.has_lsi()) return Status::Ok();
  const int64_t before = old ? ItemSize(*old) : 0;
  const int64_t after = ItemSize(now);
  if (after <= before) return Status::Ok();
  const int64_t collection = CollectionSize(*FindAttr(now, def_.key.hash.name));
  if (collection - before + after <= limit_bytes) return Status::Ok();
  return Status(ErrorCode::kItemCollectionSizeLimitExceeded,
                "Item collection size limit exceeded.");
}

void Table::Clear() {
  collection_bytes_.clear();
  primary_.Clear();
  for (auto& s : indexes_) s.Clear();
  size_bytes_ = 0;
}

// ---- Precomputed puts (model/generator.cc: GenerateItems) ----------------------------------

void Table::AppendPrimaryKey(const AttrMap& item, std::string* out) const {
  AppendKey(def_.key, item, true, out);
}

bool Table::PutEncoded(std::string_view storage_key, std::string_view encoded, int64_t item_size) {
  if (!indexes_.empty() || stream_ || def_.has_lsi()) {
    auto item = DecodeItem(encoded);
    std::optional<Item> old;
    if (item.ok()) Put(*item, &old);
    return old.has_value();
  }
  if (std::optional<EntryStore::Entry> e = primary_.Find(storage_key))
    size_bytes_ -= EntryStore::ItemSizeOf(*e);
  const bool replaced = primary_.Put(storage_key, encoded, static_cast<uint32_t>(item_size));
  size_bytes_ += item_size;
  return replaced;
}

}  // namespace keyscape::table
