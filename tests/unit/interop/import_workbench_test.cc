// NoSQL Workbench import: every fixture (real Workbench files) imports to a valid model
// with its tables, GSIs and items exactly as they were; facets become entities with key
// templates proposed from their items; broken files name the place.
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "keyscape/engine.h"
#include "keyscape/interop/import/workbench.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape;
using namespace keyscape::testing;

namespace {

Json Import(Engine& e, const std::string& document) {
  Response r =
      e.Execute("keyscape:Import", R"({"from":"nosql-workbench","document":)" + document + "}");
  INFO(r.body.substr(0, 600));
  REQUIRE(r.ok());
  return MustParse(r.body);
}

std::string ImportError(const std::string& document) {
  Engine e;
  Response r =
      e.Execute("keyscape:Import", R"({"from":"nosql-workbench","document":)" + document + "}");
  REQUIRE_FALSE(r.ok());
  return MustParse(r.body).Find("message")->string_value();
}

size_t ItemCount(const Json& workbench) {
  size_t n = 0;
  for (const Json& t : workbench.Find("DataModel")->array()) {
    if (const Json* d = t.Find("TableData")) n += d->size();
    if (const Json* facets = t.Find("TableFacets"))
      for (const Json& f : facets->array())
        if (const Json* d = f.Find("TableData")) n += d->size();
  }
  return n;
}

}  // namespace

TEST_CASE("import: every NoSQL Workbench fixture imports to a valid model", "[import]") {
  size_t files = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(SourcePath("tests/fixtures/nosql-workbench"))) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    INFO(entry.path().string());
    const std::string text = ReadFile(entry.path().string());
    const Json workbench = MustParse(text);
    Engine e;
    const Json imported = Import(e, text);
    const Json& model = *imported.Find("model");
    // The imported model is a model: it validates and its items load into its tables.
    Response v = e.Execute("keyscape:ValidateModel", R"({"model":)" + model.Dump() + "}");
    INFO(v.body.substr(0, 600));
    REQUIRE(v.ok());
    const Json& wtable = workbench.Find("DataModel")->array()[0];
    const Json& table = model.Find("tables")->array()[0];
    CHECK(table.Find("name")->string_value() == wtable.Find("TableName")->string_value());
    CHECK(
        table.Find("partitionKey")->Find("name")->string_value() ==
        wtable.Find("KeyAttributes")->Find("PartitionKey")->Find("AttributeName")->string_value());
    const Json* wgsis = wtable.Find("GlobalSecondaryIndexes");
    const Json* gsis = table.Find("globalSecondaryIndexes");
    CHECK((wgsis ? wgsis->size() : 0) == (gsis ? gsis->size() : 0));
    // Items exactly as they were, in file order.
    const Json* items = model.Find("items");
    REQUIRE(ItemCount(workbench) == (items ? items->size() : 0));
    if (const Json* data = wtable.Find("TableData"); data && data->size())
      CHECK(items->array()[0].Find("item")->Dump() == data->array()[0].Dump());
  }
  CHECK(files == 5);
}

TEST_CASE("import: facets become entities with proposed templates", "[import]") {
  Engine e;
  const Json imported =
      Import(e, ReadFile(SourcePath("tests/fixtures/nosql-workbench/AnOnlineShop_facets.json")));
  const Json& entities = *imported.Find("model")->Find("entities");
  REQUIRE(entities.size() == 9);
  const Json& customer = entities.array()[0];
  CHECK(customer.Find("name")->string_value() == "customer");
  CHECK(customer.Find("keys")->Dump() == R"({"PK":"c#${c}","SK":"c#${c}"})");
  CHECK(customer.Find("description")->string_value() ==
        "NoSQL Workbench key aliases: PartitionKeyAlias = PK; SortKeyAlias = SK");
  // One order in the sample, still an identifier: o#12345 proposes o#${o}.
  CHECK(entities.array()[8].Find("keys")->Dump() == R"({"PK":"o#${o}","SK":"pmn#${pmn}"})");
  const std::string notes = imported.Find("notes")->Dump();
  CHECK(notes.find("entity customer: PK follows the template c#${c} (proposed from its 3 items)") !=
        std::string::npos);
  CHECK(notes.find("entity product: attribute Detail (M) stays in the items") != std::string::npos);
}

TEST_CASE("import: proposed templates", "[import]") {
  using keyscape::interop::ProposeTemplate;
  CHECK(ProposeTemplate({"ORDER#1", "ORDER#2", "ORDER#10"}, "order") == "ORDER#${order}");
  CHECK(ProposeTemplate({"#PROFILE", "#PROFILE"}, "x") == "#PROFILE");
  CHECK(ProposeTemplate({"USER#a|1", "USER#a|2"}, "n") == "USER#a|${n}");
  CHECK(ProposeTemplate({"abc", "xyz"}, "x") == std::nullopt);
  CHECK(ProposeTemplate({"A#", "A#1"}, "x") == std::nullopt);
  CHECK(ProposeTemplate({"PRICE$#1", "PRICE$#2"}, "p") == "PRICE$$#${p}");
}

TEST_CASE("import: broken files name the place", "[import]") {
  CHECK(ImportError("[]") == "/: must be an object (a NoSQL Workbench data model)");
  CHECK(ImportError(R"({"DataModel":[]})") == "/ModelName: required");
  CHECK(ImportError(R"({"ModelName":"m","ModelMetadata":{"Version":"9.0"},"DataModel":[]})") ==
        "/ModelMetadata/Version: must be 1.0, 2.0 or 3.0 (NoSQL Workbench model versions)");
  CHECK(ImportError(R"({"ModelName":"m","DataModel":[{"TableName":"T"}]})") ==
        "/DataModel/0/KeyAttributes: required");
  CHECK(
      ImportError(
          R"({"ModelName":"m","DataModel":[{"TableName":"T","KeyAttributes":{"PartitionKey":{"AttributeName":"PK","AttributeType":"S"}},"TableData":[{"PK":{"Q":"x"}}]}]})")
          .rfind("/DataModel/0/TableData/0: ", 0) == 0);
  // Items that break the table's keys are refused when the model is checked.
  CHECK(
      ImportError(
          R"({"ModelName":"m","DataModel":[{"TableName":"Things","KeyAttributes":{"PartitionKey":{"AttributeName":"PK","AttributeType":"N"}},"TableData":[{"PK":{"S":"x"}}]}]})")
          .find("/items/0") != std::string::npos);
  Engine e;
  Response r = e.Execute("keyscape:Import", R"({"from":"dynamodb-toolbox","document":{}})");
  CHECK(MustParse(r.body).Find("message")->string_value() ==
        "/from: dynamodb-toolbox is not a format keyscape imports (nosql-workbench, aws-mcp, dynamodb-json, csv)");
}
