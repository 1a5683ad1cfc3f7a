// The expressions of single-item writes (PutItem, DeleteItem, UpdateItem): parsing in
// DynamoDB's order with ExpressionAttributeNames/Values, then the condition check.
#ifndef KEYSCAPE_API_WRITE_CONDITION_H_
#define KEYSCAPE_API_WRITE_CONDITION_H_

#include <optional>

#include "keyscape/attribute_value.h"
#include "keyscape/expr/ast.h"
#include "keyscape/json.h"
#include "keyscape/status.h"

namespace keyscape {

struct WriteExpressions {
  std::optional<expr::ConditionExpression> condition;
  std::optional<expr::UpdateExpression> update;
};

// Parses UpdateExpression (when `with_update`) and ConditionExpression, then checks that
// every ExpressionAttributeNames/Values entry is used. Rejects legacy parameters mixed
// with expressions and names/values without expressions, with DynamoDB's messages.
Result<WriteExpressions> ParseWriteExpressions(const Json& request, bool with_update);

// OK when there is no condition or it holds for `existing` (nullopt: no item);
// ConditionalCheckFailedException "The conditional request failed" otherwise.
Status CheckCondition(const WriteExpressions& w, const std::optional<Item>& existing);

// ParseWriteExpressions (with the UpdateExpression when the request has one) followed by
// CheckCondition, for callers holding a whole write request (transactions).
Status CheckWriteCondition(const Json& request, const std::optional<Item>& existing);

}  // namespace keyscape

#endif  // KEYSCAPE_API_WRITE_CONDITION_H_
