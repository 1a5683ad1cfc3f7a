#include "keyscape/expr/ast.h"

#include "keyscape/base/enum_names.h"

namespace keyscape::expr {

namespace {

constexpr base::EnumName<ExprKind> kExprKinds[] = {
    {ExprKind::kKeyCondition, "KeyConditionExpression"},
    {ExprKind::kCondition, "ConditionExpression"},
    {ExprKind::kFilter, "FilterExpression"},
    {ExprKind::kProjection, "ProjectionExpression"},
    {ExprKind::kUpdate, "UpdateExpression"}};

}  // namespace

const char* ExprKindName(ExprKind kind) { return base::NameOf(kExprKinds, kind, "Expression"); }

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
  static constexpr base::EnumName<CompareOp> kOps[] = {
      {CompareOp::kEq, "="},  {CompareOp::kNe, "<>"}, {CompareOp::kLt, "<"},
      {CompareOp::kLe, "<="}, {CompareOp::kGt, ">"},  {CompareOp::kGe, ">="}};
  return base::NameOf(kOps, op, "=");
}

}  // namespace keyscape::expr
