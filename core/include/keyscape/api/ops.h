// The operations of the api layer and their dispatch. Each handler takes the parsed request
// body and returns the response body (a Json object) or a Status carrying DynamoDB's error.
//
// The engine's one list of operations (core/src/api/dispatch.cc) maps operation names,
// DynamoDB's ("Query") and keyscape's extensions ("keyscape:DescribePartitions"), to
// handlers, and says which change the database (OperationInfo::mutates). FindOp,
// FindTextOp, IsStreamsOp, Operations and keyscape:ListOperations all read that list; no
// other list of operations exists. This header declares
// DynamoDB's operations, implemented in core/src/api/dynamodb/ (tables.cc, items.cc,
// update_item.cc, query.cc, scan.cc, batch.cc, transact_write.cc, transact_get.cc,
// update_table.cc, tags_ttl.cc, partiql/ops.cc, partiql/batch_ops.cc, streams/list.cc,
// streams/read.cc: private parts of this header; their request plumbing has headers of its
// own in keyscape/api/dynamodb/ and core/src/api/dynamodb/). Nothing in api/dynamodb
// includes api/keyscape. keyscape's own operations, each with its request and response contract:
//   keyscape/api/keyscape/partition_ops.h  partitions, keys, load, generated items, limits
//   keyscape/api/keyscape/design_ops.h     the design model: validate, patterns, lint, cost,
//                                          import, export, range and aggregate views, templates
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
// Response: {"operations": [{"name", "mutates", "streams", "part", "linked", "request",
//           "response"}, ...], "parts": [{"name", "linked", "usesState"}, ...]}: one
//           operation row per Operations() entry in its order; "request"/"response" are the
//           TypeScript type names (wasm/types.d.ts): "X" and "keyscape:X" give
//           "XRequest"/"XResponse"; "part"/"linked" and the parts: keyscape/api/parts.h.
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

// The largest request body any front end accepts (DynamoDB's 16 MB per HTTP request).
constexpr size_t kMaxRequestBytes = size_t{16} << 20;

// Transactions, table updates, tags and TTL (core/src/api/dynamodb/transact_write.cc,
// transact_get.cc, update_table.cc, tags_ttl.cc):
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

// DynamoDB Streams (core/src/api/dynamodb/streams/list.cc, read.cc; StreamSpecification on
// CreateTable/UpdateTable in streams/spec.h; the records in keyscape/table/stream_log.h):
// ListStreams, DescribeStream, GetShardIterator (TRIM_HORIZON, LATEST, AT_SEQUENCE_NUMBER,
// AFTER_SEQUENCE_NUMBER) and GetRecords, with DynamoDB Streams' errors
// (ResourceNotFoundException, ValidationException, ExpiredIteratorException,
// TrimmedDataAccessException). One shard per stream.
base::Result<base::Json> ListStreamsOp(table::Database& db, const base::Json& request);
base::Result<base::Json> DescribeStreamOp(table::Database& db, const base::Json& request);
base::Result<base::Json> GetShardIteratorOp(table::Database& db, const base::Json& request);
base::Result<base::Json> GetRecordsOp(table::Database& db, const base::Json& request);

// PartiQL (core/src/api/dynamodb/partiql/ops.cc, batch_ops.cc; the grammar in
// keyscape/expr/partiql.h, the planning in partiql/plan.h): ExecuteStatement,
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
