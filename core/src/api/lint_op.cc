// keyscape:Lint — the lint findings of a design (core/include/keyscape/model/lint.h).
//
// Request:  {"model": {...a model file, MODEL.md version 1...}}
// Response: {"findings": [{"rule", "severity", "location": {"table", "index", "entity",
//            "attribute", "pattern", "path"} (the members that apply), "message",
//            "explanation", "fix"}, ...]}, ordered by rule id, then location path.
// Errors: a ValidationException for a request without "model" or with other members, and
// ReadModel's ValidationException (message starting with the JSON path) for an invalid
// model. The patterns are not run yet, so hot-partition (which needs measured units per
// request) reports nothing here.
#include "keyscape/api/ops.h"
#include "keyscape/model/lint.h"
#include "keyscape/model/model_reader.h"

namespace keyscape::api {

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
  std::vector<model::RenderedItem> items = model::LintableItems(*d);
  return model::FindingsJson(model::Lint(*d, items, {}));
}

}  // namespace keyscape::api
