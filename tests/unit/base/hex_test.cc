// base/hex.h: the one lowercase hex encoder (digests, signatures, hash positions, stream
// iterators) and its reader.
#include "keyscape/base/hex.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>

#include "keyscape/base/md5.h"

namespace keyscape::base {
namespace {

TEST_CASE("hex: bytes as two lowercase digits each, in order", "[base][hex]") {
  const uint8_t bytes[] = {0x00, 0x0f, 0xa0, 0xff, 0x7e};
  CHECK(HexOfBytes(bytes, 5) == "000fa0ff7e");
  CHECK(HexOfBytes(bytes, 0).empty());
  CHECK(HexOfBytes(std::string("\x01\xAB", 2)) == "01ab");
  // RFC 1321's test vector for "abc".
  const auto digest = Md5("abc");
  CHECK(HexOfBytes(digest.data(), digest.size()) == "900150983cd24fb0d6963f7d28e17f72");
}

TEST_CASE("hex: fixed-width integers, zero-padded, most significant first", "[base][hex]") {
  std::string s;
  AppendHex(0x1234abcdULL, 16, &s);
  CHECK(s == "000000001234abcd");
  AppendHex(0x1f, 2, &s);
  CHECK(s == "000000001234abcd1f");
  std::string low;
  AppendHex(0xabcdef, 4, &low);  // only the low digits
  CHECK(low == "cdef");
  std::string all;
  AppendHex(UINT64_MAX, 16, &all);
  CHECK(all == "ffffffffffffffff");
}

TEST_CASE("hex: ParseHex reads lowercase digits and refuses anything else", "[base][hex]") {
  uint64_t v = 7;
  CHECK(ParseHex("ffffffffffffffff", &v));
  CHECK(v == UINT64_MAX);
  CHECK(ParseHex("00ab", &v));
  CHECK(v == 0xab);
  v = 7;
  CHECK_FALSE(ParseHex("00AB", &v));
  CHECK_FALSE(ParseHex("0x1", &v));
  CHECK_FALSE(ParseHex("1ffffffffffffffff", &v));  // 17 digits
  CHECK(v == 7);
  std::string s;
  AppendHex(0x0123456789abcdefULL, 16, &s);
  CHECK(ParseHex(s, &v));
  CHECK(v == 0x0123456789abcdefULL);
}

}  // namespace
}  // namespace keyscape::base
