#include "keyscape/api/dynamodb/write_condition.h"

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/expr/evaluate.h"
#include "keyscape/expr/parser.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Result;
using base::Status;
using value::AttrMapToJson;
using value::Item;

namespace {

// ExpressionAttributeValues without an expression, in `layer`'s words: the older layer
// names the expressions that are null. The current layer's UpdateItem wording is not
// recorded; it is taken to drop the suffix as PutItem's and DeleteItem's do.
Status ValuesWithoutExpression(bool with_update, ValidationLayer layer) {
  std::string m = "ExpressionAttributeValues can only be specified when using expressions";
  if (layer == ValidationLayer::kOlder)
    m += with_update ? ": UpdateExpression and ConditionExpression are null"
                     : ": ConditionExpression is null";
  return Status::Validation(m);
}

}  // namespace

Result<WriteExpressions> ParseWriteExpressions(const Json& req, bool with_update,
                                               ValidationLayer layer) {
  KS_ASSIGN_OR_RETURN(auto condition, GetString(req, "ConditionExpression"));
  std::optional<std::string> update;
  if (with_update) {
    KS_ASSIGN_OR_RETURN(update, GetString(req, "UpdateExpression"));
  }
  KS_ASSIGN_OR_RETURN(const Json* names, GetObject(req, "ExpressionAttributeNames"));
  KS_ASSIGN_OR_RETURN(const Json* values, GetObject(req, "ExpressionAttributeValues"));
  const bool has_expr = condition || update;
  const Json* expected = req.Find("Expected");
  if (expected && expected->is_null()) expected = nullptr;
  const Json* attribute_updates = with_update ? req.Find("AttributeUpdates") : nullptr;
  if (attribute_updates && attribute_updates->is_null()) attribute_updates = nullptr;
  if (has_expr && (expected || attribute_updates)) {
    std::string non_expr = attribute_updates ? "AttributeUpdates" : "";
    if (expected) non_expr += non_expr.empty() ? "Expected" : ", Expected";
    std::string with_expr = update ? "UpdateExpression" : "";
    if (condition) with_expr += with_expr.empty() ? "ConditionExpression" : ", ConditionExpression";
    return Status::Validation(
        "Can not use both expression and non-expression parameters in the same request: "
        "Non-expression parameters: {" +
        non_expr + "} Expression parameters: {" + with_expr + "}");
  }
  if (values && !has_expr) return ValuesWithoutExpression(with_update, layer);
  if (names && !has_expr)
    return Status::Validation(
        "ExpressionAttributeNames can only be specified when using expressions");
  KS_ASSIGN_OR_RETURN(auto attrs, expr::ExpressionAttributes::Build(
                                      names, values, layer == ValidationLayer::kOlder));
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
  if (expected) {
    KS_ASSIGN_OR_RETURN(auto op, GetString(req, "ConditionalOperator"));
    if (op && *op != "AND" && *op != "OR")
      return Status::Validation("1 validation error detected: Value '" + *op +
                                "' at 'conditionalOperator' failed to satisfy constraint: "
                                "Member must satisfy enum value set: [OR, AND]");
    KS_ASSIGN_OR_RETURN(w.condition, ParseLegacyExpected(*expected, op));
  }
  if (attribute_updates) {
    KS_ASSIGN_OR_RETURN(auto updates, ParseAttributeUpdates(*attribute_updates));
    w.attribute_updates = std::move(updates);
  }
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

Result<std::optional<std::string>> ReadReturnValuesOnConditionCheckFailure(
    const Json& req, ConstraintErrors* errors) {
  KS_ASSIGN_OR_RETURN(auto mode, GetString(req, "ReturnValuesOnConditionCheckFailure"));
  if (mode && *mode != "ALL_OLD" && *mode != "NONE")
    errors->Add(Quoted(*mode), "returnValuesOnConditionCheckFailure",
                "Member must satisfy enum value set: [ALL_OLD, NONE]");
  return mode;
}

Status WithItemOnConditionFailure(Status st, const std::optional<std::string>& mode,
                                  const std::optional<Item>& existing) {
  if (st.code() != ErrorCode::kConditionalCheckFailed || !mode || *mode != "ALL_OLD" || !existing)
    return st;
  return std::move(st).WithDetails("\"Item\":" + AttrMapToJson(*existing).Dump());
}

}  // namespace keyscape::api
