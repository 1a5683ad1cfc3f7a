// keyscape:GenerateItems: a private part of keyscape/api/keyscape/partition_ops.h (its contract).

#include "generate_spec.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/keyscape/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/datagen/item_generator.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "next_token.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;
using table::Table;
using table::TableDef;

Result<Json> GenerateItemsOp(Database& db, const Json& request) {
  if (request.is_object() && request.Find("model")) return GenerateEntityItems(db, request);
  KS_ASSIGN_OR_RETURN(Table * table, KeyscapeTableOf(db, request));
  const TableDef& def = table->def();
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"TableName", "Count", "Seed", "PartitionKey", "SortKey",
                                  "Attributes", "PaddingBytes", "Limit", "NextToken"}));
  KS_ASSIGN_OR_RETURN(datagen::GenerateSpec spec, ReadGenerateSpec(def, f));
  KS_ASSIGN_OR_RETURN(Chunk chunk, ReadChunk(request, f, spec.count));
  datagen::StreamPosition end;
  KS_ASSIGN_OR_RETURN(datagen::GenerateStats stats,
                      datagen::GenerateChunk(table, spec, &db, chunk.from, chunk.count, &end));
  return GenerateResponse(request, *table, stats, end, spec.count);
}

Json GenerateResponse(const Json& request, const Table& table, const datagen::GenerateStats& stats,
                      const datagen::StreamPosition& end, uint64_t count) {
  Json out = Json::Object();
  out.Add("TableName", Json::String(table.def().name));
  out.Add("Generated", Json::Int(static_cast<int64_t>(stats.generated)));
  out.Add("Inserted", Json::Int(static_cast<int64_t>(stats.inserted)));
  out.Add("Replaced", Json::Int(static_cast<int64_t>(stats.replaced)));
  out.Add("DistinctPartitionKeys", Json::Int(static_cast<int64_t>(stats.distinct_partition_keys)));
  out.Add("GeneratedBytes", Json::Int(stats.generated_bytes));
  out.Add("TableItemCount", Json::Int(static_cast<int64_t>(table.item_count())));
  out.Add("TableSizeBytes", Json::Int(table.size_bytes()));
  AddNextToken(request, end, count, &out);
  return out;
}

}  // namespace keyscape::api
