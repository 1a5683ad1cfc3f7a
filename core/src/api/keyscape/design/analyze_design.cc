// keyscape:AnalyzeDesign (contract in keyscape/api/keyscape/design_ops.h): everything the designer draws
// after an edit, from one load of the design and one run of each access pattern.
#include <string>
#include <vector>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/analysis/lint.h"

namespace keyscape::api {
namespace {

using base::Json;
using base::Result;
using base::Status;

Status Bad(const std::string& m) { return Status::Validation("keyscape:AnalyzeDesign: " + m); }

Status CheckMembers(const Json& obj, std::initializer_list<std::string_view> known,
                    const std::string& where, const std::string& shape) {
  for (const auto& [name, v] : obj.members()) {
    bool ok = false;
    for (std::string_view k : known) ok = ok || name == k;
    if (!ok) return Bad("unknown member " + where + name + " (" + shape + ")");
  }
  return Status::Ok();
}

// The request of the view's own operation: {"model", ...the view's members}.
Result<Json> ViewRequest(const Json& model, const Json& spec, const char* name,
                         std::initializer_list<std::string_view> known, const char* shape) {
  if (!spec.is_object()) return Bad(std::string("view.") + name + " must be an object");
  KS_RETURN_IF_ERROR(CheckMembers(spec, known, std::string("view.") + name + ".", shape));
  Json request = Json::Object();
  request.Add("model", model);
  for (const auto& [member, v] : spec.members()) request.Add(member, v);
  return request;
}

// Adds "rangeView", "aggregateView" or "viewError" for the request's "view".
Status AddView(const Json& request, const LoadedDesign& loaded, Json* out) {
  const Json* view = request.Find("view");
  if (!view) return Status::Ok();
  if (!view->is_object() || view->members().size() != 1)
    return Bad("\"view\" must be {\"rangeView\": {...}} or {\"aggregateView\": {...}}");
  const Json& model = *request.Find("model");
  Result<Json> answer = Status::Ok();
  const char* member = "rangeView";
  if (const Json* range = view->Find("rangeView")) {
    KS_ASSIGN_OR_RETURN(Json r, ViewRequest(model, *range, "rangeView", {"pattern", "overrides"},
                                            "pattern, overrides"));
    answer = RangeView(r, &loaded);
  } else if (const Json* aggregate = view->Find("aggregateView")) {
    KS_ASSIGN_OR_RETURN(Json r,
                        ViewRequest(model, *aggregate, "aggregateView", {"table"}, "table"));
    member = "aggregateView";
    answer = AggregateView(r, &loaded);
  } else {
    return Bad("unknown view " + view->members().front().first + " (rangeView, aggregateView)");
  }
  if (answer.ok())
    out->Add(member, std::move(*answer));
  else
    out->Add("viewError", *Json::Parse(answer.status().ToJson()));
  return Status::Ok();
}

}  // namespace

Result<Json> AnalyzeDesignOp(table::Database&, const Json& request) {
  if (!request.is_object()) return Bad("takes {\"model\", \"view\"?}");
  KS_RETURN_IF_ERROR(CheckMembers(request, {"model", "view"}, "", "model, view"));
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));  // ValidateModel's error
  KS_ASSIGN_OR_RETURN(std::vector<PatternRun> runs, RunPatterns(loaded));
  Json out = Json::Object();
  out.Add("validated", ValidatedJson(loaded));
  out.Add("patterns", PatternsJson(loaded, runs));
  out.Add("lint", analysis::FindingsJson(analysis::Lint(loaded.design, loaded.items, UnitsOf(runs))));
  out.Add("cost", DesignCost(loaded, runs, loaded.design.prices.value_or(model::Prices{})));
  KS_RETURN_IF_ERROR(AddView(request, loaded, &out));
  return out;
}

}  // namespace keyscape::api
