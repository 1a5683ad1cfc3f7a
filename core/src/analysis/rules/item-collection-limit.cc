// item-collection-limit (lint.h's rule table): in a table with an LSI, an item collection
// that reaches 10 GB: from inserts' rates x items x mean sample size over a year, per rendered
// partition value, or from expectedCount x size over a bounded key cardinality. A part of the
// lint rule table (context.h).
#include <map>
#include <string>
#include <utility>

#include "analysis/context.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/partition/capacity.h"
#include "keyscape/value/item_size.h"

namespace keyscape::analysis::lint {

using base::Child;
using base::Result;
using model::AccessPattern;
using model::Entity;
using model::EntityKey;
using model::Operation;
using model::RenderedItem;
using model::TableModel;
using model::TemplateValuesOf;
using value::ItemSize;

namespace {

constexpr char kCollectionWhy[] =
    "In a table with a local secondary index, the items of one partition-key value (an "
    "item collection, with their LSI entries) may not exceed 10 GB: writes beyond it fail "
    "with ItemCollectionSizeLimitExceededException, and the collection never splits "
    "across partitions.";

constexpr double kTenGb = static_cast<double>(partition::kPartitionSizeBytes);
constexpr double kSecondsPerYear = 365.0 * 24 * 3600;

double MeanItemSize(const Context& c, const Entity* e) {
  double sum = 0, n = 0;
  for (const RenderedItem& it : c.items)
    if (e && it.entity == e) {
      sum += static_cast<double>(ItemSize(it.item));
      ++n;
    }
  return n > 0 ? sum / n : 1024;
}

bool Inserts(Operation op) {
  return op == Operation::kPutItem || op == Operation::kBatchWriteItem ||
         op == Operation::kTransactWriteItems;
}

struct Lsi {
  const TableModel& t;
  std::string path;  // of the table's first LSI
  std::string fix;
  FindingLocation At(std::string entity, std::string attribute, std::string pattern) const {
    return {t.name,
            t.local_indexes[0].name,
            std::move(entity),
            std::move(attribute),
            std::move(pattern),
            path};
  }
};

// Inserts at the stated rates, per rendered partition-key value, for a year.
void CollectionGrowth(const Context& c, const Lsi& lsi, Findings* out) {
  std::map<std::string, std::pair<double, size_t>> per_second;  // partition -> bytes/s, first
  for (size_t i = 0; i < c.d.patterns.size(); ++i) {
    const AccessPattern& p = c.d.patterns[i];
    if (p.table != lsi.t.name || !Inserts(p.operation) || !p.rate_per_second || !p.key) continue;
    Result<std::string> pk = p.key->partition.Render(TemplateValuesOf(p.parameters));
    const Entity* e = p.entity ? c.d.FindEntity(*p.entity) : nullptr;
    double bytes = *p.rate_per_second * static_cast<double>(p.items_per_request.value_or(1)) *
                   MeanItemSize(c, e);
    auto [it, fresh] =
        per_second.emplace(pk.ok() ? *pk : p.key->partition.text(), std::make_pair(0.0, i));
    it->second.first += bytes;
  }
  for (const auto& [pk, v] : per_second) {
    if (v.first * kSecondsPerYear < kTenGb) continue;
    const AccessPattern& p = c.d.patterns[v.second];
    out->push_back(Make("item-collection-limit", Severity::kWarning,
                        lsi.At(p.entity.value_or(""), "", p.name),
                        "at the stated rates the item collection " + pk + " reaches 10 GB in " +
                            Num(kTenGb / v.first / 86400) + " days",
                        kCollectionWhy, lsi.fix));
  }
}

// expectedCount items spread over a bounded number of partition-key values.
void CollectionSize(const Context& c, const Lsi& lsi, Findings* out) {
  for (const Entity& e : c.d.entities) {
    const EntityKey* k = e.FindKey(lsi.t.partition_key.name);
    if (e.table != lsi.t.name || !e.expected_count || !k) continue;
    std::optional<double> card = Cardinality(k->key_template, e);
    if (!card) continue;
    double bytes = static_cast<double>(*e.expected_count) * MeanItemSize(c, &e) / *card;
    if (bytes < kTenGb) continue;
    out->push_back(Make(
        "item-collection-limit", Severity::kWarning, lsi.At(e.name, lsi.t.partition_key.name, ""),
        Num(static_cast<double>(*e.expected_count)) + " items of " + e.name + " over " +
            Num(*card) + " partition-key value" + (*card == 1 ? "" : "s") +
            " make item collections of " + Num(bytes / (1 << 30)) + " GiB each",
        kCollectionWhy, lsi.fix));
  }
}

void TableRule(const Context& c, const TableModel& t, Findings* out) {
  if (t.local_indexes.empty()) return;
  const Lsi lsi{
      t, Child(Child(Child("/tables", IndexOf(c.d, t)), "localSecondaryIndexes"), size_t{0}),
      "replace " + t.local_indexes[0].name +
          " by a GSI with the same keys (a GSI has no item-collection limit), or spread each "
          "collection over more partition-key values (e.g. append #${shard} to the partition "
          "key)"};
  CollectionGrowth(c, lsi, out);
  CollectionSize(c, lsi, out);
}

}  // namespace

void ItemCollectionLimit(const Context& c, Findings* out) {
  for (const TableModel& t : c.d.tables) TableRule(c, t, out);
}

}  // namespace keyscape::analysis::lint
