// The PartiQL parser (keyscape/expr/partiql.h): the statements DynamoDB accepts, its
// error details, and hostile text (deep nesting, unterminated strings, very long
// statements) answered with errors, never a crash. Planning and execution are covered by
// the golden vectors in tests/vectors/exec_partiql.json.
#include "keyscape/expr/partiql.h"

#include <catch2/catch.hpp>
#include <string>

#include "test_support.h"

using namespace keyscape::expr;
using namespace keyscape::testing;

namespace {

const std::string kMalformed = "Statement wasn't well formed, can't be processed: ";

// "ok" or the error message of parsing `text`.
std::string Parse(const std::string& text) {
  auto s = ParsePartiql(text);
  return s.ok() ? "ok" : s.status().message();
}

PqStatement MustParsePq(const std::string& text) {
  auto s = ParsePartiql(text);
  INFO(text);
  REQUIRE(s.ok());
  return *s;
}

}  // namespace

TEST_CASE("partiql: SELECT with projection, table, index and WHERE", "[partiql]") {
  PqStatement s =
      MustParsePq("select a, \"b c\".d[2] FROM \"Orders\".\"ByDate\" WHERE pk = 'x' AND sk >= 10;");
  CHECK(s.kind == PqStatement::Kind::kSelect);
  CHECK(s.table == "Orders");
  REQUIRE(s.index);
  CHECK(*s.index == "ByDate");
  REQUIRE(s.projection.size() == 2);
  CHECK(PartiqlPathText(s.projection[1]) == "b c.d[2]");
  REQUIRE(s.where);
  CHECK(s.where->kind == PqNode::Kind::kAnd);
  CHECK(s.where->kids[1].op == ">=");
  CHECK(s.where->kids[1].kids[1].literal.Dump() == R"({"N":"10"})");

  PqStatement all = MustParsePq("SELECT * FROM t");
  CHECK(all.projection.empty());
  CHECK(!all.where);
}

TEST_CASE("partiql: parameters are counted in text order", "[partiql]") {
  PqStatement s = MustParsePq("SELECT * FROM t WHERE pk = ? AND x IN [?, 'a?', ?]");
  CHECK(s.param_count == 3);
  CHECK(s.where->kids[0].kids[1].param == 0);
  CHECK(s.where->kids[1].kids[3].param == 2);
  std::vector<keyscape::base::Json> params = {MustParse(R"({"S":"p"})"), MustParse(R"({"N":"1"})"),
                                              MustParse(R"({"N":"2"})")};
  auto v = BindPartiqlValue(s.where->kids[1].kids[3], params);
  REQUIRE(v.ok());
  CHECK(v->Dump() == R"({"N":"2"})");
}

TEST_CASE("partiql: INSERT values bind to DynamoDB JSON", "[partiql]") {
  PqStatement s = MustParsePq(
      "INSERT INTO t VALUE {'pk': 'a''b', 'n': -1.5e3, 'l': [TRUE, NULL], 'm': {'x': ?}, "
      "'ss': <<'p', 'q'>>}");
  CHECK(s.kind == PqStatement::Kind::kInsert);
  REQUIRE(s.value);
  auto v = BindPartiqlValue(*s.value, {MustParse(R"({"S":"y"})")});
  REQUIRE(v.ok());
  CHECK(v->Dump() ==
        R"({"M":{"pk":{"S":"a'b"},"n":{"N":"-1.5e3"},"l":{"L":[{"BOOL":true},{"NULL":true}]},)"
        R"("m":{"M":{"x":{"S":"y"}}},"ss":{"SS":["p","q"]}}})");
  auto mixed =
      BindPartiqlValue(MustParsePq("INSERT INTO t VALUE {'s': <<'a', 1>>}").value->kids[0], {});
  CHECK(mixed.status().message() == "Unsupported data type in Bag");
}

TEST_CASE("partiql: UPDATE with SET and REMOVE, DELETE", "[partiql]") {
  PqStatement u = MustParsePq(
      "UPDATE \"t\" SET a = a + 1, b = list_append(b, [1]) REMOVE c SET d = 'x' WHERE pk = 'k'");
  CHECK(u.kind == PqStatement::Kind::kUpdate);
  REQUIRE(u.sets.size() == 3);
  CHECK(u.sets[0].value.kind == PqNode::Kind::kArith);
  CHECK(u.sets[1].value.kind == PqNode::Kind::kCall);
  CHECK(u.sets[1].value.op == "list_append");
  REQUIRE(u.removes.size() == 1);
  PqStatement d = MustParsePq("DELETE FROM t WHERE pk = 1 AND x IS NOT MISSING");
  CHECK(d.kind == PqStatement::Kind::kDelete);
  CHECK(d.where->kids[1].kind == PqNode::Kind::kMissing);
  CHECK(d.where->kids[1].op == "NOT");
}

