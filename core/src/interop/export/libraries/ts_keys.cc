// TypeScript shared by the library exports: keyscape's template filters as TypeScript
// functions, templates as TypeScript expressions, JSON as object literals.
#include <string>
#include <vector>

#include "interop/export/export_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"

namespace keyscape::interop {

using base::Json;
using model::Design;
using model::Entity;
using model::KeyTemplate;
using model::TableModel;
using model::TemplateFilter;
using model::TemplatePart;

namespace {

constexpr char kPad[] =
    R"ts(// keyscape's pad(N,c): left-pads to N characters (code points); a longer value or a negative
// number is an error, as in keyscape (a width that silently grows breaks the sort order).
function ksPad(value: string, width: number, fill: string): string {
  const length = [...value].length;
  if (length > width) throw new Error(`pad(${width}): ${value} is longer than ${width} characters`);
  if (/^-[0-9]/.test(value)) throw new Error(`pad(${width}): ${value} is a negative number`);
  return fill.repeat(width - length) + value;
}
)ts";

constexpr char kUpper[] =
    R"ts(// keyscape's upper: ASCII a-z to A-Z only (a key must render the same in every locale).
function ksUpper(value: string): string {
  return value.replace(/[a-z]+/g, (s) => s.toUpperCase());
}
)ts";

constexpr char kLower[] = R"ts(// keyscape's lower: ASCII A-Z to a-z only.
function ksLower(value: string): string {
  return value.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}
)ts";

constexpr char kIso8601[] =
    R"ts(// keyscape's iso8601: a date, or a date-time with Z or an offset (fractional seconds dropped),
// to YYYY-MM-DDTHH:MM:SSZ in UTC; anything else is an error.
function ksIso8601(value: string): string {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(?:[Zz]|([+-])(\d{2})(?::?(\d{2}))?))?$/.exec(
      value,
    );
  const bad = new Error(`iso8601: ${value} is not an ISO 8601 date-time`);
  if (!m) throw bad;
  const n = (i: number): number => Number(m[i] ?? "0");
  const [y, mo, d, h, mi, s, oh, om] = [n(1), n(2), n(3), n(4), n(5), n(6), n(8), n(9)];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  if (days === undefined || d < 1 || d > days || h > 23 || mi > 59 || s > 59 || oh > 23 || om > 59)
    throw bad;
  const offset = (m[7] === "-" ? -1 : 1) * (oh * 60 + om);
  const millis = ksDaysFromCivil(y, mo, d) * 86400000 + ((h * 60 + mi - offset) * 60 + s) * 1000;
  if (millis < ksDaysFromCivil(0, 1, 1) * 86400000 || millis > 253402300799999) throw bad;
  return new Date(millis).toISOString().slice(0, 19) + "Z";
}

// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
function ksDaysFromCivil(year: number, month: number, day: number): number {
  const y = year - (month <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
)ts";

bool IsIdentifier(std::string_view s) {
  if (s.empty()) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
    if (!alpha && !(i > 0 && c >= '0' && c <= '9')) return false;
  }
  return true;
}

void AppendLiteral(const Json& j, int indent, std::string* out);

void AppendIndent(int indent, std::string* out) { out->append(static_cast<size_t>(indent), ' '); }

void AppendMembers(const Json& j, int indent, std::string* out) {
  *out += "{\n";
  for (const Json::Member& m : j.members()) {
    AppendIndent(indent + 2, out);
    *out += TsPropertyName(m.first) + ": ";
    if (m.first == "B" && m.second.is_string()) {
      *out += "ksBytes(" + Quote(m.second.string_value()) + ")";
    } else if (m.first == "BS" && m.second.is_array()) {
      *out += "[";
      for (size_t i = 0; i < m.second.array().size(); ++i)
        *out += (i ? ", " : "") + std::string("ksBytes(") +
                Quote(m.second.array()[i].string_value()) + ")";
      *out += "]";
    } else {
      AppendLiteral(m.second, indent + 2, out);
    }
    *out += ",\n";
  }
  AppendIndent(indent, out);
  *out += "}";
}

// `j` on one line when it is an object of scalars that fits: { S: "CUSTOMER#c_01" }.
bool AppendShort(const Json& j, int indent, std::string* out) {
  std::string line = "{ ";
  for (const Json::Member& m : j.members()) {
    if (m.second.is_object() || m.second.is_array()) return false;
    std::string value;
    AppendLiteral(m.second, 0, &value);
    if (m.first == "B" && m.second.is_string()) value = "ksBytes(" + value + ")";
    line += (line.size() > 2 ? ", " : "") + TsPropertyName(m.first) + ": " + value;
  }
  line += " }";
  if (indent + line.size() > 90) return false;
  *out += line;
  return true;
}

