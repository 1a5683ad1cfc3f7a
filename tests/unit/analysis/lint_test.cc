// Lint (core/include/keyscape/analysis/lint.h) through the engine operation keyscape:Lint:
// - every rule id of ARCHITECTURE.md has a vector tests/vectors/lint/<rule>.json whose
//   trigger design yields the expected finding and whose corrected design lints clean
//   (the same files are run by tests/js/lint_vectors.test.mjs);
// - every docs/examples/*.json yields exactly the rules its README's table lists;
// - the item-based variants (imported designs with raw items and no templates);
// - hot-partition with explicit units, the operation's errors, the findings' JSON.
#include "keyscape/analysis/lint.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "keyscape/engine.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/sample_items.h"
#include "test_support.h"

using namespace keyscape;
using namespace keyscape::base;
using namespace keyscape::model;
using namespace keyscape::analysis;
using namespace keyscape::testing;

namespace {

const std::vector<std::string> kRuleIds = {
    "case-mismatch",
    "delimiter-in-value",
    "filter-on-key",
    "gsi-write-amplification",
    "hot-partition",
    "item-collection-limit",
    "key-attribute-type",
    "key-collision",
    "key-too-long",
    "lookup-needs-timestamp",
    "low-cardinality-partition",
    "monotonic-partition-key",
    "multi-key-range-before-equality",
    "multi-key-skipped-attribute",
    "prefix-overlap",
    "projection-all",
    "random-sort-key",
    "scan-required",
    "unpadded-number",
    "unsortable-date",
    "unused-index",
    "variable-length-middle",
};

// The findings keyscape:Lint answers for `model`, as JSON objects.
std::vector<Json> LintOp(const Json& model) {
  Engine engine;
  Json req = Json::Object();
  req.Add("model", model);
  Json r = MustParse(Exec(engine, "keyscape:Lint", req.Dump()));
  INFO(r.Dump());
  REQUIRE(r.Find("findings"));
  REQUIRE(r.Find("__type") == nullptr);
  return r.Find("findings")->array();
}

std::string Str(const Json& o, const char* member) {
  const Json* v = o.Find(member);
  return v && v->is_string() ? v->string_value() : "";
}

std::string Path(const Json& finding) { return Str(*finding.Find("location"), "path"); }

std::vector<std::string> Rules(const std::vector<Json>& findings) {
  std::vector<std::string> out;
  for (const Json& f : findings) out.push_back(Str(f, "rule"));
  return out;
}

const Json* FindRule(const std::vector<Json>& findings, const std::string& rule) {
  for (const Json& f : findings)
    if (Str(f, "rule") == rule) return &f;
  return nullptr;
}

// Every finding carries its rule, severity, a location path and three texts.
void CheckShape(const std::vector<Json>& findings) {
  for (const Json& f : findings) {
    INFO(f.Dump());
    CHECK(std::find(kRuleIds.begin(), kRuleIds.end(), Str(f, "rule")) != kRuleIds.end());
    std::string sev = Str(f, "severity");
    CHECK((sev == "error" || sev == "warning" || sev == "info"));
    CHECK(Path(f).rfind("/", 0) == 0);
    CHECK_FALSE(Str(f, "message").empty());
    CHECK_FALSE(Str(f, "explanation").empty());
    CHECK_FALSE(Str(f, "fix").empty());
  }
}

std::vector<std::string> VectorFiles() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(SourcePath("tests/vectors/lint")))
    if (e.path().extension() == ".json") out.push_back(e.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

Json Vector(const std::string& rule) {
  return MustParse(ReadFile(SourcePath("tests/vectors/lint/" + rule + ".json")));
}

std::vector<PatternUnits> UnitsOf(const Json& v) {
  std::vector<PatternUnits> out;
  for (const Json& u : v.Find("units")->array())
    out.push_back({u.Find("readUnits")->number_value(), u.Find("writeUnits")->number_value()});
  return out;
}

std::vector<Finding> LintWith(const Json& model, const std::vector<PatternUnits>& units) {
  Result<Design> d = ReadModel(model);
  REQUIRE(d.ok());
  return Lint(*d, LintableItems(*d), units);
}

}  // namespace

