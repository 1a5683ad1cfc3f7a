// A Workbench facet read as an entity (workbench_facets.cc), for the Workbench importer
// (workbench.cc). Private to core/src/interop.
#ifndef KEYSCAPE_SRC_INTEROP_IMPORT_WORKBENCH_FACETS_H_
#define KEYSCAPE_SRC_INTEROP_IMPORT_WORKBENCH_FACETS_H_

#include <map>
#include <string>

#include "keyscape/interop/import/workbench.h"
#include "keyscape/model/design.h"

namespace keyscape::interop {

// A Workbench facet as an entity of `table` (the facet's items are already raw items of the
// design): attributes, key aliases in the description, proposed key templates (with notes).
// `types`: the table's non-key attribute types by name ("S", "N", "M", ...).
base::Status ImportFacet(const base::Json& facet, const std::string& path,
                         const model::TableModel& table,
                         const std::map<std::string, std::string>& types, ImportResult* out);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_SRC_INTEROP_IMPORT_WORKBENCH_FACETS_H_
