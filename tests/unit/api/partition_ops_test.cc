#include <functional>
#include <set>
// keyscape:DescribePartitions, keyscape:SimulateLoad and keyscape:GenerateItems through the
// engine's JSON front door, checked against independent MD5 computations.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/number.h"
#include "test_support.h"

#ifdef KEYSCAPE_HAVE_OPENSSL
#include <openssl/evp.h>
#endif

using namespace keyscape::base;

using namespace keyscape;

namespace {

Json Call(Engine& e, const std::string& op, const std::string& request) {
  return testing::CallOk(e, op, request);
}

// The error body of a call that must fail.
std::string Fail(Engine& e, const std::string& op, const std::string& request) {
  return testing::CallFail(e, op, request);
}

using testing::IntOf;
using testing::NumOf;
constexpr auto& Str = testing::StrOf;

void CreateTable(Engine& e, const std::string& name, const std::string& pk_type,
                 const std::string& extra = "") {
  std::string req = R"({"TableName":")" + name +
                    R"(","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":")" +
                    pk_type + R"("}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}],)";
  req += extra.empty() ? R"("BillingMode":"PAY_PER_REQUEST"})" : extra + "}";
  Call(e, "CreateTable", req);
}

Json LoadVectors() {
  return keyscape::testing::ReadJsonFile("tests/vectors/partition_placement.json");
}

}  // namespace

TEST_CASE("partition: DescribePartitions agrees with the golden placements", "[partition]") {
  Engine e;
  for (const char* t : {"S", "N", "B"}) CreateTable(e, std::string("Golden") + t, t);
  Json doc = LoadVectors();
  // Expected item counts per (type, P, partition), from the vector file (Python hashlib).
  std::map<std::string, std::map<std::string, std::map<int64_t, int64_t>>> expected;
  std::map<std::string, int> seen;  // N values repeat by value (1e3 == 1000): one item
  for (const Json& k : doc.Find("keys")->array()) {
    const std::string type = Str(k, "type");
    if (seen[type + ":" + Str(k, "canonicalHex")]++ > 0) continue;
    Json av = Json::Object();
    // B values are base64 in the file; S and N values go in as DynamoDB JSON text.
    av.Add(type, Json::String(Str(k, "value")));
    Json item = Json::Object();
    item.Add("pk", std::move(av));
    Json put = Json::Object();
    put.Add("TableName", Json::String("Golden" + type));
    put.Add("Item", std::move(item));
    Call(e, "PutItem", put.Dump());
    for (const auto& [p, idx] : k.Find("partitions")->members()) {
      int64_t i = 0;
      REQUIRE(idx.GetInt64(&i));
      expected[type][p][i]++;
    }
  }
  for (const char* t : {"S", "N", "B"}) {
    for (const auto& [p_text, starts] : doc.Find("rangeStarts")->members()) {
      Json r = Call(
          e, "keyscape:DescribePartitions",
          R"({"TableName":"Golden)" + std::string(t) + R"(","PartitionCount":)" + p_text + "}");
      INFO("type " << t << " P=" << p_text);
      CHECK(Str(r, "HashFunction") == "md5-illustrative");
      const auto& parts = r.Find("Partitions")->array();
      REQUIRE(parts.size() == starts.array().size());
      for (size_t i = 0; i < parts.size(); ++i) {
        CHECK(IntOf(parts[i], "Index") == static_cast<int64_t>(i));
        CHECK(Str(parts[i], "HashRangeStart") == starts.array()[i].string_value());
        std::string end = i + 1 < parts.size() ? "" : "ffffffffffffffff";
        if (!end.empty()) CHECK(Str(parts[i], "HashRangeEnd") == end);
        CHECK(IntOf(parts[i], "ItemCount") == expected[t][p_text][static_cast<int64_t>(i)]);
        CHECK(IntOf(parts[i], "PartitionKeyCount") == IntOf(parts[i], "ItemCount"));
      }
    }
  }
}

