// libFuzzer target: ConditionExpression and FilterExpression (expr/parser.h), with the
// attribute maps of expr_input.h. The text is parsed as both kinds; an error is the parser's
// "Invalid <Kind>: " ValidationException; an expression that parses is evaluated against an
// item and put through the checks Query and the writes run on it (unused placeholders,
// filter on key attributes, key paths that are not scalars). Any crash, sanitizer report or
// broken promise is a bug.
#include <cstdint>

#include "expr_input.h"
#include "keyscape/expr/evaluate.h"
#include "keyscape/expr/parser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace keyscape;
  for (expr::ExprKind kind : {expr::ExprKind::kCondition, expr::ExprKind::kFilter}) {
    std::optional<fuzz::ExprInput> in = fuzz::ReadExprInput(data, size);
    if (!in) return 0;
    auto cond = expr::ParseConditionExpression(in->text, kind, &in->attrs);
    if (!cond.ok()) {
      fuzz::RequireExpressionError(cond.status(), kind);
      continue;
    }
    (void)in->attrs.CheckAllUsed();
    (void)expr::EvaluateCondition(*cond, in->item);
    (void)expr::EvaluateCondition(*cond, value::Item{});
    (void)expr::ReferencedTopLevelNames(cond->root);
    (void)expr::CheckFilterAvoidsKeys(*cond, {"p", "s"});
    (void)expr::CheckKeyPathsScalar(expr::ReferencedPaths(cond->root), {"p"}, {"s"});
  }
  return 0;
}
