// Pass 1 of expression parsing: recursive descent over the token stream, stopping at
// the first syntax error (or parse-time limit) with DynamoDB's `token:`/`near:` text.
#include "syntax.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/base/enum_names.h"
#include "keyscape/expr/lexer.h"
#include "keyscape/expr/parser.h"

namespace keyscape::expr::internal {
namespace {

Raw MakeNode(NodeType type, std::vector<Raw> children) {
  Raw r;
  r.type = type;
  r.children = std::move(children);
  return r;
}

// Nesting deeper than this cannot be valid: every non-redundant level of parentheses
// holds an operator, and 300 operators allow about 150 levels. The bound keeps the
// recursion shallow (wasm stacks are small) before the real error is known; what is
// reported then is what DynamoDB would say about a run of parentheses: a syntax error at
// the end when they are not all closed, else redundant parentheses.
constexpr int kMaxNesting = 400;

class SyntaxParser {
 public:
  explicit SyntaxParser(std::string_view src) : src_(src), toks_(Lex(src)) {}

  const std::optional<Located>& error() const { return error_; }
  bool redundant_parens() const { return redundant_parens_; }

 protected:
  const Token& Peek(size_t ahead = 0) const {
    return toks_[std::min(pos_ + ahead, toks_.size() - 1)];
  }
  TokenKind PeekKind(size_t ahead = 0) const { return Peek(ahead).kind; }
  void Advance() {
    if (toks_[pos_].kind != TokenKind::kEof) ++pos_;
  }
  // A syntax error at the current token (its span: length 0 at <EOF>).
  bool Fail() {
    if (!error_) error_ = Located{SyntaxErrorText(src_, toks_, pos_), SpanOf(toks_[pos_])};
    return false;
  }
  bool FailMessage(std::string message) {
    if (!error_) error_ = Located{std::move(message), std::nullopt};
    return false;
  }
  static Span SpanOf(const Token& t) { return Span{t.begin, t.end - t.begin}; }
  bool CountOperator() {
    if (++operators_ > kMaxOperators) {
      return FailMessage("The expression contains too many operators; operator count: " +
                         std::to_string(kMaxOperators + 1));
    }
    return true;
  }
  bool Enter() {
    if (++depth_ <= kMaxNesting) return true;
    long balance = 0;
    for (const Token& t : toks_) {
      if (t.kind == TokenKind::kLParen) ++balance;
      if (t.kind == TokenKind::kRParen) --balance;
    }
    if (balance > 0) {
      pos_ = toks_.size() - 1;
      return Fail();
    }
    return FailMessage("The expression has redundant parentheses;");
  }
  void Leave() { --depth_; }

  // A path element name: an identifier that is not one of `excluded` keywords, or #name.
  bool IsNameToken(const Token& t, const std::vector<std::string_view>& excluded) const {
    if (t.kind == TokenKind::kNamePlaceholder) return true;
    if (t.kind != TokenKind::kIdentifier) return false;
    for (std::string_view k : excluded) {
      if (IsKeyword(t, k)) return false;
    }
    return true;
  }

  // path := name ( '.' name | '[' digits ']' )*
  // REQUIRES: IsNameToken(Peek(), excluded).
  bool ParsePath(std::vector<RawElem>* out, const std::vector<std::string_view>& excluded) {
    auto push_name = [&](const Token& t) -> bool {
      RawElem e;
      e.placeholder = t.kind == TokenKind::kNamePlaceholder;
      e.text = std::string(t.text);
      e.span = SpanOf(t);
      out->push_back(std::move(e));
      return CheckDepth(*out);
    };
    if (!push_name(Peek())) return false;
    Advance();
    while (true) {
      if (PeekKind() == TokenKind::kDot) {
        Advance();
        if (!IsNameToken(Peek(), excluded)) return Fail();
        if (!push_name(Peek())) return false;
        Advance();
      } else if (PeekKind() == TokenKind::kLBracket) {
        Advance();
        const Token& num = Peek();
        if (num.kind != TokenKind::kNumber || num.text.size() > 10) return Fail();
        uint64_t v = 0;
        for (char c : num.text) v = v * 10 + static_cast<uint64_t>(c - '0');
        if (v > 0x7FFFFFFFu) return Fail();
        Advance();
        if (PeekKind() != TokenKind::kRBracket) return Fail();
        Advance();
        RawElem e;
        e.is_index = true;
        e.index = static_cast<uint32_t>(v);
        out->push_back(std::move(e));
        if (!CheckDepth(*out)) return false;
      } else {
        return true;
      }
    }
  }

