// libFuzzer target: one `aws dynamodb` command line (model/aws_cli_command.h). Reading never
// crashes; a command that reads is written back and must read to the same operation and
// request (the writer's round trip), so anything the aws-mcp import accepts the exports can
// print. Any crash, sanitizer report or difference is a bug.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "keyscape/interop/aws_cli/command.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto cmd = keyscape::interop::ParseAwsCliCommand(text);
  if (!cmd.ok()) return 0;
  auto line = keyscape::interop::WriteAwsCliCommand(cmd->operation, cmd->request);
  if (!line.ok()) std::abort();
  auto again = keyscape::interop::ParseAwsCliCommand(*line);
  if (!again.ok() || again->operation != cmd->operation ||
      again->request.Dump() != cmd->request.Dump())
    std::abort();
  return 0;
}