#ifdef KEYSCAPE_HAVE_OPENSSL
TEST_CASE("partition: DescribePartitions agrees with OpenSSL's MD5", "[partition]") {
  Engine e;
  CreateTable(e, "Users", "S");
  const uint32_t P = 7;
  std::vector<int64_t> expected(P);
  Json batch_items = Json::Array();
  for (int i = 0; i < 2000; ++i) {
    std::string key = "user#" + std::to_string(i * 7919) + "-\xc3\xa9";
    unsigned char d[EVP_MAX_MD_SIZE];
    unsigned int n = 0;
    REQUIRE(EVP_Digest(key.data(), key.size(), d, &n, EVP_md5(), nullptr) == 1);
    uint64_t pos = 0;
    for (int b = 0; b < 8; ++b) pos = (pos << 8) | d[b];
    // Partition i of P owns [floor(i 2^64 / P), ...]: count with 128-bit arithmetic.
    uint32_t idx = 0;
    for (uint32_t j = 1; j < P; ++j)
      if (pos >= static_cast<uint64_t>((static_cast<unsigned __int128>(j) << 64) / P)) idx = j;
    expected[idx]++;
    Json item = Json::Object();
    Json av = Json::Object();
    av.Add("S", Json::String(key));
    item.Add("pk", std::move(av));
    Json put = Json::Object();
    put.Add("TableName", Json::String("Users"));
    put.Add("Item", std::move(item));
    Call(e, "PutItem", put.Dump());
  }
  Json r = Call(e, "keyscape:DescribePartitions", R"({"TableName":"Users","PartitionCount":7})");
  const auto& parts = r.Find("Partitions")->array();
  REQUIRE(parts.size() == P);
  int64_t total = 0;
  for (uint32_t i = 0; i < P; ++i) {
    CHECK(IntOf(parts[i], "ItemCount") == expected[i]);
    total += IntOf(parts[i], "ItemCount");
  }
  CHECK(total == 2000);
  CHECK(IntOf(r, "ItemCount") == 2000);
}
#endif

