// Operations added for `keyscape serve` so that SDK code written against DynamoDB runs
// unchanged: transactions and table updates. Same contract as the handlers in ops.h
// (parsed request in, response body or DynamoDB's error out); registered in dispatch.cc.
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
// DescribeTimeToLive) are kept on the table's definition; TTL does not expire items.
#ifndef KEYSCAPE_API_SERVE_OPS_H_
#define KEYSCAPE_API_SERVE_OPS_H_

#include "keyscape/database.h"
#include "keyscape/json.h"
#include "keyscape/status.h"

namespace keyscape {

Result<Json> TransactWriteItemsOp(Database& db, const Json& request);
Result<Json> TransactGetItemsOp(Database& db, const Json& request);
Result<Json> UpdateTableOp(Database& db, const Json& request);
Result<Json> TagResourceOp(Database& db, const Json& request);
Result<Json> UntagResourceOp(Database& db, const Json& request);
Result<Json> ListTagsOfResourceOp(Database& db, const Json& request);
Result<Json> UpdateTimeToLiveOp(Database& db, const Json& request);
Result<Json> DescribeTimeToLiveOp(Database& db, const Json& request);

}  // namespace keyscape

#endif  // KEYSCAPE_API_SERVE_OPS_H_
