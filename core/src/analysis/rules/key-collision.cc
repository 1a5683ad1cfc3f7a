// key-collision (lint.h's rule table): two sample items of one table with the same primary
// key, so the table holds only the one put last. A part of the lint rule table (context.h).
#include <set>
#include <string>
#include <string_view>

#include "analysis/context.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template_text.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/base64.h"

namespace keyscape::analysis::lint {

using model::Entity;
using model::EntityKey;
using model::RenderedItem;
using model::TableModel;
using value::AttrType;

namespace {

constexpr char kCollisionWhy[] =
    "A table holds one item per primary key: a PutItem whose key is already there replaces "
    "that item whole, so of two items with one key the table keeps the one written last. "
    "When the keys of two kinds of items can render the same text, their items overwrite "
    "each other in production as the sample items do here.";

// The key attribute's value as a message shows it: `attr "text"` (B as base64).
std::string KeyPart(const model::KeyAttribute& k, const std::string& text) {
  return k.name + " \"" + (k.type == AttrType::kB ? value::Base64Encode(text) : text) + "\"";
}

// "a sample item of Order" / "a raw item".
std::string Describe(const RenderedItem& it) {
  return it.entity ? "a sample item of " + it.entity->name : std::string("a raw item");
}

// The key template text of `e` for attribute `attr`, if it has one.
const std::string* TemplateOf(const Entity& e, const std::string& attr) {
  const EntityKey* k = e.FindKey(attr);
  return k ? &k->key_template.text() : nullptr;
}

// "ORDER#": the entity's name upper-cased, as a key prefix.
std::string PrefixOf(const Entity& e) {
  return "\"" + model::template_text::AsciiUpper(e.name) + "#\"";
}

std::string FixFor(const TableModel& t, const RenderedItem& earlier, const RenderedItem& later) {
  if (!earlier.entity || !later.entity || earlier.entity == later.entity)
    return "Change the values of one of the two items (or remove one): each item of a table "
           "needs a primary key of its own.";
  const Entity& a = *earlier.entity;
  const Entity& b = *later.entity;
  const std::string& attr = t.sort_key ? t.sort_key->name : t.partition_key.name;
  std::string fix =
      "Give " + a.name + "'s and " + b.name + "'s " + attr + " literals the other's cannot render";
  const std::string* ta = TemplateOf(a, attr);
  const std::string* tb = TemplateOf(b, attr);
  if (ta && tb)
    fix += *ta == *tb ? " (both are now \"" + *ta + "\")"
                      : " (now \"" + *ta + "\" and \"" + *tb + "\")";
  return fix + ", for example entity prefixes such as " + PrefixOf(a) + " and " + PrefixOf(b) + ".";
}

// The item's primary key as one text (model::PrimaryKeyText); "" when it lacks a key
// attribute.
std::string PrimaryKeyOf(const TableModel& t, const RenderedItem& it) {
  const std::string* pk = KeyTextOf(it.item, t.partition_key.name);
  const std::string* sk = t.sort_key && pk ? KeyTextOf(it.item, t.sort_key->name) : nullptr;
  if (!pk || (t.sort_key && !sk)) return "";
  return model::PrimaryKeyText(t, *pk, sk ? *sk : "");
}

void Report(const Context& c, const TableModel& t, const RenderedItem& earlier,
            const RenderedItem& later, Findings* out) {
  std::string shown = KeyPart(t.partition_key, *KeyTextOf(later.item, t.partition_key.name));
  if (t.sort_key) shown += ", " + KeyPart(*t.sort_key, *KeyTextOf(later.item, t.sort_key->name));
  FindingLocation where{t.name,
                        "",
                        later.entity ? later.entity->name : "",
                        t.partition_key.name,
                        "",
                        ItemPath(c.d, later, t.partition_key.name)};
  out->push_back(Make("key-collision", Severity::kWarning, std::move(where),
                      Describe(later) + " has the primary key of an earlier " +
                          Describe(earlier).substr(2) + " (" + shown +
                          "): the table keeps only the later one",
                      kCollisionWhy, FixFor(t, earlier, later)));
}

void TableRule(const Context& c, const TableModel& t, Findings* out) {
  std::set<std::string> seen;
  for (size_t i = 0; i < c.items.size(); ++i) {
    const RenderedItem& it = c.items[i];
    if (it.table != t.name) continue;
    std::string key = PrimaryKeyOf(t, it);
    if (key.empty() || seen.insert(key).second) continue;
    // The latest earlier item with this key (a repeated key is rare: a scan back).
    size_t j = i;
    while (c.items[--j].table != t.name || PrimaryKeyOf(t, c.items[j]) != key) {
    }
    Report(c, t, c.items[j], it, out);
  }
}

}  // namespace

void KeyCollision(const Context& c, Findings* out) {
  for (const TableModel& t : c.d.tables) TableRule(c, t, out);
}

}  // namespace keyscape::analysis::lint
