// `keyscape mcp`: the Model Context Protocol over stdio (newline-delimited JSON-RPC 2.0 on
// stdin, one answer line per request on stdout, nothing else on stdout), with the tools of
// tools.h. session.h has the messages. Runs until stdin ends; bad input never ends it.
// The npm package's `keyscape-mcp` runs this same code through wasm.
#ifndef KEYSCAPE_CLI_MCP_MCP_H_
#define KEYSCAPE_CLI_MCP_MCP_H_

namespace keyscape {

// argv[0] is "mcp". Returns the exit code (0 at the end of stdin, 2 for an unknown option).
int RunMcp(int argc, char** argv);

}  // namespace keyscape

#endif  // KEYSCAPE_CLI_MCP_MCP_H_
