// The legacy KeyConditions parameter of Query ({attr: {ComparisonOperator,
// AttributeValueList}}), turned into the same terms a KeyConditionExpression gives, with
// DynamoDB's messages (reference/dynamodb-semantics.md §2.4).
#ifndef KEYSCAPE_API_DYNAMODB_LEGACY_CONDITIONS_H_
#define KEYSCAPE_API_DYNAMODB_LEGACY_CONDITIONS_H_

#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/key_condition.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

base::Result<std::vector<expr::KeyConditionTerm>> ParseLegacyKeyConditions(
    const base::Json& key_conditions);

// BETWEEN's AttributeValueList, in KeyConditions and in QueryFilter/ScanFilter: both
// bounds of one type, the lower not above the upper. REQUIRES: bounds are S, N or B.
base::Status CheckLegacyBetweenBounds(const value::AttributeValue& lower,
                                      const value::AttributeValue& upper);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_LEGACY_CONDITIONS_H_
