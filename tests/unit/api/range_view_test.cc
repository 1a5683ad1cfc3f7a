// keyscape:RangeView: each item's state agrees with the engine's own Query answers (Count,
// ScannedCount, LastEvaluatedKey, Items) for the request the view reports, over every sort
// operator, both directions, Limit and a filter, on a table, a GSI and an LSI.
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

// One customer's collection of orders numbered as plain digits (the lexicographic trap),
// a status GSI over the same sort key and an LSI on the order number (type N).
const char kModel[] = R"J({"format":"keyscape-model","version":1,"name":"range",
 "tables":[{"name":"Shop","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"},
   "globalSecondaryIndexes":[{"name":"ByStatus","partitionKey":{"name":"status","type":"S"},"sortKey":{"name":"SK","type":"S"},"projection":{"type":"ALL"}}],
   "localSecondaryIndexes":[{"name":"ByNo","sortKey":{"name":"no","type":"N"},"projection":{"type":"ALL"}}]}],
 "entities":[{"name":"Order","table":"Shop","attributes":{"c":{"type":"S"},"no":{"type":"N"},"status":{"type":"S"},"total":{"type":"N"}},
   "keys":{"PK":"C#${c}","SK":"ORDER#${no}"}}],
 "items":[ITEMS],
 "accessPatterns":[
  {"name":"table","table":"Shop","operation":"Query","key":{"partition":"C#${c}"},"parameters":{"c":"a"}},
  {"name":"gsi","table":"Shop","index":"ByStatus","operation":"Query","key":{"partition":"${s}"},"parameters":{"s":"OPEN"}},
  {"name":"lsi","table":"Shop","index":"ByNo","operation":"Query","key":{"partition":"C#${c}"},"parameters":{"c":"a"}},
  {"name":"projected","table":"Shop","operation":"Query","key":{"partition":"C#${c}"},"parameters":{"c":"a"},"projection":["total"],"limit":4}]})J";

std::string Items() {
  const int numbers[] = {1, 2, 3, 9, 10, 11, 20, 100, 101, 250};
  std::string out;
  int k = 0;
  for (int n : numbers)
    for (const char* c : {"a", "b"}) {
      if (!out.empty()) out += ",";
      out += R"({"entity":"Order","values":{"c":")" + std::string(c) + R"(","no":)" +
             std::to_string(n) + R"(,"status":")" + (k++ % 3 ? "OPEN" : "SHIPPED") +
             R"(","total":)" + std::to_string(n * 7 % 50) + "}}";
    }
  return out;
}

std::string Model() {
  std::string m = kModel;
  m.replace(m.find("ITEMS"), 5, Items());
  return m;
}

Json RangeView(Engine& e, const std::string& pattern, const std::string& overrides) {
  return CallOk(e, "keyscape:RangeView",
                R"({"model":)" + Model() + R"(,"pattern":")" + pattern + R"(","overrides":)" +
                    overrides + "}");
}

std::string Text(const Json& av) {
  const Json& v = av.members().front().second;
  return v.is_string() ? v.string_value() : v.Dump();
}

std::vector<std::string> WithState(const Json& view, const char* state) {
  std::vector<std::string> out;
  for (const Json& i : ArrOf(view, "items"))
    if (StrOf(i, "state") == state) out.push_back(Json(*i.Find("key")).Dump());
  return out;
}

std::string KeyDump(const Json& item) {
  Json k = Json::Object();
  k.Add("PK", *item.Find("PK"));
  k.Add("SK", *item.Find("SK"));
  return k.Dump();
}