void AppendLiteral(const Json& j, int indent, std::string* out) {
  switch (j.kind()) {
    case Json::Kind::kObject:
      if (j.members().empty()) {
        *out += "{}";
        return;
      }
      if (!AppendShort(j, indent, out)) AppendMembers(j, indent, out);
      return;
    case Json::Kind::kArray:
      if (j.array().empty()) {
        *out += "[]";
        return;
      }
      *out += "[\n";
      for (const Json& e : j.array()) {
        AppendIndent(indent + 2, out);
        AppendLiteral(e, indent + 2, out);
        *out += ",\n";
      }
      AppendIndent(indent, out);
      *out += "]";
      return;
    case Json::Kind::kString:
      *out += Quote(j.string_value());
      return;
    default:
      *out += j.Dump();
      return;
  }
}

}  // namespace

void TsFilterUse::Add(const KeyTemplate& t) {
  for (const TemplatePart& p : t.parts()) Add(p.filters);
}

void TsFilterUse::Add(const std::vector<TemplateFilter>& filters) {
  for (const TemplateFilter& f : filters) {
    pad |= f.kind == TemplateFilter::Kind::kPad;
    upper |= f.kind == TemplateFilter::Kind::kUpper;
    lower |= f.kind == TemplateFilter::Kind::kLower;
    iso8601 |= f.kind == TemplateFilter::Kind::kIso8601;
  }
}

void TsFilterUse::Add(const TsFilterUse& o) {
  pad |= o.pad, upper |= o.upper, lower |= o.lower, iso8601 |= o.iso8601;
}

std::string TsFilterFunctions(const TsFilterUse& use) {
  std::string out;
  for (auto [used, text] : {std::pair{use.pad, kPad}, std::pair{use.upper, kUpper},
                            std::pair{use.lower, kLower}, std::pair{use.iso8601, kIso8601}})
    if (used) out += std::string(out.empty() ? "" : "\n") + text;
  return out;
}

std::string TsMember(std::string_view source, std::string_view name) {
  if (IsIdentifier(name)) return std::string(source) + "." + std::string(name);
  return std::string(source) + "[" + Quote(name) + "]";
}

std::string TsPropertyName(std::string_view name) {
  return IsIdentifier(name) ? std::string(name) : Quote(name);
}

std::string TsPlaceholderExpr(const TemplatePart& p, std::string_view source) {
  std::string e = "String(" + TsMember(source, p.text) + ")";
  for (const TemplateFilter& f : p.filters) {
    switch (f.kind) {
      case TemplateFilter::Kind::kPad:
        e = "ksPad(" + e + ", " + std::to_string(f.width) + ", " + Quote(std::string(1, f.fill)) +
            ")";
        break;
      case TemplateFilter::Kind::kUpper:
        e = "ksUpper(" + e + ")";
        break;
      case TemplateFilter::Kind::kLower:
        e = "ksLower(" + e + ")";
        break;
      case TemplateFilter::Kind::kIso8601:
        e = "ksIso8601(" + e + ")";
        break;
    }
  }
  return e;
}

std::string TsTemplateExpr(const KeyTemplate& t, std::string_view source) {
  std::string out;
  for (const TemplatePart& p : t.parts()) {
    if (!out.empty()) out += " + ";
    out += p.placeholder ? TsPlaceholderExpr(p, source) : Quote(p.text);
  }
  return out.empty() ? "\"\"" : out;
}

std::string TsHasAll(const KeyTemplate& t, std::string_view source) {
  std::string out;
  for (const std::string& a : t.Attributes())
    out += std::string(out.empty() ? "" : " && ") + TsMember(source, a) + " !== undefined";
  return out.empty() ? "true" : out;
}

std::string TsLiteral(const Json& j, int indent) {
  std::string out;
  AppendLiteral(j, indent, &out);
  return out;
}

TsNames TsUniqueNames(const std::vector<std::string>& names) {
  TsNames out;
  out.pascal = UniqueIdentifiers(names, PascalCase);
  for (std::string stem : out.pascal) {
    // A PascalCase stem starts with an ASCII capital ('N' before a digit, "X" when empty), so
    // lowering it keeps the stems distinct.
    stem[0] = static_cast<char>(stem[0] - 'A' + 'a');
    out.camel.push_back(stem);
  }
  return out;
}

TsNames TsTableNames(const Design& d) {
  std::vector<std::string> names;
  for (const TableModel& t : d.tables) names.push_back(t.name);
  return TsUniqueNames(names);
}

TsNames TsEntityNames(const Design& d) {
  std::vector<std::string> names;
  for (const Entity& e : d.entities) names.push_back(e.name);
  return TsUniqueNames(names);
}

}  // namespace keyscape::interop
