// The helpers and walks the lint rules share (context.h).
#include "context.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/expr/parser.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_roles.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/key_template_text.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::analysis::lint {

using base::Child;
using base::Json;
using base::Result;
using model::AccessPattern;
using model::AttributeSpec;
using model::Design;
using model::Entity;
using model::EntityKey;
using model::GlobalIndex;
using model::IndexProjection;
using model::KeyAttribute;
using model::KeyRole;
using model::KeyTemplate;
using model::LocalIndex;
using model::RenderedItem;
using model::SampleItem;
using model::TableModel;
using model::TemplateFilter;
using model::TemplatePart;
using model::TemplateText;
using model::TemplateValuesOf;
using model::ValueFormat;
using value::AttributeValue;
using value::AttrType;
using value::Item;

namespace {

// SampleIndexScope's index of the design `d`: the positions in d.items of each entity's
// items (by the entity's position in d.entities), in item order; each table's key roles
// (by the table's position in d.tables).
struct SampleIndex {
  const Design* d = nullptr;
  std::vector<std::vector<size_t>> items_of;
  std::vector<std::vector<KeyRole>> roles_of;
  // Texts(SamplesOf(entity, attribute)), once per entity and attribute: the sort-key rules
  // each walk every slot (ForEachSortKeySlot).
  std::map<std::pair<size_t, std::string>, std::vector<std::string>, std::less<>> texts;
};
thread_local SampleIndex* active_index = nullptr;

// The position of `x` in `v` when it is one of its elements.
template <typename T>
std::optional<size_t> PositionIn(const std::vector<T>& v, const T& x) {
  const T* first = v.data();
  if (!std::less_equal<>()(first, &x) || !std::less<>()(&x, first + v.size())) return std::nullopt;
  return &x - first;
}

// The index of `d` when a SampleIndexScope of it lives.
const SampleIndex* IndexFor(const Design& d) {
  return active_index && active_index->d == &d ? active_index : nullptr;
}

}  // namespace

SampleIndexScope::SampleIndexScope(const Design& d) {
  auto* index = new SampleIndex{&d, std::vector<std::vector<size_t>>(d.entities.size()), {}, {}};
  // The first entity of each name, and each entity's next one of the same name (kNone: none).
  constexpr size_t kNone = static_cast<size_t>(-1);
  std::map<std::string, size_t> first;
  std::vector<size_t> next(d.entities.size(), kNone);
  for (size_t e = d.entities.size(); e-- > 0;) {
    auto at = first.find(d.entities[e].name);
    if (at != first.end()) next[e] = at->second;
    first[d.entities[e].name] = e;
  }
  for (size_t i = 0; i < d.items.size(); ++i) {
    const SampleItem& s = d.items[i];
    if (!s.entity) continue;
    if (auto at = first.find(*s.entity); at != first.end())
      for (size_t e = at->second; e != kNone; e = next[e]) index->items_of[e].push_back(i);
  }
  for (const TableModel& t : d.tables) index->roles_of.push_back(model::KeyRolesOf(t));
  delete active_index;
  active_index = index;
}

SampleIndexScope::~SampleIndexScope() {
  delete active_index;
  active_index = nullptr;
}

std::vector<KeyRole> RolesOf(const TableModel& t) { return model::KeyRolesOf(t); }

namespace {
std::optional<KeyRole> RoleOf(const TableModel& t, std::string_view attr, bool sort) {
  auto find = [&](const std::vector<KeyRole>& roles) -> std::optional<KeyRole> {
    for (const KeyRole& r : roles)
      if (r.attr.name == attr && r.sort == sort) return r;
    return std::nullopt;
  };
  const std::optional<size_t> at =
      active_index ? PositionIn(active_index->d->tables, t) : std::nullopt;
  if (at) return find(active_index->roles_of[*at]);
  return find(RolesOf(t));
}
}  // namespace

std::optional<KeyRole> SortRole(const TableModel& t, std::string_view attr) {
  return RoleOf(t, attr, true);
}
std::optional<KeyRole> PartitionRole(const TableModel& t, std::string_view attr) {
  return RoleOf(t, attr, false);
}

// ---- entity keys ----

