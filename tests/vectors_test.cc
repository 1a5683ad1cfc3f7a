// Runs every golden vector file (tests/vectors/exec_*.json): each case on a fresh engine
// with the clock fixed at 0; each step's response must equal the step's `expect`
// byte for byte. The same files are run by the JS test of the Node build.
#include <catch2/catch.hpp>

#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape::base;

using namespace keyscape;
using namespace keyscape::testing;

static void RunVectorFile(const std::string& name) {
  Json doc = MustParse(ReadFile(SourcePath("tests/vectors/" + name)));
  const Json* cases = doc.Find("cases");
  REQUIRE(cases);
  REQUIRE(cases->size() > 0);
  for (const Json& c : cases->array()) {
    Engine engine;
    engine.database().SetFixedClock(0);
    const std::string case_name = c.Find("name")->string_value();
    int step_no = 0;
    for (const Json& step : c.Find("steps")->array()) {
      ++step_no;
      Response r;
      if (const Json* line = step.Find("line")) {
        r = engine.ExecuteLine(line->string_value());
      } else {
        r = engine.Execute(step.Find("op")->string_value(), step.Find("request")->Dump());
      }
      INFO(name << " / " << case_name << " / step " << step_no);
      if (const Json* expect = step.Find("expect")) {
        CHECK(r.body == expect->Dump());
      } else {
        CHECK(r.body.find("\"__type\"") == std::string::npos);
      }
    }
  }
}

TEST_CASE("vectors: ordering of S, N and B keys", "[vectors]") {
  RunVectorFile("exec_ordering.json");
}
TEST_CASE("vectors: bad input gets DynamoDB's errors and the stream goes on", "[vectors]") {
  RunVectorFile("exec_errors.json");
}
TEST_CASE("vectors: secondary indexes, Select, start keys and capacity", "[vectors]") {
  RunVectorFile("exec_indexes.json");
}
TEST_CASE("vectors: every documented Query message, byte for byte", "[vectors]") {
  RunVectorFile("exec_messages.json");
}
