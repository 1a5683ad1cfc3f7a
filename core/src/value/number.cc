#include "keyscape/value/number.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "keyscape/base/status.h"

namespace keyscape::value {

using base::Result;
using base::Status;

namespace {

// Parsed literal before normalisation: digits (as written, without the point), the number
// of digits after the point, and the exponent.
struct Literal {
  bool negative = false;
  std::string digits;
  int64_t frac_digits = 0;
  int64_t exp = 0;
};

bool ParseLiteral(std::string_view t, Literal* out) {
  size_t i = 0;
  if (i < t.size() && (t[i] == '+' || t[i] == '-')) {
    out->negative = t[i] == '-';
    ++i;
  }
  size_t int_start = i;
  while (i < t.size() && t[i] >= '0' && t[i] <= '9') out->digits.push_back(t[i++]);
  size_t int_len = i - int_start;
  size_t frac_len = 0;
  if (i < t.size() && t[i] == '.') {
    ++i;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') {
      out->digits.push_back(t[i++]);
      ++frac_len;
    }
  }
  if (int_len + frac_len == 0) return false;
  out->frac_digits = static_cast<int64_t>(frac_len);
  if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
    ++i;
    bool eneg = false;
    if (i < t.size() && (t[i] == '+' || t[i] == '-')) {
      eneg = t[i] == '-';
      ++i;
    }
    if (i >= t.size()) return false;
    // DynamoDB reads the exponent as a 64-bit integer: one past it cannot be converted
    // (1e9223372036854775808, recorded); within it, the magnitude limits decide. Values past
    // 10^8 are all out of range, so the stored exponent saturates there.
    uint64_t e = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') {
      const uint64_t digit = static_cast<uint64_t>(t[i] - '0');
      if (e > (UINT64_MAX - digit) / 10) return false;
      e = e * 10 + digit;
      ++i;
    }
    const uint64_t limit = eneg ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1;
    if (e > limit) return false;
    const int64_t kept = e > 100000000 ? 100000000 : static_cast<int64_t>(e);
    out->exp = eneg ? -kept : kept;
  }
  return i == t.size();
}

}  // namespace

Result<Number> Number::ParseUnchecked(std::string_view text) {
  Literal lit;
  if (text.empty()) return Status::Validation(kNumberNotNumeric);
  if (!ParseLiteral(text, &lit))
    return Status::Validation(std::string(kNumberNotNumeric) + ": " + std::string(text));
  Number n;
  // Position (decimal exponent) of the first written digit.
  int64_t first_pos = static_cast<int64_t>(lit.digits.size()) - lit.frac_digits - 1 + lit.exp;
  size_t lead = 0;
  while (lead < lit.digits.size() && lit.digits[lead] == '0') ++lead;
  if (lead == lit.digits.size()) return n;  // zero
  size_t end = lit.digits.size();
  while (end > lead && lit.digits[end - 1] == '0') --end;
  n.digits_ = lit.digits.substr(lead, end - lead);
  int64_t e = first_pos - static_cast<int64_t>(lead);
  n.exponent_ = static_cast<int>(std::clamp<int64_t>(e, -1000000, 1000000));
  n.negative_ = lit.negative;
  return n;
}

Result<Number> Number::Parse(std::string_view text) {
  KS_ASSIGN_OR_RETURN(Number n, ParseUnchecked(text));
  if (n.is_zero()) {
    // DynamoDB's quirk: a zero literal is checked by its written scale (0e126 and 0e-131
    // are rejected, 0.0e126 is accepted).
    Literal lit;
    ParseLiteral(text, &lit);
    int64_t scale = lit.frac_digits - lit.exp;
    if (-scale > kMaxExponent) return Status::Validation(kNumberOverflow);
    if (scale > -kMinExponent) return Status::Validation(kNumberUnderflow);
    return n;
  }
  KS_RETURN_IF_ERROR(n.CheckLimits());
  return n;
}

Status Number::CheckLimits() const {
  if (is_zero()) return Status::Ok();
  if (exponent_ > kMaxExponent) return Status::Validation(kNumberOverflow);
  if (exponent_ < kMinExponent) return Status::Validation(kNumberUnderflow);
  if (static_cast<int>(digits_.size()) > kMaxDigits) return Status::Validation(kNumberPrecision);
  return Status::Ok();
}

Number Number::FromInt(int64_t v) { return ParseUnchecked(std::to_string(v)).value(); }

std::string Number::ToString() const {
  if (is_zero()) return "0";
  std::string out;
  if (negative_) out.push_back('-');
  int n = static_cast<int>(digits_.size());
  if (exponent_ < 0) {
    out += "0.";
    out.append(static_cast<size_t>(-exponent_ - 1), '0');
    out += digits_;
  } else if (exponent_ >= n - 1) {
    out += digits_;
    out.append(static_cast<size_t>(exponent_ - (n - 1)), '0');
  } else {
    out += digits_.substr(0, static_cast<size_t>(exponent_ + 1));
    out.push_back('.');
    out += digits_.substr(static_cast<size_t>(exponent_ + 1));
  }
  return out;
}

int Number::StorageSize() const {
  if (is_zero()) return 1;
  return StorageSizeOf(negative_, exponent_, exponent_ - static_cast<int>(digits_.size()) + 1);
}

int Number::StorageSizeOf(bool negative, int first, int last) {
  // Oracle NUMBER-like serialisation.
  auto pair_of = [](int pos) { return pos >= 0 ? pos / 2 : -((-pos + 1) / 2); };
  const int bytes = pair_of(first) - pair_of(last) + 1;
  return 1 + bytes + (negative ? 1 : 0);
}

