// keyscape's partition operations (keyscape:*): the hash space, partitions, load and the
// items that fill them. One section per operation: its request, its response, its errors.
// Bad input gives a ValidationException naming the field; an unknown table gives
// ResourceNotFoundException. The dispatch table is in keyscape/api/ops.h.
//
// Implemented in core/src/api/keyscape/partitions/<operation>.cc (describe_partitions,
// describe_keys, simulate_load, generate_items, preview_items, explain_order, expire_items,
// limits), private parts of this header; their private helpers are describe_keys_request.h,
// simulate_load_request.h, generate_spec.h and partition_json.h beside them.
#ifndef KEYSCAPE_API_KEYSCAPE_PARTITION_OPS_H_
#define KEYSCAPE_API_KEYSCAPE_PARTITION_OPS_H_

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

// ---- keyscape:DescribePartitions ---------------------------------------------------------------
// keyscape:DescribePartitions
// Request:  {"TableName": "T",
//            "PartitionCount": 4,                  optional, 1..65536; default: the table's
//                                                  initial count (provisioned:
//                                                  ceil(RCU/3000 + WCU/1000), on-demand: 4)
//            "PartitionSizeLimitBytes": 10737418240}  optional; size splits above it
// Response: {"TableName", "HashFunction": "md5-illustrative", "BillingMode",
//            "InitialPartitionCount", "PartitionCount", "ItemCount", "SizeBytes",
//            "Partitions": [{"Index", "HashRangeStart", "HashRangeEnd" (16 hex digits),
//                            "StartKey"? (when the partition starts inside an item
//                            collection: the key it starts at), "ItemCount", "SizeBytes",
//                            "PartitionKeyCount"}],
//            "Splits": [{"Cause": "SIZE", "Round", "HashPosition", "StartKey"?}],
//            "RefusedSplits": [{"Cause", "Partition", "Reason"}]}
base::Result<base::Json> DescribePartitionsOp(table::Database& db, const base::Json& request);

// ---- keyscape:DescribeKeys ---------------------------------------------------------------------
// keyscape:DescribeKeys: a table's partition key values in the hash space, in one call:
// what the page's hash strip draws and its key lists read.
// Request:  {"TableName": "T",
//            "MaxKeys": 2000,     1..100000: at most this many keys are listed; with more
//                                 distinct keys the list is a sample (Sampled: true)
//            "TopKeys": 20,       0..1000: a sample always holds the keys with most items
//            "Bins": 256,         1..4096: the most histogram bins (see Histogram)
//            "Order": "HASH" | "VALUE",   keys by hash position, or in DynamoDB order of
//                                 their values (S by UTF-8 bytes, N numerically, B bytes)
//            "Lookup": [{"S": "..."}, ...],  0..100 values to describe whether listed or not
//            "Layout": [{"HashRangeStart": "hex", "StartKey"?: {...}}, ...]
//                                 the partitions the indices refer to (the Partitions of a
//                                 DescribePartitions or SimulateLoad answer); default: the
//                                 table's layout for PartitionCount/PartitionSizeLimitBytes
//            "PartitionCount": n, "PartitionSizeLimitBytes": n}  as DescribePartitions
// Response: {"TableName", "HashFunction": "md5-illustrative",
//            "PartitionReadLimit", "PartitionWriteLimit", "PartitionSizeLimitBytes",
//            "PartitionCount", "ItemCount", "SizeBytes", "DistinctPartitionKeys",
//            "Sampled", "Order",
//            "Keys": [key], "BusiestKey"?: key (most items; absent for an empty table),
//            "Lookup": [key] (in request order; ItemCount 0 for a value not in the table),
//            "Histogram": {"Bins": n, "ItemCounts": [...]}}
//   key = {"Key": {"<pk>": value}, "HashPosition": 16 hex digits, "Fraction": position/2^64,
//          "Partitions": [first, last] (the partitions its item collection spans),
//          "ItemCount", "SizeBytes"}
//   Histogram: every item counted (never sampled) in bins equal slices of the hash space;
//   bins = Bins, or fewer for few keys (about 8 keys per bin, at least min(16, Bins)).
// Sampling: the TopKeys keys with most items, then keys at evenly spaced ranks of the
// hash order until MaxKeys; deterministic.
base::Result<base::Json> DescribeKeysOp(table::Database& db, const base::Json& request);

