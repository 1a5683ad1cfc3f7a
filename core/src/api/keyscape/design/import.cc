// keyscape:Import: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include <string>
#include <vector>
#include <utility>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/analysis/lint.h"
#include "keyscape/interop/import/aws_mcp.h"
#include "keyscape/interop/import/dynamodb_items.h"
#include "keyscape/interop/import/table_data.h"
#include "keyscape/interop/import/workbench.h"
#include "keyscape/model/model_writer.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;

namespace {

constexpr char kFormats[] = "nosql-workbench, aws-mcp, dynamodb-json, csv";

// A document given as text (JSON lines, CSV) or as JSON (a scan document), as text.
std::string TextOf(const Json& doc) { return doc.is_string() ? doc.string_value() : doc.Dump(); }

// dynamodb-json and csv: the items, then the design inferred from them (table_data.h).
Result<interop::ImportResult> ImportItems(const std::string& format, const Json& doc,
                                          const Json* describe) {
  Json describe_table;
  if (describe && describe->is_string()) {
    Result<Json> parsed = Json::Parse(describe->string_value());
    if (!parsed.ok())
      return Status::Validation("/describeTable: not JSON: " + parsed.status().message());
    describe_table = std::move(*parsed);
  } else if (describe) {
    describe_table = *describe;
  }
  KS_ASSIGN_OR_RETURN(std::vector<Json> items, format == "csv"
                                                   ? interop::CsvItems(TextOf(doc))
                                                   : interop::DynamoDbItems(TextOf(doc)));
  return interop::ImportTableData(items, describe_table, format);
}

}  // namespace

Result<Json> ImportOp(Database&, const Json& request) {
  const Json* from = request.Find("from");
  const Json* doc = request.Find("document");
  if (!from || !from->is_string())
    return Status::Validation(std::string("/from: required: ") + kFormats);
  if (!doc) return Status::Validation("/document: required: the file to import (JSON, or its text)");
  const std::string& format = from->string_value();
  const bool items = format == "dynamodb-json" || format == "csv";
  if (format != "nosql-workbench" && format != "aws-mcp" && !items)
    return Status::Validation("/from: " + format + " is not a format keyscape imports (" + kFormats + ")");
  if (request.Find("describeTable") && !items)
    return Status::Validation("/describeTable: only with dynamodb-json or csv");
  KS_ASSIGN_OR_RETURN(interop::ImportResult imported,
                      items ? ImportItems(format, *doc, request.Find("describeTable"))
                      : format == "aws-mcp" ? interop::ImportAwsMcp(*doc)
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
  if (items) {  // what was inferred, and what lint finds in the data
    out.Add("inferences", imported.inferences);
    // An imported design has no access patterns: no units to measure.
    Json findings = analysis::FindingsJson(analysis::Lint(checked->design, checked->items, {}));
    out.Add("findings", *findings.Find("findings"));
  }
  return out;
}

}  // namespace keyscape::api
