#include "keyscape/expr/lexer.h"

#include <optional>

#include "keyscape/base/enum_names.h"

namespace keyscape::expr {
namespace {

bool IsAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsNameChar(char c) { return IsAlpha(c) || IsDigit(c) || c == '_'; }
bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Length of the UTF-8 character starting at s[i] (1 for invalid lead bytes).
size_t Utf8CharLen(std::string_view s, size_t i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  size_t n = 1;
  if (c >= 0xF0 && c <= 0xF4)
    n = 4;
  else if (c >= 0xE0)
    n = 3;
  else if (c >= 0xC2 && c < 0xE0)
    n = 2;
  if (i + n > s.size()) return 1;
  for (size_t k = 1; k < n; ++k) {
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 1;
  }
  return n;
}

// The punctuation of one character: ( ) [ ] , . = + -
std::optional<TokenKind> SingleCharToken(char c) {
  static constexpr base::EnumPair<char, std::optional<TokenKind>> kPunctuation[] = {
      {'(', TokenKind::kLParen},   {')', TokenKind::kRParen}, {'[', TokenKind::kLBracket},
      {']', TokenKind::kRBracket}, {',', TokenKind::kComma},  {'.', TokenKind::kDot},
      {'=', TokenKind::kEq},       {'+', TokenKind::kPlus},   {'-', TokenKind::kMinus}};
  return base::MapEnum(kPunctuation, c, std::optional<TokenKind>());
}

}  // namespace

std::vector<Token> Lex(std::string_view s) {
  std::vector<Token> out;
  size_t i = 0;
  auto push = [&](TokenKind kind, size_t begin, size_t end) {
    Token t;
    t.kind = kind;
    t.begin = static_cast<uint32_t>(begin);
    t.end = static_cast<uint32_t>(end);
    t.text = s.substr(begin, end - begin);
    out.push_back(t);
  };
  while (i < s.size()) {
    char c = s[i];
    if (IsSpace(c)) {
      ++i;
      continue;
    }
    size_t start = i;
    if (IsAlpha(c)) {
      while (i < s.size() && IsNameChar(s[i])) ++i;
      push(TokenKind::kIdentifier, start, i);
      continue;
    }
    if (IsDigit(c)) {
      while (i < s.size() && IsDigit(s[i])) ++i;
      push(TokenKind::kNumber, start, i);
      continue;
    }
    if (c == '#' || c == ':') {
      size_t j = i + 1;
      while (j < s.size() && IsNameChar(s[j])) ++j;
      if (j == i + 1) {
        push(TokenKind::kInvalid, start, i + 1);
        i = i + 1;
      } else {
        push(c == '#' ? TokenKind::kNamePlaceholder : TokenKind::kValuePlaceholder, start, j);
        i = j;
      }
      continue;
    }
    if (std::optional<TokenKind> single = SingleCharToken(c)) {
      push(*single, start, ++i);
      continue;
    }
    char next = i + 1 < s.size() ? s[i + 1] : '\0';
    if (c == '<') {
      TokenKind kind = next == '>' ? TokenKind::kNe : next == '=' ? TokenKind::kLe : TokenKind::kLt;
      i += kind == TokenKind::kLt ? 1 : 2;
      push(kind, start, i);
      continue;
    }
    if (c == '>') {
      TokenKind kind = next == '=' ? TokenKind::kGe : TokenKind::kGt;
      i += kind == TokenKind::kGt ? 1 : 2;
      push(kind, start, i);
      continue;
    }
    i += Utf8CharLen(s, i);
    push(TokenKind::kInvalid, start, i);
  }
  push(TokenKind::kEof, s.size(), s.size());
  return out;
}

bool IsKeyword(const Token& tok, std::string_view keyword) {
  if (tok.kind != TokenKind::kIdentifier || tok.text.size() != keyword.size()) return false;
  for (size_t i = 0; i < keyword.size(); ++i) {
    char c = tok.text[i];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c != keyword[i]) return false;
  }
  return true;
}

std::string SyntaxErrorText(std::string_view source, const std::vector<Token>& tokens,
                            size_t index) {
  const Token& tok = tokens[index];
  std::string text = "Syntax error; token: \"";
  if (tok.kind == TokenKind::kEof) {
    text += "<EOF>";
  } else {
    text += tok.text;
  }
  size_t begin = index > 0 ? tokens[index - 1].begin : tok.begin;
  size_t end = tok.end;
  if (tok.kind != TokenKind::kEof && index + 1 < tokens.size() &&
      tokens[index + 1].kind != TokenKind::kEof) {
    end = tokens[index + 1].end;
  }
  if (tok.kind == TokenKind::kEof && index > 0) end = tokens[index - 1].end;
  text += "\", near: \"";
  text += source.substr(begin, end - begin);
  text += "\"";
  return text;
}

}  // namespace keyscape::expr
