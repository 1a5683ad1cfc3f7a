// Condition/filter evaluation semantics and the key-attribute helpers.
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/expr/attributes.h"
#include "keyscape/expr/evaluate.h"
#include "keyscape/expr/parser.h"
#include "keyscape/value/dynamodb_json.h"
#include "test_support.h"

using keyscape::base::Json;
using namespace keyscape::expr;
using namespace keyscape::value;
using namespace keyscape::testing;

namespace {

// A sample item covering every type.
const char* kItem = R"({
  "pk": {"S": "p1"},
  "s": {"S": "hello"},
  "u": {"S": "é𝄞"},
  "n": {"N": "5"},
  "big": {"N": "1000"},
  "b": {"B": "AQID"},
  "hi": {"B": "gA=="},
  "t": {"BOOL": true},
  "nul": {"NULL": true},
  "ss": {"SS": ["a", "b"]},
  "ns": {"NS": ["1", "2.5"]},
  "bs": {"BS": ["AQ==", "Ag=="]},
  "l": {"L": [{"S": "x"}, {"N": "7"}, {"M": {"c": {"S": "deep"}}}]},
  "m": {"M": {"a": {"S": "x"}, "b": {"L": [{"N": "1"}, {"N": "2"}, {"M": {"c": {"N": "3"}}}]}}}
})";

Item SampleItem() { return ItemOf(kItem); }

// Parses `expr` as a FilterExpression with `values` and evaluates it on the sample item.
bool Eval(const std::string& expr, const std::string& values = "", const std::string& names = "") {
  auto attrs = AttrsOf(names, values);
  REQUIRE(attrs.ok());
  auto cond = ParseConditionExpression(expr, ExprKind::kFilter, &*attrs);
  INFO(expr);
  REQUIRE(cond.ok());
  return EvaluateCondition(*cond, SampleItem());
}

}  // namespace

TEST_CASE("evaluate: comparisons only between same types", "[expr]") {
  CHECK(Eval("n = :v", R"({":v":{"N":"5.0"}})"));
  CHECK(Eval("big = :v", R"({":v":{"N":"1e3"}})"));
  CHECK_FALSE(Eval("n = :v", R"({":v":{"S":"5"}})"));
  CHECK(Eval("n <> :v", R"({":v":{"S":"5"}})"));
  CHECK(Eval("n < :v", R"({":v":{"N":"10"}})"));  // numeric, not textual
  CHECK_FALSE(Eval("big < :v", R"({":v":{"N":"999"}})"));
  CHECK_FALSE(Eval("n < :v", R"({":v":{"S":"9"}})"));  // different types: false
  CHECK_FALSE(Eval("n >= :v", R"({":v":{"S":"9"}})"));
  CHECK(Eval("s > :v", R"({":v":{"S":"Hello"}})"));  // "h" (0x68) > "H" (0x48)
  CHECK(Eval("s <= :v", R"({":v":{"S":"hello"}})"));
  CHECK(Eval("hi > b"));                               // 0x80 > 0x01: unsigned bytes
  CHECK_FALSE(Eval("t > :v", R"({":v":{"N":"0"}})"));  // BOOL is not ordered
  static const TruthCase kEvalCases1[] = {
      {":a < :b", true, R"({":a":{"N":"-1"},":b":{"N":"0"}})"},
      // Deep equality for documents and sets.
      {"ss = :v", true, R"({":v":{"SS":["b","a"]}})"},
      {"ns = :v", true, R"({":v":{"NS":["2.50","1"]}})"},
      {"m.b[2] = :v", true, R"({":v":{"M":{"c":{"N":"3"}}}})"},
      {"t = :v", true, R"({":v":{"BOOL":true}})"},
      {"nul = :v", true, R"({":v":{"NULL":true}})"},
  };
  CheckRows(kEvalCases1, [](const TruthCase& c) { return Eval(c.text, c.values, c.names); });
  CHECK_FALSE(Eval("l = :v", R"({":v":{"L":[{"S":"x"}]}})"));
}