TEST_CASE("partition: DescribePartitions defaults and size splits", "[partition]") {
  Engine e;
  CreateTable(e, "OnDemand", "S");
  CreateTable(e, "Provisioned", "S",
              R"("ProvisionedThroughput":{"ReadCapacityUnits":5000,"WriteCapacityUnits":2000})");
  Json r = Call(e, "keyscape:DescribePartitions", R"({"TableName":"OnDemand"})");
  CHECK(IntOf(r, "PartitionCount") == 4);
  CHECK(Str(r, "BillingMode") == "PAY_PER_REQUEST");
  CHECK(r.Dump().find(R"("Partitions":[{"Index":0,"HashRangeStart":"0000000000000000",)"
                      R"("HashRangeEnd":"3fffffffffffffff","ItemCount":0,"SizeBytes":0,)"
                      R"("PartitionKeyCount":0},)") != std::string::npos);
  r = Call(e, "keyscape:DescribePartitions", R"({"TableName":"Provisioned"})");
  CHECK(IntOf(r, "PartitionCount") == 4);  // ceil(5000/3000 + 2000/1000)
  Call(e, "keyscape:GenerateItems",
       R"({"TableName":"OnDemand","Count":2000,"Seed":3,"PaddingBytes":500,)"
       R"("PartitionKey":{"Template":"K#${k}","KeyCount":100000}})");
  r = Call(e, "keyscape:DescribePartitions",
           R"({"TableName":"OnDemand","PartitionSizeLimitBytes":100000})");
  int64_t items = 0, bytes = 0;
  for (const Json& p : r.Find("Partitions")->array()) {
    CHECK(IntOf(p, "SizeBytes") <= 100000);
    items += IntOf(p, "ItemCount");
    bytes += IntOf(p, "SizeBytes");
  }
  CHECK(items == IntOf(r, "ItemCount"));
  CHECK(bytes == IntOf(r, "SizeBytes"));
  CHECK(IntOf(r, "PartitionCount") >= 16);
  CHECK(IntOf(r, "InitialPartitionCount") == 4);
  CHECK(r.Find("Splits")->array().size() == static_cast<size_t>(IntOf(r, "PartitionCount") - 4));
}

TEST_CASE("partition: op errors are ValidationExceptions with clear messages", "[partition]") {
  Engine e;
  CreateTable(e, "Errors", "S");
  const std::string v = R"({"__type":"com.amazon.coral.validate#ValidationException","message":")";
  CHECK(Fail(e, "keyscape:DescribePartitions", R"({"TableName":"Errors","PartitionCount":0})") ==
        v + R"(PartitionCount must be an integer from 1 to 65536"})");
  CHECK(Fail(e, "keyscape:DescribePartitions", R"({"TableName":"Errors","Partitions":3})") ==
        v + R"(Unknown member Partitions; expected one of: TableName, PartitionCount, )"
            R"(PartitionSizeLimitBytes"})");
  CHECK(Fail(e, "keyscape:DescribePartitions", R"({"TableName":"Nope"})")
            .find("ResourceNotFoundException") != std::string::npos);
  CHECK(Fail(e, "keyscape:DescribePartitions", R"({})").find("ValidationException") !=
        std::string::npos);
  CHECK(Fail(e, "keyscape:SimulateLoad", R"({"TableName":"Errors"})") ==
        v + R"(AccessPatterns must hold 1 to 100 access patterns"})");
  CHECK(Fail(e, "keyscape:SimulateLoad",
             R"({"TableName":"Errors","AccessPatterns":[{"ReadsPerSecond":-1}]})") ==
        v + R"(AccessPatterns[0].ReadsPerSecond must be a number from 0 to 1000000000"})");
  CHECK(Fail(e, "keyscape:SimulateLoad",
             R"({"TableName":"Errors","AccessPatterns":[{"KeyDistribution":"HOT"}]})") ==
        v + R"(AccessPatterns[0].KeyDistribution must be one of: UNIFORM, ZIPF, HOT_KEY )"
            R"~((got 'HOT')"})~");
  CHECK(Fail(e, "keyscape:SimulateLoad",
             R"({"TableName":"Errors","AccessPatterns":[{"KeyDistribution":"HOT_KEY",)"
             R"("HotKey":{"N":"1"}}]})") ==
        v + R"~(AccessPatterns[0].HotKey must be a value of the partition key's type (S)"})~");
  CHECK(Fail(e, "keyscape:SimulateLoad",
             R"({"TableName":"Errors","AccessPatterns":[{"WritesPerSecond":5}]})") ==
        v + R"(LoadPattern pattern-1: the table has no items; give Keys to send requests to"})");
  CHECK(Fail(e, "keyscape:SimulateLoad",
             R"({"TableName":"Errors","AccessPatterns":[{"Keys":[{"S":"a"}]}],)"
             R"("WriteSharding":{"Key":{"S":"a"}}})") ==
        v + R"(WriteSharding.SuffixCount is required"})");
  CHECK(Fail(e, "keyscape:GenerateItems", R"({"TableName":"Errors","Count":5})") ==
        v + R"(PartitionKey is required"})");
  CHECK(Fail(e, "keyscape:GenerateItems",
             R"({"TableName":"Errors","Count":1000001,"PartitionKey":{}})") ==
        v + R"(Count must be an integer from 1 to 1000000"})");
  CHECK(Fail(e, "keyscape:GenerateItems",
             R"({"TableName":"Errors","Count":5,"PartitionKey":{"Template":"A#${a}",)"
             R"("KeyCount":3},"SortKey":{"Template":"${b}"}})") ==
        v + R"(Table Errors has no sort key: remove SortKey"})");
}

