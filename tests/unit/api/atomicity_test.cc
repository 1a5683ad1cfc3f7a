// A request that fails changes nothing: after every kind of failure (validation, condition,
// item too large after an update, transaction cancel, duplicate keys in a batch, a GSI key
// of the wrong type, the memory and item caps) the whole table — every entry of the
// table's store and of each GSI and LSI store, byte for byte — is what it was before.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "keyscape/engine.h"
#include "keyscape/table/database.h"
#include "test_support.h"

using namespace keyscape;
using keyscape::testing::CallOk;
using keyscape::testing::Exec;
using keyscape::testing::IntOf;
using keyscape::testing::MustParse;

namespace {

constexpr const char* kTable = R"({"TableName":"Atom","BillingMode":"PAY_PER_REQUEST",
  "AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"},{"AttributeName":"s","AttributeType":"N"},
    {"AttributeName":"g","AttributeType":"S"},{"AttributeName":"l","AttributeType":"N"}],
  "KeySchema":[{"AttributeName":"p","KeyType":"HASH"},{"AttributeName":"s","KeyType":"RANGE"}],
  "GlobalSecondaryIndexes":[{"IndexName":"byG","KeySchema":[{"AttributeName":"g","KeyType":"HASH"}],
    "Projection":{"ProjectionType":"ALL"}}],
  "LocalSecondaryIndexes":[{"IndexName":"byL","KeySchema":[{"AttributeName":"p","KeyType":"HASH"},
    {"AttributeName":"l","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]})";

// Every entry of the table's store and of each index store, in order.
std::vector<std::string> Snapshot(Engine& engine) {
  const table::Table* t = engine.database().Find("Atom");
  REQUIRE(t);
  std::vector<std::string> out;
  for (int i = -1; i < static_cast<int>(t->def().indexes.size()); ++i) {
    out.push_back("store " + std::to_string(i));
    for (const table::EntryStore::Entry& e : t->store(i))
      out.push_back(std::string(e.key) + "=" + std::string(e.value) + "#" +
                    std::to_string(e.item_size));
  }
  return out;
}

// An engine holding table Atom with three items in both indexes.
void Seed(Engine& engine) {
  CallOk(engine, "CreateTable", kTable);
  for (
      const char* item :
      {R"({"p":{"S":"a"},"s":{"N":"1"},"g":{"S":"x"},"l":{"N":"10"},"n":{"N":"5"},"t":{"S":"text"},"v":{"L":[{"N":"1"},{"N":"2"}]}})",
       R"({"p":{"S":"a"},"s":{"N":"2"},"g":{"S":"y"},"l":{"N":"20"}})",
       R"({"p":{"S":"b"},"s":{"N":"1"}})"}) {
    CallOk(engine, "PutItem", std::string(R"({"TableName":"Atom","Item":)") + item + "}");
  }
}

struct Failure {
  const char* what;
  const char* op;
  std::string request;
  const char* type;  // the expected __type, after the '#'
};

std::string Big(size_t n) { return std::string(n, 'z'); }

std::vector<Failure> Failures() {
  const std::string key_a1 = R"("Key":{"p":{"S":"a"},"s":{"N":"1"}})";
  const std::string big = R"({"S":")" + Big(409600) + R"("})";
  return {
      {"PutItem: key of the wrong type", "PutItem",
       R"({"TableName":"Atom","Item":{"p":{"N":"1"},"s":{"N":"9"}}})", "ValidationException"},
      {"PutItem: GSI key of the wrong type", "PutItem",
       R"({"TableName":"Atom","Item":{"p":{"S":"a"},"s":{"N":"1"},"g":{"N":"7"}}})",
       "ValidationException"},
      {"PutItem: LSI key of the wrong type", "PutItem",
       R"({"TableName":"Atom","Item":{"p":{"S":"a"},"s":{"N":"1"},"l":{"S":"7"}}})",
       "ValidationException"},
      {"PutItem: item too large", "PutItem",
       R"({"TableName":"Atom","Item":{"p":{"S":"a"},"s":{"N":"1"},"big":)" + big + "}}",
       "ValidationException"},
      {"PutItem: condition fails", "PutItem",
       R"J({"TableName":"Atom","Item":{"p":{"S":"a"},"s":{"N":"1"}},"ConditionExpression":"attribute_not_exists(p)"})J",
       "ConditionalCheckFailedException"},
      {"DeleteItem: condition fails", "DeleteItem",
       R"({"TableName":"Atom",)" + key_a1 +
           R"(,"ConditionExpression":"n = :z","ExpressionAttributeValues":{":z":{"N":"0"}}})",
       "ConditionalCheckFailedException"},
      {"UpdateItem: ADD to a string, after a valid SET", "UpdateItem",
       R"({"TableName":"Atom",)" + key_a1 +
           R"(,"UpdateExpression":"SET n = :one ADD t :one","ExpressionAttributeValues":{":one":{"N":"1"}}})",
       "ValidationException"},
      {"UpdateItem: arithmetic on a string", "UpdateItem",
       R"({"TableName":"Atom",)" + key_a1 +
           R"(,"UpdateExpression":"SET g = :g, n = t + :one","ExpressionAttributeValues":{":one":{"N":"1"},":g":{"S":"moved"}}})",
       "ValidationException"},
      {"UpdateItem: list index on a number", "UpdateItem",
       R"({"TableName":"Atom",)" + key_a1 +
           R"(,"UpdateExpression":"SET g = :g, n[0] = :g","ExpressionAttributeValues":{":g":{"S":"moved"}}})",
       "ValidationException"},
      {"UpdateItem: list_append to a number", "UpdateItem",
       R"({"TableName":"Atom",)" + key_a1 +
           R"(,"UpdateExpression":"SET v = list_append(n, v), g = :g","ExpressionAttributeValues":{":g":{"S":"moved"}}})",
       "ValidationException"},
      {"UpdateItem: item too large after the update", "UpdateItem",
       R"({"TableName":"Atom",)" + key_a1 +
           R"(,"UpdateExpression":"SET big = :big, g = :g","ExpressionAttributeValues":{":big":)" +
           big + R"(,":g":{"S":"moved"}}})",
       "ValidationException"},
      {"UpdateItem: GSI key of the wrong type after the update", "UpdateItem",
       R"({"TableName":"Atom",)" + key_a1 +
           R"(,"UpdateExpression":"SET g = :n, l = :n","ExpressionAttributeValues":{":n":{"N":"3"}}})",
       "ValidationException"},
      {"UpdateItem: condition fails", "UpdateItem",
       R"({"TableName":"Atom",)" + key_a1 +
           R"(,"UpdateExpression":"SET g = :g","ConditionExpression":"n > :g","ExpressionAttributeValues":{":g":{"N":"100"}}})",
       "ConditionalCheckFailedException"},
      {"UpdateItem: new item with a wrong LSI key", "UpdateItem",
       R"({"TableName":"Atom","Key":{"p":{"S":"new"},"s":{"N":"1"}},"UpdateExpression":"SET l = :s","ExpressionAttributeValues":{":s":{"S":"x"}}})",
       "ValidationException"},
      {"BatchWriteItem: one put of the wrong key type among valid ones", "BatchWriteItem",
       R"({"RequestItems":{"Atom":[{"PutRequest":{"Item":{"p":{"S":"c"},"s":{"N":"1"}}}},{"DeleteRequest":{"Key":{"p":{"S":"a"},"s":{"N":"2"}}}},{"PutRequest":{"Item":{"p":{"S":"d"},"s":{"S":"1"}}}}]}})",
       "ValidationException"},
      {"BatchWriteItem: GSI key of the wrong type", "BatchWriteItem",
       R"({"RequestItems":{"Atom":[{"PutRequest":{"Item":{"p":{"S":"c"},"s":{"N":"1"}}}},{"PutRequest":{"Item":{"p":{"S":"d"},"s":{"N":"1"},"g":{"B":"AA=="}}}}]}})",
       "ValidationException"},
      {"BatchWriteItem: duplicate keys", "BatchWriteItem",
       R"({"RequestItems":{"Atom":[{"PutRequest":{"Item":{"p":{"S":"c"},"s":{"N":"1"}}}},{"DeleteRequest":{"Key":{"p":{"S":"c"},"s":{"N":"1"}}}}]}})",
       "ValidationException"},
      {"BatchWriteItem: one item too large", "BatchWriteItem",
       R"({"RequestItems":{"Atom":[{"DeleteRequest":{"Key":{"p":{"S":"b"},"s":{"N":"1"}}}},{"PutRequest":{"Item":{"p":{"S":"d"},"s":{"N":"1"},"big":)" +
           big + "}}}]}}",
       "ValidationException"},
      {"TransactWriteItems: the last condition fails", "TransactWriteItems",
       R"({"TransactItems":[{"Put":{"TableName":"Atom","Item":{"p":{"S":"c"},"s":{"N":"1"},"g":{"S":"x"}}}},{"Delete":{"TableName":"Atom","Key":{"p":{"S":"b"},"s":{"N":"1"}}}},{"ConditionCheck":{"TableName":"Atom",)" +
           key_a1 + R"J(,"ConditionExpression":"attribute_not_exists(p)"}}]})J",
       "TransactionCanceledException"},
      {"TransactWriteItems: an update fails at run time after two writes", "TransactWriteItems",
       R"({"TransactItems":[{"Put":{"TableName":"Atom","Item":{"p":{"S":"c"},"s":{"N":"1"},"g":{"S":"x"}}}},{"Delete":{"TableName":"Atom","Key":{"p":{"S":"b"},"s":{"N":"1"}}}},{"Update":{"TableName":"Atom",)" +
           key_a1 +
           R"(,"UpdateExpression":"SET g = :g ADD t :one","ExpressionAttributeValues":{":one":{"N":"1"},":g":{"S":"moved"}}}}]})",
       "TransactionCanceledException"},
      {"TransactWriteItems: an update makes the item too large", "TransactWriteItems",
       R"({"TransactItems":[{"Delete":{"TableName":"Atom","Key":{"p":{"S":"b"},"s":{"N":"1"}}}},{"Update":{"TableName":"Atom",)" +
           key_a1 + R"(,"UpdateExpression":"SET big = :big","ExpressionAttributeValues":{":big":)" +
           big + "}}}]}",
       "TransactionCanceledException"},
      {"TransactWriteItems: GSI key of the wrong type in an update", "TransactWriteItems",
       R"({"TransactItems":[{"Delete":{"TableName":"Atom","Key":{"p":{"S":"b"},"s":{"N":"1"}}}},{"Update":{"TableName":"Atom",)" +
           key_a1 +
           R"(,"UpdateExpression":"SET g = :n","ExpressionAttributeValues":{":n":{"N":"1"}}}}]})",
       // DynamoDB cancels with the action's reason ValidationError (recorded: a wrong-typed
       // secondary-index key an Update writes)
       "TransactionCanceledException"},
      {"TransactWriteItems: two actions on one item", "TransactWriteItems",
       R"({"TransactItems":[{"Delete":{"TableName":"Atom","Key":{"p":{"S":"b"},"s":{"N":"1"}}}},{"Put":{"TableName":"Atom","Item":{"p":{"S":"b"},"s":{"N":"1"}}}}]})",
       "ValidationException"},
      {"GenerateItems: an item with a GSI key of the wrong type", "keyscape:GenerateItems",
       R"({"TableName":"Atom","Count":100,"PartitionKey":{"Template":"G#${n}","KeyCount":10},"SortKey":{"Template":"${t}","Distribution":"SEQUENTIAL_TIMESTAMP","Format":"EPOCH_SECONDS"},"Attributes":{"g":{"N":"1"}}})",
       "ValidationException"},
  };
}

std::string TypeOf(const std::string& body) {
  base::Json j = MustParse(body);
  const base::Json* t = j.Find("__type");
  if (!t || !t->is_string()) return "(no error)";
  const std::string& s = t->string_value();
  return s.substr(s.find('#') + 1);
}

}  // namespace

TEST_CASE("atomicity: every failed write leaves the table and its indexes unchanged",
          "[atomicity]") {
  for (const Failure& f : Failures()) {
    INFO(f.what);
    Engine engine;
    Seed(engine);
    const std::vector<std::string> before = Snapshot(engine);
    REQUIRE(before.size() == 3 + 3 + 2 + 2);  // 3 items, 2 in byG, 2 in byL, 3 headers
    const std::string body = Exec(engine, f.op, f.request);
    INFO(body.substr(0, 300));
    CHECK(TypeOf(body) == f.type);
    CHECK(Snapshot(engine) == before);
    // The engine still works: a write and a read answer after the failure.
    CallOk(engine, "PutItem", R"({"TableName":"Atom","Item":{"p":{"S":"after"},"s":{"N":"1"}}})");
    CHECK(IntOf(CallOk(engine, "Scan", R"({"TableName":"Atom","Select":"COUNT"})"), "Count") == 4);
  }
}

TEST_CASE("atomicity: the memory cap refuses a write, a batch and a generation whole",
          "[atomicity][limits]") {
  Engine engine;
  Seed(engine);
  const std::vector<std::string> before = Snapshot(engine);
  CallOk(engine, "keyscape:Limits", R"({"MemoryCapMegabytes":1})");
  const std::string generate =
      R"({"TableName":"Atom","Count":100000,"PartitionKey":{"Template":"G#${n}","KeyCount":1000},"SortKey":{"Template":"${t}","Distribution":"SEQUENTIAL_TIMESTAMP","Format":"EPOCH_SECONDS"}})";
  std::string body = Exec(engine, "keyscape:GenerateItems", generate);
  CHECK(TypeOf(body) == "LimitExceededException");
  CHECK(body.find("keyscape's memory cap of 1 MB would be exceeded") != std::string::npos);
  CHECK(Snapshot(engine) == before);
  const std::string pad = std::string(300000, 'q');
  for (int i = 0; i < 3; ++i)  // about 0.9 MB per item in the table and the GSI: the 2nd fails
    body = Exec(engine, "PutItem",
                R"({"TableName":"Atom","Item":{"p":{"S":"big"},"s":{"N":")" + std::to_string(i) +
                    R"("},"g":{"S":"x"},"pad":{"S":")" + pad + R"("}}})");
  CHECK(TypeOf(body) == "LimitExceededException");
  const std::vector<std::string> full = Snapshot(engine);
  body = Exec(
      engine, "BatchWriteItem",
      R"({"RequestItems":{"Atom":[{"PutRequest":{"Item":{"p":{"S":"c"},"s":{"N":"1"}}}},{"PutRequest":{"Item":{"p":{"S":"d"},"s":{"N":"1"},"pad":{"S":")" +
          pad + R"("}}}}]}})");
  CHECK(TypeOf(body) == "LimitExceededException");
  CHECK(Snapshot(engine) == full);
  // Deleting frees room; raising the cap lets the generation through.
  CallOk(engine, "DeleteItem", R"({"TableName":"Atom","Key":{"p":{"S":"big"},"s":{"N":"0"}}})");
  CallOk(engine, "PutItem", R"({"TableName":"Atom","Item":{"p":{"S":"c"},"s":{"N":"1"}}})");
  base::Json limits = CallOk(engine, "keyscape:Limits", R"({"MemoryCapMegabytes":64})");
  CHECK(IntOf(limits, "MemoryCapMegabytes") == 64);
  CHECK(IntOf(limits, "MaxItemsPerTable") ==
        static_cast<int64_t>(table::Database::kMaxItemsPerTable));
  CHECK(IntOf(CallOk(engine, "keyscape:GenerateItems", generate), "Inserted") == 100000);
}
