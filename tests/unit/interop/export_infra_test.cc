// The infrastructure and Workbench writers (model/export.h) on what the example designs do
// not hold and the engine cannot run yet: multi-attribute GSI keys, names that clash once
// cased, and names that are hostile to YAML and HCL. The exports checks in
// tests/exports/ read the same writers' output with the real tools.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "keyscape/interop/export/export.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/sample_items.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape::model;
using namespace keyscape::interop;

namespace {

const char kHead[] = R"({"format":"keyscape-model","version":1,"name":"m","tables":)";

// The design `tables` (a JSON array) exported as `format`: the text, or the error message.
Result<std::string> ExportTables(const std::string& format, const std::string& tables) {
  Result<Design> d = ReadModelText(std::string(kHead) + tables + "}");
  INFO(tables);
  REQUIRE(d.ok());
  Result<std::vector<RenderedItem>> items = RenderSampleItems(*d);
  REQUIRE(items.ok());
  const std::vector<PatternOutcome> patterns;
  const Json cost;
  const ExportFormat* f = FindExportFormat(format);
  REQUIRE(f != nullptr);
  return f->write(ExportInput{*d, *items, patterns, cost});
}

std::string MustExport(const std::string& format, const std::string& tables) {
  Result<std::string> text = ExportTables(format, tables);
  INFO(format);
  REQUIRE(text.ok());
  return *text;
}

bool Has(const std::string& text, const std::string& part) {
  INFO(part);
  return text.find(part) != std::string::npos;
}

const char kMultiKey[] =
    R"([{"name":"Games","partitionKey":{"name":"id","type":"S"},"globalSecondaryIndexes":[)"
    R"({"name":"ByTournament","partitionKey":[{"name":"tournament","type":"S"},{"name":"region","type":"S"}],)"
    R"("sortKey":[{"name":"round","type":"N"},{"name":"match","type":"S"}],"projection":{"type":"KEYS_ONLY"}}]}])";

const char kClashing[] = R"([{"name":"orders","partitionKey":{"name":"PK","type":"S"}},)"
                         R"({"name":"Orders","partitionKey":{"name":"PK","type":"S"}},)"
                         R"({"name":"ORDERS","partitionKey":{"name":"PK","type":"S"}},)"
                         R"({"name":"Orders2","partitionKey":{"name":"PK","type":"S"}}])";

// An INCLUDE projection of hostile attribute names.
std::string Hostile(const std::vector<std::string>& names) {
  std::string list;
  for (const std::string& n : names) list += (list.empty() ? "" : ",") + Json::String(n).Dump();
  return R"([{"name":"T","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"},)"
         R"("localSecondaryIndexes":[{"name":"L","sortKey":{"name":"x","type":"S"},)"
         R"("projection":{"type":"INCLUDE","nonKeyAttributes":[)" +
         list + "]}}]}]";
}

}  // namespace

TEST_CASE("exports: a multi-attribute GSI key as each format has it", "[export]") {
  const std::string cfn = MustExport("cloudformation", kMultiKey);
  // CloudFormation's KeySchema: the attributes in order, KeyTypes repeated.
  CHECK(Has(cfn,
            "          KeySchema:\n"
            "            - AttributeName: \"tournament\"\n"
            "              KeyType: \"HASH\"\n"
            "            - AttributeName: \"region\"\n"
            "              KeyType: \"HASH\"\n"
            "            - AttributeName: \"round\"\n"
            "              KeyType: \"RANGE\"\n"
            "            - AttributeName: \"match\"\n"
            "              KeyType: \"RANGE\"\n"));
  const std::string tf = MustExport("terraform", kMultiKey);
  CHECK(Has(
      tf,
      "    key_schema {\n      attribute_name = \"region\"\n      key_type       = \"HASH\"\n"));
  CHECK(Has(
      tf,
      "    key_schema {\n      attribute_name = \"match\"\n      key_type       = \"RANGE\"\n"));
  CHECK(Has(tf, "# A multi-attribute key"));
  CHECK_FALSE(Has(tf, "hash_key        = \"tournament\""));
  const std::string cdk = MustExport("cdk", kMultiKey);
  CHECK(Has(cdk,
            "partitionKeys: [{ name: \"tournament\", type: AttributeType.STRING }, { name: "
            "\"region\", type: AttributeType.STRING }],"));
  CHECK(Has(cdk, "sortKeys: [{ name: \"round\", type: AttributeType.NUMBER },"));
  Result<std::string> wb = ExportTables("nosql-workbench", kMultiKey);
  REQUIRE_FALSE(wb.ok());
  CHECK(wb.status().message() ==
        "nosql-workbench: index ByTournament of table Games has a multi-attribute key, which a "
        "NoSQL Workbench model cannot hold");
}

