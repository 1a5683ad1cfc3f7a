// keyscape:RangeView and keyscape:AggregateView on a multi-attribute GSI key
// (docs/examples/tournament-brackets.json: 2 partition + 3 sort attributes): the collection
// in the tuple's order with each attribute, every condition, the bounds placed after the
// leading "=" values; the aggregate view grouped by the partition tuple.
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

Json Call(const std::string& op, Json request) {
  request.Add("model", ReadJsonFile("docs/examples/tournament-brackets.json"));
  Engine e;
  return CallOk(e, op, request.Dump());
}

std::vector<std::string> Texts(const std::vector<Json>& items, const char* member,
                               const char* state = nullptr) {
  std::vector<std::string> out;
  for (const Json& i : items)
    if (!state || StrOf(i, "state") == state) out.push_back(StrOf(i, member));
  return out;
}

}  // namespace

TEST_CASE("range view: a multi-attribute key's tuple, conditions and bounds", "[range]") {
  Json req = Json::Object();
  req.Add("pattern", Json::String("A court's matches from an hour on"));
  const Json v = Call("keyscape:RangeView", req);
  CHECK(v.Find("sortKeyNames")->Dump() == R"(["round","court","startsAt"])");
  CHECK(v.Find("partitionKeyNames")->Dump() == R"(["tournament","region"])");
  CHECK(v.Find("partitionKeys")->Dump() == R"([{"S":"spring-cup"},{"S":"eu"}])");
  const auto& items = ArrOf(v, "items");
  REQUIRE(items.size() == 9);
  CHECK(StrOf(items[0], "sk") == "1 · A · 2026-05-02T10:00:00Z");
  CHECK(StrOf(items[8], "sk") == "10 · A · 2026-06-20T19:00:00Z");  // numbers by value
  CHECK(items[0].Find("sortKeys")->Dump() ==
        R"([{"N":"1"},{"S":"A"},{"S":"2026-05-02T10:00:00Z"}])");
  CHECK(Texts(items, "sk", "matched") ==
        std::vector<std::string>{"1 · A · 2026-05-02T14:00:00Z", "1 · A · 2026-05-02T18:00:00Z"});
  const Json& c = *v.Find("condition");
  CHECK(StrOf(c, "op") == ">=");
  CHECK(ArrOf(c, "conditions").size() == 3);
  CHECK(StrOf(ArrOf(c, "conditions")[1], "attribute") == "court");
  // >= 2026-05-02T12:00:00Z after round 1, court A: one bound, before the second item.
  REQUIRE(ArrOf(c, "bounds").size() == 1);
  CHECK(IntOf(ArrOf(c, "bounds")[0], "at") == 1);
  CHECK(v.Find("order")->is_null());
}

TEST_CASE("range view: between on a number of a multi-attribute key", "[range]") {
  Json req = Json::Object();
  req.Add("pattern", Json::String("Rounds 2 to 10"));
  const Json v = Call("keyscape:RangeView", req);
  const auto& bounds = ArrOf(*v.Find("condition"), "bounds");
  REQUIRE(bounds.size() == 2);
  CHECK(IntOf(bounds[0], "at") == 5);  // after the five matches of round 1
  CHECK(IntOf(bounds[1], "at") == 9);  // round 10 is inside: numbers compare by value
  CHECK(Texts(ArrOf(v, "items"), "sk", "matched").size() == 4);
}

TEST_CASE("aggregate view: a multi-attribute index grouped by the partition tuple", "[range]") {
  Json req = Json::Object();
  req.Add("table", Json::String("Tournaments"));
  const Json v = Call("keyscape:AggregateView", req);
  const Json* gsi = nullptr;
  for (const Json& view : ArrOf(v, "views"))
    if (view.Find("index") && StrOf(view, "index") == "ByBracket") gsi = &view;
  REQUIRE(gsi);
  CHECK(gsi->Find("partitionKeyNames")->Dump() == R"(["tournament","region"])");
  CHECK(gsi->Find("sortKeyNames")->Dump() == R"(["round","court","startsAt"])");
  CHECK(IntOf(*gsi, "itemCount") == 13);  // m13 has no court
  const auto& groups = ArrOf(*gsi, "groups");
  REQUIRE(groups.size() == 3);
  CHECK(Texts(groups, "pk") ==
        std::vector<std::string>{"autumn-cup · eu", "spring-cup · eu", "spring-cup · na"});
  CHECK(ArrOf(groups[1], "items").size() == 9);
  CHECK(StrOf(ArrOf(groups[1], "items")[8], "sk") == "10 · A · 2026-06-20T19:00:00Z");
}
