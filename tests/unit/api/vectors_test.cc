// Runs every golden vector file (tests/vectors/exec_*.json and template_*.json, found by
// listing the folder; the last test case checks each is listed below): each case on a fresh engine
// with the clock fixed at 0; each step's response must equal the step's `expect` byte for byte, and
// a step without `expect` must not be an error. The same files are run by the JS test of the Node
// build (tests/js/vectors.test.mjs).
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape;
using namespace keyscape::testing;

namespace {

std::vector<std::string> VectorFiles() {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(SourcePath("tests/vectors"))) {
    const std::string n = e.path().filename().string();
    const bool ours = n.rfind("exec_", 0) == 0 || n.rfind("template_", 0) == 0;
    if (ours && n.size() > 10 && n.substr(n.size() - 5) == ".json") names.push_back(n);
  }
  std::sort(names.begin(), names.end());
  return names;
}

// Returns the number of cases run.
size_t RunVectorFile(const std::string& name) {
  Json doc = MustParse(ReadFile(SourcePath("tests/vectors/" + name)));
  const Json* cases = doc.Find("cases");
  INFO(name);
  REQUIRE(cases);
  REQUIRE(cases->size() > 0);
  for (const Json& c : cases->array()) {
    Engine engine;
    engine.database().SetFixedClock(0);
    const std::string case_name = c.Find("name")->string_value();
    int step_no = 0;
    for (const Json& step : c.Find("steps")->array()) {
      ++step_no;
      Response r;
      if (const Json* line = step.Find("line")) {
        r = engine.ExecuteLine(line->string_value());
      } else {
        r = engine.Execute(step.Find("op")->string_value(), step.Find("request")->Dump());
      }
      INFO(name << " / " << case_name << " / step " << step_no);
      if (const Json* expect = step.Find("expect")) {
        CHECK(r.body == expect->Dump());
      } else {
        CHECK(r.body.find("\"__type\"") == std::string::npos);
      }
    }
  }
  return cases->size();
}

}  // namespace

// One test case per golden file, so a failure names its file; the last case fails when a
// file in tests/vectors is listed in none of them.
// One file a line:
// clang-format off
const char* const kVectorFiles[] = {
    "exec_batch_get.json",
    "exec_batch_write.json",
    "exec_errors.json",
    "exec_indexes.json",
    "exec_messages.json",
    "exec_model.json",
    "exec_ordering.json",
    "exec_transact_get.json",
    "exec_transact_write.json",
    "exec_update_item.json",
    "exec_update_table.json",
    "exec_describe_keys.json",
    "exec_explain_order.json",
    "exec_preview_items.json",
    "template_errors.json",
    "template_parse.json",
    "template_prefix.json",
    "template_render.json",
    "template_variables.json",
    "exec_multi_attribute_gsi.json",
    "exec_partiql.json",
    "exec_design_load.json",
};
// clang-format on

TEST_CASE("vectors: PartiQL statements, batches, transactions and their plans", "[vectors]") {
  RunVectorFile("exec_partiql.json");
}
TEST_CASE("vectors: ordering of S, N and B keys", "[vectors]") {
  RunVectorFile("exec_ordering.json");
}
TEST_CASE("vectors: bad input gets DynamoDB's errors and the stream goes on", "[vectors]") {
  RunVectorFile("exec_errors.json");
}
TEST_CASE("vectors: secondary indexes, Select, start keys and capacity", "[vectors]") {
  RunVectorFile("exec_indexes.json");
}
TEST_CASE("vectors: every documented Query message, byte for byte", "[vectors]") {
  RunVectorFile("exec_messages.json");
}
TEST_CASE("vectors: UpdateItem", "[vectors]") { RunVectorFile("exec_update_item.json"); }
TEST_CASE("vectors: BatchWriteItem", "[vectors]") { RunVectorFile("exec_batch_write.json"); }
TEST_CASE("vectors: BatchGetItem", "[vectors]") { RunVectorFile("exec_batch_get.json"); }
TEST_CASE("vectors: TransactWriteItems", "[vectors]") { RunVectorFile("exec_transact_write.json"); }
TEST_CASE("vectors: TransactGetItems", "[vectors]") { RunVectorFile("exec_transact_get.json"); }
TEST_CASE("vectors: UpdateTable", "[vectors]") { RunVectorFile("exec_update_table.json"); }
TEST_CASE("vectors: multi-attribute GSI keys", "[vectors]") {
  RunVectorFile("exec_multi_attribute_gsi.json");
}
TEST_CASE("vectors: the design-model operations", "[vectors]") { RunVectorFile("exec_model.json"); }
TEST_CASE("vectors: keyscape:DescribeKeys", "[vectors]") {
  RunVectorFile("exec_describe_keys.json");
}
TEST_CASE("vectors: keyscape:ExplainOrder", "[vectors]") {
  RunVectorFile("exec_explain_order.json");
}
TEST_CASE("vectors: keyscape:PreviewItems and GenerateItems NextToken", "[vectors]") {
  RunVectorFile("exec_preview_items.json");
}

TEST_CASE("vectors: keyscape:DesignLoad", "[vectors]") { RunVectorFile("exec_design_load.json"); }

TEST_CASE("vectors: key templates render", "[vectors]") { RunVectorFile("template_render.json"); }
TEST_CASE("vectors: key templates parse keys", "[vectors]") {
  RunVectorFile("template_parse.json");
}
TEST_CASE("vectors: key template prefixes", "[vectors]") { RunVectorFile("template_prefix.json"); }
TEST_CASE("vectors: key template variables", "[vectors]") {
  RunVectorFile("template_variables.json");
}
TEST_CASE("vectors: key template syntax and request errors", "[vectors]") {
  RunVectorFile("template_errors.json");
}

TEST_CASE("vectors: every exec_*.json and template_*.json file has a test case above",
          "[vectors]") {
  std::vector<std::string> listed(std::begin(kVectorFiles), std::end(kVectorFiles));
  std::sort(listed.begin(), listed.end());
  CHECK(VectorFiles() == listed);
}
