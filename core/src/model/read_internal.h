// The parts of ReadModel, one per section of the file (private to core/src/model).
// Each reads its section's syntax; check_design.cc then checks the cross-references.
#ifndef KEYSCAPE_SRC_MODEL_READ_INTERNAL_H_
#define KEYSCAPE_SRC_MODEL_READ_INTERNAL_H_

#include <string>

#include "keyscape/base/json_fields.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_reader.h"

namespace keyscape::model {

base::Result<TableModel> ReadTable(const base::Json& j, const std::string& path);
base::Result<Entity> ReadEntity(const base::Json& j, const std::string& path);
base::Result<SampleItem> ReadSampleItem(const base::Json& j, const std::string& path);
base::Result<AccessPattern> ReadPattern(const base::Json& j, const std::string& path);
base::Result<Prices> ReadPrices(const base::Json& j, const std::string& path);
// A template with the path in front of its syntax error.
base::Result<KeyTemplate> ReadTemplate(const base::Json* j, const std::string& path);
// An object whose member values are strings or numbers ("values", "parameters").
base::Status CheckScalarMap(const base::Json& j, const std::string& path);

// Cross-references between the sections of a syntactically valid design.
base::Status CheckDesign(const Design& d);
base::Status CheckPatterns(const Design& d);  // check_patterns.cc

}  // namespace keyscape::model

#endif  // KEYSCAPE_SRC_MODEL_READ_INTERNAL_H_
