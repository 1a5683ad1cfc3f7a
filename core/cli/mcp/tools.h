// The tools of `keyscape mcp` (mcp.h): each builds one engine request from its arguments,
// the request the matching CLI command sends, and answers with the operation's response.
//   validate_design      keyscape:ValidateModel     {design}
//   run_access_patterns  keyscape:RunAccessPatterns {design}
//   lint_design          keyscape:Lint              {design}
//   price_design         keyscape:Cost              {design, prices?}
//   export_design        keyscape:Export            {design, format}
//   explain_order        keyscape:ExplainOrder      {values}
//   render_key_template  keyscape:Template          {template, values? | key?, action?}
//   describe_partitions  keyscape:LoadDesign, then keyscape:DescribePartitions
//                                                   {design, table, partitionCount?}
//   diff_designs         keyscape:DiffDesigns       {old, new}
//   import_design        keyscape:Import            {from, document? | path?}
// A design (design, old, new, prices) is an inline JSON object, or a string: JSON text or the
// path of a file holding it.
#ifndef KEYSCAPE_CLI_MCP_TOOLS_H_
#define KEYSCAPE_CLI_MCP_TOOLS_H_

#include <string>

#include "keyscape/base/json.h"

namespace keyscape::mcp {

// tools/list's "tools" array: name, description, inputSchema of each tool.
base::Json ToolList();

// What tools/call answers: the engine's response text, or a message for a tool error.
struct ToolAnswer {
  bool ok = false;
  std::string text;  // ok: the response body (a JSON object); else the message
};

// Runs tool `name` on `arguments` in a fresh engine. An unknown tool or a bad argument is a
// tool error whose message names the argument's JSON path ("/design", "/values/2").
ToolAnswer CallTool(const std::string& name, const base::Json& arguments);

// True when `name` is one of the tools.
bool HasTool(const std::string& name);

}  // namespace keyscape::mcp

#endif  // KEYSCAPE_CLI_MCP_TOOLS_H_
