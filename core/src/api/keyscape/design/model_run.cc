#include "keyscape/api/keyscape/design/model_run.h"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/analysis/cost.h"
#include "keyscape/analysis/lint.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/table_request.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;

namespace {

// "/tables/0: <DynamoDB's message>" for a request the engine refused.
Status AtPath(const std::string& path, const Status& st) {
  return Status::Validation(path + ": " + st.message());
}

// PutItem's checks and store for an item that is already an attribute map (no condition,
// no ReturnValues): its table, its keys, its size, the item collection and memory limits,
// with PutItem's errors.
Status PutSample(Database& db, const std::string& table, const value::Item& item) {
  KS_ASSIGN_OR_RETURN(table::Table * t, LookupTable(db, table));
  KS_RETURN_IF_ERROR(t->ValidateItemKeys(item));
  const int64_t size = value::ItemSize(item);
  if (size > value::kMaxItemSize)
    return Status::Validation("Item size has exceeded the maximum allowed size");
  const std::string key = t->PrimaryKeyOf(item);
  KS_RETURN_IF_ERROR(t->CheckCollectionLimit(item, t->GetByStorageKey(key)));
  KS_RETURN_IF_ERROR(db.CheckRoom(*t, item));
  t->Put(item, key, size);
  return Status::Ok();
}

}  // namespace

Result<std::unique_ptr<Database>> BuildDesignDatabase(const model::Design& d,
                                                      const std::vector<model::RenderedItem>& items) {
  auto db = std::make_unique<Database>();
  db->SetFixedClock(0);
  for (size_t i = 0; i < d.tables.size(); ++i) {
    Result<Json> r = CreateTableOp(*db, model::CreateTableRequest(d.tables[i]));
    if (!r.ok()) return AtPath("/tables/" + std::to_string(i), r.status());
  }
  for (const model::RenderedItem& item : items) {
    Status st = PutSample(*db, item.table, item.item);
    if (!st.ok()) return AtPath("/items/" + std::to_string(item.index), st);
  }
  return db;
}

