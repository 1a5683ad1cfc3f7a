// `keyscape verify`'s comparison of an endpoint's response with keyscape's
// (core/cli/verify/compare.h) and the requests it derives (core/cli/verify/requests.h).
#include <catch2/catch.hpp>
#include <string>

#include "cli/verify/compare.h"
#include "cli/verify/requests.h"
#include "keyscape/base/json.h"

namespace {

using keyscape::base::Json;
using keyscape::cli::CompareRules;
using keyscape::cli::FirstDifference;

Json J(const char* text) { return *Json::Parse(text); }

CompareRules TableRules() {
  CompareRules r;
  r.key_names = {"PK", "SK"};
  return r;
}

const char* kOrders =
    R"({"Items":[{"PK":{"S":"C#1"},"SK":{"S":"ORDER#1"},"total":{"N":"12.50"}},)"
    R"({"PK":{"S":"C#1"},"SK":{"S":"ORDER#10"},"tags":{"SS":["a","b"]}}],"Count":2,"ScannedCount":2})";

}  // namespace

TEST_CASE("verify compare: equal as DynamoDB values, not as text", "[verify]") {
  Json endpoint =
      J(R"({"ScannedCount":2,"Count":2,"Items":[{"total":{"N":"12.5"},"SK":{"S":"ORDER#1"},)"
        R"("PK":{"S":"C#1"}},{"PK":{"S":"C#1"},"SK":{"S":"ORDER#10"},"tags":{"SS":["b","a"]}}]})");
  CHECK(FirstDifference(endpoint, J(kOrders), TableRules()).empty());
  CHECK(FirstDifference(J(R"({"Item":{"n":{"NS":["1e2","3"]}}})"),
                        J(R"({"Item":{"n":{"NS":["3","100"]}}})"), TableRules())
            .empty());
  CHECK(FirstDifference(J(R"({"Item":{"n":{"N":"2"}}})"), J(R"({"Item":{"n":{"N":"2.01"}}})"),
                        TableRules()) == "Item differs: endpoint n 2, keyscape 2.01");
}

TEST_CASE("verify compare: items in order; the first difference names the item", "[verify]") {
  Json reversed = J(kOrders);
  std::vector<Json>& items = reversed.Find("Items")->array();
  std::swap(items[0], items[1]);
  CHECK(FirstDifference(reversed, J(kOrders), TableRules()) ==
        "item 1 differs: endpoint SK ORDER#10, keyscape ORDER#1");
  Json fewer = J(kOrders);
  fewer.Find("Items")->array().pop_back();
  CHECK(FirstDifference(fewer, J(kOrders), TableRules()) ==
        "endpoint returned 1 items, keyscape 2");
  Json missing = J(kOrders);
  missing.Find("Items")->array()[0].members().pop_back();  // drops total
  CHECK(FirstDifference(missing, J(kOrders), TableRules()) ==
        "item 1 differs: endpoint has no total, keyscape 12.50");
}

TEST_CASE("verify compare: Count, ScannedCount, LastEvaluatedKey", "[verify]") {
  Json counted = J(kOrders);
  counted.Set("ScannedCount", Json::Int(5));
  CHECK(FirstDifference(counted, J(kOrders), TableRules()) ==
        "ScannedCount: endpoint 5, keyscape 2");
  Json paged = J(kOrders);
  paged.Set("LastEvaluatedKey", J(R"({"PK":{"S":"C#1"},"SK":{"S":"ORDER#10"}})"));
  CHECK(FirstDifference(paged, J(kOrders), TableRules()) ==
        R"(LastEvaluatedKey: endpoint {"PK":{"S":"C#1"},"SK":{"S":"ORDER#10"}}, keyscape none)");
}

TEST_CASE("verify compare: ConsumedCapacity only when both have it", "[verify]") {
  Json with =
      J(R"({"Item":{"a":{"S":"x"}},"ConsumedCapacity":{"TableName":"T","CapacityUnits":0.5}})");
  CHECK(FirstDifference(with, J(R"({"Item":{"a":{"S":"x"}}})"), TableRules()).empty());
  CHECK(
      FirstDifference(
          with,
          J(R"({"Item":{"a":{"S":"x"}},"ConsumedCapacity":{"TableName":"T","CapacityUnits":0.50}})"),
          TableRules())
          .empty());
  CHECK(FirstDifference(
            with,
            J(R"({"Item":{"a":{"S":"x"}},"ConsumedCapacity":{"TableName":"T","CapacityUnits":1}})"),
            TableRules())
            .rfind("ConsumedCapacity: endpoint", 0) == 0);
}

TEST_CASE("verify compare: index ties may come in any order, Scans compare as sets", "[verify]") {
  CompareRules gsi = TableRules();
  gsi.tie_keys = {"G"};
  gsi.key_names = {"G", "PK", "SK"};  // as RulesFor orders them: index keys first
  gsi.tie_name = "GSI1";
  Json a = J(
      R"({"Items":[{"G":{"S":"x"},"PK":{"S":"1"}},{"G":{"S":"x"},"PK":{"S":"2"}},{"G":{"S":"y"},"PK":{"S":"3"}}]})");
  Json b = J(
      R"({"Items":[{"G":{"S":"x"},"PK":{"S":"2"}},{"G":{"S":"x"},"PK":{"S":"1"}},{"G":{"S":"y"},"PK":{"S":"3"}}]})");
  CHECK(FirstDifference(a, b, gsi).empty());
  CHECK(!FirstDifference(a, b, TableRules()).empty());
  Json c = J(
      R"({"Items":[{"G":{"S":"x"},"PK":{"S":"2"}},{"G":{"S":"x"},"PK":{"S":"9"}},{"G":{"S":"y"},"PK":{"S":"3"}}]})");
  CHECK(FirstDifference(c, b, gsi).rfind("items 1-2 (equal GSI1 keys", 0) == 0);
  Json d = J(
      R"({"Items":[{"G":{"S":"y"},"PK":{"S":"3"}},{"G":{"S":"x"},"PK":{"S":"2"}},{"G":{"S":"x"},"PK":{"S":"1"}}]})");
  CHECK(FirstDifference(d, b, gsi) == "item 1 differs: endpoint G y, keyscape x");
  CompareRules scan = TableRules();
  scan.unordered = true;
  CHECK(FirstDifference(d, b, scan).empty());
  CHECK(!FirstDifference(c, b, scan).empty());
}

TEST_CASE("verify compare: error bodies agree by error name", "[verify]") {
  Json e = J(R"({"__type":"com.amazon.coral.validate#ValidationException","message":"one text"})");
  Json k = J(R"({"__type":"com.amazon.coral.validate#ValidationException","message":"another"})");
  CHECK(FirstDifference(e, k, TableRules()).empty());
  CHECK(FirstDifference(e, J("{}"), TableRules()) ==
        "endpoint error ValidationException: one text; keyscape answered {}");
  CHECK(keyscape::cli::ErrorName(e) == "ValidationException");
}

TEST_CASE("verify compare: BatchGetItem Responses compare as sets per table", "[verify]") {
  Json e = J(R"({"Responses":{"T":[{"a":{"S":"1"}},{"a":{"S":"2"}}]},"UnprocessedKeys":{}})");
  Json k = J(R"({"Responses":{"T":[{"a":{"S":"2"}},{"a":{"S":"1"}}]},"UnprocessedKeys":{}})");
  CHECK(FirstDifference(e, k, TableRules()).empty());
  Json other = J(R"({"Responses":{"T":[{"a":{"S":"2"}},{"a":{"S":"3"}}]},"UnprocessedKeys":{}})");
  CHECK(FirstDifference(e, other, TableRules()) ==
        R"(Responses.T (compared as a set): endpoint has {"a":{"S":"1"}}, keyscape does not)");
}

TEST_CASE("verify requests: table names renamed everywhere and back", "[verify]") {
  keyscape::cli::TableNames to = {{"Shop", "p-Shop"}}, back = {{"p-Shop", "Shop"}};
  Json req =
      J(R"({"TransactItems":[{"Put":{"TableName":"Shop","Item":{"TableName":{"S":"Shop"}}}},)"
        R"({"ConditionCheck":{"TableName":"Shop"}}],"RequestItems":{"Shop":{"Keys":[]}}})");
  Json renamed = keyscape::cli::RenameTables(req, to);
  CHECK(renamed.Dump() ==
        R"({"TransactItems":[{"Put":{"TableName":"p-Shop","Item":{"TableName":{"S":"Shop"}}}},)"
        R"({"ConditionCheck":{"TableName":"p-Shop"}}],"RequestItems":{"p-Shop":{"Keys":[]}}})");
  CHECK(keyscape::cli::RenameTables(renamed, back).Dump() == req.Dump());
  Json resp = J(
      R"({"Responses":{"p-Shop":[]},"UnprocessedKeys":{"p-Shop":{}},"ConsumedCapacity":[{"TableName":"p-Shop"}]})");
  CHECK(
      keyscape::cli::RenameTables(resp, back).Dump() ==
      R"({"Responses":{"Shop":[]},"UnprocessedKeys":{"Shop":{}},"ConsumedCapacity":[{"TableName":"Shop"}]})");
}

TEST_CASE("verify requests: sample items in batches of 25, one request per key", "[verify]") {
  auto tables = keyscape::cli::TablesOf(J(
      R"([{"TableName":"T","KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}]}])"));
  Json items = Json::Array();
  for (int i = 0; i < 60; ++i) {
    Json item = Json::Object();
    item.Add("PK", J(R"({"S":"p"})"));
    item.Add("SK", J(("{\"N\":\"" + std::to_string(i % 55) + "\"}").c_str()));
    item.Add("i", J(("{\"N\":\"" + std::to_string(i) + "\"}").c_str()));
    Json entry = Json::Object();
    entry.Add("table", Json::String("T"));
    entry.Add("item", std::move(item));
    items.Push(std::move(entry));
  }
  std::vector<Json> bodies = keyscape::cli::BatchWriteBodies(items, tables);
  REQUIRE(bodies.size() == 3);  // 55 distinct keys
  CHECK(bodies[0].Find("RequestItems")->Find("T")->array().size() == 25);
  CHECK(bodies[2].Find("RequestItems")->Find("T")->array().size() == 5);
  // SK 0 appears as items 0 and 55: the later one is written, in the first one's place.
  const Json& first = bodies[0].Find("RequestItems")->Find("T")->array()[0];
  CHECK(first.Find("PutRequest")->Find("Item")->Find("i")->Dump() == R"({"N":"55"})");
}

TEST_CASE("verify requests: the keys a write may change", "[verify]") {
  auto tables = keyscape::cli::TablesOf(
      J(R"([{"TableName":"T","KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}]}])"));
  Json batch = J(R"({"RequestItems":{"T":[{"PutRequest":{"Item":{"PK":{"S":"a"},"x":{"N":"1"}}}},)"
                 R"({"DeleteRequest":{"Key":{"PK":{"S":"b"}}}}]}})");
  auto keys = keyscape::cli::WrittenKeys("BatchWriteItem", batch, tables);
  REQUIRE(keys.size() == 2);
  CHECK(keys[0].key.Dump() == R"({"PK":{"S":"a"}})");
  CHECK(keys[1].key.Dump() == R"({"PK":{"S":"b"}})");
  Json tx = J(R"({"TransactItems":[{"ConditionCheck":{"TableName":"T","Key":{"PK":{"S":"c"}}}},)"
              R"({"Update":{"TableName":"T","Key":{"PK":{"S":"d"}}}}]})");
  keys = keyscape::cli::WrittenKeys("TransactWriteItems", tx, tables);
  REQUIRE(keys.size() == 1);
  CHECK(keys[0].key.Dump() == R"({"PK":{"S":"d"}})");
  CHECK(keyscape::cli::WrittenKeys("Query", batch, tables).empty());
}
