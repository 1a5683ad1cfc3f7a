// Access patterns compiled and run on the sample items (keyscape:RunAccessPatterns), and the
// cost report built on their units (keyscape:Cost).
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape;
using namespace keyscape::testing;

namespace {

// A shop table: orders and order lines in a customer's collection (ORDER# is a prefix of
// ORDERLINE#), a status GSI, reserved-word attribute names (status, name, date).
const char kShop[] = R"J({"format":"keyscape-model","version":1,"name":"shop",
 "tables":[{"name":"Shop","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"},
   "globalSecondaryIndexes":[{"name":"ByStatus","partitionKey":{"name":"status","type":"S"},"sortKey":{"name":"SK","type":"S"},"projection":{"type":"KEYS_ONLY"}}]}],
 "entities":[
  {"name":"Order","table":"Shop","attributes":{"c":{"type":"S"},"n":{"type":"N"},"status":{"type":"S"},"name":{"type":"S"},"date":{"type":"S"}},
   "keys":{"PK":"C#${c}","SK":"ORDER#${n|pad(3)}"}},
  {"name":"Line","table":"Shop","attributes":{"c":{"type":"S"},"n":{"type":"N"},"l":{"type":"N"}},
   "keys":{"PK":"C#${c}","SK":"ORDERLINE#${n|pad(3)}#${l|pad(2)}"}}],
 "items":[
  {"entity":"Order","values":{"c":"a","n":1,"status":"OPEN","name":"first","date":"2026-01-01"}},
  {"entity":"Order","values":{"c":"a","n":2,"status":"SHIPPED","name":"second","date":"2026-01-02"}},
  {"entity":"Order","values":{"c":"a","n":10,"status":"OPEN","name":"tenth","date":"2026-01-10"}},
  {"entity":"Line","values":{"c":"a","n":1,"l":1}},
  {"entity":"Order","values":{"c":"b","n":1,"status":"OPEN","name":"other","date":"2026-02-01"}}],
 "accessPatterns":[PATTERNS]})J";

Json Run(const std::string& patterns, const std::string& op = "keyscape:RunAccessPatterns") {
  std::string model = kShop;
  model.replace(model.find("PATTERNS"), 8, patterns);
  Engine e;
  Response r = e.Execute(op, R"J({"model":)J" + model + "}");
  INFO(r.body.substr(0, 2000));
  REQUIRE(r.ok());
  return MustParse(r.body);
}

const Json& First(const Json& run) { return run.Find("patterns")->array()[0]; }

}  // namespace

TEST_CASE("patterns: every attribute and operand goes through placeholders", "[patterns]") {
  Json run = Run(R"J({"name":"open orders","table":"Shop","entity":"Order","operation":"Query",
    "key":{"partition":"C#${c}","sort":{"op":"begins_with","value":"ORDER#"}},"parameters":{"c":"a"},
    "filter":{"expression":"#s = :s","names":{"#s":"status"},"values":{":s":{"S":"OPEN"}}},
    "projection":["name","date"],"scanIndexForward":false})J");
  const Json& p = First(run);
  CHECK(
      p.Find("request")->Dump() ==
      R"J({"TableName":"Shop","KeyConditionExpression":"#pk = :pk AND begins_with(#sk, :sk)","FilterExpression":"#s = :s","ProjectionExpression":"#p0, #p1",)J"
      R"J("ExpressionAttributeNames":{"#pk":"PK","#sk":"SK","#p0":"name","#p1":"date","#s":"status"},)J"
      R"J("ExpressionAttributeValues":{":pk":{"S":"C#a"},":sk":{"S":"ORDER#"},":s":{"S":"OPEN"}},"ScanIndexForward":false})J");
  // Newest first; the filter removed order 2 (read, then filtered); ORDERLINE# is not "ORDER#".
  CHECK(
      p.Find("response")->Dump() ==
      R"J({"Items":[{"name":{"S":"tenth"},"date":{"S":"2026-01-10"}},{"name":{"S":"first"},"date":{"S":"2026-01-01"}}],"Count":2,"ScannedCount":3})J");
  CHECK(p.Find("matchedEntities")->Dump() == R"J(["Order"])J");
}

TEST_CASE("patterns: a prefix that also catches another entity says so", "[patterns]") {
  Json run = Run(R"J({"name":"orders","table":"Shop","entity":"Order","operation":"Query",
    "key":{"partition":"C#${c}","sort":{"op":"begins_with","value":"ORDER"}},"parameters":{"c":"a"},
    "expect":{"count":3}})J");
  const Json& p = First(run);
  CHECK(p.Find("matchedEntities")->Dump() == R"J(["Order","Line"])J");
  CHECK(p.Find("note")->string_value() == "also returned items of Line, not only Order");
  CHECK(p.Find("expect")->Dump() == R"J({"holds":false,"count":{"expected":3,"actual":4}})J");
}

