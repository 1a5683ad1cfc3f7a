// Json::Parse: the exact error messages and offsets, what it keeps (number text, member
// order, duplicate names) and what it decodes (escapes, surrogates, UTF-8), pinned so that
// a faster parser cannot change them.
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/base/json.h"

using keyscape::base::ErrorCode;
using keyscape::base::Json;

namespace {

// The message of a failed parse ("" when it succeeds).
std::string ErrorOf(const std::string& text) {
  auto j = Json::Parse(text);
  if (j.ok()) return "";
  CHECK(j.status().code() == ErrorCode::kSerialization);
  return j.status().message();
}

}  // namespace

TEST_CASE("json parse: error messages name the offset", "[json]") {
  struct Case {
    std::string text;
    const char* message;
  };
  const Case cases[] = {
      {"", "Unexpected end of JSON input at offset 0"},
      {"   ", "Unexpected end of JSON input at offset 3"},
      {"{", "Expected string key at offset 1"},
      {"[", "Unexpected end of JSON input at offset 1"},
      {"[1", "Unexpected end of JSON input at offset 2"},
      {"{\"a\":1", "Unexpected end of JSON input at offset 6"},
      {"{\"a\"", "Expected ':' at offset 4"},
      {"{\"a\":", "Unexpected end of JSON input at offset 5"},
      {"{\"a\":}", "Unexpected token at offset 5"},
      {"{\"a\" 1}", "Expected ':' at offset 5"},
      {"{\"a\":1 \"b\":2}", "Expected ',' or '}' at offset 7"},
      {"{\"a\":1,}", "Expected string key at offset 7"},
      {"{'a':1}", "Expected string key at offset 1"},
      {"{1:1}", "Expected string key at offset 1"},
      {"[1,]", "Unexpected token at offset 3"},
      {"[1 2]", "Expected ',' or ']' at offset 3"},
      {"[1,2}", "Expected ',' or ']' at offset 4"},
      {"]", "Unexpected token at offset 0"},
      {"tru", "Unexpected token at offset 0"},
      {"[nul]", "Unexpected token at offset 1"},
      {"fals", "Unexpected token at offset 0"},
      {"x", "Unexpected token at offset 0"},
      {"+1", "Unexpected token at offset 0"},
      {"truex", "Unexpected character after JSON value at offset 4"},
      {"{} x", "Unexpected character after JSON value at offset 3"},
      {"01", "Unexpected character after JSON value at offset 1"},
      {"-", "Invalid number at offset 1"},
      {"-a", "Invalid number at offset 1"},
      {"1.", "Invalid number at offset 2"},
      {"1.e5", "Invalid number at offset 2"},
      {"1e", "Invalid number at offset 2"},
      {"1e+", "Invalid number at offset 3"},
      {"[1.5e-]", "Invalid number at offset 6"},
      {"\"abc", "Unterminated string at offset 4"},
      {"\"\\", "Unterminated string at offset 2"},
      {"\"a\nb\"", "Control character in string at offset 2"},
      {std::string("\"a\0b\"", 5), "Control character in string at offset 2"},
      {"{\"a\tb\":1}", "Control character in string at offset 3"},
      {"\"\\x\"", "Invalid escape in string at offset 3"},
      {"\"\\U0041\"", "Invalid escape in string at offset 3"},
      {"\"\\u12\"", "Invalid \\u escape at offset 3"},
      {"\"\\u12", "Invalid \\u escape at offset 3"},
      {"\"\\uZZZZ\"", "Invalid \\u escape at offset 3"},
      {"\"\\ud83d\"", "Lone surrogate in string at offset 7"},
      {"\"\\ud83dx\"", "Lone surrogate in string at offset 7"},
      {"\"\\ud83d\\u0041\"", "Lone surrogate in string at offset 13"},
      {"\"\\ud83d\\ud83d\"", "Lone surrogate in string at offset 13"},
      {"\"\\ud83d\\u00\"", "Lone surrogate in string at offset 9"},
      {"\"\\ud83d\\n\"", "Lone surrogate in string at offset 7"},
      {"\"\\ude03\"", "Lone surrogate in string at offset 7"},
      {"\"\xff\"", "Invalid UTF-8 in string at offset 1"},
      {"\"ab\x80\"", "Invalid UTF-8 in string at offset 3"},
      {"\"\xc0\x80\"", "Invalid UTF-8 in string at offset 1"},          // overlong
      {"\"\xc1\xbf\"", "Invalid UTF-8 in string at offset 1"},          // overlong
      {"\"\xe0\x80\x80\"", "Invalid UTF-8 in string at offset 1"},      // overlong
      {"\"\xf0\x80\x80\x80\"", "Invalid UTF-8 in string at offset 1"},  // overlong
      {"\"\xed\xa0\x80\"", "Invalid UTF-8 in string at offset 1"},      // a surrogate
      {"\"\xf4\x90\x80\x80\"", "Invalid UTF-8 in string at offset 1"},  // past U+10FFFF
      {"\"\xf5\x80\x80\x80\"", "Invalid UTF-8 in string at offset 1"},
      {"\"x\xc3(\"", "Invalid UTF-8 in string at offset 2"},  // bad continuation
      {"\"\xc3", "Invalid UTF-8 in string at offset 1"},      // truncated at the end
      {"\"\xe2\x82", "Invalid UTF-8 in string at offset 1"},
      {"\"\xe2\x82\xac", "Unterminated string at offset 4"},
      {"{\"\xff\":1}", "Invalid UTF-8 in string at offset 2"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    CHECK(ErrorOf(c.text) == c.message);
  }
}

TEST_CASE("json parse: 257 levels parse, 258 are too deep at the offset of the 258th", "[json]") {
  const int levels = Json::kMaxDepth + 1;
  std::string ok = std::string(levels, '[') + std::string(levels, ']');
  CHECK(ErrorOf(ok) == "");
  // 256 objects around a number: 257 levels of values.
  std::string objects;
  for (int i = 0; i < levels - 1; ++i) objects += "{\"a\":";
  objects += "1" + std::string(levels - 1, '}');
  CHECK(ErrorOf(objects) == "");
  CHECK(ErrorOf(std::string(levels + 1, '[') + std::string(levels + 1, ']')) ==
        "JSON nested too deeply at offset 257");
  CHECK(ErrorOf("{\"a\":" + objects + "}") ==
        "JSON nested too deeply at offset " + std::to_string(5 * levels));
  // The first error wins: a deep document cut short still reports the depth.
  CHECK(ErrorOf(std::string(levels + 1, '[')) == "JSON nested too deeply at offset 257");
}

TEST_CASE("json parse: escapes, surrogate pairs and UTF-8 decode to the same bytes", "[json]") {
  auto j = Json::Parse(R"(["\"\\\/\b\f\n\r\t", "\u0041\u00E9\u20ac\uD83D\uDE03", "\u0000"])");
  REQUIRE(j.ok());
  REQUIRE(j->array().size() == 3);
  CHECK(j->array()[0].string_value() == "\"\\/\b\f\n\r\t");
  CHECK(j->array()[1].string_value() == "A\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x83");
  CHECK(j->array()[2].string_value() == std::string("\0", 1));
  const std::string raw =
      "\"\x7f\xc2\x80\xdf\xbf\xe0\xa0\x80\xef\xbf\xbf\xf0\x90\x80\x80\xf4\x8f\xbf\xbf\"";
  auto r = Json::Parse(raw);
  REQUIRE(r.ok());
  CHECK(r->string_value() == raw.substr(1, raw.size() - 2));
  auto key = Json::Parse("{\"k\\u00e9y\\n\":\"v\"}");
  REQUIRE(key.ok());
  CHECK(key->members()[0].first == "k\xc3\xa9y\n");
  // A long string with escapes spread through it (runs of plain bytes between them).
  std::string text = "\"";
  std::string want;
  for (int i = 0; i < 200; ++i) {
    text += "abcdefghij\\t\xc3\xa9";
    want += "abcdefghij\t\xc3\xa9";
  }
  auto l = Json::Parse(text + "\"");
  REQUIRE(l.ok());
  CHECK(l->string_value() == want);
}

