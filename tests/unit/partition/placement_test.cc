// Placement: MD5 (RFC 1321), hash positions and equal-range partitions, pinned by golden
// vectors computed with Python's hashlib (tests/vectors/partition_placement.json; the same
// file is read by the wasm build of these tests and by the JS tests).
#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/base/md5.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/partition/placement.h"
#include "keyscape/partition/random.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/base64.h"
#include "keyscape/value/number.h"
#include "test_support.h"

#ifdef KEYSCAPE_HAVE_OPENSSL
#include <openssl/evp.h>
#endif

using namespace keyscape::base;
using namespace keyscape::value;
using namespace keyscape::keycodec;
using namespace keyscape::partition;

using namespace keyscape;
using namespace keyscape::partition;

namespace {

std::string Hex(const uint8_t* p, size_t n) {
  static const char kHex[] = "0123456789abcdef";
  std::string s;
  for (size_t i = 0; i < n; ++i) {
    s.push_back(kHex[p[i] >> 4]);
    s.push_back(kHex[p[i] & 15]);
  }
  return s;
}

std::string Md5Hex(std::string_view data) {
  auto d = Md5(data);
  return Hex(d.data(), d.size());
}

uint64_t ParseHex64(const std::string& s) {
  uint64_t v = 0;
  for (char c : s) v = (v << 4) | static_cast<uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
  return v;
}

Json LoadVectors() {
  return keyscape::testing::ReadJsonFile("tests/vectors/partition_placement.json");
}

AttributeValue VectorKey(const Json& k) {
  const std::string& type = k.Find("type")->string_value();
  const std::string& value = k.Find("value")->string_value();
  if (type == "S") return AttributeValue::S(value);
  if (type == "N") {
    auto n = Number::Parse(value);
    REQUIRE(n.ok());
    return AttributeValue::N(n->ToString());
  }
  std::string raw;
  REQUIRE(Base64Decode(value, &raw));
  return AttributeValue::B(raw);
}

}  // namespace

TEST_CASE("partition: MD5 of the placement vectors' inputs equals hashlib's", "[partition]") {
  // RFC 1321's own suite is checked in keycodec_test.cc ("md5: RFC 1321 test vectors").
  Json doc = LoadVectors();
  REQUIRE(doc.Find("md5")->size() > 0);
  for (const Json& v : doc.Find("md5")->array())
    CHECK(Md5Hex(v.Find("input")->string_value()) == v.Find("md5")->string_value());
}

TEST_CASE("partition: MD5 agrees with an independent implementation at every length",
          "[partition]") {
  // Lengths around the 55/56/64-byte padding edges, several blocks, all byte values.
  std::string data;
  uint64_t st = 7;
  for (int len = 0; len <= 300; ++len) {
    data.resize(static_cast<size_t>(len));
    for (auto& c : data) c = static_cast<char>(SplitMix64(&st));
#ifdef KEYSCAPE_HAVE_OPENSSL
    unsigned char out[EVP_MAX_MD_SIZE];
    unsigned int out_len = 0;
    REQUIRE(EVP_Digest(data.data(), data.size(), out, &out_len, EVP_md5(), nullptr) == 1);
    INFO("length " << len);
    CHECK(Md5Hex(data) == Hex(out, out_len));
#else
    CHECK(Md5Hex(data).size() == 32);
#endif
  }
}

TEST_CASE("partition: equal range starts are floor(i * 2^64 / P)", "[partition]") {
  Json doc = LoadVectors();
  for (const auto& [p_text, starts] : doc.Find("rangeStarts")->members()) {
    uint32_t P = static_cast<uint32_t>(std::stoul(p_text));
    REQUIRE(starts.array().size() == P);
    PartitionLayout layout = PartitionLayout::Equal(P);
    REQUIRE(layout.size() == P);
    for (uint32_t i = 0; i < P; ++i) {
      CHECK(PositionHex(EqualRangeStart(i, P)) == starts.array()[i].string_value());
      CHECK(layout.start(i).position == EqualRangeStart(i, P));
      uint64_t end = i + 1 < P ? EqualRangeStart(i + 1, P) - 1 : UINT64_MAX;
      CHECK(layout.RangeEnd(i) == end);
    }
  }
  // Exactness where 64-bit shortcuts go wrong: P = 3, 2^32 - 1, and the largest layout.
  CHECK(EqualRangeStart(1, 3) == 0x5555555555555555ULL);
  CHECK(EqualRangeStart(2, 3) == 0xaaaaaaaaaaaaaaaaULL);
  CHECK(EqualRangeStart(kMaxPartitionCount - 1, kMaxPartitionCount) == 0xffff000000000000ULL);
  CHECK(EqualRangeStart(0, 4294967295u) == 0);
  CHECK(EqualRangeStart(4294967294u, 4294967295u) == 0xfffffffefffffffeULL);
}

