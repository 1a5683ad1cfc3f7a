// The operations the page's views ask instead of computing themselves:
// keyscape:DescribeKeys, keyscape:ExplainOrder, keyscape:PreviewItems, GenerateItems'
// NextToken and SimulateLoad's Heat, through the engine's JSON front door. Positions are
// checked against keycodec::HashPosition (itself pinned by tests/vectors/partition_placement.json).
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "test_support.h"

using namespace keyscape;
using keyscape::base::Json;

namespace {

constexpr auto& Call = testing::CallOk;
constexpr auto& Fail = testing::CallFail;

constexpr auto& Int = testing::IntOf;
constexpr auto& Arr = testing::ArrOf;
constexpr auto& Str = testing::StrOf;

void CreateTable(Engine& e, const std::string& name, const std::string& pk_type,
                 bool sort_key = false) {
  std::string defs = R"({"AttributeName":"pk","AttributeType":")" + pk_type + R"("})";
  std::string schema = R"({"AttributeName":"pk","KeyType":"HASH"})";
  if (sort_key) {
    defs += R"(,{"AttributeName":"sk","AttributeType":"S"})";
    schema += R"(,{"AttributeName":"sk","KeyType":"RANGE"})";
  }
  Call(e, "CreateTable",
       R"({"TableName":")" + name +
           R"(","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[)" + defs +
           R"(],"KeySchema":[)" + schema + "]}");
}

void Put(Engine& e, const std::string& table, const std::string& item) {
  Call(e, "PutItem", R"({"TableName":")" + table + R"(","Item":)" + item + "}");
}

std::string HexOf(const value::AttributeValue& v) {
  return keycodec::PositionHex(keycodec::HashPosition(v));
}

value::AttributeValue Av(const std::string& json) {
  auto j = Json::Parse(json);
  REQUIRE(j.ok());
  auto v = value::ParseAttributeValue(*j);
  REQUIRE(v.ok());
  return std::move(v).value();
}

int64_t Sum(const std::vector<Json>& counts) {
  int64_t s = 0;
  for (const Json& c : counts) {
    int64_t v = 0;
    REQUIRE(c.GetInt64(&v));
    s += v;
  }
  return s;
}

}  // namespace

TEST_CASE("views: DescribeKeys of an empty table", "[views]") {
  Engine e;
  CreateTable(e, "Empty", "S");
  Json r = Call(e, "keyscape:DescribeKeys", R"({"TableName":"Empty"})");
  CHECK(Arr(r, "Keys").empty());
  CHECK(r.Find("BusiestKey") == nullptr);
  CHECK(Int(r, "DistinctPartitionKeys") == 0);
  CHECK(Int(r, "ItemCount") == 0);
  CHECK(r.Find("Sampled")->bool_value() == false);
  CHECK(Int(*r.Find("Histogram"), "Bins") == 16);
  CHECK(Sum(Arr(*r.Find("Histogram"), "ItemCounts")) == 0);
  CHECK(Int(r, "PartitionCount") == 4);  // on-demand: 4 initial partitions
  CHECK(Int(r, "PartitionReadLimit") == 3000);
  CHECK(Int(r, "PartitionWriteLimit") == 1000);
}

TEST_CASE("views: DescribeKeys of a one-key table with an item collection", "[views]") {
  Engine e;
  CreateTable(e, "One", "S", true);
  for (int i = 0; i < 3; ++i)
    Put(e, "One", R"({"pk":{"S":"only"},"sk":{"S":"s)" + std::to_string(i) + R"("}})");
  Json r = Call(e, "keyscape:DescribeKeys", R"({"TableName":"One"})");
  REQUIRE(Arr(r, "Keys").size() == 1);
  const Json& k = Arr(r, "Keys")[0];
  CHECK(Str(k, "HashPosition") == HexOf(Av(R"({"S":"only"})")));
  CHECK(Int(k, "ItemCount") == 3);
  CHECK(Int(k, "SizeBytes") == Int(r, "SizeBytes"));
  const uint64_t pos = keycodec::HashPosition(Av(R"({"S":"only"})"));
  const int64_t part = static_cast<int64_t>((static_cast<unsigned __int128>(pos) * 4) >> 64);
  int64_t first = 0, last = 0;
  REQUIRE(Arr(k, "Partitions")[0].GetInt64(&first));
  REQUIRE(Arr(k, "Partitions")[1].GetInt64(&last));
  CHECK(first == part);
  CHECK(last == part);
  CHECK(Str(*r.Find("BusiestKey")->Find("Key")->Find("pk"), "S") == "only");
  CHECK(Sum(Arr(*r.Find("Histogram"), "ItemCounts")) == 3);
}