TEST_CASE("evaluate: missing attributes", "[expr]") {
  CHECK_FALSE(Eval("nope = :v", R"({":v":{"S":"x"}})"));
  CHECK(Eval("nope <> :v", R"({":v":{"S":"x"}})"));
  CHECK_FALSE(Eval("nope < :v", R"({":v":{"S":"x"}})"));
  CHECK_FALSE(Eval("nope BETWEEN :a AND :b", R"({":a":{"S":"a"},":b":{"S":"z"}})"));
  CHECK_FALSE(Eval("nope IN (:a)", R"({":a":{"S":"a"}})"));
  CHECK(Eval("NOT (nope = :v)", R"({":v":{"S":"x"}})"));
  CHECK_FALSE(Eval("s.x = :v", R"({":v":{"S":"x"}})"));   // .x on a string
  CHECK_FALSE(Eval("l[3] = :v", R"({":v":{"S":"x"}})"));  // past the end
  CHECK_FALSE(Eval("m[0] = :v", R"({":v":{"S":"x"}})"));  // index on a map
  CHECK(Eval("l[2].c = :v", R"({":v":{"S":"deep"}})"));
}

TEST_CASE("evaluate: BETWEEN, IN, AND/OR/NOT", "[expr]") {
  CHECK(Eval("n BETWEEN :a AND :b", R"({":a":{"N":"5"},":b":{"N":"5"}})"));
  CHECK(Eval("n BETWEEN :a AND :b", R"({":a":{"N":"-1"},":b":{"N":"10"}})"));
  CHECK_FALSE(Eval("n BETWEEN :a AND :b", R"({":a":{"N":"6"},":b":{"N":"10"}})"));
  CHECK_FALSE(Eval("s BETWEEN :a AND :b", R"({":a":{"N":"1"},":b":{"N":"10"}})"));
  CHECK(Eval("s BETWEEN :a AND :b", R"({":a":{"S":"h"},":b":{"S":"i"}})"));
  CHECK(Eval("n IN (:a, :b)", R"({":a":{"S":"5"},":b":{"N":"5.00"}})"));
  CHECK_FALSE(Eval("n IN (:a, :b)", R"({":a":{"S":"5"},":b":{"N":"6"}})"));
  CHECK(Eval("ss IN (:a)", R"({":a":{"SS":["b","a"]}})"));
  CHECK(Eval("n = :five AND s = :hello", R"({":five":{"N":"5"},":hello":{"S":"hello"}})"));
  CHECK_FALSE(Eval("n = :five AND s = :five", R"({":five":{"N":"5"}})"));
  CHECK(Eval("n = :x OR s = :hello", R"({":x":{"N":"6"},":hello":{"S":"hello"}})"));
  CHECK_FALSE(Eval("NOT n = :five", R"({":five":{"N":"5"}})"));
  // AND binds tighter than OR; NOT tighter than AND.
  CHECK(Eval("n = :five OR n = :x AND n = :x", R"({":five":{"N":"5"},":x":{"N":"6"}})"));
  CHECK_FALSE(Eval("(n = :five OR n = :x) AND n = :x", R"({":five":{"N":"5"},":x":{"N":"6"}})"));
  CHECK(Eval("NOT n = :x AND n = :five", R"({":five":{"N":"5"},":x":{"N":"6"}})"));
}

