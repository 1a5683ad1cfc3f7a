// DynamoDB Streams: the record log (table/stream_log.h) and the operations over it, through
// every write path of the engine.
#include "keyscape/table/stream_log.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "keyscape/engine.h"
#include "keyscape/table/database.h"
#include "keyscape/value/item_size.h"
#include "test_support.h"

using keyscape::Engine;
using keyscape::base::Json;
using keyscape::table::StreamLog;
using keyscape::testing::ArrOf;
using keyscape::testing::CallFail;
using keyscape::testing::CallOk;
using keyscape::testing::ItemOf;
using keyscape::testing::MustParse;
using keyscape::testing::StrOf;

namespace {

std::string CreateRequest(const std::string& view) {
  std::string spec =
      view.empty()
          ? ""
          : R"(,"StreamSpecification":{"StreamEnabled":true,"StreamViewType":")" + view + "\"}";
  return R"({"TableName":"Orders","BillingMode":"PAY_PER_REQUEST",
    "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},{"AttributeName":"sk","AttributeType":"N"}],
    "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}])" +
         spec + "}";
}

// Table Orders (pk S, sk N) streaming `view` ("": no stream); returns the stream ARN.
std::string MakeTable(Engine& e, const std::string& view) {
  e.database().SetFixedClock(1700000000.5);
  Json r = CallOk(e, "CreateTable", CreateRequest(view));
  if (view.empty()) {
    CHECK(r.Find("TableDescription")->Find("LatestStreamArn") == nullptr);
    return "";
  }
  return StrOf(*r.Find("TableDescription"), "LatestStreamArn");
}

std::string Iterator(Engine& e, const std::string& arn, const std::string& type,
                     const std::string& seq = "") {
  Json d = CallOk(e, "DescribeStream", R"({"StreamArn":")" + arn + "\"}");
  std::string shard = StrOf(ArrOf(*d.Find("StreamDescription"), "Shards")[0], "ShardId");
  std::string req = R"({"StreamArn":")" + arn + R"(","ShardId":")" + shard +
                    R"(","ShardIteratorType":")" + type + "\"" +
                    (seq.empty() ? "" : R"(,"SequenceNumber":")" + seq + "\"") + "}";
  return StrOf(CallOk(e, "GetShardIterator", req), "ShardIterator");
}

std::vector<Json> Records(Engine& e, const std::string& it, int limit = 1000) {
  Json r = CallOk(e, "GetRecords",
                  R"({"ShardIterator":")" + it + R"(","Limit":)" + std::to_string(limit) + "}");
  return ArrOf(r, "Records");
}

std::vector<Json> AllRecords(Engine& e, const std::string& arn) {
  return Records(e, Iterator(e, arn, "TRIM_HORIZON"));
}

std::string Events(const std::vector<Json>& records) {
  std::string out;
  for (const Json& r : records) out += (out.empty() ? "" : ",") + StrOf(r, "eventName");
  return out;
}

const char kPut1[] =
    R"({"TableName":"Orders","Item":{"pk":{"S":"a"},"sk":{"N":"1"},"v":{"S":"x"}}})";
const char kKey1[] = R"("Key":{"pk":{"S":"a"},"sk":{"N":"1"}})";

}  // namespace

TEST_CASE("streams: PutItem, UpdateItem and DeleteItem record INSERT, MODIFY, REMOVE in order",
          "[streams]") {
  Engine e;
  std::string arn = MakeTable(e, "NEW_AND_OLD_IMAGES");
  CallOk(e, "PutItem", kPut1);
  CallOk(e, "UpdateItem",
         std::string(R"({"TableName":"Orders",)") + kKey1 +
             R"(,"UpdateExpression":"SET v = :v","ExpressionAttributeValues":{":v":{"S":"y"}}})");
  CallOk(e, "DeleteItem", std::string(R"({"TableName":"Orders",)") + kKey1 + "}");
  std::vector<Json> rs = AllRecords(e, arn);
  REQUIRE(Events(rs) == "INSERT,MODIFY,REMOVE");
  std::string prev;
  for (const Json& r : rs) {
    const Json& d = *r.Find("dynamodb");
    std::string seq = StrOf(d, "SequenceNumber");
    CHECK(seq.size() == 21);
    CHECK(seq > prev);  // increasing as text, as DynamoDB's clients compare them
    prev = seq;
    CHECK(StrOf(r, "eventSource") == "aws:dynamodb");
    CHECK(StrOf(r, "eventVersion") == "1.1");
    CHECK(StrOf(r, "awsRegion") == "local");
    CHECK(StrOf(d, "StreamViewType") == "NEW_AND_OLD_IMAGES");
    CHECK(d.Find("Keys")->Dump() == R"({"pk":{"S":"a"},"sk":{"N":"1"}})");
    CHECK(d.Find("ApproximateCreationDateTime")->number_value() == 1700000000);
  }
  const Json& modify = *rs[1].Find("dynamodb");
  CHECK(modify.Find("OldImage")->Dump() == R"({"pk":{"S":"a"},"sk":{"N":"1"},"v":{"S":"x"}})");
  CHECK(modify.Find("NewImage")->Dump() == R"({"pk":{"S":"a"},"sk":{"N":"1"},"v":{"S":"y"}})");
  CHECK(rs[0].Find("dynamodb")->Find("OldImage") == nullptr);
  CHECK(rs[2].Find("dynamodb")->Find("NewImage") == nullptr);
  // SizeBytes: DynamoDB item sizes of the keys and both images.
  using keyscape::value::ItemSize;
  int64_t keys = ItemSize(ItemOf(R"({"pk":{"S":"a"},"sk":{"N":"1"}})"));
  int64_t image = ItemSize(ItemOf(R"({"pk":{"S":"a"},"sk":{"N":"1"},"v":{"S":"x"}})"));
  CHECK(modify.Find("SizeBytes")->number_text() == std::to_string(keys + 2 * image));
}