// ---- keyscape:SimulateLoad ---------------------------------------------------------------------
// keyscape:SimulateLoad
// Request:  {"TableName": "T",
//            "BillingMode": "PROVISIONED" | "PAY_PER_REQUEST"       (default: the table's)
//            "ProvisionedThroughput": {"ReadCapacityUnits", "WriteCapacityUnits"}
//                                                                    (default: the table's)
//            "PreviousPeak": {"ReadUnitsPerSecond", "WriteUnitsPerSecond"}  (on-demand; 0)
//            "TableQuota": {"ReadUnitsPerSecond", "WriteUnitsPerSecond"}    (40000 each)
//            "PartitionCount": n          initial partitions (default as DescribePartitions)
//            "PartitionSizeLimitBytes": n
//            "LimitRule": "INDEPENDENT" | "LEGACY_LINEAR"
//            "SplitForHeat": false, "HeatSplitThreshold": 0.8, "TopKeys": 10,
//            "AccessPatterns": [{                                     1..100 patterns
//               "Name", "ReadsPerSecond", "WritesPerSecond",
//               "ReadConsistency": "EVENTUAL" | "STRONG" | "TRANSACTIONAL",
//               "WriteKind": "STANDARD" | "TRANSACTIONAL",
//               "ReadShape": "ITEM" | "QUERY",  "WriteOrder": "RANDOM" | "SEQUENTIAL",
//               "KeyDistribution": "UNIFORM" | "ZIPF" | "HOT_KEY",
//               "Exponent": 1.0 (ZIPF), "HotKey": {"S": "..."}, "HotFraction": 1.0 (HOT_KEY),
//               "Keys": [{"S": "..."}, ...]   (default: every partition key in the table),
//               "ItemSizeBytes": n}],
//            "WriteSharding": {"Key": {"S": "..."}, "SuffixCount": 10, "Separator": "#",
//                              "FullReadConsistency": "EVENTUAL"}}
// Response: {"TableName", "HashFunction", "BillingMode", "LimitRule",
//            "PartitionReadLimit": 3000, "PartitionWriteLimit": 1000,
//            "TableReadLimit", "TableWriteLimit", "InitialPartitionCount",
//            <simulation>, "WriteSharding"?: {...}}
//   <simulation> = "PartitionCount", "Partitions": [{"Index", "HashRangeStart",
//            "HashRangeEnd", "StartKey"?, "ItemCount", "SizeBytes", "PartitionKeyCount",
//            load, "Heat", "Throttled"}],
//            "Table": {load, "ReadLimitReached", "WriteLimitReached"},
//            "AccessPatterns": [{"Name", load}],
//            "HotKeys": [{"Key", "HashPosition", load, "Heat", "Partitions"}],
//            "HottestPartition", "ThrottledWithSpareCapacity", "Splits", "RefusedSplits"
//   load = "ReadDemand", "WriteDemand", "ReadServed", "WriteServed",
//          "ReadThrottledFraction", "WriteThrottledFraction" (units per second, fractions)
//   Heat = the demand's share of one partition's limit under LimitRule (INDEPENDENT:
//          max(r/3000, w/1000); LEGACY_LINEAR: r/3000 + w/1000); above 1 it throttles.
//   "WriteSharding": {"Key", "SuffixCount", "Separator", "SuffixCountNeeded",
//            "Shards": [{"Key", "HashPosition", "Partition", "ItemCount", "SizeBytes"}],
//            "PartitionsHitBefore", "PartitionsHitAfter", "MaxShardsOnOnePartition",
//            "Before": {"LogicalKey": load, "HottestPartitionLoad": {"Index", load, "Heat"}},
//            "After": {"LogicalKey": load, "HottestPartitionLoad": {...}, <simulation>},
//            "FullRead": {"Consistency", "QueriesBefore", "QueriesAfter", "ExtraQueries",
//                         "ReadUnitsBefore", "ReadUnitsAfter", "ExtraReadUnits"},
//            "Verdict": {"Tone": "OK" | "WARN" | "BAD", "Title", "Reasons": [...]}
//                         (the rules and texts: sharding_verdict.h)}
base::Result<base::Json> SimulateLoadOp(table::Database& db, const base::Json& request);

// ---- keyscape:GenerateItems --------------------------------------------------------------------
// keyscape:GenerateItems
// Request:  {"TableName": "T", "Count": 1000000, "Seed": 42,
//            "Limit": 20000,    optional: write at most this many items in this call
//            "NextToken": "..", optional: continue the data set where the last call stopped
//                               (every other member as in the first call; next_token.h)
//            "PartitionKey": {"Template": "CUSTOMER#${customerId}",
//                             "Distribution": "UNIFORM" | "ZIPF" | "HOT_KEY",
//                             "KeyCount": 1000, "Exponent": 1.0, "HotFraction": 0.5,
//                             "PadTo": 0},
//            "SortKey": {"Template": "ORDER#${orderId}",
//                        "Distribution": "SEQUENTIAL_TIMESTAMP" | "RANDOM_ID" | "ULID",
//                        "Start": "2024-01-01T00:00:00Z", "StepSeconds": 1 | "StepMillis",
//                        "Format": "ISO8601" | "EPOCH_SECONDS" | "EPOCH_MILLIS"},
//            "Attributes": {"status": {"S": "NEW"}}, "PaddingBytes": 0}
// With "model" and "Entity" instead of templates: the entity's items (design_ops.h,
// section keyscape:GenerateItems with "model").
// Response: {"TableName", "Generated", "Inserted", "Replaced", "DistinctPartitionKeys",
//            "GeneratedBytes", "TableItemCount", "TableSizeBytes", "NextToken"?}: counts of
//            this call; NextToken while items of the Count remain. The chunks of a data set,
//            each sent with the last one's NextToken, leave the table as one call would.
base::Result<base::Json> GenerateItemsOp(table::Database& db, const base::Json& request);

