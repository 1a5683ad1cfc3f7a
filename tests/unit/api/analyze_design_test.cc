// keyscape:AnalyzeDesign: each member is byte for byte the separate operation's answer
// (ValidateModel, RunAccessPatterns, Lint, Cost, RangeView, AggregateView) on every example
// design (docs/examples) and every lesson's design and solution (docs/lessons).
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "keyscape/api/keyscape/design/last_analysis.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/table/database.h"
#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape;
using keyscape::base::Json;

namespace {

struct Design {
  std::string where;
  Json model;
};

std::vector<std::string> JsonFiles(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(testing::SourcePath(dir)))
    if (e.path().extension() == ".json") out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<Design> AllDesigns() {
  std::vector<Design> out;
  for (const std::string& f : JsonFiles("docs/examples"))
    out.push_back({"docs/examples/" + f, testing::ReadJsonFile("docs/examples/" + f)});
  for (const std::string& f : JsonFiles("docs/lessons")) {
    Json doc = testing::ReadJsonFile("docs/lessons/" + f);
    const Json* design = doc.Find("design");
    out.push_back({"docs/lessons/" + f, design ? *design : doc});
  }
  return out;
}

std::string Request(const Json& model, const char* view = nullptr, Json spec = Json::Null()) {
  Json r = Json::Object();
  r.Add("model", model);
  if (view) {
    Json v = Json::Object();
    v.Add(view, std::move(spec));
    r.Add("view", std::move(v));
  }
  return r.Dump();
}

// `member` of the analysis is, byte for byte, `op`'s answer to `request`.
void CheckMember(const std::string& analysis, const char* member, Engine& e, const char* op,
                 const std::string& request) {
  const std::string alone = testing::Exec(e, op, request);
  INFO(member << " vs " << op << ": " << alone.substr(0, 300));
  CHECK(analysis.find("\"" + std::string(member) + "\":" + alone) != std::string::npos);
}

// The view's member: the operation's answer, or its error body as viewError.
void CheckView(const std::string& analysis, const char* member, Engine& e, const char* op,
               const std::string& request) {
  const bool failed = !e.Execute(op, request).ok();
  CheckMember(analysis, failed ? "viewError" : member, e, op, request);
  CHECK(analysis.find(failed ? std::string("\"") + member + "\":" : "\"viewError\":") ==
        std::string::npos);
}

}  // namespace

TEST_CASE("AnalyzeDesign answers what the four design operations answer, on every design") {
  Engine e;
  const std::vector<Design> designs = AllDesigns();
  REQUIRE(designs.size() >= 20);
  for (const Design& d : designs) {
    INFO(d.where);
    const std::string req = Request(d.model);
    const std::string analysis = testing::Exec(e, "keyscape:AnalyzeDesign", req);
    REQUIRE(analysis.rfind("{\"validated\":", 0) == 0);
    CheckMember(analysis, "validated", e, "keyscape:ValidateModel", req);
    CheckMember(analysis, "patterns", e, "keyscape:RunAccessPatterns", req);
    CheckMember(analysis, "lint", e, "keyscape:Lint", req);
    CheckMember(analysis, "cost", e, "keyscape:Cost", req);
    CHECK(analysis.find("\"rangeView\":") == std::string::npos);
  }
}

TEST_CASE("AnalyzeDesign's views are RangeView's and AggregateView's answers, errors alike") {
  Engine e;
  for (const Design& d : AllDesigns()) {
    INFO(d.where);
    const Json* patterns = d.model.Find("accessPatterns");
    const size_t n = patterns ? patterns->array().size() : 0;
    for (size_t i = 0; i <= n; ++i) {  // n: an index out of range (a view error)
      Json spec = Json::Object();
      spec.Add("pattern", Json::Int(static_cast<int64_t>(i)));
      Json alone = Json::Object();
      alone.Add("model", d.model);
      alone.Add("pattern", Json::Int(static_cast<int64_t>(i)));
      const std::string analysis =
          testing::Exec(e, "keyscape:AnalyzeDesign", Request(d.model, "rangeView", spec));
      CheckView(analysis, "rangeView", e, "keyscape:RangeView", alone.Dump());
    }
    const Json* tables = d.model.Find("tables");
    REQUIRE(tables != nullptr);
    std::vector<std::string> names;
    for (const Json& t : tables->array()) names.push_back(t.Find("name")->string_value());
    names.push_back("NoSuchTable");
    for (const std::string& name : names) {
      Json spec = Json::Object();
      spec.Add("table", Json::String(name));
      Json alone = Json::Object();
      alone.Add("model", d.model);
      alone.Add("table", Json::String(name));
      const std::string analysis =
          testing::Exec(e, "keyscape:AnalyzeDesign", Request(d.model, "aggregateView", spec));
      CheckView(analysis, "aggregateView", e, "keyscape:AggregateView", alone.Dump());
    }
  }
}