TEST_CASE("lint: there is one vector per rule id", "[lint]") { CHECK(VectorFiles() == kRuleIds); }

TEST_CASE("lint: each rule's trigger design finds it, its corrected design is clean", "[lint]") {
  for (const std::string& rule : VectorFiles()) {
    INFO(rule);
    Json v = Vector(rule);
    REQUIRE(Str(v, "rule") == rule);
    const Json& expect = *v.Find("expect");
    std::vector<Json> corrected = LintOp(*v.Find("corrected"));
    CHECK(Rules(corrected).empty());
    std::vector<Json> trigger = LintOp(*v.Find("trigger"));
    CheckShape(trigger);
    const Json* f = FindRule(trigger, rule);
    REQUIRE(f);
    CHECK(Str(*f, "severity") == Str(expect, "severity"));
    CHECK(Path(*f) == Str(*expect.Find("location"), "path"));
  }
}

TEST_CASE("lint: hot-partition with measured units, and the suffix count", "[lint]") {
  Json v = Vector("hot-partition");
  std::vector<PatternUnits> units = UnitsOf(v);
  std::vector<Finding> hot = LintWith(*v.Find("trigger"), units);
  REQUIRE(hot.size() == 1);
  CHECK(hot[0].rule == "hot-partition");
  CHECK(hot[0].location.path == Str(*v.Find("expect")->Find("location"), "path"));
  CHECK(hot[0].fix.find("over " + v.Find("expectSuffixCount")->number_text() + " keys") !=
        std::string::npos);
  CHECK(LintWith(*v.Find("corrected"), units).empty());
  // Reads: 2 patterns on the same key add up (2 x 1,600 x 1 > 3,000): ceil(3,200/3,000) = 2.
  Json m = *v.Find("corrected");
  Json get = MustParse(
      R"({"name":"Last reading","table":"Telemetry","entity":"Reading","operation":"Query",)"
      R"("key":{"partition":"DEVICE#${deviceId}"},"parameters":{"deviceId":"d_01"},"rate":{"perSecond":1600}})");
  m.Find("accessPatterns")->Push(get);
  get.Set("name", Json::String("Last reading again"));
  m.Find("accessPatterns")->Push(get);
  std::vector<Finding> reads = LintWith(m, {{0, 1}, {1, 0}, {1, 0}});
  REQUIRE(reads.size() == 1);
  CHECK(reads[0].fix.find("over 2 keys") != std::string::npos);
  CHECK(LintWith(m, {}).empty());  // no units: nothing estimated
}

namespace {

// The README's table row of each example: file -> the rule ids in its last cell (other
// backticked words there, like an entity name, are not rule ids).
std::map<std::string, std::set<std::string>> ReadmeFindings() {
  std::map<std::string, std::set<std::string>> out;
  std::string text = ReadFile(SourcePath("docs/examples/README.md"));
  size_t at = 0;
  while ((at = text.find("\n| `", at)) != std::string::npos) {
    size_t end = text.find('\n', at + 1);
    std::string row = text.substr(at + 1, end - at - 1);
    at = end;
    std::string file = row.substr(3, row.find('`', 3) - 3);
    std::string last = row.substr(row.rfind('|', row.size() - 2));
    std::set<std::string> rules;
    for (size_t q = last.find('`'); q != std::string::npos; q = last.find('`', q + 1)) {
      size_t close = last.find('`', q + 1);
      std::string word = last.substr(q + 1, close - q - 1);
      if (std::find(kRuleIds.begin(), kRuleIds.end(), word) != kRuleIds.end()) rules.insert(word);
      q = close;
    }
    out[file] = rules;
  }
  return out;
}

}  // namespace

TEST_CASE("lint: every example yields exactly the findings its README lists", "[lint]") {
  std::map<std::string, std::set<std::string>> listed = ReadmeFindings();
  REQUIRE(listed.size() >= 7);
  CHECK(listed["lexicographic-trap.json"] == std::set<std::string>{"unpadded-number"});
  CHECK(listed["sort-key-ids.json"] == std::set<std::string>{"random-sort-key"});
  size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(SourcePath("docs/examples"))) {
    if (e.path().extension() != ".json") continue;
    ++files;
    const std::string name = e.path().filename().string();
    INFO(name);
    REQUIRE(listed.count(name));
    std::vector<Json> findings = LintOp(MustParse(ReadFile(e.path().string())));
    CheckShape(findings);
    std::vector<std::string> rules = Rules(findings);
    CHECK(std::set<std::string>(rules.begin(), rules.end()) == listed[name]);
  }
  CHECK(files == listed.size());
  // sort-key-ids: only the UUID entity, which is intentional.
  std::vector<Json> ids =
      LintOp(MustParse(ReadFile(SourcePath("docs/examples/sort-key-ids.json"))));
  REQUIRE(ids.size() == 1);
  CHECK(Str(*ids[0].Find("location"), "entity") == "ProjectUuid");
}

