// Lint that is right: every model command refuses an invalid design as keyscape:ValidateModel
// does; hot-partition understands write sharding; variable-length-middle never proposes a
// swap that raises it again; lookup-needs-timestamp never proposes a key that loses items;
// unsortable-date's fixValue is offered only where it leaves a valid design.
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

Json Request(const Json& model) {
  Json r = Json::Object();
  r.Add("model", model);
  return r;
}

std::vector<Json> Findings(const Json& model, const std::string& rule) {
  Engine e;
  std::vector<Json> out;
  const Json lint = CallOk(e, "keyscape:Lint", Request(model).Dump());
  for (const Json& f : lint.Find("findings")->array())
    if (f.Find("rule")->string_value() == rule) out.push_back(f);
  return out;
}

std::string Fix(const Json& f) { return f.Find("fix")->string_value(); }
bool HasFixValue(const Json& f) { return f.Find("fixValue") != nullptr; }

// One table "Things" (PK, SK), one entity "E" with these attributes and SK template, these
// sample values (each with "o": "a") and these access patterns.
Json Design(const std::string& attrs, const std::string& pk, const std::string& sk,
            const std::string& values, const std::string& patterns = "[]") {
  std::string items;
  const Json list = MustParse(values);
  for (const Json& v : list.array())
    items +=
        (items.empty() ? "" : ",") + std::string(R"({"entity":"E","values":)") + v.Dump() + "}";
  return MustParse(
      R"({"format":"keyscape-model","version":1,"name":"d","tables":[{"name":"Things",)"
      R"("partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"}}],)"
      R"("entities":[{"name":"E","table":"Things","attributes":{"o":{"type":"S"},)" +
      attrs + R"(},"keys":{"PK":")" + pk + R"(","SK":")" + sk + R"("}}],"items":[)" + items +
      R"(],"accessPatterns":)" + patterns + "}");
}

TEST_CASE("lint, patterns, cost and AnalyzeDesign refuse an invalid design as validate does",
          "[lint]") {
  // A one-character table name: the model reader accepts it, DynamoDB's CreateTable does not.
  Json m = Design(R"("id":{"type":"S"})", "O#${o}", "ID#${id}", R"([{"o":"a","id":"x"}])");
  m.Find("tables")->array()[0].Set("name", Json::String("T"));
  m.Find("entities")->array()[0].Set("table", Json::String("T"));
  Engine e;
  const std::string validate = CallFail(e, "keyscape:ValidateModel", Request(m).Dump());
  CHECK(MustParse(validate).Find("message")->string_value().rfind("/tables/0: ", 0) == 0);
  for (const char* op :
       {"keyscape:Lint", "keyscape:RunAccessPatterns", "keyscape:Cost", "keyscape:AnalyzeDesign"}) {
    INFO(op);
    CHECK(CallFail(e, op, Request(m).Dump()) == validate);
  }
}

// ---- hot-partition ----

// A counter written 5,000 times a second: its key with a shard attribute `shard` (`values`
// as given, or open without).
Json Counter(const std::string& shard_values) {
  std::string shard =
      shard_values.empty() ? R"({"type":"N"})" : R"({"type":"N","values":)" + shard_values + "}";
  return Design(R"("counterId":{"type":"S"},"shard":)" + shard + R"(,"at":{"type":"S"})",
                "COUNTER#${counterId}#${shard}", "AT#${at}",
                R"([{"o":"a","counterId":"c1","shard":0,"at":"x1"},)"
                R"({"o":"a","counterId":"c1","shard":3,"at":"x2"}])",
                R"([{"name":"Count","table":"Things","entity":"E","operation":"PutItem",)"
                R"("key":{"partition":"COUNTER#${counterId}#${shard}","sort":{"op":"=",)"
                R"("value":"AT#${at}"}},"parameters":{"counterId":"c1","shard":3,"at":"x9"},)"
                R"("rate":{"perSecond":5000}}])");
}

