// keyscape:DescribeKeys: a private part of keyscape/api/keyscape/partition_ops.h (its contract).

#include <algorithm>
#include <cmath>

#include "describe_keys_request.h"
#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "partition_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using keycodec::PositionHex;
using table::Database;
using table::Table;
using table::TableDef;
using value::AttributeValue;

namespace p = keyscape::partition;

namespace {

constexpr double kTwoTo64 = 18446744073709551616.0;

Json KeyEntry(const TableDef& def, const AttributeValue& v, uint64_t position,
              std::pair<uint32_t, uint32_t> parts, uint64_t items, int64_t bytes) {
  Json e = Json::Object();
  e.Add("Key", KeyJson(def, v));
  e.Add("HashPosition", Json::String(PositionHex(position)));
  e.Add("Fraction", Num(static_cast<double>(position) / kTwoTo64));
  Json ps = Json::Array();
  ps.Push(Json::Int(parts.first));
  ps.Push(Json::Int(parts.second));
  e.Add("Partitions", std::move(ps));
  e.Add("ItemCount", Json::Int(static_cast<int64_t>(items)));
  e.Add("SizeBytes", Json::Int(bytes));
  return e;
}

// The partitions key k's item collection spans.
std::pair<uint32_t, uint32_t> SpanOf(const p::PointSet& ps, uint32_t k,
                                     const p::PartitionLayout& layout) {
  const p::KeyInfo& key = ps.keys()[k];
  const uint32_t last = key.first_point + std::max<uint32_t>(key.point_count, 1) - 1;
  return {layout.LocateOrderKey(ps.points()[key.first_point].order_key),
          layout.LocateOrderKey(ps.points()[last].order_key)};
}

Json EntryOf(const TableDef& def, const p::PointSet& ps, uint32_t k,
             const p::PartitionLayout& layout) {
  const p::KeyInfo& key = ps.keys()[k];
  return KeyEntry(def, ps.KeyValue(k), key.position, SpanOf(ps, k, layout), key.item_count,
                  key.bytes);
}

// Key indices with items, in hash order (the PointSet's order).
std::vector<uint32_t> ListedKeys(const p::PointSet& ps) {
  std::vector<uint32_t> keys;
  for (uint32_t k = 0; k < ps.keys().size(); ++k)
    if (ps.keys()[k].item_count > 0) keys.push_back(k);
  std::sort(keys.begin(), keys.end(),
            [&](uint32_t a, uint32_t b) { return ps.keys()[a].prefix < ps.keys()[b].prefix; });
  return keys;
}

// The busiest `top` keys, then evenly spaced ranks, up to `max` keys; in hash order.
std::vector<uint32_t> Sample(const p::PointSet& ps, const std::vector<uint32_t>& all, uint32_t max,
                             uint32_t top) {
  std::vector<uint32_t> by_items = all;
  std::stable_sort(by_items.begin(), by_items.end(), [&](uint32_t a, uint32_t b) {
    return ps.keys()[a].item_count > ps.keys()[b].item_count;
  });
  std::vector<char> chosen(ps.keys().size(), 0);
  std::vector<uint32_t> out(by_items.begin(), by_items.begin() + top);
  for (uint32_t k : out) chosen[k] = 1;
  const uint32_t rest = max - top;
  for (uint32_t i = 0; i < rest; ++i) {
    uint32_t k = all[static_cast<size_t>(uint64_t{i} * all.size() / rest)];
    if (chosen[k]) continue;
    chosen[k] = 1;
    out.push_back(k);
  }
  std::sort(out.begin(), out.end(),
            [&](uint32_t a, uint32_t b) { return ps.keys()[a].prefix < ps.keys()[b].prefix; });
  return out;
}

// DynamoDB order of the values: the key encodings after the 8 position bytes.
void SortByValue(const p::PointSet& ps, std::vector<uint32_t>* keys) {
  std::sort(keys->begin(), keys->end(), [&](uint32_t a, uint32_t b) {
    return ps.keys()[a].prefix.substr(8) < ps.keys()[b].prefix.substr(8);
  });
}

Json HistogramJson(const p::PointSet& ps, const std::vector<uint32_t>& all, uint32_t max_bins) {
  const uint32_t floor_bins = std::min<uint32_t>(16, max_bins);
  const uint32_t bins = std::clamp<uint32_t>(static_cast<uint32_t>(std::lround(all.size() / 8.0)),
                                             floor_bins, max_bins);
  std::vector<int64_t> counts(bins, 0);
  for (uint32_t k : all) {
    const p::KeyInfo& key = ps.keys()[k];
    auto bin = static_cast<uint32_t>((static_cast<unsigned __int128>(key.position) * bins) >> 64);
    counts[bin] += key.item_count;
  }
  Json h = Json::Object();
  h.Add("Bins", Json::Int(bins));
  Json arr = Json::Array();
  for (int64_t c : counts) arr.Push(Json::Int(c));
  h.Add("ItemCounts", std::move(arr));
  return h;
}

Json LookupJson(const TableDef& def, const p::PointSet& ps, const DescribeKeysRequest& req,
                const p::PartitionLayout& layout) {
  Json arr = Json::Array();
  for (const AttributeValue& v : req.lookup) {
    int64_t k = ps.FindKey(v);
    if (k >= 0 && ps.keys()[k].item_count > 0) {
      arr.Push(EntryOf(def, ps, static_cast<uint32_t>(k), layout));
      continue;
    }
    std::string prefix = p::PointSet::PrefixOf(v);
    uint32_t part = layout.LocateOrderKey(prefix);
    arr.Push(KeyEntry(def, v, keycodec::HashPosition(v), {part, part}, 0, 0));
  }
  return arr;
}

}  // namespace