TEST_CASE("views: DescribeKeys of N and B keys, in hash and in value order", "[views]") {
  Engine e;
  CreateTable(e, "Nums", "N");
  for (const char* n : {"10", "-5", "2", "0.5"})
    Put(e, "Nums", R"({"pk":{"N":")" + std::string(n) + R"("}})");
  Json hash = Call(e, "keyscape:DescribeKeys", R"({"TableName":"Nums"})");
  REQUIRE(Arr(hash, "Keys").size() == 4);
  std::string prev;
  for (const Json& k : Arr(hash, "Keys")) {
    const std::string n = Str(*k.Find("Key")->Find("pk"), "N");
    CHECK(Str(k, "HashPosition") == HexOf(Av(R"({"N":")" + n + R"("})")));
    CHECK(Str(k, "HashPosition") > prev);
    prev = Str(k, "HashPosition");
  }
  Json byValue = Call(e, "keyscape:DescribeKeys", R"({"TableName":"Nums","Order":"VALUE"})");
  std::vector<std::string> order;
  for (const Json& k : Arr(byValue, "Keys")) order.push_back(Str(*k.Find("Key")->Find("pk"), "N"));
  CHECK(order == std::vector<std::string>{"-5", "0.5", "2", "10"});

  CreateTable(e, "Bins", "B");
  for (const char* b : {"AAE=", "AQ==", "/w=="})
    Put(e, "Bins", R"({"pk":{"B":")" + std::string(b) + R"("}})");
  Json bytes = Call(e, "keyscape:DescribeKeys", R"({"TableName":"Bins","Order":"VALUE"})");
  order.clear();
  for (const Json& k : Arr(bytes, "Keys")) {
    const std::string b = Str(*k.Find("Key")->Find("pk"), "B");
    CHECK(Str(k, "HashPosition") == HexOf(Av(R"({"B":")" + b + R"("})")));
    order.push_back(b);
  }
  CHECK(order == std::vector<std::string>{"AAE=", "AQ==", "/w=="});  // 00 01 < 01 < ff
}

TEST_CASE("views: DescribeKeys samples when there are more keys than MaxKeys", "[views]") {
  Engine e;
  CreateTable(e, "Many", "S", true);
  // Key k0 has 9 items, every other key one.
  for (int i = 0; i < 9; ++i)
    Put(e, "Many", R"({"pk":{"S":"k0"},"sk":{"S":"s)" + std::to_string(i) + R"("}})");
  for (int k = 1; k < 60; ++k)
    Put(e, "Many", R"({"pk":{"S":"k)" + std::to_string(k) + R"("},"sk":{"S":"s"}})");
  Json r = Call(e, "keyscape:DescribeKeys", R"({"TableName":"Many","MaxKeys":10,"TopKeys":1})");
  CHECK(r.Find("Sampled")->bool_value());
  CHECK(Int(r, "DistinctPartitionKeys") == 60);
  const auto& keys = Arr(r, "Keys");
  CHECK(keys.size() >= 9);
  CHECK(keys.size() <= 10);
  bool busiest = false;
  std::string prev;
  std::set<std::string> seen;
  for (const Json& k : keys) {
    const std::string v = Str(*k.Find("Key")->Find("pk"), "S");
    busiest = busiest || v == "k0";
    CHECK(seen.insert(v).second);
    CHECK(Str(k, "HashPosition") > prev);
    prev = Str(k, "HashPosition");
  }
  CHECK(busiest);
  CHECK(Int(*r.Find("BusiestKey"), "ItemCount") == 9);
  // The histogram counts every item, not the sample.
  CHECK(Sum(Arr(*r.Find("Histogram"), "ItemCounts")) == 68);
  Json all = Call(e, "keyscape:DescribeKeys", R"({"TableName":"Many","MaxKeys":60})");
  CHECK_FALSE(all.Find("Sampled")->bool_value());
  CHECK(Arr(all, "Keys").size() == 60);
}

