#include "keyscape/base/json.h"

#include <catch2/catch.hpp>

using namespace keyscape::base;

TEST_CASE("json: round-trips objects keeping member order and number text", "[json]") {
  auto j = Json::Parse(R"({"b":1.50,"a":[true,false,null,"x"],"c":{"d":-0e3}})");
  REQUIRE(j.ok());
  CHECK(j->Dump() == R"({"b":1.50,"a":[true,false,null,"x"],"c":{"d":-0e3}})");
  CHECK(j->Find("b")->number_text() == "1.50");
  CHECK(j->Find("zz") == nullptr);
}

TEST_CASE("json: escapes like JSON.stringify", "[json]") {
  std::string out;
  keyscape::base::AppendJsonString(std::string("a\"\\\n\t\x01\x1f/\xc3\xa9", 10), &out);
  CHECK(out == "\"a\\\"\\\\\\n\\t\\u0001\\u001f/\xc3\xa9\"");
}

TEST_CASE("json: decodes unicode escapes and surrogate pairs to UTF-8", "[json]") {
  auto j = Json::Parse(R"("\u00e9\ud83d\ude03\u0000")");
  REQUIRE(j.ok());
  CHECK(j->string_value() == std::string("\xc3\xa9\xf0\x9f\x98\x83\0", 7));
}

TEST_CASE("json: rejects malformed input with a SerializationException", "[json]") {
  const char* bad[] = {"",     "{",        "{\"a\":}",    "[1,]",    "{\"a\":1,}",
                       "01",   "1.",       "\"\\ud83d\"", "\"\\x\"", "tru",
                       "{} x", "\"\xff\"", "\"a\nb\"",    "[1 2]",   "{'a':1}"};
  for (const char* b : bad) {
    auto j = Json::Parse(b);
    INFO(b);
    REQUIRE_FALSE(j.ok());
    CHECK(j.status().code() == keyscape::base::ErrorCode::kSerialization);
  }
}

TEST_CASE("json: nesting depth is bounded instead of overflowing the stack", "[json]") {
  std::string deep(100000, '[');
  auto j = Json::Parse(deep);
  REQUIRE_FALSE(j.ok());
  CHECK(j.status().message().find("nested too deeply") != std::string::npos);
}

TEST_CASE("json: doubles print as JavaScript prints them", "[json]") {
  CHECK(keyscape::base::FormatDoubleJs(0.5) == "0.5");
  CHECK(keyscape::base::FormatDoubleJs(1) == "1");
  CHECK(keyscape::base::FormatDoubleJs(1536.5) == "1536.5");
  CHECK(keyscape::base::FormatDoubleJs(0.1 + 0.2) == "0.30000000000000004");
  CHECK(keyscape::base::FormatDoubleJs(1e21) == "1e+21");
  CHECK(keyscape::base::FormatDoubleJs(1.5e-7) == "1.5e-7");
  CHECK(keyscape::base::FormatDoubleJs(0.000001) == "0.000001");
}
