// Naming and quoting shared by the infrastructure exports (export_internal.h).
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "export_internal.h"

namespace keyscape::interop {
namespace {

std::string Escape(unsigned code) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\u%04x", code);
  return buf;
}

// The code point YAML must not carry literally that starts at s[i], with its UTF-8
// length; 0 when s[i] starts none.
unsigned NonPrintable(std::string_view s, size_t i, size_t* length) {
  const auto at = [&](size_t k) { return k < s.size() ? static_cast<unsigned char>(s[k]) : 0u; };
  if (at(i) == 0x7F) return *length = 1, 0x7F;
  if (at(i) == 0xC2 && at(i + 1) >= 0x80 && at(i + 1) <= 0x9F && at(i + 1) != 0x85)
    return *length = 2, at(i + 1);
  if (at(i) == 0xEF && at(i + 1) == 0xBB && at(i + 2) == 0xBF) return *length = 3, 0xFEFF;
  if (at(i) == 0xEF && at(i + 1) == 0xBF && (at(i + 2) == 0xBE || at(i + 2) == 0xBF))
    return *length = 3, at(i + 2) == 0xBE ? 0xFFFEu : 0xFFFFu;
  return 0;
}

}  // namespace

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

std::string YamlQuote(std::string_view s) {
  const std::string quoted = Quote(s);
  std::string out;
  for (size_t i = 0; i < quoted.size();) {
    size_t length = 0;
    if (unsigned code = NonPrintable(quoted, i, &length)) {
      out += Escape(code);
      i += length;
    } else {
      out.push_back(quoted[i++]);
    }
  }
  return out;
}

}  // namespace keyscape::interop
