// keyscape:DiffDesigns (contract in keyscape/api/keyscape/design_ops.h): what a change
// costs. The lexicographic trap and its fix rewrite every Order (500,000 by expectedCount):
// a delete and a put of one write unit each; a new GSI on attributes the items already
// have is a backfill and nothing else; a changed index key template rewrites each item in
// place, and its index entry twice.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

namespace keyscape {
namespace {

using base::Json;
using testing::CallFail;
using testing::CallOk;
using testing::MustParse;
using testing::NumOf;
using testing::ReadJsonFile;
using testing::StrOf;

Json Example(const std::string& name) { return ReadJsonFile("docs/examples/" + name + ".json"); }

Json Diff(const Json& before, const Json& after) {
  Json req = Json::Object();
  req.Add("old", before);
  req.Add("new", after);
  Engine e;
  return CallOk(e, "keyscape:DiffDesigns", req.Dump());
}

const Json* Change(const Json& diff, const std::string& kind, const std::string& path) {
  for (const Json& c : diff.Find("changes")->array())
    if (StrOf(c, "kind") == kind && StrOf(c, "path") == path) return &c;
  return nullptr;
}

const Json& Pattern(const Json& diff, const std::string& name) {
  for (const Json& p : diff.Find("patterns")->array())
    if (StrOf(p, "name") == name) return p;
  FAIL("no pattern " << name);
  return diff;
}

// The trap's fix with a GSI: "ByCustomer" keyed by the attributes customerId and placedAt,
// or, given a GSI1SK template, "GSI1" keyed by Order's templates for GSI1PK and GSI1SK.
Json WithGsi(const char* gsi_sk_template) {
  Json m = Example("lexicographic-trap-fixed");
  Json& t = m.Find("tables")->array()[0];
  Json gsis = Json::Array();
  if (gsi_sk_template) {
    gsis.Push(MustParse(R"({"name":"GSI1","partitionKey":{"name":"GSI1PK","type":"S"},)"
                        R"("sortKey":{"name":"GSI1SK","type":"S"},"projection":{"type":"ALL"}})"));
    Json& keys = *m.Find("entities")->array()[0].Find("keys");
    keys.Set("GSI1PK", Json::String("CUSTOMER#${customerId}"));
    keys.Set("GSI1SK", Json::String(gsi_sk_template));
  } else {
    gsis.Push(
        MustParse(R"({"name":"ByCustomer","partitionKey":{"name":"customerId","type":"S"},)"
                  R"("sortKey":{"name":"placedAt","type":"S"},"projection":{"type":"ALL"}})"));
  }
  t.Set("globalSecondaryIndexes", std::move(gsis));
  return m;
}

TEST_CASE("diff: the trap and its fix rewrite every Order item", "[diff]") {
  Json d = Diff(Example("lexicographic-trap"), Example("lexicographic-trap-fixed"));
  const Json* sk = Change(d, "key-template", "/entities/0/keys/SK");
  REQUIRE(sk);
  CHECK(StrOf(*sk, "before") == "ORDER#${n}");
  CHECK(StrOf(*sk, "after") == "ORDER#${n|pad(10)}");
  const Json& m = *d.Find("migration");
  // 8 sample Orders stand for expectedCount 500,000: each is deleted and put again (its
  // sort key changes), one write unit each (every item is under 1 KB).
  CHECK(NumOf(m, "itemsRewritten") == 500000);
  CHECK(NumOf(m, "deletes") == 500000);
  CHECK(NumOf(m, "puts") == 500000);
  CHECK(NumOf(m, "writeUnits") == 1000000);
  CHECK(NumOf(m, "onDemandCost") == Approx(0.625));  // 1e6 x $0.625 per million
  CHECK(m.Find("gsiBackfills")->array().empty());
  CHECK(m.Find("tablesRecreated")->array().empty());
  CHECK(m.Find("unmigrated")->array().empty());
  // "Latest order" returned order 2 and now returns order 100; "after 9" returned nothing.
  const Json& latest = Pattern(d, "Latest order of a customer");
  CHECK(StrOf(latest, "status") == "differs");
  CHECK(StrOf(latest, "detail").find("ORDER#0000000100") != std::string::npos);
  CHECK(StrOf(latest, "detail").find("was: CUSTOMER#c_01 / ORDER#2") != std::string::npos);
  const Json& after9 = Pattern(d, "Orders of a customer after an order number");
  CHECK(StrOf(after9, "status") == "differs");
  CHECK(StrOf(after9, "detail").rfind("returns 2 items instead of 0", 0) == 0);
  CHECK(StrOf(Pattern(d, "Orders of a customer"), "status") == "differs");  // order 1, 2, 10, 100
  CHECK(StrOf(latest, "detail").rfind("returns other items: ", 0) == 0);
  // unpadded-number is resolved (the entity's SK and two patterns' bounds), nothing new.
  CHECK(d.Find("lint")->Find("new")->array().empty());
  const std::vector<Json>& resolved = d.Find("lint")->Find("resolved")->array();
  REQUIRE(resolved.size() == 3);
  for (const Json& f : resolved) CHECK(StrOf(f, "rule") == "unpadded-number");
  CHECK(StrOf(*resolved[2].Find("location"), "path") == "/entities/0/keys/SK");
}

TEST_CASE("diff: a design against itself changes nothing", "[diff]") {
  Json d = Diff(Example("online-shop"), Example("online-shop"));
  CHECK(d.Find("changes")->array().empty());
  CHECK(NumOf(*d.Find("migration"), "itemsRewritten") == 0);
  CHECK(NumOf(*d.Find("migration"), "writeUnits") == 0);
  for (const Json& p : d.Find("patterns")->array()) CHECK(StrOf(p, "status") == "same");
  CHECK(d.Find("lint")->Find("new")->array().empty());
  CHECK(d.Find("lint")->Find("resolved")->array().empty());
}

TEST_CASE("diff: a new GSI on attributes the items have is a backfill", "[diff]") {
  Json d = Diff(Example("lexicographic-trap-fixed"), WithGsi(nullptr));
  REQUIRE(Change(d, "gsi-added", "/tables/0/globalSecondaryIndexes/0"));
  const Json& m = *d.Find("migration");
  CHECK(NumOf(m, "itemsRewritten") == 0);
  REQUIRE(m.Find("gsiBackfills")->array().size() == 1);
  const Json& b = m.Find("gsiBackfills")->array()[0];
  CHECK(StrOf(b, "table") == "Orders");
  CHECK(StrOf(b, "index") == "ByCustomer");
  CHECK(NumOf(b, "items") == 500000);
  CHECK(NumOf(b, "writeUnits") == 500000);
  CHECK(NumOf(m, "writeUnits") == 500000);
}

TEST_CASE("diff: a new GSI keyed by new templates: items updated, then backfilled", "[diff]") {
  Json d = Diff(Example("lexicographic-trap-fixed"), WithGsi("${placedAt}"));
  const Json& m = *d.Find("migration");
  CHECK(NumOf(m, "itemsRewritten") == 500000);  // each item gains GSI1PK and GSI1SK
  CHECK(NumOf(m, "deletes") == 0);
  CHECK(NumOf(m, "puts") == 500000);
  REQUIRE(m.Find("gsiBackfills")->array().size() == 1);
  CHECK(NumOf(m.Find("gsiBackfills")->array()[0], "items") == 500000);
  CHECK(NumOf(m, "writeUnits") == 1000000);
}

TEST_CASE("diff: an index key template change writes the index twice", "[diff]") {
  Json d = Diff(WithGsi("${placedAt}"), WithGsi("AT#${placedAt}"));
  REQUIRE(Change(d, "key-template", "/entities/0/keys/GSI1SK"));
  const Json& m = *d.Find("migration");
  CHECK(NumOf(m, "itemsRewritten") == 500000);
  CHECK(NumOf(m, "deletes") == 0);  // the table key stays: a put over each item
  CHECK(NumOf(m, "puts") == 500000);
  CHECK(m.Find("gsiBackfills")->array().empty());
  // Per item: the table's write, and the index entry's delete and put.
  CHECK(NumOf(m, "writeUnits") == 3 * 500000);
}

TEST_CASE("diff: a table key change makes the table anew", "[diff]") {
  Json after = Example("lexicographic-trap-fixed");
  after.Find("tables")->array()[0].Find("sortKey")->Set("name", Json::String("SK2"));
  Json& keys = *after.Find("entities")->array()[0].Find("keys");
  keys = MustParse(R"({"PK":"CUSTOMER#${customerId}","SK2":"ORDER#${n|pad(10)}"})");
  Json d = Diff(Example("lexicographic-trap-fixed"), after);
  REQUIRE(Change(d, "table-key", "/tables/0/sortKey"));
  const Json& m = *d.Find("migration");
  CHECK(m.Find("tablesRecreated")->array().size() == 1);
  CHECK(NumOf(m, "puts") == 500000);
  CHECK(NumOf(m, "deletes") == 0);  // the old table is dropped
}

TEST_CASE("diff: an invalid design is refused with its path under /old or /new", "[diff]") {
  Json bad = Example("online-shop");
  bad.Find("tables")->array()[0].Set("name", Json::String("T"));
  Json req = Json::Object();
  req.Add("old", Example("online-shop"));
  req.Add("new", bad);
  Engine e;
  Json r = MustParse(CallFail(e, "keyscape:DiffDesigns", req.Dump()));
  CHECK(StrOf(r, "message").rfind("/new/", 0) == 0);
  Json only = Json::Object();
  only.Add("old", Example("online-shop"));
  CHECK(StrOf(MustParse(CallFail(e, "keyscape:DiffDesigns", only.Dump())), "message")
            .find("needs \"new\"") != std::string::npos);
}

}  // namespace
}  // namespace keyscape