namespace {
// The type of the first of t.AllKeyAttributes() named `attr`, found in the same order
// without building that list (lint asks it for every entity key of every key rule).
std::optional<AttrType> KeyTypeOf(const TableModel& t, std::string_view attr) {
  if (t.partition_key.name == attr) return t.partition_key.type;
  if (t.sort_key && t.sort_key->name == attr) return t.sort_key->type;
  for (const model::GlobalIndex& g : t.global_indexes) {
    for (const KeyAttribute& a : g.partition_key)
      if (a.name == attr) return a.type;
    for (const KeyAttribute& a : g.sort_key)
      if (a.name == attr) return a.type;
  }
  for (const model::LocalIndex& l : t.local_indexes)
    if (l.sort_key.name == attr) return l.sort_key.type;
  return std::nullopt;
}
}  // namespace

namespace {

// Texts(SamplesOf(d, e, attr)): kept by the index while Lint's lives (the sort-key and
// partition-key rules each walk every key), else built into *own.
const std::vector<std::string>& SampleTexts(const Design& d, const Entity& e,
                                            const std::string& attr,
                                            std::vector<std::string>* own) {
  SampleIndex* index = active_index && active_index->d == &d ? active_index : nullptr;
  std::optional<size_t> at = index ? PositionIn(d.entities, e) : std::nullopt;
  if (!at) return *own = Texts(SamplesOf(d, e, attr));
  auto key = std::make_pair(*at, attr);
  auto found = index->texts.find(key);
  if (found == index->texts.end())
    found = index->texts.emplace(std::move(key), Texts(SamplesOf(d, e, attr))).first;
  return found->second;
}

}  // namespace

void ForEachEntityKey(const Context& c, base::FunctionRef<void(const EntityKeyContext&)> f) {
  for (const Entity& e : c.d.entities) {
    const TableModel* t = c.d.FindTable(e.table);
    for (const EntityKey& key : e.keys) {
      std::optional<AttrType> type = KeyTypeOf(*t, key.attribute);
      if (!type) continue;
      f(EntityKeyContext{c.d, e, *t, key, *type, SortRole(*t, key.attribute)});
    }
  }
}

FindingLocation KeyLocation(const EntityKeyContext& k, const std::string& index) {
  FindingLocation l;
  l.table = k.t.name;
  l.index = index;
  l.entity = k.e.name;
  l.attribute = k.k.attribute;
  l.path = EntityKeyPath(k.d, k.e, k.k.attribute);
  return l;
}

void ForEachSortKeySlot(const Context& c, base::FunctionRef<void(const SortKeySlot&)> f) {
  ForEachEntityKey(c, [&](const EntityKeyContext& k) {
    if (!k.sort_role || k.type != AttrType::kS) return;
    bool first = true;
    for (size_t i = 0; i < k.k.key_template.parts().size(); ++i) {
      const TemplatePart& p = k.k.key_template.parts()[i];
      if (!p.placeholder) continue;
      std::vector<std::string> own;
      f(SortKeySlot{k, i, p, k.e.FindAttribute(p.text), SampleTexts(k.d, k.e, p.text, &own),
                    first});
      first = false;
    }
  });
}

// ---- raw items ----

void ForEachRawSortKey(
    const Context& c,
    base::FunctionRef<void(const TableModel&, const KeyRole&, const std::vector<RawKey>&)> f) {
  for (const TableModel& t : c.d.tables) {
    for (const KeyRole& r : RolesOf(t)) {
      if (!r.sort || r.attr.type != AttrType::kS) continue;
      std::vector<RawKey> keys;
      for (const RenderedItem& it : c.items) {
        if (it.entity || it.table != t.name) continue;
        std::optional<std::string> pk = KeyText(it.item, r.partition_of_sort);
        std::optional<std::string> sk = KeyText(it.item, r.attr.name);
        if (pk && sk) keys.push_back({&it, *pk, *sk});
      }
      f(t, r, keys);
    }
  }
}

FindingLocation RawLocation(const Context& c, const TableModel& t, const KeyRole& r,
                            const RenderedItem& it) {
  FindingLocation l;
  l.table = t.name;
  l.index = r.index;
  l.attribute = r.attr.name;
  l.path = ItemPath(c.d, it, r.attr.name);
  return l;
}

// ---- access patterns ----

