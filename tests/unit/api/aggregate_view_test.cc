// keyscape:AggregateView: collections grouped by partition key in value order, each in the
// engine's stored order, for the table and each index; a sparse index holds only its items.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape;
using namespace keyscape::testing;

namespace {

// Orders keyed ORDER#${n} (unpadded) under two customers, and a GSI that only open orders
// carry (its key template needs `open`, which shipped orders do not have).
const char kModel[] = R"J({"format":"keyscape-model","version":1,"name":"agg",
 "tables":[{"name":"Shop","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"},
   "globalSecondaryIndexes":[{"name":"Open","partitionKey":{"name":"GSI1PK","type":"S"},"sortKey":{"name":"GSI1SK","type":"N"},"projection":{"type":"KEYS_ONLY"}}]}],
 "entities":[
  {"name":"Customer","table":"Shop","attributes":{"c":{"type":"S"}},"keys":{"PK":"C#${c}","SK":"#PROFILE"}},
  {"name":"Order","table":"Shop","attributes":{"c":{"type":"S"},"n":{"type":"N"},"open":{"type":"S","required":false}},
   "keys":{"PK":"C#${c}","SK":"ORDER#${n}","GSI1PK":"OPEN#${open}","GSI1SK":"${n}"}}],
 "items":[
  {"entity":"Order","values":{"c":"b","n":2,"open":"yes"}},
  {"entity":"Order","values":{"c":"a","n":10}},
  {"entity":"Customer","values":{"c":"b"}},
  {"entity":"Order","values":{"c":"a","n":2,"open":"yes"}},
  {"entity":"Order","values":{"c":"a","n":100,"open":"yes"}},
  {"entity":"Customer","values":{"c":"a"}}]})J";

std::vector<std::string> Sks(const Json& group) {
  std::vector<std::string> out;
  for (const Json& i : ArrOf(group, "items")) out.push_back(StrOf(i, "sk"));
  return out;
}

}  // namespace

TEST_CASE("aggregate view: groups in value order, items in stored order", "[aggregate_view]") {
  Engine e;
  Json agg = CallOk(e, "keyscape:AggregateView",
                    std::string(R"({"model":)") + kModel + R"(,"table":"Shop"})");
  const std::vector<Json>& views = ArrOf(agg, "views");
  REQUIRE(views.size() == 2);
  const Json& table = views[0];
  CHECK(StrOf(table, "kind") == "table");
  CHECK(IntOf(table, "itemCount") == 6);
  const std::vector<Json>& groups = ArrOf(table, "groups");
  REQUIRE(groups.size() == 2);
  CHECK(StrOf(groups[0], "pk") == "C#a");
  CHECK(Sks(groups[0]) == std::vector<std::string>{"#PROFILE", "ORDER#10", "ORDER#100", "ORDER#2"});
  CHECK(StrOf(ArrOf(groups[0], "items")[0], "entity") == "Customer");
  CHECK(StrOf(ArrOf(groups[0], "items")[1], "entity") == "Order");
  CHECK(Sks(groups[1]) == std::vector<std::string>{"#PROFILE", "ORDER#2"});

  // The sparse GSI: the three open orders only, its N sort key numerically.
  const Json& gsi = views[1];
  CHECK(StrOf(gsi, "index") == "Open");
  CHECK(IntOf(gsi, "itemCount") == 3);
  REQUIRE(ArrOf(gsi, "groups").size() == 1);
  CHECK(Sks(ArrOf(gsi, "groups")[0]) == std::vector<std::string>{"2", "2", "100"});
}

TEST_CASE("aggregate view: an unknown table is a validation error", "[aggregate_view]") {
  Engine e;
  CHECK_THAT(CallFail(e, "keyscape:AggregateView",
                      std::string(R"({"model":)") + kModel + R"(,"table":"Nope"})"),
             Catch::Contains("the model has no table Nope"));
}
