// keyscape:Lint: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include "keyscape/analysis/lint.h"

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"

namespace keyscape::api {
namespace {

// The units per request of each pattern, or none when some pattern does not compile.
std::vector<model::PatternUnits> MeasuredUnits(const LoadedDesign& loaded) {
  base::Result<std::vector<PatternRun>> runs = RunPatterns(loaded);
  if (!runs.ok()) return {};
  return UnitsOf(*runs);
}

}  // namespace

base::Result<base::Json> LintOp(table::Database&, const base::Json& request) {
  if (!request.is_object())
    return base::Status::Validation("keyscape:Lint takes {\"model\": {...}}");
  for (const auto& [name, v] : request.members())
    if (name != "model")
      return base::Status::Validation("keyscape:Lint: unknown member " + name +
                                      " (the request is {\"model\": {...}})");
  if (!request.Find("model"))
    return base::Status::Validation("keyscape:Lint: the request needs \"model\"");
  // keyscape:ValidateModel's checks and error: a design DynamoDB would refuse is not linted.
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
  return analysis::FindingsJson(analysis::Lint(loaded.design, loaded.items, MeasuredUnits(loaded)));
}

}  // namespace keyscape::api
