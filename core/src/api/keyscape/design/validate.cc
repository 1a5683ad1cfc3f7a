// keyscape:ValidateModel: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include <cstdint>
#include <utility>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_writer.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/model/table_request.h"
#include "keyscape/table/database.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;
using value::AttrMapToJson;

Json ValidatedJson(const LoadedDesign& loaded) {
  const model::Design& d = loaded.design;
  Json summary = Json::Object();
  summary.Add("tables", Json::Int(static_cast<int64_t>(d.tables.size())));
  summary.Add("entities", Json::Int(static_cast<int64_t>(d.entities.size())));
  summary.Add("items", Json::Int(static_cast<int64_t>(d.items.size())));
  summary.Add("accessPatterns", Json::Int(static_cast<int64_t>(d.patterns.size())));
  Json tables = Json::Array();
  for (const model::TableModel& t : d.tables) tables.Push(model::CreateTableRequest(t));
  Json items = Json::Array();
  for (const model::RenderedItem& r : loaded.items) {
    Json i = Json::Object();
    i.Add("table", Json::String(r.table));
    if (r.entity) i.Add("entity", Json::String(r.entity->name));
    i.Add("item", AttrMapToJson(r.item));
    items.Push(std::move(i));
  }
  Json out = Json::Object();
  out.Add("model", model::WriteModel(d));
  out.Add("summary", std::move(summary));
  out.Add("createTable", std::move(tables));
  out.Add("items", std::move(items));
  return out;
}

Result<Json> ValidateModelOp(Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
  return ValidatedJson(loaded);
}

}  // namespace keyscape::api