TEST_CASE("json parse: numbers keep their text, objects their order and duplicates", "[json]") {
  auto j = Json::Parse(
      " \t\r\n{ \"n\" : [ -0 , 0.50 , 1E5 , -1.25e-007 , 123456789012345678901234567890 ,"
      " 1e+2 ] , \"b\" : true , \"a\" : false , \"a\" : null , \"e\" : { } , \"l\" : [ ] }\n ");
  REQUIRE(j.ok());
  const auto& n = j->Find("n")->array();
  REQUIRE(n.size() == 6);
  const char* texts[] = {"-0",  "0.50", "1E5", "-1.25e-007", "123456789012345678901234567890",
                         "1e+2"};
  for (size_t i = 0; i < 6; ++i) {
    CHECK(n[i].is_number());
    CHECK(n[i].number_text() == texts[i]);
  }
  REQUIRE(j->members().size() == 6);
  CHECK(j->members()[2].first == "a");
  CHECK(j->members()[3].first == "a");
  CHECK(j->Find("a")->is_bool());  // the first of the duplicates
  CHECK(j->members()[3].second.is_null());
  CHECK(j->Find("e")->is_object());
  CHECK(j->Find("e")->members().empty());
  CHECK(j->Find("l")->is_array());
  CHECK(j->Find("l")->array().empty());
  CHECK(j->Dump() ==
        R"({"n":[-0,0.50,1E5,-1.25e-007,123456789012345678901234567890,1e+2],"b":true,)"
        R"("a":false,"a":null,"e":{},"l":[]})");
}

TEST_CASE("json parse: wide and repeated documents parse alike", "[json]") {
  // Many members and elements at one level, and nested containers side by side.
  std::string text = "{";
  for (int i = 0; i < 300; ++i) {
    if (i) text += ",";
    text += "\"m" + std::to_string(i) + "\":[" + std::to_string(i) + ",{\"x\":[[],[" +
            std::to_string(i) + "]]},\"s" + std::to_string(i) + "\"]";
  }
  text += "}";
  auto j = Json::Parse(text);
  REQUIRE(j.ok());
  REQUIRE(j->members().size() == 300);
  CHECK(j->members()[299].first == "m299");
  const auto& last = j->members()[299].second.array();
  REQUIRE(last.size() == 3);
  CHECK(last[0].number_text() == "299");
  CHECK(last[1].Find("x")->array()[1].array()[0].number_text() == "299");
  CHECK(last[2].string_value() == "s299");
  CHECK(j->Dump() == text);
}
