// The aws-mcp interchange: the `aws dynamodb` command-line reader and writer
// (model/aws_cli_command.h), and keyscape:Import from AWS's dynamodb_data_model.json
// (model/import_aws_mcp.h) on the fixture tests/fixtures/aws-mcp/dynamodb_data_model.json.
//
// "Equivalent" (what the import promises for each pattern it keeps): the request the
// pattern compiles to and the request the command line stands for have
//   1. the same operation, TableName and IndexName;
//   2. the same expressions after substituting placeholders: each #name by its attribute
//      name and each :value by its value's JSON, whitespace removed (so `#pk = :pk` with
//      {"#pk":"pk"} and `#a = :a` with {"#a":"pk"} agree; the key condition's terms must come
//      in the same order, partition key first, which is how the fixture writes them);
//   3. every other member equal (Key, Item, Limit, ScanIndexForward, ConsistentRead), except
//      the ones the import notes it does not keep (here ReturnValues), which the test checks
//      are noted;
//   4. the same results when both run on the sample items: the same response body, and for
//      writes (each on a fresh copy of the items) the same table contents afterwards.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/ops.h"
#include "keyscape/engine.h"
#include "keyscape/interop/aws_cli/command.h"
#include "keyscape/interop/import/aws_mcp.h"
#include "test_support.h"

using namespace keyscape;
using namespace keyscape::base;
using namespace keyscape::testing;
using interop::ParseAwsCliCommand;
using interop::SplitShellWords;

namespace {

std::vector<std::string> Words(const std::string& text) {
  Result<std::vector<interop::ShellWord>> w = SplitShellWords(text);
  INFO(text);
  REQUIRE(w.ok());
  std::vector<std::string> out;
  for (const interop::ShellWord& x : *w) out.push_back(x.text);
  return out;
}

std::string WordsError(const std::string& text) {
  Result<std::vector<interop::ShellWord>> w = SplitShellWords(text);
  REQUIRE_FALSE(w.ok());
  return w.status().message();
}

std::string CommandError(const std::string& text) {
  Result<interop::AwsCliCommand> c = ParseAwsCliCommand(text);
  INFO(text);
  REQUIRE_FALSE(c.ok());
  return c.status().message();
}

interop::AwsCliCommand Command(const std::string& text) {
  Result<interop::AwsCliCommand> c = ParseAwsCliCommand(text);
  INFO(text);
  INFO((c.ok() ? "" : c.status().message()));
  REQUIRE(c.ok());
  return *c;
}

const char kFixture[] = "tests/fixtures/aws-mcp/dynamodb_data_model.json";

Json ImportDocument(const Json& doc) {
  Engine e;
  Json req = Json::Object();
  req.Add("from", Json::String("aws-mcp"));
  req.Add("document", doc);
  return CallOk(e, "keyscape:Import", req.Dump());
}

std::string ImportError(const std::string& document) {
  Engine e;
  Response r = e.Execute("keyscape:Import", R"({"from":"aws-mcp","document":)" + document + "}");
  REQUIRE_FALSE(r.ok());
  return MustParse(r.body).Find("message")->string_value();
}

// The fixture with one access pattern's implementation replaced.
std::string WithImplementation(const std::string& command) {
  Json doc = ReadJsonFile(kFixture);
  Json pattern = Json::Object();
  pattern.Add("pattern", Json::String("1"));
  pattern.Add("implementation", Json::String(command));
  Json list = Json::Array();
  list.Push(std::move(pattern));
  doc.Set("access_patterns", std::move(list));
  return doc.Dump();
}

// Placeholders substituted, whitespace removed (definition 2 above).
std::string Substituted(const std::string& text, const Json& r) {
  const Json* names = r.Find("ExpressionAttributeNames");
  const Json* values = r.Find("ExpressionAttributeValues");
  std::string out;
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '#' || text[i] == ':') {
      size_t end = i + 1;
      while (end < text.size() &&
             (isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_'))
        ++end;
      const std::string p = text.substr(i, end - i);
      const Json* v = text[i] == '#' ? (names ? names->Find(p) : nullptr)
                                     : (values ? values->Find(p) : nullptr);
      out += v ? (v->is_string() ? v->string_value() : v->Dump()) : p;
      i = end;
      continue;
    }
    if (!isspace(static_cast<unsigned char>(text[i]))) out += text[i];
    ++i;
  }
  return out;
}

const std::set<std::string> kExpressions = {"KeyConditionExpression", "FilterExpression",
                                            "ProjectionExpression", "UpdateExpression",
                                            "ConditionExpression"};

void CheckSameRequest(const Json& compiled, const Json& command,
                      const std::set<std::string>& not_kept) {
  std::set<std::string> members;
  for (const Json& r : {compiled, command})
    for (const Json::Member& m : r.members()) members.insert(m.first);
  for (const std::string& m : members) {
    INFO(m);
    if (m == "ExpressionAttributeNames" || m == "ExpressionAttributeValues" || not_kept.count(m))
      continue;
    REQUIRE(compiled.Find(m));
    REQUIRE(command.Find(m));
    if (kExpressions.count(m))
      CHECK(Substituted(compiled.Find(m)->string_value(), compiled) ==
            Substituted(command.Find(m)->string_value(), command));
    else
      CHECK(compiled.Find(m)->Dump() == command.Find(m)->Dump());
  }
}

// Runs `request` on the imported design's sample items: the response, and for a write the
// table's contents afterwards (a Scan).
std::string Outcome(const Json& model, const std::string& op, const Json& request) {
  Json load = Json::Object();
  load.Add("model", model);
  Result<api::LoadedDesign> loaded = api::LoadDesign(load);
  REQUIRE(loaded.ok());
  Result<Json> r = api::FindOp(op)(*loaded->db, request);
  std::string out = r.ok() ? r->Dump() : r.status().message();
  Json scan = Json::Object();
  scan.Add("TableName", *request.Find("TableName"));
  Result<Json> after = api::FindOp("Scan")(*loaded->db, scan);
  REQUIRE(after.ok());
  return out + " / " + after->Dump();
}

}  // namespace