TEST_CASE("evaluate: functions", "[expr]") {
  CHECK(Eval("attribute_exists(m.b[1])"));
  CHECK_FALSE(Eval("attribute_exists(m.b[3])"));
  CHECK(Eval("attribute_not_exists(zzz)"));
  CHECK(Eval("attribute_exists(nul)"));  // NULL values exist
  CHECK_FALSE(Eval("attribute_not_exists(nul)"));

  CHECK(Eval("attribute_type(ss, :t)", R"({":t":{"S":"SS"}})"));
  CHECK(Eval("attribute_type(nul, :t)", R"({":t":{"S":"NULL"}})"));
  CHECK(Eval("attribute_type(t, :t)", R"({":t":{"S":"BOOL"}})"));
  CHECK_FALSE(Eval("attribute_type(n, :t)", R"({":t":{"S":"S"}})"));
  CHECK_FALSE(Eval("attribute_type(zzz, :t)", R"({":t":{"S":"S"}})"));

  CHECK(Eval("begins_with(s, :p)", R"({":p":{"S":"he"}})"));
  CHECK(Eval("begins_with(s, :p)", R"({":p":{"S":""}})"));
  CHECK_FALSE(Eval("begins_with(s, :p)", R"({":p":{"S":"He"}})"));
  CHECK(Eval("begins_with(b, :p)", R"({":p":{"B":"AQI="}})"));  // 01 02 prefix of 01 02 03
  CHECK_FALSE(Eval("begins_with(b, :p)", R"({":p":{"B":"Ag=="}})"));
  CHECK(Eval("begins_with(hi, :p)", R"({":p":{"B":"gA=="}})"));  // 0x80 byte-wise
  CHECK_FALSE(Eval("begins_with(n, :p)", R"({":p":{"S":"5"}})"));
  CHECK_FALSE(Eval("begins_with(s, :p)", R"({":p":{"B":"aA=="}})"));

  CHECK(Eval("contains(s, :p)", R"({":p":{"S":"ell"}})"));
  CHECK_FALSE(Eval("contains(s, :p)", R"({":p":{"S":"elk"}})"));
  CHECK(Eval("contains(b, :p)", R"({":p":{"B":"AgM="}})"));  // 02 03 inside 01 02 03
  CHECK(Eval("contains(ss, :p)", R"({":p":{"S":"a"}})"));
  CHECK_FALSE(Eval("contains(ss, :p)", R"({":p":{"S":"c"}})"));
  CHECK(Eval("contains(ns, :p)", R"({":p":{"N":"2.50"}})"));
  CHECK_FALSE(Eval("contains(ns, :p)", R"({":p":{"S":"1"}})"));
  CHECK(Eval("contains(bs, :p)", R"({":p":{"B":"Ag=="}})"));
  CHECK(Eval("contains(l, :p)", R"({":p":{"N":"7.0"}})"));
  CHECK(Eval("contains(l, :p)", R"({":p":{"M":{"c":{"S":"deep"}}}})"));
  CHECK_FALSE(Eval("contains(l, :p)", R"({":p":{"S":"deep"}})"));
  CHECK_FALSE(Eval("contains(m, :p)", R"({":p":{"S":"a"}})"));
  CHECK_FALSE(Eval("contains(zzz, :p)", R"({":p":{"S":"a"}})"));

  const char* three = R"({":n":{"N":"3"}})";
  CHECK(Eval("size(s) = :n", R"({":n":{"N":"5"}})"));
  CHECK(Eval("size(u) = :n", three));  // UTF-16 code units: é (1) + 𝄞 (2)
  static const TruthCase kEvalCases2[] = {
      {"size(b) = :n", true, three},
      {"size(l) = :n", true, three},
      {"size(ss) = :n", true, R"({":n":{"N":"2"}})"},
      {"size(m) = :n", true, R"({":n":{"N":"2"}})"},
      {"size(m.b) >= :n", true, three},
  };
  CheckRows(kEvalCases2, [](const TruthCase& c) { return Eval(c.text, c.values, c.names); });
  CHECK_FALSE(Eval("size(n) > :z", R"({":z":{"N":"0"}})"));  // N has no size
  CHECK_FALSE(Eval("size(t) > :z", R"({":z":{"N":"0"}})"));
  CHECK(Eval("size(n) <> :z", R"({":z":{"N":"0"}})"));
  CHECK_FALSE(Eval("size(zzz) = :z", R"({":z":{"N":"0"}})"));
  CHECK(Eval("size(s) > size(ss)"));
}

TEST_CASE("evaluate: referenced names and the key-attribute rules", "[expr]") {
  Json v = MustParse(R"({":v":{"S":"x"}})");
  Json n = MustParse(R"({"#a":"a"})");
  auto attrs = ExpressionAttributes::Build(&n, &v);
  REQUIRE(attrs.ok());
  auto cond = ParseConditionExpression("c = :v AND (#a.x = :v OR size(d[1]) > b)",
                                       ExprKind::kFilter, &*attrs);
  REQUIRE(cond.ok());
  CHECK(ReferencedTopLevelNames(cond->root) == std::vector<std::string>{"c", "a", "d", "b"});
  CHECK(ReferencedPaths(cond->root).size() == 4);

  CHECK(CheckFilterAvoidsKeys(*cond, {"pk", "sk"}).ok());
  CHECK(CheckFilterAvoidsKeys(*cond, {"pk", "b"}).message() ==
        "Filter Expression can only contain non-primary key attributes: Primary key attribute: "
        "b");
  CHECK(CheckFilterAvoidsKeys(*cond, {"d", "c"}).message() ==
        "Filter Expression can only contain non-primary key attributes: Primary key attribute: "
        "d");

  auto paths = ReferencedPaths(cond->root);
  CHECK(CheckKeyPathsScalar(paths, {"pk", "c"}, {"b"}).ok());  // c and b are not nested
  CHECK(CheckKeyPathsScalar(paths, {"pk"}, {"d"}).message() ==
        "Key attributes must be scalars; list random access '[]' and map lookup '.' are not "
        "allowed: IndexKey: d");
  CHECK(CheckKeyPathsScalar(paths, {"a"}, {"d"}).message() ==
        "Key attributes must be scalars; list random access '[]' and map lookup '.' are not "
        "allowed: Key: a");
}
