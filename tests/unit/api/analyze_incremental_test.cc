// keyscape:AnalyzeDesign's reuse across edits (last_analysis.h, load_delta.h), differential:
// along a few hundred random edit sequences (pattern, template, attribute, description,
// rename, reorder, add and remove of entities, table, item and invalid-model edits, keys made
// to collide, patterns that fail), every answer of the engine that keeps its last analysis is
// byte for byte the answer of an analysis from nothing (AnalyzeDesignOp keeps nothing).
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/api/keyscape/design/last_analysis.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/table/database.h"
#include "test_support.h"

using namespace keyscape;
using keyscape::base::Json;

namespace {

// A small version of the bench's design (tests/bench/workload.mjs design()): `n` entities of
// one table with a GSI (and an LSI when `lsi`), 4 items and 2 patterns each, one raw item.
Json BenchDesign(int n, bool lsi) {
  std::string ents, items, patterns;
  for (int e = 0; e < n; ++e) {
    const std::string name = "Entity0" + std::to_string(e), tag = "E0" + std::to_string(e);
    ents += std::string(e ? "," : "") + R"({"name":")" + name + R"(","table":"App",)" +
            R"("attributes":{"ownerId":{"type":"S"},"itemId":{"type":"S"},"seq":{"type":"N"},)" +
            R"("status":{"type":"S","values":["NEW","DONE"]},"createdAt":{"type":"S"}},)" +
            R"("keys":{"PK":"OWNER#${ownerId}","SK":")" + tag + R"(#${seq}","GSI1PK":")" + tag +
            R"(#${status}","GSI1SK":"${createdAt}"}})";
    for (int s = 0; s < 4; ++s)
      items += std::string(e || s ? "," : "") + R"({"entity":")" + name +
               R"(","values":{"ownerId":"o)" + std::to_string(s % 2) + R"(","itemId":")" + tag +
               "-" + std::to_string(s) + R"(","seq":)" + std::to_string(e * 10 + s) +
               R"(,"status":")" + (s % 2 ? "DONE" : "NEW") + R"(","createdAt":"2025-01-1)" +
               std::to_string(s) + R"("}})";
    patterns += std::string(e ? "," : "") + R"({"name":")" + name +
                R"( of an owner","table":"App","entity":")" + name +
                R"(","operation":"Query","key":{"partition":"OWNER#${ownerId}","sort":{"op":"begins_with","value":")" +
                tag + R"(#"}},"parameters":{"ownerId":"o0"}},{"name":")" + name +
                R"( by status","table":"App","entity":")" + name +
                R"(","operation":"Query","index":"GSI1","key":{"partition":")" + tag +
                R"(#${status}"},"parameters":{"status":"NEW"},"limit":10})";
  }
  patterns += R"(,{"name":"one","table":"App","operation":"GetItem","key":{"partition":"OWNER#${ownerId}","sort":{"op":"=","value":"E00#1"}},"parameters":{"ownerId":"o1"}})";
  patterns += R"(,{"name":"all","table":"App","operation":"Scan","limit":5})";
  items += R"(,{"table":"App","item":{"PK":{"S":"RAW"},"SK":{"S":"RAW#1"},"GSI1PK":{"S":"E00#NEW"}}})";
  const std::string lsis =
      lsi ? R"(,"localSecondaryIndexes":[{"name":"LSI1","sortKey":{"name":"GSI1SK","type":"S"},"projection":{"type":"ALL"}}])"
          : "";
  return testing::MustParse(
      R"({"format":"keyscape-model","version":1,"name":"bench","tables":[{"name":"App",)"
      R"("partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"},)"
      R"("billingMode":"PAY_PER_REQUEST","globalSecondaryIndexes":[{"name":"GSI1",)"
      R"("partitionKey":{"name":"GSI1PK","type":"S"},"sortKey":{"name":"GSI1SK","type":"S"},)"
      R"("projection":{"type":"ALL"}}])" +
      lsis + R"(}],"entities":[)" + ents + R"(],"items":[)" + items + R"(],"accessPatterns":[)" +
      patterns + "]}");
}

struct Rng {
  uint64_t s;
  size_t Below(size_t n) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return n ? static_cast<size_t>(s % n) : 0;
  }
};

// Texts an edit writes: some the design's own (so partitions and keys are hit), some new.
const std::vector<std::string> kValues = {"o0", "o1", "NEW", "DONE", "zz", "1", "X", "#PROFILE"};
const std::vector<std::string> kTemplates = {
    "OWNER#${ownerId}", "E00#${seq}", "E01#${seq}", "X", "${createdAt}#${itemId}",
    "${nosuch}", "E00#${status}", "OWNER#${ownerId}#${status}", "${itemId}"};

