// The PartiQL lexer: one pass over the text, no recursion.
#include "partiql_lexer.h"

#include <cctype>

namespace keyscape::expr {
namespace {

bool IsIdentStart(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}
bool IsIdentChar(char c) { return IsIdentStart(c) || std::isdigit(static_cast<unsigned char>(c)); }
bool IsDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// Skips blanks and comments from *i. False on an unterminated block comment.
bool SkipBlank(std::string_view s, size_t* i) {
  while (*i < s.size()) {
    char c = s[*i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      ++*i;
    } else if (s.substr(*i, 2) == "--") {
      size_t nl = s.find('\n', *i);
      *i = nl == std::string_view::npos ? s.size() : nl + 1;
    } else if (s.substr(*i, 2) == "/*") {
      size_t end = s.find("*/", *i + 2);
      if (end == std::string_view::npos) return false;
      *i = end + 2;
    } else {
      break;
    }
  }
  return true;
}

// A quoted run ending at `quote` (a doubled quote is one quote). False if unterminated.
bool LexQuoted(std::string_view s, size_t* i, char quote, std::string* out) {
  ++*i;
  while (*i < s.size()) {
    char c = s[(*i)++];
    if (c != quote) {
      out->push_back(c);
    } else if (*i < s.size() && s[*i] == quote) {
      out->push_back(quote);
      ++*i;
    } else {
      return true;
    }
  }
  return false;
}

void LexNumber(std::string_view s, size_t* i, std::string* out) {
  size_t start = *i;
  while (*i < s.size() && IsDigit(s[*i])) ++*i;
  if (*i < s.size() && s[*i] == '.') {
    ++*i;
    while (*i < s.size() && IsDigit(s[*i])) ++*i;
  }
  if (*i < s.size() && (s[*i] == 'e' || s[*i] == 'E')) {
    size_t j = *i + 1;
    if (j < s.size() && (s[j] == '+' || s[j] == '-')) ++j;
    if (j < s.size() && IsDigit(s[j])) {
      while (j < s.size() && IsDigit(s[j])) ++j;
      *i = j;
    }
  }
  *out = std::string(s.substr(start, *i - start));
}

// The longest punctuation at s[i], or 0.
size_t PunctLength(std::string_view s, size_t i) {
  static const char* kTwo[] = {"<>", "!=", "<=", ">=", "<<", ">>"};
  for (const char* p : kTwo)
    if (s.substr(i, 2) == p) return 2;
  static const std::string_view kOne = "*,.()[]{}:=<>+-?;";
  return kOne.find(s[i]) != std::string_view::npos ? 1 : 0;
}

// Characters (UTF-8 code points) in s[from, to).
size_t Chars(std::string_view s, size_t from, size_t to) {
  size_t n = 0;
  for (size_t i = from; i < to; ++i)
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) ++n;
  return n;
}

// Positions of tokens met in text order; each call scans only the text since the last one,
// so a statement's positions cost linear time.
class Positions {
 public:
  explicit Positions(std::string_view s) : s_(s) {}
  // "<line>:<column>:<length>" of s[start, end); REQUIRES start >= every earlier start.
  std::string Of(size_t start, size_t end) {
    for (; scanned_ < start; ++scanned_) {
      if (s_[scanned_] != '\n') continue;
      ++line_;
      line_start_ = scanned_ + 1;
      column_ = 0;
      counted_ = line_start_;
    }
    column_ += Chars(s_, counted_, start);
    counted_ = start;
    return std::to_string(line_) + ":" + std::to_string(column_ + 1) + ":" +
           std::to_string(Chars(s_, start, end));
  }

 private:
  std::string_view s_;
  size_t scanned_ = 0, line_ = 1, line_start_ = 0, column_ = 0, counted_ = 0;
};

}  // namespace

bool LexPartiql(std::string_view s, std::vector<PqToken>* out) {
  size_t i = 0;
  Positions positions(s);
  for (;;) {
    if (!SkipBlank(s, &i)) return false;
    if (i >= s.size()) break;
    PqToken t;
    const size_t start = i;
    char c = s[i];
    if (IsIdentStart(c)) {
      while (i < s.size() && IsIdentChar(s[i])) ++i;
      t.kind = PqToken::Kind::kIdent;
      t.text = std::string(s.substr(start, i - start));
    } else if (c == '"' || c == '\'') {
      t.kind = c == '"' ? PqToken::Kind::kQuoted : PqToken::Kind::kString;
      if (!LexQuoted(s, &i, c, &t.text)) return false;
    } else if (IsDigit(c) || (c == '.' && i + 1 < s.size() && IsDigit(s[i + 1]))) {
      t.kind = PqToken::Kind::kNumber;
      LexNumber(s, &i, &t.text);
    } else if (size_t n = PunctLength(s, i)) {
      t.kind = PqToken::Kind::kPunct;
      t.text = std::string(s.substr(i, n));
      i += n;
    } else {
      return false;
    }
    t.at = positions.Of(start, i);
    out->push_back(std::move(t));
  }
  out->push_back(PqToken{});
  return true;
}

}  // namespace keyscape::expr
