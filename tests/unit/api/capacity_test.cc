// Write capacity counts index writes for every write operation: one write per index entry
// written, two when an index key changes (the old entry removed, the new one written).
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape;
using namespace keyscape::testing;

namespace {

const char kTable[] =
    R"({"TableName":"Shop","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"status","AttributeType":"S"}],)"
    R"("KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}],"GlobalSecondaryIndexes":[{"IndexName":"ByStatus","KeySchema":[{"AttributeName":"status","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]})";

std::string Consumed(Engine& e, const std::string& op, const std::string& request) {
  const std::string body = Exec(e, op, request);
  const size_t at = body.find("\"ConsumedCapacity\":");
  REQUIRE(at != std::string::npos);
  return body.substr(at);
}

}  // namespace

TEST_CASE("capacity: UpdateItem, BatchWriteItem and TransactWriteItems count their index writes",
          "[capacity]") {
  Engine e;
  Exec(e, "CreateTable", kTable);
  CHECK(
      Consumed(
          e, "PutItem",
          R"({"TableName":"Shop","Item":{"PK":{"S":"a"},"status":{"S":"OPEN"}},"ReturnConsumedCapacity":"INDEXES"})") ==
      R"("ConsumedCapacity":{"TableName":"Shop","CapacityUnits":2,"Table":{"CapacityUnits":1},"GlobalSecondaryIndexes":{"ByStatus":{"CapacityUnits":1}}}})");
  // The status changes: the ByStatus entry moves (removed + written).
  CHECK(
      Consumed(
          e, "UpdateItem",
          R"({"TableName":"Shop","Key":{"PK":{"S":"a"}},"UpdateExpression":"SET #s = :s","ExpressionAttributeNames":{"#s":"status"},"ExpressionAttributeValues":{":s":{"S":"SHIPPED"}},"ReturnConsumedCapacity":"INDEXES"})") ==
      R"("ConsumedCapacity":{"TableName":"Shop","CapacityUnits":3,"Table":{"CapacityUnits":1},"GlobalSecondaryIndexes":{"ByStatus":{"CapacityUnits":2}}}})");
  // An attribute outside every index key and projection: the table alone.
  CHECK(
      Consumed(
          e, "UpdateItem",
          R"({"TableName":"Shop","Key":{"PK":{"S":"a"}},"UpdateExpression":"SET n = :n","ExpressionAttributeValues":{":n":{"N":"1"}},"ReturnConsumedCapacity":"INDEXES"})") ==
      R"("ConsumedCapacity":{"TableName":"Shop","CapacityUnits":1,"Table":{"CapacityUnits":1}}})");
  CHECK(
      Consumed(
          e, "BatchWriteItem",
          R"({"RequestItems":{"Shop":[{"PutRequest":{"Item":{"PK":{"S":"b"},"status":{"S":"OPEN"}}}},{"DeleteRequest":{"Key":{"PK":{"S":"a"}}}},{"DeleteRequest":{"Key":{"PK":{"S":"none"}}}}]},"ReturnConsumedCapacity":"INDEXES"})") ==
      R"("ConsumedCapacity":[{"TableName":"Shop","CapacityUnits":5,"Table":{"CapacityUnits":3},"GlobalSecondaryIndexes":{"ByStatus":{"CapacityUnits":2}}}]})");
  // A transaction writes twice what a single write does, on the table and on the index.
  CHECK(
      Consumed(
          e, "TransactWriteItems",
          R"({"TransactItems":[{"Put":{"TableName":"Shop","Item":{"PK":{"S":"c"},"status":{"S":"OPEN"}}}}],"ReturnConsumedCapacity":"INDEXES"})") ==
      R"("ConsumedCapacity":[{"TableName":"Shop","CapacityUnits":4,"Table":{"CapacityUnits":2},"GlobalSecondaryIndexes":{"ByStatus":{"CapacityUnits":2}},"WriteCapacityUnits":4}]})");
}
