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

#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

// `ks` is the key of the table or index the SELECT reads; values bind to `params`. A WHERE
// that expands to more than 64 branches, or whose key values do not bind to the key's types,
// is left to the other checks (Ok).
base::Status CheckKeyReads(const table::KeySchema& ks, const expr::PqNode& where,
                           const std::vector<base::Json>& params, bool check_types);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_KEY_READS_H_
