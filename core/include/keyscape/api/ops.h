// Operation handlers of the api layer. Each takes the parsed request body and returns
// the response body (a Json object) or a Status carrying DynamoDB's error.
//
// The engine's one list of operations (core/src/api/dispatch.cc) maps operation names,
// DynamoDB's ("Query") and keyscape's extensions ("keyscape:DescribePartitions"), to
// handlers, and says which change the database (OperationInfo::mutates). FindOp,
// FindTextOp, IsStreamsOp, Operations and keyscape:ListOperations all read that list; no
// other list of operations exists.
#ifndef KEYSCAPE_API_OPS_H_
#define KEYSCAPE_API_OPS_H_

#include <cstddef>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

using OpHandler = base::Result<base::Json> (*)(table::Database& db, const base::Json& request);

// nullptr for an unknown operation.
OpHandler FindOp(std::string_view name);
// The handler Engine::Execute answers `name` with when the response goes straight to text:
// FindOp's, except for the read operations (Query, Scan, GetItem, BatchGetItem), whose
// text handlers return a response that may hold Json::Verbatim nodes (pre-rendered items).
// Dump() of it is byte for byte Dump() of FindOp's response, errors alike; nothing else
// may read it. nullptr for an unknown operation.
OpHandler FindTextOp(std::string_view name);
// True for the DynamoDB Streams operations (ListStreams, DescribeStream, GetShardIterator,
// GetRecords), which `keyscape serve` answers under X-Amz-Target DynamoDBStreams_20120810.
bool IsStreamsOp(std::string_view name);

// One row of the operation list.
struct OperationInfo {
  std::string_view name;  // "CreateTable", "keyscape:RangeView", ...
  // True when a request of the operation can change the database's state: tables, items,
  // TTL, tags, streams, the memory cap (keyscape:Limits), the design tables of
  // keyscape:LoadDesign, items of keyscape:GenerateItems and keyscape:ExpireItems, PartiQL
  // statements and transactions that may write. An operation whose request may or may not
  // write (ExecuteStatement) is true: the page's worker replays exactly these operations'
  // requests, in answer order, after a restart, and replaying a read is harmless.
  bool mutates;
  bool streams;  // IsStreamsOp
};
// Every operation, in the list's order.
std::vector<OperationInfo> Operations();

// keyscape:ListOperations.
// Request:  {} (any member is a ValidationException).
// Response: {"operations": [{"name", "mutates", "streams", "request", "response"}, ...]}, one
//           row per Operations() entry in its order; "request"/"response" are the TypeScript
//           type names (wasm/types.d.ts): "X" and "keyscape:X" give "XRequest"/"XResponse".
base::Result<base::Json> ListOperationsOp(table::Database& db, const base::Json& request);

base::Result<base::Json> CreateTableOp(table::Database& db, const base::Json& request);
base::Result<base::Json> DeleteTableOp(table::Database& db, const base::Json& request);
base::Result<base::Json> DescribeTableOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ListTablesOp(table::Database& db, const base::Json& request);
base::Result<base::Json> PutItemOp(table::Database& db, const base::Json& request);
base::Result<base::Json> GetItemOp(table::Database& db, const base::Json& request);
base::Result<base::Json> DeleteItemOp(table::Database& db, const base::Json& request);
base::Result<base::Json> UpdateItemOp(table::Database& db, const base::Json& request);
base::Result<base::Json> QueryOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ScanOp(table::Database& db, const base::Json& request);
base::Result<base::Json> BatchWriteItemOp(table::Database& db, const base::Json& request);
base::Result<base::Json> BatchGetItemOp(table::Database& db, const base::Json& request);
// The read operations' text handlers (FindTextOp).
base::Result<base::Json> GetItemTextOp(table::Database& db, const base::Json& request);
base::Result<base::Json> QueryTextOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ScanTextOp(table::Database& db, const base::Json& request);
base::Result<base::Json> BatchGetItemTextOp(table::Database& db, const base::Json& request);

// keyscape's partition extensions:
//   keyscape:DescribePartitions  the table's partitions: hash ranges, items, sizes
//   keyscape:SimulateLoad        access patterns -> per-partition demand and throttling,
//                                with an optional write-sharding what-if
//   keyscape:GenerateItems       N sample items (up to 1,000,000) from key templates
//   keyscape:PreviewItems        checks a GenerateItems spec, renders its first items
//   keyscape:DescribeKeys        partition key values with hash positions, partitions,
//                                item counts and sizes (sampled), and the item histogram
//   keyscape:ExplainOrder        key values in DynamoDB order, and why, pair by pair
// Request and response shapes are documented in core/src/api/<operation>_op.cc
// (describe_partitions_op.cc, simulate_load_op.cc, generate_items_op.cc, ...).
// Bad input gives a ValidationException naming the field; an unknown table gives
// ResourceNotFoundException.
base::Result<base::Json> DescribePartitionsOp(table::Database& db, const base::Json& request);
base::Result<base::Json> SimulateLoadOp(table::Database& db, const base::Json& request);
base::Result<base::Json> GenerateItemsOp(table::Database& db, const base::Json& request);
base::Result<base::Json> PreviewItemsOp(table::Database& db, const base::Json& request);
base::Result<base::Json> DescribeKeysOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ExplainOrderOp(table::Database& db, const base::Json& request);