namespace {

// A table of raw DynamoDB-JSON items (what an import without templates gives).
Json RawDesign(const std::vector<std::pair<std::string, std::string>>& keys,
               const std::string& patterns = "") {
  std::string items;
  for (const auto& [pk, sk] : keys) {
    if (!items.empty()) items += ",";
    items += R"({"table":"Tab","item":{"PK":{"S":")" + pk + R"("},"SK":{"S":")" + sk + R"("}}})";
  }
  return MustParse(
      R"({"format":"keyscape-model","version":1,"name":"raw","tables":[{"name":"Tab",)"
      R"("partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"}}],)"
      R"("items":[)" +
      items + "]" + (patterns.empty() ? "" : R"(,"accessPatterns":[)" + patterns + "]") + "}");
}

}  // namespace

TEST_CASE("lint: raw items without templates", "[lint]") {
  SECTION("unpadded-number: numbers of different lengths after one prefix") {
    std::vector<Json> f =
        LintOp(RawDesign({{"C#1", "ORDER#1"}, {"C#1", "ORDER#2"}, {"C#1", "ORDER#10"}}));
    CHECK(Rules(f) == std::vector<std::string>{"unpadded-number"});
    CHECK(Path(f[0]) == "/items/2/item/SK");
    CHECK(Str(f[0], "fix").find("ORDER#0000000010") != std::string::npos);
    // Same lengths, or different collections: clean.
    CHECK(
        LintOp(RawDesign({{"C#1", "ORDER#01"}, {"C#1", "ORDER#02"}, {"C#1", "ORDER#10"}})).empty());
    CHECK(LintOp(RawDesign({{"C#1", "ORDER#1"}, {"C#2", "ORDER#10"}})).empty());
  }
  SECTION("unsortable-date and random-sort-key") {
    CHECK(Rules(LintOp(RawDesign({{"A#1", "EVT#06/23/2026"}, {"A#1", "EVT#23-06-2026"}}))) ==
          std::vector<std::string>{"unsortable-date"});
    CHECK(LintOp(RawDesign({{"A#1", "EVT#2026-06-23T10:00:00Z"}, {"A#1", "EVT#2026-06-24"}}))
              .empty());
    CHECK(Rules(LintOp(RawDesign({{"T#1", "P#2cc58e68-b9b8-42f2-87da-15288e7480ac"},
                                  {"T#1", "P#6067bb58-7832-48b2-887b-89add6143ba4"}}))) ==
          std::vector<std::string>{"random-sort-key"});
    // A UUID after a timestamp only disambiguates: the time orders the key.
    CHECK(LintOp(RawDesign({{"T#1", "P#2026-06-23#2cc58e68-b9b8-42f2-87da-15288e7480ac"},
                            {"T#1", "P#2026-06-24#6067bb58-7832-48b2-887b-89add6143ba4"}}))
              .empty());
  }
  SECTION("monotonic and low-cardinality partition keys") {
    CHECK(Rules(LintOp(RawDesign({{"DAY#2026-06-23", "E#1"}, {"DAY#2026-06-24", "E#2"}}))) ==
          std::vector<std::string>{"monotonic-partition-key"});
    // A date next to an owner's id: the id spreads the key.
    CHECK(LintOp(RawDesign({{"C#c1#2026-06-23", "E#1"}, {"C#c2#2026-06-24", "E#2"}})).empty());
    std::vector<std::pair<std::string, std::string>> many;
    for (int i = 0; i < 120; ++i)
      many.push_back({i % 2 ? "S#OPEN" : "S#SHIPPED", "O#" + std::to_string(1000 + i)});
    CHECK(Rules(LintOp(RawDesign(many))) == std::vector<std::string>{"low-cardinality-partition"});
    many.resize(99);
    CHECK(LintOp(RawDesign(many)).empty());
  }
  SECTION("case-mismatch and key-too-long") {
    std::vector<Json> f = LintOp(RawDesign({{"USER#1", "#P"}, {"USER#2", "#P"}, {"User#3", "#P"}}));
    CHECK(Rules(f) == std::vector<std::string>{"case-mismatch"});
    CHECK(Path(f[0]) == "/items/2/item/PK");
    // A raw key over 1,024 bytes: DynamoDB refuses the item, so the design is invalid and
    // lint answers keyscape:ValidateModel's error.
    Engine engine;
    Json req = Json::Object();
    req.Add("model", RawDesign({{"D#1", "DOC#" + std::string(1021, 'x')}}));
    const std::string refused = CallFail(engine, "keyscape:Lint", req.Dump());
    CHECK(refused == CallFail(engine, "keyscape:ValidateModel", req.Dump()));
    CHECK(Str(MustParse(refused), "message").rfind("/items/0: ", 0) == 0);
    CHECK(LintOp(RawDesign({{"D#1", "DOC#" + std::string(1020, 'x')}})).empty());
  }
  SECTION("prefix-overlap and lookup-needs-timestamp from the items' keys") {
    const std::string q =
        R"({"name":"Orders","table":"Tab","operation":"Query","key":{"partition":"C#1",)"
        R"("sort":{"op":"begins_with","value":"ORDER"}}})";
    std::vector<std::pair<std::string, std::string>> keys = {{"C#1", "ORDER#1"},
                                                             {"C#1", "ORDERLINE#1#1"}};
    CHECK(Rules(LintOp(RawDesign(keys, q))) == std::vector<std::string>{"prefix-overlap"});
    std::string q2 = q;
    q2.replace(q2.find("\"ORDER\""), 7, "\"ORDER#\"");
    CHECK(LintOp(RawDesign(keys, q2)).empty());
    const std::string get =
        R"({"name":"One event","table":"Tab","operation":"GetItem","key":{"partition":"A#1",)"
        R"("sort":{"op":"=","value":"EVT#2026-06-23T10:00:00Z#e1"}}})";
    CHECK(Rules(LintOp(RawDesign({{"A#1", "EVT#2026-06-23T10:00:00Z#e1"}}, get))) ==
          std::vector<std::string>{"lookup-needs-timestamp"});
  }
}