  // operand := '(' group ')' | :value | name '(' arg (',' arg)* ')' | path, where a path
  // name is not one of `keywords`; `group` and `arg` parse what the grammar allows there.
  template <typename Group, typename Arg>
  bool ParseOperandWith(Raw* out, const std::vector<std::string_view>& keywords, Group group,
                        Arg arg) {
    const Token& t = Peek();
    switch (t.kind) {
      case TokenKind::kLParen:
        return ParseGroup(out, group);
      case TokenKind::kValuePlaceholder:
        *out = TakeValuePlaceholder();
        return true;
      case TokenKind::kNamePlaceholder:
      case TokenKind::kIdentifier:
        if (!IsNameToken(t, keywords)) return Fail();
        if (t.kind == TokenKind::kIdentifier && PeekKind(1) == TokenKind::kLParen) {
          return ParseCall(out, arg);
        }
        return ParsePathOperand(out, keywords);
      default:
        return Fail();
    }
  }

  // A path operand. REQUIRES: IsNameToken(Peek(), excluded).
  bool ParsePathOperand(Raw* out, const std::vector<std::string_view>& excluded) {
    Raw r;
    r.type = NodeType::kPath;
    if (!ParsePath(&r.path, excluded)) return false;
    *out = std::move(r);
    return true;
  }

  // :value, the current token.
  Raw TakeValuePlaceholder() {
    Raw r;
    r.type = NodeType::kValue;
    r.placeholder = std::string(Peek().text);
    r.span = SpanOf(Peek());
    Advance();
    return r;
  }

  // '(' inner ')', the current token being '('; a second pair directly around the same
  // node is redundant.
  template <typename Inner>
  bool ParseGroup(Raw* out, Inner inner) {
    Advance();
    if (!Enter()) return false;
    Raw r;
    bool ok = inner(&r);
    Leave();
    if (!ok) return false;
    if (PeekKind() != TokenKind::kRParen) return Fail();
    Advance();
    if (++r.parens >= 2) redundant_parens_ = true;
    *out = std::move(r);
    return true;
  }

  // name '(' arg (',' arg)* ')'; the function counts as an operator.
  // REQUIRES: Peek() is the name and Peek(1) is '('.
  template <typename Arg>
  bool ParseCall(Raw* out, Arg arg) {
    Raw r;
    r.type = NodeType::kFunction;
    r.name = std::string(Peek().text);
    Advance();  // name
    Advance();  // (
    if (!Enter()) return false;
    bool ok = true;
    while (ok) {
      Raw a;
      ok = arg(&a);
      if (!ok) break;
      r.children.push_back(std::move(a));
      if (PeekKind() != TokenKind::kComma) break;
      Advance();
    }
    Leave();
    if (!ok) return false;
    if (PeekKind() != TokenKind::kRParen) return Fail();
    Advance();
    if (!CountOperator()) return false;
    *out = std::move(r);
    return true;
  }

  std::string_view src_;
  std::vector<Token> toks_;
  size_t pos_ = 0;
  std::optional<Located> error_;
  bool redundant_parens_ = false;
  int operators_ = 0;
  int depth_ = 0;

