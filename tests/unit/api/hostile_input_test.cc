// Bad input gets a clear error, never a crash or a hang: thousands of mutated requests
// (from valid ones) go through the engine; every answer must be one JSON object, either
// a response body or {"__type","message"} with a known __type ("Message" for
// SerializationException and TransactionCanceledException).
#include <catch2/catch.hpp>
#include <random>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

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

// ---- Named hostile inputs (docs/RELIABILITY.md "Hostile inputs"). After each, the next
// request must still work.

namespace {

const char kCreate[] =
    R"({"TableName":"Hostile","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"}],"KeySchema":[{"AttributeName":"p","KeyType":"HASH"}]})";

std::string TypeOf(const Response& r) {
  auto j = Json::Parse(r.body);
  REQUIRE(j.ok());
  const Json* t = j->Find("__type");
  if (!t) return "(ok)";
  const std::string& s = t->string_value();
  return s.substr(s.find('#') + 1);
}

std::string MessageOf(const Response& r) {
  auto j = Json::Parse(r.body);
  REQUIRE(j.ok());
  const Json* m = j->Find("message");
  if (!m) m = j->Find("Message");
  return m && m->is_string() ? m->string_value() : "";
}

// The engine still answers: a write and a read of table H.
void NextWorks(Engine& engine) {
  REQUIRE(engine.Execute("PutItem", R"({"TableName":"Hostile","Item":{"p":{"S":"ok"}}})").ok());
  Response r = engine.Execute("GetItem", R"({"TableName":"Hostile","Key":{"p":{"S":"ok"}}})");
  REQUIRE(r.ok());
  CHECK(r.body == R"({"Item":{"p":{"S":"ok"}}})");
}

std::string Put(const std::string& value_json) {
  return R"({"TableName":"Hostile","Item":{"p":{"S":"x"},"v":)" + value_json + "}}";
}

}  // namespace

TEST_CASE("hostile input: JSON nested 100,000 levels deep is an error, not a stack overflow",
          "[robustness]") {
  Engine engine;
  REQUIRE(engine.Execute("CreateTable", kCreate).ok());
  const size_t n = 100000;
  Response arrays = engine.ExecuteLine(std::string(n, '[') + std::string(n, ']'));
  CHECK(TypeOf(arrays) == "SerializationException");
  CHECK(MessageOf(arrays) == "JSON nested too deeply at offset 257");
  std::string objects;
  for (size_t i = 0; i < n; ++i) objects += R"({"M":{"a":)";
  objects += R"({"S":"x"})";
  for (size_t i = 0; i < n; ++i) objects += "}}";
  CHECK(TypeOf(engine.Execute("PutItem", Put(objects))) == "SerializationException");
  NextWorks(engine);
  // Within the JSON depth, DynamoDB's document limit of 32 levels answers.
  std::string doc;
  for (int i = 0; i < 40; ++i) doc += R"({"L":[)";
  doc += R"({"S":"x"})";
  for (int i = 0; i < 40; ++i) doc += "]}";
  Response deep = engine.Execute("PutItem", Put(doc));
  CHECK(TypeOf(deep) == "ValidationException");
  CHECK(MessageOf(deep) ==
        "1 validation error detected: Nesting Levels have exceeded supported limits: Attributes "
        "in the item have nested levels beyond supported limit");
  // Parentheses: the expression's own nesting bound answers before any recursion limit.
  std::string parens = std::string(2000, '(') + "p = :v" + std::string(2000, ')');
  Response nested =
      engine.Execute("Scan", R"({"TableName":"Hostile","FilterExpression":")" + parens +
                                 R"(","ExpressionAttributeValues":{":v":{"S":"x"}}})");
  CHECK(TypeOf(nested) == "ValidationException");
  Response long_expr = engine.Execute(
      "Scan", R"({"TableName":"Hostile","FilterExpression":")" + std::string(100000, '(') +
                  R"(","ExpressionAttributeValues":{":v":{"S":"x"}}})");
  CHECK(MessageOf(long_expr).find("Expression size has exceeded the maximum allowed size") !=
        std::string::npos);
  // A design nested deeply in the model file.
  CHECK(TypeOf(engine.Execute("keyscape:ValidateModel",
                              R"({"model":)" + std::string(n, '[') + std::string(n, ']') + "}")) ==
        "SerializationException");
  NextWorks(engine);
}

