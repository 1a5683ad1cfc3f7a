// Property: for random key values of one type, memcmp order of the encodings equals
// DynamoDB's order (S by UTF-8 bytes, N numerically, B by unsigned bytes), and decoding
// gives the value back.
#include "keyscape/keycodec/keycodec.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "keyscape/base/md5.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/value/number.h"

using namespace keyscape::base;
using namespace keyscape::value;
using namespace keyscape::keycodec;

using namespace keyscape;

namespace {

std::string RandomNumberText(std::mt19937_64& rng) {
  static const char* kEdges[] = {"0",
                                 "-0",
                                 "1e-130",
                                 "-1e-130",
                                 "9.9999999999999999999999999999999999999e125",
                                 "-9.9999999999999999999999999999999999999e125",
                                 "1",
                                 "-1",
                                 "10",
                                 "100",
                                 "99999999999999999999999999999999999999",
                                 "0.1",
                                 "-0.1",
                                 "1.5",
                                 "15"};
  if (rng() % 4 == 0) return kEdges[rng() % std::size(kEdges)];
  int digits = 1 + static_cast<int>(rng() % 38);
  std::string d;
  for (int i = 0; i < digits; ++i) d.push_back(static_cast<char>('0' + rng() % 10));
  int exp = static_cast<int>(rng() % 200) - 100;
  if (rng() % 3 == 0) exp = static_cast<int>(rng() % 20) - 10;
  return std::string(rng() % 2 ? "-" : "") + d + "e" + std::to_string(exp);
}

std::string RandomBytes(std::mt19937_64& rng, bool utf8) {
  // Index 6 stands for a NUL byte (appended below; a C string cannot hold it).
  static const char* kPieces[] = {"\xef\xbf\xbf",
                                  "\xf0\x90\x80\x80",
                                  "a",
                                  "A",
                                  "z",
                                  "\xc2\xbf",
                                  "",
                                  "#",
                                  "ORDER#",
                                  "1",
                                  "10",
                                  "2"};
  std::string s;
  int n = static_cast<int>(rng() % 6);
  for (int i = 0; i < n; ++i) {
    if (utf8) {
      size_t k = rng() % std::size(kPieces);
      if (k == 6)
        s.push_back('\0');
      else
        s += kPieces[k];
    } else {
      uint8_t b = static_cast<uint8_t>(rng() % 4 == 0 ? (rng() % 2 ? 0x00 : 0xFF) : rng());
      s.push_back(static_cast<char>(b));
    }
  }
  return s;
}

std::string Enc(const AttributeValue& v) {
  std::string s;
  EncodeKeyValue(v, &s);
  return s;
}

int Sign(int x) { return x < 0 ? -1 : (x > 0 ? 1 : 0); }

}  // namespace

TEST_CASE("keycodec: N encoding order equals numeric order", "[keycodec]") {
  std::mt19937_64 rng(20261130);
  std::vector<AttributeValue> vals;
  for (int i = 0; i < 3000; ++i) {
    auto n = Number::Parse(RandomNumberText(rng));
    if (!n.ok()) continue;
    vals.push_back(AttributeValue::N(n->ToString()));
  }
  REQUIRE(vals.size() > 2000);
  for (size_t i = 0; i + 1 < vals.size(); ++i) {
    const auto& a = vals[i];
    const auto& b = vals[i + 1];
    INFO(a.scalar << " vs " << b.scalar);
    CHECK(Sign(Enc(a).compare(Enc(b))) == CompareScalar(a, b));
    std::string e = Enc(a);
    std::string_view in = e;
    AttributeValue back;
    REQUIRE(DecodeKeyValue(AttrType::kN, &in, &back));
    CHECK(back.scalar == a.scalar);
    CHECK(in.empty());
  }
}

TEST_CASE("keycodec: S and B encoding order equals unsigned byte order", "[keycodec]") {
  std::mt19937_64 rng(7);
  for (bool utf8 : {true, false}) {
    for (int i = 0; i < 3000; ++i) {
      AttributeValue a = utf8 ? AttributeValue::S(RandomBytes(rng, true))
                              : AttributeValue::B(RandomBytes(rng, false));
      AttributeValue b = utf8 ? AttributeValue::S(RandomBytes(rng, true))
                              : AttributeValue::B(RandomBytes(rng, false));
      CHECK(Sign(Enc(a).compare(Enc(b))) == CompareScalar(a, b));
      // Concatenation keeps order: enc(a)+x vs enc(b)+y ordered by a vs b when a != b.
      if (CompareScalar(a, b) != 0)
        CHECK(Sign((Enc(a) + "\xff\xff").compare(Enc(b) + std::string("\0", 1))) ==
              CompareScalar(a, b));
      std::string e = Enc(a);
      std::string_view in = e;
      AttributeValue back;
      REQUIRE(DecodeKeyValue(a.type, &in, &back));
      CHECK(back.scalar == a.scalar);
    }
  }
}