double Number::ToDouble() const { return std::strtod(ToString().c_str(), nullptr); }

int Number::Compare(const Number& a, const Number& b) {
  if (a.is_zero() && b.is_zero()) return 0;
  auto sign = [](const Number& x) { return x.is_zero() ? 0 : (x.negative_ ? -1 : 1); };
  int sa = sign(a), sb = sign(b);
  if (sa != sb) return sa < sb ? -1 : 1;
  int mag;
  if (a.exponent_ != b.exponent_) {
    mag = a.exponent_ < b.exponent_ ? -1 : 1;
  } else {
    int c = a.digits_.compare(b.digits_);
    mag = c < 0 ? -1 : (c > 0 ? 1 : 0);
  }
  return sa < 0 ? -mag : mag;
}

namespace {

// |x| as a digit string aligned so that its last char has decimal position `low`.
std::string Aligned(const Number& x, int low) {
  int last = x.exponent() - static_cast<int>(x.digits().size()) + 1;
  std::string s = x.digits();
  s.append(static_cast<size_t>(last - low), '0');
  return s;
}

// Compare magnitudes of two unsigned digit strings (no leading zeros assumed absent).
int CompareMag(const std::string& a, const std::string& b) {
  size_t ia = a.find_first_not_of('0'), ib = b.find_first_not_of('0');
  std::string_view va = ia == std::string::npos ? "" : std::string_view(a).substr(ia);
  std::string_view vb = ib == std::string::npos ? "" : std::string_view(b).substr(ib);
  if (va.size() != vb.size()) return va.size() < vb.size() ? -1 : 1;
  int c = va.compare(vb);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

std::string AddMag(const std::string& a, const std::string& b) {
  std::string r;
  int carry = 0;
  for (size_t i = 0; i < std::max(a.size(), b.size()) || carry; ++i) {
    int d = carry;
    if (i < a.size()) d += a[a.size() - 1 - i] - '0';
    if (i < b.size()) d += b[b.size() - 1 - i] - '0';
    r.push_back(static_cast<char>('0' + d % 10));
    carry = d / 10;
  }
  std::reverse(r.begin(), r.end());
  return r;
}

// REQUIRES: |a| >= |b|.
std::string SubMag(const std::string& a, const std::string& b) {
  std::string r;
  int borrow = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    int d = (a[a.size() - 1 - i] - '0') - borrow;
    if (i < b.size()) d -= b[b.size() - 1 - i] - '0';
    borrow = d < 0;
    if (d < 0) d += 10;
    r.push_back(static_cast<char>('0' + d));
  }
  std::reverse(r.begin(), r.end());
  return r;
}

Number FromDigits(bool negative, const std::string& mag, int low) {
  // value = mag * 10^low
  std::string text =
      (negative ? "-" : "") + (mag.empty() ? std::string("0") : mag) + "e" + std::to_string(low);
  return Number::ParseUnchecked(text).value();
}

}  // namespace

Number Number::Add(const Number& a, const Number& b) {
  if (a.is_zero()) return b;
  if (b.is_zero()) return a;
  int la = a.exponent_ - static_cast<int>(a.digits_.size()) + 1;
  int lb = b.exponent_ - static_cast<int>(b.digits_.size()) + 1;
  int low = std::min(la, lb);
  std::string ma = Aligned(a, low), mb = Aligned(b, low);
  if (a.negative_ == b.negative_) return FromDigits(a.negative_, AddMag(ma, mb), low);
  int c = CompareMag(ma, mb);
  if (c == 0) return Number();
  if (c > 0) return FromDigits(a.negative_, SubMag(ma, mb), low);
  return FromDigits(b.negative_, SubMag(mb, ma), low);
}

Number Number::Subtract(const Number& a, const Number& b) {
  Number nb = b;
  if (!nb.is_zero()) nb.negative_ = !nb.negative_;
  return Add(a, nb);
}

std::optional<int64_t> BigDecimalMagnitude(std::string_view text) {
  const size_t e = text.find_first_of("eE");
  if (e == std::string_view::npos) return std::nullopt;
  std::string_view mantissa = text.substr(0, e), exp_text = text.substr(e + 1);
  if (!mantissa.empty() && (mantissa[0] == '+' || mantissa[0] == '-')) mantissa.remove_prefix(1);
  const bool exp_negative = !exp_text.empty() && exp_text[0] == '-';
  if (!exp_text.empty() && (exp_text[0] == '+' || exp_text[0] == '-')) exp_text.remove_prefix(1);
  if (exp_text.empty() || exp_text.size() > 10 ||
      exp_text.find_first_not_of("0123456789") != std::string_view::npos)
    return std::nullopt;
  int64_t exponent = 0;
  for (char c : exp_text) exponent = exponent * 10 + (c - '0');
  if (exp_negative) exponent = -exponent;
  if (exponent > INT32_MAX || exponent < INT32_MIN) return std::nullopt;
  const size_t dot = mantissa.find('.');
  std::string digits(mantissa.substr(0, dot));
  int64_t fraction = 0;
  if (dot != std::string_view::npos) {
    digits += mantissa.substr(dot + 1);
    fraction = static_cast<int64_t>(mantissa.size() - dot - 1);
  }
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  const size_t lead = digits.find_first_not_of('0');
  const int64_t precision =
      lead == std::string::npos ? 1 : static_cast<int64_t>(digits.size() - lead);
  return precision - (fraction - exponent);
}

}  // namespace keyscape::value