 private:
  bool CheckDepth(const std::vector<RawElem>& path) {
    if (static_cast<int>(path.size()) > kMaxPathDepth) {
      return FailMessage("The document path has too many nesting levels; nesting levels: " +
                         std::to_string(kMaxPathDepth + 1));
    }
    return true;
  }
};

const std::vector<std::string_view>& ConditionKeywords() {
  static const std::vector<std::string_view> k = {"AND", "OR", "NOT", "BETWEEN", "IN"};
  return k;
}
const std::vector<std::string_view>& UpdateKeywords() {
  static const std::vector<std::string_view> k = {"SET", "REMOVE", "ADD", "DELETE"};
  return k;
}
const std::vector<std::string_view>& NoKeywords() {
  static const std::vector<std::string_view> k;
  return k;
}

std::optional<CompareOp> ComparatorOf(TokenKind k) {
  static constexpr base::EnumPair<TokenKind, std::optional<CompareOp>> kComparators[] = {
      {TokenKind::kEq, CompareOp::kEq}, {TokenKind::kNe, CompareOp::kNe},
      {TokenKind::kLt, CompareOp::kLt}, {TokenKind::kLe, CompareOp::kLe},
      {TokenKind::kGt, CompareOp::kGt}, {TokenKind::kGe, CompareOp::kGe}};
  return base::MapEnum(kComparators, k, std::optional<CompareOp>());
}

// Condition grammar (KeyCondition/Condition/Filter):
//   or        := and [OR or]
//   and       := not [AND and]
//   not       := NOT not | predicate
//   predicate := operand [comparator operand | BETWEEN operand AND operand
//                         | IN '(' operand (',' operand)* ')']
//   operand   := '(' or ')' | name '(' operand (',' operand)* ')' | path | :value
// A bare path/value (optionally parenthesised) is not a condition: the token after it
// is the syntax error. Operands right of a comparator and function arguments only
// group operands, never conditions.
class ConditionSyntax : public SyntaxParser {
 public:
  using SyntaxParser::SyntaxParser;

  bool Parse(Raw* root) {
    if (!ParseOr(root)) return false;
    if (PeekKind() != TokenKind::kEof) return Fail();
    return RequireCondition(*root);
  }

 private:
  bool RequireCondition(const Raw& r) {
    if (r.IsCondition() || r.type == NodeType::kFunction) return true;
    return Fail();
  }

  bool ParseOr(Raw* out) {
    return ParseBinary(out, "OR", NodeType::kOr, &ConditionSyntax::ParseAnd,
                       &ConditionSyntax::ParseOr);
  }
  bool ParseAnd(Raw* out) {
    return ParseBinary(out, "AND", NodeType::kAnd, &ConditionSyntax::ParseNot,
                       &ConditionSyntax::ParseAnd);
  }

  // `operand [KEYWORD self]`: AND and OR, both associative, parsed right-recursively; each
  // side must be a condition, and each keyword counts as an operator.
  bool ParseBinary(Raw* out, const char* keyword, NodeType type,
                   bool (ConditionSyntax::*operand)(Raw*), bool (ConditionSyntax::*self)(Raw*)) {
    Raw left;
    if (!(this->*operand)(&left)) return false;
    if (!IsKeyword(Peek(), keyword)) {
      *out = std::move(left);
      return true;
    }
    if (!RequireCondition(left)) return false;
    Advance();
    if (!CountOperator()) return false;
    Raw right;
    if (!(this->*self)(&right)) return false;
    if (!RequireCondition(right)) return false;
    std::vector<Raw> kids;
    kids.push_back(std::move(left));
    kids.push_back(std::move(right));
    *out = MakeNode(type, std::move(kids));
    return true;
  }

  bool ParseNot(Raw* out) {
    if (!IsKeyword(Peek(), "NOT")) return ParsePredicate(out);
    Advance();
    if (!CountOperator() || !Enter()) return false;
    Raw child;
    bool ok = ParseNot(&child);
    Leave();
    if (!ok || !RequireCondition(child)) return false;
    std::vector<Raw> kids;
    kids.push_back(std::move(child));
    *out = MakeNode(NodeType::kNot, std::move(kids));
    return true;
  }

