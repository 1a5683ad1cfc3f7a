// Designs from real data (interop/import/table_data.h, dynamodb_items.h): the readers of
// scan documents, JSON lines and CSV, the inferences with their evidence, items kept
// exactly, and keyscape:Import's answer for dynamodb-json and csv. The fixture-sized cases
// (the chat app, 2,000 generated items) are in tests/exports/dynamodb-json.test.mjs.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/interop/import/dynamodb_items.h"
#include "keyscape/interop/import/table_data.h"
#include "keyscape/model/model_writer.h"
#include "test_support.h"

using namespace keyscape;
using base::Json;
using keyscape::testing::CallFail;
using keyscape::testing::CallOk;

namespace {

std::vector<Json> Items(const std::string& text) {
  base::Result<std::vector<Json>> r = interop::DynamoDbItems(text);
  INFO(text);
  REQUIRE(r.ok());
  return *r;
}

// The templates of each entity: "Entity.KEY=template", in design order.
std::vector<std::string> Templates(const Json& model) {
  std::vector<std::string> out;
  for (const Json& e : model.Find("entities")->array())
    for (const auto& [k, t] : e.Find("keys")->members())
      out.push_back(e.Find("name")->string_value() + "." + k + "=" + t.string_value());
  return out;
}

bool HasInference(const Json& response, const std::string& kind, const std::string& subject,
                  const std::string& value) {
  for (const Json& i : response.Find("inferences")->array())
    if (i.Find("kind")->string_value() == kind && i.Find("subject")->string_value() == subject &&
        (i.Find("value")->is_string() ? i.Find("value")->string_value()
                                      : i.Find("value")->Dump()) == value)
      return true;
  return false;
}

Json ImportText(Engine& engine, const std::string& from, const std::string& text) {
  Json req = Json::Object();
  req.Add("from", Json::String(from));
  req.Add("document", Json::String(text));
  return CallOk(engine, "keyscape:Import", req.Dump());
}

}  // namespace

TEST_CASE("DynamoDbItems reads scan pages, arrays, single items and JSON lines") {
  CHECK(Items(R"({"Items":[{"a":{"S":"1"}},{"a":{"S":"2"}}],"Count":2})").size() == 2);
  // two pages one after the other, pretty-printed, with a '}' inside a string
  CHECK(Items("{\n \"Items\": [{\"a\": {\"S\": \"}\"}}],\n \"NextToken\": \"x\"\n}\n"
              "{\"Items\": [{\"a\": {\"S\": \"2\"}}]}\n")
            .size() == 2);
  CHECK(Items(R"([{"a":{"N":"1"}},{"a":{"N":"2"}},{"a":{"N":"3"}}])").size() == 3);
  CHECK(Items(R"({"a":{"S":"only"}})").size() == 1);
  std::vector<Json> lines =
      Items("{\"Item\":{\"a\":{\"N\":\"1.50\"}}}\n\n{\"Item\":{\"a\":{\"B\":\"AAE=\"}}}\n");
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].Dump() == R"({"a":{"N":"1.50"}})");  // the number's text as written
  base::Result<std::vector<Json>> bad = interop::DynamoDbItems("{\"Item\":{}}\n{\"Item\": oops}\n");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.status().message().rfind("not DynamoDB JSON (line 2): ", 0) == 0);
  CHECK_FALSE(interop::DynamoDbItems(R"({"Items":{}})").ok());
}

