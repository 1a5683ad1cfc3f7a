// key-too-long (lint.h's rule table): a key template whose literals and pad widths exceed
// DynamoDB's key size limits, or a sample item's key that does. A part of the lint rule table
// (context.h).
#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "analysis/context.h"
#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_roles.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::analysis::lint {

using base::Json;
using model::AttributeSpec;
using model::KeyRole;
using model::RenderedItem;
using model::TableModel;
using model::TemplateFilter;
using model::TemplatePart;
using model::TemplateText;
using value::AttrType;

namespace {

constexpr char kTooLongWhy[] =
    "DynamoDB limits a partition key value to 2,048 bytes and a sort key value to 1,024 "
    "bytes (UTF-8); a longer key is rejected with a ValidationException.";
constexpr char kItemTooLongWhy[] =
    "DynamoDB limits a partition key value to 2,048 bytes and a sort key value to 1,024 "
    "bytes; a longer key is rejected with a ValidationException.";

// The fewest bytes the template can render to: literals plus pad widths (or the shortest
// of a closed values set).
size_t MinLength(const EntityKeyContext& k) {
  size_t n = 0;
  for (const TemplatePart& p : k.k.key_template.parts()) {
    if (!p.placeholder) {
      n += p.text.size();
      continue;
    }
    size_t w = 0;
    for (const TemplateFilter& f : p.filters)
      if (f.kind == TemplateFilter::Kind::kPad) w = std::max<size_t>(w, f.width);
    if (const AttributeSpec* a = k.e.FindAttribute(p.text); a && !a->allowed_values.empty()) {
      size_t shortest = SIZE_MAX;
      for (const Json& v : a->allowed_values) shortest = std::min(shortest, TemplateText(v).size());
      w = std::max(w, shortest);
    }
    n += w;
  }
  return n;
}

void KeyRule(const EntityKeyContext& k, Findings* out) {
  if (k.type == AttrType::kN) return;
  size_t limit = k.sort_role ? 1024 : 2048;
  size_t min = MinLength(k);
  if (min <= limit) return;
  out->push_back(Make(
      "key-too-long", Severity::kError, KeyLocation(k, k.sort_role ? k.sort_role->index : ""),
      k.k.attribute + " of " + k.e.name + " is at least " + std::to_string(min) + " bytes (" +
          (k.sort_role ? "sort" : "partition") + " keys: at most " + std::to_string(limit) + ")",
      kTooLongWhy,
      "shorten the literal text and pad widths of " + k.k.key_template.text() + " to at most " +
          std::to_string(limit) + " bytes in all"));
}

bool AlreadyFlagged(const Findings& out, const std::string& rule, const std::string& entity,
                    const std::string& attr) {
  for (const Finding& f : out)
    if (f.rule == rule && f.location.entity == entity && f.location.attribute == attr) return true;
  return false;
}

// Rendered items' keys: one finding per table, entity and attribute, none for an entity key
// its template already reported.
void ItemRule(const Context& c, Findings* out) {
  std::set<std::tuple<std::string, std::string, std::string>> seen;
  std::map<const TableModel*, std::vector<KeyRole>> roles;  // each table's, built once
  for (const RenderedItem& it : c.items) {
    const TableModel* t = c.d.FindTable(it.table);
    const std::string entity = it.entity ? it.entity->name : "";
    auto at = roles.find(t);
    if (at == roles.end()) at = roles.emplace(t, RolesOf(*t)).first;
    for (const KeyRole& r : at->second) {
      if (r.attr.type == AttrType::kN) continue;
      std::optional<std::string> v = KeyText(it.item, r.attr.name);
      size_t limit = r.sort ? 1024 : 2048;
      if (!v || v->size() <= limit || !seen.insert({it.table, entity, r.attr.name}).second)
        continue;
      if (AlreadyFlagged(*out, "key-too-long", entity, r.attr.name) && !entity.empty()) continue;
      FindingLocation l;
      l.table = t->name;
      l.index = r.index;
      l.entity = entity;
      l.attribute = r.attr.name;
      l.path = ItemPath(c.d, it, r.attr.name);
      out->push_back(Make("key-too-long", Severity::kError, l,
                          "the " + std::string(r.sort ? "sort" : "partition") + " key " +
                              r.attr.name + " of item " + std::to_string(it.index) + " is " +
                              std::to_string(v->size()) + " bytes (at most " +
                              std::to_string(limit) + ")",
                          kItemTooLongWhy,
                          "keep " + r.attr.name + " under " + std::to_string(limit) +
                              " bytes: move long values out of the key into non-key attributes, "
                              "or key by a short id"));
    }
  }
}

}  // namespace

void KeyTooLong(const Context& c, Findings* out) {
  ForEachEntityKey(c, [&](const EntityKeyContext& k) { KeyRule(k, out); });
  ItemRule(c, out);
}

}  // namespace keyscape::analysis::lint
