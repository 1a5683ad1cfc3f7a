// ProjectionExpression application and UpdateExpression application.
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/expr/attributes.h"
#include "keyscape/expr/parser.h"
#include "keyscape/expr/projection.h"
#include "keyscape/expr/update.h"
#include "keyscape/value/dynamodb_json.h"
#include "test_support.h"

using namespace keyscape::expr;
using namespace keyscape::value;
using namespace keyscape::testing;
using keyscape::base::Status;

namespace {

std::string Dump(const Item& item) { return AttrMapToJson(item).Dump(); }

const char* kDoc = R"({
  "pk": {"S": "k"},
  "a": {"M": {"b": {"S": "bv"}, "c": {"S": "cv"}, "d": {"M": {"e": {"N": "1"}}}}},
  "l": {"L": [{"S": "w"}, {"S": "x"}, {"M": {"y": {"S": "yv"}, "z": {"S": "zv"}}}, {"S": "z"}]},
  "x": {"S": "xv"}
})";

std::string Project(const std::string& expr, const std::string& names = "") {
  auto attrs = AttrsOf(names, "");
  REQUIRE(attrs.ok());
  auto p = ParseProjectionExpression(expr, &*attrs);
  INFO(expr);
  REQUIRE(p.ok());
  return Dump(ApplyProjection(*p, ItemOf(kDoc)));
}

// Parses and applies an update to `item_json`; returns the new item or the error.
std::string Update(const std::string& item_json, const std::string& expr,
                   const std::string& values = "", const std::string& names = "",
                   const std::vector<std::string>& keys = {"pk"}) {
  auto attrs = AttrsOf(names, values);
  REQUIRE(attrs.ok());
  auto u = ParseUpdateExpression(expr, &*attrs);
  INFO(expr);
  REQUIRE(u.ok());
  Item item = ItemOf(item_json);
  Item before = item;
  Status st = ApplyUpdate(*u, &item, keys);
  if (!st.ok()) {
    CHECK(Dump(item) == Dump(before));  // unchanged on error
    return st.message();
  }
  return Dump(item);
}

const char* kBadPath = "The document path provided in the update expression is invalid for update";
const char* kWrongType = "An operand in the update expression has an incorrect data type";

}  // namespace

