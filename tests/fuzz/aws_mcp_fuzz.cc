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
#include "keyscape/model/import_aws_mcp.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace keyscape;
  using fuzz::Require;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto doc = base::Json::Parse(text);
  if (!doc.ok()) return 0;
  auto imported = model::ImportAwsMcp(*doc);
  if (!imported.ok()) {
    Require(imported.status().code() == base::ErrorCode::kValidation);
    Require(imported.status().message().rfind('/', 0) == 0);
    return 0;
  }
  Engine engine;
  fuzz::Answer a = fuzz::Execute(engine, "keyscape:Import",
                                 R"({"from":"aws-mcp","document":)" + doc->Dump() + "}");
  if (!a.ok) return 0;
  const base::Json* model = a.body.Find("model");
  Require(model != nullptr);
  Require(fuzz::Execute(engine, "keyscape:ValidateModel", fuzz::Wrap("model", model->Dump())).ok);
  return 0;
}
