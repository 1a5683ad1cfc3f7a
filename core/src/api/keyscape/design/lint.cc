// keyscape:Lint: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include "keyscape/analysis/lint.h"

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/status.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/table/database.h"

namespace keyscape::api {
namespace {

std::vector<model::PatternUnits> MeasuredUnits(const base::Json& request) {
  base::Result<LoadedDesign> loaded = LoadDesign(request);
  if (!loaded.ok()) return {};
  base::Result<std::vector<PatternRun>> runs = RunPatterns(*loaded);
  if (!runs.ok()) return {};
  return UnitsOf(*runs);
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
