#include "keyscape/expr/ast.h"

namespace keyscape::expr {

const char* ExprKindName(ExprKind kind) {
  switch (kind) {
    case ExprKind::kKeyCondition:
      return "KeyConditionExpression";
    case ExprKind::kCondition:
      return "ConditionExpression";
    case ExprKind::kFilter:
      return "FilterExpression";
    case ExprKind::kProjection:
      return "ProjectionExpression";
    case ExprKind::kUpdate:
      return "UpdateExpression";
  }
  return "Expression";
}

std::string DocumentPathMessageForm(const DocumentPath& path) {
  std::string out = "[";
  for (size_t i = 0; i < path.size(); ++i) {
    if (i > 0) out += ", ";
    if (path[i].is_index()) {
      out += "[" + std::to_string(path[i].index) + "]";
    } else {
      out += path[i].name;
    }
  }
  out += "]";
  return out;
}

const char* CompareOpText(CompareOp op) {
  switch (op) {
    case CompareOp::kEq:
      return "=";
    case CompareOp::kNe:
      return "<>";
    case CompareOp::kLt:
      return "<";
    case CompareOp::kLe:
      return "<=";
    case CompareOp::kGt:
      return ">";
    case CompareOp::kGe:
      return ">=";
  }
  return "=";
}

}  // namespace keyscape::expr
