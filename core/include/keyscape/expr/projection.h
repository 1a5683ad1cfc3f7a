// Applying a ProjectionExpression to an item.
//
// The result holds exactly the projected paths that resolve in the item, nested as in
// the item: `a.b` yields {a: {M: {b: ...}}}; several paths under one map merge
// (`a.b, a.c`); list indexes select elements that are compacted into a new list in index
// order (`l[3], l[1]` on [w,x,y,z] yields [x, z]). A path that does not resolve
// contributes nothing, and a map or list left empty that way is omitted. Attributes keep
// the item's order. Overlapping paths are rejected by the parser; if given anyway the
// shorter path wins.
#ifndef KEYSCAPE_EXPR_PROJECTION_H_
#define KEYSCAPE_EXPR_PROJECTION_H_

#include <vector>

#include "keyscape/expr/ast.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::expr {

value::Item ApplyProjection(const ProjectionExpression& projection, const value::Item& item);
value::Item ApplyProjection(const std::vector<DocumentPath>& paths, const value::Item& item);

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_PROJECTION_H_
