// Tokenizer shared by every DynamoDB expression kind (key condition, condition,
// filter, projection, update).
//
// Guarantees:
// - Lex() never fails: a byte sequence that starts no valid token becomes one kInvalid
//   token holding one UTF-8 character, so the parser can report it DynamoDB's way
//   (`Syntax error; token: "-", near: "a-b"`).
// - The returned vector always ends with exactly one kEof token (begin == end == size).
// - Token text is a view into the source; keywords (AND, OR, NOT, BETWEEN, IN, SET,
//   REMOVE, ADD, DELETE) are plain kIdentifier tokens, matched case-insensitively by
//   the parser.
// Token shapes (as DynamoDB's lexer accepts them):
//   identifier   [A-Za-z][A-Za-z0-9_]*      (a leading `_` or digit is not a name)
//   #name        '#' [A-Za-z0-9_]+
//   :value       ':' [A-Za-z0-9_]+
//   number       [0-9]+                      (list indexes)
//   punctuation  ( ) [ ] , .  = <> < <= > >= + -
//   whitespace   space, tab, CR, LF separate tokens and are otherwise ignored.
#ifndef KEYSCAPE_EXPR_LEXER_H_
#define KEYSCAPE_EXPR_LEXER_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace keyscape::expr {

enum class TokenKind : uint8_t {
  kIdentifier,
  kNamePlaceholder,   // #name
  kValuePlaceholder,  // :value
  kNumber,            // [0-9]+
  kLParen,
  kRParen,
  kLBracket,
  kRBracket,
  kComma,
  kDot,
  kEq,
  kNe,
  kLt,
  kLe,
  kGt,
  kGe,
  kPlus,
  kMinus,
  kInvalid,  // one UTF-8 character that starts no token
  kEof,
};

struct Token {
  TokenKind kind = TokenKind::kEof;
  uint32_t begin = 0;  // byte offsets into the source, [begin, end)
  uint32_t end = 0;
  std::string_view text;
};

std::vector<Token> Lex(std::string_view source);

// True when `tok` is an identifier equal to `keyword` ignoring ASCII case.
// REQUIRES: keyword is upper-case ASCII.
bool IsKeyword(const Token& tok, std::string_view keyword);

// DynamoDB's syntax-error text for a failure at tokens[index]:
//   Syntax error; token: "<tok>", near: "<near>"
// <tok> is the token's source text ("<EOF>" at end of input); <near> is the source
// slice from the start of the previous token to the end of the next one (either may be
// missing), e.g. `token: ")", near: "()"`, `token: "<EOF>", near: "foo"`.
std::string SyntaxErrorText(std::string_view source, const std::vector<Token>& tokens,
                            size_t index);

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_LEXER_H_
