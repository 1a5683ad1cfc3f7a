// keyscape:Import: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include <string>
#include <utility>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/interop/import/aws_mcp.h"
#include "keyscape/interop/import/workbench.h"
#include "keyscape/model/model_writer.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;

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
