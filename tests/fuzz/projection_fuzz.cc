// libFuzzer target: ProjectionExpression (expr/parser.h, expr/projection.h), with the
// attribute maps of expr_input.h. A parse error is the parser's "Invalid
// ProjectionExpression: " ValidationException; a projection that parses is applied to an
// item, and what it keeps is a subset of the item's top-level attributes. Any crash or
// sanitizer report is a bug.
#include <cstdint>

#include "expr_input.h"
#include "keyscape/expr/parser.h"
#include "keyscape/expr/projection.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace keyscape;
  std::optional<fuzz::ExprInput> in = fuzz::ReadExprInput(data, size);
  if (!in) return 0;
  auto proj = expr::ParseProjectionExpression(in->text, &in->attrs);
  if (!proj.ok()) {
    fuzz::RequireExpressionError(proj.status(), expr::ExprKind::kProjection);
    return 0;
  }
  (void)in->attrs.CheckAllUsed();
  fuzz::Require(!proj->paths.empty());
  value::Item kept = expr::ApplyProjection(*proj, in->item);
  for (const auto& [name, v] : kept) fuzz::Require(value::FindAttr(in->item, name) != nullptr);
  return 0;
}
