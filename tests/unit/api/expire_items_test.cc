// keyscape:ExpireItems: TTL expiry on request, by DynamoDB's rules (a Number TTL attribute
// of epoch seconds less than now; more than five years in the past, or not a Number, is
// ignored), removing the items from the table and its indexes.
#include <string>

#include "test_support.h"

namespace keyscape {
namespace {

using base::Json;
using testing::ArrOf;
using testing::CallFail;
using testing::CallOk;
using testing::IntOf;

constexpr double kNow = 1800000000;  // 2027-01-15

void MakeTable(Engine& engine) {
  CallOk(engine, "CreateTable", R"({"TableName":"Sessions","BillingMode":"PAY_PER_REQUEST",
    "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},
                            {"AttributeName":"user","AttributeType":"S"}],
    "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}],
    "GlobalSecondaryIndexes":[{"IndexName":"byUser",
      "KeySchema":[{"AttributeName":"user","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]})");
  auto put = [&](const std::string& pk, const std::string& ttl) {
    CallOk(engine, "PutItem",
           R"({"TableName":"Sessions","Item":{"pk":{"S":")" + pk + R"("},"user":{"S":"u"})" +
               (ttl.empty() ? "" : ",\"expires\":" + ttl) + "}}");
  };
  put("past", R"({"N":"1799999990"})");
  put("future", R"({"N":"1800000010"})");
  put("six-years-ago", R"({"N":"1610000000"})");
  put("text-ttl", R"({"S":"1799999990"})");
  put("no-ttl", "");
}

int64_t CountOf(Engine& engine, const char* request) {
  return IntOf(CallOk(engine, "Scan", request), "Count");
}

TEST_CASE("ExpireItems does nothing while TTL is disabled") {
  Engine engine;
  MakeTable(engine);
  Json r = CallOk(engine, "keyscape:ExpireItems", R"({"Now":1800000000})");
  CHECK(r.Find("Expired")->members().empty());
  CHECK(CountOf(engine, R"({"TableName":"Sessions"})") == 5);
}

TEST_CASE("ExpireItems deletes exactly the items DynamoDB would expire, in the GSI too") {
  Engine engine;
  MakeTable(engine);
  CallOk(engine, "UpdateTimeToLive", R"({"TableName":"Sessions",
    "TimeToLiveSpecification":{"Enabled":true,"AttributeName":"expires"}})");
  Json r = CallOk(engine, "keyscape:ExpireItems", R"({"TableName":"Sessions","Now":1800000000})");
  CHECK(IntOf(*r.Find("Expired"), "Sessions") == 1);
  Json left = CallOk(engine, "Scan", R"({"TableName":"Sessions","ProjectionExpression":"pk"})");
  std::string names;
  for (const Json& item : ArrOf(left, "Items"))
    names += item.Find("pk")->Find("S")->string_value() + ",";
  CHECK(names.find("past,") == std::string::npos);
  CHECK(ArrOf(left, "Items").size() == 4);
  CHECK(CountOf(engine, R"({"TableName":"Sessions","IndexName":"byUser"})") == 4);
  // A second sweep at the same time finds nothing; later, the future item goes too.
  CHECK(IntOf(*CallOk(engine, "keyscape:ExpireItems", R"({"Now":1800000000})").Find("Expired"),
              "Sessions") == 0);
  CHECK(IntOf(*CallOk(engine, "keyscape:ExpireItems", R"({"Now":1800000011})").Find("Expired"),
              "Sessions") == 1);
  CHECK(CountOf(engine, R"({"TableName":"Sessions"})") == 3);
}

TEST_CASE("ExpireItems refuses a Now that is not a number and an unknown table") {
  Engine engine;
  MakeTable(engine);
  CHECK(
      CallFail(engine, "keyscape:ExpireItems", R"({"Now":"soon"})").find("Now must be a number") !=
      std::string::npos);
  CHECK(CallFail(engine, "keyscape:ExpireItems", R"({"TableName":"Nope"})").find("not found") !=
        std::string::npos);
}

}  // namespace
}  // namespace keyscape