  bool ParsePredicate(Raw* out) {
    Raw lhs;
    if (!ParseOperand(&lhs, /*operand_only=*/false)) return false;
    std::optional<CompareOp> cmp = ComparatorOf(PeekKind());
    bool between = IsKeyword(Peek(), "BETWEEN"), in = IsKeyword(Peek(), "IN");
    if (!cmp && !between && !in) {
      *out = std::move(lhs);
      return true;
    }
    // The operator: its left side must be an operand, and it counts.
    if (lhs.IsCondition()) return Fail();
    Advance();
    if (!CountOperator()) return false;
    std::vector<Raw> kids;
    kids.push_back(std::move(lhs));
    if (cmp) {
      if (!ParseOperandInto(&kids)) return false;
      *out = MakeNode(NodeType::kCompare, std::move(kids));
      out->op = *cmp;
      return true;
    }
    if (between) {
      if (!ParseOperandInto(&kids)) return false;
      if (!IsKeyword(Peek(), "AND")) return Fail();
      Advance();
      if (!ParseOperandInto(&kids)) return false;
      *out = MakeNode(NodeType::kBetween, std::move(kids));
      return true;
    }
    if (!ParseInList(&kids)) return false;
    *out = MakeNode(NodeType::kIn, std::move(kids));
    return true;
  }

  bool ParseOperandInto(std::vector<Raw>* kids) {
    Raw r;
    if (!ParseOperand(&r, true)) return false;
    kids->push_back(std::move(r));
    return true;
  }

  // '(' operand (',' operand)* ')' after IN, at most kMaxInOperands operands.
  bool ParseInList(std::vector<Raw>* kids) {
    if (PeekKind() != TokenKind::kLParen) return Fail();
    Advance();
    while (true) {
      if (!ParseOperandInto(kids)) return false;
      if (static_cast<int>(kids->size()) - 1 > kMaxInOperands) {
        return FailMessage(
            "The IN operator is provided with too many operands; number of operands: " +
            std::to_string(kMaxInOperands + 1));
      }
      if (PeekKind() != TokenKind::kComma) break;
      Advance();
    }
    if (PeekKind() != TokenKind::kRParen) return Fail();
    Advance();
    return true;
  }

  bool ParseOperand(Raw* out, bool operand_only) {
    return ParseOperandWith(
        out, ConditionKeywords(),
        [&](Raw* inner) { return operand_only ? ParseOperand(inner, true) : ParseOr(inner); },
        [&](Raw* arg) { return ParseOperand(arg, true); });
  }
};

// ProjectionExpression := path (',' path)*
class ProjectionSyntax : public SyntaxParser {
 public:
  using SyntaxParser::SyntaxParser;

  bool Parse(std::vector<std::vector<RawElem>>* paths) {
    while (true) {
      if (!IsNameToken(Peek(), NoKeywords())) return Fail();
      std::vector<RawElem> path;
      if (!ParsePath(&path, NoKeywords())) return false;
      paths->push_back(std::move(path));
      if (PeekKind() != TokenKind::kComma) break;
      Advance();
    }
    if (PeekKind() != TokenKind::kEof) return Fail();
    return true;
  }
};

// UpdateExpression := section+
//   section := SET path '=' setvalue (',' ...)* | REMOVE path (',' path)*
//            | ADD path :value (',' ...)*       | DELETE path :value (',' ...)*
//   setvalue := operand [('+'|'-') operand]
//   operand  := '(' setvalue ')' | name '(' operand (',' operand)* ')' | path | :value
// An arithmetic operand (parenthesised `a + b`) may only stand as the whole value.
class UpdateSyntax : public SyntaxParser {
 public:
  using SyntaxParser::SyntaxParser;

