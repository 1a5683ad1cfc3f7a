// PartiQL's own rules, checked on a parsed statement before it is planned as a DynamoDB
// request (private to core/src/api). Each returns a ValidationException with DynamoDB's
// PartiQL wording (recorded against DynamoDB: tests/conformance/golden/x3_partiql.mjs), where
// the expression pipeline a plan runs through would word it differently or not refuse at all.
#ifndef KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_CHECKS_H_
#define KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_CHECKS_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

// A WHERE clause calls only attribute_exists, attribute_not_exists, attribute_type,
// begins_with, contains and size; any other call is "Unrecognized function: <name> at <pos>",
// and a call with the wrong number of operands is "Incorrect number of operands for operator
// or function; operator or function: <name>, number of operands: <n>".
base::Status CheckWhereFunctions(const expr::PqNode& where);

// A WHERE clause's <, <=, >, >= and BETWEEN on a value or parameter that is not S, N or B:
// "Incorrect operand type for operator or function; operator or function: <op>, operand type:
// <type>", answered before the table is looked up (recorded against DynamoDB).
base::Status CheckOrderedOperands(const expr::PqNode& where, const std::vector<base::Json>& params);

// An UPDATE's set_add / set_delete: "SET_ADD must have exactly two arguments at <pos>",
// "The first argument to SET_ADD must equal the assignment value at <pos>" (the first
// argument is not the assigned path), "The second argument to SET_ADD must be a value with
// type SET at <pos of the first argument>" (a value that is not a set: a set literal, or a
// parameter bound to SS, NS or BS, is one). <pos> is the function name's.
base::Status CheckSetFunctions(const expr::PqStatement& s, const std::vector<base::Json>& params);

// Number parameters as PartiQL converts them (Java's BigDecimal): an empty N is "The parameter
// cannot be converted to a numeric value"; text that is not a number, or whose exponent or
// scale does not fit a 32-bit integer, is "The parameter cannot be converted to a numeric
// value: <text>". A number whose precision less its scale leaves 32 bits is the underflow
// (overflow) message: DynamoDB's 32-bit arithmetic wraps. Looks inside L, M and NS, in
// document order.
base::Status CheckParameterNumbers(const std::vector<base::Json>& params);

// A SELECT on an index: one whose key has several HASH or RANGE attributes is refused
// ("PartiQL statements cannot be executed on tables with multi-attribute HASH keys or
// multi-attribute RANGE keys."); on a GSI, named attributes it does not project are
// "One or more parameter values were invalid: Global secondary index <name> does not
// project [a, b]" (statement order, each once).
base::Status CheckIndexRead(const table::TableDef& table, const table::IndexDef& index,
                            const expr::PqStatement& s);

// A message of the expression pipeline without its "Invalid FilterExpression: " (Condition,
// KeyCondition, Update, Projection) prefix, the "1 validation error detected: " envelope, or
// the "ExpressionAttributeValues contains invalid value: ... for key :vN" of a bound value:
// PartiQL reports the detail alone.
std::string WithoutExpressionPrefix(const std::string& message);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_CHECKS_H_
