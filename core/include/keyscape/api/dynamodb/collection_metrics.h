// ReturnItemCollectionMetrics (PutItem, UpdateItem, DeleteItem, BatchWriteItem,
// TransactWriteItems). DynamoDB returns metrics only for a table with a local secondary
// index, one per written item: the item collection's partition key and an estimate of the
// collection's size (items plus what the LSIs project), as a range of whole gigabytes:
//   {"ItemCollectionKey": {<hash key>: <value>}, "SizeEstimateRangeGB": [lo, lo + 1]}
// with lo = floor(bytes / 2^30). DynamoDB documents the estimate as imprecise; keyscape's
// range always contains the collection's exact size.
#ifndef KEYSCAPE_API_DYNAMODB_COLLECTION_METRICS_H_
#define KEYSCAPE_API_DYNAMODB_COLLECTION_METRICS_H_

#include <optional>
#include <string>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

// ReturnItemCollectionMetrics: true for SIZE; NONE or absent is false; another value is a
// constraint error added to `errors` (the current layer's is "ReturnItemCollectionMetrics
// can only be SIZE or NONE").
base::Result<bool> ReadReturnItemCollectionMetrics(const base::Json& request,
                                                   ConstraintErrors* errors,
                                                   ValidationLayer layer = ValidationLayer::kOlder);

// The metrics of the collection `item_or_key` belongs to, after the write; nullopt when
// the table has no local secondary index.
std::optional<base::Json> ItemCollectionMetrics(const table::Table& t,
                                                const value::AttrMap& item_or_key);

// The batch forms' ItemCollectionMetrics member: {table: [metrics, ...]}, adding the
// metrics of one written item (nothing for a table without an LSI) in write order.
void AddItemCollectionMetrics(const table::Table& t, const value::AttrMap& item_or_key,
                              base::Json* per_table);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_COLLECTION_METRICS_H_
