// The key an access pattern reads or writes by: the table's own key, or one of its
// indexes' (a pattern with "index").
#ifndef KEYSCAPE_MODEL_PATTERN_TARGET_H_
#define KEYSCAPE_MODEL_PATTERN_TARGET_H_

#include <optional>
#include <string>

#include "keyscape/model/design.h"

namespace keyscape::model {

struct PatternTarget {
  const TableModel* table = nullptr;
  const GlobalIndex* global_index = nullptr;  // the pattern's GSI, if it names one
  const LocalIndex* local_index = nullptr;    // the pattern's LSI, if it names one
  KeyAttribute partition;                     // first attribute of a multi-attribute key
  std::optional<KeyAttribute> sort;
};

// REQUIRES: the design passed ReadModel (the table and index exist).
PatternTarget TargetOf(const Design& d, const AccessPattern& p);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_PATTERN_TARGET_H_
