// The names of lower layers that the expr layer's sources use unqualified (private to
// core/src/expr; public headers qualify them instead).
#ifndef KEYSCAPE_SRC_EXPR_NAMES_H_
#define KEYSCAPE_SRC_EXPR_NAMES_H_

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/number.h"

namespace keyscape::expr {

using base::ErrorCode;
using base::Json;
using base::Result;
using base::Status;
using value::AttrEquals;
using value::AttributeValue;
using value::AttrMap;
using value::AttrType;
using value::AttrTypeName;
using value::AttrValueMessageForm;
using value::CompareScalar;
using value::FindAttr;
using value::Item;
using value::Number;
using value::ParseAttributeValue;
using value::ParseAttrTypeName;
using value::RemoveAttr;
using value::SetAttr;

}  // namespace keyscape::expr

#endif  // KEYSCAPE_SRC_EXPR_NAMES_H_
