// delimiter-in-value (lint.h's rule table): a sample value or pattern parameter holding the
// literal that follows its placeholder in a key template. A part of the lint rule table
// (context.h).
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "analysis/context.h"
#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::analysis::lint {

using base::Child;
using base::Json;
using model::AccessPattern;
using model::Design;
using model::KeyTemplate;
using model::TemplatePart;
using model::TemplateText;

namespace {

constexpr char kDelimiterWhy[] =
    "A composite key is parsed back by its delimiters: a value holding the delimiter that "
    "follows it makes the key ambiguous, and its begins_with prefixes can match items of "
    "other values. keyscape refuses to render such a key.";

// A value of a placeholder: a sample value (entity items) or a parameter (patterns).
struct ValueSource {
  std::string text;
  std::string path;
};

std::optional<std::pair<size_t, ValueSource>> DelimiterClash(
    const KeyTemplate& t,
    const std::function<std::optional<ValueSource>(const std::string&, size_t)>& value_of) {
  const auto& parts = t.parts();
  for (size_t i = 0; i + 1 < parts.size(); ++i) {
    if (!parts[i].placeholder || parts[i + 1].placeholder) continue;
    for (size_t n = 0;; ++n) {
      std::optional<ValueSource> v = value_of(parts[i].text, n);
      if (!v) break;
      if (v->text.find(parts[i + 1].text) != std::string::npos) return std::make_pair(i, *v);
    }
  }
  return std::nullopt;
}

void KeyRule(const EntityKeyContext& k, Findings* out) {
  auto value_of = [&](const std::string& attr, size_t n) -> std::optional<ValueSource> {
    std::vector<Sample> s = SamplesOf(k.d, k.e, attr);
    if (n >= s.size()) return std::nullopt;
    return ValueSource{s[n].text, Child(Child(Child("/items", s[n].item), "values"), attr)};
  };
  auto clash = DelimiterClash(k.k.key_template, value_of);
  if (!clash) return;
  const TemplatePart& p = k.k.key_template.parts()[clash->first];
  const std::string& delim = k.k.key_template.parts()[clash->first + 1].text;
  FindingLocation l = KeyLocation(k, "");
  l.attribute = p.text;
  l.path = clash->second.path;
  out->push_back(Make(
      "delimiter-in-value", Severity::kError, l,
      "the value \"" + clash->second.text + "\" of " + p.text + " contains the delimiter \"" +
          delim + "\" that follows it in " + k.k.attribute + " (" + k.k.key_template.text() + ")",
      kDelimiterWhy,
      "pick a delimiter that never occurs in " + p.text +
          " values, or remove it from the value (sanitise " + p.text + " before writing)"));
}

void PatternRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  if (!p.key || !p.parameters.is_object()) return;
  auto value_of = [&](const std::string& name, size_t n) -> std::optional<ValueSource> {
    const Json* v = p.parameters.Find(name);
    if (n > 0 || !v) return std::nullopt;
    return ValueSource{TemplateText(*v), PatternPath(i, "parameters/" + name)};
  };
  std::vector<const KeyTemplate*> templates = {&p.key->partition};
  if (p.key->sort) {
    // A begins_with operand ends right after its last value: the value before a literal
    // still needs the literal to be absent.
    templates.push_back(&p.key->sort->value);
    if (p.key->sort->high) templates.push_back(&*p.key->sort->high);
  }
  for (const KeyTemplate* t : templates) {
    auto clash = DelimiterClash(*t, value_of);
    if (!clash) continue;
    const std::string& name = t->parts()[clash->first].text;
    FindingLocation l;
    l.table = p.table;
    l.pattern = p.name;
    l.attribute = name;
    l.path = clash->second.path;
    out->push_back(Make(
        "delimiter-in-value", Severity::kError, l,
        "parameter " + name + " = \"" + clash->second.text + "\" contains the delimiter \"" +
            t->parts()[clash->first + 1].text + "\" that follows it in " + t->text(),
        kDelimiterWhy,
        "pick a delimiter that never occurs in " + name + " values, or remove it from the value"));
    return;
  }
}

}  // namespace

void DelimiterInValue(const Context& c, Findings* out) {
  ForEachEntityKey(c, [&](const EntityKeyContext& k) { KeyRule(k, out); });
  for (size_t i = 0; i < c.d.patterns.size(); ++i) PatternRule(c.d, i, out);
}

}  // namespace keyscape::analysis::lint