FindingLocation PatternLocation(const AccessPattern& p, size_t i, std::string_view member) {
  FindingLocation l;
  l.table = p.table;
  l.index = p.index.value_or("");
  l.entity = p.entity.value_or("");
  l.pattern = p.name;
  l.path = PatternPath(i, member);
  return l;
}

std::string Rendered(const KeyTemplate& t, const AccessPattern& p) {
  Result<std::string> r = t.Render(TemplateValuesOf(p.parameters));
  return r.ok() ? *r : t.text();
}

namespace {
void CollectPaths(const expr::Node& n, std::set<std::string>* out) {
  if (n.type == expr::NodeType::kPath && !n.path.empty()) out->insert(n.path.front().name);
  for (const expr::Node& ch : n.children) CollectPaths(ch, out);
}
}  // namespace

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

// ---- partition keys ----

std::string Num(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, v >= 100 || v == std::floor(v) ? "%.0f" : "%.1f", v);
  return buf;
}

std::string IdAttribute(const Entity& e) {
  for (const AttributeSpec& a : e.attributes)
    if (a.format == ValueFormat::kUlid || a.format == ValueFormat::kUuid) return a.name;
  for (const AttributeSpec& a : e.attributes)
    if (a.allowed_values.empty() && a.name.size() > 2 &&
        (a.name.substr(a.name.size() - 2) == "Id" || a.name.substr(a.name.size() - 2) == "id"))
      return a.name;
  return "id";
}

uint32_t ShardsPastFewValues(std::optional<double> others, double count) {
  if (!others || *others <= 0 || count < kManyKeyItems) return 1;
  return static_cast<uint32_t>(std::floor(kFewKeyValues / *others)) + 1;
}

namespace {

std::vector<KeyAttribute> PartitionAttributes(const TableModel& t, const std::string& index) {
  if (index.empty()) return {t.partition_key};
  return t.FindGlobalIndex(index)->partition_key;
}

std::vector<std::string> PartitionIndexes(const TableModel& t) {
  std::vector<std::string> out = {""};
  for (const GlobalIndex& g : t.global_indexes) out.push_back(g.name);
  return out;
}

// The text around the first ISO date (and the time after it), or nullopt without one:
// "DAY#" of DAY#2026-06-23, "C#c1#" of C#c1#2026-06-23T10:00:00Z.
std::optional<std::string> WithoutDate(const std::string& s) {
  for (size_t i = 0; i + 10 <= s.size(); ++i) {
    if ((i > 0 && std::isdigit(static_cast<unsigned char>(s[i - 1]))) ||
        !HasIsoDate(std::string_view(s).substr(i, 10)))
      continue;
    size_t j = i + 10;
    while (j < s.size() && std::strchr("0123456789-:TZ.+", s[j]) && s[j] != '\0') ++j;
    return s.substr(0, i) + s.substr(j);
  }
  return std::nullopt;
}

}  // namespace

void ForEachEntityPartitionKey(const Context& c,
                               base::FunctionRef<void(const EntityPartitionKey&)> f) {
  for (const Entity& e : c.d.entities) {
    const TableModel* t = c.d.FindTable(e.table);
    const double samples = static_cast<double>(SampleCount(c.d, e));
    const double count = std::max(static_cast<double>(e.expected_count.value_or(0)), samples);
    for (const std::string& index : PartitionIndexes(*t)) {
      std::optional<double> card = 1;
      bool complete = true;
      std::string time_attr;
      bool open_other = false;
      const EntityKey* first = nullptr;
      for (const KeyAttribute& k : PartitionAttributes(*t, index)) {
        const EntityKey* ek = e.FindKey(k.name);
        if (!ek) {
          complete = false;
          break;
        }
        if (!first) first = ek;
        std::optional<double> n = Cardinality(ek->key_template, e);
        card = card && n ? std::optional<double>(*card * *n) : std::nullopt;
        for (const TemplatePart& p : ek->key_template.parts()) {
          if (!p.placeholder) continue;
          const AttributeSpec* a = e.FindAttribute(p.text);
          std::vector<std::string> own;
          if (IsTime(p, a, SampleTexts(c.d, e, p.text, &own))) {
            if (time_attr.empty()) time_attr = p.text;
          } else if (!a || a->allowed_values.empty()) {
            open_other = true;
          }
        }
      }
      if (!complete || !first) continue;
      FindingLocation l{t->name,          index, e.name,
                        first->attribute, "",    EntityKeyPath(c.d, e, first->attribute)};
      f(EntityPartitionKey{e, *first, card, count, time_attr, open_other, std::move(l)});
    }
  }
}

