// Lint rules on secondary indexes: gsi-write-amplification, projection-all, unused-index.
#include <set>

#include "json_fields.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/expr/parser.h"
#include "lint_internal.h"
#include "model_names.h"

namespace keyscape::model::lint {
namespace {

constexpr char kAmplifyWhy[] =
    "When an update changes an attribute a GSI key is built from, DynamoDB deletes the "
    "item's old index entry and writes the new one: two index writes (each paid for in "
    "write units) per change, and the item moves between index partitions.";
constexpr char kProjectionWhy[] =
    "An index with projection ALL stores a full copy of every item: storage and every "
    "write to the index cost as much as the table's. Projecting only what the index's "
    "patterns read keeps index items small.";
constexpr char kUnusedWhy[] =
    "Every write of an item that has the index's key attributes also writes the index "
    "(GSIs bill their own write units and storage; LSIs add to the item collection's 10 GB "
    "limit). An index no access pattern reads is pure cost.";

std::string IndexPath(const Design& d, const TableModel& t, bool global, size_t i) {
  return Child(Child(Child("/tables", IndexOf(d, t)),
                     global ? "globalSecondaryIndexes" : "localSecondaryIndexes"),
               i);
}

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

void AmplificationRule(const Design& d, size_t i, Findings* out) {
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

struct IndexUse {
  size_t patterns = 0;
  bool reads_everything = false;
  std::set<std::string> projected;
};

IndexUse UseOf(const Design& d, const TableModel& t, const std::string& index) {
  IndexUse u;
  for (const AccessPattern& p : d.patterns) {
    if (p.table != t.name || !p.index || *p.index != index) continue;
    ++u.patterns;
    if (p.projection.empty() || p.projection.size() > 2) u.reads_everything = true;
    u.projected.insert(p.projection.begin(), p.projection.end());
  }
  return u;
}

void ProjectionRule(const Design& d, const TableModel& t, const std::string& name,
                    const IndexProjection& proj, std::string path, Findings* out) {
  if (proj.kind != ProjectionKind::kAll) return;
  IndexUse u = UseOf(d, t, name);
  if (u.patterns == 0 || u.reads_everything) return;
  std::set<std::string> keys;
  for (const KeyAttribute& k : t.AllKeyAttributes()) keys.insert(k.name);
  std::string list;
  for (const std::string& a : u.projected)
    if (!keys.count(a)) list += (list.empty() ? "\"" : ", \"") + a + "\"";
  std::string fix =
      list.empty()
          ? "\"projection\": {\"type\": \"KEYS_ONLY\"}"
          : "\"projection\": {\"type\": \"INCLUDE\", \"nonKeyAttributes\": [" + list + "]}";
  out->push_back(Make("projection-all", Severity::kInfo,
                      FindingLocation{t.name, name, "", "", "", Child(path, "projection")},
                      "index " + name +
                          " projects ALL, but its patterns read at most two "
                          "attributes",
                      kProjectionWhy, fix));
}

void UnusedRule(const Design& d, const TableModel& t, const std::string& name, std::string path,
                Findings* out) {
  if (UseOf(d, t, name).patterns > 0) return;
  out->push_back(Make("unused-index", Severity::kInfo,
                      FindingLocation{t.name, name, "", "", "", path},
                      "no access pattern uses index " + name + " of table " + t.name, kUnusedWhy,
                      "remove index " + name +
                          ", or add the access pattern it is for (with "
                          "\"index\": \"" +
                          name + "\")"));
}

}  // namespace

void IndexRules(const Context& c, Findings* out) {
  for (size_t i = 0; i < c.d.patterns.size(); ++i) AmplificationRule(c.d, i, out);
  for (const TableModel& t : c.d.tables) {
    for (size_t i = 0; i < t.global_indexes.size(); ++i) {
      const GlobalIndex& g = t.global_indexes[i];
      ProjectionRule(c.d, t, g.name, g.projection, IndexPath(c.d, t, true, i), out);
      if (!c.d.patterns.empty()) UnusedRule(c.d, t, g.name, IndexPath(c.d, t, true, i), out);
    }
    for (size_t i = 0; i < t.local_indexes.size(); ++i) {
      const LocalIndex& l = t.local_indexes[i];
      ProjectionRule(c.d, t, l.name, l.projection, IndexPath(c.d, t, false, i), out);
      if (!c.d.patterns.empty()) UnusedRule(c.d, t, l.name, IndexPath(c.d, t, false, i), out);
    }
  }
}

}  // namespace keyscape::model::lint
