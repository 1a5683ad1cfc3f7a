// Applying parsed FilterExpression / ProjectionExpression trees to items (thin adapters
// over the expr layer's evaluator and projector).
#ifndef KEYSCAPE_API_DYNAMODB_READ_EXPRESSIONS_H_
#define KEYSCAPE_API_DYNAMODB_READ_EXPRESSIONS_H_

#include <string>
#include <vector>

#include "keyscape/expr/ast.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

bool FilterMatches(const expr::ConditionExpression& filter, const value::Item& item);
value::Item ApplyProjection(const expr::ProjectionExpression& projection, const value::Item& item);
// Top-level attribute names a condition refers to (for the key-attribute filter rule).
std::vector<std::string> TopLevelAttributes(const expr::ConditionExpression& condition);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_READ_EXPRESSIONS_H_
