// The names of lower layers that the model layer's sources use unqualified (private to
// core/src/model; public headers qualify them instead).
#ifndef KEYSCAPE_SRC_MODEL_NAMES_H_
#define KEYSCAPE_SRC_MODEL_NAMES_H_

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/partition/random.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/base64.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"
#include "keyscape/value/number.h"

namespace keyscape::model {

using base::Json;
using base::Result;
using base::Status;
using partition::ZipfDistribution;
using table::KeyElement;
using table::Table;
using table::TableDef;
using value::AttributeValue;
using value::AttributeValueToJson;
using value::AttrMap;
using value::AttrMapToJson;
using value::AttrType;
using value::Item;
using value::ItemSize;
using value::kMaxItemSize;
using value::Number;
using value::ParseAttributeValue;
using value::ParseAttrMap;

}  // namespace keyscape::model

#endif  // KEYSCAPE_SRC_MODEL_NAMES_H_
