// Lint rules on the sample items' keys, for designs that have raw items and no templates
// (imported designs): unpadded-number, unsortable-date and random-sort-key on raw items'
// sort keys; key-too-long on every rendered item; case-mismatch across templates, pattern
// templates and raw keys.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "lint_internal.h"
#include "model_names.h"

namespace keyscape::model::lint {
namespace {

constexpr char kUnpaddedWhy[] =
    "An S key sorts by UTF-8 bytes, not numerically: ORDER#10 sorts between ORDER#1 and "
    "ORDER#2. Numbers of different lengths after the same prefix in one item collection "
    "come back out of numeric order.";
constexpr char kDateWhy[] =
    "An S sort key compares dates as text: 06/23/2026 sorts by month, then day, and only "
    "then by year. ISO 8601 (2026-06-23T10:00:00Z) sorts chronologically as bytes.";
constexpr char kRandomWhy[] =
    "Random UUIDs make keys unique but their byte order has nothing to do with creation "
    "time: \"newest first\" and time ranges are impossible on this key. A ULID is as unique "
    "and starts with its creation time.";
constexpr char kTooLongWhy[] =
    "DynamoDB limits a partition key value to 2,048 bytes and a sort key value to 1,024 "
    "bytes; a longer key is rejected with a ValidationException.";
constexpr char kCaseWhy[] =
    "Keys compare byte for byte: User# and USER# are different prefixes, so begins_with "
    "USER# never finds the items written as User#, and the two spellings sort apart.";

struct RawKey {
  const RenderedItem* item;
  std::string partition;
  std::string sort;
};

// Raw items of `t` that have the sort role's attribute (and its partition attribute).
std::vector<RawKey> RawSortKeys(const Context& c, const TableModel& t, const KeyRole& r) {
  std::vector<RawKey> out;
  for (const RenderedItem& it : c.items) {
    if (it.entity || it.table != t.name) continue;
    std::optional<std::string> pk = KeyText(it.item, r.partition_of_sort);
    std::optional<std::string> sk = KeyText(it.item, r.attr.name);
    if (pk && sk) out.push_back({&it, *pk, *sk});
  }
  return out;
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

void RawUnpadded(const Context& c, const TableModel& t, const KeyRole& r,
                 const std::vector<RawKey>& keys, Findings* out) {
  std::map<std::pair<std::string, std::string>, size_t> width;  // (pk, prefix) -> length
  for (const RawKey& k : keys) {
    for (auto [start, len] : NumberTokens(k.sort)) {
      auto [it, fresh] = width.emplace(std::make_pair(k.partition, k.sort.substr(0, start)), len);
      if (fresh || it->second == len) continue;
      out->push_back(Make("unpadded-number", Severity::kWarning, RawLocation(c, t, r, *k.item),
                          "sort keys " + k.sort + " and others after " + it->first.second +
                              " hold numbers of different lengths in one item collection",
                          kUnpaddedWhy,
                          "zero-pad the number to a fixed width: " + it->first.second +
                              std::string(10 - std::min<size_t>(len, 10), '0') +
                              k.sort.substr(start, len)));
      return;
    }
  }
}

void RawDates(const Context& c, const TableModel& t, const KeyRole& r,
              const std::vector<RawKey>& keys, Findings* out) {
  for (const RawKey& k : keys) {
    if (!HasNonIsoDate(k.sort)) continue;
    out->push_back(Make("unsortable-date", Severity::kWarning, RawLocation(c, t, r, *k.item),
                        "the sort key " + k.sort + " holds a date that does not sort by time",
                        kDateWhy,
                        "write dates in sort keys as ISO 8601 UTC: 2026-06-23T10:00:00Z"));
    return;
  }
}

void RawUuids(const Context& c, const TableModel& t, const KeyRole& r,
              const std::vector<RawKey>& keys, Findings* out) {
  const RawKey* first = nullptr;
  size_t n = 0;
  for (const RawKey& k : keys) {
    size_t at = FindUuid(k.sort);
    if (at == std::string::npos) continue;
    bool constant_prefix = std::none_of(k.sort.begin(), k.sort.begin() + at, [](char ch) {
      return std::isdigit(static_cast<unsigned char>(ch));
    });
    if (!constant_prefix) continue;
    if (!first) first = &k;
    ++n;
  }
  if (n < 2) return;
  out->push_back(Make("random-sort-key", Severity::kWarning, RawLocation(c, t, r, *first->item),
                      std::to_string(n) + " sort keys of " + r.attr.name + " (" + first->sort +
                          ", ...) are ordered by a random UUID",
                      kRandomWhy,
                      "use a ULID instead of the UUID (e.g. PROJECT#01KERRMXE0RFGKW684BF6ARB1H), "
                      "or put the creation time first: PROJECT#<ISO 8601 time>#<uuid>"));
}

bool AlreadyFlagged(const Findings& out, const std::string& rule, const std::string& entity,
                    const std::string& attr) {
  for (const Finding& f : out)
    if (f.rule == rule && f.location.entity == entity && f.location.attribute == attr) return true;
  return false;
}

void TooLongItems(const Context& c, Findings* out) {
  std::set<std::tuple<std::string, std::string, std::string>> seen;
  for (const RenderedItem& it : c.items) {
    const TableModel* t = c.d.FindTable(it.table);
    const std::string entity = it.entity ? it.entity->name : "";
    for (const KeyRole& r : RolesOf(*t)) {
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
                          kTooLongWhy,
                          "keep " + r.attr.name + " under " + std::to_string(limit) +
                              " bytes: move long values out of the key into non-key attributes, "
                              "or key by a short id"));
    }
  }
}

// ---- case-mismatch ----

struct Spelling {
  std::string word;
  FindingLocation where;
};

void Words(std::string_view s, const FindingLocation& l, std::vector<Spelling>* out) {
  for (size_t i = 0; i < s.size();) {
    if (!std::isalpha(static_cast<unsigned char>(s[i]))) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < s.size() && std::isalpha(static_cast<unsigned char>(s[j]))) ++j;
    if (j - i >= 2) out->push_back({std::string(s.substr(i, j - i)), l});
    i = j;
  }
}