TEST_CASE("partition: SimulateLoad reproduces the sharding example as JSON", "[partition]") {
  Engine e;
  CreateTable(e, "Events", "S");
  Json r = Call(e, "keyscape:SimulateLoad", R"({
    "TableName": "Events", "PartitionCount": 8,
    "PreviousPeak": {"WriteUnitsPerSecond": 5000},
    "AccessPatterns": [{"Name": "today's events", "WritesPerSecond": 5000,
                        "KeyDistribution": "HOT_KEY", "HotKey": {"S": "2024-07-09"}}],
    "WriteSharding": {"Key": {"S": "2024-07-09"}, "SuffixCount": 10}})");
  CHECK(IntOf(r, "PartitionCount") == 8);
  CHECK(NumOf(r, "TableWriteLimit") == 10000);
  const Json& pat = r.Find("AccessPatterns")->array()[0];
  CHECK(Str(pat, "Name") == "today's events");
  CHECK(NumOf(pat, "WriteDemand") == 5000);
  CHECK(NumOf(pat, "WriteServed") == 1000);
  CHECK(NumOf(pat, "WriteThrottledFraction") == 0.8);
  CHECK(r.Find("ThrottledWithSpareCapacity")->bool_value());
  const Json& hot = r.Find("HotKeys")->array()[0];
  CHECK(hot.Find("Key")->Dump() == R"({"pk":{"S":"2024-07-09"}})");
  const Json& ws = *r.Find("WriteSharding");
  CHECK(IntOf(ws, "SuffixCountNeeded") == 5);
  CHECK(ws.Find("Shards")->array().size() == 10);
  CHECK(ws.Find("Shards")->array()[3].Find("Key")->Dump() == R"({"pk":{"S":"2024-07-09#3"}})");
  CHECK(NumOf(*ws.Find("Before")->Find("HottestPartitionLoad"), "WriteDemand") == 5000);
  CHECK(NumOf(*ws.Find("After")->Find("HottestPartitionLoad"), "WriteDemand") == 1000);
  CHECK(NumOf(*ws.Find("After")->Find("LogicalKey"), "WriteThrottledFraction") == 0);
  CHECK(IntOf(*ws.Find("After"), "PartitionCount") == 8);
  CHECK(IntOf(*ws.Find("FullRead"), "QueriesAfter") == 10);
  CHECK(IntOf(*ws.Find("FullRead"), "ExtraQueries") == 9);
  CHECK(NumOf(*ws.Find("FullRead"), "ExtraReadUnits") == 4.5);  // 10 x 0.5 - 0.5 (EC, empty)
  // Every object of the response has distinct member names (JSON.parse would drop one).
  std::function<void(const Json&)> unique_members = [&](const Json& j) {
    if (j.is_object()) {
      std::set<std::string> names;
      for (const auto& m : j.members()) {
        INFO(m.first);
        CHECK(names.insert(m.first).second);
        unique_members(m.second);
      }
    } else if (j.is_array()) {
      for (const auto& e : j.array()) unique_members(e);
    }
  };
  unique_members(r);
}

