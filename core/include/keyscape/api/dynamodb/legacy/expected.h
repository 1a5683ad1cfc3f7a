// The legacy write parameters Expected (+ ConditionalOperator) and AttributeUpdates
// (reference: DynamoDB's API reference, ExpectedAttributeValue and AttributeValueUpdate).
//
// Expected: per attribute one of
//   {"Value": v} or {"Value": v, "Exists": true}  -> attr = v
//   {"Exists": false}                             -> attribute_not_exists(attr)
//   {"ComparisonOperator": op, "AttributeValueList": [...]} (or "Value" for one operand)
//                                                 -> the operator as in QueryFilter
// joined by AND, or OR under ConditionalOperator "OR"; the result is the condition tree
// ConditionExpression produces, so the check and its failure are the same.
// AttributeUpdates: per attribute {"Action": PUT (default) | ADD | DELETE, "Value"?}:
//   PUT sets the value; DELETE without a value removes the attribute, with a set value
//   removes those elements (the attribute goes when the set empties); ADD adds a number,
//   adds set elements, or appends list elements, creating the attribute when absent.
// Errors carry DynamoDB's messages ("One or more parameter values were invalid: ...";
// "Type mismatch for attribute to update" when ADD/DELETE meets another type).
#ifndef KEYSCAPE_API_DYNAMODB_LEGACY_EXPECTED_H_
#define KEYSCAPE_API_DYNAMODB_LEGACY_EXPECTED_H_

#include <optional>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

// REQUIRES: `expected` is the request's Expected member; `conditional_operator` is
// absent, "AND" or "OR". An empty Expected is no condition (nullopt).
base::Result<std::optional<expr::ConditionExpression>> ParseLegacyExpected(
    const base::Json& expected, const std::optional<std::string>& conditional_operator);

struct AttributeUpdate {
  enum class Action { kPut, kAdd, kDelete };
  std::string attribute;
  Action action = Action::kPut;
  std::optional<value::AttributeValue> value;
};

// Reads and checks AttributeUpdates (types and shapes, in request order).
base::Result<std::vector<AttributeUpdate>> ParseAttributeUpdates(const base::Json& updates);

// "Cannot update attribute K. This attribute is part of the key" for the first update of
// a key attribute.
base::Status CheckLegacyUpdateKeys(const std::vector<AttributeUpdate>& updates,
                                   const std::vector<std::string>& key_names);

// Applies the updates to `item` in order; on error `item` may be partly changed (callers
// apply to a copy).
base::Status ApplyAttributeUpdates(const std::vector<AttributeUpdate>& updates, value::Item* item);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_LEGACY_EXPECTED_H_
