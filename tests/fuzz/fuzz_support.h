// Helpers shared by the fuzz targets of tests/fuzz/: a broken promise aborts (libFuzzer
// reports it as a crash and keeps the input), and the engine's answers are JSON objects.
#ifndef KEYSCAPE_TESTS_FUZZ_FUZZ_SUPPORT_H_
#define KEYSCAPE_TESTS_FUZZ_FUZZ_SUPPORT_H_

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"

namespace keyscape::fuzz {

inline void Require(bool ok) {
  if (!ok) std::abort();
}

// A long-lived engine (never freed: libFuzzer runs until the process ends) holding the
// table "Fuzz": p (S) HASH, s (N) RANGE, on demand. Each call makes a new one.
inline Engine* EngineWithFuzzTable() {
  auto* e = new Engine();
  e->ExecuteLine(
      R"J({"op":"CreateTable","request":{"TableName":"Fuzz","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"},{"AttributeName":"s","AttributeType":"N"}],"KeySchema":[{"AttributeName":"p","KeyType":"HASH"},{"AttributeName":"s","KeyType":"RANGE"}]}})J");
  return e;
}

struct Answer {
  bool ok = false;  // HTTP status 200
  base::Json body;
};

// Engine::Execute, requiring a body that is a JSON object.
inline Answer Execute(Engine& engine, std::string_view op, std::string_view request) {
  Response r = engine.Execute(op, request);
  auto parsed = base::Json::Parse(r.body);
  Require(parsed.ok() && parsed->is_object());
  return Answer{r.http_status == 200, std::move(*parsed)};
}

// A request {"<member>": <value>} (value: JSON text or an already parsed value).
inline std::string Wrap(std::string_view member, std::string_view json_text) {
  std::string out = "{";
  base::AppendJsonString(member, &out);
  out += ":";
  out += json_text;
  return out + "}";
}

// One importer's input (`from`: "aws-mcp", "nosql-workbench"): text that is JSON goes to
// `import` (the importer function); a refusal is a ValidationException naming a JSON path,
// and what keyscape:Import makes of it is a model that validates.
template <typename Importer>
int CheckImport(const uint8_t* data, size_t size, Importer import, std::string_view from) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto doc = base::Json::Parse(text);
  if (!doc.ok()) return 0;
  auto imported = import(*doc);
  if (!imported.ok()) {
    Require(imported.status().code() == base::ErrorCode::kValidation);
    Require(imported.status().message().rfind('/', 0) == 0);
    return 0;
  }
  Engine engine;
  std::string request = R"({"from":")" + std::string(from) + R"(","document":)" + doc->Dump() + "}";
  Answer a = Execute(engine, "keyscape:Import", request);
  if (!a.ok) return 0;
  const base::Json* model = a.body.Find("model");
  Require(model != nullptr);
  Require(Execute(engine, "keyscape:ValidateModel", Wrap("model", model->Dump())).ok);
  return 0;
}

}  // namespace keyscape::fuzz

#endif  // KEYSCAPE_TESTS_FUZZ_FUZZ_SUPPORT_H_
