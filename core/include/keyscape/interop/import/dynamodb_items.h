// The items of a DynamoDB JSON text, whatever shape a person has it in: the output of
// `aws dynamodb scan` ({"Items": [...], "Count", ...}), several such pages one after the
// other (what a paginated script concatenates), an array of items, one item, or DynamoDB's
// export to S3 (JSON lines, each {"Item": {...}}) and `jq -c '.Items[]'` (one item per line).
//
// Each item is returned exactly as written (attribute values untouched: numbers keep their
// text, binary its base64, sets their order). An item is not checked to be valid DynamoDB
// JSON here (callers do, with the item's position). Errors name the line where the bad
// value starts: "not DynamoDB JSON (line 3): ...". The text is read once; documents are
// split at top level (strings and escapes respected) before each is parsed.
#ifndef KEYSCAPE_INTEROP_IMPORT_DYNAMODB_ITEMS_H_
#define KEYSCAPE_INTEROP_IMPORT_DYNAMODB_ITEMS_H_

#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::interop {

base::Result<std::vector<base::Json>> DynamoDbItems(std::string_view text);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_INTEROP_IMPORT_DYNAMODB_ITEMS_H_