namespace {

double SumUnits(const Json* consumed) {
  if (!consumed) return 0;
  if (consumed->is_array()) {
    double sum = 0;
    for (const Json& c : consumed->array()) sum += SumUnits(&c);
    return sum;
  }
  const Json* units = consumed->Find("CapacityUnits");
  return units ? units->number_value() : 0;
}

Json Execute(Database& db, const std::string& op, const Json& request) {
  Result<Json> r = FindOp(op)(db, request);
  if (r.ok()) return std::move(*r);
  return *Json::Parse(r.status().ToJson());
}

// The request without its ProjectionExpression (and the #p names only it used), so the
// returned items carry their keys.
Json WithoutProjection(Json request) {
  Json out = Json::Object();
  for (Json::Member& m : request.members()) {
    if (m.first == "ProjectionExpression") continue;
    if (m.first == "ExpressionAttributeNames") {
      Json names = Json::Object();
      for (Json::Member& n : m.second.members())
        if (n.first.rfind("#p", 0) != 0 || n.first.size() < 3 || !isdigit(n.first[2]))
          names.Add(n.first, n.second);
      if (names.size()) out.Add(m.first, std::move(names));
      continue;
    }
    out.Add(m.first, std::move(m.second));
  }
  return out;
}

// The response to `request` with "ReturnConsumedCapacity": "INDEXES" (the request is
// given that member for the call and has it as before after it: no copy of the request).
Json ExecuteMeasured(Database& db, const std::string& op, Json* request) {
  if (!request->is_object()) {
    Json measured = *request;
    measured.Set("ReturnConsumedCapacity", Json::String("INDEXES"));
    return Execute(db, op, measured);
  }
  Json* had = request->Find("ReturnConsumedCapacity");
  Json before = had ? std::move(*had) : Json();
  request->Set("ReturnConsumedCapacity", Json::String("INDEXES"));
  Json response = Execute(db, op, *request);
  if (had)
    *request->Find("ReturnConsumedCapacity") = std::move(before);
  else
    request->members().pop_back();
  return response;
}

PatternRun RunOne(Database& db, const model::AccessPattern& p, model::CompiledPattern compiled) {
  PatternRun run;
  Json response = ExecuteMeasured(db, compiled.operation, &compiled.request);
  run.failed = response.Find("__type") != nullptr;
  const double units = SumUnits(response.Find("ConsumedCapacity"));
  (model::IsWriteOperation(p.operation) ? run.write_units : run.read_units) = units;
  run.response = std::move(response);
  std::vector<Json::Member>& members = run.response.members();
  for (size_t i = 0; i < members.size(); ++i)
    if (members[i].first == "ConsumedCapacity") {
      members.erase(members.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  if (!run.failed && !model::IsWriteOperation(p.operation)) {
    run.returns_items = true;
    run.table = p.table;
    run.projected = !p.projection.empty();
    if (run.projected)
      run.unprojected = Execute(db, compiled.operation, WithoutProjection(compiled.request));
  }
  run.compiled = std::move(compiled);
  return run;
}

}  // namespace

std::vector<const Json*> PatternRun::FullItems() const {
  if (!returns_items) return {};
  return model::ReturnedItems(projected ? unprojected : response, table);
}

Result<LoadedDesign> LoadDesign(const Json& request) {
  const Json* model = request.Find("model");
  if (!model) return Status::Validation("/: the request has no \"model\"");
  KS_ASSIGN_OR_RETURN(model::Design d, model::ReadModel(*model));
  return LoadDesignOf(std::move(d));
}

Result<LoadedDesign> LoadDesignOf(model::Design d) {
  LoadedDesign out;
  out.design = std::move(d);
  KS_ASSIGN_OR_RETURN(out.items, model::RenderSampleItems(out.design));
  KS_ASSIGN_OR_RETURN(out.db, BuildDesignDatabase(out.design, out.items));
  return out;
}

Result<LoadedDesign> LoadDesignLike(model::Design design, const LoadedDesign& same) {
  LoadedDesign out;
  out.design = std::move(design);
  if (out.design.entities.size() != same.design.entities.size())
    return Status::Internal("LoadDesignLike: the designs' entities differ");
  out.items = same.items;
  for (model::RenderedItem& r : out.items)
    if (r.entity) r.entity = out.design.entities.data() + (r.entity - same.design.entities.data());
  out.db = same.db;
  return out;
}

Result<PatternRun> RunPattern(const LoadedDesign& loaded, size_t i) {
  const model::AccessPattern& p = loaded.design.patterns[i];
  KS_ASSIGN_OR_RETURN(model::CompiledPattern c, model::CompilePattern(loaded.design, i, loaded.items));
  if (!model::IsWriteOperation(p.operation)) return RunOne(*loaded.db, p, std::move(c));
  KS_ASSIGN_OR_RETURN(std::unique_ptr<Database> copy, BuildDesignDatabase(loaded.design, loaded.items));
  return RunOne(*copy, p, std::move(c));
}

Result<std::vector<PatternRun>> RunPatterns(const LoadedDesign& loaded) {
  std::vector<PatternRun> runs;
  for (size_t i = 0; i < loaded.design.patterns.size(); ++i) {
    KS_ASSIGN_OR_RETURN(PatternRun run, RunPattern(loaded, i));
    runs.push_back(std::move(run));
  }
  return runs;
}

std::vector<model::PatternUnits> UnitsOf(const std::vector<PatternRun>& runs) {
  std::vector<model::PatternUnits> units;
  for (const PatternRun& r : runs) units.push_back({r.read_units, r.write_units});
  return units;
}

Json DesignCost(const LoadedDesign& loaded, const std::vector<PatternRun>& runs,
                const model::Prices& prices) {
  std::vector<size_t> request_items;
  for (const PatternRun& r : runs) request_items.push_back(r.compiled.request_items);
  return analysis::CostReport(loaded.design, loaded.items, UnitsOf(runs), request_items, prices);
}

}  // namespace keyscape::api
