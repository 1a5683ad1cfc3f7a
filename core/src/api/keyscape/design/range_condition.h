// The sort condition of a Query as keyscape:RangeView draws it (private to
// core/src/api/keyscape/design; range_view.cc's part).
#ifndef KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_RANGE_CONDITION_H_
#define KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_RANGE_CONDITION_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

// {"op", "values": [the operands], "bounds": [{"side": "low"|"high", "value", "inclusive",
// "prefix"?, "at"}]} for the pattern's sort condition `sc`, its operands read from the
// compiled `request` (:sk, and :sk2 for between); "at" is how many of `sorted` (the
// collection's sort keys in stored order) sort before the bound's line.
base::Result<base::Json> ConditionJson(const model::SortCondition& sc, const base::Json& request,
                                       const std::vector<value::AttributeValue>& sorted);

// A multi-attribute sort key's conditions `conds` (key order; `names`: the sort attributes,
// key order): {"op", "values", "bounds"} of the last condition, each bound's "at" counted
// among `tuples` (the collection's sort attribute values, stored order) after the leading
// conditions' values (their "=", which DynamoDB requires), and "conditions": [{"attribute",
// "op", "values"}] for every condition. Operands: :sk, :sk2, ... (between's high: :skNhi,
// or :sk2 for a lone condition), as model::CompilePattern names them.
base::Result<base::Json> TupleConditionJson(
    const std::vector<const model::SortCondition*>& conds, const std::vector<std::string>& names,
    const base::Json& request, const std::vector<std::vector<value::AttributeValue>>& tuples);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_RANGE_CONDITION_H_
