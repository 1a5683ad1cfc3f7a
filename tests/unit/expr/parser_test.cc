// Parser, ExpressionAttributeNames/Values and reserved words: DynamoDB's messages byte
// for byte (reference/dynamodb-semantics.md §2.3) and the grammar's acceptance cases.
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/expr/attributes.h"
#include "keyscape/expr/lexer.h"
#include "keyscape/expr/parser.h"
#include "keyscape/expr/reserved_words.h"
#include "test_support.h"

using namespace keyscape::expr;
using namespace keyscape::testing;
using keyscape::base::Status;

namespace {

// "ok" or the error message of parsing `expr` as `kind`, followed by the unused check.
std::string Cond(const std::string& expr, const std::string& values = "",
                 const std::string& names = "", ExprKind kind = ExprKind::kFilter) {
  auto attrs = AttrsOf(names, values);
  if (!attrs.ok()) return attrs.status().message();
  auto parsed = ParseConditionExpression(expr, kind, &*attrs);
  if (!parsed.ok()) return parsed.status().message();
  Status used = attrs->CheckAllUsed();
  return used.ok() ? "ok" : used.message();
}

std::string Proj(const std::string& expr, const std::string& names = "") {
  auto attrs = AttrsOf(names, "");
  if (!attrs.ok()) return attrs.status().message();
  auto parsed = ParseProjectionExpression(expr, &*attrs);
  if (!parsed.ok()) return parsed.status().message();
  Status used = attrs->CheckAllUsed();
  return used.ok() ? "ok" : used.message();
}

std::string Upd(const std::string& expr, const std::string& values = "",
                const std::string& names = "") {
  auto attrs = AttrsOf(names, values);
  if (!attrs.ok()) return attrs.status().message();
  auto parsed = ParseUpdateExpression(expr, &*attrs);
  if (!parsed.ok()) return parsed.status().message();
  Status used = attrs->CheckAllUsed();
  return used.ok() ? "ok" : used.message();
}

const char* kS1 = R"({":a":{"S":"1"}})";

}  // namespace

TEST_CASE("reserved words: 573, case-insensitive", "[expr]") {
  CHECK(ReservedWordCount() == 573);
  CHECK(IsReservedWord("ABORT"));
  CHECK(IsReservedWord("zone"));
  CHECK(IsReservedWord("Status"));
  CHECK(IsReservedWord("hash"));
  CHECK(IsReservedWord("DATA"));
  CHECK_FALSE(IsReservedWord("pk"));
  CHECK_FALSE(IsReservedWord("statuses"));
  CHECK_FALSE(IsReservedWord(""));
  CHECK_FALSE(IsReservedWord("ABORTS"));
}

TEST_CASE("lexer: token shapes and the near window", "[expr]") {
  auto toks = Lex("a.b[12] <> :v_1 AND #n>=x");
  std::vector<TokenKind> kinds;
  for (const auto& t : toks) kinds.push_back(t.kind);
  CHECK(kinds == std::vector<TokenKind>{TokenKind::kIdentifier, TokenKind::kDot,
                                        TokenKind::kIdentifier, TokenKind::kLBracket,
                                        TokenKind::kNumber, TokenKind::kRBracket, TokenKind::kNe,
                                        TokenKind::kValuePlaceholder, TokenKind::kIdentifier,
                                        TokenKind::kNamePlaceholder, TokenKind::kGe,
                                        TokenKind::kIdentifier, TokenKind::kEof});
  auto bad = Lex("_x");
  CHECK(bad[0].kind == TokenKind::kInvalid);
  CHECK(bad[0].text == "_");
  auto utf = Lex("é");
  CHECK(utf[0].kind == TokenKind::kInvalid);
  CHECK(utf[0].text == "é");
  CHECK(Lex("#")[0].kind == TokenKind::kInvalid);
}

