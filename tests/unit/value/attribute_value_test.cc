#include "keyscape/value/attribute_value.h"

#include <catch2/catch.hpp>

#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape::value;

using namespace keyscape;
using keyscape::testing::MustParse;

static std::string ParseError(const std::string& json,
                              ValidationLayer layer = ValidationLayer::kCurrent) {
  auto v = ParseAttributeValue(MustParse(json), kMaxDocumentNesting, layer);
  return v.ok() ? "ok" : v.status().message();
}

TEST_CASE("attribute value: DynamoDB's messages for malformed values", "[value]") {
  CHECK(ParseError("{}") ==
        "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
  CHECK(ParseError(R"({"S":"a","N":"1"})") ==
        "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the "
        "supported datatypes");
  CHECK(ParseError(R"({"SS":[]})") ==
        "One or more parameter values were invalid: An string set  may not be empty");
  CHECK(ParseError(R"({"SS":["a","a"]})") ==
        "One or more parameter values were invalid: Input collection [\"a\", \"a\"] contains "
        "duplicates.");
  CHECK(ParseError(R"({"NS":["1","1.0"]})") ==
        "One or more parameter values were invalid: Input collection contains duplicates.");
  CHECK(ParseError(R"({"NULL":false})") ==
        "One or more parameter values were invalid: Null attribute value types must have the value "
        "of true");
  auto n = ParseAttributeValue(MustParse(R"({"N":123})"));
  REQUIRE_FALSE(n.ok());
  CHECK(n.status().code() == ErrorCode::kSerialization);
}

TEST_CASE("attribute value: item size by DynamoDB's rules", "[value]") {
  auto size = [](const std::string& json) { return ItemSize(*ParseAttrMap(MustParse(json))); };
  CHECK(size(R"({"shirt-color":{"S":"R"},"shirt-size":{"S":"M"}})") == 23);  // AWS docs example
  CHECK(size(R"({"a":{"N":"1"}})") == 3);
  CHECK(size(R"({"a":{"N":"123"}})") == 4);
  CHECK(size(R"({"a":{"B":"AQID"}})") == 4);
  CHECK(size(R"({"a":{"BOOL":true}})") == 2);
  CHECK(size(R"({"a":{"L":[]}})") == 4);
  CHECK(size(R"({"a":{"L":[{"S":"x"}]}})") == 6);
  CHECK(size(R"({"a":{"M":{"b":{"S":"x"}}}})") == 7);
  CHECK(size(R"({"a":{"SS":["ab","c"]}})") == 4);
  CHECK(size(R"({"a":{"S":"€"}})") == 4);  // UTF-8 bytes, not UTF-16 units
}

TEST_CASE("attribute value: storage encoding round-trips every type", "[value]") {
  auto item = *ParseAttrMap(MustParse(
      R"({"s":{"S":"x\u0000y"},"n":{"N":"-1.5e3"},"b":{"B":"AP8="},"t":{"BOOL":true},"z":{"NULL":true},
          "l":{"L":[{"S":"a"},{"L":[]}]},"m":{"M":{"k":{"NS":["1","2"]}}},"ss":{"SS":["a","b"]},"bs":{"BS":["AA=="]}})"));
  std::string blob;
  EncodeItem(item, &blob);
  auto back = DecodeItem(blob);
  REQUIRE(back.ok());
  CHECK(AttrMapToJson(*back).Dump() == AttrMapToJson(item).Dump());
  CHECK(AttrMapToJson(item).Find("n")->Dump() == R"({"N":"-1500"})");
  CHECK_FALSE(DecodeItem(blob.substr(0, blob.size() - 1)).ok());
}

TEST_CASE("attribute value: bad numbers and duplicate members in each value layer", "[value]") {
  const std::string invalid = "One or more parameter values were invalid: Input collection ";
  const ValidationLayer older = ValidationLayer::kOlder;
  // The current layer: members quoted, in byte order up to the first repeat, then the
  // repeat, then the rest as sent; a binary set without spaces.
  CHECK(ParseError(R"({"SS":["c","a","c","b"]})") ==
        invalid + "[\"a\", \"c\", \"c\", \"b\"] contains duplicates.");
  CHECK(ParseError(R"({"BS":["/w==","AA==","AA=="]})") ==
        invalid + "[\"AA==\",\"/w==\",\"AA==\"]of type BS contains duplicates.");
  // The older layer: as sent, unquoted; a number set's message has no prefix.
  CHECK(ParseError(R"({"SS":["b","a","b"]})", older) == invalid + "[b, a, b] contains duplicates.");
  CHECK(ParseError(R"({"BS":["/w==","AA==","AA=="]})", older) ==
        invalid + "[/w==, AA==, AA==]of type BS contains duplicates.");
  CHECK(ParseError(R"({"NS":["2","1","2"]})", older) == "Input collection contains duplicates");
  // An empty number: a colon and a space in the current layer only.
  const std::string not_numeric = "The parameter cannot be converted to a numeric value";
  CHECK(ParseError(R"({"N":""})") == not_numeric + ": ");
  CHECK(ParseError(R"({"N":""})", older) == not_numeric);
  CHECK(ParseError(R"({"NS":["1",""]})") == not_numeric + ": ");
  // 1e2147483647: digits minus scale wraps 32 bits in the older layer (an underflow).
  const std::string overflow =
      "Number overflow. Attempting to store a number with magnitude larger than supported range";
  const std::string underflow =
      "Number underflow. Attempting to store a number with magnitude smaller than supported range";
  CHECK(ParseError(R"({"N":"1e2147483647"})") == overflow);
  CHECK(ParseError(R"({"N":"1e2147483647"})", older) == underflow);
  CHECK(ParseError(R"({"N":"10e2147483646"})", older) == underflow);
  CHECK(ParseError(R"({"N":"1e2147483646"})", older) == overflow);
  CHECK(ParseError(R"({"N":"1e126"})", older) == overflow);
  CHECK(ParseError(R"({"N":"abc"})", older) == not_numeric + ": abc");
}

TEST_CASE("attribute value: names are 1 to 65,535 UTF-8 bytes", "[value]") {
  CHECK(CheckAttributeName("").message() == "Empty attribute name");
  CHECK(CheckAttributeName(std::string(65535, 'n')).ok());
  CHECK(CheckAttributeName(std::string(65536, 'n')).message() ==
        "Attribute name is too large, must be less than 65536 bytes");
  // Bytes, not characters: 32,768 two-byte characters are 65,536 bytes.
  std::string wide;
  for (int i = 0; i < 32768; ++i) wide += "\xC3\xA9";
  CHECK_FALSE(CheckAttributeName(wide).ok());
  AttrMap item;
  item.emplace_back("a", AttributeValue{});
  CHECK(CheckAttributeNames(item).ok());
  item.emplace_back("", AttributeValue{});
  CHECK(CheckAttributeNames(item).message() == "Empty attribute name");
}