void ForEachRawPartitionKey(const Context& c, base::FunctionRef<void(const RawPartitionKey&)> f) {
  for (const TableModel& t : c.d.tables) {
    for (const KeyRole& r : RolesOf(t)) {
      if (r.sort) continue;
      std::set<std::string> distinct;
      std::set<std::string> rests;
      size_t n = 0, dated = 0;
      const RenderedItem* first = nullptr;
      for (const RenderedItem& it : c.items) {
        if (it.entity || it.table != t.name) continue;
        std::optional<std::string> v = KeyText(it.item, r.attr.name);
        if (!v) continue;
        if (!first) first = &it;
        ++n;
        distinct.insert(*v);
        std::optional<std::string> rest = WithoutDate(*v);
        if (r.attr.type != AttrType::kS || !rest) continue;
        ++dated;
        rests.insert(*rest);
      }
      if (!first) continue;
      FindingLocation l{t.name, r.index, "", r.attr.name, "", ItemPath(c.d, *first, r.attr.name)};
      f(RawPartitionKey{t, r, n, dated, std::move(distinct), std::move(rests), std::move(l)});
    }
  }
}

// ---- indexes ----

void ForEachIndex(const Context& c,
                  base::FunctionRef<void(const TableModel&, const std::string&,
                                         const IndexProjection&, const std::string&)>
                      f) {
  for (const TableModel& t : c.d.tables) {
    const std::string table = Child("/tables", IndexOf(c.d, t));
    for (size_t i = 0; i < t.global_indexes.size(); ++i) {
      const GlobalIndex& g = t.global_indexes[i];
      f(t, g.name, g.projection, Child(Child(table, "globalSecondaryIndexes"), i));
    }
    for (size_t i = 0; i < t.local_indexes.size(); ++i) {
      const LocalIndex& l = t.local_indexes[i];
      f(t, l.name, l.projection, Child(Child(table, "localSecondaryIndexes"), i));
    }
  }
}

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

// ---- paths ----

size_t IndexOf(const Design& d, const Entity& e) { return &e - d.entities.data(); }
size_t IndexOf(const Design& d, const TableModel& t) { return &t - d.tables.data(); }

std::string EntityKeyPath(const Design& d, const Entity& e, std::string_view attr) {
  return Child(Child(Child("/entities", IndexOf(d, e)), "keys"), attr);
}

std::string PatternPath(size_t pattern, std::string_view member) {
  std::string p = Child("/accessPatterns", pattern);
  return member.empty() ? p : p + "/" + std::string(member);
}

// ---- templates ----

bool HasFilter(const TemplatePart& p, TemplateFilter::Kind kind) {
  for (const TemplateFilter& f : p.filters)
    if (f.kind == kind) return true;
  return false;
}

std::string PartText(const TemplatePart& p) {
  if (!p.placeholder) {
    std::string s;
    for (char c : p.text) s += c == '$' ? std::string("$$") : std::string(1, c);
    return s;
  }
  std::string s = "${";
  s += p.text;
  for (const TemplateFilter& f : p.filters) {
    s += '|';
    s += model::template_text::FilterText(f);
  }
  s += '}';
  return s;
}

std::string WithFilters(const KeyTemplate& t, size_t part, std::string_view filters) {
  std::string s;
  for (size_t i = 0; i < t.parts().size(); ++i) {
    const TemplatePart& p = t.parts()[i];
    if (i != part) {
      s += PartText(p);
      continue;
    }
    s += "${";
    s += p.text;
    if (!filters.empty()) {
      s += '|';
      s += filters;
    }
    s += '}';
  }
  return s;
}

std::string Swapped(const KeyTemplate& t, size_t a, size_t b) {
  std::string s;
  for (size_t i = 0; i < t.parts().size(); ++i)
    s += PartText(t.parts()[i == a ? b : i == b ? a : i]);
  return s;
}

bool IsFixedWidth(const TemplatePart& p, const AttributeSpec* a) {
  if (HasFilter(p, TemplateFilter::Kind::kPad) || HasFilter(p, TemplateFilter::Kind::kIso8601))
    return true;
  return a && a->format != ValueFormat::kNone;
}

