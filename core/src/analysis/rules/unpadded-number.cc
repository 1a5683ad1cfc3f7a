// unpadded-number (lint.h's rule table): a number in an S sort key without a fixed width, in
// an entity's sort-key template, a pattern's sort-key bound, or raw items' sort keys. A part
// of the lint rule table (context.h).
#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "analysis/context.h"
#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_roles.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/pattern_target.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::analysis::lint {

using base::Json;
using model::AccessPattern;
using model::AttributeSpec;
using model::Design;
using model::Entity;
using model::EntityKey;
using model::KeyAttribute;
using model::KeyRole;
using model::KeyTemplate;
using model::TableModel;
using model::TargetOf;
using model::TemplateFilter;
using model::TemplatePart;
using model::TemplateText;
using model::ValueFormat;
using value::AttrType;

namespace {

constexpr char kUnpaddedWhy[] =
    "An S key sorts by UTF-8 bytes, not numerically: ORDER#10 sorts between ORDER#1 and "
    "ORDER#2, so ranges, \"latest\" and \"after n\" queries go wrong once the numbers cross "
    "a digit boundary. Zero-padding to a fixed width makes byte order equal numeric order.";
constexpr char kRawUnpaddedWhy[] =
    "An S key sorts by UTF-8 bytes, not numerically: ORDER#10 sorts between ORDER#1 and "
    "ORDER#2. Numbers of different lengths after the same prefix in one item collection "
    "come back out of numeric order.";

bool AllDigitsVaryingLength(const std::vector<std::string>& texts) {
  if (texts.empty()) return false;
  for (const std::string& s : texts)
    if (!IsDigits(s)) return false;
  for (const std::string& s : texts)
    if (s.size() != texts[0].size()) return true;
  return false;
}

bool IsEpoch(const AttributeSpec* a) {
  return a && (a->format == ValueFormat::kEpochSeconds || a->format == ValueFormat::kEpochMillis);
}

// A number in text: an N attribute (not an epoch time, whose width is fixed in practice),
// or an S attribute whose sample values are all digits of different lengths.
bool IsNumberText(const AttributeSpec* a, const std::vector<std::string>& samples) {
  if (!a || IsEpoch(a)) return false;
  if (a->type == AttrType::kN) {
    if (a->allowed_values.empty()) return true;
    for (const Json& v : a->allowed_values)
      if (TemplateText(v).size() != TemplateText(a->allowed_values[0]).size()) return true;
    return false;
  }
  return a->type == AttrType::kS && AllDigitsVaryingLength(samples);
}

uint32_t PadWidth(const std::vector<std::string>& samples) {
  size_t w = 10;
  for (const std::string& s : samples) w = std::max(w, s.size() + 2);
  return static_cast<uint32_t>(w);
}

void SlotRule(const SortKeySlot& s, Findings* out) {
  if (HasFilter(s.p, TemplateFilter::Kind::kPad) || !IsNumberText(s.a, s.samples)) return;
  const std::string fixed =
      WithFilters(s.tmpl(), s.part, "pad(" + std::to_string(PadWidth(s.samples)) + ")");
  out->push_back(WithValue(Make("unpadded-number", Severity::kWarning, s.Location(),
                                s.Where() + " holds the number " + s.p.text + " unpadded (" +
                                    s.tmpl().text() + "): it sorts as text, 10 before 2",
                                kUnpaddedWhy, "zero-pad it to a fixed width: " + fixed),
                           fixed));
}

// The pad width a pattern's bound for `name` should use: that of the same placeholder in
// the entity's sort key template, else its widest pad, else 10.
uint32_t BoundWidth(const Entity* e, const KeyAttribute& sort, const std::string& name) {
  const EntityKey* k = e ? e->FindKey(sort.name) : nullptr;
  uint32_t widest = 0;
  for (size_t j = 0; k && j < k->key_template.parts().size(); ++j) {
    std::optional<uint32_t> w =
        k->key_template.parts()[j].placeholder ? k->key_template.FixedWidth(j) : std::nullopt;
    if (!w) continue;
    if (k->key_template.parts()[j].text == name) return *w;
    widest = std::max(widest, *w);
  }
  return widest ? widest : 10;
}

// The sort attributes of the key a pattern reads, in key order (one unless the pattern is on
// a multi-attribute GSI sort key).
std::vector<KeyAttribute> SortAttributes(const model::PatternTarget& t) {
  if (t.global_index) return t.global_index->sort_key;
  if (t.sort) return {*t.sort};
  return {};
}

// One bound of a pattern's condition on S sort attribute `sort`: a number parameter without
// pad. Where an entity template builds the attribute, the bound is padded like it (fixValue);
// where the attribute is the item's own (a multi-attribute key's), it holds the value as
// written: the fix is a number type, with no fixValue.
void BoundRule(const AccessPattern& p, const Entity* e, const KeyAttribute& sort,
               const KeyTemplate& t, FindingLocation l, Findings* out) {
  for (size_t j = 0; j < t.parts().size(); ++j) {
    const TemplatePart& part = t.parts()[j];
    if (!part.placeholder || HasFilter(part, TemplateFilter::Kind::kPad)) continue;
    const Json* v = p.parameters.is_object() ? p.parameters.Find(part.text) : nullptr;
    const AttributeSpec* a = e ? e->FindAttribute(part.text) : nullptr;
    bool number = (v && v->is_number() && !IsEpoch(a)) || (a && IsNumberText(a, {}));
    if (!number) continue;
    const std::string message = "the sort-key template " + t.text() + " of pattern \"" +
                                p.name + "\" holds the number " + part.text + " unpadded";
    const bool own = e && !e->FindKey(sort.name) && e->FindAttribute(sort.name);
    if (own) {
      out->push_back(Make("unpadded-number", Severity::kWarning, l, message, kUnpaddedWhy,
                          sort.name + " is the items' own attribute, stored as written: give it "
                          "the type N (in entity " + e->name + " and in the index's key) so "
                          "it sorts by value, or store it zero-padded"));
      continue;
    }
    const std::string padded =
        WithFilters(t, j, "pad(" + std::to_string(BoundWidth(e, sort, part.text)) + ")");
    out->push_back(WithValue(Make("unpadded-number", Severity::kWarning, l, message, kUnpaddedWhy,
                                  "pad the bound like the key it is compared with: " + padded),
                             padded));
  }
}

// A pattern's sort-key bounds, each condition against its sort attribute.
void PatternRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  if (!p.key) return;
  const std::vector<KeyAttribute> sorts = SortAttributes(TargetOf(d, p));
  const std::vector<const model::SortCondition*> conds = p.key->SortConditions();
  const Entity* e = p.entity ? d.FindEntity(*p.entity) : nullptr;
  for (size_t c = 0; c < conds.size() && c < sorts.size(); ++c) {
    if (sorts[c].type != AttrType::kS) continue;
    const std::string at =
        p.key->sort_as_array ? "key/sort/" + std::to_string(c) + "/" : std::string("key/sort/");
    FindingLocation l;
    l.table = p.table;
    l.index = p.index.value_or("");
    l.entity = p.entity.value_or("");
    l.pattern = p.name;
    l.path = PatternPath(i, at + "value");
    BoundRule(p, e, sorts[c], conds[c]->value, l, out);
    l.path = PatternPath(i, at + "high");
    if (conds[c]->high) BoundRule(p, e, sorts[c], *conds[c]->high, l, out);
  }
}