TEST_CASE("lint: keyscape:Lint answers an invalid model with the reader's error", "[lint]") {
  Engine engine;
  std::string bad =
      R"({"model":{"format":"keyscape-model","version":1,"name":"m","tables":[{"name":"T",)"
      R"("partitionKey":{"name":"PK","type":"X"}}]}})";
  Json r = MustParse(Exec(engine, "keyscape:Lint", bad));
  CHECK(Str(r, "__type") == "com.amazon.coral.validate#ValidationException");
  CHECK(Str(r, "message").rfind("/tables/0/partitionKey/type: ", 0) == 0);
  r = MustParse(Exec(engine, "keyscape:Lint", "{}"));
  CHECK(Str(r, "__type") == "com.amazon.coral.validate#ValidationException");
  r = MustParse(Exec(engine, "keyscape:Lint", R"({"model":{},"units":[]})"));
  CHECK(Str(r, "message").find("unknown member units") != std::string::npos);
}

TEST_CASE("lint: findings are ordered by rule, then path, and print only set members", "[lint]") {
  std::vector<Finding> f(3);
  f[0].rule = "b";
  f[0].location.path = "/x";
  f[1].rule = "a";
  f[1].location.path = "/z";
  f[1].location.table = "T";
  f[2].rule = "a";
  f[2].location.path = "/y";
  f[2].severity = Severity::kError;
  Json j = FindingsJson(f);
  CHECK(
      j.Dump() ==
      R"({"findings":[{"rule":"b","severity":"warning","location":{"path":"/x"},"message":"","explanation":"","fix":""},)"
      R"({"rule":"a","severity":"warning","location":{"table":"T","path":"/z"},"message":"","explanation":"","fix":""},)"
      R"({"rule":"a","severity":"error","location":{"path":"/y"},"message":"","explanation":"","fix":""}]})");
  // Lint itself sorts: the lexicographic trap's three findings by path.
  Result<Design> d = ReadModelText(ReadFile(SourcePath("docs/examples/lexicographic-trap.json")));
  REQUIRE(d.ok());
  std::vector<Finding> trap = Lint(*d, LintableItems(*d), {});
  REQUIRE(trap.size() == 3);
  CHECK(trap[0].location.path == "/accessPatterns/2/key/sort/value");
  CHECK(trap[1].location.path == "/accessPatterns/3/key/sort/value");
  CHECK(trap[2].location.path == "/entities/0/keys/SK");
  CHECK(trap[2].fix == "zero-pad it to a fixed width: ORDER#${n|pad(10)}");
}