TEST_CASE("partiql: comments, case and a trailing semicolon", "[partiql]") {
  CHECK(Parse("-- a comment\nselect /* inline */ * from t where pk = 'a' ;") == "ok");
  CHECK(Parse("SELECT * FROM t WHERE NOT (a = 1 OR b BETWEEN 1 AND 2)") == "ok");
  CHECK(Parse("SELECT * FROM t WHERE begins_with(sk, 'A') AND size(l) > 2") == "ok");
}

TEST_CASE("partiql: DynamoDB's error details", "[partiql]") {
  CHECK(Parse("SELECT * FROM t WHERE pk = 1 foo") ==
        kMalformed + "Unexpected token after expression");
  CHECK(Parse("SELECT * FROM t WHERE pk = 1)") == kMalformed + "Unexpected token after expression");
  CHECK(Parse("SELECT * FROM t WHERE") == kMalformed + "Unexpected term");
  CHECK(Parse("SELECT * FROM t WHERE (") == kMalformed + "Unexpected term");
  CHECK(Parse("SELECT * FROM") == kMalformed + "Unexpected term");
  CHECK(Parse("SELECT * FROM t WHERE pk = 'p1' AND") ==
        kMalformed + "Missing right-hand side expression of infix operator");
  CHECK(Parse("SELECT * FROM t WHERE pk = 'p1' OR") ==
        kMalformed + "Missing right-hand side expression of infix operator");
  CHECK(Parse("SELECT * FROM t WHERE ORDER BY pk") == kMalformed + "Unexpected keyword");
  CHECK(Parse("DELETE FROM") == kMalformed + "Expected identifier for simple path");
  CHECK(Parse("SELECT * FROM t x WHERE pk = 'x'") == "Aliasing is not supported");
  CHECK(Parse("SELECT * FROM t AS x WHERE pk = 'x'") == "Aliasing is not supported");
  CHECK(Parse("SELECT * FROM \"\" WHERE pk = 'x'") == "Path component cannot be an empty string");
  CHECK(Parse("SELECT * FROM t.\"\" WHERE pk = 'x'") == "Path component cannot be an empty string");
  CHECK(Parse("UPDATE t SET \"\" = 1 WHERE pk = 'x'") ==
        "Path component cannot be an empty string");
  CHECK(Parse("SELECT * FROM t WHERE m.\"\" = 1") == "Path component cannot be an empty string");
  CHECK(Parse("SELECT * FROM t.i.x WHERE pk = 'x'") ==
        "A path may contain at most 2 components in the FROM clause");
  // INSERT reads no alias: the name is a token where VALUE should be (recorded).
  CHECK(Parse("INSERT INTO t x VALUE {'pk': 'x'}") ==
        "Statement wasn't well formed, can't be processed: Unexpected token after expression");
  CHECK(Parse("SELECT * FROM t WHERE pk = 1 # note") == kMalformed);
  CHECK(Parse("SELECT * FROM t WHERE pk = 1 /* note") == kMalformed);
  CHECK(Parse("UPSERT INTO t VALUE {'pk': 1}") == kMalformed + "Expected data manipulation");
  CHECK(Parse("") == kMalformed + "Unexpected term");
  CHECK(Parse("SELECT * FROM t; SELECT * FROM t") ==
        kMalformed + "Unexpected token after expression");
}

TEST_CASE("partiql: FROM-first UPDATE, RETURNING, ORDER BY and IS", "[partiql]") {
  PqStatement u = MustParsePq("FROM \"T\" WHERE pk = 'x' SET a = 1 REMOVE b RETURNING MODIFIED OLD *");
  CHECK(u.kind == PqStatement::Kind::kUpdate);
  CHECK(u.sets.size() == 1);
  CHECK(u.removes.size() == 1);
  CHECK(u.returning == "UPDATED_OLD");
  PqStatement o = MustParsePq("SELECT * FROM \"T\" WHERE pk = 'x' ORDER BY sk DESC, pk");
  REQUIRE(o.order_by.size() == 2);
  CHECK(o.order_by[0].descending);
  CHECK_FALSE(o.order_by[1].descending);
  PqStatement n = MustParsePq("SELECT * FROM \"T\" WHERE x IS NOT NUMERIC OR y IS TUPLE");
  REQUIRE(n.where->kind == PqNode::Kind::kOr);
  CHECK(n.where->kids[0].kind == PqNode::Kind::kNot);
  CHECK(n.where->kids[1].op == "M");
  CHECK(Parse("SELECT * FROM \"T\" WHERE x IS DOUBLE PRECISION")
            .rfind("Unsupported data type for IS operator: DOUBLE PRECISION.", 0) == 0);
  CHECK(Parse("SELECT * FROM \"T\" WHERE y IS BOOL").find("ok") == 0);
  CHECK(Parse("SELECT * FROM \"T\" WHERE y IS INT").rfind("Unsupported data type for IS operator: INT.", 0) == 0);
  CHECK(Parse("DELETE FROM \"T\" WHERE pk = 1 RETURNING ALL NEW *") ==
        "Invalid returning clause: RETURNING ALL NEW *. Only RETURNING ALL OLD * is allowed in DELETE "
        "statements.");
  CHECK(Parse("UPDATE \"T\" SET a = <<>> WHERE pk = 1") == "Empty bags are not supported");
}