TEST_CASE("AnalyzeDesign's range view applies overrides as RangeView does") {
  Engine e;
  const Json model = testing::ReadJsonFile("docs/examples/lexicographic-trap.json");
  for (
      const char* overrides :
      {R"({"sort":{"op":"between","value":"ORDER#1","high":"ORDER#2"},"scanIndexForward":false,"limit":2,"filter":{"expression":"#t > :t","names":{"#t":"total"},"values":{":t":{"N":"20"}}}})",
       R"({"limit":1})", R"({"sort":null})", R"({"limit":0})", R"({"colour":"red"})"}) {
    INFO(overrides);
    Json spec = Json::Object();
    spec.Add("pattern", Json::Int(0));
    spec.Add("overrides", testing::MustParse(overrides));
    Json alone = Json::Object();
    alone.Add("model", model);
    alone.Add("pattern", Json::Int(0));
    alone.Add("overrides", testing::MustParse(overrides));
    const std::string analysis =
        testing::Exec(e, "keyscape:AnalyzeDesign", Request(model, "rangeView", spec));
    CheckView(analysis, "rangeView", e, "keyscape:RangeView", alone.Dump());
    // The overrides change the view only: the patterns member is the model's own.
    CheckMember(analysis, "patterns", e, "keyscape:RunAccessPatterns", Request(model));
  }
}

TEST_CASE("AnalyzeDesign of an invalid model is ValidateModel's error") {
  Engine e;
  Json model = testing::ReadJsonFile("docs/examples/online-shop.json");
  model.Set("colour", Json::String("red"));
  const std::string req = Request(model);
  const std::string err = testing::CallFail(e, "keyscape:AnalyzeDesign", req);
  CHECK(err == testing::Exec(e, "keyscape:ValidateModel", req));
  CHECK(testing::CallFail(e, "keyscape:AnalyzeDesign", "{}") ==
        testing::Exec(e, "keyscape:ValidateModel", "{}"));
}

TEST_CASE("AnalyzeDesign refuses a malformed request or view") {
  Engine e;
  const Json model = testing::ReadJsonFile("docs/examples/online-shop.json");
  Json extra = testing::MustParse(Request(model));
  extra.Add("prices", Json::Object());
  CHECK(
      testing::CallFail(e, "keyscape:AnalyzeDesign", extra.Dump()).find("unknown member prices") !=
      std::string::npos);
  CHECK(testing::CallFail(e, "keyscape:AnalyzeDesign", Request(model, "heatMap", Json::Object()))
            .find("unknown view heatMap") != std::string::npos);
  Json spec = testing::MustParse(R"({"pattern":0,"colour":"red"})");
  CHECK(testing::CallFail(e, "keyscape:AnalyzeDesign", Request(model, "rangeView", spec))
            .find("unknown member view.rangeView.colour") != std::string::npos);
}

TEST_CASE("AnalyzeDesign with patternResponses false leaves out only the patterns' responses") {
  Engine e;
  for (const Design& d : AllDesigns()) {
    INFO(d.where);
    Json full =
        testing::MustParse(Request(d.model, "rangeView", testing::MustParse(R"({"pattern":0})")));
    Json lean = full;
    lean.Add("patternResponses", Json::Bool(false));
    full.Add("patternResponses", Json::Bool(true));
    const std::string with = testing::Exec(e, "keyscape:AnalyzeDesign", full.Dump());
    const std::string without = testing::Exec(e, "keyscape:AnalyzeDesign", lean.Dump());
    if (with.rfind("{\"__type\"", 0) == 0) {
      CHECK(without == with);
      continue;
    }
    Json expected = testing::MustParse(with);
    for (Json& p : expected.Find("patterns")->Find("patterns")->array()) {
      REQUIRE(p.Find("response"));
      std::vector<Json::Member> kept;
      for (Json::Member& m : p.members())
        if (m.first != "response") kept.push_back(std::move(m));
      p.members() = std::move(kept);
    }
    CHECK(without == expected.Dump());
  }
  Json bad = testing::MustParse(Request(testing::ReadJsonFile("docs/examples/online-shop.json")));
  bad.Add("patternResponses", Json::String("no"));
  CHECK(testing::CallFail(e, "keyscape:AnalyzeDesign", bad.Dump())
            .find("patternResponses\\\" must be true or false") != std::string::npos);
}

