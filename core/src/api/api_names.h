// The names of lower layers that the api layer's sources use unqualified (private to
// core/src/api; public headers qualify them instead).
#ifndef KEYSCAPE_SRC_API_NAMES_H_
#define KEYSCAPE_SRC_API_NAMES_H_

#include "keyscape/base/json.h"
#include "keyscape/base/md5.h"
#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/query/executor.h"
#include "keyscape/query/key_range.h"
#include "keyscape/table/database.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::ErrorCode;
using base::FormatDoubleJs;
using base::Json;
using base::Md5;
using base::Result;
using base::Status;
using keycodec::AppendPosition;
using keycodec::DecodeKeyValue;
using keycodec::PositionHex;
using query::EvaluatedItem;
using query::KeyRange;
using query::PartitionRange;
using query::RangeReadOptions;
using query::RangeReadResult;
using query::ReadRange;
using query::SortCondition;
using query::SortConditionHolds;
using query::SortOp;
using table::BillingMode;
using table::BuildKeySchemaFromElements;
using table::Database;
using table::EntryStore;
using table::IndexDef;
using table::KeyElement;
using table::KeySchema;
using table::Projection;
using table::ProjectionType;
using table::ProjectionTypeName;
using table::Table;
using table::TableDef;
using value::AttrEquals;
using value::AttributeValue;
using value::AttributeValueToJson;
using value::AttrMap;
using value::AttrMapToJson;
using value::AttrType;
using value::AttrTypeName;
using value::AttrValueMessageForm;
using value::CompareScalar;
using value::DecodeItem;
using value::FindAttr;
using value::Item;
using value::ItemSize;
using value::JsonTypeError;
using value::kMaxItemSize;
using value::ParseAttributeValue;
using value::ParseAttrMap;
using value::ParseAttrTypeName;

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_NAMES_H_
