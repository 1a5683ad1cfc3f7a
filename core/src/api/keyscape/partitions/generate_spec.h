// Reading the data-generator spec shared by keyscape:GenerateItems and
// keyscape:PreviewItems (partition_ops.h documents the members) into a
// model::GenerateSpec. Private to core/src/api.
#ifndef KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_GENERATE_SPEC_H_
#define KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_GENERATE_SPEC_H_

#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/generator.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

// Reads Count, Seed, FirstIndex (the sort-key clock starts FirstIndex steps after Start,
// so chunk c of a large data set continues where chunk c-1 stopped), PartitionKey,
// SortKey (Start: ISO-8601 "YYYY-MM-DDTHH:MM:SSZ"), Attributes and PaddingBytes.
base::Result<model::GenerateSpec> ReadGenerateSpec(const table::TableDef& def, const Fields& f);

// keyscape:GenerateItems' response for a generation into `table`: {"TableName",
// "Generated", "Inserted", "Replaced", "DistinctPartitionKeys", "GeneratedBytes",
// "TableItemCount", "TableSizeBytes"} (also the entity form, design/load_design.cc).
base::Json GenerateResponse(const table::Table& table, const model::GenerateStats& stats);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_GENERATE_SPEC_H_
