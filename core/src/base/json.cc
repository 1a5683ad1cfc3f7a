#include "keyscape/base/json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

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

double Json::number_value() const { return std::strtod(str_.c_str(), nullptr); }

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
Json& Json::Add(std::string name, Json value) {
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

// True when one of the 8 bytes of `w` needs an escape ('"', '\\' or below 0x20): the
// "has a zero byte" and "has a byte below n" tests of bit-twiddling fame, exact as booleans.
bool AnyEscape8(uint64_t w) {
  constexpr uint64_t k01 = 0x0101010101010101ULL, k80 = 0x8080808080808080ULL;
  const uint64_t quote = w ^ (k01 * '"'), backslash = w ^ (k01 * '\\');
  const uint64_t t =
      ((quote - k01) & ~quote) | ((backslash - k01) & ~backslash) | ((w - k01 * 0x20) & ~w);
  return (t & k80) != 0;
}

}  // namespace

void AppendJsonString(std::string_view s, std::string* out) {
  static const char kHex[] = "0123456789abcdef";
  out->push_back('"');
  for (size_t i = 0; i < s.size(); ++i) {
    size_t run = i;  // bytes that need no escape are appended a run at a time
    for (uint64_t w; run + 8 <= s.size(); run += 8) {
      std::memcpy(&w, s.data() + run, 8);
      if (AnyEscape8(w)) break;
    }
    while (run < s.size() && kBytes.verbatim[static_cast<unsigned char>(s[run])]) ++run;
    if (run > i) {
      out->append(s.data() + i, run - i);
      i = run;
      if (i == s.size()) break;
    }
    unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"':
        out->append("\\\"");
        break;
      case '\\':
        out->append("\\\\");
        break;
      case '\b':
        out->append("\\b");
        break;
      case '\f':
        out->append("\\f");
        break;
      case '\n':
        out->append("\\n");
        break;
      case '\r':
        out->append("\\r");
        break;
      case '\t':
        out->append("\\t");
        break;
      default:
        if (c < 0x20) {
          out->append("\\u00");
          out->push_back(kHex[c >> 4]);
          out->push_back(kHex[c & 15]);
        } else {
          out->push_back(static_cast<char>(c));
        }
    }
  }
  out->push_back('"');
}

std::string FormatDoubleJs(double v) {
  if (std::isnan(v) || std::isinf(v)) return "null";
  if (v == 0) return "0";
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
  switch (kind_) {
    case Kind::kNull:
      out->append(verbatim_ ? std::string_view(str_) : std::string_view("null"));
      break;
    case Kind::kBool:
      out->append(bool_ ? "true" : "false");
      break;
    case Kind::kNumber:
      out->append(str_);
      break;
    case Kind::kString:
      AppendJsonString(str_, out);
      break;
    case Kind::kArray: {
      out->push_back('[');
      for (size_t i = 0; i < array_.size(); ++i) {
        if (i) out->push_back(',');
        array_[i].DumpTo(out);
      }
      out->push_back(']');
      break;
    }
    case Kind::kObject: {
      out->push_back('{');
      for (size_t i = 0; i < members_.size(); ++i) {
        if (i) out->push_back(',');
        AppendJsonString(members_[i].first, out);
        out->push_back(':');
        members_[i].second.DumpTo(out);
      }
      out->push_back('}');
      break;
    }
  }
}

std::string Json::Dump() const {
  std::string out;
  DumpTo(&out);
  return out;
}

// ---- parsing ---------------------------------------------------------------------

namespace {

class Parser {
 public:
  explicit Parser(std::string_view t) : t_(t) {}

  Status Run(Json* out) {
    SkipWs();
    KS_RETURN_IF_ERROR(ParseValue(out, 0));
    SkipWs();
    if (p_ != t_.size()) return Error("Unexpected character after JSON value");
    return Status::Ok();
  }

