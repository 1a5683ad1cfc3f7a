// Access patterns on a multi-attribute GSI key (2 partition + 4 sort attributes), checked
// against an oracle written here: dynalite has no such keys, so the expected answer of each
// pattern is computed by sorting the sample items by the index's attribute tuple and
// filtering them by the pattern's conditions, independently of the engine's key codec and
// query executor. Also: the array forms read and write back as written, compile to one
// condition per attribute, and are refused with a path when they do not fit the index.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/model_writer.h"
#include "test_support.h"

using namespace keyscape;
using namespace keyscape::base;
using namespace keyscape::testing;

namespace {

// One sample match; `region` is absent from every 9th (sparse: not in the index).
struct Row {
  std::string id, tournament, region, stage;
  int64_t round = 0, score = 0;
  bool has_region = true;
};

const char* const kTournaments[] = {"autumn", "spring"};
const char* const kRegions[] = {"eu", "us"};
const char* const kStages[] = {"final", "group", "knockout"};

struct Lcg {
  uint64_t s = 20261202;
  uint64_t Next(uint64_t n) {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (s >> 33) % n;
  }
};

std::vector<Row> MakeRows(Lcg* g) {
  std::vector<Row> rows;
  for (int i = 0; i < 90; ++i) {
    Row r;
    r.id = "M" + std::string(i < 10 ? "00" : "0") + std::to_string(i);
    r.tournament = kTournaments[g->Next(2)];
    r.region = kRegions[g->Next(2)];
    r.has_region = i % 9 != 4;
    r.round = static_cast<int64_t>(g->Next(4)) + 1;
    r.stage = kStages[g->Next(3)];
    r.score = static_cast<int64_t>(g->Next(25));
    rows.push_back(r);
  }
  return rows;
}

// The sort attributes in key order: round (N), stage (S), score (N), matchId (S).
enum Attr { kRound, kStage, kScore, kId };
const char* const kSortNames[] = {"round", "stage", "score", "matchId"};
bool IsNumber(int a) { return a == kRound || a == kScore; }

// -1, 0, 1: attribute `a` of `r` against the operand text `v` (numbers compared as numbers).
int Compare(const Row& r, int a, const std::string& v) {
  if (IsNumber(a)) {
    const int64_t x = a == kRound ? r.round : r.score, y = std::stoll(v);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const std::string& x = a == kStage ? r.stage : r.id;
  return x < v ? -1 : x > v ? 1 : 0;
}

struct Cond {
  int attr;
  std::string op, value, high;
};

bool Holds(const Row& r, const Cond& c) {
  const int k = Compare(r, c.attr, c.value);
  if (c.op == "=") return k == 0;
  if (c.op == "<") return k < 0;
  if (c.op == "<=") return k <= 0;
  if (c.op == ">") return k > 0;
  if (c.op == ">=") return k >= 0;
  if (c.op == "between") return k >= 0 && Compare(r, c.attr, c.high) <= 0;
  const std::string& x = c.attr == kStage ? r.stage : r.id;  // begins_with
  return x.compare(0, c.value.size(), c.value) == 0;
}

bool TupleLess(const Row& a, const Row& b) {
  if (a.round != b.round) return a.round < b.round;
  if (a.stage != b.stage) return a.stage < b.stage;
  if (a.score != b.score) return a.score < b.score;
  return a.id < b.id;
}

struct Query {
  std::string tournament, region;
  std::vector<Cond> conds;
  bool forward = true;
};

// The oracle: the index's items of the partition, in tuple order, that meet every condition.
std::vector<std::string> Oracle(const std::vector<Row>& rows, const Query& q) {
  std::vector<Row> hit;
  for (const Row& r : rows) {
    if (!r.has_region || r.tournament != q.tournament || r.region != q.region) continue;
    bool ok = true;
    for (const Cond& c : q.conds) ok = ok && Holds(r, c);
    if (ok) hit.push_back(r);
  }
  std::sort(hit.begin(), hit.end(), TupleLess);
  if (!q.forward) std::reverse(hit.begin(), hit.end());
  std::vector<std::string> ids;
  for (const Row& r : hit) ids.push_back(r.id);
  return ids;
}

std::string ValueOf(const Row& r, int a) {
  switch (a) {
    case kRound: return std::to_string(r.round);
    case kStage: return r.stage;
    case kScore: return std::to_string(r.score);
    default: return r.id;
  }
}

// A random query: equality on the leading attributes of a random row's tuple, then any
// operator the last attribute's type allows.
Query MakeQuery(const std::vector<Row>& rows, Lcg* g) {
  const Row& base = rows[g->Next(rows.size())];
  const Row& other = rows[g->Next(rows.size())];
  Query q{base.tournament, base.region, {}, g->Next(2) == 0};
  const int used = static_cast<int>(g->Next(5));
  for (int a = 0; a < used; ++a) {
    Cond c{a, "=", ValueOf(base, a), ""};
    if (a == used - 1) {
      const char* const ops[] = {"=", "<", "<=", ">", ">=", "between", "begins_with"};
      c.op = ops[g->Next(IsNumber(a) ? 6 : 7)];
      if (c.op == "between") {
        c.high = ValueOf(other, a);
        const bool swap = IsNumber(a) ? std::stoll(c.high) < std::stoll(c.value) : c.high < c.value;
        if (swap) std::swap(c.value, c.high);
      } else if (c.op == "begins_with") {
        c.value = c.value.substr(0, 1 + g->Next(c.value.size()));
      }
    }
    q.conds.push_back(c);
  }
  return q;
}

Json Param(int a, const std::string& v) {
  return IsNumber(a) ? Json::Number(v) : Json::String(v);
}

Json PatternJson(const Query& q, size_t i) {
  Json p = Json::Object();
  p.Add("name", Json::String("q" + std::to_string(i)));
  p.Add("table", Json::String("Games"));
  p.Add("index", Json::String("ByTournament"));
  p.Add("operation", Json::String("Query"));
  Json params = Json::Object();
  params.Add("t", Json::String(q.tournament));
  params.Add("r", Json::String(q.region));
  Json key = Json::Object();
  Json part = Json::Array();
  part.Push(Json::String("${t}"));
  part.Push(Json::String("${r}"));
  key.Add("partition", std::move(part));
  Json sort = Json::Array();
  for (size_t k = 0; k < q.conds.size(); ++k) {
    const Cond& c = q.conds[k];
    const std::string name = "v" + std::to_string(k);
    Json j = Json::Object();
    j.Add("op", Json::String(c.op));
    j.Add("value", Json::String("${" + name + "}"));
    params.Add(name, Param(c.attr, c.value));
    if (c.op == "between") {
      j.Add("high", Json::String("${" + name + "hi}"));
      params.Add(name + "hi", Param(c.attr, c.high));
    }
    sort.Push(std::move(j));
  }
  if (!q.conds.empty()) key.Add("sort", std::move(sort));
  p.Add("key", std::move(key));
  p.Add("parameters", std::move(params));
  p.Add("scanIndexForward", Json::Bool(q.forward));
  return p;
}

const char kHead[] = R"J({"format":"keyscape-model","version":1,"name":"tournaments",
 "tables":[{"name":"Games","partitionKey":{"name":"PK","type":"S"},
   "globalSecondaryIndexes":[{"name":"ByTournament",
     "partitionKey":[{"name":"tournament","type":"S"},{"name":"region","type":"S"}],
     "sortKey":[{"name":"round","type":"N"},{"name":"stage","type":"S"},{"name":"score","type":"N"},
                {"name":"matchId","type":"S"}],
     "projection":{"type":"ALL"}}]}],
 "entities":[{"name":"Match","table":"Games","attributes":{"matchId":{"type":"S"},
   "tournament":{"type":"S"},"region":{"type":"S","required":false},"round":{"type":"N"},
   "stage":{"type":"S"},"score":{"type":"N"}},"keys":{"PK":"MATCH#${matchId}"}}]})J";

