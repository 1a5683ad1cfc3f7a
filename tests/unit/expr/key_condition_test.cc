// KeyConditionExpression: §2.3 rows 1–19 of reference/dynamodb-semantics.md, byte for
// byte, run through the same pipeline a Query uses (parse, unused check, shape rules,
// key schema).
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/expr/attributes.h"
#include "keyscape/expr/key_condition.h"
#include "keyscape/expr/parser.h"
#include "test_support.h"

using namespace keyscape::expr;
using keyscape::base::Json;
using keyscape::base::Result;
using namespace keyscape::value;
using namespace keyscape::testing;

namespace {

KeySchemaView RangeSchema(AttrType range_type = AttrType::kS) {
  KeySchemaView s;
  s.hash_name = "pk";
  s.hash_type = AttrType::kS;
  s.range_name = "sk";
  s.range_type = range_type;
  return s;
}

KeySchemaView HashSchema() {
  KeySchemaView s;
  s.hash_name = "pk";
  s.hash_type = AttrType::kS;
  return s;
}

Result<ResolvedKeyCondition> Run(const std::string& kce, const std::string& values,
                                 const std::string& names = "",
                                 const KeySchemaView& schema = RangeSchema()) {
  KS_ASSIGN_OR_RETURN(auto attrs, AttrsOf(names, values));
  KS_ASSIGN_OR_RETURN(auto parsed, ParseConditionExpression(kce, ExprKind::kKeyCondition, &attrs));
  KS_RETURN_IF_ERROR(attrs.CheckAllUsed());
  KS_ASSIGN_OR_RETURN(auto terms, ExtractKeyConditions(parsed));
  return MatchKeySchema(terms, schema);
}

std::string Err(const std::string& kce, const std::string& values, const std::string& names = "",
                const KeySchemaView& schema = RangeSchema()) {
  auto r = Run(kce, values, names, schema);
  return r.ok() ? std::string("ok") : r.status().message();
}

const char* kA = R"({":a":{"S":"1"}})";
const char* kAB = R"({":a":{"S":"1"},":b":{"S":"2"}})";

}  // namespace

TEST_CASE("key condition: schema rows 1-4, 17, 18", "[expr]") {
  // Row 1: no condition on the partition key.
  static const MessageCase kErrCases1[] = {
      {"sk = :a", "Query condition missed key schema element: pk", kA},
      {"attr1 = :a", "Query condition missed key schema element: pk", kA},
      // Row 2: pk plus a non-key attribute.
      {"pk = :a AND attr2 = :b", "Query condition missed key schema element: sk", kAB},
      {"wrongName = :a AND sk = :b", "Query condition missed key schema element: pk", kAB},
      {"pk = :a AND begins_with(wrongName, :b)", "Query condition missed key schema element: sk",
       kAB},
  };
  CheckRows(kErrCases1, [](const MessageCase& c) { return Err(c.text, c.values, c.names); });
  // Row 3: partition key with anything but =.
  for (const char* kce : {"pk < :a", "pk <= :a", "pk > :a", "pk >= :a", ":a <= pk",
                          "pk BETWEEN :a AND :b", "begins_with(pk, :a)"}) {
    INFO(kce);
    std::string values = std::string(kce).find(":b") != std::string::npos ? kAB : kA;
    CHECK(Err(kce, values) == "Query key condition not supported");
  }
  // Row 4: hash-only schema with two conditions (even when neither is the key).
  CHECK(Err("pk = :a AND sk = :b", kAB, "", HashSchema()) == "Query key condition not supported");
  CHECK(Err("y = :a and z = :b", kAB, "", HashSchema()) == "Query key condition not supported");
  CHECK(Err("y = :a", kA, "", HashSchema()) == "Query condition missed key schema element: pk");
  // Row 17: value type differs from the key type.
  CHECK(Err("pk = :n", R"({":n":{"N":"1"}})") ==
        "One or more parameter values were invalid: Condition parameter type does not match "
        "schema type");
  CHECK(Err("pk = :a AND begins_with(sk, :a)", kA, "", RangeSchema(AttrType::kN)) ==
        "One or more parameter values were invalid: Condition parameter type does not match "
        "schema type");
  CHECK(Err("pk = :a AND sk BETWEEN :a AND :b", kAB, "", RangeSchema(AttrType::kB)) ==
        "One or more parameter values were invalid: Condition parameter type does not match "
        "schema type");
  // Type mismatch is reported before the hash operator.
  CHECK(Err("pk > :n", R"({":n":{"N":"1"}})") ==
        "One or more parameter values were invalid: Condition parameter type does not match "
        "schema type");
  // Row 18: empty key values.
  CHECK(Err("pk = :e", R"({":e":{"S":""}})") ==
        "One or more parameter values are not valid. The AttributeValue for a key attribute "
        "cannot contain an empty string value. Key: pk");
  CHECK(Err("pk = :a AND sk > :e", R"({":a":{"S":"x"},":e":{"S":""}})") ==
        "One or more parameter values are not valid. The AttributeValue for a key attribute "
        "cannot contain an empty string value. Key: sk");
  KeySchemaView bin = RangeSchema(AttrType::kB);
  bin.hash_type = AttrType::kB;
  CHECK(Err("pk = :e", R"({":e":{"B":""}})", "", bin) ==
        "One or more parameter values are not valid. The AttributeValue for a key attribute "
        "cannot contain an empty binary value. Key: pk");
  KeySchemaView gsi = RangeSchema();
  gsi.index_name = "index3";
  CHECK(Err("pk = :e", R"({":e":{"S":""}})", "", gsi) ==
        "One or more parameter values are not valid. A value specified for a secondary index "
        "key is not supported. The AttributeValue for a key attribute cannot contain an empty "
        "string value. IndexName: index3, IndexKey: pk");
  // Key sizes (UTF-8 bytes).
  std::string big_hash = "{\":h\":{\"S\":\"" + std::string(2049, 'x') + "\"}}";
  CHECK(Err("pk = :h", big_hash) ==
        "One or more parameter values were invalid: Size of hashkey has exceeded the maximum "
        "size limit of2048 bytes");
  CHECK(Err("pk = :h", "{\":h\":{\"S\":\"" + std::string(2048, 'x') + "\"}}") == "ok");
  std::string big_range =
      "{\":a\":{\"S\":\"x\"},\":r\":{\"S\":\"" + std::string(1025, 'y') + "\"}}";
  CHECK(Err("pk = :a AND sk = :r", big_range) ==
        "One or more parameter values were invalid: Aggregated size of all range keys has "
        "exceeded the size limit of 1024 bytes");
}

