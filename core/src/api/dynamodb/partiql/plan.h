// A PartiQL statement as the one DynamoDB request it runs as (private to core/src/api).
//
// SELECT becomes a Query when its WHERE clause fixes every partition key attribute of
// the table (or of the index named in FROM "Table"."Index") with = at the top level
// (conditions joined by AND), optionally with one sort key condition (=, <, <=, >, >=,
// BETWEEN, begins_with; on a multi-attribute sort key: equalities left to right, then one
// condition); the other conditions become its FilterExpression. Otherwise it is a Scan
// with the whole WHERE as its FilterExpression, and `reason` says why. INSERT is a
// PutItem with attribute_not_exists on the partition key; UPDATE an UpdateItem and DELETE
// a DeleteItem, both with the whole key from the WHERE's equalities and the other
// conditions as the ConditionExpression (UPDATE always requires the item to exist, DELETE
// when the WHERE has other conditions). Every name goes through ExpressionAttributeNames
// (#n0, #n1, ...) and every value through ExpressionAttributeValues (:v0, :v1, ...), so
// the engine's own expression parser, validation and evaluator do the rest, after PartiQL's
// own rules (checks.h, key_reads.h). ORDER BY names key attributes of the Query's table or index; a DESC
// sort key reads backwards ("Must have WHERE clause in the statement when using ORDER BY
// clause.", "Variable reference <name> in ORDER BY clause must be part of the primary key",
// "Must have at least one non-optional hash key condition in WHERE clause when using ORDER
// BY clause."). An unknown index is "The table does not have the specified index".
// RETURNING becomes the UpdateItem's or DeleteItem's ReturnValues (ExecuteStatement only).
// EXISTS(SELECT ... WHERE <whole key> AND <condition>) is a ConditionCheck (operation
// "ConditionCheck") on attribute_exists of the key AND the condition, in ExecuteTransaction
// only ("EXISTS can only be used in ExecuteTransaction write requests."); without a further
// condition or the whole key it is "EXISTS() must contain a single item read with additional
// condition", on an index "Operations on indices are not supported in transactions".
// An UPDATE or DELETE whose WHERE fixes a key attribute to two values is "Multiple
// conditions on same key <name>. Only single item Update/Insert/Delete are supported"; one
// without the whole key is "Where clause does not contain a mandatory equality on all key
// attributes", except in ExecuteTransaction, where it runs with the key attributes it names
// and TransactWriteItems cancels it ("The provided key element does not match the schema").
#ifndef KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_PLAN_H_
#define KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_PLAN_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

// The page size of a SELECT that reads by partition keys (PartiqlPlan::page_items).
inline constexpr int64_t kPartitionReadPage = 10;

struct PartiqlPlan {
  std::string operation;  // Query, Scan, GetItem, PutItem, UpdateItem, DeleteItem, ConditionCheck
  std::string table;
  std::string index;    // empty for the table itself
  base::Json request;   // the DynamoDB request body, without paging or capacity members
  std::string reason;   // why this operation
  std::string returning;  // ReturnValues for ExecuteStatement's UPDATE or DELETE, or ""
  bool gsi = false;       // the index read is a global secondary index
  bool read = false;    // SELECT
  bool insert = false;  // a failed condition means "Duplicate primary key exists in table"
  std::vector<expr::PqPath> projection;  // SELECT's paths (empty: SELECT *)
  // A Scan of reads by partition key (IN, or ORs of =): its results come in pages of up to
  // this many items ("Results are returned in pages of up to 10 items", the developer
  // guide's PartiQL operators page); 0: the Scan's own pages.
  int64_t page_items = 0;
  // In ExecuteTransaction: a write whose WHERE clause gives a key attribute two values is not
  // planned; it stands as this message, the statement's ValidationError reason.
  std::string key_problem;
};

// The message of a write that fixes one key attribute to two values ("Multiple conditions
// on same key <name>. Only single item Update/Insert/Delete are supported").
bool IsMultipleKeyConditions(const base::Status& st);

// How a SELECT may run: as ExecuteStatement does (Query or Scan), or by its full primary
// key only (GetItem: each key attribute fixed to one value by = or a one-value IN, nothing
// else), as BatchExecuteStatement and ExecuteTransaction require: there a SELECT
// on an index or without the whole key is "Select statements within BatchExecuteStatement
// (ExecuteTransaction) must specify the primary key in the where clause." (in a transaction, a
// SELECT on an index is "Reads on indices are not supported within transactions.").
enum class ReadPlanning { kQueryOrScan, kBatch, kTransaction };

// REQUIRES: params.size() >= s.param_count. An unknown table is ResourceNotFoundException.
base::Result<PartiqlPlan> PlanPartiql(table::Database& db, const expr::PqStatement& s,
                                      const std::vector<base::Json>& params, ReadPlanning reads);

// Parses the statement and its Parameters (an array of AttributeValues, or nullptr),
// checks their number ("Number of parameters in request and statement don't match.") and
// their numbers (CheckParameterNumbers), and plans it.
base::Result<PartiqlPlan> ParseAndPlanPartiql(table::Database& db, const std::string& statement,
                                              const base::Json* parameters, ReadPlanning reads);

// Shared by the three PartiQL operations (ops.cc):
// The Statement member's constraints (null, length 1..8192) into `errors`.
class ConstraintErrors;
void CheckStatementText(const std::optional<std::string>& text, std::string_view member,
                        ConstraintErrors* errors);
// A failed condition of an INSERT is DuplicateItemException; other errors pass through.
base::Status PartiqlWriteError(const PartiqlPlan& plan, const base::Status& st);
// A SELECT's item as PartiQL names it: `item` is what the ProjectionExpression of
// `projection` read; a path of several steps that ends in a name comes back under that last
// name (SELECT m.nested -> {"nested": ...}), other paths under their top-level attribute,
// in the order of the SELECT list. Unchanged when every path is one name.
base::Json NamePartiqlProjection(const std::vector<expr::PqPath>& projection, base::Json item);
// Runs `request` (the plan's, with any paging and capacity members) through the engine's
// operation for the plan, the INSERT condition mapped as above.
base::Result<base::Json> RunPartiqlPlan(table::Database& db, const PartiqlPlan& plan,
                                        base::Json request);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_DYNAMODB_PARTIQL_PLAN_H_