bool IsTime(const TemplatePart& p, const AttributeSpec* a,
            const std::vector<std::string>& samples) {
  if (HasFilter(p, TemplateFilter::Kind::kIso8601)) return true;
  if (a && (a->format == ValueFormat::kIso8601 || a->format == ValueFormat::kEpochSeconds ||
            a->format == ValueFormat::kEpochMillis))
    return true;
  if (samples.empty()) return false;
  for (const std::string& s : samples)
    if (!HasIsoDate(s)) return false;
  return true;
}

std::string LeadingLiteral(const KeyTemplate& t) {
  if (t.parts().empty() || t.parts()[0].placeholder) return "";
  return t.parts()[0].text;
}

std::optional<double> Cardinality(const KeyTemplate& t, const Entity& e) {
  double n = 1;
  for (const TemplatePart& p : t.parts()) {
    if (!p.placeholder) continue;
    const AttributeSpec* a = e.FindAttribute(p.text);
    if (!a || a->allowed_values.empty()) return std::nullopt;
    n *= static_cast<double>(a->allowed_values.size());
  }
  return n;
}

// ---- sample values ----

std::vector<Sample> SamplesOf(const Design& d, const Entity& e, std::string_view attr) {
  std::vector<Sample> out;
  auto add = [&](size_t i) {
    if (const Json* v = d.items[i].values.Find(attr)) out.push_back({i, TemplateText(*v)});
  };
  const SampleIndex* index = IndexFor(d);
  if (std::optional<size_t> at = index ? PositionIn(d.entities, e) : std::nullopt) {
    for (size_t i : index->items_of[*at]) add(i);
    return out;
  }
  for (size_t i = 0; i < d.items.size(); ++i) {
    const SampleItem& s = d.items[i];
    if (s.entity && *s.entity == e.name) add(i);
  }
  return out;
}

size_t SampleCount(const Design& d, const Entity& e) {
  const SampleIndex* index = IndexFor(d);
  if (std::optional<size_t> at = index ? PositionIn(d.entities, e) : std::nullopt)
    return index->items_of[*at].size();
  size_t n = 0;
  for (const SampleItem& s : d.items) n += s.entity && *s.entity == e.name;
  return n;
}

std::vector<std::string> Texts(const std::vector<Sample>& s) {
  std::vector<std::string> out;
  for (const Sample& x : s) out.push_back(x.text);
  return out;
}

std::optional<std::string> KeyText(const Item& item, std::string_view attr) {
  const std::string* text = KeyTextOf(item, attr);
  if (!text) return std::nullopt;
  return *text;
}

const std::string* KeyTextOf(const Item& item, std::string_view attr) {
  const AttributeValue* v = value::FindAttr(item, attr);
  return v && v->is_scalar_key_type() ? &v->scalar : nullptr;
}

std::string ItemPath(const Design& d, const RenderedItem& r, std::string_view attr) {
  std::string p = Child("/items", r.index);
  if (r.entity) return Child(p, "values");
  return Child(Child(p, "item"), attr);
}

// ---- text classifiers ----

bool IsDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

bool IsAlnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

namespace {
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsHex(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }

// Digits at `pos`: how many (up to `max`).
size_t DigitsAt(std::string_view s, size_t pos, size_t max) {
  size_t n = 0;
  while (pos + n < s.size() && n < max && IsDigit(s[pos + n])) ++n;
  return n;
}

bool MonthAt(std::string_view s, size_t pos) {
  static const char* kMonths[] = {"jan", "feb", "mar", "apr", "may", "jun",
                                  "jul", "aug", "sep", "oct", "nov", "dec"};
  if (pos + 3 > s.size() || (pos > 0 && std::isalpha(static_cast<unsigned char>(s[pos - 1]))))
    return false;
  char w[3];
  for (size_t i = 0; i < 3; ++i)
    w[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[pos + i])));
  for (const char* m : kMonths)
    if (w[0] == m[0] && w[1] == m[1] && w[2] == m[2]) return true;
  return false;
}