Json Model(const std::vector<Row>& rows, const Json& patterns) {
  Json m = MustParse(kHead);
  Json items = Json::Array();
  for (const Row& r : rows) {
    Json v = Json::Object();
    v.Add("matchId", Json::String(r.id));
    v.Add("tournament", Json::String(r.tournament));
    if (r.has_region) v.Add("region", Json::String(r.region));
    v.Add("round", Json::Int(r.round));
    v.Add("stage", Json::String(r.stage));
    v.Add("score", Json::Int(r.score));
    Json it = Json::Object();
    it.Add("entity", Json::String("Match"));
    it.Add("values", std::move(v));
    items.Push(std::move(it));
  }
  m.Add("items", std::move(items));
  m.Add("accessPatterns", patterns);
  return m;
}

Json RunPatterns(const Json& model) {
  Engine e;
  Json req = Json::Object();
  req.Add("model", model);
  return CallOk(e, "keyscape:RunAccessPatterns", req.Dump());
}

std::vector<std::string> Ids(const Json& response) {
  std::vector<std::string> ids;
  const Json* items = response.Find("Items");
  if (!items) return ids;
  for (const Json& it : items->array()) ids.push_back(StrOf(*it.Find("matchId"), "S"));
  return ids;
}

}  // namespace

TEST_CASE("multi-attribute keys: every pattern answers what the oracle computes", "[patterns]") {
  Lcg g;
  const std::vector<Row> rows = MakeRows(&g);
  std::vector<Query> queries;
  for (int i = 0; i < 60; ++i) queries.push_back(MakeQuery(rows, &g));
  Json patterns = Json::Array();
  for (size_t i = 0; i < queries.size(); ++i) patterns.Push(PatternJson(queries[i], i));
  const Json run = RunPatterns(Model(rows, patterns));
  const auto& answers = ArrOf(run, "patterns");
  REQUIRE(answers.size() == queries.size());
  size_t nonempty = 0, ranges = 0;
  for (size_t i = 0; i < queries.size(); ++i) {
    INFO("pattern " << i << ": " << answers[i].Find("request")->Dump());
    const std::vector<std::string> want = Oracle(rows, queries[i]);
    CHECK(Ids(*answers[i].Find("response")) == want);
    nonempty += !want.empty();
    ranges += !queries[i].conds.empty() && queries[i].conds.back().op != "=";
  }
  // The generated queries are not trivial: most find items, many end with a range.
  CHECK(nonempty >= 40);
  CHECK(ranges >= 20);
}

