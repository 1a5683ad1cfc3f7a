// What a list of values looks like: a part of table_data_internal.h (its contract).
#include <cctype>
#include <cmath>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "interop/import/table_data_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/model/design.h"

namespace keyscape::interop::table_data {

using base::Json;
using model::ValueFormat;

namespace {

bool AllOf(const std::string& s, bool (*ok)(char)) {
  if (s.empty()) return false;
  for (char c : s)
    if (!ok(c)) return false;
  return true;
}
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsHex(char c) { return IsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
// Crockford base 32 as ULIDs write it: digits and capitals without I, L, O, U.
bool IsCrockford(char c) {
  return IsDigit(c) || (c >= 'A' && c <= 'Z' && c != 'I' && c != 'L' && c != 'O' && c != 'U');
}

bool IsUlid(const std::string& s) { return s.size() == 26 && AllOf(s, IsCrockford) && s[0] <= '7'; }

bool IsUuid(const std::string& s) {
  if (s.size() != 36) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? s[i] != '-' : !IsHex(s[i])) return false;
  }
  return true;
}

// Digits at s[at, at+n).
bool DigitsAt(const std::string& s, size_t at, size_t n) {
  if (at + n > s.size()) return false;
  for (size_t i = at; i < at + n; ++i)
    if (!IsDigit(s[i])) return false;
  return true;
}

// YYYY-MM-DD, optionally THH:MM, :SS, .fraction and Z or +HH:MM.
bool IsIso8601(const std::string& s) {
  if (!DigitsAt(s, 0, 4) || s.size() < 10 || s[4] != '-' || !DigitsAt(s, 5, 2) || s[7] != '-' ||
      !DigitsAt(s, 8, 2))
    return false;
  size_t i = 10;
  if (i == s.size()) return true;
  if (s[i] != 'T' || !DigitsAt(s, i + 1, 2) || s[i + 3] != ':' || !DigitsAt(s, i + 4, 2))
    return false;
  i += 6;
  if (i < s.size() && s[i] == ':') {
    if (!DigitsAt(s, i + 1, 2)) return false;
    i += 3;
    if (i < s.size() && s[i] == '.') {
      size_t j = i + 1;
      while (j < s.size() && IsDigit(s[j])) ++j;
      if (j == i + 1) return false;
      i = j;
    }
  }
  if (i == s.size()) return true;
  if (s[i] == 'Z') return i + 1 == s.size();
  return (s[i] == '+' || s[i] == '-') && s.size() == i + 6 && DigitsAt(s, i + 1, 2) &&
         s[i + 3] == ':' && DigitsAt(s, i + 4, 2);
}

bool Every(const std::vector<std::string>& v, bool (*ok)(const std::string&)) {
  for (const std::string& s : v)
    if (!ok(s)) return false;
  return !v.empty();
}

bool IsDigits(const std::string& s) { return AllOf(s, IsDigit); }

}  // namespace

ValueShape ShapeOf(const std::vector<std::string>& values) {
  ValueShape out;
  out.count = values.size();
  out.distinct = std::set<std::string>(values.begin(), values.end()).size();
  if (Every(values, IsUlid))
    out.format = ValueFormat::kUlid;
  else if (Every(values, IsUuid))
    out.format = ValueFormat::kUuid;
  else if (Every(values, IsIso8601))
    out.format = ValueFormat::kIso8601;
  out.digits = Every(values, IsDigits);
  out.fixed_width = values.empty() ? 0 : values.front().size();
  bool leading_zero = false;
  for (const std::string& s : values) {
    if (s.size() != out.fixed_width) out.fixed_width = 0;
    if (s.size() > 1 && s[0] == '0') leading_zero = true;
  }
  out.zero_padded = out.digits && out.fixed_width > 1 && leading_zero;
  return out;
}

bool IsClosedSet(const ValueShape& s) {
  return s.distinct >= 2 && s.distinct <= 10 && s.count >= 3 * s.distinct &&
         s.format == ValueFormat::kNone;
}

static double Round3(double x) { return std::round(x * 1000) / 1000; }

double Sureness(size_t agreeing) {
  return Round3(1 - std::pow(0.5, static_cast<double>(agreeing < 30 ? agreeing : 30)));
}

double ClosedSetSureness(const ValueShape& s) {
  return s.count ? Round3(1 - static_cast<double>(s.distinct) / static_cast<double>(s.count)) : 0;
}

Json Evidence(size_t items, size_t matching, size_t distinct) {
  Json e = Json::Object();
  e.Add("items", Json::Int(static_cast<int64_t>(items)));
  e.Add("matching", Json::Int(static_cast<int64_t>(matching)));
  e.Add("distinct", Json::Int(static_cast<int64_t>(distinct)));
  return e;
}

Json Inference(const std::string& kind, const std::string& subject, Json value, double confidence,
               Json evidence) {
  Json j = Json::Object();
  j.Add("kind", Json::String(kind));
  j.Add("subject", Json::String(subject));
  j.Add("value", std::move(value));
  j.Add("confidence", Json::Double(confidence));
  j.Add("evidence", std::move(evidence));
  return j;
}

std::string LeadWord(const std::string& key_value) {
  size_t start = key_value.find_first_not_of('#');
  if (start == std::string::npos) return "";
  size_t end = key_value.find('#', start);
  const std::string word =
      key_value.substr(start, end == std::string::npos ? std::string::npos : end - start);
  bool caps = !word.empty() && std::isupper(static_cast<unsigned char>(word[0]));
  bool letters = !word.empty();
  for (char c : word) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (!(std::isupper(u) || std::isdigit(u) || c == '_')) caps = false;
    if (!(std::isalpha(u) || c == '_')) letters = false;
  }
  if (caps) return word;
  if (letters && end != std::string::npos) return word;
  return "";
}

std::string Camel(const std::string& word, bool lower) {
  std::string out;
  bool up = !lower;
  for (char c : word) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (c == '_' || c == '-') {
      up = true;
      continue;
    }
    out += static_cast<char>(up ? std::toupper(u) : std::tolower(u));
    up = false;
  }
  return out;
}

}  // namespace keyscape::interop::table_data
