// keyscape:Export and keyscape:ListExportFormats:
// a private part of keyscape/api/keyscape/design_ops.h (their contracts).

#include "keyscape/interop/export/export.h"

#include <optional>
#include <string>
#include <vector>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;

namespace {

std::string KnownFormats() {
  std::string out;
  for (const interop::ExportFormat& f : interop::ExportFormats()) {
    if (!out.empty()) out += ", ";
    out += f.id;
  }
  return out;
}

Result<const interop::ExportFormat*> FormatOf(const Json& request) {
  const Json* format = request.Find("format");
  if (!format || !format->is_string())
    return Status::Validation("/format: required: one of " + KnownFormats());
  const interop::ExportFormat* f = interop::FindExportFormat(format->string_value());
  if (!f)
    return Status::Validation("/format: " + format->string_value() + " is not an export format (" +
                              KnownFormats() + ")");
  return f;
}

std::vector<interop::PatternOutcome> OutcomesOf(const model::Design& d,
                                              std::vector<PatternRun> runs) {
  std::vector<interop::PatternOutcome> out;
  for (size_t i = 0; i < runs.size(); ++i) {
    PatternRun& r = runs[i];
    Json expect = model::ExpectVerdict(d.patterns[i], r.FullItems());
    out.push_back({std::move(r.compiled), std::move(r.response), r.failed, r.read_units,
                   r.write_units, std::move(expect)});
  }
  return out;
}

}  // namespace

Result<Json> ExportOp(Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(const interop::ExportFormat* format, FormatOf(request));
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
  KS_ASSIGN_OR_RETURN(std::vector<PatternRun> runs, RunPatterns(loaded));
  const Json cost = DesignCost(loaded, runs, loaded.design.prices.value_or(model::Prices{}));
  const std::vector<interop::PatternOutcome> outcomes = OutcomesOf(loaded.design, std::move(runs));
  const interop::ExportInput in{loaded.design, loaded.items, outcomes, cost};
  KS_ASSIGN_OR_RETURN(std::string text, format->write(in));
  Json out = Json::Object();
  out.Add("format", Json::String(std::string(format->id)));
  out.Add("fileName", Json::String(interop::ExportFileName(loaded.design, *format)));
  out.Add("mediaType", Json::String(std::string(format->media_type)));
  out.Add("text", Json::String(std::move(text)));
  return out;
}

Result<Json> ListExportFormatsOp(Database&, const Json& request) {
  std::optional<LoadedDesign> loaded;
  if (request.Find("model")) {
    KS_ASSIGN_OR_RETURN(LoadedDesign l, LoadDesign(request));
    loaded = std::move(l);
  }
  Json formats = Json::Array();
  for (const interop::ExportFormat& f : interop::ExportFormats()) {
    Json j = Json::Object();
    j.Add("id", Json::String(std::string(f.id)));
    j.Add("title", Json::String(std::string(f.title)));
    if (loaded) j.Add("fileName", Json::String(interop::ExportFileName(loaded->design, f)));
    j.Add("extension", Json::String(std::string(f.extension)));
    j.Add("mediaType", Json::String(std::string(f.media_type)));
    formats.Push(std::move(j));
  }
  Json out = Json::Object();
  out.Add("formats", std::move(formats));
  return out;
}

}  // namespace keyscape::api
