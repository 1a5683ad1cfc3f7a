// The expressions of single-item writes (PutItem, DeleteItem, UpdateItem): parsing in
// DynamoDB's order with ExpressionAttributeNames/Values, then the condition check.
#ifndef KEYSCAPE_API_DYNAMODB_WRITE_CONDITION_H_
#define KEYSCAPE_API_DYNAMODB_WRITE_CONDITION_H_

#include <optional>
#include <vector>

#include "keyscape/api/dynamodb/legacy/expected.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

struct WriteExpressions {
  std::optional<expr::ConditionExpression> condition;
  std::optional<expr::UpdateExpression> update;
  // The legacy form (legacy/expected.h): Expected becomes `condition`, AttributeUpdates
  // these; never together with `update`.
  std::optional<std::vector<AttributeUpdate>> attribute_updates;
};

// Parses UpdateExpression (when `with_update`) and ConditionExpression, then checks that
// every ExpressionAttributeNames/Values entry is used. Rejects legacy parameters mixed
// with expressions and names/values without expressions, with DynamoDB's messages;
// reads Expected (+ ConditionalOperator) and, when `with_update`, AttributeUpdates.
// `layer` decides the wording of ExpressionAttributeValues without an expression (request.h).
base::Result<WriteExpressions> ParseWriteExpressions(
    const base::Json& request, bool with_update, ValidationLayer layer = ValidationLayer::kOlder);

// OK when there is no condition or it holds for `existing` (nullopt: no item);
// ConditionalCheckFailedException "The conditional request failed" otherwise.
base::Status CheckCondition(const WriteExpressions& w, const std::optional<value::Item>& existing);

// ReturnValuesOnConditionCheckFailure of a single write: absent, "ALL_OLD" or "NONE"
// (another value is a constraint error added to `errors`).
base::Result<std::optional<std::string>> ReadReturnValuesOnConditionCheckFailure(
    const base::Json& request, ConstraintErrors* errors);

// `st` unchanged, except that a ConditionalCheckFailedException under ALL_OLD carries the
// item the condition was checked against as its "Item" member (none when there was none).
base::Status WithItemOnConditionFailure(base::Status st, const std::optional<std::string>& mode,
                                        const std::optional<value::Item>& existing);

// ParseWriteExpressions (with the UpdateExpression when the request has one) followed by
// CheckCondition, for callers holding a whole write request (transactions).
base::Status CheckWriteCondition(const base::Json& request,
                                 const std::optional<value::Item>& existing);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_WRITE_CONDITION_H_
