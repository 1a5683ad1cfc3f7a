// The names of lower layers that the partition layer's sources use unqualified (private to
// core/src/partition; public headers qualify them instead).
#ifndef KEYSCAPE_SRC_PARTITION_NAMES_H_
#define KEYSCAPE_SRC_PARTITION_NAMES_H_

#include "keyscape/base/md5.h"
#include "keyscape/base/status.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"

namespace keyscape::partition {

using base::Md5;
using base::Result;
using base::Status;
using keycodec::AppendPosition;
using keycodec::CanonicalKeyBytes;
using keycodec::DecodeKeyValue;
using keycodec::EncodeKeyValue;
using keycodec::HashPosition;
using table::BillingMode;
using table::EntryStore;
using table::Table;
using table::TableDef;
using value::AttributeValue;
using value::AttrType;
using value::AttrTypeName;
using value::DecodeItem;
using value::ItemSize;

}  // namespace keyscape::partition

#endif  // KEYSCAPE_SRC_PARTITION_NAMES_H_
