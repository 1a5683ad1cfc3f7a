// keyscape:EntityRows: pasted and generated rows for an entity's sample grid, each judged
// as a sample item (numbers exact, keys rendered), a bad row an error row of its own.
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape;
using namespace keyscape::testing;

namespace {

const char kModel[] = R"J({"format":"keyscape-model","version":1,"name":"chat",
 "tables":[{"name":"Chat","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"}}],
 "entities":[
  {"name":"Message","table":"Chat","attributes":{"roomId":{"type":"S"},
    "sentAt":{"type":"S","format":"iso8601"},"likes":{"type":"N","required":false}},
   "keys":{"PK":"ROOM#${roomId}","SK":"MSG#${sentAt}"}}]})J";

Json Rows(Engine& e, const std::string& source) {
  return CallOk(e, "keyscape:EntityRows",
                std::string("{\"model\":") + kModel + ",\"entity\":\"Message\",\"source\":" +
                    source + "}");
}

std::string Error(const Json& row) { return row.Find("error") ? row.Find("error")->string_value() : ""; }

}  // namespace

TEST_CASE("entity rows: a scan document becomes values, numbers exact", "[entity_rows]") {
  Engine e;
  const std::string scan =
      R"({"Items":[{"PK":{"S":"ROOM#r1"},"SK":{"S":"MSG#2024-01-01T00:00:00Z"},"roomId":{"S":"r1"},)"
      R"("sentAt":{"S":"2024-01-01T00:00:00Z"},"likes":{"N":"12345678901234567890123"},"x":{"S":"y"}}],)"
      R"("Count":1,"ScannedCount":1})";
  Json src = Json::Object();
  src.Add("dynamodbJson", Json::String(scan));
  Json r = Rows(e, src.Dump());
  const auto& rows = ArrOf(r, "rows");
  REQUIRE(rows.size() == 1);
  INFO(Error(rows[0]));
  const Json* v = rows[0].Find("values");
  REQUIRE(v != nullptr);
  CHECK(StrOf(*v, "likes") == "12345678901234567890123");
  CHECK(StrOf(*v, "roomId") == "r1");
  CHECK(v->Find("PK") == nullptr);
  REQUIRE(ArrOf(r, "ignored").size() == 1);
  CHECK(ArrOf(r, "ignored")[0].string_value() == "x");
}

TEST_CASE("entity rows: each bad row gets its own error, the others are kept", "[entity_rows]") {
  Engine e;
  Json src = Json::Object();
  src.Add("jsonLines",
          Json::String("{\"roomId\":\"r1\",\"sentAt\":\"2024-01-01T00:00:00Z\"}\n"
                       "{\"roomId\":\"r1\",\"sentAt\":\"2024-01-01T00:00:01Z\",\"likes\":"
                       "123456789012345678901234567890123456789}\n"
                       "\n"
                       "not json\n"
                       "{\"roomId\":\"r2\",\"sentAt\":\"2024-01-01T00:00:02Z\",\"likes\":7}\n"
                       "{\"sentAt\":\"2024-01-01T00:00:03Z\"}"));
  const Json all = Rows(e, src.Dump());
  const auto& rows = ArrOf(all, "rows");
  REQUIRE(rows.size() == 5);
  CHECK(rows[0].Find("values") != nullptr);
  CHECK(Has(Error(rows[1]), "38"));  // DynamoDB's precision limit, in its words
  CHECK(!Error(rows[2]).empty());
  CHECK(rows[3].Find("values") != nullptr);
  CHECK(Has(Error(rows[4]), "roomId"));
}

TEST_CASE("entity rows: a key the row carries must be the key its template renders",
          "[entity_rows]") {
  Engine e;
  const std::string rows =
      R"({"rows":[{"PK":"ROOM#r9","SK":"MSG#2024-01-01T00:00:00Z","roomId":"r1","sentAt":"2024-01-01T00:00:00Z"},)"
      R"({"PK":"ROOM#r1","roomId":"r1","sentAt":"2024-01-01T00:00:00Z","likes":""}]})";
  const Json all = Rows(e, rows);
  const auto& out = ArrOf(all, "rows");
  REQUIRE(out.size() == 2);
  CHECK(Has(Error(out[0]), "renders it as"));
  Json typed = Json::Object();
  typed.Add("dynamodbJson", Json::String(R"({"roomId":{"N":"5"},"sentAt":{"S":"2024-01-01T00:00:00Z"}})"));
  const Json mistyped = Rows(e, typed.Dump());
  CHECK(Has(Error(ArrOf(mistyped, "rows")[0]), "of type N in the item, but S"));
  REQUIRE(out[1].Find("values") != nullptr);
  CHECK(out[1].Find("values")->Find("likes") == nullptr);  // an empty cell is no value
}

TEST_CASE("entity rows: generated rows share the partitions asked for", "[entity_rows]") {
  Engine e;
  const Json all = Rows(e, R"({"generate":{"count":5,"partitionKeys":1}})");
  const auto& rows = ArrOf(all, "rows");
  REQUIRE(rows.size() == 5);
  for (const Json& r : rows) {
    REQUIRE(r.Find("values") != nullptr);
    CHECK(StrOf(*r.Find("values"), "roomId") == StrOf(*rows[0].Find("values"), "roomId"));
  }
  CHECK(StrOf(*rows[0].Find("values"), "sentAt") != StrOf(*rows[1].Find("values"), "sentAt"));
  CHECK(Has(CallFail(e, "keyscape:EntityRows",
                     std::string("{\"model\":") + kModel + R"(,"entity":"Nope","source":{"rows":[]}})"),
            "no entity Nope"));
}