// The k-th member (mod their count) of `obj` when it is a non-empty object; else null.
Json* Member(Json* obj, size_t k) {
  if (!obj || !obj->is_object() || obj->members().empty()) return nullptr;
  return &obj->members()[k % obj->members().size()].second;
}

Json* Find(Json* obj, const char* name) { return obj ? obj->Find(name) : nullptr; }

// One random edit of `m` in place (`base` is the design the sequence started from).
void Edit(Json& m, const Json& base, Rng& r) {
  std::vector<Json>& ents = m.Find("entities")->array();
  std::vector<Json>& pats = m.Find("accessPatterns")->array();
  const size_t ne = ents.size(), np = pats.size();
  Json* e = ne ? &ents[r.Below(ne)] : nullptr;
  Json* p = np ? &pats[r.Below(np)] : nullptr;
  // Edit kinds by weight: the common ones (parameters, templates, values, descriptions)
  // often, the ones that break the model (renames, type changes, invalid) rarely.
  static const int kKinds[32] = {0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 5, 5, 5, 6,
                                 7, 7, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15, 15, 15, 15, 15};
  switch (kKinds[r.Below(32)]) {
    case 0:  // a pattern's parameter
      if (Json* v = Member(Find(p, "parameters"), r.Below(9)))
        *v = Json::String(kValues[r.Below(kValues.size())]);
      break;
    case 2:  // an entity's key template: longer, constant (keys collide), another's
      if (Json* v = Member(Find(e, "keys"), r.Below(9))) {
        const size_t how = r.Below(4);
        Json* attr = Member(Find(e, "attributes"), r.Below(9));
        const std::string name = attr ? e->Find("attributes")->members()[0].first : "x";
        if (how == 0) *v = Json::String(v->string_value() + "#${" + name + "}");
        if (how == 1) *v = Json::String(r.Below(2) ? "X" : "${" + name + "}");
        if (how == 2) *v = Json::String(kTemplates[r.Below(kTemplates.size())]);
        if (how == 3 && ne > 1) {  // the same key's template of another entity
          const Json* other = Find(&ents[r.Below(ne)], "keys");
          const Json* same = other ? other->Find(e->Find("keys")->members()[0].first) : nullptr;
          if (same) *v = *same;
        }
      }
      break;
    case 5:  // the allowed values of an attribute that has some: one more, or one
      for (size_t k = 0; Find(e, "attributes") && k < e->Find("attributes")->size(); ++k)
        if (Json* values = e->Find("attributes")->members()[k].second.Find("values")) {
          if (r.Below(4) == 0) *values = testing::MustParse(R"(["A"])");
          else values->Push(Json::String("HELD" + std::to_string(r.Below(3))));
          break;
        }
      break;
    case 6:  // an attribute's type
      if (Json* a = Member(Find(e, "attributes"), r.Below(9)))
        a->Set("type", Json::String(r.Below(2) ? "N" : "S"));
      break;
    case 7:  // a description: the entity's text changes, its items do not
      if (e) e->Set("description", Json::String("d" + std::to_string(r.Below(3))));
      break;
    case 8:  // renamed, or two entities change places
      if (e && r.Below(2)) e->Set("name", Json::String(e->Find("name")->string_value() + "x"));
      if (ne > 1 && r.Below(2)) std::swap(ents[0], ents[ne - 1]);
      break;
    case 9:  // an entity added (a copy under another name) or the last removed
      if (e && r.Below(2)) {
        Json copy = *e;
        copy.Set("name", Json::String("Added" + std::to_string(r.Below(100))));
        ents.push_back(std::move(copy));
      } else if (ne) {
        ents.pop_back();
      }
      break;
    case 10:  // the table: the GSI's projection
      if (Json* gsis = Find(&m.Find("tables")->array()[0], "globalSecondaryIndexes"))
        gsis->array()[0].Set("projection", testing::MustParse(r.Below(2) ? R"({"type":"KEYS_ONLY"})"
                                                                         : R"({"type":"ALL"})"));
      break;
    case 11: {  // a sample item's value
      std::vector<Json>& items = m.Find("items")->array();
      Json* values = items.empty() ? nullptr : items[r.Below(items.size())].Find("values");
      if (Json* v = Member(values, r.Below(9)))
        if (v->is_string()) *v = Json::String(kValues[r.Below(kValues.size())]);
      break;
    }
    case 12:  // the model made invalid, or valid again
      if (m.Find("colour"))
        m.members().pop_back();
      else
        m.Add("colour", Json::String("red"));
      break;
    case 13:  // a pattern that cannot be compiled, or one that fails when run
      if (p) p->Set("table", Json::String(r.Below(2) ? "NoSuchTable" : "App"));
      if (p && r.Below(2)) p->Set("index", Json::String("NoSuchIndex"));
      break;
    case 14:  // a pattern's entity
      if (p && ne) {
        const Json* name = ents[r.Below(ne)].Find("name");
        p->Set("entity", name ? *name : Json::String("x"));
      }
      break;
    default:  // back to the start
      m = base;
  }
}