 private:
  Status Error(const char* what) {
    return Status::Serialization(std::string(what) + " at offset " + std::to_string(p_));
  }
  void SkipWs() {
    while (p_ < t_.size() && (t_[p_] == ' ' || t_[p_] == '\t' || t_[p_] == '\n' || t_[p_] == '\r'))
      ++p_;
  }
  bool Lit(const char* s) {
    size_t n = std::strlen(s);
    if (t_.substr(p_, n) == s) {
      p_ += n;
      return true;
    }
    return false;
  }

  Status ParseValue(Json* out, int depth) {
    if (depth > Json::kMaxDepth) return Error("JSON nested too deeply");
    if (p_ >= t_.size()) return Error("Unexpected end of JSON input");
    char c = t_[p_];
    if (c == '{') return ParseObject(out, depth);
    if (c == '[') return ParseArray(out, depth);
    if (c == '"') {
      std::string s;
      KS_RETURN_IF_ERROR(ParseString(&s));
      *out = Json::String(std::move(s));
      return Status::Ok();
    }
    if (c == 't') {
      if (Lit("true")) {
        *out = Json::Bool(true);
        return Status::Ok();
      }
      return Error("Unexpected token");
    }
    if (c == 'f') {
      if (Lit("false")) {
        *out = Json::Bool(false);
        return Status::Ok();
      }
      return Error("Unexpected token");
    }
    if (c == 'n') {
      if (Lit("null")) {
        *out = Json::Null();
        return Status::Ok();
      }
      return Error("Unexpected token");
    }
    if (c == '-' || (c >= '0' && c <= '9')) return ParseNumber(out);
    return Error("Unexpected token");
  }

  Status ParseNumber(Json* out) {
    size_t start = p_;
    auto digit = [&](size_t i) { return i < t_.size() && t_[i] >= '0' && t_[i] <= '9'; };
    if (t_[p_] == '-') ++p_;
    if (!digit(p_)) return Error("Invalid number");
    if (t_[p_] == '0') {
      ++p_;
    } else {
      while (digit(p_)) ++p_;
    }
    if (p_ < t_.size() && t_[p_] == '.') {
      ++p_;
      if (!digit(p_)) return Error("Invalid number");
      while (digit(p_)) ++p_;
    }
    if (p_ < t_.size() && (t_[p_] == 'e' || t_[p_] == 'E')) {
      ++p_;
      if (p_ < t_.size() && (t_[p_] == '+' || t_[p_] == '-')) ++p_;
      if (!digit(p_)) return Error("Invalid number");
      while (digit(p_)) ++p_;
    }
    *out = Json::Number(std::string(t_.substr(start, p_ - start)));
    return Status::Ok();
  }

