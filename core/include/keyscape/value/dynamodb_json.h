// DynamoDB JSON: reading AttributeValues and items from a request ({"S":"x"},
// {"N":"1"}, {"L":[...]}, ...) with DynamoDB's validation messages, writing them back,
// and the text form of a value inside messages.
#ifndef KEYSCAPE_VALUE_DYNAMODB_JSON_H_
#define KEYSCAPE_VALUE_DYNAMODB_JSON_H_

#include <string>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::value {

// The SerializationException DynamoDB sends when a request member has the wrong JSON type
// ("NUMBER_VALUE cannot be converted to String", "Start of list found where not expected").
base::Status JsonTypeError(const base::Json& j, const char* want);

// Parses one AttributeValue in DynamoDB JSON ({"S":"x"}, {"N":"1"}, {"L":[...]}, ...)
// with DynamoDB's validation messages. `max_depth` bounds L/M nesting.
//
// DynamoDB's documents nest 32 levels, the attribute itself counted as level 1: a value
// inside 31 maps or lists (a leaf at level 32) is the deepest accepted (recorded in
// us-east-1 and eu-west-2, 2026-10, for items and expression values alike).
constexpr int kMaxDocumentNesting = 31;
base::Result<AttributeValue> ParseAttributeValue(const base::Json& j,
                                                 int max_depth = kMaxDocumentNesting);
// Parses an item / key map {"name": AttributeValue, ...}.
base::Result<AttrMap> ParseAttrMap(const base::Json& j);
base::Json AttributeValueToJson(const AttributeValue& v);
base::Json AttrMapToJson(const AttrMap& m);

// Text form used inside messages: {S:b}, {N:1}, {B:...}.
std::string AttrValueMessageForm(const AttributeValue& v);

}  // namespace keyscape::value

#endif  // KEYSCAPE_VALUE_DYNAMODB_JSON_H_
