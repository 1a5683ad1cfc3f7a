// libFuzzer target: base::Json::Parse, the reader under every request, model file and
// import. Parsing never crashes; a value that parses prints (Dump) to text that parses to a
// value printing the same bytes, DumpIndented reads back to the same value, and an object
// read as DynamoDB JSON (value/dynamodb_json.h) that parses prints back to JSON that reads
// again. Any crash, sanitizer report or broken promise is a bug.
// fuzz-max-len: 65536
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "keyscape/base/json.h"
#include "keyscape/value/dynamodb_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace keyscape;
  using fuzz::Require;
  auto doc = base::Json::Parse(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!doc.ok()) {
    Require(!doc.status().message().empty());
    return 0;
  }
  const std::string once = doc->Dump();
  auto again = base::Json::Parse(once);
  Require(again.ok() && again->Dump() == once);
  auto indented = base::Json::Parse(doc->DumpIndented());
  Require(indented.ok() && indented->Dump() == once);
  if (doc->is_object()) {
    auto item = value::ParseAttrMap(*doc);
    if (item.ok()) {
      auto back = value::ParseAttrMap(value::AttrMapToJson(*item));
      Require(back.ok());
    }
  }
  return 0;
}
