// The names of lower layers that the table layer's sources use unqualified (private to
// core/src/table; public headers qualify them instead).
#ifndef KEYSCAPE_SRC_TABLE_NAMES_H_
#define KEYSCAPE_SRC_TABLE_NAMES_H_

#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"

namespace keyscape::table {

using base::ErrorCode;
using base::Status;
using keycodec::AppendPosition;
using keycodec::CanonicalKeyBytes;
using keycodec::EncodeKeyValue;
using keycodec::HashPosition;
using keycodec::HashPositionOfBytes;
using keycodec::PrefixSuccessor;
using value::AttributeValue;
using value::AttrMap;
using value::AttrType;
using value::AttrTypeName;
using value::DecodeItem;
using value::EncodeItem;
using value::FindAttr;
using value::Item;
using value::ItemSize;

}  // namespace keyscape::table

#endif  // KEYSCAPE_SRC_TABLE_NAMES_H_
