// The dynamodb-json export: a design's items as the document `aws dynamodb scan` prints
// ({"Items": [...], "Count", "ScannedCount", "ConsumedCapacity": null}, indented by 4 as the
// AWS CLI does), every sample item rendered (entity items with their keys) in the design's
// order. `keyscape import --from dynamodb-json` reads it back (table_data.h). A scan document
// holds one table: a design with several tables is refused, naming them.
#include "keyscape/value/dynamodb_json.h"

#include <string>

#include "interop/export/export_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::interop {

using base::Json;
using base::Result;
using base::Status;

Result<std::string> WriteDynamoDbJsonExport(const ExportInput& in) {
  if (in.design.tables.size() != 1) {
    std::string names;
    for (const model::TableModel& t : in.design.tables)
      names += (names.empty() ? "" : ", ") + t.name;
    return Status::Validation(
        "dynamodb-json: a scan document holds the items of one table; this design has " +
        std::to_string(in.design.tables.size()) + " (" + names + ")");
  }
  Json items = Json::Array();
  for (const model::RenderedItem& r : in.items) items.Push(value::AttrMapToJson(r.item));
  const int64_t count = static_cast<int64_t>(items.array().size());
  Json doc = Json::Object();
  doc.Add("Items", std::move(items));
  doc.Add("Count", Json::Int(count));
  doc.Add("ScannedCount", Json::Int(count));
  doc.Add("ConsumedCapacity", Json::Null());
  return doc.DumpIndented(4) + "\n";
}

}  // namespace keyscape::interop
