// ConditionExpression (with ExpressionAttributeNames/Values) on single-item writes.
#ifndef KEYSCAPE_API_WRITE_CONDITION_H_
#define KEYSCAPE_API_WRITE_CONDITION_H_

#include <optional>

#include "keyscape/attribute_value.h"
#include "keyscape/json.h"
#include "keyscape/status.h"

namespace keyscape {

// Parses the request's ConditionExpression and checks it against `existing` (nullopt when
// no item has the key). Returns OK when there is no condition or it holds, a
// ConditionalCheckFailedException ("The conditional request failed") when it does not,
// and a ValidationException for a malformed expression or unused names/values.
Status CheckWriteCondition(const Json& request, const std::optional<Item>& existing);

}  // namespace keyscape

#endif  // KEYSCAPE_API_WRITE_CONDITION_H_