// The view's states against the engine's own pages of view.request.
void CheckAgainstEngine(Engine& e, const Json& view) {
  const bool forward = StrOf(view, "direction") == "ascending";
  Json req = *view.Find("request");
  std::vector<Json> pages;
  for (int n = 0; n < 100; ++n) {
    Json page = CallOk(e, "Query", req.Dump());
    const Json* lek = page.Find("LastEvaluatedKey");
    if (lek) req.Set("ExclusiveStartKey", *lek);
    pages.push_back(page);
    if (!lek) break;
  }
  const Json& first = pages.front();
  // matched: exactly page 0's items, in read order.
  std::vector<std::string> returned;
  for (const Json& i : ArrOf(first, "Items")) returned.push_back(KeyDump(i));
  std::vector<std::string> matched = WithState(view, "matched");
  if (!forward) std::reverse(matched.begin(), matched.end());
  CHECK(matched == returned);
  CHECK(IntOf(view, "count") == IntOf(first, "Count"));
  CHECK(IntOf(view, "scannedCount") == IntOf(first, "ScannedCount"));
  // matched + filtered: what page 0 read.
  const size_t read0 = matched.size() + WithState(view, "filtered").size();
  CHECK(static_cast<int64_t>(read0) == IntOf(first, "ScannedCount"));
  // The last item page 0 read is its LastEvaluatedKey.
  if (const Json* lek = first.Find("LastEvaluatedKey")) {
    std::vector<std::string> read;
    for (const Json& i : ArrOf(view, "items")) {
      const std::string s = StrOf(i, "state");
      if (s == "matched" || s == "filtered") read.push_back(Json(*i.Find("key")).Dump());
    }
    REQUIRE(!read.empty());
    CHECK((forward ? read.back() : read.front()) == KeyDump(*lek));
  }
  // Every later page: beyond-limit items, all of them.
  int64_t later_scanned = 0;
  for (size_t j = 1; j < pages.size(); ++j) later_scanned += IntOf(pages[j], "ScannedCount");
  CHECK(static_cast<int64_t>(WithState(view, "beyond-limit").size()) == later_scanned);
  CHECK(static_cast<int64_t>(ArrOf(view, "pages").size()) == static_cast<int64_t>(pages.size()));
  // Each view page's own numbers are the engine's.
  for (size_t j = 0; j < pages.size(); ++j) {
    const Json& vp = ArrOf(view, "pages")[j];
    CHECK(IntOf(vp, "count") == IntOf(pages[j], "Count"));
    CHECK(IntOf(vp, "scannedCount") == IntOf(pages[j], "ScannedCount"));
    CHECK((vp.Find("lastEvaluatedKey") != nullptr) ==
          (pages[j].Find("LastEvaluatedKey") != nullptr));
    // The page's items: the response's Items, in response order, projection applied.
    REQUIRE(vp.Find("items") != nullptr);
    CHECK(vp.Find("items")->Dump() == pages[j].Find("Items")->Dump());
  }
}

// The whole collection, as the engine stores it: one Query on the partition key.
void CheckCollection(Engine& e, const Json& view) {
  Json req = Json::Object();
  req.Add("TableName", Json::String("Shop"));
  if (const Json* index = view.Find("index")) req.Add("IndexName", *index);
  req.Add("KeyConditionExpression", Json::String("#pk = :pk"));
  Json names = Json::Object();
  names.Add("#pk", *view.Find("partitionKeyName"));
  req.Add("ExpressionAttributeNames", std::move(names));
  Json values = Json::Object();
  values.Add(":pk", *view.Find("partitionKey"));
  req.Add("ExpressionAttributeValues", std::move(values));
  Json all = CallOk(e, "Query", req.Dump());
  const std::vector<Json>& items = ArrOf(view, "items");
  REQUIRE(items.size() == ArrOf(all, "Items").size());
  const std::string sk = StrOf(view, "sortKeyName");
  for (size_t i = 0; i < items.size(); ++i) {
    CHECK(StrOf(items[i], "sk") == Text(*ArrOf(all, "Items")[i].Find(sk)));
    CHECK(Json(*items[i].Find("key")).Dump() == KeyDump(ArrOf(all, "Items")[i]));
  }
}

std::string Sort(const std::string& op, const std::string& v, const std::string& high = "") {
  return R"({"op":")" + op + R"(","value":")" + v + "\"" +
         (high.empty() ? "" : R"(,"high":")" + high + "\"") + "}";
}

}  // namespace