TEST_CASE("hostile input: 10 MB lines and requests over 16 MB", "[robustness]") {
  Engine engine;
  REQUIRE(engine.Execute("CreateTable", kCreate).ok());
  const std::string ten_mb(10u << 20, 'a');
  Response big_item = engine.ExecuteLine(R"({"op":"PutItem","request":)" +
                                         Put(R"({"S":")" + ten_mb + R"("})") + "}");
  CHECK(TypeOf(big_item) == "ValidationException");
  CHECK(MessageOf(big_item) == "Item size has exceeded the maximum allowed size");
  NextWorks(engine);
  CHECK(TypeOf(engine.ExecuteLine(ten_mb)) == "SerializationException");
  CHECK(TypeOf(engine.ExecuteLine("\"" + ten_mb + "\"")) == "ValidationException");
  Response expr = engine.ExecuteLine(
      R"({"op":"Scan","request":{"TableName":"Hostile","FilterExpression":")" + ten_mb + R"("}})");
  CHECK(MessageOf(expr).find("Expression size has exceeded the maximum allowed size") !=
        std::string::npos);
  NextWorks(engine);
  const std::string seventeen_mb(17u << 20, ' ');
  Response too_large = engine.ExecuteLine(R"({"op":"ListTables","request":{}})" + seventeen_mb);
  CHECK(TypeOf(too_large) == "RequestEntityTooLarge");
  CHECK(MessageOf(too_large) == "Request entity too large: the body exceeds 16777216 bytes");
  CHECK(TypeOf(engine.Execute("ListTables", "{}" + seventeen_mb)) == "RequestEntityTooLarge");
  NextWorks(engine);
}