TEST_CASE("patterns: between bounds and the expect verdict on keys", "[patterns]") {
  Json run = Run(R"J({"name":"orders 2 to 10","table":"Shop","operation":"Query",
    "key":{"partition":"C#${c}","sort":{"op":"between","value":"ORDER#${lo|pad(3)}","high":"ORDER#${hi|pad(3)}"}},
    "parameters":{"c":"a","lo":2,"hi":10},"expect":{"count":2,"keys":[{"SK":"ORDER#002"},{"SK":"ORDER#010"}]}})J");
  const Json& p = First(run);
  CHECK(p.Find("request")->Find("KeyConditionExpression")->string_value() ==
        "#pk = :pk AND #sk BETWEEN :sk AND :sk2");
  CHECK(p.Find("request")->Find("ExpressionAttributeValues")->Dump() ==
        R"J({":pk":{"S":"C#a"},":sk":{"S":"ORDER#002"},":sk2":{"S":"ORDER#010"}})J");
  CHECK(p.Find("expect")->Find("holds")->bool_value());
}

TEST_CASE("patterns: a read with no key compiles to a Scan", "[patterns]") {
  Json run = Run(R"J({"name":"all open","table":"Shop","operation":"Query",
    "filter":{"expression":"#s = :s","names":{"#s":"status"},"values":{":s":{"S":"OPEN"}}}})J");
  const Json& p = First(run);
  CHECK(p.Find("operation")->string_value() == "Scan");
  CHECK(p.Find("scanRequired")->bool_value());
  CHECK(p.Find("response")->Find("Count")->Dump() == "3");
  CHECK(p.Find("response")->Find("ScannedCount")->Dump() == "5");
}

TEST_CASE("patterns: writes run on a copy and count index writes", "[patterns]") {
  Json run = Run(R"J({"name":"ship","table":"Shop","entity":"Order","operation":"UpdateItem",
    "key":{"partition":"C#${c}","sort":{"op":"=","value":"ORDER#${n|pad(3)}"}},"parameters":{"c":"a","n":1},
    "update":{"expression":"SET #s = :s","names":{"#s":"status"},"values":{":s":{"S":"SHIPPED"}}}},
   {"name":"open ones","table":"Shop","index":"ByStatus","operation":"Query","key":{"partition":"${s}"},"parameters":{"s":"OPEN"}})J");
  const Json& update = First(run);
  CHECK(update.Find("response")->Dump() == "{}");
  // One table write, and the status change moves the item in ByStatus: two index writes.
  CHECK(update.Find("writeUnits")->Dump() == "3");
  // The update ran on a copy: all three open orders are still open.
  const Json& query = run.Find("patterns")->array()[1];
  CHECK(query.Find("response")->Find("Count")->Dump() == "3");
  CHECK(query.Find("readUnits")->Dump() == "0.5");
}

TEST_CASE("cost: one pattern recomputed by hand, prices as data", "[cost]") {
  Json cost = Run(
      R"J({"name":"orders","table":"Shop","operation":"Query","key":{"partition":"C#${c}"},"parameters":{"c":"a"},"rate":{"perSecond":40}})J",
      "keyscape:Cost");
  const Json& p = cost.Find("patterns")->array()[0];
  // 4 small items in one eventually consistent page: 0.5 read units a request.
  CHECK(p.Find("readUnitsPerRequest")->Dump() == "0.5");
  CHECK(p.Find("readUnitsPerSecond")->Dump() == "20");
  // On demand: 20 RRU/s x 730 h x 3600 s = 52,560,000 RRU x $0.125 per million = $6.57.
  CHECK(p.Find("onDemandMonthly")->Dump() == "6.57");
  // Provisioned: 20 RCU x 730 h x $0.00013 = $1.898 -> $1.90.
  CHECK(p.Find("provisionedMonthly")->Dump() == "1.9");
  CHECK(cost.Find("prices")->Find("from")->string_value() == "default");
  CHECK(cost.Find("totals")->Find("provisioned")->Find("readCapacityUnits")->Dump() == "20");
  // Storage: 5 items in the table, 4 of them (the orders) in ByStatus.
  const Json& storage = *cost.Find("storage");
  CHECK(storage.array()[0].Find("items")->Dump() == "5");
  CHECK(storage.array()[1].Find("index")->string_value() == "ByStatus");
  CHECK(storage.array()[1].Find("items")->Dump() == "4");
}
