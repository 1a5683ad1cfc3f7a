// lookup-needs-timestamp (lint.h's rule table): a single-item read, update or delete (or a
// Query with "=") whose entity's sort key holds a date-time, or a Query that filters on an id
// the time-ordered key holds only after the time. A part of the lint rule table (context.h).
#include <set>
#include <string>
#include <utility>

#include "analysis/context.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/pattern_target.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::analysis::lint {

using model::AccessPattern;
using model::AttributeSpec;
using model::Design;
using model::Entity;
using model::EntityKey;
using model::KeyTemplate;
using model::Operation;
using model::PatternTarget;
using model::SortOp;
using model::TargetOf;
using model::TemplatePart;
using model::ValueFormat;

namespace {

constexpr char kLookupWhy[] =
    "A GetItem (or an update or delete of one item) needs the item's whole primary key. "
    "When the sort key starts with, or is, a timestamp, finding one item needs its creation "
    "time, which callers rarely have. A ULID embeds the time in the id, so PROJECT#<ulid> "
    "gives both creation order and lookup from the id alone.";

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

bool IdLike(const AttributeSpec& a) {
  if (a.format == ValueFormat::kUlid || a.format == ValueFormat::kUuid) return true;
  const std::string& n = a.name;
  return a.allowed_values.empty() && n.size() > 2 &&
         (n.compare(n.size() - 2, 2, "Id") == 0 || n.compare(n.size() - 2, 2, "id") == 0);
}

// The entity's sample items keep distinct keys when its sort key is `sort`: no two render
// the same partition key (`partition`, an entity key) and sort key. Items whose keys do not
// render are left out; false when `sort` does not parse or there is no partition key.
bool KeysStayDistinct(const Design& d, const Entity& e, const EntityKey* partition,
                      const std::string& sort) {
  base::Result<KeyTemplate> t = KeyTemplate::Parse(sort);
  if (!t.ok() || !partition) return false;
  std::set<std::pair<std::string, std::string>> seen;
  for (const model::SampleItem& item : d.items) {
    if (!item.entity || *item.entity != e.name) continue;
    const model::TemplateValues v = model::TemplateValuesOf(item.values);
    base::Result<std::string> pk = partition->key_template.Render(v);
    base::Result<std::string> sk = t->Render(v);
    if (pk.ok() && sk.ok() && !seen.emplace(*pk, *sk).second) return false;
  }
  return true;
}

// A Query that finds one item by filtering on an id that its sort key holds only after a
// date-time: the id attribute, or "". The id must tell the entity's sample items apart
// within a partition (the key re-made from it, LeadingLiteral + ${id}, stays distinct), so
// that the fix keeps every item and the Query returns what it did; an attribute many items
// share (a message's userId) is a filter on a set, not a lookup.
std::string FilteredId(const AccessPattern& p, const Design& d, const Entity& e,
                       const KeyTemplate& sort, const EntityKey* partition) {
  if (p.operation != Operation::kQuery) return "";
  for (const std::string& name : FilterAttributes(p)) {
    const AttributeSpec* a = e.FindAttribute(name);
    if (!a || !IdLike(*a)) continue;
    bool after_time = false;
    for (const TemplatePart& part : sort.parts()) {
      if (!part.placeholder) continue;
      if (part.text == name) {
        if (after_time &&
            KeysStayDistinct(d, e, partition, LeadingLiteral(sort) + "${" + name + "}"))
          return name;
        break;
      }
      if (IsTime(part, e.FindAttribute(part.text), Texts(SamplesOf(d, e, part.text))))
        after_time = true;
    }
  }
  return "";
}

void PatternRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  const bool lookup = IsLookup(p) && p.key && p.key->sort;
  if (!lookup && !(p.operation == Operation::kQuery && p.filter && p.entity)) return;
  PatternTarget target = TargetOf(d, p);
  const Entity* e = p.entity ? d.FindEntity(*p.entity) : nullptr;
  const EntityKey* k = e && target.sort ? e->FindKey(target.sort->name) : nullptr;
  const EntityKey* pk = e ? e->FindKey(target.partition.name) : nullptr;
  const std::string filtered = !lookup && k ? FilteredId(p, d, *e, k->key_template, pk) : "";
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

}  // namespace

void LookupNeedsTimestamp(const Context& c, Findings* out) {
  for (size_t i = 0; i < c.d.patterns.size(); ++i) PatternRule(c.d, i, out);
}

}  // namespace keyscape::analysis::lint