TEST_CASE("views: DescribeKeys places keys on a given layout and looks keys up", "[views]") {
  Engine e;
  CreateTable(e, "Placed", "S");
  for (const char* k : {"a", "b", "c", "d", "e", "f"})
    Put(e, "Placed", R"({"pk":{"S":")" + std::string(k) + R"("}})");
  Json r = Call(
      e, "keyscape:DescribeKeys",
      R"({"TableName":"Placed","Layout":[{"HashRangeStart":"0000000000000000"},{"HashRangeStart":"8000000000000000"}],"Lookup":[{"S":"zz"},{"S":"a"}]})");
  CHECK(Int(r, "PartitionCount") == 2);
  for (const Json& k : Arr(r, "Keys")) {
    int64_t p = 0;
    REQUIRE(Arr(k, "Partitions")[0].GetInt64(&p));
    CHECK(p == (Str(k, "HashPosition") >= "8000000000000000" ? 1 : 0));
  }
  const auto& lookup = Arr(r, "Lookup");
  REQUIRE(lookup.size() == 2);
  CHECK(Int(lookup[0], "ItemCount") == 0);
  CHECK(Str(lookup[0], "HashPosition") == HexOf(Av(R"({"S":"zz"})")));
  CHECK(Int(lookup[1], "ItemCount") == 1);
  CHECK(Fail(e, "keyscape:DescribeKeys",
             R"({"TableName":"Placed","Layout":[{"HashRangeStart":"01"}]})")
            .find("Layout[0] must start at 0000000000000000") != std::string::npos);
  CHECK(Fail(e, "keyscape:DescribeKeys",
             R"({"TableName":"Placed","Layout":[{"HashRangeStart":"0"},{"HashRangeStart":"0"}]})")
            .find("Layout[1] must start after Layout[0]") != std::string::npos);
  CHECK(Fail(e, "keyscape:DescribeKeys", R"({"TableName":"Placed","Lookup":[{"N":"1"}]})")
            .find("Lookup[0] must be a value of the partition key's type (S)") !=
        std::string::npos);
  CHECK(Fail(e, "keyscape:DescribeKeys", R"({"TableName":"Nope"})").find("ResourceNotFound") !=
        std::string::npos);
}

