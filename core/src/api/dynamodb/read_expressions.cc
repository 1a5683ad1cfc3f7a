#include "keyscape/api/dynamodb/read_expressions.h"

#include "keyscape/expr/evaluate.h"
#include "keyscape/expr/projection.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

using value::Item;

std::vector<std::string> TopLevelAttributes(const expr::ConditionExpression& condition) {
  return expr::ReferencedTopLevelNames(condition.root);
}

bool FilterMatches(const expr::ConditionExpression& filter, const Item& item) {
  return expr::EvaluateCondition(filter, item);
}

Item ApplyProjection(const expr::ProjectionExpression& projection, const Item& item) {
  return expr::ApplyProjection(projection, item);
}

}  // namespace keyscape::api