// d{1,2} sep d{1,2} sep d{4} with one separator of "/.-", not preceded by a digit.
bool NumericDateAt(std::string_view s, size_t pos) {
  if (pos > 0 && IsDigit(s[pos - 1])) return false;
  size_t a = DigitsAt(s, pos, 3);
  if (a < 1 || a > 2 || pos + a >= s.size()) return false;
  char sep = s[pos + a];
  if (sep != '/' && sep != '.' && sep != '-') return false;
  size_t at = pos + a + 1;
  size_t b = DigitsAt(s, at, 3);
  if (b < 1 || b > 2 || at + b >= s.size() || s[at + b] != sep) return false;
  at += b + 1;
  return DigitsAt(s, at, 5) == 4 && (at + 4 == s.size() || !IsDigit(s[at + 4]));
}

// "Aug 5 2026", "Aug 5, 2026", "5 Aug 2026".
bool NamedDateAt(std::string_view s, size_t pos) {
  auto year_at = [&](size_t at) {
    while (at < s.size() && (s[at] == ' ' || s[at] == ',')) ++at;
    return DigitsAt(s, at, 5) == 4;
  };
  if (MonthAt(s, pos)) {
    size_t at = pos + 3;
    while (at < s.size() && std::isalpha(static_cast<unsigned char>(s[at]))) ++at;
    if (at >= s.size() || s[at] != ' ') return false;
    size_t d = DigitsAt(s, at + 1, 3);
    return d >= 1 && d <= 2 && year_at(at + 1 + d);
  }
  size_t d = DigitsAt(s, pos, 3);
  if (d < 1 || d > 2 || (pos > 0 && IsDigit(s[pos - 1])) || pos + d >= s.size() ||
      s[pos + d] != ' ' || !MonthAt(s, pos + d + 1))
    return false;
  size_t at = pos + d + 4;
  while (at < s.size() && std::isalpha(static_cast<unsigned char>(s[at]))) ++at;
  return year_at(at);
}
}  // namespace

bool UuidAt(std::string_view s, size_t pos) {
  static const size_t kGroups[] = {8, 4, 4, 4, 12};
  size_t at = pos;
  for (size_t g = 0; g < 5; ++g) {
    if (g > 0) {
      if (at >= s.size() || s[at] != '-') return false;
      ++at;
    }
    for (size_t i = 0; i < kGroups[g]; ++i, ++at)
      if (at >= s.size() || !IsHex(s[at])) return false;
  }
  return true;
}

size_t FindUuid(std::string_view s) {
  for (size_t i = 0; i + 36 <= s.size(); ++i)
    if ((i == 0 || !IsHex(s[i - 1])) && UuidAt(s, i)) return i;
  return std::string_view::npos;
}

bool HasNonIsoDate(std::string_view s) {
  // Every form ends in a year of 4 digits: without 4 digits in a row there is none.
  size_t run = 0;
  for (size_t i = 0; i < s.size() && run < 4; ++i) run = IsDigit(s[i]) ? run + 1 : 0;
  if (run < 4) return false;
  for (size_t i = 0; i < s.size(); ++i)
    if (NumericDateAt(s, i) || NamedDateAt(s, i)) return true;
  return false;
}

bool HasIsoDate(std::string_view s) {
  for (size_t i = 0; i + 10 <= s.size(); ++i)
    if ((i == 0 || !IsDigit(s[i - 1])) && DigitsAt(s, i, 4) == 4 && s[i + 4] == '-' &&
        DigitsAt(s, i + 5, 2) == 2 && s[i + 7] == '-' && DigitsAt(s, i + 8, 2) == 2)
      return true;
  return false;
}

bool HasIsoDateTime(std::string_view s) {
  for (size_t i = 0; i + 16 <= s.size(); ++i)
    if (HasIsoDate(s.substr(i, 10)) && (i == 0 || !IsDigit(s[i - 1])) && s[i + 10] == 'T' &&
        DigitsAt(s, i + 11, 2) == 2 && s[i + 13] == ':' && DigitsAt(s, i + 14, 2) == 2)
      return true;
  return false;
}

Finding Make(std::string rule, Severity severity, FindingLocation location, std::string message,
             std::string explanation, std::string fix) {
  Finding f;
  f.rule = std::move(rule);
  f.severity = severity;
  f.location = std::move(location);
  f.message = std::move(message);
  f.explanation = std::move(explanation);
  f.fix = std::move(fix);
  return f;
}

Finding WithValue(Finding f, std::string fix_value) {
  f.fix_value = std::move(fix_value);
  return f;
}

}  // namespace keyscape::analysis::lint
