#include "keyscape/base/json.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "keyscape/base/json_escape.h"

namespace keyscape::base {

Json Json::Bool(bool b) {
  Json j;
  j.kind_ = Kind::kBool;
  j.bool_ = b;
  return j;
}
Json Json::Number(std::string text) {
  Json j;
  j.kind_ = Kind::kNumber;
  j.str_ = std::move(text);
  return j;
}
Json Json::Int(int64_t v) { return Number(std::to_string(v)); }
Json Json::Double(double v) { return Number(FormatDoubleJs(v)); }
Json Json::String(std::string s) {
  Json j;
  j.kind_ = Kind::kString;
  j.str_ = std::move(s);
  return j;
}
Json Json::Array() {
  Json j;
  j.kind_ = Kind::kArray;
  return j;
}
Json Json::Object() {
  Json j;
  j.kind_ = Kind::kObject;
  return j;
}

Json Json::Verbatim(std::string json_text) {
  Json j;
  j.verbatim_ = true;
  j.str_ = std::move(json_text);
  return j;
}

namespace {

// strtod of `t` when it is -?D+(.D+)? with at most 15 digits in all (no exponent): k / 10^d for
// its digits k and d fraction digits, both exact doubles, so the one division is correctly
// rounded as strtod is. False for any other text (left to strtod, which is slow in the page's
// wasm: the capacity units and costs the engine reads back are short decimals).
bool ShortDecimal(std::string_view t, double* out) {
  static constexpr double kPow10[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                      1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
  size_t i = 0;
  const bool neg = !t.empty() && t[0] == '-';
  i += neg;
  int64_t k = 0;
  int digits = 0, fraction = -1;
  for (; i < t.size(); ++i) {
    const char c = t[i];
    if (c == '.' && fraction < 0 && digits > 0) {
      fraction = 0;
      continue;
    }
    if (c < '0' || c > '9' || ++digits > 15) return false;
    k = k * 10 + (c - '0');
    if (fraction >= 0) ++fraction;
  }
  if (digits == 0 || fraction == 0) return false;
  const double v =
      fraction > 0 ? static_cast<double>(k) / kPow10[fraction] : static_cast<double>(k);
  *out = neg ? -v : v;
  return true;
}

}  // namespace

double Json::number_value() const {
  double v;
  if (ShortDecimal(str_, &v)) return v;
  return std::strtod(str_.c_str(), nullptr);
}

bool Json::GetInt64(int64_t* out) const {
  if (kind_ != Kind::kNumber) return false;
  const std::string& t = str_;
  size_t i = 0;
  bool neg = false;
  if (i < t.size() && t[i] == '-') {
    neg = true;
    ++i;
  }
  if (i >= t.size()) return false;
  uint64_t v = 0;
  for (; i < t.size(); ++i) {
    char c = t[i];
    if (c < '0' || c > '9') {
      // Accept integral values written with a fraction or exponent (1.0, 1e2).
      double d = number_value();
      if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9.2e18) {
        *out = static_cast<int64_t>(d);
        return true;
      }
      return false;
    }
    if (v > (UINT64_MAX - 9) / 10) return false;
    v = v * 10 + static_cast<uint64_t>(c - '0');
  }
  if (!neg && v > static_cast<uint64_t>(INT64_MAX)) return false;
  if (neg && v > static_cast<uint64_t>(INT64_MAX) + 1) return false;
  *out = neg ? static_cast<int64_t>(0 - v) : static_cast<int64_t>(v);
  return true;
}

const Json* Json::Find(std::string_view name) const {
  if (kind_ != Kind::kObject) return nullptr;
  for (const auto& m : members_)
    if (m.first == name) return &m.second;
  return nullptr;
}
Json* Json::Find(std::string_view name) {
  if (kind_ != Kind::kObject) return nullptr;
  for (auto& m : members_)
    if (m.first == name) return &m.second;
  return nullptr;
}
namespace {

// Room for one more element: 4 at first (most objects and arrays the engine builds have 2 to
// 4), then twice as many, so a small node allocates once instead of growing 1, 2, 4.
template <typename T>
void MakeRoom(std::vector<T>* v) {
  if (v->size() == v->capacity()) v->reserve(v->empty() ? 4 : 2 * v->size());
}

}  // namespace

Json& Json::Add(std::string name, Json value) {
  MakeRoom(&members_);
  members_.emplace_back(std::move(name), std::move(value));
  return members_.back().second;
}
Json& Json::Set(std::string_view name, Json value) {
  if (Json* existing = Find(name)) {
    *existing = std::move(value);
    return *existing;
  }
  return Add(std::string(name), std::move(value));
}
size_t Json::size() const {
  if (kind_ == Kind::kArray) return array_.size();
  if (kind_ == Kind::kObject) return members_.size();
  return 0;
}

// ---- printing --------------------------------------------------------------------

namespace {

// kBytes.verbatim[b]: byte b goes into a JSON string as it is (no escape); .plain[b]: also
// ASCII, so the reader copies it without UTF-8 validation.
struct ByteClasses {
  bool verbatim[256] = {};
  bool plain[256] = {};
  constexpr ByteClasses() {
    for (int b = 0x20; b < 256; ++b) verbatim[b] = b != '"' && b != '\\';
    for (int b = 0x20; b < 0x80; ++b) plain[b] = verbatim[b];
  }
};
constexpr ByteClasses kBytes;

}  // namespace

namespace {

// A string written through a pointer, for the printers: the string is kept at least as long
// as the text (grown by doubling, so its bytes are zeroed once, not per write), the text is
// its first used_ bytes, and the destructor cuts it there. std::string's own push_back and
// append are calls into the C++ library in the page's wasm (not inlined), several per member
// printed; these are not.
// Copies n bytes: short runs (most names and values) by a few overlapping word moves instead of
// a call of the C library's memcpy, which in the page's wasm is a function call and a loop.
inline void CopyBytes(char* d, const char* s, size_t n) {
  if (n >= 16) {
    std::memcpy(d, s, n);
  } else if (n >= 8) {
    uint64_t a, b;
    std::memcpy(&a, s, 8);
    std::memcpy(&b, s + n - 8, 8);
    std::memcpy(d, &a, 8);
    std::memcpy(d + n - 8, &b, 8);
  } else if (n >= 4) {
    uint32_t a, b;
    std::memcpy(&a, s, 4);
    std::memcpy(&b, s + n - 4, 4);
    std::memcpy(d, &a, 4);
    std::memcpy(d + n - 4, &b, 4);
  } else if (n > 0) {
    d[0] = s[0];
    d[n / 2] = s[n / 2];
    d[n - 1] = s[n - 1];
  }
}

class TextOut {
 public:
  explicit TextOut(std::string* s) : s_(s), used_(s->size()) {}
  ~TextOut() { s_->resize(used_); }
  TextOut(const TextOut&) = delete;
  TextOut& operator=(const TextOut&) = delete;

