// hot-partition (lint.h's rule table): the patterns rendering one partition-key value ask it
// for more than one partition serves (3,000 read / 1,000 write units per second), from the
// patterns' rates and measured units; silent without units. A part of the lint rule table
// (context.h).
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "analysis/context.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/partition/capacity.h"

namespace keyscape::analysis::lint {

using base::Result;
using model::AccessPattern;
using model::TemplateValuesOf;

namespace {

constexpr char kHotWhy[] =
    "One partition-key value lives on one partition, which serves at most 3,000 read and "
    "1,000 write units per second; beyond that requests are throttled even when the table "
    "has capacity to spare. Write sharding (KEY#0 ... KEY#S-1) spreads one logical key "
    "over S keys that hash independently.";

}  // namespace

void HotPartition(const Context& c, Findings* out) {
  if (c.units.size() != c.d.patterns.size()) return;
  struct Demand {
    double read = 0, write = 0;
    size_t first = 0;
  };
  std::map<std::tuple<std::string, std::string, std::string>, Demand> by_key;
  std::vector<std::tuple<std::string, std::string, std::string>> order;
  for (size_t i = 0; i < c.d.patterns.size(); ++i) {
    const AccessPattern& p = c.d.patterns[i];
    if (!p.key || !p.rate_per_second) continue;
    Result<std::string> pk = p.key->partition.Render(TemplateValuesOf(p.parameters));
    auto key =
        std::make_tuple(p.table, p.index.value_or(""), pk.ok() ? *pk : p.key->partition.text());
    auto [it, fresh] = by_key.emplace(key, Demand{0, 0, i});
    if (fresh) order.push_back(key);
    it->second.read += *p.rate_per_second * c.units[i].read_units;
    it->second.write += *p.rate_per_second * c.units[i].write_units;
  }
  for (const auto& key : order) {
    const Demand& dm = by_key[key];
    if (dm.read <= partition::kPartitionReadUnits && dm.write <= partition::kPartitionWriteUnits)
      continue;
    const AccessPattern& p = c.d.patterns[dm.first];
    uint32_t s = partition::SuffixCountNeeded(dm.read, dm.write);
    FindingLocation l{p.table, p.index.value_or(""),         p.entity.value_or(""), "",
                      p.name,  PatternPath(dm.first, "rate")};
    out->push_back(Make(
        "hot-partition", Severity::kWarning, l,
        "partition-key value " + std::get<2>(key) + " takes " + Num(dm.read) + " read and " +
            Num(dm.write) + " write units per second (one partition: 3,000 / 1,000)",
        kHotWhy,
        "write-shard the key over " + std::to_string(s) + " suffixes: " + p.key->partition.text() +
            "#${shard} with shard 0.." + std::to_string(s - 1) +
            " (reads of the whole key then query " + std::to_string(s) + " keys)"));
  }
}

}  // namespace keyscape::analysis::lint