TEST_CASE("partition: golden key placements (S, N, B) for P = 1, 4, 7, 10", "[partition]") {
  Json doc = LoadVectors();
  const auto& keys = doc.Find("keys")->array();
  REQUIRE(keys.size() >= 40);
  int checked = 0;
  for (const Json& k : keys) {
    AttributeValue v = VectorKey(k);
    INFO(k.Find("type")->string_value() << " " << k.Find("value")->string_value());
    if (const Json* canonical = k.Find("canonical")) CHECK(v.scalar == canonical->string_value());
    std::string bytes = CanonicalKeyBytes(v);
    CHECK(Hex(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()) ==
          k.Find("canonicalHex")->string_value());
    CHECK(Md5Hex(bytes) == k.Find("md5")->string_value());
    uint64_t pos = HashPosition(v);
    CHECK(PositionHex(pos) == k.Find("position")->string_value());
    for (const auto& [p_text, idx] : k.Find("partitions")->members()) {
      uint32_t P = static_cast<uint32_t>(std::stoul(p_text));
      int64_t expected = -1;
      REQUIRE(idx.GetInt64(&expected));
      CHECK(PartitionLayout::Equal(P).Locate(pos) == expected);
      ++checked;
    }
  }
  CHECK(checked == static_cast<int>(keys.size()) * 4);
}

TEST_CASE("partition: golden boundary positions", "[partition]") {
  Json doc = LoadVectors();
  for (const Json& e : doc.Find("positions")->array()) {
    uint64_t pos = ParseHex64(e.Find("position")->string_value());
    for (const auto& [p_text, idx] : e.Find("partitions")->members()) {
      uint32_t P = static_cast<uint32_t>(std::stoul(p_text));
      int64_t expected = -1;
      REQUIRE(idx.GetInt64(&expected));
      INFO(e.Find("position")->string_value() << " P=" << P);
      CHECK(PartitionLayout::Equal(P).Locate(pos) == expected);
    }
  }
}

TEST_CASE("partition: layouts with sort-key boundaries", "[partition]") {
  PartitionLayout l = PartitionLayout::Equal(2);  // starts 0, 8000...
  // Split partition 0 inside the item collection at position 0x1000: the new partition
  // starts at (0x1000, "key-suffix").
  Boundary b;
  b.position = 0x1000;
  b.suffix = std::string("k\x00\x01s", 4);
  l.SplitAt(0, b);
  REQUIRE(l.size() == 3);
  CHECK(l.RangeEnd(0) == 0x1000);  // partition 0 holds the collection's first part
  CHECK(l.start(1).position == 0x1000);
  CHECK(l.RangeEnd(1) == 0x7fffffffffffffffULL);
  CHECK(l.Locate(0x0fff) == 0);
  CHECK(l.Locate(0x1000) == 0);  // a key's start sorts before its sort keys
  CHECK(l.Locate(0x1001) == 1);
  CHECK(l.Locate(0x8000000000000000ULL) == 2);
  std::string before = b.OrderKey();
  before.back() = 'r';
  CHECK(l.LocateOrderKey(before) == 0);
  CHECK(l.LocateOrderKey(b.OrderKey()) == 1);
  CHECK(l.LocateOrderKey(b.OrderKey() + "zz") == 1);
  CHECK(l.LocateOrderKey(Boundary{0xffffffffffffffffULL, ""}.OrderKey()) == 2);
  CHECK(CompareBoundary(b, 0x1000, "k") > 0);
  CHECK(CompareBoundary(b, 0x1000, std::string("k\x00\x01s", 4)) == 0);
}
