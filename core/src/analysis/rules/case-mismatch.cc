// case-mismatch (lint.h's rule table): one word spelt in two cases across a table's template
// literals, pattern templates and raw keys' leading words. A part of the lint rule table
// (context.h).
#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/context.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_roles.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::analysis::lint {

using model::AccessPattern;
using model::Entity;
using model::EntityKey;
using model::KeyRole;
using model::KeyTemplate;
using model::RenderedItem;
using model::TableModel;
using model::TemplatePart;
using value::AttrType;

namespace {

constexpr char kCaseWhy[] =
    "Keys compare byte for byte: User# and USER# are different prefixes, so begins_with "
    "USER# never finds the items written as User#, and the two spellings sort apart.";

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

void TableRule(const Context& c, const TableModel& t, Findings* out) {
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

void CaseMismatch(const Context& c, Findings* out) {
  for (const TableModel& t : c.d.tables) TableRule(c, t, out);
}

}  // namespace keyscape::analysis::lint