TEST_CASE("aws cli words: quotes, escapes and continuations as bash reads them", "[aws-mcp]") {
  CHECK(Words("aws dynamodb scan --table-name 'My Table'") ==
        std::vector<std::string>{"aws", "dynamodb", "scan", "--table-name", "My Table"});
  CHECK(Words(R"("a\"b\\c\$d\q" 'x\y')") == std::vector<std::string>{R"(a"b\c$d\q)", R"(x\y)"});
  CHECK(Words("'it'\\''s' a\\ b") == std::vector<std::string>{"it's", "a b"});
  CHECK(Words("aws \\\n  dynamodb \\\n  scan") ==
        std::vector<std::string>{"aws", "dynamodb", "scan"});
  CHECK(Words("\"one\\\ntwo\"") == std::vector<std::string>{"onetwo"});
  CHECK(Words("aws # a comment\ndynamodb x#y") ==
        std::vector<std::string>{"aws", "dynamodb", "x#y"});
  CHECK(Words("'{\"#a\":\"b c\"}'") == std::vector<std::string>{"{\"#a\":\"b c\"}"});
  CHECK(Words("  ").empty());
}

TEST_CASE("aws cli words: hostile input fails with the offset", "[aws-mcp]") {
  CHECK(WordsError("aws dynamodb scan --table-name 'Orders") ==
        "unterminated single quote at offset 31");
  CHECK(WordsError("aws dynamodb scan --table-name \"Orders") ==
        "unterminated double quote at offset 31");
  CHECK(WordsError("aws dynamodb scan --table-name T; rm -rf /") ==
        "shell operator ; at offset 32: an implementation is one command");
  CHECK(WordsError("aws dynamodb scan --table-name T | jq .") ==
        "shell operator | at offset 33: an implementation is one command");
  CHECK(WordsError("aws dynamodb scan --table-name $TABLE") ==
        "shell expansion $ at offset 31 is not supported");
  CHECK(WordsError("aws dynamodb scan --table-name \"`id`\"") ==
        "shell expansion ` at offset 32 is not supported");
  CHECK(WordsError("aws dynamodb scan \\") == "trailing backslash at offset 18");
}