TEST_CASE("lint: hot-partition spreads writes over a shard's closed values set", "[lint]") {
  // An open shard: the pattern's one key takes all 5,000 writes a second.
  std::vector<Json> open = Findings(Counter(""), "hot-partition");
  REQUIRE(open.size() == 1);
  CHECK(Fix(open[0]).find("\"values\" set of 5 values") != std::string::npos);
  // The advice followed: 5 shard values, 1,000 writes a second each. Nothing to report.
  CHECK(Findings(Counter("[0,1,2,3,4]"), "hot-partition").empty());
  // Too few shards: each of 4 keys takes 1,250; the fix asks for 5.
  std::vector<Json> few = Findings(Counter("[0,1,2,3]"), "hot-partition");
  REQUIRE(few.size() == 1);
  CHECK(few[0].Find("message")->string_value().find("1250 write") != std::string::npos);
  CHECK(Fix(few[0]).find("shard over 5 keys instead of 4") != std::string::npos);
  // A Query reads the key its parameters name: no spread (8,000 x 0.5 units > 3,000).
  Json q = Counter("[0,1,2,3,4]");
  Json& p = q.Find("accessPatterns")->array()[0];
  p.Set("operation", Json::String("Query"));
  p.Set("rate", MustParse(R"({"perSecond":8000})"));
  p.Find("key")->Set("sort", MustParse(R"({"op":"begins_with","value":"AT#"})"));
  CHECK(Findings(q, "hot-partition").size() == 1);
}

// ---- variable-length-middle ----

TEST_CASE("lint: variable-length-middle proposes no swap that raises it again", "[lint]") {
  const std::string open = R"("name":{"type":"S"},"id":{"type":"S"})";
  const std::string vals = R"([{"o":"a","name":"ada","id":"u1"},{"o":"a","name":"bob","id":"u2"}])";
  // Both open: neither order is right; the fix asks for a fixed width, with no fixValue.
  for (const char* sk : {"USER#${name}#${id}", "USER#${id}#${name}"}) {
    INFO(sk);
    std::vector<Json> f = Findings(Design(open, "O#${o}", sk, vals), "variable-length-middle");
    REQUIRE(f.size() == 1);
    CHECK_FALSE(HasFixValue(f[0]));
    CHECK(Fix(f[0]).find("fixed width") != std::string::npos);
    CHECK(Fix(f[0]).find("USER#") == std::string::npos);  // no template to loop on
  }
  // The id a ULID (fixed width): name goes last, and the fixed design is clean.
  const std::string ulid = R"("name":{"type":"S"},"id":{"type":"S","format":"ulid"})";
  const std::string ids = R"([{"o":"a","name":"ada","id":"01KJPX6TY0KZ5KHF2JDQA41V4K"},)"
                          R"({"o":"a","name":"bob","id":"01KM0ZC7G0CPJRBZZ73K1EPFVM"}])";
  std::vector<Json> f =
      Findings(Design(ulid, "O#${o}", "USER#${name}#${id}", ids), "variable-length-middle");
  REQUIRE(f.size() == 1);
  CHECK(f[0].Find("fixValue")->string_value() == "USER#${id}#${name}");
  CHECK(Findings(Design(ulid, "O#${o}", "USER#${id}#${name}", ids), "variable-length-middle")
            .empty());
  // Three placeholders, two of them open: the swap would leave one in the middle.
  std::vector<Json> three = Findings(
      Design(R"("a":{"type":"S"},"b":{"type":"S"},"c":{"type":"S","format":"ulid"})", "O#${o}",
             "X#${a}#${b}#${c}", R"([{"o":"a","a":"p","b":"q","c":"01KJPX6TY0KZ5KHF2JDQA41V4K"}])"),
      "variable-length-middle");
  REQUIRE(three.size() == 2);
  for (const Json& t : three) CHECK_FALSE(HasFixValue(t));
}

// ---- lookup-needs-timestamp ----

// Messages of a room, keyed by time and this id; three of them by user u1.
Json Chat(const std::string& sk, const std::string& filter_attr, const std::string& value) {
  return Design(
      R"("sentAt":{"type":"S","format":"iso8601"},"msgId":{"type":"S","format":"ulid"},)"
      R"("userId":{"type":"S"})",
      "ROOM#${o}", sk,
      R"([{"o":"r1","sentAt":"2026-06-23T10:00:00Z","msgId":"01KJPX6TY0KZ5KHF2JDQA41V4A","userId":"u1"},)"
      R"({"o":"r1","sentAt":"2026-06-23T10:01:00Z","msgId":"01KJPX6TY0KZ5KHF2JDQA41V4B","userId":"u1"},)"
      R"({"o":"r1","sentAt":"2026-06-23T10:02:00Z","msgId":"01KJPX6TY0KZ5KHF2JDQA41V4C","userId":"u2"},)"
      R"({"o":"r1","sentAt":"2026-06-23T10:03:00Z","msgId":"01KJPX6TY0KZ5KHF2JDQA41V4D","userId":"u1"}])",
      R"([{"name":"Filtered","table":"Things","entity":"E","operation":"Query",)"
      R"("key":{"partition":"ROOM#${o}"},"parameters":{"o":"r1"},)"
      R"("filter":{"expression":"#a = :v","names":{"#a":")" +
          filter_attr + R"("},"values":{":v":{"S":")" + value + R"("}}}}])");
}

