// The sort condition of a Query as keyscape:RangeView draws it (private to
// core/src/api/keyscape/design; range_view.cc's part).
#ifndef KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_RANGE_CONDITION_H_
#define KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_RANGE_CONDITION_H_

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

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_RANGE_CONDITION_H_
