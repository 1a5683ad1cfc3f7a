#include "keyscape/partition/points.h"

#include <algorithm>
#include <numeric>
#include <string>

#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/partition/placement.h"
#include "keyscape/partition/random.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::partition {

using base::Result;
using base::Status;
using keycodec::AppendPosition;
using keycodec::CanonicalKeyBytes;
using keycodec::DecodeKeyValue;
using keycodec::EncodeKeyValue;
using keycodec::HashPosition;
using table::EntryStore;
using table::Table;
using table::TableDef;
using value::AttributeValue;
using value::AttrType;

namespace {

bool PointLess(const Point& a, const Point& b) { return a.order_key < b.order_key; }

}  // namespace

Result<PointSet> PointSet::FromTable(const Table& table) {
  PointSet ps;
  const TableDef& def = table.def();
  ps.hash_type_ = def.key.hash.type;
  ps.has_range_ = def.key.range.has_value();
  const EntryStore& store = table.store(-1);
  ps.points_.reserve(store.size());
  AttributeValue scratch;
  for (const EntryStore::Entry& entry : store) {
    std::string_view key = EntryStore::KeyOf(entry);
    if (key.size() < 9) return Status::Internal("corrupt storage key");
    const int64_t size = EntryStore::ItemSizeOf(entry);  // Table::Put keeps it beside the item
    uint64_t pos = PositionOfOrderKey(key);
    if (ps.keys_.empty() || !ps.has_range_ || !key.starts_with(ps.keys_.back().prefix)) {
      KeyInfo k;
      if (ps.has_range_) {
        std::string_view rest = key.substr(8);
        if (!DecodeKeyValue(ps.hash_type_, &rest, &scratch))
          return Status::Internal("corrupt storage key");
        k.prefix = key.substr(0, key.size() - rest.size());
      } else {
        k.prefix = key;
      }
      k.position = pos;
      k.first_point = static_cast<uint32_t>(ps.points_.size());
      ps.keys_.push_back(k);
    }
    KeyInfo& k = ps.keys_.back();
    k.point_count++;
    k.item_count++;
    k.bytes += size;
    ps.points_.push_back(Point{key, pos, size, static_cast<uint32_t>(ps.keys_.size() - 1)});
    ps.item_count_++;
    ps.total_bytes_ += size;
  }
  ps.by_prefix_.resize(ps.keys_.size());
  std::iota(ps.by_prefix_.begin(), ps.by_prefix_.end(), 0u);
  return ps;
}

std::string PointSet::PrefixOf(const AttributeValue& value) {
  std::string out;
  AppendPosition(HashPosition(value), &out);
  EncodeKeyValue(value, &out);
  return out;
}

int64_t PointSet::FindKey(const AttributeValue& value) const {
  std::string prefix = PrefixOf(value);
  auto it = std::lower_bound(
      by_prefix_.begin(), by_prefix_.end(), prefix,
      [&](uint32_t k, const std::string& p) { return keys_[k].prefix < std::string_view(p); });
  if (it == by_prefix_.end() || keys_[*it].prefix != prefix) return -1;
  return *it;
}

const std::string& PointSet::Own(std::string s) {
  owned_.push_back(std::move(s));
  return owned_.back();
}

uint32_t PointSet::FindOrAddKey(const AttributeValue& value) { return FindOrAddKeys({value})[0]; }

std::vector<uint32_t> PointSet::FindOrAddKeys(const std::vector<AttributeValue>& values) {
  std::vector<uint32_t> out;
  out.reserve(values.size());
  const size_t sorted = points_.size();
  bool added = false;
  for (const AttributeValue& value : values) {
    int64_t found = FindKey(value);
    if (found >= 0) {
      out.push_back(static_cast<uint32_t>(found));
      continue;
    }
    const std::string& prefix = Own(PrefixOf(value));
    KeyInfo k;
    k.prefix = prefix;
    k.position = PositionOfOrderKey(prefix);
    uint32_t index = static_cast<uint32_t>(keys_.size());
    keys_.push_back(k);
    points_.push_back(Point{prefix, k.position, 0, index});
    auto it = std::lower_bound(
        by_prefix_.begin(), by_prefix_.end(), prefix,
        [&](uint32_t i, const std::string& p) { return keys_[i].prefix < std::string_view(p); });
    by_prefix_.insert(it, index);
    out.push_back(index);
    added = true;
  }
  if (added) {
    auto mid = points_.begin() + static_cast<std::ptrdiff_t>(sorted);
    std::sort(mid, points_.end(), PointLess);
    std::inplace_merge(points_.begin(), mid, points_.end(), PointLess);
    Resort();
  }
  return out;
}

