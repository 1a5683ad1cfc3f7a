// Lint rules on key templates: unpadded-number, unsortable-date, variable-length-middle,
// random-sort-key, delimiter-in-value and key-too-long, on entities' key templates (and,
// for unpadded-number and delimiter-in-value, on access patterns' key templates).
#include <algorithm>
#include <functional>

#include "json_fields.h"
#include "keyscape/model/pattern_target.h"
#include "lint_internal.h"
#include "model_names.h"

namespace keyscape::model::lint {
namespace {

constexpr char kUnpaddedWhy[] =
    "An S key sorts by UTF-8 bytes, not numerically: ORDER#10 sorts between ORDER#1 and "
    "ORDER#2, so ranges, \"latest\" and \"after n\" queries go wrong once the numbers cross "
    "a digit boundary. Zero-padding to a fixed width makes byte order equal numeric order.";
constexpr char kDateWhy[] =
    "An S sort key compares dates as text: 06/23/2026 sorts by month, then day, and only "
    "then by year, so ranges and newest-first reads mix years. ISO 8601 "
    "(2026-06-23T10:00:00Z) is fixed-width, most significant part first, and sorts "
    "chronologically as bytes.";
constexpr char kMiddleWhy[] =
    "Sort keys compare byte by byte from the left, so a variable-length value decides the "
    "order of everything after it: USER#<name>#<id> orders by name length and content, "
    "and a shorter name that is a prefix of a longer one interleaves their items. "
    "Variable-length parts belong at the end of a key.";
constexpr char kRandomWhy[] =
    "A random UUID makes the key unique and supports direct lookup, but its byte order has "
    "nothing to do with creation time: \"newest first\", \"last 20\" and time ranges are "
    "impossible on this key. A ULID is as unique and starts with its creation time.";
constexpr char kDelimiterWhy[] =
    "A composite key is parsed back by its delimiters: a value holding the delimiter that "
    "follows it makes the key ambiguous, and its begins_with prefixes can match items of "
    "other values. keyscape refuses to render such a key.";
constexpr char kTooLongWhy[] =
    "DynamoDB limits a partition key value to 2,048 bytes and a sort key value to 1,024 "
    "bytes (UTF-8); a longer key is rejected with a ValidationException.";

struct KeyCtx {
  const Design& d;
  const Entity& e;
  const TableModel& t;
  const EntityKey& k;
  AttrType type;
  std::optional<KeyRole> sort_role;  // set when the key attribute is some key's sort key
};

FindingLocation KeyLocation(const KeyCtx& k, const std::string& index) {
  FindingLocation l;
  l.table = k.t.name;
  l.index = index;
  l.entity = k.e.name;
  l.attribute = k.k.attribute;
  l.path = EntityKeyPath(k.d, k.e, k.k.attribute);
  return l;
}

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

// One placeholder of a sort key, with what the rules read about it.
struct Slot {
  const KeyCtx& k;
  size_t part;
  const TemplatePart& p;
  const AttributeSpec* a;
  std::vector<std::string> samples;
  const KeyTemplate& tmpl() const { return k.k.key_template; }
  FindingLocation Location() const { return KeyLocation(k, k.sort_role->index); }
  std::string Where() const { return k.k.attribute + " of " + k.e.name; }
};

void UnpaddedRule(const Slot& s, Findings* out) {
  if (HasFilter(s.p, TemplateFilter::Kind::kPad) || !IsNumberText(s.a, s.samples)) return;
  const std::string fixed =
      WithFilters(s.tmpl(), s.part, "pad(" + std::to_string(PadWidth(s.samples)) + ")");
  out->push_back(WithValue(Make("unpadded-number", Severity::kWarning, s.Location(),
                                s.Where() + " holds the number " + s.p.text + " unpadded (" +
                                    s.tmpl().text() + "): it sorts as text, 10 before 2",
                                kUnpaddedWhy, "zero-pad it to a fixed width: " + fixed),
                           fixed));
}

void DateRule(const Slot& s, Findings* out) {
  if (HasFilter(s.p, TemplateFilter::Kind::kIso8601)) return;
  auto bad = std::find_if(s.samples.begin(), s.samples.end(),
                          [](const std::string& v) { return HasNonIsoDate(v); });
  if (bad == s.samples.end()) return;
  const std::string fixed = WithFilters(s.tmpl(), s.part, "iso8601");
  out->push_back(WithValue(
      Make("unsortable-date", Severity::kWarning, s.Location(),
           s.Where() + " holds the date " + s.p.text + " written as " + *bad +
               ", which does not sort by time",
           kDateWhy,
           "store ISO 8601 UTC (2026-06-23T10:00:00Z) and normalise it in the key: " + fixed),
      fixed));
}

// REQUIRES: s is the template's first placeholder.
void RandomRule(const Slot& s, Findings* out) {
  bool uuid_samples = !s.samples.empty() &&
                      std::all_of(s.samples.begin(), s.samples.end(), [](const std::string& v) {
                        return v.size() == 36 && UuidAt(v, 0);
                      });
  if (!s.a || (s.a->format != ValueFormat::kUuid && !uuid_samples)) return;
  out->push_back(
      Make("random-sort-key", Severity::kWarning, s.Location(),
           s.Where() + " is ordered by the random UUID " + s.p.text + " (" + s.tmpl().text() + ")",
           kRandomWhy,
           "make " + s.p.text + " a ULID (\"" + s.p.text +
               "\": {\"type\": \"S\", \"format\": \"ulid\"}), which sorts by "
               "creation time and still finds the item from its id alone: " +
               s.tmpl().text()));
}

// A value of variable length: not padded, not a closed set of values, not a number.
bool VariableLength(const TemplatePart& p, const AttributeSpec* a) {
  return !IsFixedWidth(p, a) && !(a && !a->allowed_values.empty()) &&
         !(a && a->type == AttrType::kN);
}

void MiddleRule(const Slot& s, Findings* out) {
  const auto& parts = s.tmpl().parts();
  size_t last = parts.size() - 1;
  while (!parts[last].placeholder) --last;
  if (last == s.part || !VariableLength(s.p, s.a)) return;
  const std::string swapped = Swapped(s.tmpl(), s.part, last);
  Finding f = Make("variable-length-middle", Severity::kWarning, s.Location(),
                   s.Where() + " has the variable-length value " + s.p.text + " in the middle (" +
                       s.tmpl().text() + ")",
                   kMiddleWhy,
                   "put " + s.p.text + " last: " + swapped + ", or give it a fixed width (${" +
                       s.p.text + "|pad(N)}) or a closed \"values\" set");
  // The swap is a whole fix only when the value it moves into the middle has a fixed length.
  const TemplatePart& moved = parts[last];
  if (!VariableLength(moved, s.k.e.FindAttribute(moved.text))) f = WithValue(std::move(f), swapped);
  out->push_back(std::move(f));
}

void SortKeyRules(const KeyCtx& k, Findings* out) {
  bool first = true;
  for (size_t i = 0; i < k.k.key_template.parts().size(); ++i) {
    const TemplatePart& p = k.k.key_template.parts()[i];
    if (!p.placeholder) continue;
    Slot s{k, i, p, k.e.FindAttribute(p.text), Texts(SamplesOf(k.d, k.e, p.text))};
    UnpaddedRule(s, out);
    DateRule(s, out);
    if (first) RandomRule(s, out);
    MiddleRule(s, out);
    first = false;
  }
}

// delimiter-in-value over sample values (entity items) or parameters (patterns).
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

void DelimiterRule(const KeyCtx& k, Findings* out) {
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

// The fewest bytes the template can render to: literals plus pad widths (or the shortest
// of a closed values set).
size_t MinLength(const KeyCtx& k) {
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

void TooLongRule(const KeyCtx& k, Findings* out) {
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

std::optional<AttrType> KeyTypeOf(const TableModel& t, std::string_view attr) {
  for (const KeyAttribute& a : t.AllKeyAttributes())
    if (a.name == attr) return a.type;
  return std::nullopt;
}

// unpadded-number on a pattern's sort-key bound: a number parameter without pad.
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

void PatternNumberRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  if (!p.key || !p.key->sort) return;
  std::optional<KeyAttribute> sort = TargetOf(d, p).sort;
  if (!sort || sort->type != AttrType::kS) return;
  const Entity* e = p.entity ? d.FindEntity(*p.entity) : nullptr;
  auto check = [&](const KeyTemplate& t, const char* member) {
    for (size_t j = 0; j < t.parts().size(); ++j) {
      const TemplatePart& part = t.parts()[j];
      if (!part.placeholder || HasFilter(part, TemplateFilter::Kind::kPad)) continue;
      const Json* v = p.parameters.is_object() ? p.parameters.Find(part.text) : nullptr;
      const AttributeSpec* a = e ? e->FindAttribute(part.text) : nullptr;
      bool number = (v && v->is_number() && !IsEpoch(a)) || (a && IsNumberText(a, {}));
      if (!number) continue;
      FindingLocation l;
      l.table = p.table;
      l.index = p.index.value_or("");
      l.entity = p.entity.value_or("");
      l.pattern = p.name;
      l.path = PatternPath(i, std::string("key/sort/") + member);
      const std::string padded =
          WithFilters(t, j, "pad(" + std::to_string(BoundWidth(e, *sort, part.text)) + ")");
      out->push_back(
          WithValue(Make("unpadded-number", Severity::kWarning, l,
                         "the sort-key template " + t.text() + " of pattern \"" + p.name +
                             "\" holds the number " + part.text + " unpadded",
                         kUnpaddedWhy, "pad the bound like the key it is compared with: " + padded),
                    padded));
    }
  };
  check(p.key->sort->value, "value");
  if (p.key->sort->high) check(*p.key->sort->high, "high");
}

void PatternDelimiterRule(const Design& d, size_t i, Findings* out) {
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

void TemplateRules(const Context& c, Findings* out) {
  for (const Entity& e : c.d.entities) {
    const TableModel* t = c.d.FindTable(e.table);
    for (const EntityKey& key : e.keys) {
      std::optional<AttrType> type = KeyTypeOf(*t, key.attribute);
      if (!type) continue;
      KeyCtx k{c.d, e, *t, key, *type, SortRole(*t, key.attribute)};
      if (k.sort_role && *type == AttrType::kS) SortKeyRules(k, out);
      DelimiterRule(k, out);
      TooLongRule(k, out);
    }
  }
  for (size_t i = 0; i < c.d.patterns.size(); ++i) {
    PatternNumberRule(c.d, i, out);
    PatternDelimiterRule(c.d, i, out);
  }
}

}  // namespace keyscape::model::lint