TEST_CASE("hostile input: invalid UTF-8 anywhere gets an error", "[robustness]") {
  Engine engine;
  REQUIRE(engine.Execute("CreateTable", kCreate).ok());
  const char* bad[] = {
      "\xff", "\xc3", "\xc3\x28", "\xe2\x82", "\xed\xa0\x80", "\xf8\x88\x80\x80\x80", "\xc0\xaf"};
  for (const char* b : bad) {
    INFO(Json::String(b).Dump());
    const std::string s(b);
    for (const std::string& req :
         {Put(R"({"S":")" + s + R"("})"),
          R"({"TableName":"Hostile)" + s + R"(","Item":{"p":{"S":"x"}}})",
          R"({"TableName":"Hostile","Item":{"p)" + s + R"(":{"S":"x"}}})"}) {
      CHECK(TypeOf(engine.Execute("PutItem", req)) == "SerializationException");
    }
    CHECK(TypeOf(engine.ExecuteLine(R"({"op":"Put)" + s + R"(Item","request":{}})")) ==
          "SerializationException");
    CHECK(TypeOf(engine.Execute("keyscape:Template", R"({"action":"render","template":"A#)" + s +
                                                         R"("})")) == "SerializationException");
  }
  NextWorks(engine);
}

TEST_CASE("hostile input: 1,000-digit numbers, NaN and Infinity", "[robustness]") {
  Engine engine;
  REQUIRE(engine.Execute("CreateTable", kCreate).ok());
  const std::string digits(1000, '7');
  // PutItem reports them inside DynamoDB's validation envelope (its current layer).
  CHECK(MessageOf(engine.Execute("PutItem", Put(R"({"N":")" + digits + R"("})"))) ==
        "1 validation error detected: Number overflow. Attempting to store a number with "
        "magnitude larger than supported range");
  CHECK(MessageOf(engine.Execute("PutItem", Put(R"({"N":"7.)" + digits + R"("})"))) ==
        "1 validation error detected: Attempting to store more than 38 significant digits in a "
        "Number");
  CHECK(TypeOf(engine.Execute("PutItem", Put(R"({"N":"1e)" + digits + R"("})"))) ==
        "ValidationException");
  CHECK(TypeOf(engine.Execute("PutItem", Put(R"({"N":"0.)" + std::string(1000, '0') + R"(1"})"))) ==
        "ValidationException");
  // JSON numbers where the request wants an integer.
  for (const std::string& limit : {digits, "1e" + digits, "-" + digits, "0." + digits}) {
    Response r = engine.Execute("Scan", R"({"TableName":"Hostile","Limit":)" + limit + "}");
    CHECK(!r.ok());
  }
  for (const char* n :
       {"NaN", "Infinity", "-Infinity", "inf", "nan", "1e999999", "0x10", "1e", ".", "--1"}) {
    INFO(n);
    CHECK(TypeOf(engine.Execute("PutItem", Put(std::string(R"({"N":")") + n + R"("})"))) ==
          "ValidationException");
    CHECK(TypeOf(engine.Execute(
              "Scan", std::string(R"({"TableName":"Hostile","Limit":)") + n + "}")) != "(ok)");
  }
  for (const char* bare : {"NaN", "Infinity", "-Infinity"})
    CHECK(TypeOf(engine.Execute("PutItem", Put(std::string(R"({"N":)") + bare + "}"))) ==
          "SerializationException");
  NextWorks(engine);
}

TEST_CASE("hostile input: reserved words everywhere as attribute names", "[robustness]") {
  Engine engine;
  REQUIRE(engine.Execute("CreateTable", kCreate).ok());
  int checked = 0;
  // Words that are also the expressions' own syntax (AND, SET, ...) fail as syntax instead.
  for (const char* word : {"AND", "OR", "NOT", "BETWEEN", "IN", "SET", "ADD"}) {
    INFO(word);
    Response r = engine.Execute(
        "GetItem",
        std::string(R"({"TableName":"Hostile","Key":{"p":{"S":"r"}},"ProjectionExpression":")") +
            word + R"("})");
    CHECK(TypeOf(r) == "ValidationException");
  }
  for (const char* word :
       {"SELECT", "KEY",    "TABLE", "VALUE", "NAME",  "STATUS", "DATE",    "TIMESTAMP",
        "COUNT",  "USER",   "DATA",  "ORDER", "GROUP", "UPDATE", "comment", "Size",
        "TTL",    "Region", "Type",  "Year",  "Level", "Hash",   "Range",   "Index"}) {
    INFO(word);
    const std::string w(word);
    // As stored names they are fine (DynamoDB restricts only expressions).
    REQUIRE(engine
                .Execute("PutItem", R"({"TableName":"Hostile","Item":{"p":{"S":"r"},")" + w +
                                        R"(":{"S":"v"}}})")
                .ok());
    const std::string message = "Attribute name is a reserved keyword; reserved keyword: " + w;
    const std::string get =
        R"({"TableName":"Hostile","Key":{"p":{"S":"r"}},"ProjectionExpression":")";
    CHECK(MessageOf(engine.Execute("GetItem", get + w + R"("})")).find(message) !=
          std::string::npos);
    CHECK(MessageOf(engine.Execute("GetItem", get + "p, a." + w + R"("})")).find(message) !=
          std::string::npos);
    CHECK(
        MessageOf(engine.Execute(
                      "Scan", R"J({"TableName":"Hostile","FilterExpression":"attribute_exists()J" +
                                  w + R"J()"})J"))
            .find(message) != std::string::npos);
    CHECK(MessageOf(engine.Execute(
                        "UpdateItem",
                        R"({"TableName":"Hostile","Key":{"p":{"S":"r"}},"UpdateExpression":"SET )" +
                            w + R"( = :v","ExpressionAttributeValues":{":v":{"S":"n"}}})"))
              .find(message) != std::string::npos);
    CHECK(MessageOf(engine.Execute("Query",
                                   R"({"TableName":"Hostile","KeyConditionExpression":")" + w +
                                       R"( = :v","ExpressionAttributeValues":{":v":{"S":"r"}}})"))
              .find(message) != std::string::npos);
    // Through ExpressionAttributeNames every one of them works.
    Response ok =
        engine.Execute("GetItem", get + R"(#w","ExpressionAttributeNames":{"#w":")" + w + R"("}})");
    CHECK(ok.body == R"({"Item":{")" + w + R"(":{"S":"v"}}})");
    ++checked;
    REQUIRE(engine.Execute("DeleteItem", R"({"TableName":"Hostile","Key":{"p":{"S":"r"}}})").ok());
  }
  CHECK(checked == 24);
  NextWorks(engine);
}