TEST_CASE("range view: states agree with the engine for every condition", "[range_view]") {
  Engine e;
  // The same data loaded into this engine, so its Query answers can be compared.
  CallOk(e, "keyscape:ValidateModel", R"({"model":)" + Model() + "}");
  const Json loaded = CallOk(e, "keyscape:ValidateModel", R"({"model":)" + Model() + "}");
  CallOk(e, "CreateTable", Json(ArrOf(loaded, "createTable")[0]).Dump());
  for (const Json& i : ArrOf(loaded, "items"))
    CallOk(e, "PutItem", R"({"TableName":"Shop","Item":)" + i.Find("item")->Dump() + "}");

  struct Target {
    const char* pattern;
    std::vector<std::string> sorts;
  };
  const Target targets[] = {
      {"table",
       {Sort("=", "ORDER#10"), Sort("<", "ORDER#2"), Sort("<=", "ORDER#2"), Sort(">", "ORDER#10"),
        Sort(">=", "ORDER#100"), Sort("between", "ORDER#10", "ORDER#250"),
        Sort("begins_with", "ORDER#1"), Sort(">", "ORDER#9"), "null"}},
      {"gsi",
       {Sort("begins_with", "ORDER#1"), Sort("between", "ORDER#1", "ORDER#3"),
        Sort("<", "ORDER#20"), "null"}},
      {"lsi",
       {Sort("=", "${n}"), Sort("<", "${n}"), Sort("<=", "${n}"), Sort(">", "${n}"),
        Sort(">=", "${n}"), Sort("between", "${n}", "${m}"), "null"}},
  };
  const char* limits[] = {"null", "1", "2", "3", "7"};
  const char* filters[] = {
      "null", R"({"expression":"#t >= :t","names":{"#t":"total"},"values":{":t":{"N":"20"}}})"};
  int checked = 0;
  for (const Target& t : targets)
    for (const std::string& sort : t.sorts)
      for (const char* forward : {"true", "false"})
        for (const char* limit : limits)
          for (const char* filter : filters) {
            const std::string overrides =
                std::string(R"({"sort":)") + sort + R"(,"scanIndexForward":)" + forward +
                R"(,"limit":)" + limit + R"(,"filter":)" + filter +
                (std::string(t.pattern) == "lsi" ? R"(,"parameters":{"c":"a","n":10,"m":100})"
                                                 : "") +
                "}";
            INFO(t.pattern << " " << overrides);
            Json view = RangeView(e, t.pattern, overrides);
            CheckAgainstEngine(e, view);
            CheckCollection(e, view);
            ++checked;
          }
  CHECK(checked == (9 + 4 + 7) * 2 * 5 * 2);
}

TEST_CASE("range view: the lexicographic trap and its bounds", "[range_view]") {
  Engine e;
  const std::string trap = ReadFile(SourcePath("docs/examples/lexicographic-trap.json"));
  Json all = CallOk(e, "keyscape:RangeView", R"({"model":)" + trap + R"(,"pattern":0})");
  std::vector<std::string> sks;
  for (const Json& i : ArrOf(all, "items")) {
    sks.push_back(StrOf(i, "sk"));
    CHECK(StrOf(i, "state") == "matched");
    CHECK(StrOf(i, "entity") == "Order");
  }
  CHECK(sks == std::vector<std::string>{"ORDER#1", "ORDER#10", "ORDER#100", "ORDER#2"});
  const Json& cond = *all.Find("condition");
  CHECK(StrOf(cond, "op") == "begins_with");
  CHECK(IntOf(ArrOf(cond, "bounds")[0], "at") == 0);
  CHECK(IntOf(ArrOf(cond, "bounds")[1], "at") == 4);
  CHECK(ArrOf(cond, "bounds")[1].Find("prefix") != nullptr);
  // The deciding byte of ORDER#100 < ORDER#2.
  CHECK(StrOf(ArrOf(*all.Find("order"), "Pairs")[2], "Text") ==
        "ORDER#100 < ORDER#2: byte 7, '1' 0x31 < '2' 0x32");

  // Latest order: read backwards, Limit 1 stops at ORDER#2.
  Json latest = CallOk(e, "keyscape:RangeView", R"({"model":)" + trap + R"(,"pattern":1})");
  std::vector<std::string> states;
  for (const Json& i : ArrOf(latest, "items")) states.push_back(StrOf(i, "state"));
  CHECK(states ==
        std::vector<std::string>{"beyond-limit", "beyond-limit", "beyond-limit", "matched"});
  CHECK(StrOf(latest, "direction") == "descending");
  REQUIRE(ArrOf(latest, "pages")[0].Find("lastEvaluatedKey") != nullptr);

  // After order 9: every key sorts below ORDER#9; the open-ended bound sits after them all.
  Json after = CallOk(e, "keyscape:RangeView", R"({"model":)" + trap + R"(,"pattern":2})");
  for (const Json& i : ArrOf(after, "items")) CHECK(StrOf(i, "state") == "outside");
  const std::vector<Json>& bounds = ArrOf(*after.Find("condition"), "bounds");
  REQUIRE(bounds.size() == 1);
  CHECK(StrOf(bounds[0], "side") == "low");
  CHECK(IntOf(bounds[0], "at") == 4);
  CHECK(IntOf(after, "count") == 0);
}

TEST_CASE("range view: bad requests are validation errors naming what is wrong", "[range_view]") {
  Engine e;
  const std::string trap = ReadFile(SourcePath("docs/examples/lexicographic-trap.json"));
  CHECK_THAT(CallFail(e, "keyscape:RangeView", R"({"model":)" + trap + R"(,"pattern":3})"),
             Catch::Contains("/accessPatterns/3: the range view shows Query patterns"));
  CHECK_THAT(CallFail(e, "keyscape:RangeView", R"({"model":)" + trap + R"(,"pattern":"nope"})"),
             Catch::Contains("\\\"pattern\\\" must be"));
  CHECK_THAT(CallFail(e, "keyscape:RangeView",
                      R"({"model":)" + trap + R"(,"pattern":0,"overrides":{"sort":{"op":"~"}}})"),
             Catch::Contains("/accessPatterns/0/key/sort"));
  CHECK_THAT(CallFail(e, "keyscape:RangeView",
                      R"({"model":)" + trap + R"(,"pattern":0,"overrides":{"colour":1}})"),
             Catch::Contains("unknown override colour"));
}

TEST_CASE("range view: each page's items are what the pattern's request returns", "[range_view]") {
  Engine e;
  const Json view = RangeView(e, "projected", "{}");
  const std::vector<Json>& pages = ArrOf(view, "pages");
  REQUIRE(pages.size() == 3);  // 10 items of customer a, Limit 4
  size_t seen = 0;
  for (const Json& page : pages) {
    const std::vector<Json>& items = ArrOf(page, "items");
    CHECK(items.size() == ArrOf(page, "returned").size());
    for (const Json& item : items) {
      REQUIRE(item.members().size() == 1);  // the projection: total only
      CHECK(item.members().front().first == "total");
    }
    seen += items.size();
  }
  CHECK(seen == 10);
}

TEST_CASE("range view: the order is keyscape:ExplainOrder's for the view's own sort keys",
          "[range_view]") {
  // The view keeps the last order it explained; views of other collections in between (an
  // LSI's N keys, the GSI's subset, the table's again) must each explain their own.
  Engine e;
  for (const char* pattern : {"table", "lsi", "table", "gsi", "gsi", "lsi"}) {
    Json view = RangeView(e, pattern, "{}");
    Json values = Json::Array();
    for (const Json& i : ArrOf(view, "items")) values.Push(*i.Find("sortKey"));
    REQUIRE(values.array().size() >= 2);
    Json req = Json::Object();
    req.Add("Values", std::move(values));
    const Json direct = CallOk(e, "keyscape:ExplainOrder", req.Dump());
    INFO(pattern);
    CHECK(view.Find("order")->Dump() == direct.Dump());
  }
}