Result<Json> DescribeKeysOp(Database& db, const Json& request) {
  KS_ASSIGN_OR_RETURN(Table * table, KeyscapeTableOf(db, request));
  const TableDef& def = table->def();
  KS_ASSIGN_OR_RETURN(DescribeKeysRequest req, ReadDescribeKeysRequest(def, request));
  KS_ASSIGN_OR_RETURN(p::PointSet ps, p::PointSet::FromTable(*table));
  p::PartitionLayout layout;
  if (req.layout) {
    layout = std::move(*req.layout);
  } else {
    uint32_t initial = req.partition_count.value_or(p::InitialPartitionCount(def));
    layout = p::DescribeLayout(ps, initial, {req.size_limit, def.has_lsi()}).layout;
  }
  const std::vector<uint32_t> all = ListedKeys(ps);
  const bool sampled = all.size() > req.max_keys;
  std::vector<uint32_t> keys = sampled ? Sample(ps, all, req.max_keys, req.top_keys) : all;
  if (req.value_order) SortByValue(ps, &keys);

  Json out = Json::Object();
  out.Add("TableName", Json::String(def.name));
  out.Add("HashFunction", Json::String("md5-illustrative"));
  AddPartitionLimits(req.size_limit, &out);
  out.Add("PartitionCount", Json::Int(layout.size()));
  out.Add("ItemCount", Json::Int(static_cast<int64_t>(ps.item_count())));
  out.Add("SizeBytes", Json::Int(ps.total_bytes()));
  out.Add("DistinctPartitionKeys", Json::Int(static_cast<int64_t>(all.size())));
  out.Add("Sampled", Json::Bool(sampled));
  out.Add("Order", Json::String(req.value_order ? "VALUE" : "HASH"));
  Json list = Json::Array();
  for (uint32_t k : keys) list.Push(EntryOf(def, ps, k, layout));
  out.Add("Keys", std::move(list));
  auto busiest = std::max_element(all.begin(), all.end(), [&](uint32_t a, uint32_t b) {
    return ps.keys()[a].item_count < ps.keys()[b].item_count;
  });
  if (busiest != all.end()) out.Add("BusiestKey", EntryOf(def, ps, *busiest, layout));
  out.Add("Lookup", LookupJson(def, ps, req, layout));
  out.Add("Histogram", HistogramJson(ps, all, req.max_bins));
  return out;
}

}  // namespace keyscape::api
