// libFuzzer target: designs from real table data (interop/import/table_data.h,
// dynamodb_items.h). The first byte picks the reader: even, DynamoDbItems (a scan document,
// pages one after the other, an array, JSON lines of DynamoDB's export to S3); odd, CsvItems
// (a CSV file with a header). The rest is the file's text. Promises checked:
// - a reader never crashes; a refusal is a ValidationException that names the line (or says
//   a CSV file has no header row);
// - items it reads go to ImportTableData, which imports them or refuses them with a
//   ValidationException that says why ("/items/N: ..." for a bad item, "the csv document
//   holds no items", "no attribute is in every item ...");
// - what keyscape:Import makes of the same text (the CLI's and the page's way in) is a model
//   keyscape:ValidateModel accepts, or a ValidationException: never "the imported design is
//   not a valid model", which would mean the inference wrote a design it cannot read back.
// Any crash, sanitizer report or broken promise is a bug.
// fuzz-max-len: 16384
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_support.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/engine.h"
#include "keyscape/interop/import/dynamodb_items.h"
#include "keyscape/interop/import/table_data.h"

namespace {

using keyscape::base::ErrorCode;
using keyscape::base::Json;
using keyscape::base::Result;
using keyscape::fuzz::Require;

bool Contains(const std::string& s, std::string_view part) {
  return s.find(part) != std::string::npos;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const bool csv = (data[0] & 1) != 0;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  Result<std::vector<Json>> items =
      csv ? keyscape::interop::CsvItems(text) : keyscape::interop::DynamoDbItems(text);
  if (!items.ok()) {
    Require(items.status().code() == ErrorCode::kValidation);
    const std::string& why = items.status().message();
    Require(Contains(why, "line") || why == "CSV: no header row");
    return 0;
  }
  const std::string source = csv ? "csv" : "dynamodb-json";
  auto imported = keyscape::interop::ImportTableData(*items, Json(), source);
  if (!imported.ok()) {
    Require(imported.status().code() == ErrorCode::kValidation);
    Require(!imported.status().message().empty());
    return 0;
  }
  keyscape::Engine engine;
  std::string request = R"({"from":")" + source + R"(","document":)";
  keyscape::base::AppendJsonString(text, &request);
  request += "}";
  keyscape::fuzz::Answer a = keyscape::fuzz::Execute(engine, "keyscape:Import", request);
  if (!a.ok) {
    const Json* message = a.body.Find("message");
    if (!message) message = a.body.Find("Message");  // SerializationException spells it so
    Require(message && message->is_string());
    Require(!Contains(message->string_value(), "the imported design is not a valid model"));
    return 0;
  }
  const Json* model = a.body.Find("model");
  Require(model != nullptr);
  Require(keyscape::fuzz::Execute(engine, "keyscape:ValidateModel",
                                  keyscape::fuzz::Wrap("model", model->Dump()))
              .ok);
  return 0;
}
