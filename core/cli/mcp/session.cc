#include "session.h"

#include <utility>

#include "keyscape/base/json.h"
#include "tools.h"

namespace keyscape::mcp {
namespace {

using base::Json;

constexpr const char* kInstructions =
    "keyscape models DynamoDB tables with DynamoDB's exact rules. Prove a design before it is "
    "deployed: validate_design, lint_design, run_access_patterns (give each pattern an `expect` "
    "and check that it holds), price_design, then export_design. A design is the model file "
    "of docs/model.schema.json, inline or as a file path.";

std::string Reply(const Json& id, const char* member, Json value) {
  Json out = Json::Object();
  out.Add("jsonrpc", Json::String("2.0"));
  out.Add("id", id);
  out.Add(member, std::move(value));
  return out.Dump();
}

std::string Error(const Json& id, int code, std::string message) {
  Json error = Json::Object();
  error.Add("code", Json::Int(code));
  error.Add("message", Json::String(std::move(message)));
  return Reply(id, "error", std::move(error));
}

Json Initialize(const Json* params) {
  const char* version = kProtocolVersions[0];
  const Json* asked = params ? params->Find("protocolVersion") : nullptr;
  for (const char* v : kProtocolVersions)
    if (asked && asked->is_string() && asked->string_value() == v) version = v;
  Json tools = Json::Object();
  tools.Add("listChanged", Json::Bool(false));
  Json capabilities = Json::Object();
  capabilities.Add("tools", std::move(tools));
  Json info = Json::Object();
  info.Add("name", Json::String("keyscape"));
  info.Add("version", Json::String("0.1.0"));
  Json out = Json::Object();
  out.Add("protocolVersion", Json::String(version));
  out.Add("capabilities", std::move(capabilities));
  out.Add("serverInfo", std::move(info));
  out.Add("instructions", Json::String(kInstructions));
  return out;
}

Json CallResult(ToolAnswer answer) {
  Json text = Json::Object();
  text.Add("type", Json::String("text"));
  text.Add("text", Json::String(answer.text));
  Json content = Json::Array();
  content.Push(std::move(text));
  Json out = Json::Object();
  out.Add("content", std::move(content));
  // The engine's body verbatim: its numbers keep every digit.
  if (answer.ok) out.Add("structuredContent", Json::Verbatim(std::move(answer.text)));
  out.Add("isError", Json::Bool(!answer.ok));
  return out;
}

std::string Dispatch(const Json& id, const std::string& method, const Json* params) {
  if (method == "initialize") return Reply(id, "result", Initialize(params));
  if (method == "ping") return Reply(id, "result", Json::Object());
  if (method == "tools/list") {
    Json out = Json::Object();
    out.Add("tools", ToolList());
    return Reply(id, "result", std::move(out));
  }
  if (method == "tools/call") {
    const Json* name = params && params->is_object() ? params->Find("name") : nullptr;
    if (name == nullptr || !name->is_string())
      return Error(id, -32602, "tools/call: params.name must be a tool's name");
    if (!HasTool(name->string_value()))
      return Error(id, -32602, "tools/call: unknown tool: " + name->string_value());
    const Json* args = params->Find("arguments");
    return Reply(id, "result",
                 CallResult(CallTool(name->string_value(), args ? *args : Json::Object())));
  }
  return Error(id, -32601, "method not found: " + method);
}

}  // namespace

std::optional<std::string> HandleMessage(std::string_view line) {
  base::Result<Json> parsed = Json::Parse(line);
  if (!parsed.ok()) return Error(Json::Null(), -32700, "parse error: " + parsed.status().message());
  const Json& msg = *parsed;
  const Json* id = msg.is_object() ? msg.Find("id") : nullptr;
  const Json* method = msg.is_object() ? msg.Find("method") : nullptr;
  const Json* version = msg.is_object() ? msg.Find("jsonrpc") : nullptr;
  bool id_ok = id && (id->is_string() || id->is_number());
  if (method == nullptr && id_ok && (msg.Find("result") || msg.Find("error")))
    return std::nullopt;  // a response to us: none expected
  if (!version || !version->is_string() || version->string_value() != "2.0" || !method ||
      !method->is_string() || (id && !id_ok))
    return Error(id_ok ? *id : Json::Null(), -32600, "invalid request: not a JSON-RPC 2.0 request");
  if (id == nullptr) return std::nullopt;  // a notification
  const Json* params = msg.Find("params");
  return Dispatch(*id, method->string_value(), params);
}

}  // namespace keyscape::mcp
