// Identifier casing and unique identifiers (naming.h).
#include "naming.h"

#include <cctype>
#include <set>
#include <string>
#include <vector>

namespace keyscape::interop {
namespace {

bool IsAsciiAlnum(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
char Lower(char c) { return IsUpper(c) ? static_cast<char>(c - 'A' + 'a') : c; }
char Upper(char c) { return IsLower(c) ? static_cast<char>(c - 'a' + 'A') : c; }

// Lower-case words: separators split, and so does a lower-to-upper step ("orderItem") and
// the last capital of a capital run before a lower-case letter ("HTTPServer").
std::vector<std::string> Words(std::string_view name) {
  std::vector<std::string> words;
  std::string cur;
  for (size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    if (!IsAsciiAlnum(c)) {
      if (!cur.empty()) words.push_back(std::move(cur)), cur.clear();
      continue;
    }
    const char prev = i ? name[i - 1] : '\0';
    const char next = i + 1 < name.size() ? name[i + 1] : '\0';
    const bool boundary = IsUpper(c) && (IsLower(prev) || (IsUpper(prev) && IsLower(next)));
    if (boundary && !cur.empty()) words.push_back(std::move(cur)), cur.clear();
    cur.push_back(Lower(c));
  }
  if (!cur.empty()) words.push_back(std::move(cur));
  return words;
}

std::string Joined(const std::vector<std::string>& words, bool capitalize_first,
                   bool capitalize_rest, std::string_view sep) {
  std::string out;
  for (size_t i = 0; i < words.size(); ++i) {
    if (i) out.append(sep);
    std::string w = words[i];
    if (i == 0 ? capitalize_first : capitalize_rest) w[0] = Upper(w[0]);
    out += w;
  }
  return out;
}

std::string Identifier(std::string s, bool pascal) {
  if (s.empty()) return pascal ? "X" : "x";
  if (IsDigit(s[0])) s.insert(0, pascal ? "N" : "_");
  return s;
}

}  // namespace

std::string PascalCase(std::string_view name) {
  return Identifier(Joined(Words(name), true, true, ""), true);
}
std::string CamelCase(std::string_view name) {
  return Identifier(Joined(Words(name), false, true, ""), false);
}
std::string SnakeCase(std::string_view name) {
  return Identifier(Joined(Words(name), false, false, "_"), false);
}
std::string KebabCase(std::string_view name) { return Joined(Words(name), false, false, "-"); }

std::vector<std::string> UniqueIdentifiers(const std::vector<std::string>& names,
                                           std::string (*casing)(std::string_view)) {
  std::vector<std::string> out;
  std::set<std::string> taken;
  for (const std::string& n : names) {
    const std::string base = casing(n);
    std::string id = base;
    for (int k = 2; taken.count(id); ++k) id = base + std::to_string(k);
    taken.insert(id);
    out.push_back(id);
  }
  return out;
}

}  // namespace keyscape::interop
