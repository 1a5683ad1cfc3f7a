// Lint's fixValue: where a finding's fix is one new value of the string at its
// location.path, applying that value (what the page's "Apply fix" does) leaves a design that
// validates, without that finding, and with no finding it did not have before, on every lint
// vector's designs, every example and every lesson (its design and its solution). And
// hot-partition's write-sharding advice (several edits, so no fixValue), followed as it is
// written, raises neither hot-partition nor low-cardinality-partition.
#include <filesystem>
#include <regex>
#include <string>
#include <utility>
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

Json Request(const Json& model) {
  Json req = Json::Object();
  req.Add("model", model);
  return req;
}

std::vector<Json> Findings(const Json& model) {
  Engine e;
  Response r = e.Execute("keyscape:Lint", Request(model).Dump());
  INFO(r.body);
  REQUIRE(r.ok());
  return MustParse(r.body).Find("findings")->array();
}

std::string Id(const Json& f) {
  return f.Find("rule")->string_value() + " at " + f.Find("location")->Find("path")->string_value();
}

bool Has(const std::vector<Json>& findings, const std::string& id) {
  for (const Json& f : findings)
    if (Id(f) == id) return true;
  return false;
}

// Every design the project ships: each lint vector's trigger and corrected design, each
// example, each lesson's starting design and its solution.
std::vector<std::pair<std::string, Json>> Designs() {
  std::vector<std::pair<std::string, Json>> out;
  for (const auto& e : std::filesystem::directory_iterator(SourcePath("tests/vectors/lint"))) {
    Json v = MustParse(ReadFile(e.path().string()));
    out.emplace_back(e.path().filename().string() + " trigger", *v.Find("trigger"));
    out.emplace_back(e.path().filename().string() + " corrected", *v.Find("corrected"));
  }
  for (const auto& e : std::filesystem::directory_iterator(SourcePath("docs/examples")))
    if (e.path().extension() == ".json")
      out.emplace_back(e.path().filename().string(), MustParse(ReadFile(e.path().string())));
  for (const auto& e : std::filesystem::directory_iterator(SourcePath("docs/lessons"))) {
    if (e.path().extension() != ".json") continue;
    Json doc = MustParse(ReadFile(e.path().string()));
    const Json* design = doc.Find("design");
    out.emplace_back(e.path().filename().string(), design ? *design : doc);
  }
  return out;
}

TEST_CASE("lint: applying a fixValue leaves a valid design without that finding or new ones") {
  int applied = 0;
  for (const auto& [name, design] : Designs()) {
    const std::vector<Json> before = Findings(design);
    for (const Json& f : before) {
      const Json* value = f.Find("fixValue");
      if (!value) continue;
      const std::string path = f.Find("location")->Find("path")->string_value();
      INFO(name << ": " << Id(f) << " -> " << value->string_value());
      Json fixed = design;
      Json* target = At(fixed, path);
      REQUIRE(target != nullptr);
      REQUIRE(target->is_string());
      CHECK(target->string_value() != value->string_value());
      *target = *value;  // what the page's "Apply fix" does (setAt of the path)
      Engine e;
      Response valid = e.Execute("keyscape:ValidateModel", Request(fixed).Dump());
      INFO(valid.body.substr(0, 300));
      REQUIRE(valid.ok());
      const std::vector<Json> after = Findings(fixed);
      CHECK_FALSE(Has(after, Id(f)));
      for (const Json& g : after) {
        INFO("new: " << Id(g) << ": " << g.Find("message")->string_value());
        CHECK(Has(before, Id(g)));
      }
      ++applied;
    }
  }
  // unpadded-number's and variable-length-middle's corrections in the vectors' triggers and
  // the lexicographic-trap example carry one at least.
  CHECK(applied >= 3);
}

// The text `re`'s first group matches in `text` ("" when it does not match).
std::string Match(const std::string& text, const char* re) {
  std::smatch m;
  return std::regex_search(text, m, std::regex(re)) ? m[1].str() : "";
}

const Json* FindingOf(const std::vector<Json>& findings, const std::string& rule) {
  for (const Json& f : findings)
    if (f.Find("rule")->string_value() == rule) return &f;
  return nullptr;
}

// The poll of the hot-partitions lesson: 4,000 votes a second on POLL#${pollId}, pollId a
// closed set of one value. The load alone needs 4 keys, and a key of 4 values is still a
// handful (low-cardinality-partition): the advice asks for 11.
TEST_CASE("lint: hot-partition's sharding advice, followed, raises neither it nor low-cardinality") {
  const Json design =
      *MustParse(ReadFile(SourcePath("docs/lessons/hot-partitions.json"))).Find("design");
  const std::vector<Json> before = Findings(design);
  const Json* hot = FindingOf(before, "hot-partition");
  const Json* few = FindingOf(before, "low-cardinality-partition");
  REQUIRE(hot);
  REQUIRE(few);
  const std::string fix = hot->Find("fix")->string_value();
  INFO(fix);
  const std::string count = Match(fix, "closed \"values\" set of ([0-9]+) values");
  const std::string key = Match(fix, "and key it \\(and this pattern\\) as ([^ ;]+)");
  CHECK(count == "11");
  CHECK(fix.find("(4 carry the load;") != std::string::npos);
  CHECK(key == "POLL#${pollId}#${shard}");
  // low-cardinality-partition's own advice names the same least count.
  CHECK(few->Find("fix")->string_value().find("N at least 11") != std::string::npos);

  // Followed, then with one shard value fewer.
  for (int n : {std::stoi(count), std::stoi(count) - 1}) {
    INFO(n << " shard values");
    Json fixed = design;
    Json& vote = fixed.Find("entities")->array()[0];
    Json values = Json::Array();
    for (int i = 0; i < n; ++i) values.Push(MustParse(std::to_string(i)));
    vote.Find("attributes")->Find("shard")->Set("values", values);
    vote.Find("keys")->Set("PK", Json::String(key));
    fixed.Find("accessPatterns")->array()[0].Find("key")->Set("partition", Json::String(key));
    const std::vector<Json> after = Findings(fixed);
    CHECK_FALSE(FindingOf(after, "hot-partition"));
    CHECK((FindingOf(after, "low-cardinality-partition") == nullptr) == (n > 10));
    for (const Json& g : after) {
      INFO("new: " << Id(g) << ": " << g.Find("message")->string_value());
      CHECK((Has(before, Id(g)) || g.Find("rule")->string_value() == "low-cardinality-partition"));
    }
  }
}

}  // namespace
}  // namespace keyscape
