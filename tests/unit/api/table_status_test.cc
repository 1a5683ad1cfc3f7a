// Table and index status as clients observe it: CreateTable answers CREATING, UpdateTable
// UPDATING (a created GSI CREATING and not backfilling, a deleted one DELETING), DeleteTable
// DELETING, as DynamoDB does; keyscape applies each change at once, so the next
// DescribeTable says ACTIVE.
#include <string>

#include "test_support.h"

namespace keyscape {
namespace {

using base::Json;
using testing::ArrOf;
using testing::CallOk;
using testing::StrOf;

const char kCreate[] = R"({"TableName":"Status","BillingMode":"PAY_PER_REQUEST",
  "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},
                          {"AttributeName":"g","AttributeType":"S"}],
  "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}],
  "GlobalSecondaryIndexes":[{"IndexName":"byG","KeySchema":[{"AttributeName":"g","KeyType":"HASH"}],
                             "Projection":{"ProjectionType":"ALL"}}]})";

const Json& GsiNamed(const Json& description, const std::string& name) {
  for (const Json& e : ArrOf(description, "GlobalSecondaryIndexes"))
    if (StrOf(e, "IndexName") == name) return e;
  FAIL("no GSI " << name);
  static const Json kNone;
  return kNone;
}

TEST_CASE("CreateTable answers CREATING for the table and its GSIs; DescribeTable ACTIVE") {
  Engine engine;
  Json created = CallOk(engine, "CreateTable", kCreate);
  const Json& d = *created.Find("TableDescription");
  CHECK(StrOf(d, "TableStatus") == "CREATING");
  CHECK(StrOf(GsiNamed(d, "byG"), "IndexStatus") == "CREATING");
  Json described = CallOk(engine, "DescribeTable", R"({"TableName":"Status"})");
  CHECK(StrOf(*described.Find("Table"), "TableStatus") == "ACTIVE");
  CHECK(StrOf(GsiNamed(*described.Find("Table"), "byG"), "IndexStatus") == "ACTIVE");
}

TEST_CASE("UpdateTable answers UPDATING, a new GSI CREATING, a deleted GSI DELETING") {
  Engine engine;
  CallOk(engine, "CreateTable", kCreate);
  Json added = CallOk(engine, "UpdateTable", R"({"TableName":"Status",
    "AttributeDefinitions":[{"AttributeName":"h","AttributeType":"S"}],
    "GlobalSecondaryIndexUpdates":[{"Create":{"IndexName":"byH",
      "KeySchema":[{"AttributeName":"h","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]})");
  const Json& a = *added.Find("TableDescription");
  CHECK(StrOf(a, "TableStatus") == "UPDATING");
  const Json& by_h = GsiNamed(a, "byH");
  CHECK(StrOf(by_h, "IndexStatus") == "CREATING");
  REQUIRE(by_h.Find("Backfilling") != nullptr);
  CHECK(by_h.Find("Backfilling")->bool_value() == false);
  CHECK(StrOf(GsiNamed(a, "byG"), "IndexStatus") == "ACTIVE");

  Json removed = CallOk(engine, "UpdateTable", R"({"TableName":"Status",
    "GlobalSecondaryIndexUpdates":[{"Delete":{"IndexName":"byG"}}]})");
  const Json& r = *removed.Find("TableDescription");
  CHECK(StrOf(GsiNamed(r, "byG"), "IndexStatus") == "DELETING");

  Json described = CallOk(engine, "DescribeTable", R"({"TableName":"Status"})");
  const Json& t = *described.Find("Table");
  CHECK(StrOf(t, "TableStatus") == "ACTIVE");
  REQUIRE(ArrOf(t, "GlobalSecondaryIndexes").size() == 1);
  CHECK(StrOf(GsiNamed(t, "byH"), "IndexStatus") == "ACTIVE");
}

TEST_CASE("DeleteTable answers DELETING") {
  Engine engine;
  CallOk(engine, "CreateTable", kCreate);
  Json deleted = CallOk(engine, "DeleteTable", R"({"TableName":"Status"})");
  CHECK(StrOf(*deleted.Find("TableDescription"), "TableStatus") == "DELETING");
}

}  // namespace
}  // namespace keyscape
