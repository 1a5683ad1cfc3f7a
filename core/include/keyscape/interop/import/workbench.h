// Importing a NoSQL Workbench data model (versions 1.0, 2.0 and 3.0) as a design.
//
// Each DataModel table becomes a table (keys, GSIs with projections, billing when given);
// its items, at table level (TableData) or inside facets (TableFacets[].TableData), become
// raw sample items exactly as they were. Each facet becomes an entity: its non-key
// attributes of type S, N or B, and a template per key attribute. A KeyAttributeAlias that
// is a key template every item of the facet fits (PartitionKeyAlias, SortKeyAlias, or a
// member named by an index key attribute: what keyscape's nosql-workbench export writes)
// is that key's template, its attributes added to the entity; the table keys without one
// get a template proposed where the facet's items follow one (`ORDER#1`, `ORDER#2` ->
// `ORDER#${order}`); the other aliases (Workbench's names, "PK") stay in the description.
// Each template taken or proposed is listed in `notes`. Members the importer does
// not use (DataAccess, SampleDataFormats...) are ignored; a member it uses with the wrong
// kind, or a file that is not a Workbench model, is an error naming its JSON path.
#ifndef KEYSCAPE_INTEROP_IMPORT_WORKBENCH_H_
#define KEYSCAPE_INTEROP_IMPORT_WORKBENCH_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"

namespace keyscape::interop {

struct ImportResult {
  model::Design design;
  std::vector<std::string> notes;  // what the importer proposed or left out, one line each
  // Table-data imports (table_data.h): each inference with its confidence; null otherwise.
  base::Json inferences;
};

base::Result<ImportResult> ImportWorkbench(const base::Json& doc);

// The template a list of key values follows: the longest common literal prefix up to and
// including its last delimiter ('#', '|', ':', '_', '-', '.') and one placeholder named
// `placeholder` for the rest; the literal value itself when all are equal and hold no digit
// ("#PROFILE"; "o#12345" still proposes "o#${o}"). nullopt when the values share no such
// prefix.
std::optional<std::string> ProposeTemplate(const std::vector<std::string>& values,
                                           const std::string& placeholder);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_INTEROP_IMPORT_WORKBENCH_H_