size_t Returned(const Json& model) {
  Engine e;
  Json r = CallOk(e, "keyscape:RunAccessPatterns", Request(model).Dump());
  return static_cast<size_t>(
      r.Find("patterns")->array()[0].Find("response")->Find("Count")->number_value());
}

TEST_CASE("lint: lookup-needs-timestamp's re-key still serves its pattern", "[lint]") {
  // Messages of a room by one user: a filter on a set, whatever the key holds; re-keying
  // by userId would keep one message of three.
  for (const char* sk : {"MSG#${sentAt|iso8601}#${msgId}", "MSG#${sentAt|iso8601}#${userId}"}) {
    INFO(sk);
    Json m = Chat(sk, "userId", "u1");
    CHECK(Returned(m) == 3);
    CHECK(Findings(m, "lookup-needs-timestamp").empty());
  }
  // One message found by filtering on its id: re-keyed by the id, the Query returns it.
  Json m = Chat("MSG#${sentAt|iso8601}#${msgId}", "msgId", "01KJPX6TY0KZ5KHF2JDQA41V4B");
  REQUIRE(Returned(m) == 1);
  std::vector<Json> f = Findings(m, "lookup-needs-timestamp");
  REQUIRE(f.size() == 1);
  REQUIRE(Fix(f[0]).find("MSG#${msgId}") != std::string::npos);
  m.Find("entities")->array()[0].Find("keys")->Set("SK", Json::String("MSG#${msgId}"));
  CHECK(Returned(m) == 1);
  CHECK(Findings(m, "lookup-needs-timestamp").empty());
}

// ---- unsortable-date ----

TEST_CASE("lint: unsortable-date offers a fixValue only where the samples take it", "[lint]") {
  Json m = Design(R"("day":{"type":"S"})", "O#${o}", "DAY#${day}",
                  R"([{"o":"a","day":"06/23/2026"},{"o":"a","day":"06/24/2026"}])");
  std::vector<Json> f = Findings(m, "unsortable-date");
  REQUIRE(f.size() == 1);
  CHECK_FALSE(HasFixValue(f[0]));  // ${day|iso8601} would not render 06/23/2026
  CHECK(Fix(f[0]).find("rewrite the values of day") != std::string::npos);
  CHECK(Fix(f[0]).find("DAY#${day|iso8601}") != std::string::npos);
  // What the fix says, done: the values rewritten and the template applied. Valid, clean.
  for (Json& item : m.Find("items")->array())
    item.Find("values")->Set(
        "day", Json::String(item.Find("values")->Find("day")->string_value() == "06/23/2026"
                                ? "2026-06-23T00:00:00Z"
                                : "2026-06-24T00:00:00Z"));
  m.Find("entities")->array()[0].Find("keys")->Set("SK", Json::String("DAY#${day|iso8601}"));
  Engine e;
  CallOk(e, "keyscape:ValidateModel", Request(m).Dump());
  CHECK(Findings(m, "unsortable-date").empty());
}

}  // namespace
}  // namespace keyscape
