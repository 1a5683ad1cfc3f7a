// PartiQL condition and value nodes as DynamoDB expression text (private to core/src/api):
// every name a #n placeholder, every value a :v placeholder, so the request runs through
// the engine's own expression parser and evaluator.
#ifndef KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_EXPR_TEXT_H_
#define KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_EXPR_TEXT_H_

#include <map>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"

namespace keyscape::api {

class PartiqlExprWriter {
 public:
  explicit PartiqlExprWriter(const std::vector<base::Json>* params) : params_(params) {}

  // "#n0.#n1[2]"; one placeholder per distinct name.
  std::string Path(const expr::PqPath& path);
  // A condition: AND, OR, NOT, comparisons, BETWEEN, IN, IS [NOT] MISSING, IS <type>
  // (attribute_type), functions; a condition function compared with TRUE or FALSE by = or
  // <> is that condition or its negation.
  base::Result<std::string> Condition(const expr::PqNode& node);
  // Conditions joined by AND (an OR among them in parentheses).
  base::Result<std::string> Conjunction(const std::vector<const expr::PqNode*>& nodes);
  // An operand: a path, a value (bound to a :v placeholder), a call, or a + b / a - b.
  base::Result<std::string> Operand(const expr::PqNode& node);
  // The bound value of a value node as a :v placeholder.
  base::Result<std::string> Value(const expr::PqNode& node);

  // Adds ExpressionAttributeNames and ExpressionAttributeValues (when not empty).
  void AddTo(base::Json* request) const;

 private:
  const std::vector<base::Json>* params_;
  std::map<std::string, std::string> name_of_;
  base::Json names_ = base::Json::Object();
  base::Json values_ = base::Json::Object();
  int value_count_ = 0;
};

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_EXPR_TEXT_H_