TEST_CASE("projection: nested paths build nested results", "[expr]") {
  CHECK(Project("x") == R"({"x":{"S":"xv"}})");
  CHECK(Project("x, pk") == R"({"pk":{"S":"k"},"x":{"S":"xv"}})");  // item order
  CHECK(Project("a.b") == R"({"a":{"M":{"b":{"S":"bv"}}}})");
  CHECK(Project("a.c, a.b") == R"({"a":{"M":{"b":{"S":"bv"},"c":{"S":"cv"}}}})");
  CHECK(Project("a.d.e") == R"({"a":{"M":{"d":{"M":{"e":{"N":"1"}}}}}})");
  CHECK(Project("#a.#b", R"({"#a":"a","#b":"b"})") == R"({"a":{"M":{"b":{"S":"bv"}}}})");
  // List indexes compact into a new list in index order.
  CHECK(Project("l[3], l[1]") == R"({"l":{"L":[{"S":"x"},{"S":"z"}]}})");
  CHECK(Project("l[2].z") == R"({"l":{"L":[{"M":{"z":{"S":"zv"}}}]}})");
  CHECK(Project("l[9]") == R"({})");
  CHECK(Project("l[0], l[9]") == R"({"l":{"L":[{"S":"w"}]}})");
  // Paths that do not resolve contribute nothing; emptied containers are dropped.
  CHECK(Project("a.zz") == "{}");
  CHECK(Project("x.y, a[0], zz") == "{}");
  CHECK(Project("a.zz, a.b") == R"({"a":{"M":{"b":{"S":"bv"}}}})");
  // Overlapping paths given directly (not through the parser): the shorter wins.
  std::vector<DocumentPath> paths = {{PathElement::Name("a"), PathElement::Name("b")},
                                     {PathElement::Name("a")}};
  CHECK(Dump(ApplyProjection(paths, ItemOf(kDoc))) ==
        Dump(ItemOf(R"({"a":{"M":{"b":{"S":"bv"},"c":{"S":"cv"},"d":{"M":{"e":{"N":"1"}}}}}})")));
}

TEST_CASE("update: SET", "[expr]") {
  const char* base = R"({"pk":{"S":"k"},"n":{"N":"5"},"s":{"S":"x"},"l":{"L":[{"N":"1"}]},
                         "m":{"M":{"a":{"N":"1"}}}})";
  CHECK(
      Update(base, "SET s = :v", R"({":v":{"S":"y"}})") ==
      R"({"pk":{"S":"k"},"n":{"N":"5"},"s":{"S":"y"},"l":{"L":[{"N":"1"}]},"m":{"M":{"a":{"N":"1"}}}})");
  CHECK(Update(R"({"pk":{"S":"k"}})", "SET a = :v, b = :w",
               R"({":v":{"N":"1"},":w":{"BOOL":false}})") ==
        R"({"pk":{"S":"k"},"a":{"N":"1"},"b":{"BOOL":false}})");
  CHECK(Update(base, "SET n = n + :d", R"({":d":{"N":"2.5"}})").find(R"("n":{"N":"7.5"})") !=
        std::string::npos);
  CHECK(Update(base, "SET n = :d - n", R"({":d":{"N":"1"}})").find(R"("n":{"N":"-4"})") !=
        std::string::npos);
  CHECK(Update(base, "SET c = if_not_exists(c, :z) + :one", R"({":z":{"N":"0"},":one":{"N":"1"}})")
            .find(R"("c":{"N":"1"})") != std::string::npos);
  CHECK(Update(base, "SET n = if_not_exists(n, :z)", R"({":z":{"N":"0"}})")
            .find(R"("n":{"N":"5"})") != std::string::npos);
  CHECK(Update(base, "SET l = list_append(l, :t)", R"({":t":{"L":[{"N":"2"}]}})")
            .find(R"("l":{"L":[{"N":"1"},{"N":"2"}]})") != std::string::npos);
  CHECK(Update(base, "SET l = list_append(:h, l)", R"({":h":{"L":[{"N":"0"}]}})")
            .find(R"("l":{"L":[{"N":"0"},{"N":"1"}]})") != std::string::npos);
  CHECK(
      Update(base, "SET m.b = :v, l[0] = :v, l[7] = :w", R"({":v":{"S":"q"},":w":{"S":"r"}})") ==
      R"({"pk":{"S":"k"},"n":{"N":"5"},"s":{"S":"x"},"l":{"L":[{"S":"q"},{"S":"r"}]},"m":{"M":{"a":{"N":"1"},"b":{"S":"q"}}}})");
  // Right-hand sides read the item as it was.
  CHECK(Update(R"({"pk":{"S":"k"},"a":{"N":"1"},"b":{"N":"2"}})", "SET a = b, b = a") ==
        R"({"pk":{"S":"k"},"a":{"N":"2"},"b":{"N":"1"}})");
  // Errors.
  CHECK(Update(base, "SET a = zz") ==
        "The provided expression refers to an attribute that does not exist in the item");
  CHECK(Update(base, "SET a = zz + :one", R"({":one":{"N":"1"}})") ==
        "The provided expression refers to an attribute that does not exist in the item");
  CHECK(Update(base, "SET a = s + :one", R"({":one":{"N":"1"}})") == kWrongType);
  CHECK(Update(base, "SET a = list_append(s, :t)", R"({":t":{"L":[]}})") == kWrongType);
  CHECK(Update(base, "SET zz.a = :v", R"({":v":{"S":"q"}})") == kBadPath);
  CHECK(Update(base, "SET s.a = :v", R"({":v":{"S":"q"}})") == kBadPath);
  CHECK(Update(base, "SET m[0] = :v", R"({":v":{"S":"q"}})") == kBadPath);
  CHECK(Update(base, "SET zz[0] = :v", R"({":v":{"S":"q"}})") == kBadPath);
  CHECK(Update(base, "SET n = n + :big",
               R"({":big":{"N":"9.9999999999999999999999999999999999999E+125"}})") ==
        "Number overflow. Attempting to store a number with magnitude larger than supported range");
  CHECK(
      Update(R"({"pk":{"S":"k"},"n":{"N":"1e50"}})", "SET n = n + :one", R"({":one":{"N":"1"}})") ==
      "Number overflow. Attempting to store a number with magnitude larger than supported range");
  CHECK(
      Update(R"({"pk":{"S":"k"},"n":{"N":"1.1e-130"}})", "SET n = n - :x",
             R"({":x":{"N":"1e-130"}})") ==
      "Number underflow. Attempting to store a number with magnitude smaller than supported range");
}

