// The multi-attribute key rules beyond their vectors (tests/vectors/lint/): the entity
// variant of multi-key-skipped-attribute, key-attribute-type's fix value, and "more than
// 4 + 4 key attributes", which the model refuses (like validate) so no rule ever sees it.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "keyscape/analysis/lint.h"
#include "keyscape/base/json.h"
#include "keyscape/model/model_reader.h"
#include "test_support.h"

using namespace keyscape;
using namespace keyscape::base;
using namespace keyscape::testing;

namespace {

std::vector<analysis::Finding> LintOf(const Json& model) {
  auto d = model::ReadModel(model);
  REQUIRE(d.ok());
  return analysis::Lint(*d, analysis::LintableItems(*d), {});
}

const analysis::Finding* Find(const std::vector<analysis::Finding>& all, const std::string& rule,
                              const std::string& path) {
  for (const analysis::Finding& f : all)
    if (f.rule == rule && f.location.path == path) return &f;
  return nullptr;
}

}  // namespace

TEST_CASE("multi-key-skipped-attribute: an entity with a later key attribute only", "[lint]") {
  const Json v = ReadJsonFile("tests/vectors/lint/multi-key-skipped-attribute.json");
  const auto all = LintOf(*v.Find("trigger"));
  const analysis::Finding* f = Find(all, "multi-key-skipped-attribute", "/entities/1/attributes");
  REQUIRE(f);
  CHECK(f->location.entity == "Bye");
  CHECK(f->location.index == "ByTournament");
  CHECK(f->location.attribute == "round");
  CHECK(f->message == "entity Bye has stage but not round, both key attributes of index ByTournament");
}

TEST_CASE("key-attribute-type: the fix is the index's type", "[lint]") {
  const Json v = ReadJsonFile("tests/vectors/lint/key-attribute-type.json");
  const auto all = LintOf(*v.Find("trigger"));
  const analysis::Finding* f = Find(all, "key-attribute-type", "/entities/0/attributes/round/type");
  REQUIRE(f);
  CHECK(f->fix_value == "N");
  CHECK(f->message == "entity Match declares round as S, but index ByTournament keys it as N");
}

TEST_CASE("multi-attribute keys: more than 4 + 4 attributes is an invalid model", "[lint]") {
  Json m = *ReadJsonFile("tests/vectors/lint/multi-key-range-before-equality.json").Find("corrected");
  Json& g = m.Find("tables")->array()[0].Find("globalSecondaryIndexes")->array()[0];
  Json five = Json::Array();
  for (const char* n : {"a", "b", "c", "d", "e"}) {
    Json k = Json::Object();
    k.Add("name", Json::String(n));
    k.Add("type", Json::String("S"));
    five.Push(std::move(k));
  }
  Json sort = five;
  g.Set("sortKey", std::move(sort));
  auto d = model::ReadModel(m);
  REQUIRE_FALSE(d.ok());
  CHECK(d.status().message() ==
        "/tables/0/globalSecondaryIndexes/0/sortKey: a multi-attribute key has 1 to 4 attributes");
  g.Set("partitionKey", std::move(five));
  CHECK_FALSE(model::ReadModel(m).ok());
}

TEST_CASE("hot-partition: a multi-attribute partition key is one partition per tuple", "[lint]") {
  Json m = *ReadJsonFile("tests/vectors/lint/multi-key-range-before-equality.json").Find("corrected");
  Json& patterns = *m.Find("accessPatterns");
  Json eu = patterns.array()[0];
  eu.Set("rate", MustParse(R"({"perSecond":2000})"));
  Json us = eu;
  us.Set("name", Json::String("Matches of a round in the US"));
  us.Find("parameters")->Set("region", Json::String("us"));
  patterns = Json::Array();
  patterns.Push(eu);
  patterns.Push(us);
  auto d = model::ReadModel(m);
  REQUIRE(d.ok());
  // 2,000 read units/s on (spring, eu) and on (spring, us): two partitions, neither hot.
  const auto apart = analysis::Lint(*d, analysis::LintableItems(*d), {{1, 0}, {1, 0}});
  for (const analysis::Finding& f : apart) CHECK(f.rule != "hot-partition");
  // The same region twice: 4,000 on one partition.
  patterns.array()[1].Find("parameters")->Set("region", Json::String("eu"));
  auto same = model::ReadModel(m);
  REQUIRE(same.ok());
  size_t hot = 0;
  for (const analysis::Finding& f : analysis::Lint(*same, analysis::LintableItems(*same), {{1, 0}, {1, 0}}))
    hot += f.rule == "hot-partition";
  CHECK(hot > 0);
}

TEST_CASE("unpadded-number: a number bound on a multi-attribute S sort attribute", "[lint]") {
  // The lesson's starting design: round is S, an attribute of the items (no template builds
  // it). Each condition is checked against its own attribute, at its own path, and the fix
  // is a number type: padding the bound would not match the values stored as written.
  const Json l = ReadJsonFile("docs/lessons/multi-attribute-keys.json");
  const auto all = LintOf(*l.Find("design"));
  for (const char* path : {"/accessPatterns/1/key/sort/0/value", "/accessPatterns/1/key/sort/0/high",
                           "/accessPatterns/2/key/sort/0/value"}) {
    INFO(path);
    const analysis::Finding* f = Find(all, "unpadded-number", path);
    REQUIRE(f);
    CHECK(f->location.index == "ByBracket");
    CHECK(f->fix_value.empty());
    CHECK(f->fix.find("give it the type N") != std::string::npos);
  }
  // court (S, letters) and startsAt are no numbers; the solution (round N) has none.
  CHECK_FALSE(Find(all, "unpadded-number", "/accessPatterns/2/key/sort/1/value"));
  for (const analysis::Finding& f :
       LintOf(ReadJsonFile("docs/lessons/multi-attribute-keys.solution.json")))
    CHECK(f.rule != "unpadded-number");
}
