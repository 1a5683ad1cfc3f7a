// Parsers for DynamoDB's expression languages, with DynamoDB's validation messages.
//
// One grammar serves KeyConditionExpression, ConditionExpression and FilterExpression
// (DynamoDB parses all three alike; KeyConditionExpression's extra rules live in
// key_condition.h). ProjectionExpression and UpdateExpression have their own grammars.
//
// Every error is a ValidationException whose message starts "Invalid <Kind>: ", checked
// in DynamoDB's order:
//   1. empty (or whitespace-only) text   "The expression can not be empty;"
//   2. over 4096 bytes                   "Expression size has exceeded the maximum allowed
//                                         size;" (+ " expression size: <n>" for Condition
//                                         and Filter expressions)
//   3. syntax, while parsing             `Syntax error; token: "<tok>", near: "<near>"`;
//      limits hit while parsing          "The expression contains too many operators;
//                                         operator count: 301" (more than 300 operators:
//                                         comparators, AND, OR, NOT, BETWEEN, IN, functions,
//                                         + and -), "The IN operator is provided with too
//                                         many operands; number of operands: 101",
//                                         "The document path has too many nesting levels;
//                                         nesting levels: 33"
//   4. condition grammar, by priority: redundant parentheses, unknown function, misused
//      function, reserved word, then per condition (first failing condition in source
//      order): undefined name/value, operand count, non-distinct operands, operand types
//      (BETWEEN bounds, begins_with/size/attribute_type operands, ordering comparators
//      against BOOL/NULL/set/L/M values).
//      projection: reserved word, undefined name, overlapping paths, conflicting paths.
//      update: reserved word, unknown function, repeated clause, undefined name,
//      undefined value, overlapping paths, conflicting paths, ADD/DELETE operand type,
//      function operands.
// Positions: a syntax error (3, not the limits), a reserved word and an undefined
// name/value carry a base::ErrorPosition: the parameter (ExprKindName(kind)) and the
// span of the token the message names, as a byte offset and length in the UTF-8 text
// (bytes, not characters: "größe" fails at "ö", offset 2, length 2; a syntax error at
// <EOF> has offset == text.size() and length 0). The other errors carry none.
// Placeholders are resolved through `attrs`, which records their use (call
// attrs->CheckAllUsed() after parsing every expression of a request).
#ifndef KEYSCAPE_EXPR_PARSER_H_
#define KEYSCAPE_EXPR_PARSER_H_

#include <string_view>

#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/expr/attributes.h"

namespace keyscape::expr {

constexpr size_t kMaxExpressionBytes = 4096;
constexpr int kMaxOperators = 300;
constexpr int kMaxInOperands = 100;
constexpr int kMaxPathDepth = 32;

// REQUIRES: kind is kKeyCondition, kCondition or kFilter; attrs != nullptr.
base::Result<ConditionExpression> ParseConditionExpression(std::string_view text, ExprKind kind,
                                                           ExpressionAttributes* attrs);
base::Result<ProjectionExpression> ParseProjectionExpression(std::string_view text,
                                                             ExpressionAttributes* attrs);
base::Result<UpdateExpression> ParseUpdateExpression(std::string_view text,
                                                     ExpressionAttributes* attrs);

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_PARSER_H_
