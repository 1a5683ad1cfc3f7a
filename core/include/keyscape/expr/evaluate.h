// Evaluating ConditionExpression / FilterExpression trees against items, with
// DynamoDB's semantics:
// - A path that does not resolve (missing attribute, `.x` on a non-map, `[i]` on a
//   non-list or past its end) has no value. `=` and every ordering comparison with a
//   missing operand are false; `<>` is true.
// - `=` / `<>` compare any two values deeply (AttrEquals: N by value, sets as sets, M
//   ignoring member order); values of different types are unequal.
// - `<` `<=` `>` `>=` and BETWEEN hold only between values of one scalar type (S by
//   UTF-8 bytes, N numerically, B by unsigned bytes); any other pairing is false.
// - IN: the first operand equals one of the others.
// - begins_with(a, b): S prefix of S, or B prefix of B (byte-wise).
// - contains(a, b): S substring of S, B byte-substring of B, element of a set (SS/S,
//   NS/N, BS/B), or element of a list (deep equality).
// - size(x): length of S in UTF-16 code units (real DynamoDB: size("é𝄞") is 3), bytes
//   of B, element count of SS/NS/BS/L/M; no value for N, BOOL, NULL or a missing path.
// - attribute_type(p, :t): p exists and its type name is t ("S", "SS", "BOOL", ...).
// - attribute_exists / attribute_not_exists: whether p resolves.
#ifndef KEYSCAPE_EXPR_EVALUATE_H_
#define KEYSCAPE_EXPR_EVALUATE_H_

#include <string>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::expr {

// REQUIRES: `cond` came from ParseConditionExpression (so it is well formed).
bool EvaluateCondition(const ConditionExpression& cond, const value::AttrMap& item);
bool EvaluateCondition(const Node& condition, const value::AttrMap& item);

// The value at `path`, or nullptr when it does not resolve.
const value::AttributeValue* ResolvePath(const value::AttrMap& item, const DocumentPath& path);
// The value at the first `len` elements of `path` (its first name is always looked up),
// nullptr when absent.
const value::AttributeValue* ResolvePathPrefix(const value::AttrMap& item, const DocumentPath& path,
                                               size_t len);

// Every document path a tree mentions, in source order (duplicates kept).
std::vector<const DocumentPath*> ReferencedPaths(const Node& node);
// The distinct first elements of those paths, in first-seen order.
std::vector<std::string> ReferencedTopLevelNames(const Node& node);

// The Query rule that a FilterExpression may not mention key attributes. `key_names`
// in schema order (table keys, then index keys for an index query); the first one
// mentioned gives "Filter Expression can only contain non-primary key attributes:
// Primary key attribute: <attr>".
base::Status CheckFilterAvoidsKeys(const ConditionExpression& filter,
                                   const std::vector<std::string>& key_names);

// The rule that key attributes are scalars: a nested path (`k.x`, `k[0]`) whose first
// element is a key attribute gives "Key attributes must be scalars; list random access
// '[]' and map lookup '.' are not allowed: Key: <k>" (table keys, checked first, in the
// order given) or "...: IndexKey: <k>" (index keys).
base::Status CheckKeyPathsScalar(const std::vector<const DocumentPath*>& paths,
                                 const std::vector<std::string>& table_keys,
                                 const std::vector<std::string>& index_keys);

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_EVALUATE_H_
