// low-cardinality-partition (lint.h's rule table): a partition key of few values over many
// items, from an entity's templates or a table's raw items. A part of the lint rule table
// (context.h).
#include <string>

#include "analysis/context.h"

namespace keyscape::analysis::lint {

namespace {

constexpr char kCardinalityWhy[] =
    "DynamoDB places items by a hash of the partition key: a key with a handful of values "
    "puts all items and all traffic of each value on one partition (3,000 read and 1,000 "
    "write units per second at most), however large the table grows.";

void EntityRule(const EntityPartitionKey& k, Findings* out) {
  if (!k.cardinality || *k.cardinality > kFewKeyValues || k.count < kManyKeyItems) return;
  const std::string& tmpl = k.first.key_template.text();
  const double card = *k.cardinality;
  out->push_back(
      Make("low-cardinality-partition", Severity::kWarning, k.location,
           k.first.attribute + " of " + k.e.name + " (" + tmpl + ") takes at most " + Num(card) +
               " value" + (card == 1 ? "" : "s") + " over " + Num(k.count) + " items",
           kCardinalityWhy,
           "add a high-cardinality attribute to the key: " + tmpl + "#${" + IdAttribute(k.e) +
               "}, or write-shard it: " + tmpl + "#${shard} (shard = hash of the id mod N, N at least " +
               std::to_string(ShardsPastFewValues(card, k.count)) + ")"));
}

void RawRule(const RawPartitionKey& k, Findings* out) {
  if (static_cast<double>(k.items) < kManyKeyItems ||
      static_cast<double>(k.distinct.size()) > kFewKeyValues)
    return;
  out->push_back(Make("low-cardinality-partition", Severity::kWarning, k.location,
                      std::to_string(k.items) + " items of table " + k.t.name + " share " +
                          std::to_string(k.distinct.size()) + " values of " + k.r.attr.name,
                      kCardinalityWhy,
                      "add a high-cardinality value to " + k.r.attr.name + " (e.g. " +
                          *k.distinct.begin() + "#<id>), or write-shard it (" +
                          *k.distinct.begin() + "#<0..N-1>)"));
}

}  // namespace

void LowCardinalityPartition(const Context& c, Findings* out) {
  ForEachEntityPartitionKey(c, [&](const EntityPartitionKey& k) { EntityRule(k, out); });
  ForEachRawPartitionKey(c, [&](const RawPartitionKey& k) { RawRule(k, out); });
}

}  // namespace keyscape::analysis::lint
