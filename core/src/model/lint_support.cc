// The helpers the lint rule groups share (lint_internal.h).
#include "json_fields.h"
#include "key_template_text.h"
#include "lint_internal.h"
#include "model_names.h"

namespace keyscape::model::lint {

std::vector<KeyRole> RolesOf(const TableModel& t) {
  std::vector<KeyRole> out;
  out.push_back({t.partition_key, false, "", ""});
  if (t.sort_key) out.push_back({*t.sort_key, true, "", t.partition_key.name});
  for (const GlobalIndex& g : t.global_indexes) {
    for (const KeyAttribute& k : g.partition_key) out.push_back({k, false, g.name, ""});
    for (const KeyAttribute& k : g.sort_key)
      out.push_back({k, true, g.name, g.partition_key.front().name});
  }
  for (const LocalIndex& l : t.local_indexes)
    out.push_back({l.sort_key, true, l.name, t.partition_key.name});
  return out;
}

namespace {
std::optional<KeyRole> RoleOf(const TableModel& t, std::string_view attr, bool sort) {
  for (const KeyRole& r : RolesOf(t))
    if (r.attr.name == attr && r.sort == sort) return r;
  return std::nullopt;
}
}  // namespace

std::optional<KeyRole> SortRole(const TableModel& t, std::string_view attr) {
  return RoleOf(t, attr, true);
}
std::optional<KeyRole> PartitionRole(const TableModel& t, std::string_view attr) {
  return RoleOf(t, attr, false);
}

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
    s += template_text::FilterText(f);
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
  for (size_t i = 0; i < d.items.size(); ++i) {
    const SampleItem& s = d.items[i];
    if (!s.entity || *s.entity != e.name) continue;
    if (const Json* v = s.values.Find(attr)) out.push_back({i, TemplateText(*v)});
  }
  return out;
}

std::vector<std::string> Texts(const std::vector<Sample>& s) {
  std::vector<std::string> out;
  for (const Sample& x : s) out.push_back(x.text);
  return out;
}

std::optional<std::string> KeyText(const Item& item, std::string_view attr) {
  const AttributeValue* v = value::FindAttr(item, attr);
  if (!v || !v->is_scalar_key_type()) return std::nullopt;
  return v->scalar;
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
  std::string w;
  for (size_t i = 0; i < 3; ++i)
    w += static_cast<char>(std::tolower(static_cast<unsigned char>(s[pos + i])));
  for (const char* m : kMonths)
    if (w == m) return true;
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

}  // namespace keyscape::model::lint