TEST_CASE("aws cli commands: options become the request", "[aws-mcp]") {
  interop::AwsCliCommand q = Command(
      "aws --region us-east-1 dynamodb query --table-name Orders --index-name ByStatus "
      "--key-condition-expression '#s = :s' --filter-expression 'total > :t' "
      "--projection-expression 'pk, sk' --expression-attribute-names '{\"#s\":\"status\"}' "
      "--expression-attribute-values '{\":s\":{\"S\":\"OPEN\"},\":t\":{\"N\":\"5\"}}' "
      "--no-scan-index-forward --limit=20 --consistent-read --select ALL_PROJECTED_ATTRIBUTES "
      "--endpoint-url http://localhost:8000");
  CHECK(q.command == "query");
  CHECK(q.operation == "Query");
  CHECK(q.request.Dump() ==
        R"({"TableName":"Orders","IndexName":"ByStatus","KeyConditionExpression":"#s = :s",)"
        R"("FilterExpression":"total > :t","ProjectionExpression":"pk, sk",)"
        R"("ExpressionAttributeNames":{"#s":"status"},)"
        R"("ExpressionAttributeValues":{":s":{"S":"OPEN"},":t":{"N":"5"}},)"
        R"("ScanIndexForward":false,"Limit":20,"ConsistentRead":true,)"
        R"("Select":"ALL_PROJECTED_ATTRIBUTES"})");
  interop::AwsCliCommand u = Command(
      "aws dynamodb update-item --table-name T --key '{\"pk\":{\"S\":\"a\"}}' "
      "--update-expression 'SET n = n + :one' --condition-expression 'attribute_exists(pk)' "
      "--expression-attribute-values '{\":one\":{\"N\":\"1\"}}' --return-values ALL_NEW");
  CHECK(u.operation == "UpdateItem");
  CHECK(u.request.Dump() ==
        R"({"TableName":"T","Key":{"pk":{"S":"a"}},"UpdateExpression":"SET n = n + :one",)"
        R"x("ConditionExpression":"attribute_exists(pk)",)x"
        R"("ExpressionAttributeValues":{":one":{"N":"1"}},"ReturnValues":"ALL_NEW"})");
  CHECK(Command("aws dynamodb batch-get-item --request-items '{\"T\":{\"Keys\":[]}}'")
            .request.Dump() == R"({"RequestItems":{"T":{"Keys":[]}}})");
  CHECK(Command("aws dynamodb transact-write-items --transact-items '[]'").operation ==
        "TransactWriteItems");
  CHECK(CommandError("aws dynamodb transact-get-items --transact-items '{}'") ==
        "option --transact-items takes a JSON array, at offset 49");
}

TEST_CASE("aws cli commands: hostile commands fail with exact messages", "[aws-mcp]") {
  CHECK(CommandError("") == "empty command");
  CHECK(CommandError("git status") == "not an aws dynamodb command: found git at offset 0");
  CHECK(CommandError("aws s3 ls") == "not an aws dynamodb command: found s3 at offset 4");
  CHECK(CommandError("aws dynamodb describe-table --table-name T") ==
        "unknown aws dynamodb command describe-table at offset 13");
  CHECK(CommandError("aws dynamodb query --table-name Orders --limit 5 --frobnicate x") ==
        "unknown option --frobnicate at offset 49");
  CHECK(CommandError("aws dynamodb scan --table-name") ==
        "option --table-name needs a value at offset 18");
  CHECK(CommandError("aws dynamodb get-item --table-name T --limit 1") ==
        "option --limit is not an option of get-item, at offset 37");
  CHECK(CommandError("aws dynamodb scan --table-name T --table-name U") ==
        "option --table-name is given twice, at offset 33");
  CHECK(CommandError("aws dynamodb scan --table-name T --limit abc") ==
        "option --limit takes a whole number from 1, not abc, at offset 41");
  CHECK(CommandError("aws dynamodb scan --table-name T --limit 0") ==
        "option --limit takes a whole number from 1, not 0, at offset 41");
  CHECK(
      CommandError("aws dynamodb get-item --table-name T --key '{\"pk\":'") ==
      "option --key: JSON does not parse (Unexpected end of JSON input at offset 6) at offset 43");
  CHECK(CommandError("aws dynamodb get-item --table-name T --key '[1]'") ==
        "option --key takes a JSON object, at offset 43");
  CHECK(CommandError("aws dynamodb scan --table-name T stray") ==
        "unexpected argument stray at offset 33");
  CHECK(CommandError("aws dynamodb scan --consistent-read=yes --table-name T") ==
        "option --consistent-read takes no value, at offset 18");
  CHECK(CommandError("aws dynamodb scan --limit 1") == "aws dynamodb scan needs --table-name");
  CHECK(CommandError("aws dynamodb batch-get-item") ==
        "aws dynamodb batch-get-item needs --request-items");
  CHECK(CommandError("aws dynamodb scan --table-name 'T") ==
        "unterminated single quote at offset 31");
}

