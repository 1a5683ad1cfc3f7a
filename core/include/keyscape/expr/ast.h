// Parsed DynamoDB expressions.
//
// Every tree produced by the parser (parser.h) is fully resolved: #name placeholders are
// replaced by the attribute names they stand for and :value placeholders by their
// AttributeValues, so later stages (key_condition, evaluate, projection, update) never
// see ExpressionAttributeNames/Values again. Children are kept in source order.
#ifndef KEYSCAPE_EXPR_AST_H_
#define KEYSCAPE_EXPR_AST_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/value/attribute_value.h"

namespace keyscape::expr {

// The request member an expression came from; it names the expression in messages
// ("Invalid KeyConditionExpression: ...").
enum class ExprKind : uint8_t { kKeyCondition, kCondition, kFilter, kProjection, kUpdate };
// "KeyConditionExpression", "ConditionExpression", "FilterExpression",
// "ProjectionExpression", "UpdateExpression".
const char* ExprKindName(ExprKind kind);

// One step of a document path: an attribute/map-member name or a list index.
struct PathElement {
  enum class Kind : uint8_t { kName, kIndex };
  Kind kind = Kind::kName;
  std::string name;    // kName: the resolved attribute name
  uint32_t index = 0;  // kIndex

  static PathElement Name(std::string n) { return {Kind::kName, std::move(n), 0}; }
  static PathElement Index(uint32_t i) { return {Kind::kIndex, {}, i}; }
  bool is_index() const { return kind == Kind::kIndex; }
  friend bool operator==(const PathElement& a, const PathElement& b) {
    return a.kind == b.kind && a.name == b.name && a.index == b.index;
  }
};

// a.b[2].c == {Name a, Name b, Index 2, Name c}. Never empty; the first element is a
// name.
using DocumentPath = std::vector<PathElement>;

// The form DynamoDB prints paths in messages: "[a, b, [2], c]".
std::string DocumentPathMessageForm(const DocumentPath& path);

enum class CompareOp : uint8_t { kEq, kNe, kLt, kLe, kGt, kGe };
// "=", "<>", "<", "<=", ">", ">=".
const char* CompareOpText(CompareOp op);

enum class NodeType : uint8_t {
  // Operands.
  kPath,      // `path`
  kValue,     // `value` (from a :placeholder; `placeholder` keeps its name)
  kFunction,  // `name`(children...): attribute_exists, size, if_not_exists, ...
  // Conditions (ConditionExpression grammar).
  kCompare,  // children[0] `op` children[1]
  kBetween,  // children[0] BETWEEN children[1] AND children[2]
  kIn,       // children[0] IN (children[1..])
  kAnd,      // children[0] AND children[1]
  kOr,       // children[0] OR children[1]
  kNot,      // NOT children[0]
  // UpdateExpression SET values.
  kPlus,   // children[0] + children[1]
  kMinus,  // children[0] - children[1]
};

struct Node {
  NodeType type = NodeType::kValue;
  CompareOp op = CompareOp::kEq;  // kCompare
  std::string name;               // kFunction: the function name as written
  DocumentPath path;              // kPath
  value::AttributeValue value;    // kValue
  std::string placeholder;        // kValue: ":v" as written
  std::vector<Node> children;

  bool is_operand() const {
    return type == NodeType::kPath || type == NodeType::kValue || type == NodeType::kFunction;
  }
};

// KeyConditionExpression, ConditionExpression, FilterExpression.
struct ConditionExpression {
  Node root;
};

// ProjectionExpression: the paths in the order written.
struct ProjectionExpression {
  std::vector<DocumentPath> paths;
};

struct UpdateAction {
  enum class Kind : uint8_t { kSet, kRemove, kAdd, kDelete };
  Kind kind = Kind::kSet;
  DocumentPath path;  // the target
  Node value;         // kSet: the value tree; kAdd/kDelete: a kValue node; kRemove: unused
};

// UpdateExpression: the actions in the order written (clauses may come in any order;
// each clause at most once).
struct UpdateExpression {
  std::vector<UpdateAction> actions;
};

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_AST_H_
