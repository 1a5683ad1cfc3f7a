// gsi-write-amplification (lint.h's rule table): an UpdateItem pattern changing a GSI key
// attribute, or an attribute its entity's template builds it from. A part of the lint rule
// table (context.h).
#include <set>
#include <string>
#include <vector>

#include "analysis/context.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/expr/parser.h"
#include "keyscape/model/design.h"

namespace keyscape::analysis::lint {

using base::Result;
using model::AccessPattern;
using model::Design;
using model::Entity;
using model::EntityKey;
using model::ExpressionSpec;
using model::GlobalIndex;
using model::KeyAttribute;
using model::Operation;
using model::TableModel;

namespace {

constexpr char kAmplifyWhy[] =
    "When an update changes an attribute a GSI key is built from, DynamoDB deletes the "
    "item's old index entry and writes the new one: two index writes (each paid for in "
    "write units) per change, and the item moves between index partitions.";

// The top-level attributes an update expression changes (SET, REMOVE, ADD, DELETE).
std::set<std::string> Changed(const ExpressionSpec& u) {
  std::set<std::string> out;
  Result<expr::ExpressionAttributes> attrs = expr::ExpressionAttributes::Build(&u.names, &u.values);
  if (!attrs.ok()) return out;
  Result<expr::UpdateExpression> up = expr::ParseUpdateExpression(u.expression, &*attrs);
  if (!up.ok()) return out;
  for (const expr::UpdateAction& a : up->actions)
    if (!a.path.empty()) out.insert(a.path.front().name);
  return out;
}

void PatternRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  if (p.operation != Operation::kUpdateItem || !p.update) return;
  const std::set<std::string> changed = Changed(*p.update);
  const TableModel* t = d.FindTable(p.table);
  const Entity* e = p.entity ? d.FindEntity(*p.entity) : nullptr;
  for (const GlobalIndex& g : t->global_indexes) {
    std::vector<KeyAttribute> keys = g.partition_key;
    keys.insert(keys.end(), g.sort_key.begin(), g.sort_key.end());
    std::string hit, via;
    for (const KeyAttribute& k : keys) {
      if (!hit.empty()) break;
      if (changed.count(k.name)) hit = k.name;
      const EntityKey* ek = e ? e->FindKey(k.name) : nullptr;
      if (!ek) continue;
      for (const std::string& a : ek->key_template.Attributes())
        if (hit.empty() && changed.count(a)) {
          hit = k.name;
          via = a;
        }
    }
    if (hit.empty()) continue;
    FindingLocation l{p.table,
                      g.name,
                      p.entity.value_or(""),
                      via.empty() ? hit : via,
                      p.name,
                      PatternPath(i, "update/expression")};
    out->push_back(Make("gsi-write-amplification", Severity::kInfo, l,
                        "pattern \"" + p.name + "\" changes " + (via.empty() ? hit : via) +
                            ", from which " + g.name + "'s key " + hit +
                            " is built: two index writes per update",
                        kAmplifyWhy,
                        "key " + g.name +
                            " by attributes that do not change after the item is "
                            "written, or accept the cost (budget 2 extra write units per update "
                            "for this pattern)"));
  }
}

}  // namespace

void GsiWriteAmplification(const Context& c, Findings* out) {
  for (size_t i = 0; i < c.d.patterns.size(); ++i) PatternRule(c.d, i, out);
}

}  // namespace keyscape::analysis::lint
