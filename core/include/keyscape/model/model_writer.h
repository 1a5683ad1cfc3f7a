// Writing a Design as its model file, canonically: members in the order MODEL.md lists
// them, optional members only when the design has them, maps (attributes, keys, values) in
// the order they were read. So WriteModel(ReadModel(WriteModel(d))) is byte-identical to
// WriteModel(d), and a file written by WriteModel reads back to the same bytes.
#ifndef KEYSCAPE_MODEL_MODEL_WRITER_H_
#define KEYSCAPE_MODEL_MODEL_WRITER_H_

#include "keyscape/base/json.h"
#include "keyscape/model/design.h"

namespace keyscape::model {

base::Json WriteModel(const Design& d);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_MODEL_WRITER_H_