// Multi-attribute GSI keys: the storage key concatenates the encodings of a tuple, so its
// memcmp order must be the tuple order, each element compared by its own type, left to right.
TEST_CASE("keycodec: concatenated encodings order (S, N, B) tuples left to right", "[keycodec]") {
  std::mt19937_64 rng(11);
  auto random_tuple = [&] {
    // Small alphabets so that equal leading elements (and prefixes) are common.
    std::uniform_int_distribution<int> len(0, 2), byte(0, 2), num(-2, 2);
    std::string s, b;
    for (int n = len(rng); n > 0; --n) s.push_back("a\0b"[byte(rng)]);
    for (int n = len(rng); n > 0; --n) b.push_back("\x00\x01\xff"[byte(rng)]);
    return std::vector<AttributeValue>{
        AttributeValue::S(s), AttributeValue::N(std::to_string(num(rng))), AttributeValue::B(b)};
  };
  auto enc = [](const std::vector<AttributeValue>& t) {
    std::string out;
    for (const auto& v : t) EncodeKeyValue(v, &out);
    return out;
  };
  for (int i = 0; i < 3000; ++i) {
    auto a = random_tuple(), b = random_tuple();
    int want = 0;
    for (size_t k = 0; k < a.size() && want == 0; ++k) want = CompareScalar(a[k], b[k]);
    CHECK(Sign(enc(a).compare(enc(b))) == want);
  }
}

TEST_CASE("hash position: a tuple hashes its concatenated canonical bytes", "[keycodec]") {
  auto s = AttributeValue::S("acme");
  auto n = AttributeValue::N("7");
  CHECK(HashPosition(std::vector<AttributeValue>{s}) == HashPosition(s));
  CHECK(HashPosition(std::vector<AttributeValue>{s, n}) ==
        HashPosition(AttributeValue::S("acme7")));
  CHECK(HashPosition(std::vector<AttributeValue>{s, n}) != HashPosition(s));
}

TEST_CASE("keycodec: U+FFFF sorts before U+10000 (UTF-8, not UTF-16)", "[keycodec]") {
  auto ffff = AttributeValue::S("\xef\xbf\xbf");
  auto u10000 = AttributeValue::S("\xf0\x90\x80\x80");
  CHECK(Enc(ffff) < Enc(u10000));
  CHECK(Enc(AttributeValue::S("ORDER#10")) < Enc(AttributeValue::S("ORDER#2")));
  CHECK(Enc(AttributeValue::B(std::string("\x01", 1))) <
        Enc(AttributeValue::B(std::string("\x01\x02", 2))));
  CHECK(Enc(AttributeValue::B(std::string("\x7f", 1))) <
        Enc(AttributeValue::B(std::string("\x80", 1))));
}

TEST_CASE("keycodec: prefix encoding selects exactly the values with that prefix", "[keycodec]") {
  std::mt19937_64 rng(99);
  for (int i = 0; i < 2000; ++i) {
    AttributeValue p = AttributeValue::B(RandomBytes(rng, false));
    AttributeValue v = AttributeValue::B(RandomBytes(rng, false));
    if (i % 3 == 0) v.scalar = p.scalar + v.scalar;
    std::string pe;
    EncodeKeyPrefix(p, &pe);
    bool has = v.scalar.compare(0, p.scalar.size(), p.scalar) == 0;
    CHECK((Enc(v).compare(0, pe.size(), pe) == 0) == has);
  }
}

TEST_CASE("md5: RFC 1321 test vectors", "[md5]") {
  auto hex = [](std::string_view s) {
    auto d = Md5(s);
    std::string out;
    for (uint8_t b : d) out += PositionHex(b).substr(14);
    return out;
  };
  CHECK(hex("") == "d41d8cd98f00b204e9800998ecf8427e");
  CHECK(hex("a") == "0cc175b9c0f1b6a831c399e269772661");
  CHECK(hex("abc") == "900150983cd24fb0d6963f7d28e17f72");
  CHECK(hex("message digest") == "f96b697d7cb7938d525a2f31aaf161d0");
  CHECK(hex("abcdefghijklmnopqrstuvwxyz") == "c3fcd3d76192e4007dfb496cca67e13b");
  CHECK(hex("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") ==
        "d174ab98d277d9f5a5611c2c9f419d9f");
  CHECK(hex("12345678901234567890123456789012345678901234567890123456789012345678901234567890") ==
        "57edf4a22be3c955ac49da2e2107b67a");
}
