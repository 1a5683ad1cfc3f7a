// keyscape:LoadDesign puts a design's tables and sample items into the engine's own
// database; keyscape:GenerateItems with a model generates an entity's items at scale, its
// keys rendered from the entity's own templates.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape;
using namespace keyscape::testing;

namespace {

const char kModel[] = R"J({"format":"keyscape-model","version":1,"name":"load",
 "tables":[{"name":"Shop","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"}}],
 "entities":[
  {"name":"Customer","table":"Shop","attributes":{"c":{"type":"S"}},"keys":{"PK":"C#${c}","SK":"#PROFILE"}},
  {"name":"Order","table":"Shop","attributes":{"c":{"type":"S"},"id":{"type":"S","format":"ulid"},
    "status":{"type":"S","values":["NEW","SHIPPED"]},"at":{"type":"S","format":"iso8601"}},
   "keys":{"PK":"C#${c}","SK":"ORDER#${at}#${id}"}}],
 "items":[
  {"entity":"Customer","values":{"c":"a"}},
  {"entity":"Order","values":{"c":"a","id":"01HV0000000000000000000000","status":"NEW","at":"2024-01-01T00:00:00Z"}}]})J";

std::string WithModel(const std::string& rest) {
  return std::string("{\"model\":") + kModel + rest;
}

}  // namespace

TEST_CASE("load design: tables and sample items in the engine's database", "[load_design]") {
  Engine e;
  Json r = CallOk(e, "keyscape:LoadDesign", WithModel("}"));
  const std::vector<Json>& tables = ArrOf(r, "Tables");
  REQUIRE(tables.size() == 1);
  CHECK(StrOf(tables[0], "TableName") == "Shop");
  CHECK(StrOf(tables[0], "PartitionKey") == "PK");
  CHECK(StrOf(tables[0], "SortKey") == "SK");
  CHECK(IntOf(tables[0], "ItemCount") == 2);
  CHECK(ArrOf(tables[0], "Entities").size() == 2);
  Json got = CallOk(e, "GetItem",
                    R"({"TableName":"Shop","Key":{"PK":{"S":"C#a"},"SK":{"S":"#PROFILE"}}})");
  CHECK(got.Find("Item") != nullptr);

  // Loading again replaces the table: generated items are dropped.
  CallOk(e, "keyscape:GenerateItems", WithModel(R"(,"Entity":"Order","Count":50})"));
  CHECK(IntOf(ArrOf(CallOk(e, "keyscape:LoadDesign", WithModel("}")), "Tables")[0], "ItemCount") ==
        2);
}

TEST_CASE("load design: a design with an error changes nothing", "[load_design]") {
  Engine e;
  CallOk(e, "keyscape:LoadDesign", WithModel("}"));
  std::string bad =
      CallFail(e, "keyscape:LoadDesign", R"({"model":{"format":"keyscape-model","version":1}})");
  CHECK(bad.find("ValidationException") != std::string::npos);
  CHECK(IntOf(CallOk(e, "keyscape:DescribePartitions", R"({"TableName":"Shop"})"), "ItemCount") ==
        2);
}

TEST_CASE("generate entity items: keys follow the entity's templates", "[load_design]") {
  Engine e;
  CallOk(e, "keyscape:LoadDesign", WithModel("}"));
  const std::string set =
      R"(,"Entity":"Order","Count":3000,"Seed":7,"PartitionKey":{"KeyCount":40})";
  Json g = CallOk(e, "keyscape:GenerateItems", WithModel(set + R"(,"Limit":2000})"));
  CHECK(StrOf(g, "TableName") == "Shop");
  CHECK(IntOf(g, "Generated") == 2000);
  CHECK(IntOf(g, "Inserted") == 2000);
  CHECK(IntOf(g, "DistinctPartitionKeys") <= 40);
  CHECK(IntOf(g, "TableItemCount") == 2002);

  // The second chunk continues the data set: new sort keys, the same 40 partition keys.
  Json g2 = CallOk(e, "keyscape:GenerateItems",
                   WithModel(set + R"(,"NextToken":")" + StrOf(g, "NextToken") + "\"}"));
  CHECK(IntOf(g2, "Inserted") == 1000);
  CHECK(g2.Find("NextToken") == nullptr);

  Json scan = CallOk(e, "Scan", R"({"TableName":"Shop"})");
  std::set<std::string> pks;
  size_t orders = 0;
  for (const Json& item : ArrOf(scan, "Items")) {
    const std::string pk = StrOf(*item.Find("PK"), "S");
    const std::string sk = StrOf(*item.Find("SK"), "S");
    pks.insert(pk);
    CHECK(pk.rfind("C#", 0) == 0);
    if (sk.rfind("ORDER#", 0) != 0) continue;
    orders++;
    // ORDER#<iso8601>#<ulid>
    CHECK(sk.size() == 6 + 20 + 1 + 26);
    CHECK(sk[6 + 4] == '-');
    const std::string status = StrOf(*item.Find("status"), "S");
    CHECK((status == "NEW" || status == "SHIPPED"));
  }
  CHECK(orders == 3001);
  CHECK(pks.size() <= 41);
}

TEST_CASE("generate entity items: errors", "[load_design]") {
  Engine e;
  // The table is not loaded yet.
  CHECK(CallFail(e, "keyscape:GenerateItems", WithModel(R"(,"Entity":"Order","Count":5})"))
            .find("ResourceNotFoundException") != std::string::npos);
  CallOk(e, "keyscape:LoadDesign", WithModel("}"));
  CHECK(CallFail(e, "keyscape:GenerateItems", WithModel(R"(,"Entity":"Nope","Count":5})"))
            .find("no entity Nope") != std::string::npos);
  CHECK(CallFail(e, "keyscape:GenerateItems", WithModel(R"(,"Entity":"Order","Count":0})"))
            .find("Count") != std::string::npos);
  CHECK(CallFail(e, "keyscape:GenerateItems",
                 WithModel(R"(,"Entity":"Order","Count":5,"PartitionKey":{"Template":"x"}})"))
            .find("Template") != std::string::npos);
}

TEST_CASE("load design: a table name prefix keeps other tables", "[load_design]") {
  Engine e;
  CallOk(e, "CreateTable",
         R"({"TableName":"Shop","AttributeDefinitions":[{"AttributeName":"k","AttributeType":"S"}],
             "KeySchema":[{"AttributeName":"k","KeyType":"HASH"}],"BillingMode":"PAY_PER_REQUEST"})");
  Json r = CallOk(e, "keyscape:LoadDesign", WithModel(R"(,"TableNamePrefix":"Design."})"));
  const Json& t = ArrOf(r, "Tables")[0];
  CHECK(StrOf(t, "TableName") == "Design.Shop");
  CHECK(StrOf(t, "DesignTable") == "Shop");
  CHECK(IntOf(t, "ItemCount") == 2);
  Json g = CallOk(e, "keyscape:GenerateItems",
                  WithModel(R"(,"Entity":"Order","Count":10,"TableNamePrefix":"Design."})"));
  CHECK(StrOf(g, "TableName") == "Design.Shop");
  CHECK(IntOf(g, "TableItemCount") == 12);
  // The table named Shop is still the one created above, with no items.
  CHECK(IntOf(CallOk(e, "keyscape:DescribePartitions", R"({"TableName":"Shop"})"), "ItemCount") ==
        0);
}