// keyscape:Template: render a key from values, parse a key into values, the begins_with
// prefix of leading values, or the attribute names of the placeholders ("variables"), with
// a key template (MODEL.md "Key templates").
// Request and response shapes are documented in core/src/api/template_op.cc; every
// problem is a ValidationException naming the template and the attribute.
base::Result<base::Json> TemplateOp(table::Database& db, const base::Json& request);
// keyscape:Limits: the engine's limits; sets the memory cap (limits_op.cc).
base::Result<base::Json> LimitsOp(table::Database& db, const base::Json& request);
// The largest request body any front end accepts (DynamoDB's 16 MB per HTTP request).
constexpr size_t kMaxRequestBytes = size_t{16} << 20;

// Transactions, table updates, tags and TTL (core/src/api/transact_ops.cc,
// update_table_op.cc, tags_ttl_ops.cc):
//
// TransactWriteItems: up to 100 ConditionCheck/Put/Delete/Update actions on distinct
// items, all or nothing. Every condition is evaluated against the state before the
// transaction; if any fails, nothing is written and the error is
// TransactionCanceledException with one CancellationReasons entry per action, in request
// order ({"Code":"None"}, {"Code":"ConditionalCheckFailed","Message":"The conditional
// request failed"} with "Item" under ReturnValuesOnConditionCheckFailure ALL_OLD, or
// {"Code":"ValidationError","Message":...} for a runtime error of one action).
// TransactGetItems: up to 100 Gets on distinct items, read at one point in time.
// UpdateTable: BillingMode, ProvisionedThroughput, and GlobalSecondaryIndexUpdates
// (Create backfills the new index at once, Update, Delete; one Create/Delete per call).
// Tags (TagResource, UntagResource, ListTagsOfResource) and TTL (UpdateTimeToLive,
// DescribeTimeToLive) are kept on the table's definition.
// CreateTable, UpdateTable and DeleteTable answer CREATING, UPDATING (a created GSI
// CREATING, a deleted one DELETING) and DELETING as DynamoDB does; each change is applied
// at once, so the next DescribeTable says ACTIVE.
base::Result<base::Json> TransactWriteItemsOp(table::Database& db, const base::Json& request);
base::Result<base::Json> TransactGetItemsOp(table::Database& db, const base::Json& request);
base::Result<base::Json> UpdateTableOp(table::Database& db, const base::Json& request);
base::Result<base::Json> TagResourceOp(table::Database& db, const base::Json& request);
base::Result<base::Json> UntagResourceOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ListTagsOfResourceOp(table::Database& db, const base::Json& request);
base::Result<base::Json> UpdateTimeToLiveOp(table::Database& db, const base::Json& request);
base::Result<base::Json> DescribeTimeToLiveOp(table::Database& db, const base::Json& request);
// keyscape:ExpireItems {TableName?, Now?} -> {"Expired": {table: count}}: deletes, in every
// table with TTL enabled (or the one named), the items whose TTL attribute is a Number of
// epoch seconds in [Now - 5 years, Now); Now defaults to the engine clock. DynamoDB expires
// in the background; keyscape only when asked (core/src/api/expire_items_op.cc).
base::Result<base::Json> ExpireItemsOp(table::Database& db, const base::Json& request);

// DynamoDB Streams (stream_list_ops.cc, stream_read_ops.cc; StreamSpecification on
// CreateTable/UpdateTable in stream_spec.h; the records in keyscape/table/stream_log.h):
// ListStreams, DescribeStream, GetShardIterator (TRIM_HORIZON, LATEST, AT_SEQUENCE_NUMBER,
// AFTER_SEQUENCE_NUMBER) and GetRecords, with DynamoDB Streams' errors
// (ResourceNotFoundException, ValidationException, ExpiredIteratorException,
// TrimmedDataAccessException). One shard per stream.
base::Result<base::Json> ListStreamsOp(table::Database& db, const base::Json& request);
base::Result<base::Json> DescribeStreamOp(table::Database& db, const base::Json& request);
base::Result<base::Json> GetShardIteratorOp(table::Database& db, const base::Json& request);
base::Result<base::Json> GetRecordsOp(table::Database& db, const base::Json& request);

