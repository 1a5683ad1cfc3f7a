// Internal to the expr layer: the raw trees produced by the syntax pass (placeholders
// still unresolved) and the syntax-pass entry points. See parser.h for the public API.
#ifndef KEYSCAPE_EXPR_SYNTAX_H_
#define KEYSCAPE_EXPR_SYNTAX_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/expr/ast.h"

namespace keyscape::expr::internal {

// A span of the expression text, in bytes: [offset, offset + length).
struct Span {
  size_t offset = 0;
  size_t length = 0;
};

// An error text (without the "Invalid <Kind>: " prefix) and, when the error is about
// one token, that token's span.
struct Located {
  Located(std::string m, std::optional<Span> s = std::nullopt)  // NOLINT: implicit by design
      : message(std::move(m)), span(s) {}
  std::string message;
  std::optional<Span> span;
};

struct RawElem {
  bool is_index = false;
  bool placeholder = false;  // #name
  std::string text;          // identifier or placeholder as written
  uint32_t index = 0;
  Span span;  // of the name or placeholder token
};

struct Raw {
  NodeType type = NodeType::kValue;
  CompareOp op = CompareOp::kEq;
  std::string name;           // kFunction
  std::vector<RawElem> path;  // kPath
  std::string placeholder;    // kValue
  Span span;                  // kValue: of the placeholder token
  int parens = 0;             // grouping parentheses directly around this node
  size_t op_tok = 0;          // kPlus/kMinus: index of the operator token
  std::vector<Raw> children;

  bool IsCondition() const {
    switch (type) {
      case NodeType::kCompare:
      case NodeType::kBetween:
      case NodeType::kIn:
      case NodeType::kAnd:
      case NodeType::kOr:
      case NodeType::kNot:
        return true;
      default:
        return false;
    }
  }
};

struct RawAction {
  UpdateAction::Kind kind = UpdateAction::Kind::kSet;
  std::vector<RawElem> path;
  Raw value;
};

struct RawUpdate {
  std::vector<RawAction> actions;
  std::vector<UpdateAction::Kind> sections;  // in order written (repeats kept)
};

// The outcome of a syntax pass: the first syntax error (with the span of the token it
// names) or parse-time limit (no span), and whether a redundant pair of parentheses was
// seen (reported later, by priority, in the semantic pass).
struct SyntaxOutcome {
  std::optional<Located> error;
  bool redundant_parens = false;
};

SyntaxOutcome ParseConditionSyntax(std::string_view text, Raw* root);
SyntaxOutcome ParseProjectionSyntax(std::string_view text,
                                    std::vector<std::vector<RawElem>>* paths);
SyntaxOutcome ParseUpdateSyntax(std::string_view text, RawUpdate* out);

}  // namespace keyscape::expr::internal

#endif  // KEYSCAPE_EXPR_SYNTAX_H_
