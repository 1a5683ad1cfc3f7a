// libFuzzer target: KeyConditionExpression (expr/parser.h, expr/key_condition.h), with the
// attribute maps of expr_input.h. A parse error is the parser's "Invalid
// KeyConditionExpression: " ValidationException; an expression that parses goes through
// ExtractKeyConditions and then MatchKeySchema against a hash-only, a hash+range (S/N), a
// binary-keyed and a multi-attribute GSI schema. Any crash or sanitizer report is a bug.
#include <cstdint>

#include "expr_input.h"
#include "keyscape/expr/key_condition.h"
#include "keyscape/expr/parser.h"

namespace {

std::vector<keyscape::expr::KeySchemaView> Schemas() {
  using keyscape::value::AttrType;
  std::vector<keyscape::expr::KeySchemaView> out(4);
  out[0].hash_name = "p";
  out[1].hash_name = "p";
  out[1].range_name = "s";
  out[1].range_type = AttrType::kN;
  out[2].hash_name = "a";
  out[2].hash_type = AttrType::kB;
  out[2].range_name = "b";
  out[2].range_type = AttrType::kB;
  out[2].index_name = "byB";
  out[3].hash_name = "p";
  out[3].more_hash = {{"q", AttrType::kN}};
  out[3].range_name = "s";
  out[3].range_type = AttrType::kN;
  out[3].more_range = {{"t", AttrType::kS}, {"u", AttrType::kS}};
  out[3].index_name = "multi";
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace keyscape;
  static const std::vector<expr::KeySchemaView> schemas = Schemas();
  std::optional<fuzz::ExprInput> in = fuzz::ReadExprInput(data, size);
  if (!in) return 0;
  auto cond = expr::ParseConditionExpression(in->text, expr::ExprKind::kKeyCondition, &in->attrs);
  if (!cond.ok()) {
    fuzz::RequireExpressionError(cond.status(), expr::ExprKind::kKeyCondition);
    return 0;
  }
  (void)in->attrs.CheckAllUsed();
  auto terms = expr::ExtractKeyConditions(*cond);
  if (!terms.ok()) return 0;
  fuzz::Require(!terms->empty() && terms->size() <= expr::kMaxKeyConditions);
  for (const expr::KeySchemaView& schema : schemas) {
    auto resolved = expr::MatchKeySchema(*terms, schema);
    if (resolved.ok()) fuzz::Require(!resolved->hash_values.empty());
  }
  return 0;
}
