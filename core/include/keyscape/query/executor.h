// Reads a range of one store (table or index) the way Query and Scan do: in either
// direction, after an exclusive start key, stopping at Limit evaluated items or once the
// items read reach 1 MB (the item that crosses the line is still returned).
#ifndef KEYSCAPE_QUERY_EXECUTOR_H_
#define KEYSCAPE_QUERY_EXECUTOR_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "keyscape/query/key_range.h"
#include "keyscape/table/table.h"

namespace keyscape::query {

constexpr int64_t kMaxPageBytes = 1024 * 1024;

struct RangeReadOptions {
  int store = -1;  // -1: the table; i: def().indexes[i]
  bool forward = true;
  int64_t limit = 0;                       // 0: no limit
  std::optional<std::string> start_after;  // exclusive start, a storage key of `store`
};

struct EvaluatedItem {
  std::string storage_key;
  value::Item item;  // the stored item (projected item for index stores)
  int64_t size;      // ItemSize(item)
};

struct RangeReadResult {
  std::vector<EvaluatedItem> items;  // every item evaluated, in read order
  bool stopped_early = false;        // Limit or 1 MB reached: a LastEvaluatedKey follows
  int64_t bytes = 0;                 // Σ size of evaluated items
};

RangeReadResult ReadRange(const table::Table& table, const KeyRange& range,
                          const RangeReadOptions& opt);

}  // namespace keyscape::query

#endif  // KEYSCAPE_QUERY_EXECUTOR_H_
