// Reading the data-generator spec shared by keyscape:GenerateItems and
// keyscape:PreviewItems (partition_ops.h documents the members) into a
// datagen::GenerateSpec. Private to core/src/api.
#ifndef KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_GENERATE_SPEC_H_
#define KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_GENERATE_SPEC_H_

#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/datagen/item_generator.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

// Reads Count, Seed, PartitionKey, SortKey (Start: ISO-8601 "YYYY-MM-DDTHH:MM:SSZ"),
// Attributes and PaddingBytes (the chunk members, Limit and NextToken: next_token.h).
base::Result<datagen::GenerateSpec> ReadGenerateSpec(const table::TableDef& def, const Fields& f);

// keyscape:GenerateItems' response for a generation into `table`: {"TableName",
// "Generated", "Inserted", "Replaced", "DistinctPartitionKeys", "GeneratedBytes",
// "TableItemCount", "TableSizeBytes", "NextToken"?} (also the entity form,
// design/load_design.cc); NextToken while items of `request`'s data set remain after `end`.
base::Json GenerateResponse(const base::Json& request, const table::Table& table,
                            const datagen::GenerateStats& stats, const datagen::StreamPosition& end,
                            uint64_t count);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_GENERATE_SPEC_H_
