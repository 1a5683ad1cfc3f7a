// keyscape:RunAccessPatterns: a private part of keyscape/api/keyscape/design_ops.h (its
// contract).

#include <utility>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;

namespace {

Json StringArray(const std::vector<std::string>& v) {
  Json a = Json::Array();
  for (const std::string& s : v) a.Push(Json::String(s));
  return a;
}

Json PatternJson(const model::ItemEntities& entities, const model::AccessPattern& p,
                 PatternRun&& run, bool with_response) {
  const std::vector<const Json*> full = run.FullItems();  // read before the response moves
  const std::vector<std::string> matched = model::MatchedEntities(entities, p, full);
  Json expect = model::ExpectVerdict(p, full);
  Json j = Json::Object();
  j.Add("name", Json::String(p.name));
  j.Add("operation", Json::String(run.compiled.operation));
  j.Add("request", std::move(run.compiled.request));
  if (with_response) j.Add("response", std::move(run.response));
  j.Add("matchedEntities", StringArray(matched));
  j.Add("readUnits", Json::Double(run.read_units));
  j.Add("writeUnits", Json::Double(run.write_units));
  j.Add("expect", std::move(expect));
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

Json PatternEntryJson(const LoadedDesign& loaded, const model::ItemEntities& entities, size_t i,
                      PatternRun&& run, bool with_responses) {
  return PatternJson(entities, loaded.design.patterns[i], std::move(run), with_responses);
}

Json PatternsJson(const LoadedDesign& loaded, std::vector<PatternRun>&& runs, bool with_responses) {
  const model::ItemEntities entities(loaded.design, loaded.items);
  Json patterns = Json::Array();
  for (size_t i = 0; i < runs.size(); ++i)
    patterns.Push(PatternEntryJson(loaded, entities, i, std::move(runs[i]), with_responses));
  Json out = Json::Object();
  out.Add("patterns", std::move(patterns));
  return out;
}

Result<Json> RunAccessPatternsOp(Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
  KS_ASSIGN_OR_RETURN(std::vector<PatternRun> runs, RunPatterns(loaded));
  return PatternsJson(loaded, std::move(runs));
}

}  // namespace keyscape::api
