// Consumed capacity arithmetic and the ConsumedCapacity response object.
//
// Reads: ceil(bytes / 4096) units, halved for eventually consistent reads, at least one
// unit before halving. Writes: ceil(bytes / 1024) units, at least 1.
#ifndef KEYSCAPE_API_DYNAMODB_CAPACITY_H_
#define KEYSCAPE_API_DYNAMODB_CAPACITY_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

double ReadUnits(int64_t bytes, bool consistent);
double WriteUnits(int64_t bytes);

struct CapacityUse {
  double table = 0;
  std::map<std::string, double> gsis;
  std::map<std::string, double> lsis;
  double total() const;
};

// Write capacity of replacing `old` with `now` (either may be absent): the table's units for
// the larger item, and on every index whose entry changes the units of the projected item
// written, or of both the removed and the written entry when its index key changed; an index
// whose entry stays the same (same key, same projected attributes) is not written.
CapacityUse WriteCapacity(const table::Table& t, const std::optional<value::Item>& old,
                          const std::optional<value::Item>& now);

// {"TableName":..., "CapacityUnits":...} for TOTAL; with "Table", "GlobalSecondaryIndexes",
// "LocalSecondaryIndexes" breakdowns for INDEXES. REQUIRES: mode != kNone.
base::Json CapacityJson(const std::string& table, const CapacityUse& use, CapacityMode mode,
                        bool is_read);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_CAPACITY_H_