TEST_CASE("aws cli commands: the writer's command reads back to the same request", "[aws-mcp]") {
  const Json request = MustParse(
      R"({"TableName":"Shop","IndexName":"GSI1","KeyConditionExpression":"#pk = :pk",)"
      R"("FilterExpression":"#n <> :n","ProjectionExpression":"#p0",)"
      R"("ExpressionAttributeNames":{"#pk":"GSI1PK","#n":"name","#p0":"total"},)"
      R"("ExpressionAttributeValues":{":pk":{"S":"it's $HOME `x` \"q\" \\"},":n":{"S":""}},)"
      R"("ScanIndexForward":false,"Limit":3,"ConsistentRead":true})");
  for (const char* separator : {" ", " \\\n  "}) {
    interop::AwsCliWriteOptions options;
    options.separator = separator;
    Result<std::string> line = interop::WriteAwsCliCommand("Query", request, options);
    REQUIRE(line.ok());
    INFO(*line);
    CHECK(line->find("'\\''") != std::string::npos);  // the ' inside is written '\''
    interop::AwsCliCommand back = Command(*line);
    CHECK(back.operation == "Query");
    CHECK(back.request.Dump() == request.Dump());
  }
  CHECK(interop::ShellQuote("Orders") == "Orders");
  CHECK(interop::ShellQuote("") == "''");
  CHECK(interop::ShellQuote("a'b c") == "'a'\\''b c'");
  Result<std::string> bad = interop::WriteAwsCliCommand("Query", MustParse(R"({"Frob":1})"));
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.status().message() == "aws-cli: request member Frob has no aws dynamodb option");
}

