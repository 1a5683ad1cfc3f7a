// The names of lower layers that the value layer's sources use unqualified (private to
// core/src/value; public headers qualify them instead).
#ifndef KEYSCAPE_SRC_VALUE_NAMES_H_
#define KEYSCAPE_SRC_VALUE_NAMES_H_

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::value {

using base::Json;
using base::Result;
using base::Status;

}  // namespace keyscape::value

#endif  // KEYSCAPE_SRC_VALUE_NAMES_H_
