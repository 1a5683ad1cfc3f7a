// Lint's fixValue: where a finding's fix is one new value of the string at its
// location.path, applying that value (what the page's "Apply fix" does) makes the finding
// go away, on every lint vector's trigger design and every example design.
#include <filesystem>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

namespace keyscape {
namespace {

using base::Json;
using testing::MustParse;
using testing::ReadFile;
using testing::SourcePath;

// The string at JSON Pointer `path` (no escapes: model paths have none), or null.
Json* At(Json& doc, const std::string& path) {
  Json* at = &doc;
  size_t i = 1;
  while (at && i <= path.size()) {
    size_t end = path.find('/', i);
    if (end == std::string::npos) end = path.size();
    const std::string token = path.substr(i, end - i);
    if (at->is_array()) {
      size_t n = std::stoul(token);
      at = n < at->array().size() ? &at->array()[n] : nullptr;
    } else {
      at = at->is_object() ? at->Find(token) : nullptr;
    }
    i = end + 1;
  }
  return at;
}

std::vector<Json> Findings(const Json& model) {
  Engine e;
  Json req = Json::Object();
  req.Add("model", model);
  Response r = e.Execute("keyscape:Lint", req.Dump());
  REQUIRE(r.ok());
  return MustParse(r.body).Find("findings")->array();
}

bool Has(const std::vector<Json>& findings, const std::string& rule, const std::string& path) {
  for (const Json& f : findings)
    if (f.Find("rule")->string_value() == rule &&
        f.Find("location")->Find("path")->string_value() == path)
      return true;
  return false;
}

std::vector<Json> Designs() {
  std::vector<Json> out;
  for (const auto& e : std::filesystem::directory_iterator(SourcePath("tests/vectors/lint")))
    out.push_back(*MustParse(ReadFile(e.path().string())).Find("trigger"));
  for (const auto& e : std::filesystem::directory_iterator(SourcePath("docs/examples")))
    if (e.path().extension() == ".json") out.push_back(MustParse(ReadFile(e.path().string())));
  return out;
}

TEST_CASE("lint: applying a finding's fixValue at its path removes the finding") {
  int applied = 0;
  for (const Json& design : Designs()) {
    for (const Json& f : Findings(design)) {
      const Json* value = f.Find("fixValue");
      if (!value) continue;
      const std::string rule = f.Find("rule")->string_value();
      const std::string path = f.Find("location")->Find("path")->string_value();
      INFO(rule << " at " << path << " -> " << value->string_value());
      Json fixed = design;
      Json* target = At(fixed, path);
      REQUIRE(target != nullptr);
      REQUIRE(target->is_string());
      CHECK(target->string_value() != value->string_value());
      *target = *value;
      CHECK_FALSE(Has(Findings(fixed), rule, path));
      ++applied;
    }
  }
  // The vectors of unpadded-number, unsortable-date and variable-length-middle and the
  // lexicographic-trap example carry at least one each.
  CHECK(applied >= 4);
}

}  // namespace
}  // namespace keyscape