TEST_CASE("streams: each view type keeps its images", "[streams]") {
  struct Row {
    const char* view;
    bool new_image, old_image;
  };
  for (Row row : {Row{"KEYS_ONLY", false, false}, Row{"NEW_IMAGE", true, false},
                  Row{"OLD_IMAGE", false, true}, Row{"NEW_AND_OLD_IMAGES", true, true}}) {
    INFO(row.view);
    Engine e;
    std::string arn = MakeTable(e, row.view);
    CallOk(e, "PutItem", kPut1);
    CallOk(e, "PutItem",
           R"({"TableName":"Orders","Item":{"pk":{"S":"a"},"sk":{"N":"1"},"v":{"S":"z"}}})");
    std::vector<Json> rs = AllRecords(e, arn);
    REQUIRE(Events(rs) == "INSERT,MODIFY");
    const Json& d = *rs[1].Find("dynamodb");
    CHECK((d.Find("NewImage") != nullptr) == row.new_image);
    CHECK((d.Find("OldImage") != nullptr) == row.old_image);
    CHECK(StrOf(d, "StreamViewType") == row.view);
  }
}

TEST_CASE("streams: writes that change nothing make no record", "[streams]") {
  Engine e;
  std::string arn = MakeTable(e, "KEYS_ONLY");
  CallOk(e, "DeleteItem", std::string(R"({"TableName":"Orders",)") + kKey1 + "}");  // missing
  CallOk(e, "PutItem", kPut1);
  CallOk(e, "PutItem", kPut1);  // the same item again
  CallOk(e, "UpdateItem",
         std::string(R"({"TableName":"Orders",)") + kKey1 +
             R"(,"UpdateExpression":"SET v = :v","ExpressionAttributeValues":{":v":{"S":"x"}}})");
  CallFail(e, "PutItem", R"j({"TableName":"Orders","Item":{"pk":{"S":"a"},"sk":{"N":"1"}},
    "ConditionExpression":"attribute_not_exists(pk)"})j");  // refused
  CHECK(Events(AllRecords(e, arn)) == "INSERT");
}

TEST_CASE("streams: BatchWriteItem and TransactWriteItems record every item they write",
          "[streams]") {
  Engine e;
  std::string arn = MakeTable(e, "NEW_IMAGE");
  CallOk(e, "BatchWriteItem", R"({"RequestItems":{"Orders":[
    {"PutRequest":{"Item":{"pk":{"S":"b"},"sk":{"N":"1"}}}},
    {"PutRequest":{"Item":{"pk":{"S":"b"},"sk":{"N":"2"}}}}]}})");
  CallOk(
      e, "BatchWriteItem",
      R"({"RequestItems":{"Orders":[{"DeleteRequest":{"Key":{"pk":{"S":"b"},"sk":{"N":"1"}}}}]}})");
  CallOk(e, "TransactWriteItems", R"({"TransactItems":[
    {"Put":{"TableName":"Orders","Item":{"pk":{"S":"t"},"sk":{"N":"1"}}}},
    {"Update":{"TableName":"Orders","Key":{"pk":{"S":"b"},"sk":{"N":"2"}},"UpdateExpression":"SET w = :w","ExpressionAttributeValues":{":w":{"N":"5"}}}}]})");
  CHECK(Events(AllRecords(e, arn)) == "INSERT,INSERT,REMOVE,INSERT,MODIFY");
}

