// The sdk-js export: every access pattern as one exported async function that sends the
// exact request keyscape compiles it to (PatternOutcome.compiled) with the AWS SDK for
// JavaScript v3 (@aws-sdk/client-dynamodb), plus a client factory taking an endpoint.
// Binary values become Uint8Array (what the SDK takes); everything else is the request's
// JSON as a TypeScript object literal.
#include <set>
#include <string>
#include <vector>

#include "interop/export/export_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/compile_pattern.h"
#include "keyscape/model/design.h"

namespace keyscape::interop {

using base::Json;
using base::Result;
using model::AccessPattern;
using model::CompiledPattern;
using model::Design;

namespace {

// Text safe inside a /** ... */ comment.
std::string CommentText(std::string s) {
  for (size_t at = s.find("*/"); at != std::string::npos; at = s.find("*/", at))
    s.replace(at, 2, "* /");
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  return s;
}

bool HasBinary(const Json& j) {
  if (j.is_object()) {
    for (const Json::Member& m : j.members())
      if (((m.first == "B" && m.second.is_string()) || (m.first == "BS" && m.second.is_array())) ||
          HasBinary(m.second))
        return true;
  } else if (j.is_array()) {
    for (const Json& e : j.array())
      if (HasBinary(e)) return true;
  }
  return false;
}

constexpr char kBytes[] = R"ts(
// A binary attribute value (base64 in keyscape's JSON) as the SDK takes it.
function ksBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
)ts";

constexpr char kClient[] = R"ts(
/**
 * A DynamoDB client. With an endpoint (keyscape serve, DynamoDB Local, another compatible
 * endpoint) it signs with the given credentials, or placeholder ones such endpoints accept;
 * without one it is AWS itself with the SDK's default credential chain.
 */
export function makeClient(
  endpoint?: string,
  region = "us-east-1",
  credentials?: { accessKeyId: string; secretAccessKey: string },
): DynamoDBClient {
  if (endpoint === undefined) return new DynamoDBClient({ region, ...(credentials ? { credentials } : {}) });
  return new DynamoDBClient({
    region,
    endpoint,
    credentials: credentials ?? { accessKeyId: "keyscape", secretAccessKey: "keyscape" },
  });
}
)ts";

}  // namespace

Result<std::string> WriteSdkJsExport(const ExportInput& in) {
  const Design& d = in.design;
  std::set<std::string> operations;
  // The module's own top-level names first, so no pattern's function takes one of them.
  std::set<std::string> names = {"makeClient", "ksBytes", "patterns"};
  std::vector<std::string> functions;
  std::string body;
  bool binary = false;
  for (size_t i = 0; i < in.patterns.size(); ++i) {
    const AccessPattern& p = d.patterns[i];
    const CompiledPattern& c = in.patterns[i].compiled;
    operations.insert(c.operation);
    binary |= HasBinary(c.request);
    std::string fn = CamelCase(p.name);
    for (int n = 2; names.count(fn); ++n) fn = CamelCase(p.name) + std::to_string(n);
    names.insert(fn);
    functions.push_back(fn);
    body += "\n/**\n * " + CommentText(p.name) + ": " + c.operation + " on " + p.table +
            (p.index ? " (index " + *p.index + ")" : "") + ".\n";
    if (p.description) body += " * " + CommentText(*p.description) + "\n";
    body += " */\nexport async function " + fn + "(client: DynamoDBClient): Promise<" +
            c.operation + "CommandOutput> {\n  return client.send(\n    new " + c.operation +
            "Command(" + TsLiteral(c.request, 4) + "),\n  );\n}\n";
  }
  std::string values = "DynamoDBClient", types;
  for (const std::string& op : operations) {
    values += ", " + op + "Command";
    types += std::string(types.empty() ? "" : ", ") + op + "CommandOutput";
  }
  std::string out = "// The access patterns of the keyscape design " + Quote(d.name) +
                    " as AWS SDK for JavaScript v3 calls (keyscape export --format sdk-js):\n"
                    "// each sends exactly the request keyscape compiles the pattern to.\n"
                    "import { " +
                    values + " } from \"@aws-sdk/client-dynamodb\";\n";
  if (!types.empty()) out += "import type { " + types + " } from \"@aws-sdk/client-dynamodb\";\n";
  out += kClient;
  if (binary) out += kBytes;
  out += body +
         "\n/** Every pattern's function, by the pattern's name. */\nexport const patterns = {\n";
  for (size_t i = 0; i < functions.size(); ++i)
    out += "  " + Quote(d.patterns[i].name) + ": " + functions[i] + ",\n";
  return out + "};\n";
}

}  // namespace keyscape::interop
