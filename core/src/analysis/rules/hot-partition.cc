// hot-partition (lint.h's rule table): the patterns rendering one partition-key value ask it
// for more than one partition serves (3,000 read / 1,000 write units per second), from the
// patterns' rates and measured units; silent without units. A part of the lint rule table
// (context.h).
//
// Write sharding: a placeholder of the pattern's partition key whose attribute has a closed
// "values" set of S >= 2 values is a shard. As in the partition model (partition/load.h,
// ShardPlan), a write or a single-item read goes to one of the S keys, evenly: each key takes
// 1/S of the pattern's demand. A Query or Scan reads the key its parameters name at the full
// rate (reading a whole sharded key is one Query per shard). The spread keys of a pattern
// are counted together under the key rendered with each shard's first value.
//
// By item count (real data: an import's items, ../interop/import/table_data.h): with at least
// 50 sample items in a table, a partition-key value that holds at least a quarter of them and
// at least 5 times the average key's share is reported too, since its traffic most likely
// follows its items. Silent on designs with fewer items.
#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <string>
#include <tuple>
#include <vector>

#include "analysis/context.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/partition/capacity.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::analysis::lint {

using base::Json;
using base::Result;
using model::AccessPattern;
using model::Operation;
using model::TemplateValuesOf;

namespace {

constexpr char kHotWhy[] =
    "One partition-key value lives on one partition, which serves at most 3,000 read and "
    "1,000 write units per second; beyond that requests are throttled even when the table "
    "has capacity to spare. Write sharding (KEY#0 ... KEY#S-1) spreads one logical key "
    "over S keys that hash independently: writes and single-item reads then take 1/S each, "
    "and a read of the whole logical key queries the S keys.";

// Requests that go to one item, so a shard spreads them (not Query or Scan).
bool SpreadsOverShards(Operation op) { return op != Operation::kQuery && op != Operation::kScan; }

// The pattern's partition key with its shards set to their first value, and the number of
// keys the pattern's requests spread over (1 without shards).
struct PatternKey {
  std::string key;
  double shards = 1;
  std::vector<std::string> shard_names;
};

PatternKey KeyOf(const model::Design& d, const AccessPattern& p) {
  PatternKey out;
  Json params = p.parameters.is_object() ? p.parameters : Json::Object();
  const model::Entity* e = p.entity ? d.FindEntity(*p.entity) : nullptr;
  if (e && SpreadsOverShards(p.operation)) {
    for (const model::TemplatePart& part : p.key->partition.parts()) {
      const model::AttributeSpec* a = part.placeholder ? e->FindAttribute(part.text) : nullptr;
      if (!a || a->allowed_values.size() < 2) continue;
      out.shards *= static_cast<double>(a->allowed_values.size());
      out.shard_names.push_back(part.text);
      params.Set(part.text, a->allowed_values.front());
    }
  }
  Result<std::string> pk = p.key->partition.Render(TemplateValuesOf(params));
  out.key = pk.ok() ? *pk : p.key->partition.text();
  // A multi-attribute partition key: one partition per tuple of values ("spring · eu").
  for (const model::KeyTemplate& t : p.key->more_partition) {
    Result<std::string> more = t.Render(TemplateValuesOf(params));
    out.key += " · " + (more.ok() ? *more : t.text());
  }
  return out;
}

std::string ShardNote(const PatternKey& k) {
  if (k.shards <= 1) return "";
  std::string names;
  for (const std::string& n : k.shard_names) names += (names.empty() ? "" : ", ") + n;
  return " (each of the " + Num(k.shards) + " keys of the shard " + names + ")";
}

// The shards the advice must ask for so that the sharded key is not a handful of values
// either (low-cardinality-partition): from the pattern's entity's key on the pattern's table or
// index, its other placeholders' closed sets and its item count; 1 when nothing is known.
uint32_t ShardsForCardinality(const Context& c, const AccessPattern& p, const PatternKey& k) {
  uint32_t out = 1;
  ForEachEntityPartitionKey(c, [&](const EntityPartitionKey& ek) {
    if (!p.entity || ek.e.name != *p.entity || ek.location.index != p.index.value_or("")) return;
    std::optional<double> others = ek.cardinality;
    for (const std::string& name : k.shard_names) {
      const model::AttributeSpec* a = ek.e.FindAttribute(name);
      bool in_key = false;
      for (const model::TemplatePart& part : ek.first.key_template.parts())
        in_key = in_key || (part.placeholder && part.text == name);
      if (others && a && in_key) *others /= static_cast<double>(a->allowed_values.size());
    }
    out = ShardsPastFewValues(others, ek.count);
  });
  return out;
}

// Why the advice asks for `s` keys when the load needs only `for_load` ("" when it does not).
std::string WhyMoreShards(uint32_t s, uint32_t for_load) {
  if (s == for_load) return "";
  return " (" + std::to_string(for_load) + " carry the load; fewer than " + std::to_string(s) +
         " leave the key a handful of values: low-cardinality-partition)";
}

constexpr size_t kHotItemsMin = 50;

// The partition-key values of each table's sample items that hold far more items than most.
void HotByItemCount(const Context& c, Findings* out) {
  for (const model::TableModel& t : c.d.tables) {
    std::map<std::string, std::pair<size_t, size_t>> per_key;  // value -> (items, first index)
    size_t total = 0;
    for (const model::RenderedItem& r : c.items) {
      if (r.table != t.name) continue;
      const value::AttributeValue* pk = value::FindAttr(r.item, t.partition_key.name);
      if (!pk) continue;
      auto [it, fresh] = per_key.emplace(pk->type == value::AttrType::kB ? value::AttrValueMessageForm(*pk) : pk->scalar, std::make_pair(0, r.index));
      ++it->second.first;
      ++total;
    }
    if (total < kHotItemsMin || per_key.size() < 2) continue;
    const double average = static_cast<double>(total) / static_cast<double>(per_key.size());
    for (const auto& [key, seen] : per_key) {
      const double n = static_cast<double>(seen.first);
      if (n * 4 < static_cast<double>(total) || n < 5 * average) continue;
      FindingLocation l{t.name, "", "", t.partition_key.name, "", "/items/" + std::to_string(seen.second)};
      out->push_back(Make("hot-partition", Severity::kWarning, l,
                          "partition-key value " + key + " holds " + Num(n) + " of the " +
                              Num(static_cast<double>(total)) + " items of table " + t.name +
                              " (the average value holds " + Num(average) + ")",
                          kHotWhy,
                          "if this key's traffic follows its items, write-shard it: add a shard "
                          "attribute with a closed \"values\" set to its template (" +
                              t.partition_key.name + " = <key>#${shard}), or split its items "
                              "over a higher-cardinality key"));
    }
  }
}

}  // namespace

