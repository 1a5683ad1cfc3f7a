// keyscape:GenerateItems' continuation: for every chunk size, the table after the chunks of
// a data set (each call sent with the last one's NextToken) equals the table after one call
// with the same Count, in both modes (templates, and a design's entity).
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape;
using keyscape::base::Json;

namespace {

constexpr int64_t kCount = 1500;

const char* kTable =
    R"({"TableName":"Gen","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},{"AttributeName":"sk","AttributeType":"S"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}]})";

// Template-mode data sets: each draws from the stream in its own way.
const char* kTemplateSets[] = {
    R"("TableName":"Gen","Seed":11,"PartitionKey":{"Template":"C#${c}","Distribution":"ZIPF","KeyCount":300,"Exponent":1.2},"SortKey":{"Template":"O#${o}","Distribution":"ULID"})",
    R"("TableName":"Gen","Seed":3,"PartitionKey":{"Template":"H#${h}","Distribution":"HOT_KEY","KeyCount":50,"HotFraction":0.3},"SortKey":{"Template":"R#${r}","Distribution":"RANDOM_ID"},"PaddingBytes":20)",
    R"("TableName":"Gen","Seed":5,"PartitionKey":{"Template":"U#${u}","KeyCount":20,"PadTo":3},"SortKey":{"Template":"T#${t}","StepSeconds":90})",
};

// Everything in the table, in Scan order.
std::string TableText(Engine& e, const std::string& table) {
  std::string out;
  Json request = testing::MustParse(R"({"TableName":")" + table + "\"}");
  for (;;) {
    Json page = testing::CallOk(e, "Scan", request.Dump());
    for (const Json& item : testing::ArrOf(page, "Items")) out += item.Dump() + "\n";
    const Json* lek = page.Find("LastEvaluatedKey");
    if (!lek) break;
    request.Set("ExclusiveStartKey", *lek);
  }
  return out;
}

// Runs the data set `body` ("...members") in chunks of `limit` items (0: one call).
void Generate(Engine& e, const std::string& body, int64_t limit) {
  const std::string base = "{" + body + ",\"Count\":" + std::to_string(kCount);
  std::string token;
  int64_t generated = 0, calls = 0;
  do {
    std::string request = base;
    if (limit) request += ",\"Limit\":" + std::to_string(limit);
    if (!token.empty()) request += ",\"NextToken\":\"" + token + "\"";
    Json r = testing::CallOk(e, "keyscape:GenerateItems", request + "}");
    generated += testing::IntOf(r, "Generated");
    const Json* next = r.Find("NextToken");
    token = next ? next->string_value() : "";
    REQUIRE(++calls <= kCount);
  } while (!token.empty());
  CHECK(generated == kCount);
  CHECK(calls == (limit ? (kCount + limit - 1) / limit : 1));
}

std::string OnlineShop() { return testing::ReadJsonFile("docs/examples/online-shop.json").Dump(); }

}  // namespace

TEST_CASE("GenerateItems: chunks of a template data set leave the table one call leaves") {
  for (const char* set : kTemplateSets) {
    INFO(set);
    Engine whole;
    testing::CallOk(whole, "CreateTable", kTable);
    Generate(whole, set, 0);
    const std::string want = TableText(whole, "Gen");
    for (int64_t limit : {int64_t{1}, int64_t{7}, int64_t{1000}, kCount + 1}) {
      INFO("Limit " << limit);
      Engine chunked;
      testing::CallOk(chunked, "CreateTable", kTable);
      Generate(chunked, set, limit);
      CHECK(TableText(chunked, "Gen") == want);
    }
  }
}

TEST_CASE("GenerateItems: chunks of a design entity's data set leave the table one call leaves") {
  const std::string model = OnlineShop();
  for (const char* pk : {R"({"Distribution":"ZIPF","KeyCount":40,"Exponent":1.1})",
                         R"({"Distribution":"HOT_KEY","KeyCount":9,"HotFraction":0.5})"}) {
    INFO(pk);
    const std::string set =
        "\"model\":" + model + R"(,"Entity":"Order","Seed":9,"PartitionKey":)" + pk;
    Engine whole;
    testing::CallOk(whole, "keyscape:LoadDesign", "{\"model\":" + model + "}");
    Generate(whole, set, 0);
    const std::string want = TableText(whole, "Shop");
    for (int64_t limit : {int64_t{1}, int64_t{7}, int64_t{1000}, kCount + 1}) {
      INFO("Limit " << limit);
      Engine chunked;
      testing::CallOk(chunked, "keyscape:LoadDesign", "{\"model\":" + model + "}");
      Generate(chunked, set, limit);
      CHECK(TableText(chunked, "Shop") == want);
    }
  }
}

TEST_CASE("GenerateItems: a NextToken belongs to its request") {
  Engine e;
  testing::CallOk(e, "CreateTable", kTable);
  const std::string set = std::string("{") + kTemplateSets[0] + R"(,"Count":10)";
  Json first = testing::CallOk(e, "keyscape:GenerateItems", set + R"(,"Limit":4})");
  CHECK(testing::IntOf(first, "Generated") == 4);
  const std::string token = testing::StrOf(first, "NextToken");
  const std::string other = std::string("{") + kTemplateSets[0] + R"(,"Count":11)";
  for (const std::string& bad :
       {other + R"(,"NextToken":")" + token + "\"}", set + R"(,"NextToken":"x"})",
        set + R"(,"NextToken":")" + std::string(token.size(), 'f') + "\"}"}) {
    INFO(bad);
    CHECK(testing::CallFail(e, "keyscape:GenerateItems", bad)
              .find("NextToken does not belong to this request") != std::string::npos);
  }
  CHECK(testing::CallFail(e, "keyscape:GenerateItems", set + R"(,"Limit":0})").find("Limit") !=
        std::string::npos);
  CHECK(testing::CallFail(e, "keyscape:GenerateItems", set + R"(,"FirstIndex":2})")
            .find("FirstIndex") != std::string::npos);
  // The same token may be sent again (a replay writes the same items).
  Json again = testing::CallOk(e, "keyscape:GenerateItems",
                               set + R"(,"Limit":4,"NextToken":")" + token + "\"}");
  Json replay = testing::CallOk(e, "keyscape:GenerateItems",
                                set + R"(,"Limit":4,"NextToken":")" + token + "\"}");
  CHECK(testing::StrOf(again, "NextToken") == testing::StrOf(replay, "NextToken"));
  CHECK(testing::IntOf(replay, "Replaced") == 4);
}