// The answer of the operation's tree form (AnalyzeDesignOp: nothing kept between calls).
std::string Fresh(const std::string& request) {
  table::Database db;
  base::Result<Json> r = api::AnalyzeDesignOp(db, testing::MustParse(request));
  return r.ok() ? r->Dump() : r.status().ToJson();
}

std::string Request(const Json& model, Rng& r) {
  Json req = Json::Object();
  req.Add("model", model);
  Json view = Json::Object();
  view.Add("rangeView", testing::MustParse("{\"pattern\":" + std::to_string(r.Below(4)) + "}"));
  req.Add("view", std::move(view));
  req.Add("patternResponses", Json::Bool(r.Below(4) == 0));
  return req.Dump();
}

}  // namespace

TEST_CASE("AnalyzeDesign after each edit answers as an analysis from nothing", "[api]") {
  const std::vector<Json> bases = {BenchDesign(4, false), BenchDesign(3, true),
                                   testing::ReadJsonFile("docs/examples/online-shop.json"),
                                   testing::ReadJsonFile("docs/examples/tenant-overloading.json")};
  api::ReuseCounts& reuse = api::Reuse();
  const uint64_t delta0 = reuse.delta, full0 = reuse.full, kept0 = reuse.patterns_kept,
                 like0 = reuse.patterns_only, whole0 = reuse.whole;
  Rng r{0x9e3779b97f4a7c15ULL};
  size_t answers = 0, errors = 0;
  for (int seq = 0; seq < 200; ++seq) {
    Engine e;  // each sequence starts with nothing kept
    const Json& base = bases[static_cast<size_t>(seq) % bases.size()];
    Json m = base;
    for (int step = 0; step < 6; ++step) {
      if (step) Edit(m, base, r);
      if (r.Below(3) == 0) Edit(m, base, r);  // two edits in one call
      const std::string request = Request(m, r);
      INFO("sequence " << seq << " step " << step << ": " << request.substr(0, 2000));
      const Response got = e.Execute("keyscape:AnalyzeDesign", request);
      REQUIRE(got.body == Fresh(request));
      ++answers;
      errors += !got.ok();
    }
  }
  // Every path was taken, and most answers were not errors.
  CHECK(answers == 1200);
  CHECK(errors < answers / 2);
  CHECK(reuse.delta - delta0 > 80);
  CHECK(reuse.full - full0 > 20);
  CHECK(reuse.patterns_kept - kept0 > 700);
  CHECK(reuse.patterns_only - like0 > 40);
  CHECK(reuse.whole - whole0 > 40);
}

TEST_CASE("AnalyzeDesign after an edit that makes keys collide across entities", "[api]") {
  // An entity's items made to take the keys of a later entity's items, or of a raw item:
  // a load keeps the later item, so the delta must not be taken.
  const Json base = BenchDesign(4, false);
  auto with_sk = [&](std::vector<std::pair<size_t, std::string>> sks, bool raw_pk = false) {
    Json m = base;
    for (const auto& [e, sk] : sks) {
      Json& keys = *m.Find("entities")->array()[e].Find("keys");
      keys.Set("SK", Json::String(sk));
      if (raw_pk) keys.Set("PK", Json::String("RAW"));  // the raw item's partition
    }
    return m;
  };
  // "X#${createdAt}": distinct within an entity, the same keys in every entity that has it.
  const std::string x = "X#${createdAt}";
  const std::vector<std::vector<Json>> sequences = {
      {base, with_sk({{3, x}}), with_sk({{3, x}, {1, x}})},  // 1 takes later 3's keys
      {base, with_sk({{1, x}}), with_sk({{1, x}, {3, x}})},  // 3 takes earlier 1's keys
      {base, with_sk({{2, "RAW#${seq}"}}, true), base,
       with_sk({{0, "RAW#${seq}"}}, true)},  // RAW#1: the raw item's key
  };
  api::ReuseCounts& reuse = api::Reuse();
  const uint64_t full0 = reuse.full;
  Rng r{7};
  for (const std::vector<Json>& models : sequences) {
    Engine e;
    for (const Json& m : models) {
      const std::string request = Request(m, r);
      INFO(request.substr(0, 1000));
      const Response got = e.Execute("keyscape:AnalyzeDesign", request);
      CHECK(got.ok());
      CHECK(got.body == Fresh(request));
    }
  }
  CHECK(reuse.full - full0 == 3);  // each of the 3 collisions took a load's own path
}
