// monotonic-partition-key (lint.h's rule table): a partition key keyed by a date-time and
// nothing else open, from an entity's templates or a table's raw items. A part of the lint
// rule table (context.h).
#include <string>

#include "analysis/context.h"

namespace keyscape::analysis::lint {

namespace {

constexpr char kMonotonicWhy[] =
    "A date or timestamp as the partition key sends every new write to the value of now: "
    "one partition takes the whole write load (at most 1,000 write units per second) while "
    "the others hold yesterday's data. DynamoDB does not split for heat on such sequential "
    "keys.";

void EntityRule(const EntityPartitionKey& k, Findings* out) {
  if (k.time_attr.empty() || k.open_other) return;
  const std::string& tmpl = k.first.key_template.text();
  out->push_back(Make("monotonic-partition-key", Severity::kWarning, k.location,
                      k.first.attribute + " of " + k.e.name + " (" + tmpl +
                          ") is keyed by the date/time " + k.time_attr,
                      kMonotonicWhy,
                      "partition by the owner of the items (e.g. ${" + IdAttribute(k.e) +
                          "}) and put " + k.time_attr +
                          " in the sort key, or shard the date: " + tmpl + "#${shard}"));
}

void RawRule(const RawPartitionKey& k, Findings* out) {
  if (k.items < 2 || k.dated != k.items || k.rests.size() != 1) return;
  out->push_back(Make("monotonic-partition-key", Severity::kWarning, k.location,
                      "every " + k.r.attr.name + " of table " + k.t.name + " holds a date (" +
                          *k.distinct.begin() + ", ...)",
                      kMonotonicWhy,
                      "partition by the owner of the items and move the date into the sort "
                      "key, or shard the date: " +
                          *k.distinct.begin() + "#<0..N-1>"));
}

}  // namespace

void MonotonicPartitionKey(const Context& c, Findings* out) {
  ForEachEntityPartitionKey(c, [&](const EntityPartitionKey& k) { EntityRule(k, out); });
  ForEachRawPartitionKey(c, [&](const RawPartitionKey& k) { RawRule(k, out); });
}

}  // namespace keyscape::analysis::lint