  bool Parse(RawUpdate* out) {
    do {
      std::optional<UpdateAction::Kind> kind = SectionKind(Peek());
      if (!kind) return Fail();
      Advance();
      out->sections.push_back(*kind);
      while (true) {
        RawAction action;
        action.kind = *kind;
        if (!ParseTarget(&action.path)) return false;
        switch (*kind) {
          case UpdateAction::Kind::kSet:
            if (PeekKind() != TokenKind::kEq) return Fail();
            Advance();
            if (!ParseSetValue(&action.value)) return false;
            break;
          case UpdateAction::Kind::kRemove:
            break;
          case UpdateAction::Kind::kAdd:
          case UpdateAction::Kind::kDelete:
            if (PeekKind() != TokenKind::kValuePlaceholder) return Fail();
            action.value = TakeValuePlaceholder();
            break;
        }
        out->actions.push_back(std::move(action));
        if (PeekKind() != TokenKind::kComma) break;
        Advance();
      }
    } while (PeekKind() != TokenKind::kEof);
    return true;
  }

 private:
  static std::optional<UpdateAction::Kind> SectionKind(const Token& t) {
    if (IsKeyword(t, "SET")) return UpdateAction::Kind::kSet;
    if (IsKeyword(t, "REMOVE")) return UpdateAction::Kind::kRemove;
    if (IsKeyword(t, "ADD")) return UpdateAction::Kind::kAdd;
    if (IsKeyword(t, "DELETE")) return UpdateAction::Kind::kDelete;
    return std::nullopt;
  }

  bool ParseTarget(std::vector<RawElem>* path) {
    if (!IsNameToken(Peek(), UpdateKeywords())) return Fail();
    return ParsePath(path, UpdateKeywords());
  }

  static bool IsArithmetic(const Raw& r) {
    return r.type == NodeType::kPlus || r.type == NodeType::kMinus;
  }

  // setvalue := operand [('+'|'-') operand]. A parenthesised operand may hold `a + b`,
  // but only as the whole value: arithmetic does not nest or feed functions.
  bool ParseSetValue(Raw* out) {
    Raw first;
    if (!ParseOperand(&first)) return false;
    TokenKind k = PeekKind();
    if (k != TokenKind::kPlus && k != TokenKind::kMinus) {
      *out = std::move(first);
      return true;
    }
    if (IsArithmetic(first)) return Fail();
    size_t op_tok = pos_;
    Advance();
    if (!CountOperator()) return false;
    Raw second;
    if (!ParseOperand(&second)) return false;
    if (IsArithmetic(second)) {
      pos_ = second.op_tok;
      return Fail();
    }
    std::vector<Raw> kids;
    kids.push_back(std::move(first));
    kids.push_back(std::move(second));
    *out = MakeNode(k == TokenKind::kPlus ? NodeType::kPlus : NodeType::kMinus, std::move(kids));
    out->op_tok = op_tok;
    return true;
  }

  bool ParseOperand(Raw* out) {
    return ParseOperandWith(
        out, UpdateKeywords(), [&](Raw* inner) { return ParseSetValue(inner); },
        [&](Raw* arg) { return ParseFunctionArgument(arg); });
  }

  // A function argument is an operand, never arithmetic (the error names its operator).
  bool ParseFunctionArgument(Raw* arg) {
    if (!ParseOperand(arg)) return false;
    if (!IsArithmetic(*arg)) return true;
    pos_ = arg->op_tok;
    return Fail();
  }
};

template <typename P, typename Out>
SyntaxOutcome Run(std::string_view text, Out* out) {
  P parser(text);
  SyntaxOutcome r;
  if (!parser.Parse(out)) r.error = parser.error();
  r.redundant_parens = parser.redundant_parens();
  return r;
}

}  // namespace

SyntaxOutcome ParseConditionSyntax(std::string_view text, Raw* root) {
  return Run<ConditionSyntax>(text, root);
}
SyntaxOutcome ParseProjectionSyntax(std::string_view text,
                                    std::vector<std::vector<RawElem>>* paths) {
  return Run<ProjectionSyntax>(text, paths);
}
SyntaxOutcome ParseUpdateSyntax(std::string_view text, RawUpdate* out) {
  return Run<UpdateSyntax>(text, out);
}

}  // namespace keyscape::expr::internal
