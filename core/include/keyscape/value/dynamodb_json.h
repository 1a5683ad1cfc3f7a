// DynamoDB JSON: reading AttributeValues and items from a request ({"S":"x"},
// {"N":"1"}, {"L":[...]}, ...) with DynamoDB's validation messages, writing them back,
// and the text form of a value inside messages.
#ifndef KEYSCAPE_VALUE_DYNAMODB_JSON_H_
#define KEYSCAPE_VALUE_DYNAMODB_JSON_H_

#include <string>
#include <string_view>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::value {

// The SerializationException DynamoDB sends when a request member has the wrong JSON type
// ("NUMBER_VALUE cannot be converted to String", "Start of list found where not expected").
base::Status JsonTypeError(const base::Json& j, const char* want);

// DynamoDB checks attribute values in one of two layers, and the operation decides which
// (recorded in eu-west-2, us-east-1, eu-west-1 and us-west-2, 2026-10):
//   kCurrent  PutItem, UpdateItem, DeleteItem, GetItem, BatchGetItem, Query. An empty N is
//             "The parameter cannot be converted to a numeric value: " (colon and space);
//             duplicate set members are quoted, listed in byte order up to the first repeat,
//             then the repeat, then the rest as sent (["a", "b", "b"]; a BS without spaces
//             and "of type BS"); a number set's duplicates are named without members.
//   kOlder    BatchWriteItem, TransactWriteItems, TransactGetItems, Scan. An empty N has no
//             colon; an exponent whose 32-bit "digits - scale" wraps (1e2147483647) is an
//             underflow; duplicates are listed as sent, unquoted; a number set's message is
//             "Input collection contains duplicates" (no prefix, no full stop).
enum class ValidationLayer { kOlder, kCurrent };

// Parses one AttributeValue in DynamoDB JSON ({"S":"x"}, {"N":"1"}, {"L":[...]}, ...)
// with DynamoDB's validation messages. `max_depth` bounds L/M nesting.
//
// DynamoDB's documents nest 32 levels, the attribute itself counted as level 1: a value
// inside 31 maps or lists (a leaf at level 32) is the deepest accepted (recorded in
// us-east-1 and eu-west-2, 2026-10, for items and expression values alike).
constexpr int kMaxDocumentNesting = 31;
base::Result<AttributeValue> ParseAttributeValue(
    const base::Json& j, int max_depth = kMaxDocumentNesting,
    ValidationLayer layer = ValidationLayer::kCurrent);
// Parses an item / key map {"name": AttributeValue, ...}.
base::Result<AttrMap> ParseAttrMap(const base::Json& j,
                                   ValidationLayer layer = ValidationLayer::kCurrent);
// An attribute's name: not empty ("Empty attribute name") and at most 65,535 UTF-8 bytes
// ("Attribute name is too large, must be less than 65536 bytes"). The texts are DynamoDB
// Local's; the service is recorded with the first inside "ExpressionAttributeNames contains
// invalid value: Empty attribute name for key #n", and refuses 65,536 bytes with a message
// naming 65536 (Scylla's Alternator tests, run against DynamoDB; reference §1.4).
base::Status CheckAttributeName(std::string_view name);
// CheckAttributeName for each top-level name of an item, in order (the names of maps inside
// it are not checked: unrecorded).
base::Status CheckAttributeNames(const AttrMap& item);

base::Json AttributeValueToJson(const AttributeValue& v);
base::Json AttrMapToJson(const AttrMap& m);

// Text form used inside messages: {S:b}, {N:1}, {B:...}.
std::string AttrValueMessageForm(const AttributeValue& v);

}  // namespace keyscape::value

#endif  // KEYSCAPE_VALUE_DYNAMODB_JSON_H_
