// keyscape:DesignLoad (contract in keyscape/api/keyscape/partition_ops.h): the load a design's access patterns
// put on one of its tables, as keyscape:SimulateLoad's request members.
#include <string>

#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_reader.h"

namespace keyscape::api {
namespace {

using base::Json;
using base::Result;
using base::Status;

Status Bad(const std::string& m) { return Status::Validation("keyscape:DesignLoad: " + m); }

bool ReadsItems(model::Operation op) {
  return model::IsWriteOperation(op) || op == model::Operation::kGetItem ||
         op == model::Operation::kBatchGetItem || op == model::Operation::kTransactGetItems;
}

// One SimulateLoad access pattern: the pattern's rate as reads or writes.
Json LoadRow(const model::AccessPattern& p) {
  const Json* written = p.rate.is_object() ? p.rate.Find("perSecond") : nullptr;
  const Json rate = written ? *written : Json::Double(*p.rate_per_second);
  const bool write = model::IsWriteOperation(p.operation);
  Json row = Json::Object();
  row.Add("Name", Json::String(p.name));
  row.Add("ReadsPerSecond", write ? Json::Int(0) : rate);
  row.Add("WritesPerSecond", write ? rate : Json::Int(0));
  row.Add("ReadShape", Json::String(ReadsItems(p.operation) ? "ITEM" : "QUERY"));
  row.Add("ReadConsistency",
          Json::String(p.consistent_read.value_or(false) ? "STRONG" : "EVENTUAL"));
  return row;
}

}  // namespace

Result<Json> DesignLoadOp(table::Database&, const Json& request) {
  if (!request.is_object()) return Bad("takes {\"model\", \"Table\"}");
  for (const auto& [name, v] : request.members())
    if (name != "model" && name != "Table")
      return Bad("unknown member " + name + " (model, Table)");
  const Json* model_in = request.Find("model");
  const Json* table = request.Find("Table");
  if (!model_in) return Bad("the request needs \"model\"");
  if (!table || !table->is_string()) return Bad("the request needs \"Table\": a table's name");
  KS_ASSIGN_OR_RETURN(model::Design d, model::ReadModel(*model_in));
  const model::TableModel* t = d.FindTable(table->string_value());
  if (!t) return Bad("the model has no table " + table->string_value());

  Json rows = Json::Array();
  int64_t on_indexes = 0;
  for (const model::AccessPattern& p : d.patterns) {
    if (p.table != t->name || !p.rate_per_second || *p.rate_per_second <= 0) continue;
    if (p.index) {
      ++on_indexes;
      continue;
    }
    rows.Push(LoadRow(p));
  }
  const int64_t used = static_cast<int64_t>(rows.size());
  Json out = Json::Object();
  out.Add("AccessPatterns", std::move(rows));
  const bool provisioned = t->billing == model::Billing::kProvisioned;
  out.Add("BillingMode", Json::String(provisioned ? "PROVISIONED" : "PAY_PER_REQUEST"));
  if (provisioned) {
    Json pt = Json::Object();
    pt.Add("ReadCapacityUnits", Json::Int(t->read_capacity));
    pt.Add("WriteCapacityUnits", Json::Int(t->write_capacity));
    out.Add("ProvisionedThroughput", std::move(pt));
  }
  out.Add("UsedPatterns", Json::Int(used));
  out.Add("OnIndexes", Json::Int(on_indexes));
  return out;
}

}  // namespace keyscape::api
