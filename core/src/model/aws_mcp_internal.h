// Shared by the aws-mcp importer's files (private to core/src/model).
#ifndef KEYSCAPE_SRC_MODEL_AWS_MCP_INTERNAL_H_
#define KEYSCAPE_SRC_MODEL_AWS_MCP_INTERNAL_H_

#include <string>

#include "keyscape/model/aws_cli_command.h"
#include "keyscape/model/import_aws_mcp.h"

namespace keyscape::model {

// Appends the access pattern `ap` (/access_patterns/i, at `path`) stands for to out->design
// (whose tables are already read), or a note when the model cannot hold it.
base::Status ImportAwsMcpPattern(const base::Json& ap, const std::string& path, ImportResult* out);

// The access pattern a parsed command stands for (no name, description or id yet). nullopt
// with a note in *why when the model cannot express it; errors name `path` (the
// implementation's).
base::Result<std::optional<AccessPattern>> PatternOfCommand(const Design& d,
                                                            const AwsCliCommand& cmd,
                                                            const std::string& path,
                                                            std::vector<std::string>* notes,
                                                            std::string* why);

}  // namespace keyscape::model

#endif  // KEYSCAPE_SRC_MODEL_AWS_MCP_INTERNAL_H_
