// The tokens of a PartiQL statement (private to the PartiQL parser).
#ifndef KEYSCAPE_SRC_EXPR_PARTIQL_LEXER_H_
#define KEYSCAPE_SRC_EXPR_PARTIQL_LEXER_H_

#include <string>
#include <string_view>
#include <vector>

namespace keyscape::expr {

struct PqToken {
  enum class Kind { kIdent, kQuoted, kString, kNumber, kPunct, kEnd };
  Kind kind = Kind::kEnd;
  std::string text;  // the name, the string's value, the number, or the punctuation
  // Where the token's source text starts, and how long it is, as DynamoDB's messages count:
  // line and column from 1, in characters (UTF-8 code points), "<line>:<column>:<length>".
  std::string at;
};

// Every token of `text`, ending with one kEnd. False on a lexical error (an unterminated
// string, name or comment, or a character outside the grammar).
bool LexPartiql(std::string_view text, std::vector<PqToken>* out);

// True when `word` (any case) is one of PartiQL's keywords: the SQL-92 keywords and PartiQL's
// own (partiql-lang-kotlin's lexer, LexerConstants.kt: SQL92_KEYWORDS union SQLPP_KEYWORDS).
// The lexer DynamoDB runs makes such a word a keyword token, never an identifier, so it cannot
// be a path's dot component (`m.inner`, `m.size`): "Invalid path dot component".
bool IsPartiqlKeyword(std::string_view word);

}  // namespace keyscape::expr

#endif  // KEYSCAPE_SRC_EXPR_PARTIQL_LEXER_H_
