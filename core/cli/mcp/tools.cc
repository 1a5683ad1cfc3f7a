#include "tools.h"

#include <fstream>
#include <sstream>
#include <utility>

#include "keyscape/base/status.h"
#include "keyscape/engine.h"

namespace keyscape::mcp {
namespace {

using base::Json;
using base::Result;
using base::Status;

Status ArgError(const std::string& path, const std::string& message) {
  return Status::Validation(path + ": " + message);
}

// An argument that holds JSON: an inline value, or a string of JSON text or a file path.
Result<Json> JsonArgument(const Json& args, const std::string& name) {
  const Json* v = args.Find(name);
  const std::string path = "/" + name;
  if (v == nullptr) return ArgError(path, "missing (an object, JSON text, or a file path)");
  if (!v->is_string()) return *v;
  std::string text = v->string_value();
  size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos || (text[first] != '{' && text[first] != '[')) {
    std::ifstream in(text, std::ios::binary);
    if (!in) return ArgError(path, "cannot read file " + text);
    std::ostringstream s;
    s << in.rdbuf();
    text = s.str();
  }
  Result<Json> parsed = Json::Parse(text);
  if (!parsed.ok()) return ArgError(path, "invalid JSON: " + parsed.status().message());
  return parsed;
}

Result<std::string> StringArgument(const Json& args, const std::string& name) {
  const Json* v = args.Find(name);
  if (v == nullptr) return ArgError("/" + name, "missing (a string)");
  if (!v->is_string()) return ArgError("/" + name, "must be a string");
  return v->string_value();
}

// The engine's answer: its body, or a tool error with its message.
Result<std::string> Execute(Engine& engine, const std::string& op, const Json& request) {
  Response r = engine.Execute(op, request.Dump());
  if (r.ok()) return std::move(r.body);
  Result<Json> body = Json::Parse(r.body);
  const Json* m = body.ok() ? body->Find("message") : nullptr;
  if (body.ok() && m == nullptr) m = body->Find("Message");
  return Status::Validation(m && m->is_string() ? m->string_value() : r.body);
}

// {"model": design} (+ "prices") for the design commands.
Result<Json> ModelRequest(const Json& args) {
  Json request = Json::Object();
  KS_ASSIGN_OR_RETURN(request.Add("model", Json()), JsonArgument(args, "design"));
  if (args.Find("prices")) {
    KS_ASSIGN_OR_RETURN(request.Add("prices", Json()), JsonArgument(args, "prices"));
  }
  return request;
}

template <const char* kOp>
Result<std::string> DesignTool(Engine& engine, const Json& args) {
  KS_ASSIGN_OR_RETURN(Json request, ModelRequest(args));
  return Execute(engine, kOp, request);
}

constexpr char kValidate[] = "keyscape:ValidateModel";
constexpr char kPatterns[] = "keyscape:RunAccessPatterns";
constexpr char kLint[] = "keyscape:Lint";
constexpr char kCost[] = "keyscape:Cost";

Result<std::string> ExportTool(Engine& engine, const Json& args) {
  Json request = Json::Object();
  KS_ASSIGN_OR_RETURN(std::string format, StringArgument(args, "format"));
  request.Add("format", Json::String(format));
  KS_ASSIGN_OR_RETURN(request.Add("model", Json()), JsonArgument(args, "design"));
  return Execute(engine, "keyscape:Export", request);
}

Result<std::string> ExplainOrderTool(Engine& engine, const Json& args) {
  const Json* values = args.Find("values");
  if (values == nullptr || !values->is_array())
    return ArgError("/values", "must be an array of attribute values ({\"S\": ...})");
  Json request = Json::Object();
  request.Add("Values", *values);
  return Execute(engine, "keyscape:ExplainOrder", request);
}

Result<std::string> TemplateTool(Engine& engine, const Json& args) {
  Json request = Json::Object();
  std::string action = "render";
  if (args.Find("action")) {
    KS_ASSIGN_OR_RETURN(action, StringArgument(args, "action"));
  }
  request.Add("action", Json::String(action));
  KS_ASSIGN_OR_RETURN(std::string tmpl, StringArgument(args, "template"));
  request.Add("template", Json::String(tmpl));
  if (action == "parse") {
    KS_ASSIGN_OR_RETURN(std::string key, StringArgument(args, "key"));
    request.Add("key", Json::String(key));
  } else {
    KS_ASSIGN_OR_RETURN(request.Add("values", Json()), JsonArgument(args, "values"));
  }
  return Execute(engine, "keyscape:Template", request);
}

Result<std::string> PartitionsTool(Engine& engine, const Json& args) {
  Json load = Json::Object();
  KS_ASSIGN_OR_RETURN(load.Add("model", Json()), JsonArgument(args, "design"));
  KS_RETURN_IF_ERROR(Execute(engine, "keyscape:LoadDesign", load).status());
  Json request = Json::Object();
  KS_ASSIGN_OR_RETURN(std::string table, StringArgument(args, "table"));
  request.Add("TableName", Json::String(table));
  if (const Json* count = args.Find("partitionCount")) request.Add("PartitionCount", *count);
  return Execute(engine, "keyscape:DescribePartitions", request);
}

Result<std::string> DiffTool(Engine& engine, const Json& args) {
  Json request = Json::Object();
  KS_ASSIGN_OR_RETURN(request.Add("old", Json()), JsonArgument(args, "old"));
  KS_ASSIGN_OR_RETURN(request.Add("new", Json()), JsonArgument(args, "new"));
  return Execute(engine, "keyscape:DiffDesigns", request);
}

// The document: inline JSON, or `path`'s file (JSON when it parses, else its text, for the
// importers that read text).
Result<std::string> ImportTool(Engine& engine, const Json& args) {
  Json request = Json::Object();
  KS_ASSIGN_OR_RETURN(std::string from, StringArgument(args, "from"));
  request.Add("from", Json::String(from));
  if (const Json* doc = args.Find("document")) {
    request.Add("document", *doc);
  } else {
    KS_ASSIGN_OR_RETURN(std::string path, StringArgument(args, "path"));
    std::ifstream in(path, std::ios::binary);
    if (!in) return ArgError("/path", "cannot read file " + path);
    std::ostringstream s;
    s << in.rdbuf();
    Result<Json> parsed = Json::Parse(s.str());
    request.Add("document", parsed.ok() ? std::move(*parsed) : Json::String(s.str()));
  }
  return Execute(engine, "keyscape:Import", request);
}

struct Tool {
  const char* name;
  const char* description;
  const char* schema;  // inputSchema as JSON text
  Result<std::string> (*run)(Engine&, const Json&);
};

#define KS_DESIGN_ARG \
  "\"design\":{\"description\":\"The model file (docs/model.schema.json) inline, as JSON text, or a file path\"}"

const Tool kTools[] = {
    {"validate_design",
     "Checks a keyscape design (model file) and returns its tables, entities and sample items or "
     "the error naming the JSON path.",
     "{\"type\":\"object\",\"properties\":{" KS_DESIGN_ARG "},\"required\":[\"design\"]}",
     DesignTool<kValidate>},
    {"run_access_patterns",
     "Runs every access pattern of a design on its sample items: the exact DynamoDB request, the "
     "response (first page), matched entities, read/write units, and whether `expect` holds.",
     "{\"type\":\"object\",\"properties\":{" KS_DESIGN_ARG "},\"required\":[\"design\"]}",
     DesignTool<kPatterns>},
    {"lint_design",
     "Lints a design's keys and indexes (rule ids such as unpadded-number, hot-partition) with "
     "severity, location, explanation and fix.",
     "{\"type\":\"object\",\"properties\":{" KS_DESIGN_ARG "},\"required\":[\"design\"]}",
     DesignTool<kLint>},
    {"price_design",
     "Prices a design's access patterns per month, on-demand and provisioned, with storage.",
     "{\"type\":\"object\",\"properties\":{" KS_DESIGN_ARG
     ",\"prices\":{\"description\":\"Optional price table (object, JSON text or file path)\"}},"
     "\"required\":[\"design\"]}",
     DesignTool<kCost>},
    {"export_design",
     "Exports a design in a format people deploy or code with (keyscape:ListExportFormats lists "
     "them, e.g. cloudformation, terraform, cdk-typescript, electrodb).",
     "{\"type\":\"object\",\"properties\":{" KS_DESIGN_ARG
     ",\"format\":{\"type\":\"string\"}},\"required\":[\"design\",\"format\"]}",
     ExportTool},
    {"explain_order",
     "Sorts key values of one type in DynamoDB order and explains each adjacent pair (which "
     "byte decides, or the numeric comparison).",
     "{\"type\":\"object\",\"properties\":{\"values\":{\"type\":\"array\",\"items\":{\"type\":"
     "\"object\"},\"description\":\"Attribute values, all S, all N or all B, e.g. "
     "[{\\\"S\\\":\\\"ORDER#2\\\"},{\\\"S\\\":\\\"ORDER#10\\\"}]\"}},\"required\":[\"values\"]}",
     ExplainOrderTool},
    {"render_key_template",
     "Renders a key template with values (action render), the begins_with prefix (prefix), or "
     "parses a key back into values (parse).",
     "{\"type\":\"object\",\"properties\":{\"template\":{\"type\":\"string\"},\"action\":{"
     "\"enum\":[\"render\",\"parse\",\"prefix\"]},\"values\":{\"type\":\"object\"},\"key\":{"
     "\"type\":\"string\"}},\"required\":[\"template\"]}",
     TemplateTool},
    {"describe_partitions",
     "Loads a design's sample items and shows how one table's items land on partitions "
     "(illustrative MD5 placement).",
     "{\"type\":\"object\",\"properties\":{" KS_DESIGN_ARG
     ",\"table\":{\"type\":\"string\"},\"partitionCount\":{\"type\":\"integer\"}},"
     "\"required\":[\"design\",\"table\"]}",
     PartitionsTool},
    {"diff_designs",
     "Compares two designs: the changes, the migration they need, the patterns whose results "
     "change, and lint findings added or fixed.",
     "{\"type\":\"object\",\"properties\":{\"old\":{\"description\":\"The old design\"},\"new\":{"
     "\"description\":\"The new design\"}},\"required\":[\"old\",\"new\"]}",
     DiffTool},
    {"import_design",
     "Imports a design from another tool's file (the formats `keyscape import --from` reads, "
     "e.g. nosql-workbench, aws-mcp): the model and the importer's notes.",
     "{\"type\":\"object\",\"properties\":{\"from\":{\"type\":\"string\"},\"document\":{"
     "\"description\":\"The document inline\"},\"path\":{\"type\":\"string\",\"description\":"
     "\"Or the file holding it\"}},\"required\":[\"from\"]}",
     ImportTool},
};

#undef KS_DESIGN_ARG

const Tool* FindTool(const std::string& name) {
  for (const Tool& t : kTools)
    if (name == t.name) return &t;
  return nullptr;
}

}  // namespace

Json ToolList() {
  Json tools = Json::Array();
  for (const Tool& t : kTools) {
    Json tool = Json::Object();
    tool.Add("name", Json::String(t.name));
    tool.Add("description", Json::String(t.description));
    tool.Add("inputSchema", *Json::Parse(t.schema));
    tools.Push(std::move(tool));
  }
  return tools;
}

bool HasTool(const std::string& name) { return FindTool(name) != nullptr; }

ToolAnswer CallTool(const std::string& name, const Json& arguments) {
  const Tool* tool = FindTool(name);
  if (tool == nullptr) return {false, "unknown tool: " + name};
  if (!arguments.is_object()) return {false, "/: the arguments must be an object"};
  Engine engine;
  Result<std::string> r = tool->run(engine, arguments);
  if (!r.ok()) return {false, r.status().message()};
  return {true, std::move(*r)};
}

}  // namespace keyscape::mcp