TEST_CASE("views: ExplainOrder says which byte decides", "[views]") {
  Engine e;
  Json s = Call(e, "keyscape:ExplainOrder",
                R"({"Values":[{"S":"ORDER#2"},{"S":"ORDER#10"},{"S":"ORDER#1"}]})");
  CHECK(Str(s, "Type") == "S");
  CHECK(Arr(s, "Values")[0].Dump() == R"({"S":"ORDER#1"})");
  CHECK(Arr(s, "Values")[2].Dump() == R"({"S":"ORDER#2"})");
  const auto& pairs = Arr(s, "Pairs");
  REQUIRE(pairs.size() == 2);
  CHECK(Str(pairs[0], "Reason") == "PREFIX");
  CHECK(Int(pairs[0], "ByteIndex") == 7);
  CHECK(Str(pairs[1], "Text") == "ORDER#10 < ORDER#2: byte 7, '1' 0x31 < '2' 0x32");
  CHECK(pairs[1].Find("NumbersDisagree")->bool_value());
  CHECK(s.Find("NumbersDisagree")->bool_value());
  // Multi-byte characters: the character the deciding byte belongs to.
  Json u = Call(e, "keyscape:ExplainOrder", R"({"Values":[{"S":"\u00e9"},{"S":"\u00e8"}]})");
  CHECK(Str(Arr(u, "Pairs")[0], "Text") ==
        "\u00e8 < \u00e9: byte 2, '\u00e8' 0xa8 < '\u00e9' 0xa9");
  Json padded = Call(e, "keyscape:ExplainOrder", R"({"Values":[{"S":"O#0010"},{"S":"O#0002"}]})");
  CHECK_FALSE(padded.Find("NumbersDisagree")->bool_value());
  Json n = Call(e, "keyscape:ExplainOrder", R"({"Values":[{"N":"10"},{"N":"-2"},{"N":"10.0"}]})");
  CHECK(Str(Arr(n, "Pairs")[0], "Reason") == "NUMERIC");
  CHECK(Str(Arr(n, "Pairs")[1], "Relation") == "=");
  Json b = Call(e, "keyscape:ExplainOrder", R"({"Values":[{"B":"/w=="},{"B":"AAE="}]})");
  CHECK(Str(Arr(b, "Pairs")[0], "Text") == "AAE= < /w==: byte 1, 0x00 < 0xff");
  CHECK(Fail(e, "keyscape:ExplainOrder", R"({"Values":[{"S":"a"},{"N":"1"}]})")
            .find("Values[1] must have the type of Values[0] (S)") != std::string::npos);
  CHECK(Fail(e, "keyscape:ExplainOrder", R"({"Values":[]})").find("Values must hold 1 to 1000") !=
        std::string::npos);
  CHECK(Fail(e, "keyscape:ExplainOrder", R"({"Values":[{"BOOL":true}]})")
            .find("must be a key value") != std::string::npos);
}

TEST_CASE("views: PreviewItems renders without writing; NextToken continues the clock", "[views]") {
  Engine e;
  CreateTable(e, "Gen", "S", true);
  const std::string spec =
      R"("TableName":"Gen","Count":1000,"Seed":7,"PartitionKey":{"Template":"C#${c}","KeyCount":50,"PadTo":4},"SortKey":{"Template":"O#${t}","Start":"2024-02-28T23:59:59Z","StepSeconds":1})";
  Json p = Call(e, "keyscape:PreviewItems", "{" + spec + R"(,"PreviewCount":3})");
  CHECK(Arr(p, "Items").size() == 3);
  CHECK(Str(*p.Find("FirstPartitionKey")->Find("pk"), "S") == "C#0000");
  CHECK(Str(p, "SortKeyStart") == "2024-02-28T23:59:59Z");
  CHECK(Str(*Arr(p, "Items")[0].Find("sk"), "S") == "O#2024-02-28T23:59:59Z");
  CHECK(Int(Call(e, "keyscape:DescribeKeys", R"({"TableName":"Gen"})"), "ItemCount") == 0);

  // Two chunks, the second from the first's NextToken, give the sort keys one call would;
  // PreviewItems with that token shows the second chunk's first item.
  const std::string set =
      R"("TableName":"Gen","Count":6,"Seed":1,"PartitionKey":{"Template":"C#${c}","KeyCount":1},"SortKey":{"Template":"O#${t}"})";
  Json first = Call(e, "keyscape:GenerateItems", "{" + set + R"(,"Limit":3})");
  const std::string token = Str(first, "NextToken");
  Json next = Call(e, "keyscape:PreviewItems",
                   "{" + set + R"(,"PreviewCount":1,"NextToken":")" + token + "\"}");
  CHECK(Str(next, "SortKeyStart") == "2024-01-01T00:00:03Z");
  Json second =
      Call(e, "keyscape:GenerateItems", "{" + set + R"(,"Limit":3,"NextToken":")" + token + "\"}");
  CHECK(second.Find("NextToken") == nullptr);
  Json q = Call(
      e, "Query",
      R"({"TableName":"Gen","KeyConditionExpression":"pk = :p","ExpressionAttributeValues":{":p":{"S":"C#0"}}})");
  const auto& items = Arr(q, "Items");
  REQUIRE(items.size() == 6);
  CHECK(Str(*items[5].Find("sk"), "S") == "O#2024-01-01T00:00:05Z");
  CHECK(Fail(e, "keyscape:PreviewItems", "{" + spec + R"(,"NextToken":")" + token + "\"}")
            .find("NextToken does not belong to this request") != std::string::npos);

  CHECK(
      Fail(
          e, "keyscape:PreviewItems",
          R"({"TableName":"Gen","Count":1,"PartitionKey":{"Template":"C#${c}","KeyCount":1},"SortKey":{"Template":"O#${t}","Start":"2024-13-01T00:00:00Z"}})")
          .find("SortKey.Start must be a UTC time") != std::string::npos);
  const std::string bad =
      R"({"TableName":"Gen","Count":1,"PartitionKey":{"Template":"C#","KeyCount":1},"SortKey":{"Template":"O#${t}"}})";
  CHECK(Fail(e, "keyscape:PreviewItems", bad) == Fail(e, "keyscape:GenerateItems", bad));
}

TEST_CASE("views: SimulateLoad reports heat under the limit rule", "[views]") {
  Engine e;
  CreateTable(e, "Hot", "S");
  Put(e, "Hot", R"({"pk":{"S":"k"}})");
  const std::string load =
      R"("AccessPatterns":[{"ReadsPerSecond":1500,"ReadConsistency":"STRONG","WritesPerSecond":500,"KeyDistribution":"HOT_KEY","HotKey":{"S":"k"}}])";
  Json ind = Call(e, "keyscape:SimulateLoad", R"({"TableName":"Hot",)" + load + "}");
  Json lin = Call(e, "keyscape:SimulateLoad",
                  R"({"TableName":"Hot","LimitRule":"LEGACY_LINEAR",)" + load + "}");
  const Json& hi = Arr(ind, "HotKeys")[0];
  const Json& hl = Arr(lin, "HotKeys")[0];
  CHECK(hi.Find("Heat")->number_value() == Approx(0.5));  // max(1500/3000, 500/1000)
  CHECK(hl.Find("Heat")->number_value() == Approx(1.0));  // 1500/3000 + 500/1000
  CHECK(Str(hi, "HashPosition") == HexOf(Av(R"({"S":"k"})")));
  int64_t hottest = Int(lin, "HottestPartition");
  CHECK(Arr(lin, "Partitions")[hottest].Find("Heat")->number_value() == Approx(1.0));
}
