// Items of a design as text, shared by keyscape:RangeView and keyscape:AggregateView
// (private to core/src/api/keyscape/design).
#ifndef KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_ITEM_TEXT_H_
#define KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_ITEM_TEXT_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

// The table's primary key of `item` (DynamoDB JSON) as one comparable text: the partition
// key's JSON, then "|" and the sort key's JSON when the table has one and the item holds it.
// Two items of `t` have the same text exactly when they have the same key.
std::string KeyText(const base::Json& item, const model::TableModel& t);
// The same text for an item as an attribute map (KeyText of its DynamoDB JSON).
std::string KeyText(const value::Item& item, const model::TableModel& t);

// The value of an AttributeValue ({"S": "a"} -> a, {"N": "1"} -> 1) as the views print it:
// a string member's text, any other member's JSON; "" for anything but a one-member object.
std::string ScalarText(const base::Json& av);

// A multi-attribute key's values in `item` as the views print them: each attribute's
// ScalarText in key order, joined by " · " ("2 · final"); an attribute the item lacks
// prints as "". One name: ScalarText of it ("" when absent).
std::string TupleText(const base::Json& item, const std::vector<std::string>& names);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_ITEM_TEXT_H_
