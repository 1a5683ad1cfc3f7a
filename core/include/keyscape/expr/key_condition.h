// KeyConditionExpression rules on top of the shared condition grammar.
//
// Two steps, matching where DynamoDB checks them:
//  1. ExtractKeyConditions (schema-independent, right after parsing): the expression
//     must be one or two conditions joined by AND, each `key <cmp> :v` (either operand
//     order; `:v < sk` becomes `sk > :v`), `key BETWEEN :a AND :b` or
//     `begins_with(key, :v)`. Messages, first failure in source order:
//       "Invalid operator used in KeyConditionExpression: OR" (NOT, IN, <>,
//         attribute_exists, attribute_not_exists, attribute_type, contains)
//       "KeyConditionExpressions cannot contain nested operations"        (size)
//       "Invalid condition in KeyConditionExpression: BETWEEN operator must have the key
//         attribute as its first operand"                  (also begins_with)
//       "Invalid condition in KeyConditionExpression: Multiple attribute names used in
//         one condition"
//       "KeyConditionExpressions cannot have conditions on nested attributes"
//       "Invalid condition in KeyConditionExpression: No key attribute specified"
//       "KeyConditionExpressions must only contain one condition per key"
//     then "One or more parameter values were invalid: ComparisonOperator EQ is not valid
//     for BOOL AttributeValue type" (= against BOOL/NULL/L/M), then
//     "Conditions can be of length 1 or 2 only" (more than 8 conditions; 3 to 8 are checked
//     against the schema in step 2).
//  2. MatchKeySchema (once the table/index is known), per key attribute in schema order,
//     hash first:
//       hash-only schema and 2 conditions    "Query key condition not supported"
//       key without a condition (the hash key, or when there are 2 conditions)
//                                            "Query condition missed key schema element: <k>"
//       value type differs from the key type "One or more parameter values were invalid:
//                                             Condition parameter type does not match
//                                             schema type"
//       hash key with anything but =         "Query key condition not supported"
//       empty S / B value                    "One or more parameter values are not valid.
//                                             The AttributeValue for a key attribute cannot
//                                             contain an empty string value. Key: <k>"
//                                             ("... empty binary value ..." for B; the
//                                             secondary-index wording when index_name is
//                                             given)
//       S/B over 2048 (hash) / 1024 (range) bytes: DynamoDB's key-size messages.
//     A schema with one partition and at most one sort attribute allows 1 or 2 conditions
//     ("Conditions can be of length 1 or 2 only"). A multi-attribute GSI key (more_hash /
//     more_range non-empty) needs `=` on every partition attribute ("Query condition missed
//     key schema element: <k>" when one has none, "Query key condition not supported" for
//     another operator); its sort attributes are constrained left to right: every sort
//     attribute before the last one with a condition needs `=`, else
//       "RANGE key attributes <k> must have equality conditions specified in the query
//        because a condition is present on key attribute <last>"
//     (DynamoDB's observed wording; several <k> are joined by ", "). A condition on an
//     attribute outside the schema: "Query condition missed key schema element: <k>" with
//     the first sort attribute without a condition (ours, DynamoDB's single-key wording).
#ifndef KEYSCAPE_EXPR_KEY_CONDITION_H_
#define KEYSCAPE_EXPR_KEY_CONDITION_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::expr {

struct KeyConditionTerm {
  enum class Op : uint8_t { kEq, kLt, kLe, kGt, kGe, kBetween, kBeginsWith };
  std::string attr;  // resolved attribute name
  Op op = Op::kEq;
  std::vector<value::AttributeValue> values;  // 1 value; 2 (low, high) for kBetween
};

// "EQ", "LT", "LE", "GT", "GE", "BETWEEN", "BEGINS_WITH".
const char* KeyConditionOpName(KeyConditionTerm::Op op);

// Step 1. REQUIRES: `expr` came from ParseConditionExpression(..., kKeyCondition, ...).
// Terms come back in source order.
base::Result<std::vector<KeyConditionTerm>> ExtractKeyConditions(const ConditionExpression& expr);

struct RangeKeyCondition {
  KeyConditionTerm::Op op = KeyConditionTerm::Op::kEq;
  value::AttributeValue v1;
  value::AttributeValue v2;  // kBetween only: the upper bound
};

struct ResolvedKeyCondition {
  value::AttributeValue hash_value;  // the first partition attribute's value
  // Every partition attribute's value, in schema order (one for single-attribute keys).
  std::vector<value::AttributeValue> hash_values;
  // Multi-attribute sort keys: the values of the leading sort attributes constrained with
  // `=` before the one `range` constrains (empty for single-attribute keys).
  std::vector<value::AttributeValue> range_prefix;
  // The condition on the last constrained sort attribute, that is, sort attribute number
  // range_prefix.size() (0-based) in schema order.
  std::optional<RangeKeyCondition> range;
};

// The key schema a query runs against (table or index).
struct KeySchemaView {
  std::string hash_name;
  value::AttrType hash_type = value::AttrType::kS;
  std::optional<std::string> range_name;
  value::AttrType range_type = value::AttrType::kS;
  // Multi-attribute GSI keys: the 2nd..4th partition and sort attributes (name, type).
  std::vector<std::pair<std::string, value::AttrType>> more_hash;
  std::vector<std::pair<std::string, value::AttrType>> more_range;
  std::string index_name;  // empty for the table; selects the empty-value wording
};

// At most 4 partition plus 4 sort attributes (multi-attribute GSI keys); more conditions
// than that are refused before the schema is known.
constexpr size_t kMaxKeyConditions = 8;

constexpr int64_t kMaxHashKeyBytes = 2048;
constexpr int64_t kMaxRangeKeyBytes = 1024;

// Step 2.
base::Result<ResolvedKeyCondition> MatchKeySchema(const std::vector<KeyConditionTerm>& terms,
                                                  const KeySchemaView& schema);

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_KEY_CONDITION_H_
