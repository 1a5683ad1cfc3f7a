// libFuzzer target: the NoSQL Workbench importer (model/import_workbench.h) on any JSON
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
#include "keyscape/interop/import/workbench.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  return keyscape::fuzz::CheckImport(
      data, size,
      [](const keyscape::base::Json& doc) { return keyscape::interop::ImportWorkbench(doc); },
      "nosql-workbench");
}