TEST_CASE("aws-mcp import: the fixture imports, its patterns run and equal the commands",
          "[aws-mcp]") {
  const Json doc = ReadJsonFile(kFixture);
  const Json imported = ImportDocument(doc);
  const Json& model = *imported.Find("model");
  CHECK(ArrOf(model, "tables").size() == 2);
  CHECK(ArrOf(model, "items").size() == 10);
  const Json& items = ArrOf(model, "items")[1];
  CHECK(items.Dump() ==
        R"({"table":"Orders","item":)" +
            doc.Find("items")->Find("Orders")->array()[1].Find("PutRequest")->Find("Item")->Dump() +
            "}");
  const std::vector<Json>& notes = ArrOf(imported, "notes");
  REQUIRE(notes.size() == 2);
  CHECK(notes[0].string_value() ==
        "/access_patterns/5/implementation: ReturnValues ALL_NEW is not kept (the model's "
        "patterns do not state it)");
  CHECK(notes[1].string_value() ==
        "pattern 7 (Search products by words in the title): not run in DynamoDB: full-text "
        "search is served by OpenSearch, not DynamoDB");
  CHECK(StrOf(model, "description") == notes[1].string_value());

  const std::vector<Json>& patterns = ArrOf(model, "accessPatterns");
  REQUIRE(patterns.size() == 6);  // pattern 7 has a reason, not an implementation
  CHECK(patterns[4].Find("key")->Dump() ==
        R"({"partition":"CUSTOMER#c2","sort":{"op":"=","value":"ORDER#2026-05-01#o6$$"}})");
  CHECK(patterns[2].Find("key")->Dump() == R"({"partition":"${pk}"})");  // an N key
  CHECK(patterns[2].Find("parameters")->Dump() == R"({"pk":"101"})");

  Engine e;
  Json run_request = Json::Object();
  run_request.Add("model", model);
  const Json runs = CallOk(e, "keyscape:RunAccessPatterns", run_request.Dump());
  const std::vector<Json>& ran = ArrOf(runs, "patterns");
  REQUIRE(ran.size() == 6);
  std::set<std::string> operations;
  for (size_t i = 0; i < ran.size(); ++i) {
    const Json& source = doc.Find("access_patterns")->array()[i];
    INFO(StrOf(source, "implementation"));
    interop::AwsCliCommand cmd = Command(StrOf(source, "implementation"));
    const Json& compiled = *ran[i].Find("request");
    CHECK(StrOf(ran[i], "operation") == cmd.operation);
    CHECK(StrOf(ran[i], "operation") == StrOf(source, "dynamodb_operation"));
    CHECK(ran[i].Find("response")->Find("__type") == nullptr);
    const std::set<std::string> not_kept = cmd.request.Find("ReturnValues")
                                               ? std::set<std::string>{"ReturnValues"}
                                               : std::set<std::string>{};
    CheckSameRequest(compiled, cmd.request, not_kept);
    Json command_request = Json::Object();
    for (const Json::Member& m : cmd.request.members())
      if (!not_kept.count(m.first)) command_request.Add(m.first, m.second);
    CHECK(Outcome(model, cmd.operation, compiled) ==
          Outcome(model, cmd.operation, command_request));
    operations.insert(cmd.operation);
  }
  CHECK(operations == std::set<std::string>{"Query", "GetItem", "Scan", "PutItem", "UpdateItem"});
  // begins_with (pattern 1) and between on a GSI (pattern 2) both read something
  CHECK(IntOf(*ran[0].Find("response"), "Count") == 3);
  CHECK(IntOf(*ran[1].Find("response"), "Count") == 2);
}

TEST_CASE("aws-mcp import: a filter's placeholders that meet the compiled key's are renamed",
          "[aws-mcp]") {
  const std::string command =
      "aws dynamodb query --table-name Orders --key-condition-expression "
      "'#a = :a AND begins_with(#b, :b)' --filter-expression '#pk <> :pk AND #sk > :sk' "
      "--expression-attribute-names '{\"#a\":\"pk\",\"#b\":\"sk\",\"#pk\":\"status\","
      "\"#sk\":\"total\"}' --expression-attribute-values '{\":a\":{\"S\":\"CUSTOMER#c1\"},"
      "\":b\":{\"S\":\"ORDER#\"},\":pk\":{\"S\":\"CANCELLED\"},\":sk\":{\"N\":\"20\"}}'";
  const Json model = *ImportDocument(MustParse(WithImplementation(command))).Find("model");
  const Json& filter = *ArrOf(model, "accessPatterns")[0].Find("filter");
  CHECK(filter.Dump() ==
        R"({"expression":"#pk_f <> :pk_f AND #sk_f > :sk_f","names":{"#pk_f":"status",)"
        R"("#sk_f":"total"},"values":{":pk_f":{"S":"CANCELLED"},":sk_f":{"N":"20"}}})");
  Engine e;
  Json run_request = Json::Object();
  run_request.Add("model", model);
  const Json runs = CallOk(e, "keyscape:RunAccessPatterns", run_request.Dump());
  const Json& compiled = *ArrOf(runs, "patterns")[0].Find("request");
  interop::AwsCliCommand cmd = Command(command);
  CheckSameRequest(compiled, cmd.request, {});
  CHECK(Outcome(model, "Query", compiled) == Outcome(model, "Query", cmd.request));
  CHECK(IntOf(*ArrOf(runs, "patterns")[0].Find("response"), "Count") ==
        2);  // o1 (25.50) and o2 (99)
}

TEST_CASE("aws-mcp import: broken files name the place", "[aws-mcp]") {
  CHECK(ImportError(R"({"ModelName":"x","DataModel":[]})") ==
        "/: must be an object with tables, items and access_patterns (an aws-mcp "
        "dynamodb_data_model.json)");
  CHECK(ImportError(R"({"tables":{},"items":{},"access_patterns":[]})") ==
        "/tables: must be an array");
  CHECK(
      ImportError(
          R"({"tables":[{"TableName":"T","AttributeDefinitions":[],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}]}],"items":{},"access_patterns":[]})") ==
      "/tables/0/KeySchema/0/AttributeName: pk is not in AttributeDefinitions");
  CHECK(
      ImportError(
          R"({"tables":[{"TableName":"T","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}]}],"items":{"U":[]},"access_patterns":[]})") ==
      "/items/U: there is no table U");
  CHECK(
      ImportError(
          R"({"tables":[{"TableName":"T","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}]}],"items":{"T":[{"Item":{}}]},"access_patterns":[]})") ==
      "/items/T/0: must be {\"PutRequest\": {\"Item\": {...}}}");
  const std::string unknown = "aws dynamodb query --table-name Orders --limit 5 --frobnicate x";
  CHECK(ImportError(WithImplementation(unknown)) ==
        "/access_patterns/0/implementation: unknown option --frobnicate at offset 49");
  CHECK(ImportError(WithImplementation(
            "aws dynamodb query --table-name Orders --key-condition-expression '#s = :s' "
            "--expression-attribute-names '{\"#s\":\"sk\"}' --expression-attribute-values "
            "'{\":s\":{\"S\":\"x\"}}'")) ==
        "/access_patterns/0/implementation: --key-condition-expression: Query condition "
        "missed key schema element: pk");
  CHECK(ImportError(WithImplementation("aws dynamodb scan --table-name Nope")) ==
        "/access_patterns/0/implementation: --table-name Nope: there is no such table in "
        "tables");
  CHECK(
      ImportError(WithImplementation(
          "aws dynamodb get-item --table-name Products --key '{\"product_id\":{\"S\":\"1\"}}'")) ==
      "/access_patterns/0/implementation: --key: product_id must be a value of type N");
  CHECK(ImportError(WithImplementation("aws s3 ls")) ==
        "/access_patterns/0/implementation: not an aws dynamodb command: found s3 at offset 4");
  Json doc = ReadJsonFile(kFixture);
  Json bare = Json::Array();
  bare.Push(MustParse(R"({"pattern":"9","description":"x"})"));
  doc.Set("access_patterns", bare);
  CHECK(ImportError(doc.Dump()) == "/access_patterns/0: has neither implementation nor reason");
}