void HotPartition(const Context& c, Findings* out) {
  HotByItemCount(c, out);
  if (c.units.size() != c.d.patterns.size()) return;
  struct Demand {
    double read = 0, write = 0;  // per key
    size_t first = 0;
    PatternKey key;
  };
  std::map<std::tuple<std::string, std::string, std::string>, Demand> by_key;
  std::vector<std::tuple<std::string, std::string, std::string>> order;
  for (size_t i = 0; i < c.d.patterns.size(); ++i) {
    const AccessPattern& p = c.d.patterns[i];
    if (!p.key || !p.rate_per_second) continue;
    PatternKey pk = KeyOf(c.d, p);
    auto key = std::make_tuple(p.table, p.index.value_or(""), pk.key);
    auto [it, fresh] = by_key.emplace(key, Demand{0, 0, i, pk});
    if (fresh) order.push_back(key);
    it->second.read += *p.rate_per_second * c.units[i].read_units / pk.shards;
    it->second.write += *p.rate_per_second * c.units[i].write_units / pk.shards;
  }
  for (const auto& key : order) {
    const Demand& dm = by_key[key];
    if (dm.read <= partition::kPartitionReadUnits && dm.write <= partition::kPartitionWriteUnits)
      continue;
    const AccessPattern& p = c.d.patterns[dm.first];
    const double shards = dm.key.shards;
    const uint32_t for_load = partition::SuffixCountNeeded(dm.read * shards, dm.write * shards);
    const uint32_t s = std::max(for_load, ShardsForCardinality(c, p, dm.key));
    FindingLocation l{p.table, p.index.value_or(""),         p.entity.value_or(""), "",
                      p.name,  PatternPath(dm.first, "rate")};
    const std::string entity = p.entity ? *p.entity : std::string("the entity");
    std::string fix = shards > 1
                          ? "shard over " + std::to_string(s) + " keys instead of " + Num(shards) +
                                WhyMoreShards(s, for_load) +
                                ": give " + dm.key.shard_names.front() +
                                " a closed \"values\" set of " + std::to_string(s) + " values"
                          : "write-shard the key over " + std::to_string(s) + " keys" +
                                WhyMoreShards(s, for_load) + ": give " +
                                entity + " a shard attribute with a closed \"values\" set of " +
                                std::to_string(s) + " values (0 .. " + std::to_string(s - 1) +
                                ") and key it (and this pattern) as " + p.key->partition.text() +
                                "#${shard}";
    fix +=
        "; writes and single-item reads then spread over the keys, and a read of the whole "
        "key queries each of them";
    out->push_back(Make("hot-partition", Severity::kWarning, l,
                        "partition-key value " + std::get<2>(key) + ShardNote(dm.key) + " takes " +
                            Num(dm.read) + " read and " + Num(dm.write) +
                            " write units per second (one partition: 3,000 / 1,000)",
                        kHotWhy, fix));
  }
}

}  // namespace keyscape::analysis::lint
