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

}  // namespace

bool LexPartiql(std::string_view s, std::vector<PqToken>* out) {
  size_t i = 0;
  for (;;) {
    if (!SkipBlank(s, &i)) return false;
    if (i >= s.size()) break;
    PqToken t;
    char c = s[i];
    if (IsIdentStart(c)) {
      size_t start = i;
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
    out->push_back(std::move(t));
  }
  out->push_back(PqToken{});
  return true;
}

}  // namespace keyscape::expr
