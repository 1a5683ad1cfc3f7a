// Reading a keyscape:DescribeKeys request (keyscape/api/keyscape/partition_ops.h
// documents its members).
// Private to core/src/api.
#ifndef KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_DESCRIBE_KEYS_REQUEST_H_
#define KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_DESCRIBE_KEYS_REQUEST_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/partition/placement.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

struct DescribeKeysRequest {
  uint32_t max_keys = 2000;
  uint32_t max_bins = 256;
  uint32_t top_keys = 20;
  bool value_order = false;  // Order VALUE: DynamoDB order of the values; else HASH
  std::vector<value::AttributeValue> lookup;
  // The layout the keys' partition indices refer to: the request's Layout, or none
  // (then the table's own layout from PartitionCount and PartitionSizeLimitBytes).
  std::optional<partition::PartitionLayout> layout;
  std::optional<uint32_t> partition_count;
  int64_t size_limit = 0;
};

base::Result<DescribeKeysRequest> ReadDescribeKeysRequest(const table::TableDef& def,
                                                          const base::Json& request);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_DESCRIBE_KEYS_REQUEST_H_