TEST_CASE("syntax errors carry DynamoDB's token and near text", "[expr]") {
  // Real DynamoDB examples.
  CHECK(Cond("a-b") == R"(Invalid FilterExpression: Syntax error; token: "-", near: "a-b")");
  CHECK(Cond("a-b", "", "", ExprKind::kKeyCondition) ==
        R"(Invalid KeyConditionExpression: Syntax error; token: "-", near: "a-b")");
  CHECK(Cond("foo", "", "", ExprKind::kCondition) ==
        R"(Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "foo")");
  CHECK(Cond("attribute_not_exists(", "", "", ExprKind::kCondition) ==
        R"(Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "(")");
  CHECK(Cond("attribute_exists(a) AND NOT #h", "", R"({"#h":"h"})", ExprKind::kCondition) ==
        R"(Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "#h")");
  CHECK(Cond("a IN ()", "", "", ExprKind::kKeyCondition) ==
        R"~(Invalid KeyConditionExpression: Syntax error; token: ")", near: "()")~");
  CHECK(Cond("#pk = tenantAgent:abc123-x", "", R"({"#pk":"pk"})") ==
        R"(Invalid FilterExpression: Syntax error; token: ":abc123", near: "tenantAgent:abc123-")");
  CHECK(Cond("[object Object]") ==
        R"(Invalid FilterExpression: Syntax error; token: "[", near: "[object")");
  CHECK(Cond(std::string(300, '(') + "a = :v", R"({":v":{"S":"x"}})") ==
        R"(Invalid FilterExpression: Syntax error; token: "<EOF>", near: ":v")");
  // Other shapes.
  static const MessageCase kCondCases1[] = {
      {"a = = :a", R"(Invalid FilterExpression: Syntax error; token: "=", near: "= = :a")", kS1},
      {"a != :a", R"(Invalid FilterExpression: Syntax error; token: "!", near: "a !=")", kS1},
      {"a = 5", R"(Invalid FilterExpression: Syntax error; token: "5", near: "= 5")"},
      {"a BETWEEN :a OR :a",
       R"(Invalid FilterExpression: Syntax error; token: "OR", near: ":a OR :a")", kS1},
      {"a AND b = :a", R"(Invalid FilterExpression: Syntax error; token: "AND", near: "a AND b")",
       kS1},
      {"(a = :a) = :a", R"(Invalid FilterExpression: Syntax error; token: "=", near: ") = :a")",
       kS1},
      {"a = (b = :a)", R"(Invalid FilterExpression: Syntax error; token: "=", near: "b = :a")",
       kS1},
      {"a.and = :a", R"(Invalid FilterExpression: Syntax error; token: "and", near: ".and =")",
       kS1},
      {"a[x] = :a", R"(Invalid FilterExpression: Syntax error; token: "x", near: "[x]")", kS1},
      {"   ", "Invalid FilterExpression: The expression can not be empty;"},
  };
  CheckRows(kCondCases1, [](const MessageCase& c) { return Cond(c.text, c.values, c.names); });
}

TEST_CASE("condition grammar accepts DynamoDB's forms", "[expr]") {
  const char* v2 = R"({":a":{"S":"1"},":b":{"S":"2"}})";
  static const MessageCase kCondCases2[] = {
      {"a = :a", "ok", kS1},
      {"  a=:a  ", "ok", kS1},
      {":a <= a", "ok", kS1},
      {"a BeTwEeN :a aNd :b", "ok", v2},
      {"a = :a AnD b = :b", "ok", v2},
      {"(a = :a) AND (b = :b)", "ok", v2},
      {"(a = :a AND b = :b)", "ok", v2},
      {"(a = :a AND (b = :b))", "ok", v2},
      {"(a = :a) AND ((b = :a) OR (b = :b))", "ok", v2},
      {"a = :a OR (b = :a AND c = :b)", "ok", v2},
      {"(a = :a) AND (NOT (b = :b))", "ok", v2},
      {"NOT a = :a AND b = :b", "ok", v2},
      {"NOT NOT a = :a", "ok", kS1},
      {"(a) = :a", "ok", kS1},
      {"a.b[1].c = :a", "ok", kS1},
      {"a [ 1 ] . b = :a", "ok", kS1},
      {"a IN (:a, :b)", "ok", v2},
      {"a in (:a)", "ok", kS1},
      {"size(a) > :n", "ok", R"({":n":{"N":"1"}})"},
      {"attribute_exists(a) and attribute_not_exists(b) or contains(c, :a)", "ok", kS1},
      {"attribute_type(a, :t)", "ok", R"({":t":{"S":"SS"}})"},
      {"begins_with(#n, :a)", "ok", kS1, R"({"#n":"name"})"},
      {"a_b1 = :a", "ok", kS1},
  };
  CheckRows(kCondCases2, [](const MessageCase& c) { return Cond(c.text, c.values, c.names); });
}

TEST_CASE("condition semantics: DynamoDB's messages and their priority", "[expr]") {
  // §2.3 rows 21–25.
  CHECK(Cond("hash = :a", kS1, "", ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: Attribute name is a reserved keyword; reserved "
        "keyword: hash");
  CHECK(Cond("a = :a AND Status = :a", kS1) ==
        "Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: "
        "Status");
  CHECK(Cond("a = :v", "", "", ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: An expression attribute value used in expression is "
        "not defined; attribute value: :v");
  CHECK(Cond("#n = :a", kS1, "", ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: An expression attribute name used in the document "
        "path is not defined; attribute name: #n");
  CHECK(Cond("#missing = :fv", R"({":fv":{"S":"x"}})") ==
        "Invalid FilterExpression: An expression attribute name used in the document path is "
        "not defined; attribute name: #missing");
  CHECK(Cond("dog(a, :a)", kS1, "", ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: Invalid function name; function: dog");
  CHECK(Cond("BEGINS_WITH(c, :a)", kS1, "", ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: Invalid function name; function: BEGINS_WITH");
  CHECK(Cond("((a = :a))", kS1, "", ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: The expression has redundant parentheses;");
  static const MessageCase kCondCases3[] = {
      {"((a = :a)) AND ((b = :a))",
       "Invalid FilterExpression: The expression has redundant parentheses;", kS1},
      {"(x = :a) AND ((y IN (:a)))",
       "Invalid FilterExpression: The expression has redundant parentheses;", kS1},
      {"((a)) = :a", "Invalid FilterExpression: The expression has redundant parentheses;", kS1},
      // Priority: parentheses > unknown function > misused function > reserved > condition.
      {"((dog(a) AND size(b)))",
       "Invalid FilterExpression: The expression has redundant parentheses;", kS1},
      {"hash = :zz AND dog(a)", "Invalid FilterExpression: Invalid function name; function: dog"},
      {"hash = :a AND size(b)",
       "Invalid FilterExpression: The function is not allowed to be used this way in an "
       "expression; function: size",
       kS1},
      {"a = attribute_exists(b)",
       "Invalid FilterExpression: The function is not allowed to be used this way in an "
       "expression; function: attribute_exists"},
      {"hash = :zz",
       "Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: hash"},
      // Per-condition errors.
      {"begins_with(a)",
       "Invalid FilterExpression: Incorrect number of operands for operator or function; "
       "operator or function: begins_with, number of operands: 1"},
      {"a = a",
       "Invalid FilterExpression: The first operand must be distinct from the remaining "
       "operands for this operator or function; operator: =, first operand: [a]"},
      {"contains(#x.b, a.b)",
       "Invalid FilterExpression: The first operand must be distinct from the remaining "
       "operands for this operator or function; operator: contains, first operand: [a, b]",
       "", R"({"#x":"a"})"},
      {"attribute_exists(:a)",
       "Invalid FilterExpression: Operator or function requires a document path; operator or "
       "function: attribute_exists",
       kS1},
      {"attribute_type(a, :a)",
       "Invalid FilterExpression: Invalid attribute type name found; type: 1, valid types: "
       "{B,NULL,SS,BOOL,L,BS,N,NS,S,M}",
       kS1},
      {"attribute_type(a, :n)",
       "Invalid FilterExpression: Incorrect operand type for operator or function; operator "
       "or function: attribute_type, operand type: N",
       R"({":n":{"N":"1"}})"},
      {"size(:n) > :n",
       "Invalid FilterExpression: Incorrect operand type for operator or function; operator "
       "or function: size, operand type: N",
       R"({":n":{"N":"1"}})"},
  };
  CheckRows(kCondCases3, [](const MessageCase& c) { return Cond(c.text, c.values, c.names); });
  CHECK(Cond("begins_with(a, :n)", R"({":n":{"N":"1"}})", "", ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: Incorrect operand type for operator or function; "
        "operator or function: begins_with, operand type: N");
  CHECK(Cond("n > :v", R"({":v":{"BOOL":true}})") ==
        "Invalid FilterExpression: Incorrect operand type for operator or function; operator "
        "or function: >, operand type: BOOL");
  CHECK(Cond("attribute_not_exists(z) OR n <= :v", R"({":v":{"SS":["a"]}})", "",
             ExprKind::kCondition) ==
        "Invalid ConditionExpression: Incorrect operand type for operator or function; operator "
        "or function: <=, operand type: SS");
  CHECK(Cond("n BETWEEN :a AND :b", R"({":a":{"BOOL":true},":b":{"BOOL":false}})") ==
        "Invalid FilterExpression: Incorrect operand type for operator or function; operator "
        "or function: BETWEEN, operand type: BOOL");
  CHECK(Cond("n = :v AND n <> :v", R"({":v":{"BOOL":true}})") == "ok");
  // §2.3 rows 14–15.
  CHECK(Cond("b BETWEEN :b AND :a", R"({":a":{"S":"a"},":b":{"S":"b"}})", "",
             ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater "
        "than or equal to lower bound; lower bound operand: AttributeValue: {S:b}, upper bound "
        "operand: AttributeValue: {S:a}");
  CHECK(Cond("b BETWEEN :x AND :y", R"({":x":{"N":"200"},":y":{"N":"100"}})") ==
        "Invalid FilterExpression: The BETWEEN operator requires upper bound to be greater than "
        "or equal to lower bound; lower bound operand: AttributeValue: {N:200}, upper bound "
        "operand: AttributeValue: {N:100}");
  CHECK(Cond("b BETWEEN :n AND :s", R"({":n":{"N":"1"},":s":{"S":"a"}})", "",
             ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: The BETWEEN operator requires same data type for lower "
        "and upper bounds; lower bound operand: AttributeValue: {N:1}, upper bound operand: "
        "AttributeValue: {S:a}");
  static const MessageCase kCondCases4[] = {
      {"b BETWEEN :x AND :y", "ok", R"({":x":{"N":"9"},":y":{"N":"10"}})"},
      // Per-condition priority: the first failing condition decides.
      {"a = a AND b = :zz",
       "Invalid FilterExpression: The first operand must be distinct from the remaining "
       "operands for this operator or function; operator: =, first operand: [a]"},
      {"contains(a, a, b) AND b = :zz",
       "Invalid FilterExpression: Incorrect number of operands for operator or function; "
       "operator or function: contains, number of operands: 3"},
      {"contains(:zz, a, b)",
       "Invalid FilterExpression: An expression attribute value used in expression is not "
       "defined; attribute value: :zz"},
  };
  CheckRows(kCondCases4, [](const MessageCase& c) { return Cond(c.text, c.values, c.names); });
}

TEST_CASE("expression limits", "[expr]") {
  std::string big = "a" + std::string(4096, 'z');
  CHECK(Proj(big) ==
        "Invalid ProjectionExpression: Expression size has exceeded the maximum "
        "allowed size;");
  CHECK(Proj(std::string("a") + std::string(4095, 'z')) == "ok");
  std::string filter = big + " = :v";
  CHECK(Cond(filter, R"({":v":{"S":"x"}})") ==
        "Invalid FilterExpression: Expression size has exceeded the maximum allowed size; "
        "expression size: " +
            std::to_string(filter.size()));
  CHECK(Cond(big + " = :v", R"({":v":{"S":"x"}})", "", ExprKind::kKeyCondition) ==
        "Invalid KeyConditionExpression: Expression size has exceeded the maximum allowed size;");
  CHECK(Upd("SET " + big + " = :v", R"({":v":{"S":"x"}})") ==
        "Invalid UpdateExpression: Expression size has exceeded the maximum allowed size;");

  // 300 operators pass, 301 fail (and the count is always reported as 301).
  auto chain = [](int comparisons) {
    std::string s = "a < :v";
    for (int i = 1; i < comparisons; ++i) s += " OR a < :v";
    return s;
  };
  const char* v = R"({":v":{"N":"1"}})";
  CHECK(Cond(chain(150), v) == "ok");  // 150 comparisons + 149 OR = 299
  CHECK(Cond(chain(151), v) ==         // 151 + 150 = 301
        "Invalid FilterExpression: The expression contains too many operators; operator "
        "count: 301");
  CHECK(Cond(chain(200), v) ==
        "Invalid FilterExpression: The expression contains too many operators; operator "
        "count: 301");

  auto in_list = [](int n) {
    std::string s = "a IN (";
    for (int i = 0; i < n; ++i) s += (i ? ", :v" : ":v");
    return s + ")";
  };
  CHECK(Cond(in_list(100), v) == "ok");
  CHECK(Cond(in_list(101), v) ==
        "Invalid FilterExpression: The IN operator is provided with too many operands; number "
        "of operands: 101");

  // Runs of parentheses: unclosed is a syntax error at the end, closed is redundant.
  CHECK(Cond(std::string(4000, '(')) ==
        R"(Invalid FilterExpression: Syntax error; token: "<EOF>", near: "(")");
  CHECK(Cond(std::string(2000, '(') + "a = :v" + std::string(2000, ')'), v) ==
        "Invalid FilterExpression: The expression has redundant parentheses;");
  std::string nested = "a = :v";
  for (int i = 0; i < 140; ++i) nested = "(" + nested + ") AND a = :v";
  CHECK(Cond(nested, v) == "ok");  // 140 levels, 281 operators

  std::string deep = "a";
  for (int i = 0; i < 31; ++i) deep += ".b";
  CHECK(Proj(deep) == "ok");
  CHECK(Proj(deep + ".b") ==
        "Invalid ProjectionExpression: The document path has too many nesting levels; nesting "
        "levels: 33");
}

TEST_CASE("ExpressionAttributeNames/Values validation", "[expr]") {
  auto err = [](const std::string& names, const std::string& values) {
    auto a = AttrsOf(names, values);
    return a.ok() ? std::string("ok") : a.status().message();
  };
  CHECK(err("{}", "") == "ExpressionAttributeNames must not be empty");
  CHECK(err("", "{}") == "ExpressionAttributeValues must not be empty");
  CHECK(err(R"({"a":"x"})", "") ==
        R"(ExpressionAttributeNames contains invalid key: Syntax error; key: "a")");
  CHECK(err(R"({"#":"x"})", "") ==
        R"(ExpressionAttributeNames contains invalid key: Syntax error; key: "#")");
  CHECK(err(R"({"#sryLiyD8D-":"x"})", "") ==
        R"(ExpressionAttributeNames contains invalid key: Syntax error; key: "#sryLiyD8D-")");
  CHECK(err("", R"({"a":{"S":"x"}})") ==
        R"(ExpressionAttributeValues contains invalid key: Syntax error; key: "a")");
  CHECK(err("", R"({":a-b":{"S":"x"}})") ==
        R"(ExpressionAttributeValues contains invalid key: Syntax error; key: ":a-b")");
  CHECK(err(R"({"#a":""})", "") ==
        "ExpressionAttributeNames contains invalid value: Empty attribute name for key #a");
  std::string long_name = "#" + std::string(255, 'a');
  CHECK(err("{\"" + long_name + "\":\"x\"}", "") ==
        "ExpressionAttributeNames contains invalid key: The expression attribute map contains a "
        "key that is too long; size of key: 256");
  CHECK(err("{\"#" + std::string(254, 'a') + "\":\"x\"}", "") == "ok");
  CHECK(err("", "{\":" + std::string(255, 'a') + "\":{\"S\":\"x\"}}") ==
        "ExpressionAttributeValues contains invalid key: The expression attribute map contains a "
        "key that is too long;");
  CHECK(err("", R"({":v":{}})") ==
        "ExpressionAttributeValues contains invalid value: Supplied AttributeValue is empty, "
        "must contain exactly one of the supported datatypes for key :v");
  CHECK(err("", R"({":v":{"N":"b"}})") ==
        "ExpressionAttributeValues contains invalid value: The parameter cannot be converted to "
        "a numeric value: b for key :v");
  CHECK(err("", R"({":v":{"S":""}})") == "ok");
  // Names are checked before values.
  CHECK(err("{}", "{}") == "ExpressionAttributeNames must not be empty");

  // Unused: names first, keys in DynamoDB's (Java HashMap) order. A real response:
  static const MessageCase kCondCases5[] = {
      {"a = :a",
       "Value provided in ExpressionAttributeValues unused in expressions: keys: "
       "{:create_at_2_v1, :create_at_1_v1}",
       R"({":a":{"S":"1"},":create_at_1_v1":{"N":"1"},":create_at_2_v1":{"N":"2"}})"},
      {"a = :a",
       "Value provided in ExpressionAttributeValues unused in expressions: keys: {:q, :r}",
       R"({":a":{"S":"1"},":r":{"S":"2"},":q":{"S":"3"}})"},
      {"a = :a",
       "Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}",
       R"({":a":{"S":"1"},":q":{"S":"2"}})", R"({"#unused":"x"})"},
      {"a = :a",
       "Value provided in ExpressionAttributeValues unused in expressions: keys: {:q, :r}",
       R"({":a":{"S":"1"},":q":{"S":"2"},":r":{"S":"3"}})"},
      {"a = :a", "Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}",
       kS1, R"({"#a":"x","#b":"y"})"},
  };
  CheckRows(kCondCases5, [](const MessageCase& c) { return Cond(c.text, c.values, c.names); });

  // Placeholders shared across expressions of one request count as used.
  auto attrs = AttrsOf(R"({"#p":"pk","#f":"flag"})", R"({":p":{"S":"x"},":f":{"BOOL":true}})");
  REQUIRE(attrs.ok());
  REQUIRE(ParseConditionExpression("#p = :p", ExprKind::kKeyCondition, &*attrs).ok());
  CHECK(attrs->CheckAllUsed().message() ==
        "Value provided in ExpressionAttributeNames unused in expressions: keys: {#f}");
  REQUIRE(ParseConditionExpression("#f = :f", ExprKind::kFilter, &*attrs).ok());
  CHECK(attrs->CheckAllUsed().ok());
}

TEST_CASE("parse results are resolved trees", "[expr]") {
  auto attrs = AttrsOf(R"({"#n":"name"})", R"({":lo":{"N":"1"},":hi":{"N":"2"}})");
  REQUIRE(attrs.ok());
  auto c = ParseConditionExpression("#n.x[3] BETWEEN :lo AND :hi", ExprKind::kFilter, &*attrs);
  REQUIRE(c.ok());
  const Node& root = c->root;
  REQUIRE(root.type == NodeType::kBetween);
  REQUIRE(root.children.size() == 3);
  CHECK(DocumentPathMessageForm(root.children[0].path) == "[name, x, [3]]");
  CHECK(root.children[1].value.scalar == "1");
  CHECK(root.children[2].placeholder == ":hi");

  auto attrs2 = AttrsOf("", R"({":v":{"S":"x"}})");
  auto d = ParseConditionExpression("a = :v OR b = :v AND NOT c = :v", ExprKind::kFilter, &*attrs2);
  REQUIRE(d.ok());
  REQUIRE(d->root.type == NodeType::kOr);  // AND binds tighter than OR
  CHECK(d->root.children[1].type == NodeType::kAnd);
  CHECK(d->root.children[1].children[1].type == NodeType::kNot);
}

TEST_CASE("projection expressions", "[expr]") {
  static const MessageCase kProjCases6[] = {
      {"a, b.c, d[0]", "ok"},
      {"#a, #b", "ok", "", R"({"#a":"a","#b":"b"})"},
      {"", "Invalid ProjectionExpression: The expression can not be empty;"},
      {"id,", R"(Invalid ProjectionExpression: Syntax error; token: "<EOF>", near: ",")"},
      {"id age", R"(Invalid ProjectionExpression: Syntax error; token: "age", near: "id age")"},
      {"history[]", R"(Invalid ProjectionExpression: Syntax error; token: "]", near: "[]")"},
      {"pk, status",
       "Invalid ProjectionExpression: Attribute name is a reserved keyword; reserved keyword: "
       "status"},
      {"a.#u",
       "Invalid ProjectionExpression: An expression attribute name used in the document path is "
       "not defined; attribute name: #u"},
  };
  CheckRows(kProjCases6, [](const MessageCase& c) { return Proj(c.text, c.names); });
  const std::string overlap =
      "Invalid ProjectionExpression: Two document paths overlap with each other; must remove or "
      "rewrite one of these paths; ";
  CHECK(Proj("a, a.b") == overlap + "path one: [a], path two: [a, b]");
  CHECK(Proj("a.b, a") == overlap + "path one: [a, b], path two: [a]");
  CHECK(Proj("a, a") == overlap + "path one: [a], path two: [a]");
  CHECK(Proj("x, a.b, a") == overlap + "path one: [a, b], path two: [a]");
  CHECK(Proj("alist[0], alist") == overlap + "path one: [alist, [0]], path two: [alist]");
  CHECK(Proj("#p, #p.#q", R"({"#p":"a","#q":"b"})") == overlap + "path one: [a], path two: [a, b]");
  CHECK(Proj("a.b, a.c") == "ok");
  CHECK(Proj("a[0], a.b") ==
        "Invalid ProjectionExpression: Two document paths conflict with each other; must remove "
        "or rewrite one of these paths; path one: [a, [0]], path two: [a, b]");
  // Overlap is reported before unused names.
  CHECK(Proj("a, a.b", R"({"#z":"zzz"})") == overlap + "path one: [a], path two: [a, b]");
}

TEST_CASE("update expressions: grammar and messages", "[expr]") {
  const char* v = R"({":v":{"S":"x"}})";
  static const MessageCase kUpdCases7[] = {
      {"SET a = :v", "ok", v},
      {"set a = :v remove b, c", "ok", v},
      {"SET a = b + :n, c = if_not_exists(c, :n) - :n", "ok", R"({":n":{"N":"1"}})"},
      {"SET a = list_append(if_not_exists(a, :e), :l)", "ok",
       R"({":e":{"L":[]},":l":{"L":[{"S":"x"}]}})"},
      {"SET a = (b + :n)", "ok", R"({":n":{"N":"1"}})"},
      {"ADD n :n DELETE s :s", "ok", R"({":n":{"N":"1"},":s":{"SS":["a"]}})"},
      {"REMOVE a[1], b.c", "ok"},
  };
  CheckRows(kUpdCases7, [](const MessageCase& c) { return Upd(c.text, c.values, c.names); });

  static const MessageCase kUpdCases8[] = {
      {"", "Invalid UpdateExpression: The expression can not be empty;"},
      {"INVALID SYNTAX HERE",
       R"(Invalid UpdateExpression: Syntax error; token: "INVALID", near: "INVALID SYNTAX")", v},
      {"SET _123 = :v", R"(Invalid UpdateExpression: Syntax error; token: "_", near: "SET _123")",
       v},
      {"SET path = VALUE 1",
       R"(Invalid UpdateExpression: Syntax error; token: "1", near: "VALUE 1")"},
      {"SET a = :v,", R"(Invalid UpdateExpression: Syntax error; token: "<EOF>", near: ",")", v},
      {"SET a = (b + :n) + :n",
       R"(Invalid UpdateExpression: Syntax error; token: "+", near: ") + :n")",
       R"({":n":{"N":"1"}})"},
      {"SET c = ((c - :n))", "Invalid UpdateExpression: The expression has redundant parentheses;",
       R"({":n":{"N":"1"}})"},
      {"SET a = ((:v))", "Invalid UpdateExpression: The expression has redundant parentheses;", v},
      {"SET a = list_append((b + :n), c)",
       R"(Invalid UpdateExpression: Syntax error; token: "+", near: "b + :n")",
       R"({":n":{"N":"1"}})"},
      {"SET a = :n + (b - :n)",
       R"(Invalid UpdateExpression: Syntax error; token: "-", near: "b - :n")",
       R"({":n":{"N":"1"}})"},
      {"SET a = (b) + (:n)", "ok", R"({":n":{"N":"1"}})"},
      {"SET status = :v",
       "Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: "
       "status",
       v},
      {"SET a = :v SET b = :v",
       "Invalid UpdateExpression: The \"SET\" section can only be used once in an update "
       "expression;",
       v},
      {"SET a = :v",
       "Invalid UpdateExpression: An expression attribute value used in expression is not "
       "defined; attribute value: :v"},
      {"SET #a = :zz",
       "Invalid UpdateExpression: An expression attribute name used in the document path is not "
       "defined; attribute name: #a"},
      {"SET a = size(b)",
       "Invalid UpdateExpression: The function is not allowed in an update expression; "
       "function: size"},
      {"SET a = :v, a.b = :v",
       "Invalid UpdateExpression: Two document paths overlap with each other; must remove or "
       "rewrite one of these paths; path one: [a], path two: [a, b]",
       v},
      {"SET a[1] = :v REMOVE a.b",
       "Invalid UpdateExpression: Two document paths conflict with each other; must remove or "
       "rewrite one of these paths; path one: [a, [1]], path two: [a, b]",
       v},
      {"ADD a :v",
       "Invalid UpdateExpression: Incorrect operand type for operator or function; operator: "
       "ADD, operand type: STRING",
       v},
      {"DELETE a :n",
       "Invalid UpdateExpression: Incorrect operand type for operator or function; operator: "
       "DELETE, operand type: NUMBER",
       R"({":n":{"N":"1"}})"},
      {"SET a = b + :v",
       "Invalid UpdateExpression: Incorrect operand type for operator or function; operator or "
       "function: +, operand type: S",
       v},
      {"SET a = list_append(:v, b)",
       "Invalid UpdateExpression: Incorrect operand type for operator or function; operator or "
       "function: list_append, operand type: S",
       v},
      {"SET a = if_not_exists(:v, b)",
       "Invalid UpdateExpression: Operator or function requires a document path; operator or "
       "function: if_not_exists",
       v},
      {"SET a = list_append(b)",
       "Invalid UpdateExpression: Incorrect number of operands for operator or function; "
       "operator or function: list_append, number of operands: 1"},
      {"SET a = :v",
       "Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}",
       R"({":v":{"S":"x"},":unused":{"S":"y"}})"},
  };
  CheckRows(kUpdCases8, [](const MessageCase& c) { return Upd(c.text, c.values, c.names); });
}