TEST_CASE("update: REMOVE, ADD, DELETE", "[expr]") {
  const char* base = R"({"pk":{"S":"k"},"n":{"N":"5"},"ss":{"SS":["a","b"]},"ns":{"NS":["1","2"]},
                         "l":{"L":[{"N":"0"},{"N":"1"},{"N":"2"},{"N":"3"}]},"m":{"M":{"a":{"N":"1"}}},"s":{"S":"x"}})";
  CHECK(
      Update(base, "REMOVE n, m.a, zz, m.zz, l[9]") ==
      R"({"pk":{"S":"k"},"ss":{"SS":["a","b"]},"ns":{"NS":["1","2"]},"l":{"L":[{"N":"0"},{"N":"1"},{"N":"2"},{"N":"3"}]},"m":{"M":{}},"s":{"S":"x"}})");
  // List elements are removed by their original indexes.
  CHECK(Update(base, "REMOVE l[0], l[2]").find(R"("l":{"L":[{"N":"1"},{"N":"3"}]})") !=
        std::string::npos);
  CHECK(Update(base, "REMOVE l[2] SET l[1] = :v", R"({":v":{"S":"q"}})")
            .find(R"("l":{"L":[{"N":"0"},{"S":"q"},{"N":"3"}]})") != std::string::npos);
  CHECK(Update(base, "REMOVE zz.a") == kBadPath);
  CHECK(Update(base, "REMOVE s.a") == kBadPath);

  CHECK(Update(base, "ADD n :d", R"({":d":{"N":"-7"}})").find(R"("n":{"N":"-2"})") !=
        std::string::npos);
  CHECK(Update(base, "ADD c :d", R"({":d":{"N":"3"}})").find(R"("c":{"N":"3"})") !=
        std::string::npos);
  CHECK(Update(base, "ADD ss :v", R"({":v":{"SS":["b","c"]}})")
            .find(R"("ss":{"SS":["a","b","c"]})") != std::string::npos);
  CHECK(Update(base, "ADD ns :v", R"({":v":{"NS":["2.0","3"]}})")
            .find(R"("ns":{"NS":["1","2","3"]})") != std::string::npos);
  CHECK(Update(base, "ADD newset :v", R"({":v":{"SS":["z"]}})").find(R"("newset":{"SS":["z"]})") !=
        std::string::npos);
  CHECK(Update(base, "ADD m.c :d", R"({":d":{"N":"2"}})")
            .find(R"("m":{"M":{"a":{"N":"1"},"c":{"N":"2"}}})") != std::string::npos);
  CHECK(Update(base, "ADD s :d", R"({":d":{"N":"1"}})") == kWrongType);
  CHECK(Update(base, "ADD ss :v", R"({":v":{"NS":["1"]}})") == kWrongType);
  CHECK(Update(base, "ADD n :v", R"({":v":{"SS":["1"]}})") == kWrongType);
  CHECK(Update(base, "ADD zz.a :d", R"({":d":{"N":"1"}})") == kBadPath);

  CHECK(Update(base, "DELETE ss :v", R"({":v":{"SS":["a","q"]}})").find(R"("ss":{"SS":["b"]})") !=
        std::string::npos);
  CHECK(Update(base, "DELETE ns :v", R"({":v":{"NS":["1.0","2"]}})").find("\"ns\"") ==
        std::string::npos);  // emptied set is removed
  CHECK(Update(base, "DELETE zz :v", R"({":v":{"SS":["a"]}})") ==
        Dump(ItemOf(base)));  // missing attribute: nothing to do
  CHECK(Update(base, "DELETE ss :v", R"({":v":{"NS":["1"]}})") == kWrongType);
  CHECK(Update(base, "DELETE s :v", R"({":v":{"SS":["x"]}})") == kWrongType);
}

TEST_CASE("update: key attributes cannot be updated", "[expr]") {
  const char* base = R"({"pk":{"S":"k"},"sk":{"S":"s"}})";
  const std::vector<std::string> keys = {"pk", "sk"};
  CHECK(Update(base, "SET pk = :v", R"({":v":{"S":"new-val"}})", "", keys) ==
        "One or more parameter values were invalid: Cannot update attribute pk. This attribute "
        "is part of the key");
  CHECK(Update(base, "SET a = :v REMOVE #k", R"({":v":{"S":"x"}})", R"({"#k":"sk"})", keys) ==
        "One or more parameter values were invalid: Cannot update attribute sk. This attribute "
        "is part of the key");
  CHECK(Update(base, "SET a = :v", R"({":v":{"S":"x"}})", "", keys) ==
        R"({"pk":{"S":"k"},"sk":{"S":"s"},"a":{"S":"x"}})");
}
