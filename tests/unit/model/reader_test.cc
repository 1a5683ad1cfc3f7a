// The model file reader and writer (MODEL.md): every example reads, round-trips
// byte-identically through the canonical writer and renders its sample items; invalid
// models fail with the JSON path of the problem.
#include "keyscape/model/model_reader.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "keyscape/model/model_writer.h"
#include "keyscape/model/sample_items.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape::model;
using namespace keyscape::testing;

namespace {

std::vector<std::string> ExampleFiles() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(SourcePath("docs/examples")))
    if (e.path().extension() == ".json") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The error message of a model that must be refused.
std::string Refusal(const std::string& text) {
  Result<Design> d = ReadModelText(text);
  REQUIRE_FALSE(d.ok());
  CHECK(d.status().code() == ErrorCode::kValidation);
  return d.status().message();
}

const char kMinimal[] =
    R"({"format":"keyscape-model","version":1,"name":"m","tables":[{"name":"T","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"}}],)"
    R"("entities":[{"name":"Order","table":"T","attributes":{"orderNo":{"type":"N"}},"keys":{"PK":"C","SK":"ORDER#${orderNo|pad(4)}"}}],)"
    R"("items":[{"entity":"Order","values":{"orderNo":7}}]})";

std::string With(std::string_view from, std::string_view to) {
  std::string s = kMinimal;
  size_t at = s.find(from);
  REQUIRE(at != std::string::npos);
  s.replace(at, from.size(), to);
  return s;
}

}  // namespace

TEST_CASE("model: every example reads, round-trips and renders", "[model]") {
  const std::vector<std::string> files = ExampleFiles();
  REQUIRE(files.size() >= 7);
  for (const std::string& f : files) {
    INFO(f);
    Result<Design> d = ReadModelText(ReadFile(f));
    REQUIRE(d.ok());
    const std::string once = WriteModel(*d).Dump();
    Result<Design> again = ReadModelText(once);
    REQUIRE(again.ok());
    CHECK(WriteModel(*again).Dump() == once);
    // The examples are written canonically: the writer changes nothing but white space.
    CHECK(once == MustParse(ReadFile(f)).Dump());
    Result<std::vector<RenderedItem>> items = RenderSampleItems(*d);
    REQUIRE(items.ok());
    CHECK(items->size() == d->items.size());
  }
}

TEST_CASE("model: sample items get their keys from the entity's templates", "[model]") {
  Result<Design> d = ReadModelText(kMinimal);
  REQUIRE(d.ok());
  Result<std::vector<RenderedItem>> items = RenderSampleItems(*d);
  REQUIRE(items.ok());
  const keyscape::value::Item& item = (*items)[0].item;
  REQUIRE(keyscape::value::FindAttr(item, "SK"));
  CHECK(keyscape::value::FindAttr(item, "SK")->scalar == "ORDER#0007");
  CHECK(keyscape::value::FindAttr(item, "orderNo")->type == keyscape::value::AttrType::kN);
  CHECK((*items)[0].entity->name == "Order");
}

TEST_CASE("model: invalid models name the JSON path of the problem", "[model]") {
  CHECK(Refusal(With(R"("name":"m")", R"("name":"m","colour":"red")")) == "/colour: unknown field");
  CHECK(Refusal(With(R"("version":1)", R"("version":2)")) ==
        "/version: must be 1 (the only version there is)");
  CHECK(Refusal(With(R"({"name":"PK","type":"S"})", R"({"name":"PK","type":"X"})")) ==
        "/tables/0/partitionKey/type: must be S, N or B");
  CHECK(Refusal(With("ORDER#${orderNo|pad(4)}", "ORDER#${orderNum}")) ==
        "/entities/0/keys/SK: template refers to attribute orderNum, which entity Order does not "
        "define");
  CHECK(Refusal(With(R"("keys":{"PK":"C",)", R"("keys":{)")) ==
        "/entities/0/keys: needs a template for PK, a key attribute of table T");
  CHECK(Refusal(With(R"("table":"T")", R"("table":"Shop")")) ==
        "/entities/0/table: there is no table Shop");
  CHECK(Refusal(With(R"({"orderNo":7})", R"({"orderNo":"seven"})"))
            .rfind("/items/0/values/orderNo: attribute orderNo has type N", 0) == 0);
  CHECK(Refusal(With(R"({"orderNo":7})", R"({"orderNo":7,"x":1})")) ==
        "/items/0/values/x: entity Order has no attribute x");
  CHECK(
      Refusal(With(R"({"entity":"Order","values")", R"({"entity":"Order","table":"T","values")")) ==
      "/items/0: a sample item has either \"entity\" and \"values\" or \"table\" and \"item\"");
  CHECK(
      Refusal(std::string(kMinimal).replace(
          std::string(kMinimal).size() - 1, 1,
          R"(,"accessPatterns":[{"name":"p","table":"T","index":"GSI3","operation":"Query","key":{"partition":"C"}}]})")) ==
      "/accessPatterns/0/index: table T has no index GSI3");
  CHECK(Refusal("{").rfind("/: invalid JSON", 0) == 0);
  CHECK(Refusal("[]") == "/: must be an object");
}

TEST_CASE("model: an N attribute's closed values match its values by number", "[model]") {
  // The page writes a closed set as typed ("7", or 7 when the number prints back the same);
  // a sample value of the same number, as a number or as text, is one of them.
  for (const char* values : {R"([7,8])", R"(["7","8"])", R"(["7.0"])"}) {
    INFO(values);
    for (const char* item : {R"({"orderNo":7})", R"({"orderNo":"7"})"}) {
      const std::string text =
          With(R"({"orderNo":{"type":"N"}})", std::string(R"({"orderNo":{"type":"N","values":)") +
                                                  values + "}}");
      std::string s = text;
      s.replace(s.find(R"({"orderNo":7})"), 13, item);
      CHECK(ReadModelText(s).ok());
    }
  }
  CHECK(Refusal(With(R"({"orderNo":{"type":"N"}})", R"({"orderNo":{"type":"N","values":["8"]}})")) ==
        "/items/0/values/orderNo: value 7 is not one of the values attribute orderNo allows");
}
