// DynamoDB's item size: what the 400 KB item limit, capacity units and table sizes
// count.
#ifndef KEYSCAPE_VALUE_ITEM_SIZE_H_
#define KEYSCAPE_VALUE_ITEM_SIZE_H_

#include <cstdint>

#include "keyscape/value/attribute_value.h"

namespace keyscape::value {

// DynamoDB item size in bytes (names + values, UTF-8 lengths), as used for the 400 KB
// limit and capacity. ItemSize sums AttributeSize over the members.
int64_t AttributeValueSize(const AttributeValue& v);
int64_t ItemSize(const AttrMap& item);
constexpr int64_t kMaxItemSize = 400 * 1024;

}  // namespace keyscape::value

#endif  // KEYSCAPE_VALUE_ITEM_SIZE_H_