namespace {

// The answer of the operation's tree form (AnalyzeDesignOp: nothing kept between calls).
std::string Fresh(const std::string& request) {
  table::Database db;
  base::Result<Json> r = api::AnalyzeDesignOp(db, testing::MustParse(request));
  return r.ok() ? r->Dump() : r.status().ToJson();
}

}  // namespace

TEST_CASE("AnalyzeDesign reuses the last analysis only for the very same model") {
  Engine e;
  const Json shop = testing::ReadJsonFile("docs/examples/online-shop.json");
  Json pattern_edit = shop;  // one pattern's parameter value
  Json& params = *pattern_edit.Find("accessPatterns")->array()[0].Find("parameters");
  REQUIRE(params.members().size() > 0);
  params.members()[0].second = Json::String("edited-value");
  Json entity_edit = shop;  // one sample item's value
  Json& values = *entity_edit.Find("items")->array()[0].Find("values");
  REQUIRE(values.members().size() > 0);
  values.members()[0].second = Json::String("edited-value");
  Json swapped = shop;  // two patterns change places
  std::vector<Json>& swap_list = swapped.Find("accessPatterns")->array();
  REQUIRE(swap_list.size() >= 3);
  std::swap(swap_list[0], swap_list[1]);
  Json fewer = shop;  // the last pattern removed
  fewer.Find("accessPatterns")->array().pop_back();
  Json bad_pattern = shop;  // a pattern that cannot be compiled
  bad_pattern.Find("accessPatterns")->array()[1].Set("table", Json::String("NoSuchTable"));
  Json invalid = shop;
  invalid.Set("colour", Json::String("red"));
  const Json trap = testing::ReadJsonFile("docs/examples/lexicographic-trap.json");
  const Json p0 = testing::MustParse(R"({"pattern":0})");
  const Json p1 = testing::MustParse(R"({"pattern":1})");
  const std::vector<std::string> requests = {
      Request(shop, "rangeView", p0), Request(shop, "rangeView", p1), Request(shop),
      Request(pattern_edit, "rangeView", p0), Request(shop, "rangeView", p0),
      Request(swapped, "rangeView", p1), Request(fewer), Request(shop), Request(bad_pattern),
      Request(shop, "rangeView", p1),
      Request(entity_edit, "rangeView", p0), Request(invalid), Request(entity_edit),
      Request(trap, "rangeView", p0), Request(shop, "rangeView", p1), Request(shop, "rangeView", p1)};
  size_t differ = 0, distinct = 0;
  for (size_t i = 0; i < requests.size(); ++i) {
    INFO("request " << i);
    const Response r = e.Execute("keyscape:AnalyzeDesign", requests[i]);
    CHECK(r.body == Fresh(requests[i]));
    if (i > 0 && requests[i] != requests[i - 1]) {
      ++distinct;
      if (r.body != e.Execute("keyscape:AnalyzeDesign", requests[i - 1]).body) ++differ;
    }
    e.Execute("keyscape:AnalyzeDesign", requests[i]);  // the last analysis is this one again
  }
  CHECK(distinct == requests.size() - 2);
  CHECK(differ == distinct);  // each request's answer is its own
}

TEST_CASE("AnalyzeDesign's reuse keys are the model printed and its parts", "[api]") {
  for (const Design& d : AllDesigns()) {
    INFO(d.where);
    const api::ModelKeys k = api::KeysOf(d.model);
    CHECK(k.model == d.model.Dump());
    // The rest: the model with the two arrays' values as @.
    std::string rest = "{";
    for (const Json::Member& m : d.model.members()) {
      if (rest.size() > 1) rest += ",";
      rest += Json::String(m.first).Dump() + ":";
      const bool split = m.first == "accessPatterns" || m.first == "entities";
      rest += split ? "@" : m.second.Dump();
    }
    CHECK(k.rest == rest + "}");
    for (const char* name : {"accessPatterns", "entities"}) {
      const std::vector<std::string>& parts = name[0] == 'a' ? k.patterns : k.entities;
      const std::vector<Json>& list = d.model.Find(name)->array();
      REQUIRE(parts.size() == list.size());
      for (size_t i = 0; i < list.size(); ++i) CHECK(parts[i] == list[i].Dump());
    }
  }
  CHECK(api::KeysOf(Json::String("x")).rest == "\"x\"");
  const api::ModelKeys twice =
      api::KeysOf(testing::MustParse(R"({"entities":[1],"entities":[2],"accessPatterns":{}})"));
  CHECK(twice.rest == R"({"entities":@,"entities":[2],"accessPatterns":{}})");
  CHECK(twice.entities == std::vector<std::string>{"1"});
  CHECK(twice.patterns.empty());
}

