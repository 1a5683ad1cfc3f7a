// The names of lower layers that the query layer's sources use unqualified (private to
// core/src/query; public headers qualify them instead).
#ifndef KEYSCAPE_SRC_QUERY_NAMES_H_
#define KEYSCAPE_SRC_QUERY_NAMES_H_

#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/encoded_item.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"

namespace keyscape::query {

using keycodec::AppendPosition;
using keycodec::EncodeKeyPrefix;
using keycodec::EncodeKeyValue;
using keycodec::HashPosition;
using keycodec::PrefixSuccessor;
using table::EntryStore;
using table::Table;
using value::AttributeValue;
using value::CheckEncodedItem;
using value::CompareScalar;
using value::DecodeItem;
using value::ItemSize;

}  // namespace keyscape::query

#endif  // KEYSCAPE_SRC_QUERY_NAMES_H_
