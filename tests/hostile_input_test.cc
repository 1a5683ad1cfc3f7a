// Bad input gets a clear error, never a crash or a hang: thousands of mutated requests
// (from valid ones) go through the engine; every answer must be one JSON object, either
// a response body or {"__type","message"} with a known __type ("Message" for
// SerializationException and TransactionCanceledException).
#include <catch2/catch.hpp>
#include <random>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"

using namespace keyscape::base;

using namespace keyscape;

namespace {

const char* kSeeds[] = {
    R"J({"op":"CreateTable","request":{"TableName":"Fuzz","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"},{"AttributeName":"s","AttributeType":"N"},{"AttributeName":"g","AttributeType":"B"}],"KeySchema":[{"AttributeName":"p","KeyType":"HASH"},{"AttributeName":"s","KeyType":"RANGE"}],"GlobalSecondaryIndexes":[{"IndexName":"gix","KeySchema":[{"AttributeName":"g","KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]}})J",
    R"J({"op":"PutItem","request":{"TableName":"Fuzz","Item":{"p":{"S":"a"},"s":{"N":"1.5e3"},"g":{"B":"AAE="},"l":{"L":[{"M":{"x":{"SS":["a","b"]}}}]}},"ConditionExpression":"attribute_not_exists(p) OR size(l) > :z","ExpressionAttributeValues":{":z":{"N":"0"}}}})J",
    R"J({"op":"Query","request":{"TableName":"Fuzz","KeyConditionExpression":"p = :p AND s BETWEEN :a AND :b","FilterExpression":"contains(l[0].x, :c) AND NOT begins_with(#n, :c)","ProjectionExpression":"l[0].x, s","ExpressionAttributeNames":{"#n":"name"},"ExpressionAttributeValues":{":p":{"S":"a"},":a":{"N":"-1"},":b":{"N":"1e4"},":c":{"S":"a"}},"Limit":3,"ScanIndexForward":false}})J",
    R"J({"op":"UpdateItem","request":{"TableName":"Fuzz","Key":{"p":{"S":"a"},"s":{"N":"1500"}},"UpdateExpression":"SET c = if_not_exists(c, :z) + :one, l = list_append(l, :l) REMOVE q ADD t :set","ExpressionAttributeValues":{":z":{"N":"0"},":one":{"N":"1"},":l":{"L":[{"NULL":true}]},":set":{"NS":["1","2"]}},"ReturnValues":"ALL_NEW"}})J",
    R"J({"op":"Scan","request":{"TableName":"Fuzz","IndexName":"gix","Segment":0,"TotalSegments":3,"ExclusiveStartKey":{"g":{"B":"AAE="},"p":{"S":"a"},"s":{"N":"1500"}}}})J",
    R"J({"op":"BatchWriteItem","request":{"RequestItems":{"Fuzz":[{"PutRequest":{"Item":{"p":{"S":"b"},"s":{"N":"2"}}}},{"DeleteRequest":{"Key":{"p":{"S":"a"},"s":{"N":"1500"}}}}]}}})J",
    R"J({"op":"BatchGetItem","request":{"RequestItems":{"Fuzz":{"Keys":[{"p":{"S":"b"},"s":{"N":"2"}}],"ProjectionExpression":"#s","ExpressionAttributeNames":{"#s":"s"}}}}})J",
};

const char* kTokens[] = {"(",
                         ")",
                         "((",
                         "AND",
                         "OR",
                         "NOT",
                         "BETWEEN",
                         ",",
                         ":",
                         "#",
                         "[",
                         "]",
                         ".",
                         "\"",
                         "\\",
                         "{",
                         "}",
                         "[99999999999]",
                         "\xff",
                         "\xc3",
                         "size(",
                         "1e999",
                         "-",
                         "0",
                         "\"N\"",
                         "\"S\"",
                         "null",
                         "true",
                         "{\"S\":\"\"}",
                         "<>",
                         "<=",
                         "attribute_type(",
                         "begins_with(",
                         "\\u0000",
                         "\\ud800"};

std::string Mutate(std::string s, std::mt19937_64& rng) {
  int edits = 1 + static_cast<int>(rng() % 4);
  for (int e = 0; e < edits && !s.empty(); ++e) {
    size_t pos = rng() % s.size();
    switch (rng() % 4) {
      case 0:
        s.erase(pos, 1 + rng() % 8);
        break;
      case 1:
        s.insert(pos, kTokens[rng() % std::size(kTokens)]);
        break;
      case 2:
        s[pos] = static_cast<char>(rng() % 256);
        break;
      case 3:
        s.insert(pos, s.substr(rng() % s.size(), rng() % 24));
        break;
    }
  }
  return s;
}

bool KnownErrorType(const std::string& t) {
  return t.rfind("com.amazon.coral.validate#", 0) == 0 ||
         t.rfind("com.amazon.coral.service#", 0) == 0 ||
         t.rfind("com.amazonaws.dynamodb.v20120810#", 0) == 0;
}

}  // namespace

TEST_CASE("hostile input: mutated requests always get one JSON answer", "[robustness]") {
  std::mt19937_64 rng(1130);
  Engine engine;
  for (const char* seed : kSeeds) {
    INFO(seed);
    REQUIRE(engine.ExecuteLine(seed).http_status == 200);  // the seeds themselves are valid
  }
  int errors = 0, successes = 0;
  for (int i = 0; i < 30000; ++i) {
    std::string line = Mutate(kSeeds[rng() % std::size(kSeeds)], rng);
    Response r = engine.ExecuteLine(line);
    auto parsed = Json::Parse(r.body);
    INFO(line);
    REQUIRE(parsed.ok());
    REQUIRE(parsed->is_object());
    if (const Json* t = parsed->Find("__type")) {
      ++errors;
      REQUIRE(t->is_string());
      CHECK(KnownErrorType(t->string_value()));
      // DynamoDB spells the member "Message" for these two types, "message" otherwise.
      const bool capital =
          t->string_value() == "com.amazon.coral.service#SerializationException" ||
          t->string_value() == "com.amazonaws.dynamodb.v20120810#TransactionCanceledException";
      const Json* m = parsed->Find(capital ? "Message" : "message");
      REQUIRE(m);
      CHECK(parsed->Find(capital ? "message" : "Message") == nullptr);
      CHECK(!m->string_value().empty());
      CHECK(r.http_status != 200);
      // The engine never reports its own failures for client mistakes.
      CHECK(t->string_value() != "com.amazonaws.dynamodb.v20120810#InternalServerError");
    } else {
      ++successes;
      CHECK(r.http_status == 200);
    }
  }
  // The mutations reach both outcomes: the test is not only exercising the JSON parser.
  CHECK(errors > 5000);
  CHECK(successes > 250);
}
