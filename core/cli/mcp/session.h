// The Model Context Protocol's JSON-RPC 2.0 messages for `keyscape mcp` (mcp.h), without a
// transport: one message in, at most one message out.
//   initialize      -> {protocolVersion, capabilities: {tools}, serverInfo, instructions}; the
//                      client's protocolVersion when it is one of kProtocolVersions, else the
//                      newest of them
//   ping            -> {}
//   tools/list      -> {tools: tools.h's ToolList()}
//   tools/call      -> {content: [{type: "text", text}], structuredContent?, isError}: the
//                      engine's response as structured content, or a tool error whose text
//                      names the argument's JSON path
//   notifications (no id) -> nothing
// Text that is not JSON is a -32700 parse error, a message that is not a request -32600,
// an unknown method -32601, tools/call without a name -32602. Nothing ends the session.
// initialize is not required before other requests.
#ifndef KEYSCAPE_CLI_MCP_SESSION_H_
#define KEYSCAPE_CLI_MCP_SESSION_H_

#include <optional>
#include <string>
#include <string_view>

namespace keyscape::mcp {

// Newest first.
inline constexpr const char* kProtocolVersions[] = {"2025-11-25", "2025-06-18", "2025-03-26",
                                                    "2024-11-05"};

// The answer to one JSON-RPC message (a line without its newline), or nullopt for a
// notification.
std::optional<std::string> HandleMessage(std::string_view line);

}  // namespace keyscape::mcp

#endif  // KEYSCAPE_CLI_MCP_SESSION_H_
