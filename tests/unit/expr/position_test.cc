// Error positions of expression errors: the parameter and the byte span of the token
// the message names (offsets and lengths in bytes of the UTF-8 text), at the start, in
// the middle and at the end of an expression, after and on multi-byte text; and the
// errors that carry none. On the exec stream the body has them after the message.
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/expr/attributes.h"
#include "keyscape/expr/lexer.h"
#include "keyscape/expr/parser.h"
#include "test_support.h"

using namespace keyscape;
using namespace keyscape::base;
using namespace keyscape::expr;
using keyscape::testing::MustParse;

namespace {

// "parameter offset length" of the error of parsing `text` as `kind`, "none" when the
// error has no position, "ok" when it parses.
std::string PositionOf(ExprKind kind, const std::string& text, const std::string& values = "") {
  Result<ExpressionAttributes> attrs = keyscape::testing::AttrsOf("", values);
  REQUIRE(attrs.ok());
  Status st;
  if (kind == ExprKind::kProjection) {
    st = ParseProjectionExpression(text, &*attrs).status();
  } else if (kind == ExprKind::kUpdate) {
    st = ParseUpdateExpression(text, &*attrs).status();
  } else {
    st = ParseConditionExpression(text, kind, &*attrs).status();
  }
  if (st.ok()) return "ok";
  if (!st.position()) return "none";
  const ErrorPosition& p = *st.position();
  return p.parameter + " " + std::to_string(p.offset) + " " + std::to_string(p.length);
}

const char* kP = R"({":p":{"S":"a"}})";

}  // namespace

TEST_CASE("position: a syntax error at the start, in the middle, at the end", "[expr]") {
  CHECK(PositionOf(ExprKind::kKeyCondition, ") = :p", kP) == "KeyConditionExpression 0 1");
  CHECK(PositionOf(ExprKind::kKeyCondition, "a = :p AND b <> :p c", kP) ==
        "KeyConditionExpression 19 1");
  // <EOF>: the offset is the text's length, the length 0.
  CHECK(PositionOf(ExprKind::kFilter, "a = :p AND", kP) == "FilterExpression 10 0");
  CHECK(PositionOf(ExprKind::kFilter, "a = :p AND   ", kP) == "FilterExpression 13 0");
  // BETWEEN without its AND: the end of the text.
  CHECK(PositionOf(ExprKind::kCondition, "a BETWEEN :p", kP) == "ConditionExpression 12 0");
}

TEST_CASE("position: offsets and lengths count bytes of UTF-8, not characters", "[expr]") {
  // "ö" is 2 bytes (C3 B6); "€" 3 bytes; "😀" 4 bytes.
  CHECK(PositionOf(ExprKind::kFilter,
                   "gr\xC3\xB6\xC3\x9F"
                   "e = :p",
                   kP) == "FilterExpression 2 2");
  CHECK(PositionOf(ExprKind::kFilter, "a = :p AND \xE2\x82\xAC", kP) == "FilterExpression 11 3");
  CHECK(PositionOf(ExprKind::kProjection, "a, \xF0\x9F\x98\x80") == "ProjectionExpression 3 4");
  // A token after multi-byte text: the lexer's offsets are bytes (the parser stops at the
  // first non-ASCII character, which starts no token, so it is always the bad one).
  std::vector<Token> toks = Lex("\xC3\xA9 ab");
  REQUIRE(toks.size() == 3);
  CHECK(toks[0].kind == TokenKind::kInvalid);
  CHECK(toks[0].begin == 0);
  CHECK(toks[0].end == 2);
  CHECK(toks[1].begin == 3);
  CHECK(toks[1].end == 5);
  CHECK(toks[2].begin == 5);
}

TEST_CASE("position: reserved words and undefined placeholders, in every grammar", "[expr]") {
  CHECK(PositionOf(ExprKind::kKeyCondition, "pk = :p AND status = :p", kP) ==
        "KeyConditionExpression 12 6");
  CHECK(PositionOf(ExprKind::kFilter, "a = :p OR b = :nope", kP) == "FilterExpression 14 5");
  CHECK(PositionOf(ExprKind::kCondition, "attribute_exists(#n)", kP) == "ConditionExpression 17 2");
  CHECK(PositionOf(ExprKind::kProjection, "a.b, size") == "ProjectionExpression 5 4");
  CHECK(PositionOf(ExprKind::kUpdate, "SET a = :p, b = :q", kP) == "UpdateExpression 16 2");
  CHECK(PositionOf(ExprKind::kUpdate, "REMOVE a, #x", kP) == "UpdateExpression 10 2");
  CHECK(PositionOf(ExprKind::kUpdate, "SET a = :p REMOVE", kP) == "UpdateExpression 17 0");
}

TEST_CASE("position: errors about the whole expression carry none", "[expr]") {
  CHECK(PositionOf(ExprKind::kFilter, "   ") == "none");             // empty
  CHECK(PositionOf(ExprKind::kFilter, "((a = :p))", kP) == "none");  // redundant ()
  CHECK(PositionOf(ExprKind::kFilter, "frob(a)", kP) == "none");     // unknown function
  CHECK(PositionOf(ExprKind::kFilter, "a = :p AND a = :p", kP) == "ok");
  CHECK(PositionOf(ExprKind::kProjection, "a, a") == "none");                   // overlap
  CHECK(PositionOf(ExprKind::kUpdate, "SET a = :p SET b = :p", kP) == "none");  // repeated
}

TEST_CASE("position: the exec body has it after the message; DynamoDB's form has none", "[expr]") {
  Status st = Status::Validation("Invalid FilterExpression: x")
                  .WithPosition(ErrorPosition{"FilterExpression", 3, 1});
  CHECK(
      st.ToJson() ==
      R"({"__type":"com.amazon.coral.validate#ValidationException","message":"Invalid )"
      R"(FilterExpression: x","position":{"parameter":"FilterExpression","offset":3,"length":1}})");
  CHECK(st.ToJson(ErrorForm::kDynamoDB) ==
        R"({"__type":"com.amazon.coral.validate#ValidationException","message":"Invalid )"
        R"(FilterExpression: x"})");
  Engine engine;
  REQUIRE(engine
              .Execute("CreateTable",
                       R"({"TableName":"Tab","BillingMode":"PAY_PER_REQUEST",)"
                       R"("AttributeDefinitions":[{"AttributeName":"a","AttributeType":"S"}],)"
                       R"("KeySchema":[{"AttributeName":"a","KeyType":"HASH"}]})")
              .ok());
  const char* query = R"({"TableName":"Tab","KeyConditionExpression":"a = :p AND"})";
  Response r = engine.Execute("Query", query, ErrorForm::kDynamoDB);
  CHECK(r.body.find("Syntax error") != std::string::npos);
  CHECK(r.body.find("position") == std::string::npos);
  r = engine.Execute("Query", query);
  CHECK(
      r.body.find(R"("position":{"parameter":"KeyConditionExpression","offset":10,"length":0})") !=
      std::string::npos);
}
