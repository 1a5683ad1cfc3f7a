// libFuzzer target: the aws-mcp importer (model/import_aws_mcp.h, with the
// `aws dynamodb` command-line parser it reads each implementation with) on any JSON
// text. Its errors are ValidationExceptions naming a JSON path; a document it imports goes
// through keyscape:Import as the page sends it, and a design that operation answers is a
// model keyscape:ValidateModel accepts. Any crash, sanitizer report or broken promise is a
// bug.
// fuzz-max-len: 65536
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/interop/import/aws_mcp.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return keyscape::fuzz::CheckImport(
      data, size,
      [](const keyscape::base::Json& doc) { return keyscape::interop::ImportAwsMcp(doc); },
      "aws-mcp");
}
