// Shared by the aws-mcp importer's files (private to core/src/interop): aws_mcp_patterns.cc and
// aws_mcp_request_pattern.cc are its parts.
#ifndef KEYSCAPE_SRC_INTEROP_IMPORT_AWS_MCP_INTERNAL_H_
#define KEYSCAPE_SRC_INTEROP_IMPORT_AWS_MCP_INTERNAL_H_

#include <string>

#include "keyscape/interop/aws_cli/command.h"
#include "keyscape/interop/import/aws_mcp.h"
#include "keyscape/model/design.h"

namespace keyscape::interop {

// Appends the access pattern `ap` (/access_patterns/i, at `path`) stands for to out->design
// (whose tables are already read), or a note when the model cannot hold it.
base::Status ImportAwsMcpPattern(const base::Json& ap, const std::string& path, ImportResult* out);

// The access pattern a parsed command stands for (no name, description or id yet). nullopt
// with a note in *why when the model cannot express it; errors name `path` (the
// implementation's).
base::Result<std::optional<model::AccessPattern>> PatternOfCommand(const model::Design& d,
                                                                   const AwsCliCommand& cmd,
                                                                   const std::string& path,
                                                                   std::vector<std::string>* notes,
                                                                   std::string* why);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_SRC_INTEROP_IMPORT_AWS_MCP_INTERNAL_H_
