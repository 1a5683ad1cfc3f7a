#include "keyscape/model/key_template_text.h"

#include <cstdint>

namespace keyscape::model::template_text {

namespace {
bool IsContinuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
}  // namespace

size_t InvalidUtf8At(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    size_t len;
    uint32_t cp;
    if (c < 0x80) {
      ++i;
      continue;
    } else if (c >= 0xC2 && c <= 0xDF) {
      len = 2, cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
      len = 3, cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      len = 4, cp = c & 0x07;
    } else {
      return i;
    }
    if (i + len > s.size()) return i;
    for (size_t k = 1; k < len; ++k) {
      if (!IsContinuation(s[i + k])) return i;
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    }
    const bool overlong = (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000);
    if (overlong || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return i;
    i += len;
  }
  return std::string_view::npos;
}

size_t CountChars(std::string_view s) {
  size_t n = 0;
  for (char c : s) n += IsContinuation(c) ? 0 : 1;
  return n;
}

size_t CharBytes(std::string_view s, size_t pos, size_t n) {
  size_t i = pos;
  for (size_t taken = 0; taken < n; ++taken) {
    if (i >= s.size()) return std::string_view::npos;
    ++i;
    while (i < s.size() && IsContinuation(s[i])) ++i;
  }
  return i - pos;
}

bool IsNegativeNumber(std::string_view s) { return s.size() >= 2 && s[0] == '-' && IsDigit(s[1]); }

std::string AsciiUpper(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

std::string AsciiLower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

bool IsIso8601Beginning(std::string_view s) {
  static constexpr std::string_view kForm = "DDDD-DD-DDTDD:DD:DDZ";
  if (s.empty() || s.size() >= kForm.size()) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    if (kForm[i] == 'D' ? !IsDigit(s[i]) : s[i] != kForm[i]) return false;
  }
  return true;
}

std::string Unpad(std::string_view s, char fill) {
  size_t i = 0;
  if (fill == '0') {
    while (i + 1 < s.size() && s[i] == '0' && s[i + 1] != '.') ++i;
  } else {
    while (i < s.size() && s[i] == fill) ++i;
  }
  return std::string(s.substr(i));
}

std::vector<std::string> UndoCandidates(const std::vector<TemplateFilter>& filters,
                                        std::string_view segment) {
  std::vector<std::string> texts = {std::string(segment)};
  for (auto it = filters.rbegin(); it != filters.rend(); ++it) {
    if (it->kind != TemplateFilter::Kind::kPad) continue;
    std::vector<std::string> next;
    for (const std::string& t : texts) {
      const std::string best = Unpad(t, it->fill);
      next.push_back(best);
      size_t lead = 0;
      while (lead < t.size() && t[lead] == it->fill) ++lead;
      for (size_t j = lead + 1; j-- > 0 && next.size() < kMaxUndoCandidates;) {
        if (t.size() - j != best.size()) next.push_back(t.substr(j));
      }
      if (next.size() >= kMaxUndoCandidates) break;
    }
    texts = std::move(next);
  }
  return texts;
}

std::string FilterText(const TemplateFilter& f) {
  switch (f.kind) {
    case TemplateFilter::Kind::kPad:
      return "pad(" + std::to_string(f.width) + (f.fill == '0' ? "" : std::string(",") + f.fill) +
             ")";
    case TemplateFilter::Kind::kUpper:
      return "upper";
    case TemplateFilter::Kind::kLower:
      return "lower";
    case TemplateFilter::Kind::kIso8601:
      return "iso8601";
  }
  return "";
}

}  // namespace keyscape::model::template_text
