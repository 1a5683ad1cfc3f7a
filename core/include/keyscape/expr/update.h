// Applying a parsed UpdateExpression to an item, with DynamoDB's semantics and messages.
//
// - Every SET value is computed from the item as it was before the update (so
//   `SET a = b, b = a` swaps), then the actions are applied: SETs, ADDs and DELETEs in
//   the order written, REMOVEs last (list elements removed by their original indexes).
// - SET: `x + y` / `x - y` on numbers (exact decimal; a result beyond DynamoDB's range or
//   38 digits fails with "Number overflow. Attempting to store a number with magnitude
//   larger than supported range" / "...underflow..."), if_not_exists(path, v),
//   list_append(l1, l2). Writing `l[i]` past the end of a list appends.
// - REMOVE deletes attributes, map members and list elements; removing something that is
//   not there is not an error.
// - ADD: a number is added to a number attribute (a missing one counts as 0); a set is
//   unioned into a set attribute of the same type (a missing one is created).
// - DELETE: removes a set's elements from a set attribute of the same type; an emptied
//   set attribute is removed; a missing attribute is left alone.
// Runtime errors (ValidationException, no "Invalid UpdateExpression:" prefix):
//   "The provided expression refers to an attribute that does not exist in the item"
//   "An operand in the update expression has an incorrect data type"
//   "The document path provided in the update expression is invalid for update"
//     (a nested target whose parent is missing or is not a map/list as the path needs)
#ifndef KEYSCAPE_EXPR_UPDATE_H_
#define KEYSCAPE_EXPR_UPDATE_H_

#include <string>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::expr {

// Validation-time rule (before any item is read): no action may target a key attribute.
// "One or more parameter values were invalid: Cannot update attribute <a>. This
// attribute is part of the key" for the first action (in written order) that does.
base::Status CheckUpdateKeyAttributes(const UpdateExpression& update,
                                      const std::vector<std::string>& key_names);

// Applies `update` to `*item` (the existing item, or just its key for a new one). Runs
// CheckUpdateKeyAttributes(update, key_names) first. On error `*item` is unchanged.
base::Status ApplyUpdate(const UpdateExpression& update, value::Item* item,
                         const std::vector<std::string>& key_names = {});

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_UPDATE_H_
