#include "keyscape/api/write_condition.h"

#include "api_names.h"
#include "keyscape/api/request.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/expr/evaluate.h"
#include "keyscape/expr/parser.h"

namespace keyscape::api {

Result<WriteExpressions> ParseWriteExpressions(const Json& req, bool with_update) {
  KS_ASSIGN_OR_RETURN(auto condition, GetString(req, "ConditionExpression"));
  std::optional<std::string> update;
  if (with_update) {
    KS_ASSIGN_OR_RETURN(update, GetString(req, "UpdateExpression"));
  }
  KS_ASSIGN_OR_RETURN(const Json* names, GetObject(req, "ExpressionAttributeNames"));
  KS_ASSIGN_OR_RETURN(const Json* values, GetObject(req, "ExpressionAttributeValues"));
  const bool has_expr = condition || update;
  const bool legacy = req.Find("Expected") || req.Find("ConditionalOperator") ||
                      (with_update && req.Find("AttributeUpdates"));
  if (has_expr && legacy) {
    if (with_update)
      return Status::Validation(
          "Can not use both expression and non-expression parameters in the same request: "
          "Non-expression parameters: {AttributeUpdates, Expected} Expression parameters: "
          "{UpdateExpression, ConditionExpression}");
    return Status::Validation(
        "Can not use both expression and non-expression parameters in the same request: "
        "Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}");
  }
  if (legacy)
    return Status::Validation(
        "keyscape supports ConditionExpression/UpdateExpression; the legacy Expected, "
        "ConditionalOperator and AttributeUpdates parameters are not supported");
  if (values && !has_expr)
    return Status::Validation(
        with_update ? "ExpressionAttributeValues can only be specified when using expressions: "
                      "UpdateExpression and ConditionExpression are null"
                    : "ExpressionAttributeValues can only be specified when using expressions: "
                      "ConditionExpression is null");
  if (names && !has_expr)
    return Status::Validation(
        "ExpressionAttributeNames can only be specified when using expressions");
  KS_ASSIGN_OR_RETURN(auto attrs, expr::ExpressionAttributes::Build(names, values));
  WriteExpressions w;
  if (update) {
    KS_ASSIGN_OR_RETURN(auto u, expr::ParseUpdateExpression(*update, &attrs));
    w.update = std::move(u);
  }
  if (condition) {
    KS_ASSIGN_OR_RETURN(
        auto c, expr::ParseConditionExpression(*condition, expr::ExprKind::kCondition, &attrs));
    w.condition = std::move(c);
  }
  KS_RETURN_IF_ERROR(attrs.CheckAllUsed());
  return w;
}

Status CheckCondition(const WriteExpressions& w, const std::optional<Item>& existing) {
  if (!w.condition) return Status::Ok();
  static const Item kEmpty;
  if (expr::EvaluateCondition(*w.condition, existing ? *existing : kEmpty)) return Status::Ok();
  return Status(ErrorCode::kConditionalCheckFailed, "The conditional request failed");
}

Status CheckWriteCondition(const Json& request, const std::optional<Item>& existing) {
  KS_ASSIGN_OR_RETURN(WriteExpressions w,
                      ParseWriteExpressions(request, request.Find("UpdateExpression") != nullptr));
  return CheckCondition(w, existing);
}

}  // namespace keyscape::api