TEST_CASE("multi-attribute keys: one condition per attribute in the compiled request",
          "[patterns]") {
  Lcg g;
  const std::vector<Row> rows = MakeRows(&g);
  Query q{"spring", "eu", {{kRound, "=", "2", ""}, {kStage, "between", "final", "group"}}, true};
  Json patterns = Json::Array();
  patterns.Push(PatternJson(q, 0));
  const Json run = RunPatterns(Model(rows, patterns));
  const Json& req = *ArrOf(run, "patterns")[0].Find("request");
  CHECK(StrOf(req, "KeyConditionExpression") ==
        "#pk = :pk AND #pk2 = :pk2 AND #sk = :sk AND #sk2 BETWEEN :sk2 AND :sk2hi");
  CHECK(req.Find("ExpressionAttributeNames")->Dump() ==
        R"J({"#pk":"tournament","#pk2":"region","#sk":"round","#sk2":"stage"})J");
  CHECK(req.Find("ExpressionAttributeValues")->Dump() ==
        R"J({":pk":{"S":"spring"},":pk2":{"S":"eu"},":sk":{"N":"2"},":sk2":{"S":"final"},)J"
        R"J(":sk2hi":{"S":"group"}})J");
}

TEST_CASE("multi-attribute keys: a range before an equality is DynamoDB's error", "[patterns]") {
  Lcg g;
  const std::vector<Row> rows = MakeRows(&g);
  Query q{"spring", "eu", {{kRound, ">", "1", ""}, {kStage, "=", "group", ""}}, true};
  Json patterns = Json::Array();
  patterns.Push(PatternJson(q, 0));
  const Json run = RunPatterns(Model(rows, patterns));
  CHECK(Has(ArrOf(run, "patterns")[0].Dump(),
            "RANGE key attributes round must have equality conditions specified in the query "
            "because a condition is present on key attribute stage"));
}

TEST_CASE("multi-attribute keys: the array forms are written back as read", "[patterns]") {
  Lcg g;
  const std::vector<Row> rows = MakeRows(&g);
  Query q{"spring", "eu", {{kRound, "=", "2", ""}, {kStage, "begins_with", "gr", ""}}, false};
  Json patterns = Json::Array();
  patterns.Push(PatternJson(q, 0));
  const Json model = Model(rows, patterns);
  auto d = model::ReadModel(model);
  REQUIRE(d.ok());
  const Json written = model::WriteModel(*d);
  const Json& key = *written.Find("accessPatterns")->array()[0].Find("key");
  CHECK(key.Dump() ==
        R"J({"partition":["${t}","${r}"],"sort":[{"op":"=","value":"${v0}"},)J"
        R"J({"op":"begins_with","value":"${v1}"}]})J");
  auto again = model::ReadModel(written);
  REQUIRE(again.ok());
  CHECK(model::WriteModel(*again).Dump() == written.Dump());
}

TEST_CASE("multi-attribute keys: a key that does not fit the index is refused by path",
          "[patterns]") {
  Lcg g;
  const std::vector<Row> rows = MakeRows(&g);
  auto refused = [&](const std::string& key, const std::string& params) {
    Json p = MustParse(R"J({"name":"x","table":"Games","index":"ByTournament","operation":"Query",)J"
                       R"J("key":)J" + key + R"J(,"parameters":)J" + params + "}");
    Json patterns = Json::Array();
    patterns.Push(p);
    auto d = model::ReadModel(Model(rows, patterns));
    REQUIRE_FALSE(d.ok());
    return d.status().message();
  };
  CHECK(Has(refused(R"J({"partition":["${t}","${r}","${t}"]})J", R"J({"t":"a","r":"b"})J"),
            "/accessPatterns/0/key/partition: index ByTournament has 2 partition key "
            "attribute(s), not 3"));
  CHECK(Has(refused(R"J({"partition":["${t}","${r}"],"sort":[{"op":"=","value":"${x}"}]})J",
                    R"J({"t":"a","r":"b"})J"),
            "/accessPatterns/0/key/sort/0/value: template refers to parameter x"));
  CHECK(Has(refused(R"J({"partition":["${t}","${r}"],"sort":[{"op":"=","value":"1"},)J"
                    R"J({"op":"begins_with","value":"x"},{"op":"begins_with","value":"1"}]})J",
                    R"J({"t":"a","r":"b"})J"),
            "/accessPatterns/0/key/sort/2/op: begins_with needs a sort key of type S or B"));
  CHECK(Has(refused(R"J({"partition":[]})J", R"J({})J"),
            "/accessPatterns/0/key/partition: a multi-attribute partition key has 1 to 4 "
            "templates"));
  CHECK(Has(refused(R"J({"partition":["${t}","${r}"],"sort":[{"op":"=","value":"1"},)J"
                    R"J({"op":"=","value":"a"},{"op":"=","value":"1"},{"op":"=","value":"a"},)J"
                    R"J({"op":"=","value":"a"}]})J",
                    R"J({"t":"a","r":"b"})J"),
            "/accessPatterns/0/key/sort: a multi-attribute sort key has 1 to 4 conditions"));
}

TEST_CASE("multi-attribute keys: the example's cost counts the index's writes and storage",
          "[patterns]") {
  Engine e;
  Json req = Json::Object();
  req.Add("model", ReadJsonFile("docs/examples/tournament-brackets.json"));
  const Json cost = CallOk(e, "keyscape:Cost", req.Dump());
  bool put = false;
  for (const Json& p : ArrOf(cost, "patterns"))
    if (StrOf(p, "name") == "Schedule a match") {
      put = true;
      CHECK(NumOf(p, "writeUnitsPerRequest") == 2);  // the table and ByBracket
    }
  CHECK(put);
  const auto& storage = ArrOf(cost, "storage");
  REQUIRE(storage.size() == 2);
  CHECK(StrOf(storage[1], "index") == "ByBracket");
  // 13 of the 14 sample matches carry every key attribute (m13 has no court).
  CHECK(IntOf(storage[1], "items") == 200000 * 13 / 14);
}

namespace {

// The example's oracle: its index's key attributes (name, is a number), read from the file.
struct ExampleKey {
  std::vector<std::pair<std::string, bool>> partition, sort;
};

std::vector<std::pair<std::string, bool>> KeyAttrs(const Json& list) {
  std::vector<std::pair<std::string, bool>> out;
  for (const Json& a : list.array())
    out.push_back({a.Find("name")->string_value(), a.Find("type")->string_value() == "N"});
  return out;
}

// A pattern's bound: "${name}" or "${name|iso8601}" of a parameter already written as such.
Json Bound(const Json& pattern, const std::string& tmpl) {
  REQUIRE(tmpl.rfind("${", 0) == 0);
  std::string name = tmpl.substr(2, tmpl.find_first_of("|}") - 2);
  const Json* v = pattern.Find("parameters")->Find(name);
  REQUIRE(v);
  return *v;
}

// -1, 0, 1: numbers by value, strings by bytes (char_traits<char> compares as unsigned).
int Cmp(const Json& a, const Json& b, bool number) {
  if (number) {
    double x = std::stod(a.is_number() ? a.number_text() : a.string_value());
    double y = std::stod(b.is_number() ? b.number_text() : b.string_value());
    return x < y ? -1 : x > y;
  }
  int c = a.string_value().compare(b.string_value());
  return c < 0 ? -1 : c > 0;
}

bool Holds(const Json& v, const Json& cond, const Json& pattern, bool number) {
  const std::string op = cond.Find("op")->string_value();
  const Json lo = Bound(pattern, cond.Find("value")->string_value());
  const int c = Cmp(v, lo, number);
  if (op == "=") return c == 0;
  if (op == "<") return c < 0;
  if (op == "<=") return c <= 0;
  if (op == ">") return c > 0;
  if (op == ">=") return c >= 0;
  if (op == "begins_with") return v.string_value().rfind(lo.string_value(), 0) == 0;
  REQUIRE(op == "between");
  return c >= 0 && Cmp(v, Bound(pattern, cond.Find("high")->string_value()), number) <= 0;
}

// The matchIds a Query pattern on the index returns, computed from the sample items alone.
std::vector<std::string> ExampleOracle(const Json& model, const ExampleKey& k, const Json& p) {
  std::vector<const Json*> rows;
  for (const Json& it : model.Find("items")->array()) {
    const Json& v = *it.Find("values");
    bool in = true;
    for (const auto& [name, number] : k.partition) in = in && v.Find(name);
    for (const auto& [name, number] : k.sort) in = in && v.Find(name);
    const std::vector<Json>& parts = p.Find("key")->Find("partition")->array();
    for (size_t i = 0; in && i < k.partition.size(); ++i)
      in = Cmp(*v.Find(k.partition[i].first), Bound(p, parts[i].string_value()), false) == 0;
    const Json* sort = p.Find("key")->Find("sort");
    for (size_t i = 0; in && sort && i < sort->array().size(); ++i)
      in = Holds(*v.Find(k.sort[i].first), sort->array()[i], p, k.sort[i].second);
    if (in) rows.push_back(&v);
  }
  std::stable_sort(rows.begin(), rows.end(), [&](const Json* a, const Json* b) {
    for (const auto& [name, number] : k.sort)
      if (int c = Cmp(*a->Find(name), *b->Find(name), number)) return c < 0;
    return false;
  });
  const Json* forward = p.Find("scanIndexForward");
  if (forward && !forward->bool_value()) std::reverse(rows.begin(), rows.end());
  const Json* limit = p.Find("limit");
  if (limit) rows.resize(std::min(rows.size(), static_cast<size_t>(std::stoul(limit->number_text()))));
  std::vector<std::string> ids;
  for (const Json* r : rows) ids.push_back(r->Find("matchId")->string_value());
  return ids;
}

}  // namespace

// docs/examples/tournament-brackets.json itself (2 partition + 3 sort attributes, a number
// first, one match without a court): every pattern on its index answers what the oracle
// above computes from the file's items. Built natively and as wasm, so both engines agree.
TEST_CASE("multi-attribute keys: the example's patterns answer what the oracle computes",
          "[patterns]") {
  const Json model = ReadJsonFile("docs/examples/tournament-brackets.json");
  const Json& gsi = model.Find("tables")->array()[0].Find("globalSecondaryIndexes")->array()[0];
  const ExampleKey k{KeyAttrs(*gsi.Find("partitionKey")), KeyAttrs(*gsi.Find("sortKey"))};
  REQUIRE(k.partition.size() == 2);
  REQUIRE(k.sort.size() == 3);
  const Json run = RunPatterns(model);
  const std::vector<Json>& patterns = model.Find("accessPatterns")->array();
  const std::vector<Json>& answers = ArrOf(run, "patterns");
  REQUIRE(answers.size() == patterns.size());
  size_t checked = 0;
  for (size_t i = 0; i < patterns.size(); ++i) {
    if (!patterns[i].Find("index")) continue;
    INFO(patterns[i].Find("name")->string_value());
    const std::vector<std::string> want = ExampleOracle(model, k, patterns[i]);
    CHECK_FALSE(want.empty());
    CHECK(Ids(*answers[i].Find("response")) == want);
    ++checked;
  }
  CHECK(checked == 6);
}
