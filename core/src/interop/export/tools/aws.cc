// The AWS tools' exports: aws-mcp (the dynamodb_data_model.json AWS's DynamoDB MCP server
// reads and validates) and aws-cli (a runnable shell script). Both print each pattern's
// compiled request as one `aws dynamodb` command (aws_cli_command.h).
#include <algorithm>

#include "interop/export/export_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/interop/aws_cli/command.h"
#include "keyscape/model/compile_pattern.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/model/table_request.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::interop {

using base::Json;
using base::Result;
using base::Status;
using model::AccessPattern;
using model::CompiledPattern;
using model::CreateTableRequest;
using model::Design;
using model::IsWriteOperation;
using model::RenderedItem;
using model::TableModel;
using value::AttrMapToJson;

namespace {

// {"<table>": [{"PutRequest": {"Item": ...}}, ...]} for `items`, tables in design order.
Json PutRequests(const Design& d, const std::vector<const RenderedItem*>& items) {
  Json out = Json::Object();
  for (const TableModel& t : d.tables) {
    Json list = Json::Array();
    for (const RenderedItem* r : items) {
      if (r->table != t.name) continue;
      Json item = Json::Object();
      item.Add("Item", AttrMapToJson(r->item));
      Json put = Json::Object();
      put.Add("PutRequest", std::move(item));
      list.Push(std::move(put));
    }
    if (list.size()) out.Add(t.name, std::move(list));
  }
  return out;
}

std::vector<const RenderedItem*> Pointers(const std::vector<RenderedItem>& items) {
  std::vector<const RenderedItem*> out;
  for (const RenderedItem& r : items) out.push_back(&r);
  return out;
}

std::string OneLine(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  return s;
}

}  // namespace

Result<std::string> WriteAwsMcpExport(const ExportInput& in) {
  const Design& d = in.design;
  Json tables = Json::Array();
  for (const TableModel& t : d.tables) tables.Push(CreateTableRequest(t));
  Json patterns = Json::Array();
  for (size_t i = 0; i < d.patterns.size(); ++i) {
    const AccessPattern& p = d.patterns[i];
    const CompiledPattern& c = in.patterns[i].compiled;
    KS_ASSIGN_OR_RETURN(std::string command, WriteAwsCliCommand(c.operation, c.request));
    Json j = Json::Object();
    j.Add("pattern", Json::String(std::to_string(i + 1)));
    j.Add("description", Json::String(p.name));
    j.Add("table", Json::String(p.table));
    if (p.index) j.Add("index", Json::String(*p.index));
    j.Add("dynamodb_operation", Json::String(c.operation));
    j.Add("implementation", Json::String(command));
    patterns.Push(std::move(j));
  }
  Json out = Json::Object();
  out.Add("tables", std::move(tables));
  out.Add("items", PutRequests(d, Pointers(in.items)));
  out.Add("access_patterns", std::move(patterns));
  return out.DumpIndented() + "\n";
}

namespace {

constexpr size_t kBatchWriteMax = 25;  // BatchWriteItem's limit per request

const char kScriptHead[] =
    "# Runs the design with the AWS CLI: creates its tables, writes its sample items, then runs\n"
    "# every access pattern as the one request keyscape compiles it to. Reads run first, on the\n"
    "# sample items exactly as written; writes run after them. Each pattern prints a line\n"
    "# \"== pattern N: NAME\" and then the CLI's JSON output (nothing for an empty response).\n"
    "#   ENDPOINT=http://127.0.0.1:8000 bash THIS_FILE   # DynamoDB Local, keyscape serve, ...\n"
    "#   bash THIS_FILE                                   # AWS itself (the CLI's credentials)\n"
    "set -euo pipefail\n"
    "ENDPOINT_ARGS=()\n"
    "if [ -n \"${ENDPOINT:-}\" ]; then ENDPOINT_ARGS=(--endpoint-url \"$ENDPOINT\"); fi\n"
    "ddb() { aws \"${ENDPOINT_ARGS[@]}\" --output json dynamodb \"$@\"; }\n";

Status WriteSetup(const ExportInput& in, std::string* out) {
  const Design& d = in.design;
  *out += "\n# Tables\n";
  for (const TableModel& t : d.tables) {
    *out += "ddb create-table --cli-input-json " + ShellQuote(CreateTableRequest(t).Dump()) +
            " > /dev/null\n";
    *out += "ddb wait table-exists --table-name " + ShellQuote(t.name) + "\n";
  }
  *out += "\n# Sample items, at most " + std::to_string(kBatchWriteMax) + " per request\n";
  for (const TableModel& t : d.tables) {
    std::vector<const RenderedItem*> of_table;
    for (const RenderedItem& r : in.items)
      if (r.table == t.name) of_table.push_back(&r);
    for (size_t start = 0; start < of_table.size(); start += kBatchWriteMax) {
      std::vector<const RenderedItem*> chunk(
          of_table.begin() + start,
          of_table.begin() + std::min(of_table.size(), start + kBatchWriteMax));
      *out += "ddb batch-write-item --request-items " + ShellQuote(PutRequests(d, chunk).Dump()) +
              " > /dev/null\n";
    }
  }
  return Status::Ok();
}

Status WritePattern(const ExportInput& in, size_t i, std::string* out) {
  const AccessPattern& p = in.design.patterns[i];
  const CompiledPattern& c = in.patterns[i].compiled;
  const std::string label = "== pattern " + std::to_string(i + 1) + ": " + OneLine(p.name);
  AwsCliWriteOptions options;
  options.program = "ddb";
  options.separator = " \\\n  ";
  KS_ASSIGN_OR_RETURN(std::string command, WriteAwsCliCommand(c.operation, c.request, options));
  if (c.operation == "Query" || c.operation == "Scan")
    command += options.separator + "--no-paginate";  // the first page, as keyscape shows it
  *out += "\n# " + std::to_string(i + 1) + ". " + OneLine(p.name) + " (" + c.operation + ")\n";
  *out += "printf '%s\\n' " + ShellQuote(label) + "\n";
  *out += command + "\n";
  return Status::Ok();
}

}  // namespace

Result<std::string> WriteAwsCliExport(const ExportInput& in) {
  std::string out = "#!/usr/bin/env bash\n# " + OneLine(in.design.name) +
                    " (keyscape export --format aws-cli)\n" + kScriptHead;
  KS_RETURN_IF_ERROR(WriteSetup(in, &out));
  out += "\n# Access patterns: a failing one prints its error and the others still run\nset +e\n";
  for (bool writes : {false, true})
    for (size_t i = 0; i < in.design.patterns.size(); ++i)
      if (IsWriteOperation(in.design.patterns[i].operation) == writes)
        KS_RETURN_IF_ERROR(WritePattern(in, i, &out));
  return out;
}

}  // namespace keyscape::interop
