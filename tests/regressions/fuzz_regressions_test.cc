// Inputs the fuzz targets of tests/fuzz/ found, each kept as a test (it runs natively, as
// wasm and under the sanitizers, where the original report shows again if the bug returns).
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

namespace keyscape {
namespace {

using base::Json;
using testing::MustParse;
using testing::ReadFile;
using testing::SourcePath;

// share_fuzz: an access pattern whose expect.keys is [] while the pattern returns items
// read keys.back() of the empty list (UBSan: offset applied to a null pointer).
TEST_CASE("fuzz regression: expect.keys [] on a pattern that returns items") {
  Json model = MustParse(ReadFile(SourcePath("docs/examples/lexicographic-trap.json")));
  Json& pattern = model.Find("accessPatterns")->array()[0];
  Json expect = Json::Object();
  expect.Add("keys", Json::Array());
  *pattern.Find("expect") = std::move(expect);
  Json req = Json::Object();
  req.Add("model", std::move(model));
  Engine engine;
  Response r = engine.Execute("keyscape:RunAccessPatterns", req.Dump());
  INFO(r.body.substr(0, 600));
  REQUIRE(r.ok());
  const Json body = MustParse(r.body);
  const Json& first = body.Find("patterns")->array()[0];
  const Json* verdict = first.Find("expect");
  REQUIRE(verdict != nullptr);
  CHECK(verdict->Find("holds")->bool_value() == false);
}

}  // namespace
}  // namespace keyscape
