// The typed key-builder exports (typescript, python, go, java;
// core/src/model/export_<language>.cc): properties of the generated text that are best checked
// here. That the generated code compiles, runs and builds the engine's keys is checked by
// tests/exports/builders.test.mjs.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "keyscape/interop/export/export.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/sample_items.h"
#include "test_support.h"

using namespace keyscape;
using namespace keyscape::model;
using namespace keyscape::interop;
using keyscape::base::Result;
using keyscape::testing::Count;
using keyscape::testing::Has;
using keyscape::testing::ReadFile;
using keyscape::testing::SourcePath;

namespace {

// Keywords of the four languages as attribute names, two names with one CamelCase, an
// ambiguous template and a parseable one.
constexpr char kDesign[] = R"({
  "format": "keyscape-model", "version": 1, "name": "Pairs & keys",
  "tables": [{"name": "Pairs", "partitionKey": {"name": "PK", "type": "S"},
              "sortKey": {"name": "SK", "type": "S"}}],
  "entities": [{"name": "Pair", "table": "Pairs",
    "attributes": {"a": {"type": "S"}, "b": {"type": "S"}, "class": {"type": "S"},
                   "order id": {"type": "S"}, "orderId": {"type": "S"}, "import": {"type": "N"},
                   "func": {"type": "S"}},
    "keys": {"PK": "A#${a}${b}", "SK": "${b|pad(3)}${a}"}}],
  "items": [{"entity": "Pair", "values": {"a": "x", "b": "y", "class": "c", "order id": "o",
                                          "orderId": "p", "import": 1, "func": "f"}}]
})";

std::string Export(const std::string& format, const std::string& model_text) {
  Result<Design> d = ReadModelText(model_text);
  REQUIRE(d.ok());
  Result<std::vector<RenderedItem>> items = RenderSampleItems(*d);
  REQUIRE(items.ok());
  const std::vector<PatternOutcome> patterns;
  const base::Json cost = base::Json::Object();
  const ExportFormat* f = FindExportFormat(format);
  REQUIRE(f != nullptr);
  Result<std::string> text = f->write(ExportInput{*d, *items, patterns, cost});
  REQUIRE(text.ok());
  return *text;
}

}  // namespace

TEST_CASE("key builder formats are listed with their file endings") {
  const std::vector<std::pair<std::string, std::string>> want = {{"typescript", ".keys.ts"},
                                                                 {"python", ".keys.py"},
                                                                 {"go", ".keys.go"},
                                                                 {"java", ".keys.java"}};
  for (const auto& [id, extension] : want) {
    const ExportFormat* f = FindExportFormat(id);
    REQUIRE(f != nullptr);
    CHECK(f->extension == extension);
  }
}

TEST_CASE("an ambiguous template gets a builder and a prefix, but no parse function") {
  const std::string ts = Export("typescript", kDesign);
  CHECK(Has(ts, "export function pairPK("));
  CHECK(Has(ts, "export function pairPKPrefix("));
  CHECK(!Has(ts, "parsePairPK"));
  CHECK(Has(ts, "export function parsePairSK("));  // ${b|pad(3)} has a fixed width
  const std::string py = Export("python", kDesign);
  CHECK(Has(py, "def pk(a: str, b: str) -> str:"));
  CHECK(!Has(py, "def parse_pk("));
  CHECK(Has(py, "def parse_sk(key: str)"));
  const std::string go = Export("go", kDesign);
  CHECK(Has(go, "func (o *Pair) BuildPK() (string, error)"));
  CHECK(!Has(go, "ParsePK"));
  CHECK(Has(go, "func (o *Pair) ParseSK(key string) error"));
  const std::string java = Export("java", kDesign);
  CHECK(Has(java, "public static String pk(String a, String b)"));
  CHECK(!Has(java, "parsePk"));
  CHECK(Has(java, "public static Pair parseSk(String key)"));
}

TEST_CASE("keywords and names that would clash become distinct identifiers") {
  const std::string py = Export("python", kDesign);
  CHECK(Has(py, "    class_: str = dataclasses.field(metadata={\"attribute\": \"class\"})"));
  CHECK(Has(py, "    order_id: str = dataclasses.field(metadata={\"attribute\": \"order id\"})"));
  CHECK(Has(py, "    order_id2: str = dataclasses.field(metadata={\"attribute\": \"orderId\"})"));
  CHECK(Has(py, "    import_: Number"));
  const std::string java = Export("java", kDesign);
  CHECK(Has(java, "private String class_;"));
  CHECK(Has(java, "public String getClass2()"));  // getClass is Object's
  CHECK(Has(java, "private String orderId2;"));
  CHECK(Has(java, "package pairskeys;"));
  CHECK(Has(java, "public final class PairsKeysKeys {"));
  const std::string go = Export("go", kDesign);
  CHECK(Has(go, "package pairskeys\n"));
  CHECK(Has(go, "\tOrderId2 string  `dynamodbav:\"orderId\"`\n"));
  CHECK(Has(go, "\tFunc     string  `dynamodbav:\"func\"`\n"));
  const std::string ts = Export("typescript", kDesign);
  CHECK(Has(ts, "  \"order id\": string;\n"));
  CHECK(Has(ts, "  class: string;\n"));
}

TEST_CASE("the runtime is written once, however many entities and keys") {
  const std::string shop = ReadFile(SourcePath("docs/examples/online-shop.json"));
  CHECK(Count(Export("typescript", shop), "function renderKey(") == 1);
  CHECK(Count(Export("python", shop), "def _render(") == 1);
  CHECK(Count(Export("go", shop), "func (t *keyTemplate) render(") == 1);
  CHECK(Count(Export("java", shop), "String render(Map<String, String> values)") == 1);
}

TEST_CASE("key builder exports are deterministic for every example design") {
  for (const std::string& name :
       {"audit-log", "lexicographic-trap", "lexicographic-trap-fixed", "location-hierarchy",
        "online-shop", "sort-key-ids", "tenant-overloading"}) {
    const std::string model = ReadFile(SourcePath("docs/examples/" + name + ".json"));
    for (const char* format : {"typescript", "python", "go", "java"}) {
      INFO(name << " " << format);
      CHECK(Export(format, model) == Export(format, model));
    }
  }
}
