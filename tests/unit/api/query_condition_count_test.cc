// Query's check of the number of key conditions against the index checks (§2.5: the
// "1 or 2" check is step 8, GSI ConsistentRead step 9).
#include <string>

#include "keyscape/engine.h"
#include "test_support.h"

namespace {

void CreateTable(keyscape::Engine& e) {
  auto r = e.Execute("CreateTable", R"J({"TableName":"Orders","BillingMode":"PAY_PER_REQUEST",
    "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},
      {"AttributeName":"sk","AttributeType":"S"},{"AttributeName":"gs","AttributeType":"S"}],
    "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}],
    "GlobalSecondaryIndexes":[{"IndexName":"ByGs","KeySchema":[{"AttributeName":"gs","KeyType":"HASH"},
      {"AttributeName":"sk","KeyType":"RANGE"}],"Projection":{"ProjectionType":"ALL"}}]})J");
  INFO(r.body);
  REQUIRE(r.ok());
}

}  // namespace

TEST_CASE("three key conditions on a GSI with ConsistentRead: the count is reported first") {
  keyscape::Engine e;
  CreateTable(e);
  auto r = e.Execute("Query", R"J({"TableName":"Orders","IndexName":"ByGs","ConsistentRead":true,
    "KeyConditionExpression":"gs = :a AND begins_with(sk, :b) AND x = :c",
    "ExpressionAttributeValues":{":a":{"S":"1"},":b":{"S":"2"},":c":{"S":"3"}}})J");
  CHECK(r.http_status == 400);
  CHECK(r.body.find("Conditions can be of length 1 or 2 only") != std::string::npos);
}

TEST_CASE("two key conditions on a GSI with ConsistentRead: the consistent read is refused") {
  keyscape::Engine e;
  CreateTable(e);
  auto r = e.Execute("Query", R"J({"TableName":"Orders","IndexName":"ByGs","ConsistentRead":true,
    "KeyConditionExpression":"gs = :a AND begins_with(sk, :b)",
    "ExpressionAttributeValues":{":a":{"S":"1"},":b":{"S":"2"}}})J");
  CHECK(r.http_status == 400);
  CHECK(r.body.find("Consistent reads are not supported on global secondary indexes") !=
        std::string::npos);
}
