// Reading the data-generator spec shared by keyscape:GenerateItems and
// keyscape:PreviewItems (generate_items_op.cc documents the members) into a
// datagen::GenerateSpec. Private to core/src/api.
#ifndef KEYSCAPE_SRC_API_GENERATE_SPEC_H_
#define KEYSCAPE_SRC_API_GENERATE_SPEC_H_

#include "keyscape/api/keyscape_request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/datagen/item_generator.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

// Reads Count, Seed, FirstIndex (the sort-key clock starts FirstIndex steps after Start,
// so chunk c of a large data set continues where chunk c-1 stopped), PartitionKey,
// SortKey (Start: ISO-8601 "YYYY-MM-DDTHH:MM:SSZ"), Attributes and PaddingBytes.
base::Result<datagen::GenerateSpec> ReadGenerateSpec(const table::TableDef& def, const Fields& f);

// keyscape:GenerateItems' response for a generation into `table`: {"TableName",
// "Generated", "Inserted", "Replaced", "DistinctPartitionKeys", "GeneratedBytes",
// "TableItemCount", "TableSizeBytes"} (also the entity form, load_design_op.cc).
base::Json GenerateResponse(const table::Table& table, const datagen::GenerateStats& stats);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_GENERATE_SPEC_H_