// A raw key's leading word: "USER" of USER#u_01 or #USER, when a delimiter marks it.
void LeadingWord(std::string_view s, const FindingLocation& l, std::vector<Spelling>* out) {
  size_t i = 0;
  while (i < s.size() && !IsAlnum(s[i])) ++i;
  size_t j = i;
  while (j < s.size() && std::isalpha(static_cast<unsigned char>(s[j]))) ++j;
  if (j - i < 2) return;
  bool marked = i > 0 || (j < s.size() && !IsAlnum(s[j]));
  if (marked) out->push_back({std::string(s.substr(i, j - i)), l});
}

void TemplateWords(const KeyTemplate& t, const FindingLocation& l, std::vector<Spelling>* out) {
  for (const TemplatePart& p : t.parts())
    if (!p.placeholder) Words(p.text, l, out);
}

std::vector<Spelling> TableSpellings(const Context& c, const TableModel& t) {
  std::vector<Spelling> out;
  for (const Entity& e : c.d.entities) {
    if (e.table != t.name) continue;
    for (const EntityKey& k : e.keys) {
      FindingLocation l{t.name, "", e.name, k.attribute, "", EntityKeyPath(c.d, e, k.attribute)};
      TemplateWords(k.key_template, l, &out);
    }
  }
  for (size_t i = 0; i < c.d.patterns.size(); ++i) {
    const AccessPattern& p = c.d.patterns[i];
    if (p.table != t.name || !p.key) continue;
    FindingLocation l{t.name, p.index.value_or(""), p.entity.value_or(""), "", p.name, ""};
    l.path = PatternPath(i, "key/partition");
    TemplateWords(p.key->partition, l, &out);
    if (!p.key->sort) continue;
    l.path = PatternPath(i, "key/sort/value");
    TemplateWords(p.key->sort->value, l, &out);
    if (p.key->sort->high) {
      l.path = PatternPath(i, "key/sort/high");
      TemplateWords(*p.key->sort->high, l, &out);
    }
  }
  for (const RenderedItem& it : c.items) {
    if (it.entity || it.table != t.name) continue;
    for (const KeyRole& r : RolesOf(t)) {
      if (r.attr.type != AttrType::kS) continue;
      std::optional<std::string> v = KeyText(it.item, r.attr.name);
      FindingLocation l{t.name, r.index, "", r.attr.name, "", ItemPath(c.d, it, r.attr.name)};
      if (v) LeadingWord(*v, l, &out);
    }
  }
  return out;
}

std::string Lower(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

void CaseMismatch(const Context& c, const TableModel& t, Findings* out) {
  std::vector<Spelling> all = TableSpellings(c, t);
  std::map<std::string, std::vector<const Spelling*>> by_word;
  for (const Spelling& s : all) by_word[Lower(s.word)].push_back(&s);
  for (const auto& [lower, uses] : by_word) {
    std::map<std::string, size_t> count;
    std::vector<std::string> order;
    for (const Spelling* s : uses)
      if (count[s->word]++ == 0) order.push_back(s->word);
    if (order.size() < 2) continue;
    std::string canonical = order[0];
    for (const std::string& w : order)
      if (count[w] > count[canonical]) canonical = w;
    for (const std::string& w : order) {
      if (w == canonical) continue;
      const Spelling* first =
          *std::find_if(uses.begin(), uses.end(), [&](const Spelling* s) { return s->word == w; });
      out->push_back(Make("case-mismatch", Severity::kWarning, first->where,
                          "\"" + w + "\" here, \"" + canonical + "\" elsewhere in table " + t.name,
                          kCaseWhy,
                          "spell it " + canonical +
                              " everywhere (in every template, pattern "
                              "and stored key)"));
    }
  }
}

}  // namespace

void ItemRules(const Context& c, Findings* out) {
  for (const TableModel& t : c.d.tables) {
    for (const KeyRole& r : RolesOf(t)) {
      if (!r.sort || r.attr.type != AttrType::kS) continue;
      std::vector<RawKey> keys = RawSortKeys(c, t, r);
      RawUnpadded(c, t, r, keys, out);
      RawDates(c, t, r, keys, out);
      RawUuids(c, t, r, keys, out);
    }
    CaseMismatch(c, t, out);
  }
  TooLongItems(c, out);
}

}  // namespace keyscape::model::lint
