// keyscape:DiffDesigns: a private part of keyscape/api/keyscape/design_ops.h (its contract).
#include <string>
#include <vector>

#include "api/keyscape/design/diff.h"
#include "keyscape/analysis/lint.h"
#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;

namespace {

constexpr char kShape[] = "(the request is {\"old\": <model>, \"new\": <model>})";

// ValidateModel's error `st` for the design at request member `member`: its message with
// the path under /old or /new ("/new/tables/0: ...").
Status UnderMember(const char* member, const Status& st) {
  std::string m = "/";
  m += member;
  if (st.message().rfind('/', 0) != 0) m += ": ";
  m += st.message();
  return Status::Validation(m);
}

// `member`'s design loaded; ValidateModel's error with its path under /old or /new.
Result<LoadedDesign> Load(const Json& request, const char* member) {
  const Json* model = request.Find(member);
  if (!model)
    return Status::Validation(std::string("keyscape:DiffDesigns: the request needs \"") + member +
                              "\" " + kShape);
  Json wrapped = Json::Object();
  wrapped.Add("model", *model);
  Result<LoadedDesign> loaded = LoadDesign(wrapped);
  if (loaded.ok()) return loaded;
  return UnderMember(member, loaded.status());
}

Result<std::vector<PatternRun>> Runs(const LoadedDesign& d, const char* member) {
  Result<std::vector<PatternRun>> runs = RunPatterns(d);
  if (runs.ok()) return runs;
  return UnderMember(member, runs.status());
}

}  // namespace

Result<Json> DiffDesignsOp(table::Database&, const Json& request) {
  if (!request.is_object())
    return Status::Validation(std::string("keyscape:DiffDesigns takes an object ") + kShape);
  for (const auto& [name, v] : request.members())
    if (name != "old" && name != "new")
      return Status::Validation("keyscape:DiffDesigns: unknown member " + name + " " + kShape);
  KS_ASSIGN_OR_RETURN(LoadedDesign before, Load(request, "old"));
  KS_ASSIGN_OR_RETURN(LoadedDesign after, Load(request, "new"));
  KS_ASSIGN_OR_RETURN(std::vector<PatternRun> before_runs, Runs(before, "old"));
  KS_ASSIGN_OR_RETURN(std::vector<PatternRun> after_runs, Runs(after, "new"));
  const model::Prices prices = after.design.prices.value_or(model::Prices{});
  KS_ASSIGN_OR_RETURN(Json migration, diff::Migration(before, after, prices));
  Json lint_before =
      analysis::FindingsJson(analysis::Lint(before.design, before.items, UnitsOf(before_runs)));
  Json lint_after =
      analysis::FindingsJson(analysis::Lint(after.design, after.items, UnitsOf(after_runs)));
  Json out = Json::Object();
  out.Add("changes", diff::Changes(before.design, after.design));
  out.Add("migration", std::move(migration));
  out.Add("patterns", diff::Patterns(before, before_runs, after, after_runs));
  out.Add("lint", diff::LintDelta(lint_before, lint_after));
  return out;
}

}  // namespace keyscape::api
