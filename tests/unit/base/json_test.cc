#include "keyscape/base/json.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

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

// The shortest digits found by trying 1, 2, ... 17 significant digits (what FormatDoubleJs
// did before it started its search at 15): digits without trailing zeros and the exponent.
static std::string SearchFromOne(double v) {
  char buf[40];
  for (int prec = 1; prec <= 17; ++prec) {
    std::snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
    if (std::strtod(buf, nullptr) == v) break;
  }
  std::string s = buf, digits;
  const size_t e = s.find('e');
  for (size_t i = 0; i < e; ++i)
    if (s[i] != '.') digits.push_back(s[i]);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  return digits + "e" + std::to_string(std::atoi(s.c_str() + e + 1));
}

// FormatDoubleJs's digits and exponent, read back from its text.
static std::string DigitsOf(const std::string& text) {
  std::string digits;
  size_t i = 0;
  for (; i < text.size() && text[i] != 'e'; ++i)
    if (text[i] >= '0' && text[i] <= '9') digits.push_back(text[i]);
  const int exp = i < text.size() ? std::atoi(text.c_str() + i + 1) : 0;
  const size_t point = text.find('.');
  const size_t int_len = (point == std::string::npos ? std::min(i, text.size()) : point) -
                         (text[0] == '-' ? 1 : 0);
  size_t lead = digits.find_first_not_of('0');
  int exp10 = static_cast<int>(int_len) - 1 - static_cast<int>(lead) + exp;
  if (i < text.size()) exp10 = exp;  // d.ddde+x: the exponent as printed
  digits.erase(0, lead);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  return digits + "e" + std::to_string(exp10);
}

TEST_CASE("json: doubles take the shortest digits that round-trip", "[json]") {
  std::mt19937_64 rng(21);
  std::uniform_int_distribution<int> digits(1, 17), exp(-30, 30);
  for (int n = 0; n < 20000; ++n) {
    // Decimal values of 1 to 17 digits (the costs and units the engine prints), and raw bits.
    double v;
    if (n % 4 == 3) {
      uint64_t bits = rng();
      std::memcpy(&v, &bits, 8);
      if (!std::isfinite(v)) continue;
    } else {
      char buf[64];
      std::snprintf(buf, sizeof buf, "%.*e", digits(rng) - 1,
                    static_cast<double>(rng() >> 11) / 9007199254740992.0 * 9 + 1);
      v = std::strtod(buf, nullptr) * std::pow(10.0, exp(rng));
    }
    if (v == 0 || v == std::trunc(v)) continue;
    const std::string text = FormatDoubleJs(v);
    INFO(text);
    CHECK(std::strtod(text.c_str(), nullptr) == v);
    CHECK(DigitsOf(text) == SearchFromOne(std::fabs(v)));
  }
}

TEST_CASE("json: short decimals print as the digit search prints them", "[json]") {
  // FormatDoubleJs prints decimals of up to 8 fraction digits without the search; each must
  // be the search's digits, in JavaScript's fixed notation, and round-trip.
  std::mt19937_64 rng(25);
  std::uniform_int_distribution<int> fraction(1, 9), magnitude(0, 15);
  int fixed = 0;
  for (int n = 0; n < 20000; ++n) {
    const int d = fraction(rng);
    const int64_t k = static_cast<int64_t>(rng() % static_cast<uint64_t>(std::pow(10.0, magnitude(rng)) + 1));
    const double v = (n % 2 ? -1 : 1) * (static_cast<double>(k) / std::pow(10.0, d));
    if (v == 0 || v == std::trunc(v)) continue;
    const std::string text = FormatDoubleJs(v);
    INFO(text << " d=" << d << " k=" << k);
    CHECK(std::strtod(text.c_str(), nullptr) == v);
    CHECK(DigitsOf(text) == SearchFromOne(std::fabs(v)));
    if (std::fabs(v) >= 1e-6 && std::fabs(v) < 1e21) {
      CHECK(text.find('e') == std::string::npos);
      CHECK(text.back() != '0');  // no trailing fraction zeros
      ++fixed;
    }
  }
  CHECK(fixed > 10000);
  CHECK(FormatDoubleJs(0.000001) == "0.000001");
  CHECK(FormatDoubleJs(-0.05) == "-0.05");
  CHECK(FormatDoubleJs(1234567.125) == "1234567.125");
  CHECK(FormatDoubleJs(0.1 + 0.2) == "0.30000000000000004");
}

TEST_CASE("json: number_value reads short decimals as strtod does", "[json]") {
  // number_value reads decimals of at most 15 digits without strtod; each must be strtod's.
  std::mt19937_64 rng(26);
  std::uniform_int_distribution<int> length(1, 17), point(0, 17);
  for (int n = 0; n < 20000; ++n) {
    std::string text = n % 3 ? "" : "-";
    const int len = length(rng), at = point(rng);
    for (int i = 0; i < len; ++i) {
      if (i == at && i > 0) text.push_back('.');
      text.push_back(
          static_cast<char>('0' + (i == 0 && len > 1 && at != 1 ? 1 + rng() % 9 : rng() % 10)));
    }
    const keyscape::base::Json j = keyscape::base::Json::Number(text);
    INFO(text);
    const double want = std::strtod(text.c_str(), nullptr), got = j.number_value();
    CHECK(std::memcmp(&want, &got, sizeof want) == 0);  // -0 included
  }
  for (const char* t : {"0", "-0", "0.5", "1.25", "2.16", "123456789012345", "0.000000000000001",
                        "1234567890123456", "1e3", "1.5e-7", "-12.5E2"}) {
    INFO(t);
    const double want = std::strtod(t, nullptr),
                 got = keyscape::base::Json::Number(t).number_value();
    CHECK(std::memcmp(&want, &got, sizeof want) == 0);
  }
}

TEST_CASE("json: strings print as a byte-by-byte escaper prints them", "[json]") {
  // The printer copies runs of plain bytes in words and reserves room ahead; each length and
  // escape position must give the plain escaper's text.
  auto plain = [](const std::string& s) {
    std::string out = "\"";
    for (unsigned char c : s) {
      const char* e = c == '"' ? "\\\"" : c == '\\' ? "\\\\" : c == '\b' ? "\\b" : c == '\f' ? "\\f"
                      : c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t" : nullptr;
      if (e) {
        out += e;
      } else if (c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out.push_back(static_cast<char>(c));
      }
    }
    return out + "\"";
  };
  std::mt19937_64 rng(27);
  const std::string alphabet = std::string("ab\"\\\n\x01\x1f\xc3\xa9 ~", 12);
  for (int n = 0; n < 5000; ++n) {
    std::string s;
    const size_t len = rng() % 48;
    for (size_t i = 0; i < len; ++i)
      s.push_back(rng() % 4 ? 'a' + static_cast<char>(rng() % 26) : alphabet[rng() % alphabet.size()]);
    std::string out = "x";  // appends after what is there
    keyscape::base::AppendJsonString(s, &out);
    CHECK(out == "x" + plain(s));
    CHECK(keyscape::base::Json::String(s).Dump() == plain(s));
  }
}
