// Translation of a resolved key condition into a range of storage keys.
//
// For a hash value h and an optional sort-key condition c, PartitionRange returns
// [lo, hi) such that a storage key k of the table (or index) store lies in the range
// exactly when its hash key equals h and its sort key satisfies c. `hi` empty means
// "to the end of the store". Storage keys are described in table.h.
#ifndef KEYSCAPE_QUERY_KEY_RANGE_H_
#define KEYSCAPE_QUERY_KEY_RANGE_H_

#include <optional>
#include <string>
#include <vector>

#include "keyscape/value/attribute_value.h"

namespace keyscape::query {

enum class SortOp { kEq, kLt, kLe, kGt, kGe, kBetween, kBeginsWith };

struct SortCondition {
  SortOp op = SortOp::kEq;
  value::AttributeValue v1;  // operand; the lower bound for BETWEEN
  value::AttributeValue v2;  // BETWEEN's upper bound
};

struct KeyRange {
  std::string lo;
  std::string hi;  // exclusive; empty = unbounded
  bool empty() const { return !hi.empty() && hi <= lo; }
};

KeyRange PartitionRange(const value::AttributeValue& hash,
                        const std::optional<SortCondition>& sort);
// Multi-attribute keys: `hash` holds every partition attribute's value (schema order),
// `sort_prefix` the values the leading sort attributes equal, and `sort` the condition on
// the next sort attribute. The range holds exactly the keys with that partition tuple whose
// sort tuple starts with `sort_prefix` and whose next sort value satisfies `sort`.
KeyRange PartitionRange(const std::vector<value::AttributeValue>& hash,
                        const std::vector<value::AttributeValue>& sort_prefix,
                        const std::optional<SortCondition>& sort);

// True when a sort-key value satisfies the condition (used for ExclusiveStartKey checks).
bool SortConditionHolds(const SortCondition& c, const value::AttributeValue& v);

}  // namespace keyscape::query

#endif  // KEYSCAPE_QUERY_KEY_RANGE_H_