void PointSet::Resort() {
  for (auto& k : keys_) k.point_count = 0;
  for (uint32_t i = 0; i < points_.size(); ++i) {
    KeyInfo& k = keys_[points_[i].key];
    if (k.point_count == 0) k.first_point = i;
    k.point_count++;
  }
}

AttributeValue PointSet::KeyValue(uint32_t k) const {
  AttributeValue v;
  std::string_view rest = keys_[k].prefix.substr(8);
  DecodeKeyValue(hash_type_, &rest, &v);
  return v;
}

AttributeValue PointSet::SortKeyValue(uint32_t point, AttrType range_type) const {
  const Point& p = points_[point];
  std::string_view rest = p.order_key.substr(keys_[p.key].prefix.size());
  if (rest.empty()) return AttributeValue::S("");
  AttributeValue v;
  DecodeKeyValue(range_type, &rest, &v);
  return v;
}

PointSet PointSet::Reshard(uint32_t k, uint32_t suffix_count, std::string_view separator,
                           AttrType range_type, std::vector<uint32_t>* shard_keys) const {
  PointSet out;
  out.hash_type_ = hash_type_;
  out.has_range_ = has_range_;
  out.keys_ = keys_;
  out.item_count_ = item_count_;
  out.total_bytes_ = total_bytes_;
  const KeyInfo& old = keys_[k];

  // Shard keys: an existing key of that value is reused (its items stay), else a new one.
  const std::string base = KeyValue(k).scalar;
  shard_keys->assign(suffix_count, 0);
  std::vector<bool> is_shard(keys_.size(), false);
  for (uint32_t i = 0; i < suffix_count; ++i) {
    AttributeValue v = AttributeValue::S(base + std::string(separator) + std::to_string(i));
    int64_t existing = FindKey(v);
    if (existing >= 0 && static_cast<uint32_t>(existing) != k) {
      (*shard_keys)[i] = static_cast<uint32_t>(existing);
      is_shard[static_cast<size_t>(existing)] = true;
      continue;
    }
    const std::string& prefix = out.Own(PrefixOf(v));
    KeyInfo info;
    info.prefix = prefix;
    info.position = PositionOfOrderKey(prefix);
    (*shard_keys)[i] = static_cast<uint32_t>(out.keys_.size());
    out.keys_.push_back(info);
  }
  // Copy every point but the logical key's and the phantom points of shard keys (they
  // may receive items).
  out.points_.reserve(points_.size() + suffix_count);
  for (const Point& p : points_) {
    if (p.key == k) continue;
    if (p.key < is_shard.size() && is_shard[p.key] && keys_[p.key].item_count == 0) continue;
    out.points_.push_back(p);
  }
  size_t sorted = out.points_.size();
  out.keys_[k].point_count = 0;
  out.keys_[k].item_count = 0;
  out.keys_[k].bytes = 0;

  if (old.item_count > 0) {
    for (uint32_t j = old.first_point; j < old.first_point + old.point_count; ++j) {
      const Point& p = points_[j];
      std::string_view sk_suffix = p.order_key.substr(old.prefix.size());
      AttributeValue sk = has_range_ ? SortKeyValue(j, range_type) : AttributeValue::S("");
      uint32_t shard = static_cast<uint32_t>(StableHash(CanonicalKeyBytes(sk)) % suffix_count);
      KeyInfo& info = out.keys_[(*shard_keys)[shard]];
      std::string key(info.prefix);
      key.append(sk_suffix);
      const std::string& owned = out.Own(std::move(key));
      info.item_count++;
      info.bytes += p.bytes;
      out.points_.push_back(Point{owned, info.position, p.bytes, (*shard_keys)[shard]});
    }
  }
  for (uint32_t i = 0; i < suffix_count; ++i) {
    const uint32_t sk = (*shard_keys)[i];  // distinct: the shard values differ
    const KeyInfo& info = out.keys_[sk];
    if (info.item_count == 0) out.points_.push_back(Point{info.prefix, info.position, 0, sk});
  }
  std::sort(out.points_.begin() + static_cast<std::ptrdiff_t>(sorted), out.points_.end(),
            PointLess);
  std::inplace_merge(out.points_.begin(), out.points_.begin() + static_cast<std::ptrdiff_t>(sorted),
                     out.points_.end(), PointLess);
  out.Resort();
  out.by_prefix_.resize(out.keys_.size());
  std::iota(out.by_prefix_.begin(), out.by_prefix_.end(), 0u);
  std::sort(out.by_prefix_.begin(), out.by_prefix_.end(),
            [&](uint32_t a, uint32_t b) { return out.keys_[a].prefix < out.keys_[b].prefix; });
  return out;
}

}  // namespace keyscape::partition
