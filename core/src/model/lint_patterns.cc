// Lint rules on access patterns: lookup-needs-timestamp, prefix-overlap, scan-required,
// filter-on-key.
#include <algorithm>
#include <set>

#include "keyscape/expr/attributes.h"
#include "keyscape/expr/parser.h"
#include "keyscape/model/pattern_target.h"
#include "lint_internal.h"
#include "model_names.h"

namespace keyscape::model::lint {
namespace {

constexpr char kLookupWhy[] =
    "A GetItem (or an update or delete of one item) needs the item's whole primary key. "
    "When the sort key starts with, or is, a timestamp, finding one item needs its creation "
    "time, which callers rarely have. A ULID embeds the time in the id, so PROJECT#<ulid> "
    "gives both creation order and lookup from the id alone.";
constexpr char kOverlapWhy[] =
    "begins_with matches every key that starts with its operand, whatever comes next: "
    "begins_with ORDER also returns ORDERLINE#... items, so the query reads (and pays for) "
    "items of another kind in the same item collection.";
constexpr char kScanWhy[] =
    "A Scan reads every item of the table or index and pays for all of them, whatever its "
    "filter keeps; its cost and latency grow with the table. A Query reads one item "
    "collection.";
constexpr char kFilterWhy[] =
    "A filter is applied after the items are read: every item the key condition selects "
    "is paid for, including the ones the filter drops. A condition on a key attribute "
    "belongs in the key condition, which reads only the matching items.";

FindingLocation PatternLocation(const AccessPattern& p, size_t i, std::string_view member) {
  FindingLocation l;
  l.table = p.table;
  l.index = p.index.value_or("");
  l.entity = p.entity.value_or("");
  l.pattern = p.name;
  l.path = PatternPath(i, member);
  return l;
}

bool IsLookup(const AccessPattern& p) {
  switch (p.operation) {
    case Operation::kGetItem:
    case Operation::kUpdateItem:
    case Operation::kDeleteItem:
    case Operation::kBatchGetItem:
    case Operation::kTransactGetItems:
      return true;
    case Operation::kQuery:
      return p.key && p.key->sort && p.key->sort->op == SortOp::kEq;
    default:
      return false;
  }
}

std::string Rendered(const KeyTemplate& t, const AccessPattern& p) {
  Result<std::string> r = t.Render(TemplateValuesOf(p.parameters));
  return r.ok() ? *r : t.text();
}

void CollectPaths(const expr::Node& n, std::set<std::string>* out) {
  if (n.type == expr::NodeType::kPath && !n.path.empty()) out->insert(n.path.front().name);
  for (const expr::Node& ch : n.children) CollectPaths(ch, out);
}

// The top-level attributes a pattern's filter names (empty when it has none or it does
// not parse).
std::set<std::string> FilterAttributes(const AccessPattern& p) {
  std::set<std::string> named;
  if (!p.filter) return named;
  Result<expr::ExpressionAttributes> attrs =
      expr::ExpressionAttributes::Build(&p.filter->names, &p.filter->values);
  if (!attrs.ok()) return named;
  Result<expr::ConditionExpression> cond =
      expr::ParseConditionExpression(p.filter->expression, expr::ExprKind::kFilter, &*attrs);
  if (cond.ok()) CollectPaths(cond->root, &named);
  return named;
}

bool IdLike(const AttributeSpec& a) {
  if (a.format == ValueFormat::kUlid || a.format == ValueFormat::kUuid) return true;
  const std::string& n = a.name;
  return a.allowed_values.empty() && n.size() > 2 &&
         (n.compare(n.size() - 2, 2, "Id") == 0 || n.compare(n.size() - 2, 2, "id") == 0);
}

// A Query that finds an item by filtering on an id that its sort key holds only after a
// date-time, or not at all: the id attribute, or "".
std::string FilteredId(const AccessPattern& p, const Design& d, const Entity& e,
                       const KeyTemplate& sort) {
  if (p.operation != Operation::kQuery) return "";
  for (const std::string& name : FilterAttributes(p)) {
    const AttributeSpec* a = e.FindAttribute(name);
    if (!a || !IdLike(*a)) continue;
    for (const TemplatePart& part : sort.parts()) {
      if (!part.placeholder) continue;
      if (part.text == name) break;  // the id comes first: the key finds it
      if (IsTime(part, e.FindAttribute(part.text), Texts(SamplesOf(d, e, part.text)))) return name;
    }
  }
  return "";
}

void LookupRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  const bool lookup = IsLookup(p) && p.key && p.key->sort;
  if (!lookup && !(p.operation == Operation::kQuery && p.filter && p.entity)) return;
  PatternTarget target = TargetOf(d, p);
  const Entity* e = p.entity ? d.FindEntity(*p.entity) : nullptr;
  const EntityKey* k = e && target.sort ? e->FindKey(target.sort->name) : nullptr;
  const std::string filtered = !lookup && k ? FilteredId(p, d, *e, k->key_template) : "";
  if (!lookup && filtered.empty()) return;
  std::string time_part, id_part;
  if (k) {
    for (const TemplatePart& part : k->key_template.parts()) {
      if (!part.placeholder) continue;
      const AttributeSpec* a = e->FindAttribute(part.text);
      if (time_part.empty() && IsTime(part, a, Texts(SamplesOf(d, *e, part.text))))
        time_part = part.text;
      else if (a && a->format == ValueFormat::kUlid && id_part.empty())
        id_part = part.text;
    }
  } else if (!e && lookup && HasIsoDateTime(Rendered(p.key->sort->value, p))) {
    time_part = "a timestamp";
  }
  if (time_part.empty()) return;
  FindingLocation l = PatternLocation(p, i, "key/sort/value");
  if (k) {
    l.path = EntityKeyPath(d, *e, k->attribute);
    l.attribute = k->attribute;
  }
  std::string fix =
      !id_part.empty()
          ? "drop the time from the key and keep the ULID, which already sorts by creation time: " +
                LeadingLiteral(k->key_template) + "${" + id_part + "}"
          : "key the item by a ULID id (\"format\": \"ulid\"): " +
                (k ? LeadingLiteral(k->key_template) : std::string("PREFIX#")) +
                "${id} sorts by creation time and finds the item from its id alone";
  if (!filtered.empty()) {
    fix = "key the items by " + filtered +
          " (a ULID, \"format\": \"ulid\", keeps the time order): " +
          LeadingLiteral(k->key_template) + "${" + filtered + "}, and look one up with GetItem";
    out->push_back(Make("lookup-needs-timestamp", Severity::kWarning, l,
                        "pattern \"" + p.name + "\" finds an item by filtering on " + filtered +
                            ": its sort key is ordered by " + time_part + " (" +
                            k->key_template.text() + "), so the Query reads the whole collection",
                        kLookupWhy, fix));
    return;
  }
  out->push_back(Make("lookup-needs-timestamp", Severity::kWarning, l,
                      "pattern \"" + p.name + "\" looks up one item, but its sort key needs " +
                          time_part + " (" +
                          (k ? k->key_template.text() : p.key->sort->value.text()) + ")",
                      kLookupWhy, fix));
}

// The entities other than the pattern's whose keys in the pattern's item collection start
// with the begins_with operand.
void OverlapRule(const Context& c, size_t i, Findings* out) {
  const AccessPattern& p = c.d.patterns[i];
  if (!p.key || !p.key->sort || p.key->sort->op != SortOp::kBeginsWith) return;
  PatternTarget target = TargetOf(c.d, p);
  if (!target.sort || target.sort->type != AttrType::kS) return;
  const std::string prefix = Rendered(p.key->sort->value, p);
  if (prefix.empty()) return;  // reads the whole collection on purpose
  const std::string partition = Rendered(p.key->partition, p);
  std::set<std::string> others;
  for (const Entity& f : c.d.entities) {
    if (f.table != p.table || (p.entity && f.name == *p.entity) || !p.entity) continue;
    const EntityKey* fs = f.FindKey(target.sort->name);
    const EntityKey* fp = f.FindKey(target.partition.name);
    if (!fs || !fp) continue;
    const Entity* e = c.d.FindEntity(*p.entity);
    const EntityKey* ep = e->FindKey(target.partition.name);
    bool same_collection = (ep && ep->key_template.text() == fp->key_template.text()) ||
                           Rendered(fp->key_template, p) == partition;
    if (same_collection && LeadingLiteral(fs->key_template).rfind(prefix, 0) == 0)
      others.insert(f.name);
  }
  // Sample items in the collection whose keys match without being of the pattern's kind.
  for (const RenderedItem& it : c.items) {
    if (it.table != p.table) continue;
    std::optional<std::string> pk = KeyText(it.item, target.partition.name);
    std::optional<std::string> sk = KeyText(it.item, target.sort->name);
    if (!pk || !sk || *pk != partition || sk->rfind(prefix, 0) != 0) continue;
    if (p.entity && it.entity && it.entity->name != *p.entity) others.insert(it.entity->name);
    bool mid_word = !prefix.empty() && IsAlnum(prefix.back()) && sk->size() > prefix.size() &&
                    IsAlnum((*sk)[prefix.size()]);
    if (!p.entity && !it.entity && mid_word) others.insert(*sk);
  }
  if (others.empty()) return;
  std::string list;
  for (const std::string& o : others) list += (list.empty() ? "" : ", ") + o;
  out->push_back(Make("prefix-overlap", Severity::kWarning, PatternLocation(p, i, "key/sort/value"),
                      "begins_with \"" + prefix + "\" of pattern \"" + p.name + "\" also matches " +
                          list + " in the same item collection",
                      kOverlapWhy,
                      "end the operand with the delimiter (begins_with \"" + prefix +
                          (IsAlnum(prefix.back()) ? "#" : "") +
                          "\") and give every other kind of item its own prefix that does "
                          "not start with it (e.g. LINE#... instead of ORDER#...#LINE#...)"));
}

bool IsRead(Operation op) { return !IsWriteOperation(op); }

void ScanRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  if (!IsRead(p.operation)) return;
  if (p.operation != Operation::kScan && p.key) return;
  std::set<std::string> named = FilterAttributes(p);
  std::string attr = named.empty() ? "status" : *named.begin();
  std::string upper;
  for (char ch : attr) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  out->push_back(Make("scan-required", Severity::kWarning, PatternLocation(p, i, "operation"),
                      "pattern \"" + p.name + "\" reads with a Scan" +
                          (p.operation == Operation::kScan ? "" : " (it has no key)"),
                      kScanWhy,
                      "serve it with a Query on a key built from what it selects on: a table "
                      "or GSI partition key " +
                          upper + "#${" + attr +
                          "}, with \"operation\": "
                          "\"Query\" and \"key\": {\"partition\": \"" +
                          upper + "#${" + attr + "}\"}"));
}

void FilterRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  std::set<std::string> named = FilterAttributes(p);
  if (named.empty()) return;
  PatternTarget t = TargetOf(d, p);
  std::vector<KeyAttribute> keys = {t.partition};
  if (t.global_index) keys = t.global_index->partition_key;
  if (t.global_index)
    for (const KeyAttribute& k : t.global_index->sort_key) keys.push_back(k);
  else if (t.sort)
    keys.push_back(*t.sort);
  for (const KeyAttribute& k : keys) {
    if (!named.count(k.name)) continue;
    out->push_back(Make(
        "filter-on-key", Severity::kWarning, PatternLocation(p, i, "filter/expression"),
        "the filter of pattern \"" + p.name + "\" tests the key attribute " + k.name, kFilterWhy,
        "move the condition on " + k.name +
            " into the pattern's key (key.sort with =, <, <=, >, >=, between "
            "or begins_with; the partition key is already matched exactly)"));
  }
}

}  // namespace

void PatternRules(const Context& c, Findings* out) {
  for (size_t i = 0; i < c.d.patterns.size(); ++i) {
    LookupRule(c.d, i, out);
    OverlapRule(c, i, out);
    ScanRule(c.d, i, out);
    FilterRule(c.d, i, out);
  }
}

}  // namespace keyscape::model::lint