TEST_CASE("partition: SimulateLoad on generated data", "[partition]") {
  Engine e;
  Call(e, "CreateTable", R"({"TableName":"Orders","BillingMode":"PROVISIONED",
    "ProvisionedThroughput":{"ReadCapacityUnits":6000,"WriteCapacityUnits":1000},
    "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},
                            {"AttributeName":"sk","AttributeType":"S"}],
    "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}]})");
  Json g = Call(e, "keyscape:GenerateItems", R"({"TableName":"Orders","Count":20000,"Seed":7,
    "PartitionKey":{"Template":"CUSTOMER#${customerId}","Distribution":"ZIPF","KeyCount":500,"Exponent":1.2},
    "SortKey":{"Template":"ORDER#${ts}","Distribution":"SEQUENTIAL_TIMESTAMP","StepSeconds":60},
    "Attributes":{"status":{"S":"NEW"}},"PaddingBytes":300})");
  CHECK(IntOf(g, "Generated") == 20000);
  CHECK(IntOf(g, "Inserted") == 20000);
  CHECK(IntOf(g, "TableItemCount") == 20000);
  Json r = Call(e, "keyscape:SimulateLoad", R"({"TableName":"Orders",
    "AccessPatterns":[
      {"Name":"get order","ReadsPerSecond":5000,"KeyDistribution":"ZIPF","Exponent":1.2,"ReadConsistency":"STRONG"},
      {"Name":"new orders","WritesPerSecond":800,"KeyDistribution":"ZIPF","Exponent":1.2,"WriteOrder":"SEQUENTIAL"}],
    "SplitForHeat":true,"TopKeys":3})");
  CHECK(IntOf(r, "InitialPartitionCount") == 3);  // ceil(6000/3000 + 1000/1000)
  CHECK(Str(r, "BillingMode") == "PROVISIONED");
  CHECK(NumOf(r, "TableReadLimit") == 6000);
  CHECK(r.Find("HotKeys")->array().size() == 3);
  CHECK(Str(*r.Find("HotKeys")->array()[0].Find("Key")->Find("pk"), "S") == "CUSTOMER#0");
  const Json& table = *r.Find("Table");
  CHECK(NumOf(table, "ReadDemand") == Approx(5000));
  CHECK(NumOf(table, "WriteDemand") == Approx(800));
  // The sequential writes of the top customer cannot be split away.
  double served = 0;
  for (const Json& p : r.Find("Partitions")->array()) served += NumOf(p, "WriteServed");
  CHECK(served == Approx(NumOf(table, "WriteServed")));
  // Byte-identical on a second run (determinism).
  Json again = Call(e, "keyscape:SimulateLoad", R"({"TableName":"Orders",
    "AccessPatterns":[
      {"Name":"get order","ReadsPerSecond":5000,"KeyDistribution":"ZIPF","Exponent":1.2,"ReadConsistency":"STRONG"},
      {"Name":"new orders","WritesPerSecond":800,"KeyDistribution":"ZIPF","Exponent":1.2,"WriteOrder":"SEQUENTIAL"}],
    "SplitForHeat":true,"TopKeys":3})");
  CHECK(again.Dump() == r.Dump());
}

// Opt-in (hidden) scale check: `keyscape_tests "[partition-scale]"`. The benchmark
// (tests/bench/engine_bench.cc, run by ./scripts/bench) times the same path.
TEST_CASE("partition: one million generated items", "[.][partition-scale]") {
  Engine e;
  CreateTable(e, "Million", "S");
  Json g = Call(e, "keyscape:GenerateItems",
                R"({"TableName":"Million","Count":1000000,"Seed":1,)"
                R"("PartitionKey":{"Template":"USER#${user}","Distribution":"UNIFORM",)"
                R"("KeyCount":10000000}})");
  CHECK(IntOf(g, "Generated") == 1000000);
  const int64_t items = IntOf(g, "TableItemCount");
  CHECK(items == IntOf(g, "Inserted"));
  CHECK(items > 950000);
  Json r = Call(e, "keyscape:DescribePartitions", R"({"TableName":"Million","PartitionCount":10})");
  int64_t total = 0;
  for (const Json& p : r.Find("Partitions")->array()) {
    CHECK(IntOf(p, "ItemCount") == Approx(items / 10.0).epsilon(0.02));
    total += IntOf(p, "ItemCount");
  }
  CHECK(total == items);
  Json s = Call(e, "keyscape:SimulateLoad",
                R"({"TableName":"Million","AccessPatterns":[{"ReadsPerSecond":12000,)"
                R"("KeyDistribution":"ZIPF","Exponent":1.0}],"SplitForHeat":true})");
  CHECK(NumOf(*s.Find("Table"), "ReadDemand") == Approx(6000));
}
