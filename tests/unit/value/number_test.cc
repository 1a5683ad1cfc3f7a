#include "keyscape/value/number.h"

#include <catch2/catch.hpp>

using namespace keyscape::value;

static std::string Norm(const std::string& s) {
  auto n = Number::Parse(s);
  if (!n.ok()) return "ERR:" + n.status().message();
  return n->ToString();
}

TEST_CASE("number: normalises like DynamoDB", "[number]") {
  // Table from reference/dynamodb-semantics.md §1.3 (AWS-verified).
  CHECK(Norm("007") == "7");
  CHECK(Norm("+3") == "3");
  CHECK(Norm("1.0") == "1");
  CHECK(Norm("1.10") == "1.1");
  CHECK(Norm("100.000") == "100");
  CHECK(Norm("0.0") == "0");
  CHECK(Norm("1e3") == "1000");
  CHECK(Norm("1E+3") == "1000");
  CHECK(Norm("1.5e2") == "150");
  CHECK(Norm("1e-3") == "0.001");
  CHECK(Norm("123e-2") == "1.23");
  CHECK(Norm("-0") == "0");
  CHECK(Norm("-0.0") == "0");
  CHECK(Norm("0e5") == "0");
  CHECK(Norm(".5") == "0.5");
  CHECK(Norm("-.5") == "-0.5");
  CHECK(Norm("1e20") == "100000000000000000000");
  CHECK(Norm("1e125") == "1" + std::string(125, '0'));
  CHECK(Norm("3.1400") == "3.14");
  CHECK(Norm("-17.4E37") == "-174" + std::string(36, '0'));
  CHECK(Norm("0001.23") == "1.23");
}

TEST_CASE("number: DynamoDB's range, precision and syntax messages", "[number]") {
  const std::string over =
      "ERR:Number overflow. Attempting to store a number with magnitude larger than supported "
      "range";
  const std::string under =
      "ERR:Number underflow. Attempting to store a number with magnitude smaller than supported "
      "range";
  CHECK(Norm("1e126") == over);
  CHECK(Norm("11e125") == over);
  CHECK(Norm("0.1e126") != over);
  CHECK(Norm("1e-131") == under);
  CHECK(Norm("0.9e-130") == under);
  CHECK(Norm("1e-130") == "0." + std::string(129, '0') + "1");
  CHECK(Norm("0e126") == over);  // DynamoDB's own quirk
  CHECK(Norm("0e-131") == under);
  CHECK(Norm("0.0e126") == "0");
  CHECK(Norm("3.14159265358979323846264338327950288419") ==
        "ERR:Attempting to store more than 38 significant digits in a Number");
  CHECK(Norm("31415926535897932384626433832795028841e30") !=
        "ERR:Attempting to store more than 38 significant digits in a Number");
  CHECK(Norm("") == "ERR:The parameter cannot be converted to a numeric value");
  // The exponent is read as a 64-bit integer: inside it the range decides, past it the text
  // cannot be converted (recorded for 1e9223372036854775808).
  CHECK(Norm("1e9223372036854775807") == over);
  CHECK(Norm("1e-9223372036854775808") == under);
  CHECK(Norm("0e9223372036854775807") == over);
  for (const char* bad :
       {"1e9223372036854775808", "1e-9223372036854775809", "1e99999999999999999999"})
    CHECK(Norm(bad) ==
          std::string("ERR:The parameter cannot be converted to a numeric value: ") + bad);
  for (const char* bad : {"NaN", "Infinity", "-Infinity", "dog", " 1", "1 ", "1e", "--1", "."})
    CHECK(Norm(bad) ==
          std::string("ERR:The parameter cannot be converted to a numeric value: ") + bad);
}

TEST_CASE("number: compares numerically", "[number]") {
  const char* ordered[] = {"-1e125", "-100", "-5",  "-1.5", "-1", "-1e-130", "0",      "1e-130",
                           "0.001",  "1",    "1.5", "5",    "10", "100",     "9.9e125"};
  for (size_t i = 0; i + 1 < std::size(ordered); ++i) {
    INFO(ordered[i] << " < " << ordered[i + 1]);
    CHECK(Number::Compare(*Number::Parse(ordered[i]), *Number::Parse(ordered[i + 1])) < 0);
    CHECK(Number::Compare(*Number::Parse(ordered[i + 1]), *Number::Parse(ordered[i])) > 0);
  }
  CHECK(*Number::Parse("1e3") == *Number::Parse("001000.0"));
}

TEST_CASE("number: exact addition and subtraction", "[number]") {
  auto add = [](const char* a, const char* b) {
    return Number::Add(*Number::Parse(a), *Number::Parse(b)).ToString();
  };
  auto sub = [](const char* a, const char* b) {
    return Number::Subtract(*Number::Parse(a), *Number::Parse(b)).ToString();
  };
  CHECK(add("1", "2") == "3");
  CHECK(add("0.1", "0.2") == "0.3");
  CHECK(add("-5", "3") == "-2");
  CHECK(add("5", "-5") == "0");
  CHECK(add("999", "1") == "1000");
  CHECK(sub("1", "0.001") == "0.999");
  CHECK(sub("-1", "1") == "-2");
  auto big = Number::Add(*Number::Parse("1e50"), *Number::Parse("1"));
  CHECK_FALSE(big.CheckLimits().ok());
}

TEST_CASE("number: storage size follows base-100 digit pairs", "[number]") {
  // dynalite's itemSize examples (attribute name 'a' is 1 byte more).
  CHECK(Number::Parse("1")->StorageSize() == 2);
  CHECK(Number::Parse("123")->StorageSize() == 3);
  CHECK(Number::Parse("-1")->StorageSize() == 3);
  CHECK(Number::Parse("0")->StorageSize() == 1);
}

TEST_CASE("number: BigDecimal's magnitude, precision less scale", "[number]") {
  // precision 1, scale 0 - 2147483647: the recorded underflow of the older layer and PartiQL.
  CHECK(BigDecimalMagnitude("1e2147483647") == int64_t{2147483648});
  // Leading zeros do not count, trailing ones do; the digits after the point add to the scale.
  CHECK(BigDecimalMagnitude("-00.0100e5") == int64_t{3 - (4 - 5)});
  CHECK(BigDecimalMagnitude("+5.E-3") == int64_t{1 - (0 + 3)});
  CHECK(BigDecimalMagnitude(".5e1") == int64_t{1 - (1 - 1)});
  CHECK(BigDecimalMagnitude("0e7") == int64_t{1 + 7});  // zero has precision 1
  CHECK(BigDecimalMagnitude("0.0001e-2147483648") == int64_t{1 - 4} - 2147483648LL);
  // No exponent, an exponent past 32 bits, or not a literal: none.
  CHECK_FALSE(BigDecimalMagnitude("12.5").has_value());
  CHECK_FALSE(BigDecimalMagnitude("1e2147483648").has_value());
  CHECK_FALSE(BigDecimalMagnitude("1e99999999999").has_value());
  CHECK_FALSE(BigDecimalMagnitude("1e").has_value());
  CHECK_FALSE(BigDecimalMagnitude("e5").has_value());
  CHECK_FALSE(BigDecimalMagnitude("1x2e5").has_value());
  CHECK_FALSE(BigDecimalMagnitude("1e5x").has_value());
}
