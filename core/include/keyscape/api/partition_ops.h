// keyscape's partition extensions of the api layer (JSON in, JSON out), registered in
// core/src/api/dispatch.cc:
//   keyscape:DescribePartitions  the table's partitions: hash ranges, items, sizes
//   keyscape:SimulateLoad        access patterns -> per-partition demand and throttling,
//                                with an optional write-sharding what-if
//   keyscape:GenerateItems       N sample items (up to 1,000,000) from key templates
// Request and response shapes are documented in core/src/api/partition_ops.cc.
// Bad input gives a ValidationException naming the field; an unknown table gives
// ResourceNotFoundException.
#ifndef KEYSCAPE_API_PARTITION_OPS_H_
#define KEYSCAPE_API_PARTITION_OPS_H_

#include "keyscape/database.h"
#include "keyscape/json.h"
#include "keyscape/status.h"

namespace keyscape {

Result<Json> DescribePartitionsOp(Database& db, const Json& request);
Result<Json> SimulateLoadOp(Database& db, const Json& request);
Result<Json> GenerateItemsOp(Database& db, const Json& request);

}  // namespace keyscape

#endif  // KEYSCAPE_API_PARTITION_OPS_H_