namespace {

// One entity "E" in table T (PK, SK) with attributes `attrs`, sort key template `sk` and
// sample values `values` (a JSON array of objects).
Json EntityDesign(const std::string& attrs, const std::string& sk, const std::string& values) {
  Json vals = MustParse(values);
  std::string items;
  for (const Json& v : vals.array()) {
    if (!items.empty()) items += ",";
    items += R"({"entity":"E","values":)" + v.Dump() + "}";
  }
  return MustParse(
      R"({"format":"keyscape-model","version":1,"name":"e","tables":[{"name":"Tab",)"
      R"("partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"}}],)"
      R"("entities":[{"name":"E","table":"Tab","attributes":{"o":{"type":"S"},)" +
      attrs + R"(},"keys":{"PK":"O#${o}","SK":")" + sk + R"("}}],"items":[)" + items + "]}");
}

}  // namespace

TEST_CASE("lint: template rules read sample values where the type does not tell", "[lint]") {
  // Digits in an S attribute, of different lengths: a number in text.
  CHECK(Rules(LintOp(EntityDesign(R"("v":{"type":"S"})", "V#${v}",
                                  R"([{"o":"a","v":"7"},{"o":"a","v":"12"}])"))) ==
        std::vector<std::string>{"unpadded-number"});
  CHECK(LintOp(EntityDesign(R"("v":{"type":"S"})", "V#${v}",
                            R"([{"o":"a","v":"07"},{"o":"a","v":"12"}])"))
            .empty());
  // UUID values without "format": still a random sort key.
  CHECK(Rules(LintOp(EntityDesign(R"("id":{"type":"S"})", "P#${id}",
                                  R"([{"o":"a","id":"2cc58e68-b9b8-42f2-87da-15288e7480ac"}])"))) ==
        std::vector<std::string>{"random-sort-key"});
  // A closed values set or a pad keeps a middle value from varying: no finding.
  CHECK(LintOp(EntityDesign(R"("c":{"type":"S","values":["US","MX"]},"id":{"type":"S"})",
                            "L#${c}#${id}", R"([{"o":"a","c":"US","id":"x"}])"))
            .empty());
  CHECK(LintOp(EntityDesign(R"("c":{"type":"S"},"id":{"type":"S"})", "L#${c|pad(8,_)}#${id}",
                            R"([{"o":"a","c":"US","id":"x"}])"))
            .empty());
  // An epoch time as a number in an S key has a fixed width in practice: no finding.
  CHECK(LintOp(EntityDesign(R"("at":{"type":"N","format":"epoch-seconds"})", "AT#${at}",
                            R"([{"o":"a","at":1816710310}])"))
            .empty());
  // Literals alone longer than a sort key may be: an error on the template.
  std::vector<Json> f =
      LintOp(EntityDesign(R"("id":{"type":"S"})", "DOC#" + std::string(1021, 'x') + "${id}", "[]"));
  REQUIRE(Rules(f) == std::vector<std::string>{"key-too-long"});
  CHECK(Path(f[0]) == "/entities/0/keys/SK");
  CHECK(Str(f[0], "severity") == "error");
  CHECK(
      LintOp(EntityDesign(R"("id":{"type":"S"})", "DOC#" + std::string(1020, 'x') + "${id}", "[]"))
          .empty());
  // A delimiter in a value is an error, with the value's path.
  f = LintOp(EntityDesign(R"("n":{"type":"S"},"id":{"type":"S"})", "U#${n|pad(8)}#${id}",
                          R"([{"o":"a","n":"x","id":"1"},{"o":"a","n":"a#b","id":"2"}])"));
  REQUIRE(Rules(f) == std::vector<std::string>{"delimiter-in-value"});
  CHECK(Path(f[0]) == "/items/1/values/n");
  CHECK(Str(f[0], "severity") == "error");
}
TEST_CASE("lint: lookup-needs-timestamp also reads a Query filtering on an id", "[lint]") {
  Json m = EntityDesign(R"("at":{"type":"S","format":"iso8601"},"eventId":{"type":"S"})",
                        "EVT#${at|iso8601}#${eventId}",
                        R"([{"o":"a","at":"2026-06-23T10:00:00Z","eventId":"e1"}])");
  Json q = MustParse(
      R"({"name":"One event","table":"Tab","entity":"E","operation":"Query","key":{"partition":"O#${o}"},)"
      R"("parameters":{"o":"a"},"filter":{"expression":"#e = :e","names":{"#e":"eventId"},)"
      R"("values":{":e":{"S":"e1"}}}})");
  Json patterns = Json::Array();
  patterns.Push(q);
  m.Add("accessPatterns", patterns);
  std::vector<Json> f = LintOp(m);
  REQUIRE(Rules(f) == std::vector<std::string>{"lookup-needs-timestamp"});
  CHECK(Path(f[0]) == "/entities/0/keys/SK");
  CHECK(Str(f[0], "fix").find("EVT#${eventId}") != std::string::npos);
  // The same filter on a key ordered by the id: nothing to report.
  m.Find("entities")
      ->array()[0]
      .Find("keys")
      ->Set("SK", Json::String("EVT#${eventId}#${at|iso8601}"));
  CHECK(Rules(LintOp(m)) == std::vector<std::string>{"variable-length-middle"});
}

TEST_CASE("lint: item-collection-limit from expectedCount over a bounded partition key", "[lint]") {
  Json m = *Vector("item-collection-limit").Find("corrected");  // 1 insert/s: clean
  Json& e = m.Find("entities")->array()[0];
  e.Set("expectedCount", Json::Int(400000000));
  CHECK(LintOp(m).empty());  // DEVICE#${deviceId}: unbounded, no estimate per value
  e.Find("keys")->Set("PK", Json::String("DEVICES"));
  for (Json& p : m.Find("accessPatterns")->array())
    p.Find("key")->Set("partition", Json::String("DEVICES"));
  std::vector<Json> f = LintOp(m);
  std::vector<std::string> rules = Rules(f);
  CHECK(std::set<std::string>(rules.begin(), rules.end()) ==
        std::set<std::string>{"item-collection-limit", "low-cardinality-partition"});
  const Json* c = FindRule(f, "item-collection-limit");
  REQUIRE(c);
  CHECK(Str(*c->Find("location"), "entity") == "Reading");
  CHECK(Str(*c->Find("location"), "index") == "ByLevel");
}

TEST_CASE("lint: a date-time partition key with an open id beside it is not monotonic", "[lint]") {
  Json m = *Vector("monotonic-partition-key").Find("trigger");
  CHECK(Rules(LintOp(m)) == std::vector<std::string>{"monotonic-partition-key"});
  Json& keys = *m.Find("entities")->array()[0].Find("keys");
  keys.Set("PK", Json::String("TIME#${at|iso8601}#${sensorId}"));
  CHECK(LintOp(m).empty());
}

TEST_CASE("lint: a pattern's unpadded bound gets the pad width of the key it meets", "[lint]") {
  Json m = *Vector("unpadded-number").Find("corrected");
  m.Find("entities")->array()[0].Find("keys")->Set("SK", Json::String("ORDER#${n|pad(6)}"));
  CHECK(LintOp(m).empty());
  Json patterns = Json::Array();
  patterns.Push(MustParse(
      R"({"name":"After","table":"Shop","entity":"Order","operation":"Query","key":{"partition":)"
      R"("CUSTOMER#${customerId}","sort":{"op":">","value":"ORDER#${after}"}},)"
      R"("parameters":{"customerId":"c_01","after":9}})"));
  m.Add("accessPatterns", patterns);
  std::vector<Json> f = LintOp(m);
  REQUIRE(Rules(f) == std::vector<std::string>{"unpadded-number"});
  CHECK(Path(f[0]) == "/accessPatterns/0/key/sort/value");
  CHECK(Str(f[0], "fix") ==
        "pad the bound like the key it is compared with: ORDER#${after|pad(6)}");
}

TEST_CASE("lint: key-collision names each later item with an earlier item's primary key",
          "[lint]") {
  SECTION("raw items: one finding per later item, none for another sort key") {
    std::vector<Json> f = LintOp(RawDesign({{"C#1", "A"}, {"C#1", "B"}, {"C#1", "A"}, {"C#1", "A"}}));
    REQUIRE(Rules(f) == std::vector<std::string>{"key-collision", "key-collision"});
    CHECK(Path(f[0]) == "/items/2/item/PK");
    CHECK(Path(f[1]) == "/items/3/item/PK");
    CHECK(Str(f[0], "message") ==
          "a raw item has the primary key of an earlier raw item (PK \"C#1\", SK \"A\"): the "
          "table keeps only the later one");
    CHECK(LintOp(RawDesign({{"C#1", "A"}, {"C#2", "A"}, {"C#1", "AA"}})).empty());
    // The partition and sort texts are compared apart: "C#1"+"A" is not "C#"+"1A".
    CHECK(LintOp(RawDesign({{"C#1", "A"}, {"C#", "1A"}})).empty());
  }
  Json v = Vector("key-collision");
  Json trigger = *v.Find("trigger");
  SECTION("two entities: the fix names both templates and a prefix") {
    std::vector<Json> f = LintOp(trigger);
    REQUIRE(Rules(f) == std::vector<std::string>{"key-collision"});
    CHECK(Str(*f[0].Find("location"), "entity") == "Invoice");
    CHECK(Str(f[0], "message").find("of an earlier sample item of Order (PK \"CUSTOMER#c_01\", "
                                    "SK \"2026-001\")") != std::string::npos);
    CHECK(Str(f[0], "fix") ==
          "Give Order's and Invoice's SK literals the other's cannot render (now \"${orderId}\" "
          "and \"${invoiceId}\"), for example entity prefixes such as \"ORDER#\" and "
          "\"INVOICE#\".");
  }
  SECTION("one entity's two items with the same values") {
    Json model = MustParse(trigger.Dump());
    Json items = Json::Array();
    for (int i = 0; i < 2; ++i)
      items.Push(MustParse(R"({"entity":"Order","values":{"customerId":"c","orderId":"o"}})"));
    model.Set("items", items);
    std::vector<Json> f = LintOp(model);
    REQUIRE(Rules(f) == std::vector<std::string>{"key-collision"});
    CHECK(Path(f[0]) == "/items/1/values");
    CHECK(Str(f[0], "fix").rfind("Change the values of one of the two items", 0) == 0);
  }
}