// Whole-token digit runs: (start, length), a run neither preceded nor followed by a letter
// or digit.
std::vector<std::pair<size_t, size_t>> NumberTokens(std::string_view s) {
  std::vector<std::pair<size_t, size_t>> out;
  for (size_t i = 0; i < s.size();) {
    if (!std::isdigit(static_cast<unsigned char>(s[i])) || (i > 0 && IsAlnum(s[i - 1]))) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
    if (j == s.size() || !IsAlnum(s[j])) out.push_back({i, j - i});
    i = j;
  }
  return out;
}

// Raw items: one collection's sort keys with digit runs of different lengths after the same
// prefix.
void RawRule(const Context& c, const TableModel& t, const KeyRole& r,
             const std::vector<RawKey>& keys, Findings* out) {
  std::map<std::pair<std::string, std::string>, size_t> width;  // (pk, prefix) -> length
  for (const RawKey& k : keys) {
    for (auto [start, len] : NumberTokens(k.sort)) {
      auto [it, fresh] = width.emplace(std::make_pair(k.partition, k.sort.substr(0, start)), len);
      if (fresh || it->second == len) continue;
      out->push_back(Make("unpadded-number", Severity::kWarning, RawLocation(c, t, r, *k.item),
                          "sort keys " + k.sort + " and others after " + it->first.second +
                              " hold numbers of different lengths in one item collection",
                          kRawUnpaddedWhy,
                          "zero-pad the number to a fixed width: " + it->first.second +
                              std::string(10 - std::min<size_t>(len, 10), '0') +
                              k.sort.substr(start, len)));
      return;
    }
  }
}

}  // namespace

void UnpaddedNumber(const Context& c, Findings* out) {
  ForEachSortKeySlot(c, [&](const SortKeySlot& s) { SlotRule(s, out); });
  for (size_t i = 0; i < c.d.patterns.size(); ++i) PatternRule(c.d, i, out);
  ForEachRawSortKey(c, [&](const TableModel& t, const KeyRole& r, const std::vector<RawKey>& keys) {
    RawRule(c, t, r, keys, out);
  });
}

}  // namespace keyscape::analysis::lint