// The design-model operations (core/src/api/model_ops.cc): {"model": <model file>} in.
base::Result<base::Json> ValidateModelOp(table::Database& db, const base::Json& request);
base::Result<base::Json> RunAccessPatternsOp(table::Database& db, const base::Json& request);
base::Result<base::Json> CostOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ImportOp(table::Database& db, const base::Json& request);
// keyscape:Lint: {"model": {...}} -> {"findings": [...]} (core/src/api/lint_op.cc).
base::Result<base::Json> LintOp(table::Database& db, const base::Json& request);
// keyscape:Export and keyscape:ListExportFormats (core/src/api/export_op.cc).
base::Result<base::Json> ExportOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ListExportFormatsOp(table::Database& db, const base::Json& request);
// keyscape:RangeView: one Query pattern of a design as the range view draws it: the queried
// collection in stored order with each item's state, the bounds, every page (range_view_op.cc).
base::Result<base::Json> RangeViewOp(table::Database& db, const base::Json& request);
// keyscape:AggregateView: a table of a design and each of its indexes, items grouped by
// partition key, each group in stored order (aggregate_view_op.cc).
base::Result<base::Json> AggregateViewOp(table::Database& db, const base::Json& request);
// keyscape:AnalyzeDesign: everything the designer draws after an edit, in one call, with
// one load of the design and each access pattern run once (analyze_design_op.cc).
// Request:  {"model": <model file>, "view"?: {"rangeView": {"pattern": <index> | "<name>",
//            "overrides"?: {...as keyscape:RangeView}}} | {"aggregateView": {"table": name}}}
// Response: {"validated": keyscape:ValidateModel's response, "patterns": keyscape:
//            RunAccessPatterns', "lint": keyscape:Lint's, "cost": keyscape:Cost's (the model's
//            prices), "rangeView"? | "aggregateView"?: that operation's response for
//            {"model", ...the view's members}, "viewError"?: that operation's error body
//            ({"__type", "message", ...}) when the model is valid but the view cannot be drawn}.
//   Each member is byte for byte the separate operation's answer for the same model.
// Errors: an invalid model is keyscape:ValidateModel's ValidationException (the whole
// answer); so is a pattern that cannot be run (keyscape:RunAccessPatterns' error); a
// malformed request or "view" is a ValidationException naming keyscape:AnalyzeDesign.
base::Result<base::Json> AnalyzeDesignOp(table::Database& db, const base::Json& request);
// keyscape:DesignLoad: the load form a design implies for one of its tables, as
// keyscape:SimulateLoad's members (design_load_op.cc). Changes nothing.
// Request:  {"model": <model file>, "Table": "<design table>"}
// Response: {"AccessPatterns": [{"Name", "ReadsPerSecond", "WritesPerSecond", "ReadShape":
//            "ITEM" | "QUERY", "ReadConsistency": "EVENTUAL" | "STRONG"}], "BillingMode":
//            "PAY_PER_REQUEST" | "PROVISIONED", "ProvisionedThroughput"?: {"ReadCapacityUnits",
//            "WriteCapacityUnits"} (PROVISIONED), "UsedPatterns": rows, "OnIndexes": n}
//   One row per pattern of the table with rate.perSecond > 0 on the table itself, in the
//   model's order: the rate (as written) as writes for a write operation
//   (model::IsWriteOperation), else as reads; ReadShape ITEM for writes and GetItem,
//   BatchGetItem, TransactGetItems, QUERY otherwise; STRONG when consistentRead is true.
//   Patterns with a rate on an index of the table are counted in OnIndexes (they load the
//   index's partitions). The billing is the table's, also when there is no row.
// Errors: ReadModel's ValidationException; a missing or unknown Table, an unknown member.
base::Result<base::Json> DesignLoadOp(table::Database& db, const base::Json& request);
// keyscape:LoadDesign: {"model"} -> the design's tables and sample items made in `db`
// (load_design_op.cc), for the partition view of a design.
base::Result<base::Json> LoadDesignOp(table::Database& db, const base::Json& request);
// keyscape:GenerateItems with "model": items of one entity of the design, keys from its
// templates, into its table in `db` (load_design_op.cc).
base::Result<base::Json> GenerateEntityItems(table::Database& db, const base::Json& request);

// PartiQL (core/src/api/partiql_ops.cc, partiql_batch_ops.cc; the grammar in
// keyscape/expr/partiql.h, the planning in core/src/api/partiql_plan.h): ExecuteStatement,
// BatchExecuteStatement and ExecuteTransaction run each statement as the one DynamoDB
// request it plans to (a SELECT is a Query when its WHERE fixes the partition key with =,
// otherwise a Scan); keyscape:ExplainStatement {Statement, Parameters?} -> {"operation",
// "tableName", "indexName"?, "reason", "request"} says which, and why, without running it.
base::Result<base::Json> ExecuteStatementOp(table::Database& db, const base::Json& request);
base::Result<base::Json> BatchExecuteStatementOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ExecuteTransactionOp(table::Database& db, const base::Json& request);
base::Result<base::Json> ExplainStatementOp(table::Database& db, const base::Json& request);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_OPS_H_
