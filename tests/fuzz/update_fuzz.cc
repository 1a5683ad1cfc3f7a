// libFuzzer target: UpdateExpression (expr/parser.h, expr/update.h), with the attribute maps
// of expr_input.h. A parse error is the parser's "Invalid UpdateExpression: "
// ValidationException; an update that parses is applied to an item and to a key-only item
// (p, s the key), and a failed update leaves its item unchanged. Any crash or sanitizer
// report is a bug.
#include <cstdint>

#include "expr_input.h"
#include "keyscape/expr/parser.h"
#include "keyscape/expr/update.h"
#include "keyscape/value/dynamodb_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace keyscape;
  std::optional<fuzz::ExprInput> in = fuzz::ReadExprInput(data, size);
  if (!in) return 0;
  auto update = expr::ParseUpdateExpression(in->text, &in->attrs);
  if (!update.ok()) {
    fuzz::RequireExpressionError(update.status(), expr::ExprKind::kUpdate);
    return 0;
  }
  (void)in->attrs.CheckAllUsed();
  fuzz::Require(!update->actions.empty());
  value::Item key_only;
  value::SetAttr(key_only, "p", value::AttributeValue::S("k"));
  value::SetAttr(key_only, "s", value::AttributeValue::N("5"));
  for (value::Item* item : {&in->item, &key_only}) {
    const std::string before = value::AttrMapToJson(*item).Dump();
    base::Status st = expr::ApplyUpdate(*update, item, {"p", "s"});
    if (!st.ok()) fuzz::Require(value::AttrMapToJson(*item).Dump() == before);
  }
  (void)expr::ApplyUpdate(*update, &in->item);
  return 0;
}