TEST_CASE("key condition: shape rows 5-16, 19", "[expr]") {
  // Row 5.
  static const MessageCase kErrCases2[] = {
      {"pk = :a AND sk = :a AND c = :a", "Conditions can be of length 1 or 2 only", kA},
      // Row 6.
      {"pk = :a AND pk = :b", "KeyConditionExpressions must only contain one condition per key",
       kAB},
      {"sk = :a AND begins_with(sk, :b)",
       "KeyConditionExpressions must only contain one condition per key", kAB},
      // Row 7.
      {"pk = :a OR sk = :b", "Invalid operator used in KeyConditionExpression: OR", kAB},
      {"NOT pk = :a", "Invalid operator used in KeyConditionExpression: NOT", kA},
      {"pk IN (:a, :b)", "Invalid operator used in KeyConditionExpression: IN", kAB},
      {"pk <> :a", "Invalid operator used in KeyConditionExpression: <>", kA},
      // Row 8.
      {"attribute_exists(pk)", "Invalid operator used in KeyConditionExpression: attribute_exists"},
      {"attribute_not_exists(pk)",
       "Invalid operator used in KeyConditionExpression: attribute_not_exists"},
      {"attribute_type(pk, :t)", "Invalid operator used in KeyConditionExpression: attribute_type",
       R"({":t":{"S":"S"}})"},
      {"contains(pk, :a)", "Invalid operator used in KeyConditionExpression: contains", kA},
      // Row 9.
      {"size(pk) = :n", "KeyConditionExpressions cannot contain nested operations",
       R"({":n":{"N":"1"}})"},
      {"pk = :a AND :n < size(sk)", "KeyConditionExpressions cannot contain nested operations",
       R"({":a":{"S":"1"},":n":{"N":"1"}})"},
      // Row 10.
      {"pk.b = :a", "KeyConditionExpressions cannot have conditions on nested attributes", kA},
      {"#pk = :a AND #sk.foo = :b",
       "KeyConditionExpressions cannot have conditions on nested attributes", kAB,
       R"({"#pk":"pk","#sk":"sk"})"},
      {"pk = :a AND sk[0] = :b",
       "KeyConditionExpressions cannot have conditions on nested attributes", kAB},
      // Row 11.
      {"pk = sk",
       "Invalid condition in KeyConditionExpression: Multiple attribute names used in one "
       "condition"},
      {"#pk = some_value",
       "Invalid condition in KeyConditionExpression: Multiple attribute names used in one "
       "condition",
       "", R"({"#pk":"pk"})"},
      // Row 12.
      {":a > :b", "Invalid condition in KeyConditionExpression: No key attribute specified", kAB},
      // Row 13.
      {":a BETWEEN sk AND :b",
       "Invalid condition in KeyConditionExpression: BETWEEN operator must have the key "
       "attribute as its first operand",
       kAB},
      {"begins_with(:a, sk)",
       "Invalid condition in KeyConditionExpression: begins_with operator must have the key "
       "attribute as its first operand",
       kA},
      // Rows 14–16 are parse-time (expr_parser_test.cc also covers them).
      {"pk = :a AND sk BETWEEN :b AND :a",
       "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be "
       "greater than or equal to lower bound; lower bound operand: AttributeValue: {S:2}, "
       "upper bound operand: AttributeValue: {S:1}",
       kAB},
      {"pk = :a AND sk BETWEEN :n AND :b",
       "Invalid KeyConditionExpression: The BETWEEN operator requires same data type for lower "
       "and upper bounds; lower bound operand: AttributeValue: {N:1}, upper bound operand: "
       "AttributeValue: {S:a}",
       R"({":a":{"S":"a"},":n":{"N":"1"},":b":{"S":"a"}})"},
  };
  CheckRows(kErrCases2, [](const MessageCase& c) { return Err(c.text, c.values, c.names); });
  CHECK(Err("pk = :a AND begins_with(sk, :n)", R"({":a":{"S":"a"},":n":{"N":"1"}})", "",
            RangeSchema(AttrType::kN)) ==
        "Invalid KeyConditionExpression: Incorrect operand type for operator or function; "
        "operator or function: begins_with, operand type: N");
  // Row 19.
  CHECK(Err("", kA) == "Invalid KeyConditionExpression: The expression can not be empty;");
  // = against a value no key can hold.
  CHECK(Err("pk = :t", R"({":t":{"BOOL":true}})") ==
        "One or more parameter values were invalid: ComparisonOperator EQ is not valid for BOOL "
        "AttributeValue type");
  // Unused values come before shape rules.
  CHECK(Err("pk = :a", kAB) ==
        "Value provided in ExpressionAttributeValues unused in expressions: keys: {:b}");
}

TEST_CASE("key condition: accepted forms normalise", "[expr]") {
  SECTION("reversed operands mirror the operator") {
    struct Case {
      const char* kce;
      KeyConditionTerm::Op op;
    } cases[] = {
        {"pk = :a AND :b < sk", KeyConditionTerm::Op::kGt},
        {"pk = :a AND :b <= sk", KeyConditionTerm::Op::kGe},
        {"pk = :a AND :b > sk", KeyConditionTerm::Op::kLt},
        {"pk = :a AND :b >= sk", KeyConditionTerm::Op::kLe},
        {"pk = :a AND :b = sk", KeyConditionTerm::Op::kEq},
        {"pk = :a AND sk < :b", KeyConditionTerm::Op::kLt},
    };
    for (const auto& c : cases) {
      INFO(c.kce);
      auto r = Run(c.kce, kAB);
      REQUIRE(r.ok());
      REQUIRE(r->range.has_value());
      CHECK(r->range->op == c.op);
      CHECK(r->range->v1.scalar == "2");
      CHECK(r->hash_value.scalar == "1");
    }
  }
  SECTION("order, case and parentheses do not matter") {
    for (const char* kce :
         {"sk = :b AND pk = :a", "pk = :a aNd sk = :b", "(pk = :a) AND (sk = :b)",
          "(pk = :a AND sk = :b)", "(#pk = :a AND (#sk = :b))", "  pk=:a   AND   sk=:b  "}) {
      INFO(kce);
      bool uses_names = std::string(kce).find('#') != std::string::npos;
      auto r = Run(kce, kAB, uses_names ? R"({"#pk":"pk","#sk":"sk"})" : "");
      REQUIRE(r.ok());
      CHECK(r->hash_value.scalar == "1");
      REQUIRE(r->range.has_value());
      CHECK(r->range->op == KeyConditionTerm::Op::kEq);
      CHECK(r->range->v1.scalar == "2");
    }
  }
  SECTION("BETWEEN and begins_with keep their operands") {
    auto r = Run("pk = :a AND sk BeTwEeN :a AND :b", kAB);
    REQUIRE(r.ok());
    REQUIRE(r->range.has_value());
    CHECK(r->range->op == KeyConditionTerm::Op::kBetween);
    CHECK(r->range->v1.scalar == "1");
    CHECK(r->range->v2.scalar == "2");
    auto b = Run("begins_with(sk, :b) AND pk = :a", kAB);
    REQUIRE(b.ok());
    CHECK(b->range->op == KeyConditionTerm::Op::kBeginsWith);
    auto equal_bounds = Run("pk = :a AND sk BETWEEN :a AND :a", kA);
    CHECK(equal_bounds.ok());
  }
  SECTION("hash only") {
    auto r = Run("pk = :a", kA, "", HashSchema());
    REQUIRE(r.ok());
    CHECK_FALSE(r->range.has_value());
    auto range_table = Run("pk = :a", kA);
    REQUIRE(range_table.ok());
    CHECK_FALSE(range_table->range.has_value());
  }
  SECTION("terms come back in source order with resolved names") {
    Json n = MustParse(R"({"#k":"pk"})");
    Json v = MustParse(kAB);
    auto attrs = ExpressionAttributes::Build(&n, &v);
    REQUIRE(attrs.ok());
    auto parsed =
        ParseConditionExpression("sk >= :b AND #k = :a", ExprKind::kKeyCondition, &*attrs);
    REQUIRE(parsed.ok());
    auto terms = ExtractKeyConditions(*parsed);
    REQUIRE(terms.ok());
    REQUIRE(terms->size() == 2);
    CHECK((*terms)[0].attr == "sk");
    CHECK((*terms)[0].op == KeyConditionTerm::Op::kGe);
    CHECK((*terms)[1].attr == "pk");
    CHECK(std::string(KeyConditionOpName((*terms)[0].op)) == "GE");
  }
}
