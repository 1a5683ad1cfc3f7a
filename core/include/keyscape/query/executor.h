// Reads a range of one store (table or index) the way Query and Scan do: in either
// direction, after an exclusive start key, stopping at Limit evaluated items or once the
// items read reach 1 MB (the item that crosses the line is still returned).
#ifndef KEYSCAPE_QUERY_EXECUTOR_H_
#define KEYSCAPE_QUERY_EXECUTOR_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
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

// One evaluated item, as stored: its bytes are in RangeReadResult::bytes.
struct EvaluatedItem {
  uint32_t key_at = 0, key_size = 0;          // the storage key of `store`
  uint32_t encoded_at = 0, encoded_size = 0;  // the stored item (value/encoded_item.h);
                                              // the projected item for index stores
  int64_t size = 0;                           // ItemSize of the decoded item
};

struct RangeReadResult {
  std::vector<EvaluatedItem> items;  // every item evaluated, in read order
  std::string bytes;                 // the items' storage keys and encodings, copied
  bool stopped_early = false;        // Limit or 1 MB reached: a LastEvaluatedKey follows
  int64_t total_bytes = 0;           // Σ size of evaluated items

  std::string_view StorageKey(const EvaluatedItem& e) const {
    return std::string_view(bytes).substr(e.key_at, e.key_size);
  }
  std::string_view Encoded(const EvaluatedItem& e) const {
    return std::string_view(bytes).substr(e.encoded_at, e.encoded_size);
  }
};

// Stored entries that are not a valid item encoding (value::CheckEncodedItem) are skipped.
RangeReadResult ReadRange(const table::Table& table, const KeyRange& range,
                          const RangeReadOptions& opt);

}  // namespace keyscape::query

#endif  // KEYSCAPE_QUERY_EXECUTOR_H_
