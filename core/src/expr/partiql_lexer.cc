// The PartiQL lexer: one pass over the text, no recursion.
#include "partiql_lexer.h"

#include <algorithm>
#include <cctype>
#include <iterator>

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

bool IsPartiqlKeyword(std::string_view word) {
  // Sorted (binary search), lower case; "end-exec" can never be an identifier anyway.
  static constexpr std::string_view kKeywords[] = {
      "absolute", "action", "add", "all", "allocate", "alter", "and", "any", "are", "as", "asc",
      "assertion", "at", "authorization", "avg", "bag", "begin", "between", "bigint", "bit",
      "bit_length", "blob", "bool", "boolean", "by", "can_cast", "can_lossless_cast", "cascade",
      "cascaded", "case", "cast", "catalog", "char", "char_length", "character",
      "character_length", "check", "clob", "close", "coalesce", "collate", "collation", "column",
      "commit", "conflict", "connect", "connection", "constraint", "constraints", "continue",
      "convert", "corresponding", "count", "create", "cross", "current", "current_date",
      "current_time", "current_timestamp", "current_user", "cursor", "date", "date_add",
      "date_diff", "deallocate", "dec", "decimal", "declare", "default", "deferrable", "deferred",
      "delete", "desc", "describe", "descriptor", "diagnostics", "disconnect", "distinct", "do",
      "domain", "double", "drop", "else", "end", "end-exec", "escape", "except", "exception",
      "exec", "execute", "exists", "external", "extract", "false", "fetch", "first", "float",
      "for", "foreign", "found", "from", "full", "get", "global", "go", "goto", "grant", "group",
      "having", "identity", "immediate", "in", "index", "indicator", "initially", "inner",
      "input", "insensitive", "insert", "int", "int2", "int4", "int8", "integer", "integer2",
      "integer4", "integer8", "intersect", "interval", "into", "is", "isolation", "join", "key",
      "language", "last", "left", "let", "level", "like", "limit", "list", "local", "lower",
      "match", "max", "min", "missing", "modified", "module", "names", "national", "natural",
      "nchar", "new", "next", "no", "not", "nothing", "null", "nullif", "numeric", "octet_length",
      "of", "offset", "old", "on", "only", "open", "option", "or", "order", "outer", "output",
      "overlaps", "pad", "partial", "pivot", "position", "precision", "prepare", "preserve",
      "primary", "prior", "privileges", "procedure", "public", "read", "real", "references",
      "relative", "remove", "restrict", "returning", "revoke", "right", "rollback", "rows",
      "schema", "scroll", "section", "select", "session", "session_user", "set", "sexp", "size",
      "smallint", "some", "space", "sql", "sqlcode", "sqlerror", "sqlstate", "string", "struct",
      "substring", "sum", "symbol", "system_user", "table", "temporary", "then", "time",
      "timestamp", "to", "transaction", "translate", "translation", "trim", "true", "tuple",
      "union", "unique", "unknown", "unpivot", "update", "upper", "usage", "user", "using",
      "value", "values", "varchar", "varying", "view", "when", "whenever", "where", "with",
      "work", "write", "zone",
  };
  if (word.size() > 24) return false;
  std::string lower(word);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return std::binary_search(std::begin(kKeywords), std::end(kKeywords), std::string_view(lower));
}

}  // namespace keyscape::expr