  // Room for n more bytes at the returned pointer; Wrote(n) keeps them.
  char* Room(size_t n) {
    if (s_->size() - used_ < n) s_->resize(std::max(used_ + n, 2 * s_->size() + 64));
    return s_->data() + used_;
  }
  void Wrote(size_t n) { used_ += n; }
  void Put(char c) {
    *Room(1) = c;
    ++used_;
  }
  void Put(std::string_view v) {
    CopyBytes(Room(v.size()), v.data(), v.size());
    used_ += v.size();
  }

 private:
  std::string* s_;
  size_t used_;
};

// The escape JSON.stringify writes for byte c (quote, backslash or below 0x20) at p; its length.
size_t WriteEscape(unsigned char c, char* p) {
  p[0] = '\\';
  switch (c) {
    case '"':
      p[1] = '"';
      return 2;
    case '\\':
      p[1] = '\\';
      return 2;
    case '\b':
      p[1] = 'b';
      return 2;
    case '\f':
      p[1] = 'f';
      return 2;
    case '\n':
      p[1] = 'n';
      return 2;
    case '\r':
      p[1] = 'r';
      return 2;
    case '\t':
      p[1] = 't';
      return 2;
    default:
      std::memcpy(p + 1, "u00", 3);
      p[4] = "0123456789abcdef"[c >> 4];
      p[5] = "0123456789abcdef"[c & 0xF];
      return 6;
  }
}

// `s` as a JSON string literal, quotes included: runs of bytes that need no escape are copied
// as they are (8 bytes tested at a time), the others escaped.
void PutJsonString(std::string_view s, TextOut* out) {
  // Room for the quotes and the bytes as they are (most strings need no escape); an escape
  // asks for more.
  char* p = out->Room(s.size() + 2);
  *p++ = '"';
  size_t written = 1;
  for (size_t i = 0; i < s.size();) {
    size_t run = i;
    for (uint64_t w; run + 8 <= s.size(); run += 8) {
      std::memcpy(&w, s.data() + run, 8);
      if (AnyJsonEscape8(w)) break;
    }
    while (run < s.size() && kBytes.verbatim[static_cast<unsigned char>(s[run])]) ++run;
    CopyBytes(p, s.data() + i, run - i);
    p += run - i;
    written += run - i;
    i = run;
    if (i == s.size()) break;
    out->Wrote(written);
    p = out->Room(6 + (s.size() - i - 1) + 1);
    written = WriteEscape(static_cast<unsigned char>(s[i]), p);
    p += written;
    ++i;
  }
  *p = '"';
  out->Wrote(written + 1);
}

void PutJson(const Json& v, TextOut* out) {
  switch (v.kind()) {
    case Json::Kind::kNull:
      out->Put(v.is_verbatim() ? std::string_view(v.string_value()) : std::string_view("null"));
      break;
    case Json::Kind::kBool:
      out->Put(v.bool_value() ? std::string_view("true") : std::string_view("false"));
      break;
    case Json::Kind::kNumber:
      out->Put(v.number_text());
      break;
    case Json::Kind::kString:
      PutJsonString(v.string_value(), out);
      break;
    case Json::Kind::kArray: {
      out->Put('[');
      const std::vector<Json>& a = v.array();
      for (size_t i = 0; i < a.size(); ++i) {
        if (i) out->Put(',');
        PutJson(a[i], out);
      }
      out->Put(']');
      break;
    }
    case Json::Kind::kObject: {
      out->Put('{');
      const std::vector<Json::Member>& m = v.members();
      for (size_t i = 0; i < m.size(); ++i) {
        if (i) out->Put(',');
        PutJsonString(m[i].first, out);
        out->Put(':');
        PutJson(m[i].second, out);
      }
      out->Put('}');
      break;
    }
  }
}

}  // namespace

void AppendJsonString(std::string_view s, std::string* out) {
  TextOut text(out);
  PutJsonString(s, &text);
}

namespace {

// FormatDoubleJs of a value that is a decimal of at most 8 fraction digits and 15 significant
// digits, at least 1e-6 (the engine's costs and units: 0.5, 1.25, 2.16), without the digit
// search; "" for any other value. Exact: k / 10^d (both exact doubles) is correctly rounded,
// as strtod of the decimal k·10^-d is, so k·10^-d round-trips when k / 10^d == v. The first
// such d has the fewest digits, and at 15 significant digits no other decimal of d fraction
// digits maps to v, so these are the shortest digits JavaScript prints, in fixed notation
// (JavaScript uses it from 1e-6 up to 1e21).
std::string ShortDecimalJs(double v) {
  const double a = std::fabs(v);
  if (a < 1e-6 || a >= 1e7) return "";
  double scale = 1;
  for (int d = 1; d <= 8; ++d) {
    scale *= 10;
    const double m = std::round(a * scale);
    if (m >= 1e15) return "";
    if (m / scale != a) continue;
    const auto k = static_cast<int64_t>(m);
    if (k % 10 == 0) return "";  // fewer digits exist: not the first d (left to the search)
    const auto p = static_cast<int64_t>(scale);
    std::string frac = std::to_string(k % p);
    std::string out = v < 0 ? "-" : "";
    out += std::to_string(k / p);
    out.push_back('.');
    out.append(static_cast<size_t>(d) - frac.size(), '0');
    out += frac;
    return out;
  }
  return "";
}

}  // namespace

std::string FormatDoubleJs(double v) {
  if (std::isnan(v) || std::isinf(v)) return "null";
  if (v == 0) return "0";
  // A whole number below 2^53 is its integer digits in JavaScript too (no search needed).
  if (std::fabs(v) < 9007199254740992.0 && v == std::trunc(v))
    return std::to_string(static_cast<int64_t>(v));
  if (std::string fast = ShortDecimalJs(v); !fast.empty()) return fast;
  // Shortest round-trip digits, then JavaScript's Number#toString layout.
  char buf[40];
  int prec = 1;
  for (; prec <= 17; ++prec) {
    std::snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
    if (std::strtod(buf, nullptr) == v) break;
  }
  std::string s = buf;
  bool neg = s[0] == '-';
  if (neg) s.erase(0, 1);
  size_t e = s.find('e');
  int exp10 = std::atoi(s.c_str() + e + 1);
  std::string digits;
  for (size_t i = 0; i < e; ++i)
    if (s[i] != '.') digits.push_back(s[i]);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  int n = static_cast<int>(digits.size());
  std::string out = neg ? "-" : "";
  if (exp10 >= 21 || exp10 <= -7) {
    out += digits.substr(0, 1);
    if (n > 1) {
      out.push_back('.');
      out.append(digits, 1, std::string::npos);
    }
    out += exp10 > 0 ? "e+" : "e-";
    out += std::to_string(exp10 < 0 ? -exp10 : exp10);
  } else if (exp10 < 0) {
    out += "0.";
    out.append(static_cast<size_t>(-exp10 - 1), '0');
    out += digits;
  } else if (exp10 + 1 >= n) {
    out += digits + std::string(static_cast<size_t>(exp10 + 1 - n), '0');
  } else {
    out += digits.substr(0, static_cast<size_t>(exp10 + 1)) + "." +
           digits.substr(static_cast<size_t>(exp10 + 1));
  }
  return out;
}

void Json::DumpTo(std::string* out) const {
  TextOut text(out);
  PutJson(*this, &text);
}

std::string Json::Dump() const {
  std::string out;
  DumpTo(&out);
  return out;
}

// ---- parsing ---------------------------------------------------------------------

namespace {

// A recursive-descent parser that builds the tree in place: every element and member is
// parsed into the node that keeps it, and the parse functions return false with the error
// kept here (no Status per node). The first error wins, reported as "<what> at offset <n>".
class Parser {
 public:
  explicit Parser(std::string_view t) : t_(t) {}

