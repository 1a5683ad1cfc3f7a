// Applying parsed FilterExpression / ProjectionExpression trees to items (thin adapters
// over the expr layer's evaluator and projector).
#ifndef KEYSCAPE_API_READ_EXPRESSIONS_H_
#define KEYSCAPE_API_READ_EXPRESSIONS_H_

#include <string>
#include <vector>

#include "keyscape/attribute_value.h"
#include "keyscape/expr/ast.h"

namespace keyscape {

bool FilterMatches(const expr::ConditionExpression& filter, const Item& item);
Item ApplyProjection(const expr::ProjectionExpression& projection, const Item& item);
// Top-level attribute names a condition refers to (for the key-attribute filter rule).
std::vector<std::string> TopLevelAttributes(const expr::ConditionExpression& condition);

}  // namespace keyscape

#endif  // KEYSCAPE_API_READ_EXPRESSIONS_H_
