// Internal to the expr layer: the raw trees produced by the syntax pass (placeholders
// still unresolved) and the syntax-pass entry points. See parser.h for the public API.
#ifndef KEYSCAPE_EXPR_SYNTAX_H_
#define KEYSCAPE_EXPR_SYNTAX_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/expr/ast.h"

namespace keyscape::expr::internal {

struct RawElem {
  bool is_index = false;
  bool placeholder = false;  // #name
  std::string text;          // identifier or placeholder as written
  uint32_t index = 0;
};

struct Raw {
  NodeType type = NodeType::kValue;
  CompareOp op = CompareOp::kEq;
  std::string name;           // kFunction
  std::vector<RawElem> path;  // kPath
  std::string placeholder;    // kValue
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

// The outcome of a syntax pass: the first syntax error or parse-time limit (message
// without the "Invalid <Kind>: " prefix), and whether a redundant pair of parentheses
// was seen (reported later, by priority, in the semantic pass).
struct SyntaxOutcome {
  std::optional<std::string> error;
  bool redundant_parens = false;
};

SyntaxOutcome ParseConditionSyntax(std::string_view text, Raw* root);
SyntaxOutcome ParseProjectionSyntax(std::string_view text,
                                    std::vector<std::vector<RawElem>>* paths);
SyntaxOutcome ParseUpdateSyntax(std::string_view text, RawUpdate* out);

}  // namespace keyscape::expr::internal

#endif  // KEYSCAPE_EXPR_SYNTAX_H_
