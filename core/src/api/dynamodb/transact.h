// What TransactWriteItems (transact_write.cc) and TransactGetItems (transact_get.cc) share:
// the TransactItems length check, table and key resolution with the one-action-per-item
// rule, the action body handed to the single-item handler, and ConsumedCapacity per table.
// Private to core/src/api/dynamodb (the operations are declared in keyscape/api/ops.h).
#ifndef KEYSCAPE_SRC_API_DYNAMODB_TRANSACT_H_
#define KEYSCAPE_SRC_API_DYNAMODB_TRANSACT_H_

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api::transact {

inline constexpr size_t kMaxTransactItems = 100;
inline constexpr const char* kInvalidAction =
    "The action or operation requested is invalid. Verify that the action is typed correctly.";
inline constexpr const char* kDuplicateItem =
    "Transaction request cannot include multiple operations on one item";

// TransactItems' length: 1 to 100 entries.
void CheckTransactItems(const base::Json* items, ConstraintErrors* errors);
// True when TransactItems has a length whose entries are read (1 to 100).
bool HasEntriesToRead(const base::Json* items);

// A copy of the action body that the single-item handler accepts.
base::Json SubRequest(const base::Json& body);

// Units per table, in the order the tables were first used.
using UnitsPerTable = std::vector<std::pair<std::string, CapacityUse>>;
// Adds `use` (table and index units) to the table's running sum.
void AddUnits(UnitsPerTable* per_table, const std::string& table, const CapacityUse& use);
// ConsumedCapacity: one entry per table.
base::Json CapacityList(const UnitsPerTable& per_table, CapacityMode mode, bool is_read);

// Resolves every action's table ("Requested resource not found" when one is missing),
// then its key; both action kinds have body, table, storage_key. `key_of` parses and
// validates the key of an action whose table is set.
template <typename A, typename KeyOfAction>
base::Status ResolveItems(table::Database& db, std::vector<A>* actions, KeyOfAction key_of) {
  for (A& a : *actions) {
    KS_ASSIGN_OR_RETURN(a.table, LookupTable(db, a.body->Find("TableName")->string_value()));
  }
  for (A& a : *actions) {
    KS_ASSIGN_OR_RETURN(value::AttrMap key, key_of(a));
    a.storage_key = a.table->PrimaryKeyOf(key);
  }
  for (size_t i = 0; i < actions->size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if ((*actions)[i].table == (*actions)[j].table &&
          (*actions)[i].storage_key == (*actions)[j].storage_key)
        return base::Status::Validation(kDuplicateItem);
    }
  }
  return base::Status::Ok();
}

}  // namespace keyscape::api::transact

#endif  // KEYSCAPE_SRC_API_DYNAMODB_TRANSACT_H_