  Status Run(Json* out) {
    SkipWs();
    if (ParseValue(out, 0)) {
      SkipWs();
      if (p_ == t_.size()) return Status::Ok();
      Fail("Unexpected character after JSON value");
    }
    return Status::Serialization(std::string(error_) + " at offset " + std::to_string(p_));
  }

 private:
  bool Fail(const char* what) {
    error_ = what;
    return false;
  }
  static bool IsWs(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
  void SkipWs() {
    while (p_ < t_.size() && IsWs(t_[p_])) ++p_;
  }
  bool Lit(std::string_view s) {
    if (t_.compare(p_, s.size(), s) != 0) return false;
    p_ += s.size();
    return true;
  }

  bool ParseValue(Json* out, int depth) {
    if (depth > Json::kMaxDepth) return Fail("JSON nested too deeply");
    if (p_ >= t_.size()) return Fail("Unexpected end of JSON input");
    switch (t_[p_]) {
      case '{':
        return ParseObject(out, depth);
      case '[':
        return ParseArray(out, depth);
      case '"': {
        std::string s;
        if (!ParseString(&s)) return false;
        *out = Json::String(std::move(s));
        return true;
      }
      case 't':
        *out = Json::Bool(true);
        return Lit("true") || Fail("Unexpected token");
      case 'f':
        *out = Json::Bool(false);
        return Lit("false") || Fail("Unexpected token");
      case 'n':
        return Lit("null") || Fail("Unexpected token");
      default:
        if (t_[p_] == '-' || (t_[p_] >= '0' && t_[p_] <= '9')) return ParseNumber(out);
        return Fail("Unexpected token");
    }
  }

  bool Digit(size_t i) const { return i < t_.size() && t_[i] >= '0' && t_[i] <= '9'; }
  void Digits() {
    while (Digit(p_)) ++p_;
  }

  bool ParseNumber(Json* out) {
    const size_t start = p_;
    if (t_[p_] == '-') ++p_;
    if (!Digit(p_)) return Fail("Invalid number");
    if (t_[p_] == '0')
      ++p_;
    else
      Digits();
    if (p_ < t_.size() && t_[p_] == '.') {
      ++p_;
      if (!Digit(p_)) return Fail("Invalid number");
      Digits();
    }
    if (p_ < t_.size() && (t_[p_] == 'e' || t_[p_] == 'E')) {
      ++p_;
      if (p_ < t_.size() && (t_[p_] == '+' || t_[p_] == '-')) ++p_;
      if (!Digit(p_)) return Fail("Invalid number");
      Digits();
    }
    *out = Json::Number(std::string(t_.data() + start, p_ - start));
    return true;
  }

  static void AppendUtf8(uint32_t cp, std::string* s) {
    char b[4];
    size_t n;
    if (cp < 0x80) {
      b[0] = static_cast<char>(cp);
      n = 1;
    } else if (cp < 0x800) {
      b[0] = static_cast<char>(0xC0 | (cp >> 6));
      b[1] = static_cast<char>(0x80 | (cp & 0x3F));
      n = 2;
    } else if (cp < 0x10000) {
      b[0] = static_cast<char>(0xE0 | (cp >> 12));
      b[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      b[2] = static_cast<char>(0x80 | (cp & 0x3F));
      n = 3;
    } else {
      b[0] = static_cast<char>(0xF0 | (cp >> 18));
      b[1] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      b[2] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      b[3] = static_cast<char>(0x80 | (cp & 0x3F));
      n = 4;
    }
    s->append(b, n);
  }

  bool Hex4(uint32_t* v) {
    if (p_ + 4 > t_.size()) return false;
    uint32_t r = 0;
    for (int i = 0; i < 4; ++i) {
      char c = t_[p_ + i];
      r <<= 4;
      if (c >= '0' && c <= '9')
        r |= c - '0';
      else if (c >= 'a' && c <= 'f')
        r |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F')
        r |= c - 'A' + 10;
      else
        return false;
    }
    p_ += 4;
    *v = r;
    return true;
  }

  // Validates one UTF-8 sequence starting at p_ and copies it.
  bool CopyUtf8(std::string* s) {
    unsigned char c = static_cast<unsigned char>(t_[p_]);
    int n;
    uint32_t cp;
    if (c >= 0xC2 && c <= 0xDF) {
      n = 1;
      cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
      n = 2;
      cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      n = 3;
      cp = c & 0x07;
    } else {
      return false;
    }
    if (p_ + n >= t_.size()) return false;
    for (int i = 1; i <= n; ++i) {
      unsigned char cc = static_cast<unsigned char>(t_[p_ + i]);
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
        (cp >= 0xD800 && cp <= 0xDFFF))
      return false;
    s->append(t_.data() + p_, n + 1);
    p_ += n + 1;
    return true;
  }

  // The end of the run of plain bytes (printable ASCII but '"' and '\\') from `i`: eight
  // bytes a step while none of them needs a look, then byte by byte.
  size_t PlainRunEnd(size_t i) const {
    constexpr uint64_t kOnes = 0x0101010101010101ULL;
    constexpr uint64_t kHigh = 0x8080808080808080ULL;
    // Nonzero when some byte of x is below n (n <= 0x80); exactly zero otherwise.
    auto has_less = [](uint64_t x, uint64_t n) { return (x - kOnes * n) & ~x & kHigh; };
    while (i + 8 <= t_.size()) {
      uint64_t w;
      std::memcpy(&w, t_.data() + i, 8);
      const uint64_t special = has_less(w, 0x20) | has_less(w ^ (kOnes * '"'), 1) |
                               has_less(w ^ (kOnes * '\\'), 1) | (w & kHigh);
      if (special != 0) break;
      i += 8;
    }
    while (i < t_.size() && kBytes.plain[static_cast<unsigned char>(t_[i])]) ++i;
    return i;
  }

  bool ParseEscape(std::string* s) {
    ++p_;  // the backslash
    if (p_ >= t_.size()) return Fail("Unterminated string");
    char e = t_[p_++];
    switch (e) {
      case '"':
      case '\\':
      case '/':
        s->push_back(e);
        return true;
      case 'b':
        s->push_back('\b');
        return true;
      case 'f':
        s->push_back('\f');
        return true;
      case 'n':
        s->push_back('\n');
        return true;
      case 'r':
        s->push_back('\r');
        return true;
      case 't':
        s->push_back('\t');
        return true;
      case 'u':
        return ParseUnicodeEscape(s);
      default:
        return Fail("Invalid escape in string");
    }
  }

  // After "\u": four hex digits, a surrogate pair as two escapes.
  bool ParseUnicodeEscape(std::string* s) {
    uint32_t cp;
    if (!Hex4(&cp)) return Fail("Invalid \\u escape");
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      uint32_t lo;
      if (!(p_ + 1 < t_.size() && t_[p_] == '\\' && t_[p_ + 1] == 'u'))
        return Fail("Lone surrogate in string");
      p_ += 2;
      if (!Hex4(&lo) || lo < 0xDC00 || lo > 0xDFFF) return Fail("Lone surrogate in string");
      cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
      return Fail("Lone surrogate in string");
    }
    AppendUtf8(cp, s);
    return true;
  }

  bool ParseString(std::string* s) {
    ++p_;  // opening quote
    while (true) {
      const size_t run = PlainRunEnd(p_);
      s->append(t_.data() + p_, run - p_);  // a run of plain bytes at once
      p_ = run;
      if (p_ >= t_.size()) return Fail("Unterminated string");
      const char c = t_[p_];
      if (c == '"') {
        ++p_;
        return true;
      }
      if (static_cast<unsigned char>(c) < 0x20) return Fail("Control character in string");
      if (c == '\\') {
        if (!ParseEscape(s)) return false;
      } else if (!CopyUtf8(s)) {
        return Fail("Invalid UTF-8 in string");
      }
    }
  }

  bool ParseArray(Json* out, int depth) {
    ++p_;
    *out = Json::Array();
    std::vector<Json>& elements = out->array();
    SkipWs();
    if (p_ < t_.size() && t_[p_] == ']') {
      ++p_;
      return true;
    }
    while (true) {
      SkipWs();
      MakeRoom(&elements);
      if (!ParseValue(&elements.emplace_back(), depth + 1)) return false;
      SkipWs();
      if (p_ >= t_.size()) return Fail("Unexpected end of JSON input");
      if (t_[p_] == ',') {
        ++p_;
        continue;
      }
      if (t_[p_] == ']') {
        ++p_;
        return true;
      }
      return Fail("Expected ',' or ']'");
    }
  }

  bool ParseObject(Json* out, int depth) {
    ++p_;
    *out = Json::Object();
    std::vector<Json::Member>& members = out->members();
    SkipWs();
    if (p_ < t_.size() && t_[p_] == '}') {
      ++p_;
      return true;
    }
    while (true) {
      SkipWs();
      if (p_ >= t_.size() || t_[p_] != '"') return Fail("Expected string key");
      MakeRoom(&members);
      Json::Member& m = members.emplace_back();
      if (!ParseString(&m.first)) return false;
      SkipWs();
      if (p_ >= t_.size() || t_[p_] != ':') return Fail("Expected ':'");
      ++p_;
      SkipWs();
      if (!ParseValue(&m.second, depth + 1)) return false;
      SkipWs();
      if (p_ >= t_.size()) return Fail("Unexpected end of JSON input");
      if (t_[p_] == ',') {
        ++p_;
        continue;
      }
      if (t_[p_] == '}') {
        ++p_;
        return true;
      }
      return Fail("Expected ',' or '}'");
    }
  }

  std::string_view t_;
  size_t p_ = 0;
  const char* error_ = "";
};

}  // namespace

Result<Json> Json::Parse(std::string_view text) {
  Json out;
  Status st = Parser(text).Run(&out);
  if (!st.ok()) return st;
  return out;
}

}  // namespace keyscape::base