TEST_CASE("partiql: positions count lines and characters from 1", "[partiql]") {
  // The column counts characters (é is one), and a newline starts line 2.
  PqStatement s = MustParsePq("SELECT * FROM \"é\" WHERE pk = 'x' AND\n  size(a) = 1");
  REQUIRE(s.where->kids.size() == 2);
  const PqNode& call = s.where->kids[1].kids[0];
  CHECK(call.kind == PqNode::Kind::kCall);
  CHECK(call.at == "2:3:4");
  CHECK(s.where->kids[0].kids[0].at == "1:25:2");
  CHECK(Parse("SELECT f(x) FROM \"é\"") == "Unexpected path component at 1:8:1");
}

TEST_CASE("partiql: number literals by PartiQL's rules, with their path", "[partiql]") {
  CHECK(Parse("SELECT * FROM \"T\" WHERE pk = 1e2147483648") == kMalformed);
  CHECK(Parse("SELECT * FROM \"T\" WHERE pk = 1.5e-2147483647") == kMalformed);
  CHECK(Parse("INSERT INTO \"T\" VALUE {'pk': 1, 'm': {'x': [1, 1e126]}}") ==
        "Number overflow. Attempting to store a number with magnitude larger than supported range "
        "under root.x[1]");
  CHECK(Parse("SELECT * FROM \"T\" WHERE pk = .73e1") == "ok");
}

TEST_CASE("partiql: keywords as dot components, IN operands and literal nesting", "[partiql]") {
  const std::string dot = kMalformed + "Invalid path dot component";
  CHECK(Parse("SELECT * FROM t WHERE attribute_exists(m.inner)") == dot);
  CHECK(Parse("UPDATE t SET m.SIZE = 1 WHERE pk = 1") == dot);
  CHECK(Parse("SELECT m.value FROM t") == dot);
  CHECK(Parse("SELECT m.x FROM t WHERE m.'x' = 1") == dot);
  CHECK(Parse("SELECT m.\"inner\", m.inner_ok, m.sizes FROM t") == "ok");
  std::string in = "SELECT * FROM t WHERE x IN [0";
  for (int i = 1; i < 100; ++i) in += ", " + std::to_string(i);
  CHECK(Parse(in + "]") == "ok");
  CHECK(Parse(in + ", 100]") ==
        "The IN operator is provided with too many operands; number of operands: 101");
  std::string maps31, maps32, close31, close32;
  for (int i = 0; i < 31; ++i) maps31 += "{'a': ", close31 += "}";
  maps32 = maps31 + "{'a': ";
  close32 = close31 + "}";
  CHECK(Parse("UPDATE t SET d = " + maps31 + "1" + close31 + " WHERE pk = 1") == "ok");
  std::string path = "root";
  for (int i = 0; i < 32; ++i) path += ".a";
  CHECK(Parse("UPDATE t SET d = " + maps32 + "1" + close32 + " WHERE pk = 1") ==
        "Nesting Levels have exceeded supported limits under " + path);
}

TEST_CASE("partiql: hostile text gets errors, never a crash", "[partiql]") {
  // Deep nesting: parentheses, NOT chains, lists and maps past the bound.
  const std::string deep = kMalformed + "Statement is nested too deeply";
  CHECK(Parse("SELECT * FROM t WHERE " + std::string(100000, '(') + "a = 1") == deep);
  std::string nots;
  for (int i = 0; i < 50000; ++i) nots += "NOT ";
  CHECK(Parse("SELECT * FROM t WHERE " + nots + "a = 1") == deep);
  CHECK(Parse("INSERT INTO t VALUE {'a': " + std::string(100000, '[')) == deep);
  std::string maps;
  for (int i = 0; i < 20000; ++i) maps += "{'a': ";
  CHECK(Parse("INSERT INTO t VALUE " + maps) == deep);
  // Nesting within the bound parses.
  CHECK(Parse("SELECT * FROM t WHERE " + std::string(60, '(') + "a = 1" + std::string(60, ')')) ==
        "ok");
  // Unterminated strings and names.
  CHECK(Parse("SELECT * FROM t WHERE pk = 'abc") == kMalformed);
  CHECK(Parse("SELECT * FROM \"t WHERE pk = 1") == kMalformed);
  // A 100k-character statement: a long string, a long name, many conditions.
  CHECK(Parse("SELECT * FROM t WHERE pk = '" + std::string(100000, 'x') + "'") == "ok");
  CHECK(Parse("SELECT " + std::string(100000, 'a') + " FROM t") == "ok");
  std::string many = "SELECT * FROM t WHERE a = 1";
  while (many.size() < 100000) many += " AND a = 1";
  CHECK(Parse(many) == "ok");
  std::string junk(100000, '\0');
  for (size_t i = 0; i < junk.size(); ++i) junk[i] = static_cast<char>(i * 7919 % 256);
  CHECK(Parse(junk).rfind(kMalformed, 0) == 0);
  CHECK(Parse(std::string(100000, ',')) == kMalformed + "Expected data manipulation");
}