  static void AppendUtf8(uint32_t cp, std::string* s) {
    if (cp < 0x80) {
      s->push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
      s->push_back(static_cast<char>(0xC0 | (cp >> 6)));
      s->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
      s->push_back(static_cast<char>(0xE0 | (cp >> 12)));
      s->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      s->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
      s->push_back(static_cast<char>(0xF0 | (cp >> 18)));
      s->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
      s->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      s->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
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
    if (c < 0x80) {
      s->push_back(static_cast<char>(c));
      ++p_;
      return true;
    }
    if (c >= 0xC2 && c <= 0xDF) {
      n = 1;
      cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
      n = 2;
      cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      n = 3;
      cp = c & 0x07;
    } else
      return false;
    if (p_ + n >= t_.size()) return false;
    for (int i = 1; i <= n; ++i) {
      unsigned char cc = static_cast<unsigned char>(t_[p_ + i]);
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
        (cp >= 0xD800 && cp <= 0xDFFF))
      return false;
    s->append(t_.substr(p_, n + 1));
    p_ += n + 1;
    return true;
  }

  // True for the bytes a string copies as they are: printable ASCII but '"' and '\\'.
  static bool Plain(char c) { return kBytes.plain[static_cast<unsigned char>(c)]; }

  Status ParseString(std::string* s) {
    ++p_;  // opening quote
    while (true) {
      size_t run = p_;
      while (run < t_.size() && Plain(t_[run])) ++run;
      s->append(t_.data() + p_, run - p_);  // a run of plain bytes at once
      p_ = run;
      if (p_ >= t_.size()) return Error("Unterminated string");
      char c = t_[p_];
      if (c == '"') {
        ++p_;
        return Status::Ok();
      }
      if (static_cast<unsigned char>(c) < 0x20) return Error("Control character in string");
      if (c != '\\') {
        if (!CopyUtf8(s)) return Error("Invalid UTF-8 in string");
        continue;
      }
      ++p_;
      if (p_ >= t_.size()) return Error("Unterminated string");
      char e = t_[p_++];
      switch (e) {
        case '"':
          s->push_back('"');
          break;
        case '\\':
          s->push_back('\\');
          break;
        case '/':
          s->push_back('/');
          break;
        case 'b':
          s->push_back('\b');
          break;
        case 'f':
          s->push_back('\f');
          break;
        case 'n':
          s->push_back('\n');
          break;
        case 'r':
          s->push_back('\r');
          break;
        case 't':
          s->push_back('\t');
          break;
        case 'u': {
          uint32_t cp;
          if (!Hex4(&cp)) return Error("Invalid \\u escape");
          if (cp >= 0xD800 && cp <= 0xDBFF) {
            uint32_t lo;
            if (!(p_ + 1 < t_.size() && t_[p_] == '\\' && t_[p_ + 1] == 'u'))
              return Error("Lone surrogate in string");
            p_ += 2;
            if (!Hex4(&lo) || lo < 0xDC00 || lo > 0xDFFF) return Error("Lone surrogate in string");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
            return Error("Lone surrogate in string");
          }
          AppendUtf8(cp, s);
          break;
        }
        default:
          return Error("Invalid escape in string");
      }
    }
  }

  Status ParseArray(Json* out, int depth) {
    ++p_;
    *out = Json::Array();
    SkipWs();
    if (p_ < t_.size() && t_[p_] == ']') {
      ++p_;
      return Status::Ok();
    }
    while (true) {
      SkipWs();
      Json v;
      KS_RETURN_IF_ERROR(ParseValue(&v, depth + 1));
      out->Push(std::move(v));
      SkipWs();
      if (p_ >= t_.size()) return Error("Unexpected end of JSON input");
      if (t_[p_] == ',') {
        ++p_;
        continue;
      }
      if (t_[p_] == ']') {
        ++p_;
        return Status::Ok();
      }
      return Error("Expected ',' or ']'");
    }
  }

  Status ParseObject(Json* out, int depth) {
    ++p_;
    *out = Json::Object();
    SkipWs();
    if (p_ < t_.size() && t_[p_] == '}') {
      ++p_;
      return Status::Ok();
    }
    while (true) {
      SkipWs();
      if (p_ >= t_.size() || t_[p_] != '"') return Error("Expected string key");
      std::string key;
      KS_RETURN_IF_ERROR(ParseString(&key));
      SkipWs();
      if (p_ >= t_.size() || t_[p_] != ':') return Error("Expected ':'");
      ++p_;
      SkipWs();
      Json v;
      KS_RETURN_IF_ERROR(ParseValue(&v, depth + 1));
      out->Add(std::move(key), std::move(v));
      SkipWs();
      if (p_ >= t_.size()) return Error("Unexpected end of JSON input");
      if (t_[p_] == ',') {
        ++p_;
        continue;
      }
      if (t_[p_] == '}') {
        ++p_;
        return Status::Ok();
      }
      return Error("Expected ',' or '}'");
    }
  }

  std::string_view t_;
  size_t p_ = 0;
};

}  // namespace

Result<Json> Json::Parse(std::string_view text) {
  Json out;
  Parser p(text);
  Status st = p.Run(&out);
  if (!st.ok()) return st;
  return out;
}

}  // namespace keyscape::base