TEST_CASE("streams: a cancelled or undone transaction leaves no records", "[streams]") {
  Engine e;
  std::string arn = MakeTable(e, "NEW_AND_OLD_IMAGES");
  CallOk(e, "PutItem", kPut1);
  // A condition fails: nothing is applied.
  CallFail(e, "TransactWriteItems", R"j({"TransactItems":[
    {"Put":{"TableName":"Orders","Item":{"pk":{"S":"c"},"sk":{"N":"1"}}}},
    {"ConditionCheck":{"TableName":"Orders","Key":{"pk":{"S":"a"},"sk":{"N":"1"}},
     "ConditionExpression":"attribute_not_exists(pk)"}}]})j");
  // The second action fails while running (ADD to a string): the first is undone.
  CallFail(e, "TransactWriteItems", R"({"TransactItems":[
    {"Put":{"TableName":"Orders","Item":{"pk":{"S":"c"},"sk":{"N":"2"}}}},
    {"Update":{"TableName":"Orders","Key":{"pk":{"S":"a"},"sk":{"N":"1"}},"UpdateExpression":"ADD v :n","ExpressionAttributeValues":{":n":{"N":"1"}}}}]})");
  CallOk(e, "DeleteItem", std::string(R"({"TableName":"Orders",)") + kKey1 + "}");
  std::vector<Json> rs = AllRecords(e, arn);
  REQUIRE(Events(rs) == "INSERT,REMOVE");
  CHECK(StrOf(*rs[1].Find("dynamodb"), "SequenceNumber") ==
        StreamLog::SequenceNumberText(2));  // numbers stay contiguous after the undo
}

TEST_CASE("streams: the legacy write parameters record too", "[streams]") {
  Engine e;
  std::string arn = MakeTable(e, "NEW_IMAGE");
  CallOk(e, "PutItem", R"({"TableName":"Orders","Item":{"pk":{"S":"l"},"sk":{"N":"1"}},
    "Expected":{"pk":{"Exists":false}}})");
  CallOk(e, "UpdateItem", R"({"TableName":"Orders","Key":{"pk":{"S":"l"},"sk":{"N":"1"}},
    "AttributeUpdates":{"n":{"Action":"ADD","Value":{"N":"2"}}}})");
  CallOk(e, "DeleteItem", R"({"TableName":"Orders","Key":{"pk":{"S":"l"},"sk":{"N":"1"}},
    "Expected":{"n":{"Value":{"N":"2"}}}})");
  CHECK(Events(AllRecords(e, arn)) == "INSERT,MODIFY,REMOVE");
}

TEST_CASE("streams: iterator types and paging with NextShardIterator", "[streams]") {
  Engine e;
  std::string arn = MakeTable(e, "KEYS_ONLY");
  std::string latest = Iterator(e, arn, "LATEST");
  for (int i = 1; i <= 5; ++i)
    CallOk(e, "PutItem",
           R"({"TableName":"Orders","Item":{"pk":{"S":"p"},"sk":{"N":")" + std::to_string(i) +
               "\"}}}");
  CHECK(Records(e, latest).size() == 5);  // LATEST taken before the writes sees them all
  CHECK(Records(e, Iterator(e, arn, "LATEST")).empty());
  std::string third = StreamLog::SequenceNumberText(3);
  std::vector<Json> at = Records(e, Iterator(e, arn, "AT_SEQUENCE_NUMBER", third));
  REQUIRE(at.size() == 3);
  CHECK(StrOf(*at[0].Find("dynamodb"), "SequenceNumber") == third);
  CHECK(Records(e, Iterator(e, arn, "AFTER_SEQUENCE_NUMBER", third)).size() == 2);
  // Pages of two, each NextShardIterator going on where the last page ended.
  std::string it = Iterator(e, arn, "TRIM_HORIZON");
  std::vector<std::string> seen;
  for (int page = 0; page < 4; ++page) {
    Json r = CallOk(e, "GetRecords", R"({"ShardIterator":")" + it + R"(","Limit":2})");
    for (const Json& rec : ArrOf(r, "Records"))
      seen.push_back(StrOf(*rec.Find("dynamodb"), "SequenceNumber"));
    it = StrOf(r, "NextShardIterator");  // an enabled stream always has one
  }
  REQUIRE(seen.size() == 5);
  for (int i = 0; i < 5; ++i) CHECK(seen[i] == StreamLog::SequenceNumberText(i + 1));
}

TEST_CASE("streams: the log keeps the newest records up to its cap", "[streams]") {
  keyscape::table::StreamIdentity id;
  id.key.hash = {"pk", keyscape::value::AttrType::kS};
  id.view = keyscape::table::StreamViewType::kKeysOnly;
  StreamLog log(id, nullptr, 3);
  for (int i = 0; i < 5; ++i)
    log.Record(std::nullopt, ItemOf(R"({"pk":{"S":"k)" + std::to_string(i) + "\"}}"));
  CHECK(log.size() == 3);
  CHECK(log.first_sequence() == 3);
  CHECK(log.next_sequence() == 6);
  auto kept = log.Read(0, 10);
  REQUIRE(kept.size() == 3);
  CHECK(kept[0]->sequence == 3);
  CHECK(kept[2]->sequence == 5);
  log.Disable();
  log.Record(std::nullopt, ItemOf(R"({"pk":{"S":"late"}})"));
  CHECK(log.next_sequence() == 6);  // a disabled stream records nothing
}

