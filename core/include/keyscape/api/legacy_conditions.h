// The legacy KeyConditions parameter of Query ({attr: {ComparisonOperator,
// AttributeValueList}}), turned into the same terms a KeyConditionExpression gives, with
// DynamoDB's messages (reference/dynamodb-semantics.md §2.4).
#ifndef KEYSCAPE_API_LEGACY_CONDITIONS_H_
#define KEYSCAPE_API_LEGACY_CONDITIONS_H_

#include <vector>

#include "keyscape/expr/key_condition.h"
#include "keyscape/json.h"
#include "keyscape/status.h"

namespace keyscape {

Result<std::vector<expr::KeyConditionTerm>> ParseLegacyKeyConditions(const Json& key_conditions);

}  // namespace keyscape

#endif  // KEYSCAPE_API_LEGACY_CONDITIONS_H_
