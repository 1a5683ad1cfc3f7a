// String literals of the export languages (quoting.h).
#include "quoting.h"

#include <cstdio>
#include <string>
#include <vector>

#include "keyscape/base/json.h"

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

std::string Quote(std::string_view s) {
  std::string json;
  base::AppendJsonString(s, &json);
  std::string out;
  for (size_t i = 0; i < json.size(); ++i) {
    // U+2028 and U+2029 are E2 80 A8 / E2 80 A9 in UTF-8.
    if (i + 2 < json.size() && static_cast<unsigned char>(json[i]) == 0xE2 &&
        static_cast<unsigned char>(json[i + 1]) == 0x80 &&
        (static_cast<unsigned char>(json[i + 2]) == 0xA8 ||
         static_cast<unsigned char>(json[i + 2]) == 0xA9)) {
      out += static_cast<unsigned char>(json[i + 2]) == 0xA8 ? "\\u2028" : "\\u2029";
      i += 2;
      continue;
    }
    out.push_back(json[i]);
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