TEST_CASE("Two sample items of one key: the entity the views and the patterns name is the "
          "last item's, the one the table holds", "[api]") {
  // A and B render the same key; the table keeps the item put last. With a raw item of the
  // key after them, the table holds the raw item: no entity.
  auto model = [](const std::string& items) {
    return R"({"format":"keyscape-model","version":1,"name":"d",
      "tables":[{"name":"Tab","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"}}],
      "entities":[
        {"name":"A","table":"Tab","attributes":{"id":{"type":"S"}},"keys":{"PK":"X#${id}","SK":"META"}},
        {"name":"B","table":"Tab","attributes":{"id":{"type":"S"}},"keys":{"PK":"X#${id}","SK":"META"}}],
      "items":[)" + items + R"(],
      "accessPatterns":[{"name":"p","table":"Tab","operation":"Query","key":{"partition":"X#${id}"},"parameters":{"id":"1"}}]})";
  };
  const std::string a = R"({"entity":"A","values":{"id":"1"}})";
  const std::string b = R"({"entity":"B","values":{"id":"1"}})";
  const std::string raw = R"({"table":"Tab","item":{"PK":{"S":"X#1"},"SK":{"S":"META"}}})";
  struct Case {
    std::string items;
    const char* entity;  // null: none
  };
  for (const Case& c : {Case{a + "," + b, "B"}, Case{b + "," + a, "A"}, Case{a + "," + b + "," + raw, nullptr},
                        Case{raw + "," + a, "A"}}) {
    INFO(c.items);
    Engine e;
    const std::string m = model(c.items);
    const Json answer = testing::CallOk(
        e, "keyscape:AnalyzeDesign", R"({"model":)" + m + R"(,"view":{"rangeView":{"pattern":0}}})");
    const Json& matched = *answer.Find("patterns")->Find("patterns")->array()[0].Find("matchedEntities");
    const Json& item = answer.Find("rangeView")->Find("items")->array()[0];
    const Json aggregate = testing::CallOk(e, "keyscape:AggregateView", R"({"model":)" + m + R"(,"table":"Tab"})");
    const Json& aggregate_item =
        aggregate.Find("views")->array()[0].Find("groups")->array()[0].Find("items")->array()[0];
    if (c.entity) {
      CHECK(matched.Dump() == std::string("[\"") + c.entity + "\"]");
      CHECK(item.Find("entity")->string_value() == c.entity);
      CHECK(aggregate_item.Find("entity")->string_value() == c.entity);
    } else {
      CHECK(matched.Dump() == "[]");
      CHECK(item.Find("entity") == nullptr);
      CHECK(aggregate_item.Find("entity") == nullptr);
    }
  }
}

TEST_CASE("An item of a binary partition key is named by its entity in the patterns and the views",
          "[api]") {
  // The pattern runs matched items by the key's bytes against the returned item's base64 text:
  // a B key found no entity there while the range view named it.
  const std::string m = R"({"format":"keyscape-model","version":1,"name":"d",
    "tables":[{"name":"Tab","partitionKey":{"name":"PK","type":"B"},"sortKey":{"name":"SK","type":"S"}}],
    "entities":[{"name":"A","table":"Tab","attributes":{"id":{"type":"B"}},"keys":{"PK":"${id}","SK":"META"}}],
    "items":[{"entity":"A","values":{"id":"AQID"}}],
    "accessPatterns":[{"name":"p","table":"Tab","operation":"Query","key":{"partition":"${id}"},"parameters":{"id":"AQID"}}]})";
  Engine e;
  const Json answer = testing::CallOk(
      e, "keyscape:AnalyzeDesign", R"({"model":)" + m + R"(,"view":{"rangeView":{"pattern":0}}})");
  CHECK(answer.Find("patterns")->Find("patterns")->array()[0].Find("matchedEntities")->Dump() ==
        "[\"A\"]");
  CHECK(answer.Find("rangeView")->Find("items")->array()[0].Find("entity")->string_value() == "A");
  const Json aggregate = testing::CallOk(e, "keyscape:AggregateView", R"({"model":)" + m + R"(,"table":"Tab"})");
  CHECK(aggregate.Find("views")->array()[0].Find("groups")->array()[0].Find("items")->array()[0]
            .Find("entity")->string_value() == "A");
}