TEST_CASE("streams: trimmed, expired and bad iterators give DynamoDB Streams' errors",
          "[streams]") {
  Engine e;
  std::string arn = MakeTable(e, "KEYS_ONLY");
  std::string it = Iterator(e, arn, "TRIM_HORIZON");
  e.database().SetFixedClock(1700000000.5 + 15 * 60 + 1);  // 15 minutes and a second later
  CHECK(
      CallFail(e, "GetRecords", R"({"ShardIterator":")" + it + "\"}") ==
      R"({"__type":"com.amazonaws.dynamodb.v20120810#ExpiredIteratorException","message":"The provided iterator exceeds the maximum age allowed."})");
  std::string bad = it;
  bad[bad.size() - 1] = bad.back() == '0' ? '1' : '0';
  CHECK(
      CallFail(e, "GetRecords", R"({"ShardIterator":")" + bad + "\"}") ==
      R"({"__type":"com.amazon.coral.validate#ValidationException","message":"Invalid ShardIterator"})");
  CHECK(
      CallFail(e, "DescribeStream", R"({"StreamArn":")" + arn + "x\"}") ==
      R"({"__type":"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException","message":"Requested resource not found: Stream: )" +
          arn + R"(x not found"})");
}

TEST_CASE("streams: UpdateTable enables, refuses a second stream, disables; DeleteTable closes",
          "[streams]") {
  Engine e;
  MakeTable(e, "");
  const std::string update = R"({"TableName":"Orders","StreamSpecification":)";
  CHECK(
      CallFail(e, "UpdateTable", update + R"({"StreamEnabled":false}})") ==
      R"({"__type":"com.amazon.coral.validate#ValidationException","message":"Table has no stream to disable: TableName: Orders"})");
  Json on =
      CallOk(e, "UpdateTable", update + R"({"StreamEnabled":true,"StreamViewType":"NEW_IMAGE"}})");
  std::string first = StrOf(*on.Find("TableDescription"), "LatestStreamArn");
  CHECK(
      CallFail(e, "UpdateTable",
               update + R"({"StreamEnabled":true,"StreamViewType":"KEYS_ONLY"}})") ==
      R"({"__type":"com.amazon.coral.validate#ValidationException","message":"Table already has an enabled stream: TableName: Orders"})");
  Json off = CallOk(e, "UpdateTable", update + R"({"StreamEnabled":false}})");
  CHECK(off.Find("TableDescription")->Find("StreamSpecification") == nullptr);
  CHECK(StrOf(*off.Find("TableDescription"), "LatestStreamArn") == first);
  Json again =
      CallOk(e, "UpdateTable", update + R"({"StreamEnabled":true,"StreamViewType":"KEYS_ONLY"}})");
  std::string second = StrOf(*again.Find("TableDescription"), "LatestStreamArn");
  CHECK(second != first);  // a new stream, even at the same (fixed) time
  CallOk(e, "DeleteTable", R"({"TableName":"Orders"})");
  Json list = CallOk(e, "ListStreams", R"({"TableName":"Orders"})");
  REQUIRE(ArrOf(list, "Streams").size() == 2);
  for (const std::string& arn : {first, second}) {
    Json d = CallOk(e, "DescribeStream", R"({"StreamArn":")" + arn + "\"}");
    CHECK(StrOf(*d.Find("StreamDescription"), "StreamStatus") == "DISABLED");
  }
}

TEST_CASE("streams: a GSI created by UpdateTable does not replay the items into the stream",
          "[streams]") {
  Engine e;
  std::string arn = MakeTable(e, "KEYS_ONLY");
  CallOk(e, "PutItem", kPut1);
  CallOk(e, "UpdateTable", R"({"TableName":"Orders",
    "AttributeDefinitions":[{"AttributeName":"v","AttributeType":"S"}],
    "GlobalSecondaryIndexUpdates":[{"Create":{"IndexName":"byV","KeySchema":[{"AttributeName":"v","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}}]})");
  CallOk(e, "PutItem",
         R"({"TableName":"Orders","Item":{"pk":{"S":"a"},"sk":{"N":"2"},"v":{"S":"x"}}})");
  CHECK(Events(AllRecords(e, arn)) == "INSERT,INSERT");  // the rebuilt table still streams
}
