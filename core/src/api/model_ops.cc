// The design-model operations (ARCHITECTURE.md "Model commands"); each takes
// {"model": <model file>} and answers JSON:
//   keyscape:ValidateModel      {"model": <canonical model>, "summary": {"tables","entities",
//                               "items","accessPatterns"}, "createTable": [CreateTable request
//                               per table], "items": [{"table","entity"?,"item"}]: every sample
//                               item as the DynamoDB item it puts (keys rendered)}
//   keyscape:RunAccessPatterns  {"patterns": [{"name","operation","request","response",
//                               "matchedEntities","readUnits","writeUnits","expect",
//                               "scanRequired"?,"note"?}]}: each pattern's compiled request,
//                               the engine's response on the sample items (first page),
//                               the entities of the returned items, units per request and
//                               the expect verdict (null without expect).
//   keyscape:Cost               {"model", "prices"?}: model/cost.h's report; "prices" (the
//                               model file's prices shape) overrides the model's own.
//   keyscape:Import             {"from": "nosql-workbench" | "aws-mcp", "document": {...}} ->
//                               {"model": <canonical model>, "notes": [...]}: the imported
//                               design (checked as any model is) and what the importer proposed
//                               or could not keep.
// An invalid model is a ValidationException whose message starts with the JSON path.
#include "api_names.h"
#include "keyscape/api/model_run.h"
#include "keyscape/api/ops.h"
#include "keyscape/interop/import/aws_mcp.h"
#include "keyscape/interop/import/workbench.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/model_writer.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/table_request.h"

namespace keyscape::api {
namespace {

Json StringArray(const std::vector<std::string>& v) {
  Json a = Json::Array();
  for (const std::string& s : v) a.Push(Json::String(s));
  return a;
}

Json PatternJson(const model::Design& d, const model::AccessPattern& p, const PatternRun& run,
                 const std::vector<model::RenderedItem>& items) {
  std::vector<const Json*> full;
  for (const Json& i : run.full_items) full.push_back(&i);
  const std::vector<std::string> matched = model::MatchedEntities(d, p, full, items);
  Json j = Json::Object();
  j.Add("name", Json::String(p.name));
  j.Add("operation", Json::String(run.compiled.operation));
  j.Add("request", run.compiled.request);
  j.Add("response", run.response);
  j.Add("matchedEntities", StringArray(matched));
  j.Add("readUnits", Json::Double(run.read_units));
  j.Add("writeUnits", Json::Double(run.write_units));
  j.Add("expect", model::ExpectVerdict(p, full));
  if (run.compiled.scan_required) j.Add("scanRequired", Json::Bool(true));
  if (p.entity) {
    std::vector<std::string> others;
    for (const std::string& m : matched)
      if (m != *p.entity) others.push_back(m);
    if (!others.empty())
      j.Add("note",
            Json::String("also returned items of " + others.front() +
                         (others.size() > 1 ? " and others" : "") + ", not only " + *p.entity));
  }
  return j;
}

}  // namespace

Result<Json> ValidateModelOp(Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
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

Result<Json> RunAccessPatternsOp(Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
  KS_ASSIGN_OR_RETURN(std::vector<PatternRun> runs, RunPatterns(loaded));
  Json patterns = Json::Array();
  for (size_t i = 0; i < runs.size(); ++i)
    patterns.Push(PatternJson(loaded.design, loaded.design.patterns[i], runs[i], loaded.items));
  Json out = Json::Object();
  out.Add("patterns", std::move(patterns));
  return out;
}

Result<Json> CostOp(Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
  KS_ASSIGN_OR_RETURN(std::vector<PatternRun> runs, RunPatterns(loaded));
  model::Design& d = loaded.design;
  model::Prices prices = d.prices.value_or(model::Prices{});
  if (const Json* override_prices = request.Find("prices")) {
    Json wrapper = model::WriteModel(d);
    wrapper.Set("prices", *override_prices);
    Result<model::Design> with = model::ReadModel(wrapper);
    if (!with.ok()) return with.status();
    prices = *with->prices;
    d.prices = prices;
  }
  return DesignCost(loaded, runs, prices);
}

Result<Json> ImportOp(Database&, const Json& request) {
  const Json* from = request.Find("from");
  const Json* doc = request.Find("document");
  if (!from || !from->is_string())
    return Status::Validation("/from: required: nosql-workbench or aws-mcp");
  if (!doc) return Status::Validation("/document: required: the file to import, as JSON");
  const std::string& format = from->string_value();
  if (format != "nosql-workbench" && format != "aws-mcp")
    return Status::Validation("/from: " + format +
                              " is not a format keyscape imports (nosql-workbench, aws-mcp)");
  KS_ASSIGN_OR_RETURN(interop::ImportResult imported, format == "aws-mcp"
                                                          ? interop::ImportAwsMcp(*doc)
                                                          : interop::ImportWorkbench(*doc));
  Json model = model::WriteModel(imported.design);
  Json load = Json::Object();
  load.Add("model", model);
  Result<LoadedDesign> checked = LoadDesign(load);  // the model's checks and DynamoDB's
  if (!checked.ok())
    return Status::Validation("the imported design is not a valid model: " +
                              checked.status().message());
  Json notes = Json::Array();
  for (const std::string& n : imported.notes) notes.Push(Json::String(n));
  Json out = Json::Object();
  out.Add("model", std::move(model));
  out.Add("notes", std::move(notes));
  return out;
}

}  // namespace keyscape::api
