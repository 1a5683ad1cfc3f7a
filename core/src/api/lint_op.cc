// keyscape:Lint — the lint findings of a design (core/include/keyscape/analysis/lint.h).
//
// Request:  {"model": {...a model file, MODEL.md version 1...}}
// Response: {"findings": [{"rule", "severity", "location": {"table", "index", "entity",
//            "attribute", "pattern", "path"} (the members that apply), "message",
//            "explanation", "fix"}, ...]}, ordered by rule id, then location path.
// Errors: a ValidationException for a request without "model" or with other members, and
// ReadModel's ValidationException (message starting with the JSON path) for an invalid
// model. The patterns are run on the sample items first (model_run.h) for the units per
// request that hot-partition needs; when the design cannot be loaded into tables (an item
// whose keys do not render), lint runs without units and hot-partition stays silent.
#include "keyscape/analysis/lint.h"
#include "keyscape/api/model_run.h"
#include "keyscape/api/ops.h"
#include "keyscape/model/model_reader.h"

namespace keyscape::api {
namespace {

std::vector<model::PatternUnits> MeasuredUnits(const base::Json& request) {
  base::Result<LoadedDesign> loaded = LoadDesign(request);
  if (!loaded.ok()) return {};
  base::Result<std::vector<PatternRun>> runs = RunPatterns(*loaded);
  if (!runs.ok()) return {};
  std::vector<model::PatternUnits> units;
  for (const PatternRun& r : *runs) units.push_back({r.read_units, r.write_units});
  return units;
}

}  // namespace

base::Result<base::Json> LintOp(table::Database& db, const base::Json& request) {
  if (!request.is_object())
    return base::Status::Validation("keyscape:Lint takes {\"model\": {...}}");
  for (const auto& [name, v] : request.members())
    if (name != "model")
      return base::Status::Validation("keyscape:Lint: unknown member " + name +
                                      " (the request is {\"model\": {...}})");
  const base::Json* model = request.Find("model");
  if (!model) return base::Status::Validation("keyscape:Lint: the request needs \"model\"");
  base::Result<model::Design> d = model::ReadModel(*model);
  if (!d.ok()) return d.status();
  std::vector<model::RenderedItem> items = analysis::LintableItems(*d);
  return analysis::FindingsJson(analysis::Lint(*d, items, MeasuredUnits(request)));
}

}  // namespace keyscape::api
