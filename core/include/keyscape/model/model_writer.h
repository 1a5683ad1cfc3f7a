// Writing a Design as its model file, canonically: members in the order MODEL.md lists
// them, optional members only when the design has them, maps (attributes, keys, values) in
// the order they were read. So WriteModel(ReadModel(WriteModel(d))) is byte-identical to
// WriteModel(d), and a file written by WriteModel reads back to the same bytes.
#ifndef KEYSCAPE_MODEL_MODEL_WRITER_H_
#define KEYSCAPE_MODEL_MODEL_WRITER_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/model/design.h"

namespace keyscape::model {

// The elements of WriteModel's lists, printed (Json::Dump), by index: a non-empty text is
// taken as the element's (it must be the element's own, e.g. kept from a design whose element
// was the same), an empty one is printed and kept there.
struct PrintedModel {
  std::vector<std::string> tables, entities, items, patterns;
};
// With `printed`, each list element is a Json::Verbatim node of its printed text (for a
// document that is printed, never read).
base::Json WriteModel(const Design& d, PrintedModel* printed = nullptr);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_MODEL_WRITER_H_
