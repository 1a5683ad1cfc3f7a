// Shared by the importers (private to core/src/model).
#ifndef KEYSCAPE_SRC_MODEL_IMPORT_INTERNAL_H_
#define KEYSCAPE_SRC_MODEL_IMPORT_INTERNAL_H_

#include <map>
#include <string>

#include "keyscape/model/import_workbench.h"

namespace keyscape::model {

// A Workbench facet as an entity of `table` (the facet's items are already raw items of the
// design): attributes, key aliases in the description, proposed key templates (with notes).
// `types`: the table's non-key attribute types by name ("S", "N", "M", ...).
base::Status ImportFacet(const base::Json& facet, const std::string& path, const TableModel& table,
                         const std::map<std::string, std::string>& types, ImportResult* out);

}  // namespace keyscape::model

#endif  // KEYSCAPE_SRC_MODEL_IMPORT_INTERNAL_H_