TEST_CASE("hostile input: a model file with 100,000 entities is refused at once", "[robustness]") {
  Engine engine;
  REQUIRE(engine.Execute("CreateTable", kCreate).ok());
  std::string model =
      R"({"format":"keyscape-model","version":1,"name":"Many","tables":[{"name":"T","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"}}],"entities":[)";
  for (int i = 0; i < 100000; ++i) {
    if (i) model += ",";
    model += R"({"name":"E)" + std::to_string(i) +
             R"(","table":"T","attributes":{"id":{"type":"S"}},"keys":{"PK":"E)" +
             std::to_string(i) + R"(#${id}","SK":"X"}})";
  }
  model += "]}";
  for (const char* op : {"keyscape:ValidateModel", "keyscape:Lint", "keyscape:RunAccessPatterns",
                         "keyscape:Cost", "keyscape:LoadDesign"}) {
    INFO(op);
    Response r = engine.Execute(op, R"({"model":)" + model + "}");
    CHECK(TypeOf(r) == "ValidationException");
    CHECK(MessageOf(r) == "/entities: a design holds at most 1000 entities (this one has 100000)");
  }
  NextWorks(engine);
}

namespace {

// Calls visit(node) for every value of the document, the root first.
template <typename Visit>
void ForEachValue(Json& node, Visit& visit) {
  visit(node);
  for (Json& child : node.array()) ForEachValue(child, visit);
  for (auto& member : node.members()) ForEachValue(member.second, visit);
}

// For every value of `doc` and every JSON kind it is not, the document with that value
// replaced by one of that kind goes through `op` as {"from","document"} (or {"model"});
// each must answer one JSON object, and the engine must answer the next request.
int WrongTypeEverywhere(Engine& engine, const std::string& op, const std::string& from, Json doc) {
  const Json kWrong[] = {Json::Null(),      Json::Bool(true), Json::Int(-12345678901),
                         Json::String("s"), Json::Array(),    Json::Object()};
  int tried = 0, errors = 0;
  auto visit = [&](Json& node) {
    const Json saved = node;
    for (const Json& wrong : kWrong) {
      if (wrong.kind() == saved.kind()) continue;
      node = wrong;
      std::string request = from.empty()
                                ? R"({"model":)" + doc.Dump() + "}"
                                : R"({"from":")" + from + R"(","document":)" + doc.Dump() + "}";
      Response r = engine.Execute(op, request);
      auto j = Json::Parse(r.body);
      REQUIRE(j.ok());
      REQUIRE(j->is_object());
      if (!r.ok()) {
        ++errors;
        CHECK(!MessageOf(r).empty());
        CHECK(TypeOf(r) != "InternalServerError");
      }
      ++tried;
    }
    node = saved;
  };
  ForEachValue(doc, visit);
  NextWorks(engine);
  CHECK(errors > tried / 4);  // most wrong types are refused, not silently accepted
  return tried;
}

}  // namespace

TEST_CASE("hostile input: Workbench and aws-mcp files with a wrong type in every field",
          "[robustness]") {
  using keyscape::testing::ReadJsonFile;
  Engine engine;
  REQUIRE(engine.Execute("CreateTable", kCreate).ok());
  int tried = 0;
  for (const char* f : {"tests/fixtures/nosql-workbench/AnOnlineShop_1.json",
                        "tests/fixtures/nosql-workbench/DeviceStateLog_7.json",
                        "tests/fixtures/nosql-workbench/AnOnlineShop_facets.json"}) {
    INFO(f);
    tried += WrongTypeEverywhere(engine, "keyscape:Import", "nosql-workbench", ReadJsonFile(f));
  }
  INFO("aws-mcp");
  tried += WrongTypeEverywhere(engine, "keyscape:Import", "aws-mcp",
                               ReadJsonFile("tests/fixtures/aws-mcp/dynamodb_data_model.json"));
  INFO("model");
  tried += WrongTypeEverywhere(engine, "keyscape:ValidateModel", "",
                               ReadJsonFile("docs/examples/lexicographic-trap.json"));
  CHECK(tried > 5000);
}