TEST_CASE("aws-mcp import: batch writes are noted, multi-attribute GSI keys are read",
          "[aws-mcp]") {
  const Json imported = ImportDocument(MustParse(
      WithImplementation("aws dynamodb batch-write-item --request-items '{\"Orders\":[]}'")));
  CHECK(imported.Find("model")->Find("accessPatterns") == nullptr);
  CHECK(ArrOf(imported, "notes")[0].string_value() ==
        "pattern 1: not imported: the model's batch and transaction writes write items of an "
        "entity, not the items of a command: aws dynamodb batch-write-item --request-items "
        "'{\"Orders\":[]}'");
  Result<interop::ImportResult> multi = interop::ImportAwsMcp(MustParse(
      R"({"tables":[{"TableName":"T","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},)"
      R"({"AttributeName":"a","AttributeType":"S"},{"AttributeName":"b","AttributeType":"N"}],)"
      R"("KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}],"GlobalSecondaryIndexes":[{"IndexName":"G",)"
      R"("KeySchema":[{"AttributeName":"a","KeyType":"HASH"},{"AttributeName":"b","KeyType":"HASH"}],)"
      R"("Projection":{"ProjectionType":"KEYS_ONLY"}}]}],"items":{},"access_patterns":[]})"));
  REQUIRE(multi.ok());
  const model::GlobalIndex& g = multi->design.tables[0].global_indexes[0];
  REQUIRE(g.partition_key.size() == 2);
  CHECK(g.partition_key[1].name == "b");
  CHECK(g.partition_key[1].type == value::AttrType::kN);
  CHECK(g.partition_key_as_array);
}