TEST_CASE("exports: names that clash once cased get unique identifiers", "[export]") {
  const std::string cfn = MustExport("cloudformation", kClashing);
  CHECK(Has(cfn,
            "  Orders:\n    Type: \"AWS::DynamoDB::Table\"\n    Properties:\n      TableName: "
            "\"orders\""));
  CHECK(Has(cfn,
            "  Orders2:\n    Type: \"AWS::DynamoDB::Table\"\n    Properties:\n      TableName: "
            "\"Orders\""));
  CHECK(Has(cfn,
            "  Orders3:\n    Type: \"AWS::DynamoDB::Table\"\n    Properties:\n      TableName: "
            "\"ORDERS\""));
  // "Orders2" is taken by then: the fourth table gets the next free suffix of its own id.
  CHECK(Has(cfn,
            "  Orders22:\n    Type: \"AWS::DynamoDB::Table\"\n    Properties:\n      TableName: "
            "\"Orders2\""));
  const std::string tf = MustExport("terraform", kClashing);
  for (const char* label : {"\"orders\" {", "\"orders2\" {", "\"orders3\" {", "\"orders22\" {"})
    CHECK(Has(tf, std::string("resource \"aws_dynamodb_table\" ") + label));
  const std::string cdk = MustExport("cdk", kClashing);
  for (const char* field : {"ordersTable:", "ordersTable2:", "ordersTable3:", "orders2Table:"})
    CHECK(Has(cdk, std::string("  readonly ") + field + " Table;"));
}

TEST_CASE("exports: terraform writes ${ and %{ so they are never interpolated", "[export]") {
  const std::string tf = MustExport("terraform", Hostile({"a${b}", "c%{d}", "$${e}", "q\"uote",
                                                          "back\\slash", "tab\tnl\n", "\x7f"}));
  CHECK(Has(tf,
            "[\"a$${b}\", \"c%%{d}\", \"$$${e}\", \"q\\\"uote\", \"back\\\\slash\", "
            "\"tab\\tnl\\n\", \"\\u007f\"]"));
  // A lone $ or % stays as it is.
  CHECK(Has(MustExport("terraform", Hostile({"cost$", "50%"})), "[\"cost$\", \"50%\"]"));
}

TEST_CASE("exports: cloudformation double-quotes every name and escapes what YAML cannot hold",
          "[export]") {
  const std::string cfn =
      MustExport("cloudformation",
                 Hostile({"key: value", "# comment", "- item", "*alias", "new\nline", "\x7f",
                          "\xc2\x85", "\xc2\x9f", "\xef\xbb\xbf", "\xef\xbf\xbe", "caf\xc3\xa9"}));
  for (const char* line :
       {"- \"key: value\"\n", "- \"# comment\"\n", "- \"- item\"\n", "- \"*alias\"\n",
        "- \"new\\nline\"\n", "- \"\\u007f\"\n", "- \"\xc2\x85\"\n", "- \"\\u009f\"\n",
        "- \"\\ufeff\"\n", "- \"\\ufffe\"\n", "- \"caf\xc3\xa9\"\n"})
    CHECK(Has(cfn, line));
}

TEST_CASE("exports: nosql-workbench refuses what a Workbench model cannot hold", "[export]") {
  Result<std::string> wb = ExportTables("nosql-workbench", Hostile({"x2"}));
  REQUIRE_FALSE(wb.ok());
  CHECK(wb.status().message() ==
        "nosql-workbench: table T has local secondary index L, which a NoSQL Workbench model "
        "cannot hold");
}
