// keyscape:SimulateLoad's WriteSharding.Verdict against tests/vectors/sharding_verdicts.json:
// for each scenario, the verdict (tone, title, reasons, byte for byte) that
// web/src/partitions/sharding.ts compareSharding computed before the rule moved into the
// engine. The Node build runs the same file (tests/js/sharding_verdict.test.mjs).
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape;
using keyscape::base::Json;

TEST_CASE("SimulateLoad's sharding verdict: every scenario of sharding_verdicts.json") {
  const Json doc = testing::ReadJsonFile("tests/vectors/sharding_verdicts.json");
  const auto& cases = testing::ArrOf(doc, "cases");
  REQUIRE(cases.size() >= 6);
  for (const Json& c : cases) {
    INFO(testing::StrOf(c, "name"));
    Engine e;
    for (const Json& step : testing::ArrOf(c, "steps"))
      testing::CallOk(e, testing::StrOf(step, "op"), step.Find("request")->Dump());
    const Json r = testing::CallOk(e, "keyscape:SimulateLoad", c.Find("simulate")->Dump());
    const Json* sharding = r.Find("WriteSharding");
    REQUIRE(sharding != nullptr);
    const Json* verdict = sharding->Find("Verdict");
    REQUIRE(verdict != nullptr);
    CHECK(verdict->Dump() == c.Find("verdict")->Dump());
  }
}

TEST_CASE("SimulateLoad's sharding verdict: en-US integers as the page printed them") {
  Engine e;
  Json r = testing::CallOk(
      e, "CreateTable",
      R"({"TableName":"Events","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}]})");
  Json s = testing::CallOk(
      e, "keyscape:SimulateLoad",
      R"({"TableName":"Events","PartitionCount":2,"AccessPatterns":[{"Name":"w","WritesPerSecond":1234567.5,"KeyDistribution":"HOT_KEY","HotKey":{"S":"k"}}],"WriteSharding":{"Key":{"S":"k"},"SuffixCount":2}})");
  const Json& v = *s.Find("WriteSharding")->Find("Verdict");
  CHECK(testing::StrOf(v, "Tone") == "WARN");  // two shards: over the limit, but cooler
  bool grouped = false;
  for (const Json& reason : testing::ArrOf(v, "Reasons"))
    grouped = grouped || reason.string_value().find("1,234,568 WCU/s") != std::string::npos;
  CHECK(grouped);
}