TEST_CASE("CsvItems: header, quotes, types, empty cells") {
  base::Result<std::vector<Json>> items = interop::CsvItems(
      "PK,name,n,code\r\nUSER#1,\"Ada, \"\"the\"\" first\",12,007\r\nUSER#2,Bob,,9\n");
  REQUIRE(items.ok());
  REQUIRE(items->size() == 2);
  CHECK(
      (*items)[0].Dump() ==
      R"({"PK":{"S":"USER#1"},"name":{"S":"Ada, \"the\" first"},"n":{"N":"12"},"code":{"S":"007"}})");
  CHECK((*items)[1].Dump() == R"({"PK":{"S":"USER#2"},"name":{"S":"Bob"},"code":{"S":"9"}})");
  CHECK(interop::CsvItems("a,b\n1,2,3\n").status().message() ==
        "CSV line 2: 3 cells, the header has 2");
  CHECK(interop::CsvItems("a,a\n1,2\n").status().message() ==
        "CSV line 1: header cell \"a\" is empty or repeated");
  CHECK(interop::CsvItems("a\n\"open\n").status().message() ==
        "CSV line 2: a quoted cell is not closed");
}

TEST_CASE("import dynamodb-json infers entities, templates, formats and closed sets") {
  std::string doc = "{\"Items\":[";
  const char* statuses[] = {"OPEN", "SHIPPED", "OPEN"};
  for (int i = 1; i <= 12; ++i) {
    const std::string id = std::to_string(i);
    const std::string padded = std::string(6 - id.size(), '0') + id;
    doc += std::string(i > 1 ? "," : "") + "{\"PK\":{\"S\":\"CUSTOMER#c" + id +
           "\"},\"SK\":{\"S\":\"ORDER#" + padded + "#" + statuses[i % 3] +
           "\"},\"orderNo\":{\"N\":\"" + id + "\"},\"placedAt\":{\"S\":\"2026-06-" +
           (i < 10 ? "0" : "") + id + "T10:00:00Z\"}}";
    doc += ",{\"PK\":{\"S\":\"CUSTOMER#c" + id +
           "\"},\"SK\":{\"S\":\"#PROFILE\"},\"customerId\":{\"S\":\"c" + id +
           "\"},\"tags\":{\"SS\":[\"b\",\"a\"]}}";
  }
  doc += "]}";
  Engine engine;
  Json r = ImportText(engine, "dynamodb-json", doc);
  const Json& model = *r.Find("model");
  INFO(r.DumpIndented());
  CHECK(Templates(model) == std::vector<std::string>{"Order.PK=CUSTOMER#${customerId}",
                                                     "Order.SK=ORDER#${orderNo|pad(6)}#${orderId}",
                                                     "Customer.PK=CUSTOMER#${customerId}",
                                                     "Customer.SK=#PROFILE"});
  CHECK(HasInference(r, "format", "Order.placedAt", "iso8601"));
  CHECK(HasInference(r, "closed-set", "Order.SK ${orderId}", R"(["OPEN","SHIPPED"])"));
  CHECK(HasInference(r, "table-keys", "Imported", "PK / SK"));
  // every item kept: the orders' keys hold customerId, which the items lack, and the
  // profiles hold a set: all 24 stay raw, exactly as read
  const Json& items = *model.Find("items");
  REQUIRE(items.array().size() == 24);
  CHECK(items.array()[1].Find("item")->Find("tags")->Dump() == R"({"SS":["b","a"]})");
  bool noted = false;
  for (const Json& n : r.Find("notes")->array())
    noted |= n.string_value().find("no describe-table") == 0;
  CHECK(noted);
}

TEST_CASE("import keeps items that the entity renders back as entity sample items") {
  Engine engine;
  Json r = ImportText(
      engine, "dynamodb-json",
      R"({"Items":[{"PK":{"S":"USER#u1"},"SK":{"S":"PROFILE"},"userId":{"S":"u1"},"n":{"N":"12345678901234567890.5"}},)"
      R"({"PK":{"S":"USER#u2"},"SK":{"S":"PROFILE"},"userId":{"S":"u2"}}]})");
  const Json& model = *r.Find("model");
  INFO(r.DumpIndented());
  CHECK(Templates(model) == std::vector<std::string>{"User.PK=USER#${userId}", "User.SK=PROFILE"});
  const Json& first = model.Find("items")->array()[0];
  REQUIRE(first.Find("entity"));
  CHECK(first.Find("values")->Find("n")->Dump() == R"("12345678901234567890.5")");  // exact
  CHECK(
      model.Find("entities")->array()[0].Find("attributes")->Find("n")->Find("required")->Dump() ==
      "false");
}

TEST_CASE("import reads describe-table for keys and indexes") {
  Engine engine;
  Json req = Json::Object();
  req.Add("from", Json::String("dynamodb-json"));
  req.Add("document", Json::String(R"({"Items":[{"id":{"N":"7"},"at":{"S":"x"}}]})"));
  auto parsed = Json::Parse(
      R"({"Table":{"TableName":"Things","KeySchema":[{"AttributeName":"id","KeyType":"HASH"}],)"
      R"("AttributeDefinitions":[{"AttributeName":"id","AttributeType":"N"}]}})");
  req.Add("describeTable", *parsed);
  Json r = CallOk(engine, "keyscape:Import", req.Dump());
  const Json& t = r.Find("model")->Find("tables")->array()[0];
  CHECK(t.Find("name")->string_value() == "Things");
  CHECK(t.Find("partitionKey")->Dump() == R"({"name":"id","type":"N"})");
  req.Set(
      "describeTable",
      *Json::Parse(
          R"({"Table":{"TableName":"T","KeySchema":[{"AttributeName":"id","KeyType":"HASH"}]}})"));
  CHECK(CallFail(engine, "keyscape:Import", req.Dump())
            .find("id has no S, N or B type in AttributeDefinitions") != std::string::npos);
}

TEST_CASE("import from csv; bad input is a clear error") {
  Engine engine;
  Json r =
      ImportText(engine, "csv", "PK,SK,userId,logins\nUSER#a,PROFILE,a,3\nUSER#b,PROFILE,b,10\n");
  INFO(r.DumpIndented());
  const Json& e = r.Find("model")->Find("entities")->array()[0];
  CHECK(e.Find("attributes")->Find("logins")->Find("type")->string_value() == "N");
  CHECK(r.Find("model")->Find("items")->array()[0].Find("entity"));
  CHECK(CallFail(engine, "keyscape:Import", R"({"from":"dynamodb-json","document":"[]"})")
            .find("holds no items") != std::string::npos);
  CHECK(CallFail(engine, "keyscape:Import",
                 R"({"from":"dynamodb-json","document":"{\"Items\":[{\"a\":{\"Q\":\"1\"}}]}"})")
            .find("/items/0: ") != std::string::npos);
  CHECK(CallFail(engine, "keyscape:Import", R"({"from":"parquet","document":"x"})")
            .find("nosql-workbench, aws-mcp, dynamodb-json, csv") != std::string::npos);
}

// Found by tests/fuzz/table_data_fuzz.cc: GSI<x>PK attributes that make no index DynamoDB
// accepts (GSI+ is no index name; GSI1PK and gsi1pk name one index twice; GSI2PK is S in one
// item and BOOL in another) made "the imported design is not a valid model". Such attributes
// now stay plain attributes, and the import answers a valid design.
TEST_CASE("import infers only indexes DynamoDB accepts from GSI<x>PK attributes") {
  Engine engine;
  const Json r = ImportText(
      engine, "dynamodb-json",
      R"({"Items":[{"PK":{"S":"A#1"},"SK":{"S":"B#1"},"GSI+PK":{"S":"x"},"GSI1PK":{"S":"U#1"},)"
      R"("GSI2PK":{"S":"y"}},{"PK":{"S":"A#2"},"SK":{"S":"B#2"},"gsi1pk":{"S":"U#2"},)"
      R"("GSI2PK":{"BOOL":true}}]})");
  const Json& gsis = *r.Find("model")->Find("tables")->array()[0].Find("globalSecondaryIndexes");
  REQUIRE(gsis.array().size() == 1);
  CHECK(gsis.array()[0].Find("name")->string_value() == "GSI1");
  Json req = Json::Object();
  req.Add("model", *r.Find("model"));
  CallOk(engine, "keyscape:ValidateModel", req.Dump());
  bool noted = false;
  for (const Json& n : r.Find("notes")->array())
    noted = noted || n.string_value().find("GSI2PK is not one of S, N or B") != std::string::npos;
  CHECK(noted);
}
