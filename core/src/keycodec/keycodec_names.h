// The names of lower layers that the keycodec layer's sources use unqualified (private to
// core/src/keycodec; public headers qualify them instead).
#ifndef KEYSCAPE_SRC_KEYCODEC_NAMES_H_
#define KEYSCAPE_SRC_KEYCODEC_NAMES_H_

#include "keyscape/base/md5.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/number.h"

namespace keyscape::keycodec {

using base::Md5;
using value::AttributeValue;
using value::AttrType;
using value::Number;

}  // namespace keyscape::keycodec

#endif  // KEYSCAPE_SRC_KEYCODEC_NAMES_H_
