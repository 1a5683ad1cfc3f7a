// The key reads a PartiQL SELECT decomposes into, and DynamoDB's refusals of them (private
// to core/src/api). DynamoDB reads a WHERE clause as OR-ed branches, each an AND of conditions
// (an IN on a key attribute is one branch per member; an OR naming no key attribute stays one
// condition), and runs one key read per branch. When
// every branch fixes the partition key with = and holds the sort key only by key conditions
// (=, <, <=, >, >=, BETWEEN, begins_with), two branches of the same partition whose sort-key
// ranges overlap are refused: "Overlapping conditions with range keys are not supported in
// where clause" (a branch without a sort-key condition covers the whole partition). A branch
// without the partition key, or one that holds the sort key under NOT, with <> or in another
// function, makes the statement a scan, which is never refused. With `check_types`
// (ExecuteStatement), a key attribute compared by = (or IN) with a scalar of another type is
// "Key attribute's data type should match its data type in table's schema: Key <name>" (a
// range comparison with another type is a filter that holds for nothing). Recorded:
// tests/conformance/golden/x3_partiql.mjs.
#ifndef KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_KEY_READS_H_
#define KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_KEY_READS_H_

#include <optional>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

// `ks` is the key of the table or index the SELECT reads; values bind to `params`. When every
// branch fixes the partition key (with = or IN), more than 50 branches (key reads) is "Too many
// decomposed read operations for a given query." (checked after the key types, before the
// overlap). A WHERE whose key values do not bind to the key's types is left to the other checks.
base::Status CheckKeyReads(const table::KeySchema& ks, const expr::PqNode& where,
                           const std::vector<base::Json>& params, bool check_types);

// True when every OR-ed branch of `where` fixes the partition key of `ks` (one attribute)
// with = or IN: the SELECT decomposes into reads by partition key.
bool ReadsByPartitionKeys(const table::KeySchema& ks, const expr::PqNode& where);

// The key of the one item a SELECT by key reads (BatchExecuteStatement, ExecuteTransaction):
// the WHERE decomposes into one key read whose every condition is an equality on a key
// attribute, each attribute fixed to one value (`pk IN ['a']` is `pk = 'a'`, and `pk = 'a' AND
// pk = 'a'` names one item); nullopt otherwise (a filter, two values, a missing attribute).
// The values keep their types (a mismatch is GetItem's to report).
std::optional<base::Json> SingleItemKey(const table::KeySchema& ks, const expr::PqNode& where,
                                        const std::vector<base::Json>& params);

// A SELECT on a secondary index (GSI or LSI) that does not project every attribute, when every
// branch fixes the index's partition key to one value (a keyed read; a scan instead filters the
// index's own view): if every branch's filters (its conditions other than the key conditions)
// name an attribute the index does not project, "One or more parameter values were invalid:
// Secondary index <name> does not project one or more filter attributes: [a, b]", listing the
// branch with the greatest partition value, in the order java.util.HashSet iterates them.
// Recorded against DynamoDB for one branch; the several-branch rule and the order are an
// emulator's record (tests/conformance/golden/x3_partiql.mjs says which).
base::Status CheckIndexFilterProjection(const table::TableDef& table,
                                        const table::IndexDef& index, const expr::PqNode& where,
                                        const std::vector<base::Json>& params);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_KEY_READS_H_