// ---- keyscape:PreviewItems ---------------------------------------------------------------------
// keyscape:PreviewItems: checks a keyscape:GenerateItems spec and shows what it would
// write, without writing anything.
// Request:  the members of keyscape:GenerateItems (above), Limit and NextToken included, plus
//           "PreviewCount": 5   (1..100) the number of items to render.
// Response: {"TableName", "Count" (the spec's item count),
//            "Items": [the first PreviewCount items GenerateItems would write for the same
//                      request (from NextToken's item, at most Limit), DynamoDB JSON],
//            "FirstPartitionKey": {"<pk>": value}  the partition key value of key index 0
//                     (the hot key of HOT_KEY, the most frequent rank of ZIPF),
//            "SortKeyStart"?: "2024-01-01T00:00:00Z" (ISO-8601, the clock of the first
//                     item of Items; when the spec has a sort key)}
// Errors: the same ValidationExceptions GenerateItems gives for the spec, and the key
// errors (too long, empty, wrong type) its first PreviewCount items would meet.
base::Result<base::Json> PreviewItemsOp(table::Database& db, const base::Json& request);

// ---- keyscape:ExplainOrder ---------------------------------------------------------------------
// keyscape:ExplainOrder: key values of one type in DynamoDB order, and for each adjacent
// pair why the first sorts before the second.
// Request:  {"Values": [{"S": "ORDER#2"}, {"S": "ORDER#10"}, ...]}  1..1000 values, all S,
//           all N or all B
// Response: {"Type": "S" | "N" | "B", "Values": [the values in DynamoDB order],
//            "Pairs": [pair i: Values[i] vs Values[i+1]],
//            "NumbersDisagree": any pair's NumbersDisagree}
//   pair = {"Relation": "<" | "=",
//           "Reason": "BYTE" | "PREFIX" | "NUMERIC" | "EQUAL",
//           "ByteIndex"?: 0-based index of the first differing byte (BYTE) or the shorter
//                  value's length (PREFIX), in UTF-8 (S) or raw (B) bytes,
//           "Bytes"?: ["0x31", "0x32"] (BYTE), "Chars"?: ["1", "2"] (BYTE, S: the
//                  characters those bytes belong to),
//           "Numbers"?: ["2", "10"] (NUMERIC),
//           "NumbersDisagree": (S) reading the digit runs as numbers would put the pair
//                  the other way round: the unpadded-number trap,
//           "Text": "ORDER#10 < ORDER#2: byte 7, '1' 0x31 < '2' 0x32" (byte numbers 1-based)}
base::Result<base::Json> ExplainOrderOp(table::Database& db, const base::Json& request);

// ---- keyscape:ExpireItems ----------------------------------------------------------------------
// keyscape:ExpireItems {TableName?, Now?} -> {"Expired": {table: count}}: deletes, in every
// table with TTL enabled (or the one named), the items whose TTL attribute is a Number of
// epoch seconds in [Now - 5 years, Now); Now defaults to the engine clock. DynamoDB expires
// in the background; keyscape only when asked.
//
// Time to Live expiry, run on request.
//
// DynamoDB deletes an item once its TTL attribute (a top-level Number, epoch seconds) is
// less than the current time, in the background and within days; an expired item stays
// readable until then. keyscape deletes them when asked, so a test decides when expiry
// happens: `keyscape serve --expire-ttl SECONDS` asks before a request at most every
// SECONDS, the page and the exec stream ask with this operation. Like DynamoDB, values more
// than five years in the past and non-Number TTL attributes are ignored.
base::Result<base::Json> ExpireItemsOp(table::Database& db, const base::Json& request);

// ---- keyscape:Limits ---------------------------------------------------------------------------
// keyscape:Limits: the engine's own limits (docs/RELIABILITY.md "Limits"), and the one that
// can be set: the memory cap of its tables (table/database.h).
//
// Request:  {} or {"MemoryCapMegabytes": N}   N from 1 to 1048576; sets the cap first
// Response: {"MemoryCapMegabytes", "MemoryUsedBytes" (the tables' estimate),
//            "MaxItemsPerTable", "MaxRequestBytes", "MaxJsonDepth"}
// A cap below what the tables hold already is accepted: it refuses the next write.
base::Result<base::Json> LimitsOp(table::Database& db, const base::Json& request);

// ---- keyscape:DesignLoad ------------------------------------------------------------------------
// keyscape:DesignLoad: the load form a design implies for one of its tables, as
// keyscape:SimulateLoad's members (design_load.cc). Changes nothing.
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

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_KEYSCAPE_PARTITION_OPS_H_
