// The legacy read parameters QueryFilter / ScanFilter (+ ConditionalOperator) and
// AttributesToGet, turned into the expression trees FilterExpression and
// ProjectionExpression produce, with DynamoDB's messages (reference §2.4).
// Operators map as: EQ NE LE LT GE GT -> comparisons, BETWEEN, IN, BEGINS_WITH ->
// begins_with, CONTAINS / NOT_CONTAINS -> (NOT) contains, NULL / NOT_NULL ->
// attribute_not_exists / attribute_exists.
#ifndef KEYSCAPE_API_DYNAMODB_LEGACY_FILTER_H_
#define KEYSCAPE_API_DYNAMODB_LEGACY_FILTER_H_

#include <optional>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

// `member` names the parameter in messages ("queryFilter" / "scanFilter").
// `conditional_operator` is "AND" (default) or "OR" (validated by the caller).
// `layer` words the errors of the AttributeValueList values (value/dynamodb_json.h).
// REQUIRES: `filter` has at least one member (an empty filter is no filter).
base::Result<expr::ConditionExpression> ParseLegacyFilter(
    const base::Json& filter, std::string_view member,
    const std::optional<std::string>& conditional_operator,
    value::ValidationLayer layer = value::ValidationLayer::kCurrent);

// One legacy condition {"ComparisonOperator", "AttributeValueList"} on `attr` as the
// expression tree it stands for (shared with Expected, legacy/expected.h).
base::Result<expr::Node> LegacyConditionNode(
    const std::string& attr, const base::Json& cond, std::string_view member,
    value::ValidationLayer layer = value::ValidationLayer::kCurrent);

// AttributesToGet: a non-empty list of distinct attribute names.
base::Result<expr::ProjectionExpression> ParseAttributesToGet(const base::Json& names);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_LEGACY_FILTER_H_
