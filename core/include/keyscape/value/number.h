// DynamoDB's Number: up to 38 significant decimal digits, magnitude 1E-130 to
// 9.9999999999999999999999999999999999999E+125, or zero.
//
// A Number is held normalised: sign, the significant digits with no leading or trailing
// zeros, and the decimal exponent of the first digit. Two Numbers are equal exactly when
// their normalised forms are equal, so `1e3`, `1000.0` and `+1000` are one value.
// ToString() prints DynamoDB's output form: plain decimal, never exponent notation, no
// `+`, no `-0`.
#ifndef KEYSCAPE_VALUE_NUMBER_H_
#define KEYSCAPE_VALUE_NUMBER_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "keyscape/base/status.h"

namespace keyscape::value {

// DynamoDB's number messages (Number::Parse's errors, and the value layers' and PartiQL's).
inline constexpr char kNumberNotNumeric[] = "The parameter cannot be converted to a numeric value";
inline constexpr char kNumberOverflow[] =
    "Number overflow. Attempting to store a number with magnitude larger than supported range";
inline constexpr char kNumberUnderflow[] =
    "Number underflow. Attempting to store a number with magnitude smaller than supported range";
inline constexpr char kNumberPrecision[] =
    "Attempting to store more than 38 significant digits in a Number";

// A literal's magnitude as Java's BigDecimal works it out: its precision (the significant
// digits, at least 1) less its scale (the digits after the point less the exponent), summed
// in 64 bits. nullopt unless `text` is [+-]digits[.digits]e[+-]digits whose exponent fits
// 32 bits. DynamoDB's older validation layer and its PartiQL numbers do this sum in 32-bit
// arithmetic, where a magnitude outside int32 wraps (1e2147483647 is recorded as an
// underflow); what each makes of a wrap is the caller's.
std::optional<int64_t> BigDecimalMagnitude(std::string_view text);

class Number {
 public:
  static constexpr int kMaxDigits = 38;
  static constexpr int kMaxExponent = 125;   // of the leading digit
  static constexpr int kMinExponent = -130;  // of the leading digit

  Number() = default;  // zero

  // Parses DynamoDB's accepted syntax ([+-]digits[.digits][e[+-]digits], `.5`, `5.`).
  // Errors (ValidationException) carry DynamoDB's messages:
  //   "The parameter cannot be converted to a numeric value: <text>"
  //   "Number overflow. Attempting to store a number with magnitude larger than supported range"
  //   "Number underflow. Attempting to store a number with magnitude smaller than supported range"
  //   "Attempting to store more than 38 significant digits in a Number"
  static base::Result<Number> Parse(std::string_view text);
  // Like Parse but without range and precision checks (arithmetic intermediates).
  static base::Result<Number> ParseUnchecked(std::string_view text);
  static Number FromInt(int64_t v);

  bool is_zero() const { return digits_.empty(); }
  bool negative() const { return negative_; }
  // Decimal exponent of the leading digit (value = 0.d1d2.. * 10^(exponent+1)).
  int exponent() const { return exponent_; }
  // Significant digits as ASCII, no leading/trailing zeros; empty for zero.
  const std::string& digits() const { return digits_; }

  std::string ToString() const;
  // Validates range and precision; returns the Status DynamoDB would.
  base::Status CheckLimits() const;
  // DynamoDB's storage size for this number in bytes (item-size accounting).
  int StorageSize() const;
  // The same for a non-zero number whose first and last significant digits have decimal
  // exponents `first` >= `last`: base-100 digit pairs aligned on the decimal point, one
  // exponent byte, and one terminator byte for negatives.
  static int StorageSizeOf(bool negative, int first, int last);
  double ToDouble() const;

  // -1, 0, 1 numerically.
  static int Compare(const Number& a, const Number& b);
  friend bool operator==(const Number& a, const Number& b) { return Compare(a, b) == 0; }
  friend bool operator<(const Number& a, const Number& b) { return Compare(a, b) < 0; }

  // Exact decimal arithmetic. The result may exceed limits; callers check CheckLimits().
  static Number Add(const Number& a, const Number& b);
  static Number Subtract(const Number& a, const Number& b);

 private:
  bool negative_ = false;
  int exponent_ = 0;
  std::string digits_;
};

}  // namespace keyscape::value

#endif  // KEYSCAPE_VALUE_NUMBER_H_
