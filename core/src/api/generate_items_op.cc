// keyscape:GenerateItems
// Request:  {"TableName": "T", "Count": 1000000, "Seed": 42,
//            "FirstIndex": 0,   the sort-key clock starts FirstIndex steps after Start (a
//                               chunk of a larger data set continues where the last stopped)
//            "PartitionKey": {"Template": "CUSTOMER#${customerId}",
//                             "Distribution": "UNIFORM" | "ZIPF" | "HOT_KEY",
//                             "KeyCount": 1000, "Exponent": 1.0, "HotFraction": 0.5,
//                             "PadTo": 0},
//            "SortKey": {"Template": "ORDER#${orderId}",
//                        "Distribution": "SEQUENTIAL_TIMESTAMP" | "RANDOM_ID" | "ULID",
//                        "Start": "2024-01-01T00:00:00Z", "StepSeconds": 1 | "StepMillis",
//                        "Format": "ISO8601" | "EPOCH_SECONDS" | "EPOCH_MILLIS"},
//            "Attributes": {"status": {"S": "NEW"}}, "PaddingBytes": 0}
// With "model" and "Entity" instead of templates: the entity's items (load_design_op.cc).
// Response: {"TableName", "Generated", "Inserted", "Replaced", "DistinctPartitionKeys",
//            "GeneratedBytes", "TableItemCount", "TableSizeBytes"}
#include "api_names.h"
#include "generate_spec.h"
#include "keyscape/api/keyscape_request.h"
#include "keyscape/api/ops.h"

namespace keyscape::api {

Result<Json> GenerateItemsOp(Database& db, const Json& request) {
  if (request.is_object() && request.Find("model")) return GenerateEntityItems(db, request);
  KS_ASSIGN_OR_RETURN(Table * table, KeyscapeTableOf(db, request));
  const TableDef& def = table->def();
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"TableName", "Count", "Seed", "FirstIndex", "PartitionKey",
                                  "SortKey", "Attributes", "PaddingBytes"}));
  KS_ASSIGN_OR_RETURN(datagen::GenerateSpec spec, ReadGenerateSpec(def, f));
  KS_ASSIGN_OR_RETURN(datagen::GenerateStats stats, datagen::GenerateItems(table, spec, &db));
  return GenerateResponse(*table, stats);
}

Json GenerateResponse(const Table& table, const datagen::GenerateStats& stats) {
  Json out = Json::Object();
  out.Add("TableName", Json::String(table.def().name));
  out.Add("Generated", Json::Int(static_cast<int64_t>(stats.generated)));
  out.Add("Inserted", Json::Int(static_cast<int64_t>(stats.inserted)));
  out.Add("Replaced", Json::Int(static_cast<int64_t>(stats.replaced)));
  out.Add("DistinctPartitionKeys", Json::Int(static_cast<int64_t>(stats.distinct_partition_keys)));
  out.Add("GeneratedBytes", Json::Int(stats.generated_bytes));
  out.Add("TableItemCount", Json::Int(static_cast<int64_t>(table.item_count())));
  out.Add("TableSizeBytes", Json::Int(table.size_bytes()));
  return out;
}

}  // namespace keyscape::api
