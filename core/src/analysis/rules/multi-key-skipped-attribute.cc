// multi-key-skipped-attribute (lint.h's rule table): a multi-attribute GSI key that leaves
// an attribute out where DynamoDB needs it:
//   - a pattern whose key.partition array gives fewer templates than the index has
//     partition attributes (a Query needs "=" on every one of them);
//   - an entity that has a later attribute of the index's key but not an earlier one: its
//     items can never be in the index (an item is indexed only with every key attribute).
// A part of the lint rule table (context.h).
#include <string>
#include <vector>

#include "analysis/context.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_target.h"

namespace keyscape::analysis::lint {

using model::AccessPattern;
using model::Design;
using model::Entity;
using model::GlobalIndex;
using model::KeyAttribute;
using model::PatternTarget;
using model::TableModel;
using model::TargetOf;

namespace {

constexpr char kPatternWhy[] =
    "A Query on a multi-attribute GSI partition key must match every partition attribute "
    "with \"=\": DynamoDB refuses a key condition that leaves one out (\"Query condition "
    "missed key schema element\").";
constexpr char kEntityWhy[] =
    "A GSI holds an item only when the item has every attribute of the index's key. An "
    "entity with a later key attribute but without an earlier one is never in the index, "
    "so the patterns that read it there find none of its items.";

void PatternRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  if (!p.key || !p.key->partition_as_array) return;
  const PatternTarget t = TargetOf(d, p);
  if (!t.global_index) return;
  const size_t given = 1 + p.key->more_partition.size();
  const std::vector<KeyAttribute>& attrs = t.global_index->partition_key;
  if (given >= attrs.size()) return;
  out->push_back(Make(
      "multi-key-skipped-attribute", Severity::kError, PatternLocation(p, i, "key/partition"),
      "pattern \"" + p.name + "\" gives no value for the partition attribute " +
          attrs[given].name + " of index " + *p.index,
      kPatternWhy,
      "add a template for " + attrs[given].name + " to key.partition (one per partition "
      "attribute, in key order)"));
}

// The index's key attributes in key order: partition ones, then sort ones.
std::vector<KeyAttribute> KeyOrder(const GlobalIndex& g) {
  std::vector<KeyAttribute> all = g.partition_key;
  all.insert(all.end(), g.sort_key.begin(), g.sort_key.end());
  return all;
}

bool HasAttr(const Entity& e, const std::string& name) {
  return e.FindAttribute(name) != nullptr || e.FindKey(name) != nullptr;
}

void EntityRule(const Design& d, const Entity& e, Findings* out) {
  const TableModel* t = d.FindTable(e.table);
  if (!t) return;
  for (const GlobalIndex& g : t->global_indexes) {
    if (g.partition_key.size() < 2 && g.sort_key.size() < 2) continue;
    const std::vector<KeyAttribute> all = KeyOrder(g);
    for (size_t k = 0; k + 1 < all.size(); ++k) {
      if (HasAttr(e, all[k].name)) continue;
      size_t later = k + 1;
      while (later < all.size() && !HasAttr(e, all[later].name)) ++later;
      if (later == all.size()) break;  // none after it either: simply not in the index
      FindingLocation l;
      l.table = t->name;
      l.index = g.name;
      l.entity = e.name;
      l.attribute = all[k].name;
      l.path = base::Child(base::Child("/entities", IndexOf(d, e)), "attributes");
      out->push_back(Make("multi-key-skipped-attribute", Severity::kError, l,
                          "entity " + e.name + " has " + all[later].name + " but not " +
                              all[k].name + ", both key attributes of index " + g.name,
                          kEntityWhy,
                          "add the attribute " + all[k].name + " to entity " + e.name +
                              " (its items then appear in " + g.name +
                              "), or remove " + all[later].name + " if it is not meant to"));
      break;
    }
  }
}

}  // namespace

void MultiKeySkippedAttribute(const Context& c, Findings* out) {
  for (size_t i = 0; i < c.d.patterns.size(); ++i) PatternRule(c.d, i, out);
  for (const Entity& e : c.d.entities) EntityRule(c.d, e, out);
}

}  // namespace keyscape::analysis::lint
