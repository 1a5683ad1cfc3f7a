#include "keyscape/keycodec/keycodec.h"

#include "keyscape/value/attribute_value.h"
#include "keyscape/value/number.h"

namespace keyscape::keycodec {

using value::AttributeValue;
using value::AttrType;
using value::Number;

namespace {

void EscapeBytes(std::string_view s, std::string* out) {
  for (char c : s) {
    out->push_back(c);
    if (c == '\0') out->push_back('\xFF');
  }
}

void EncodeNumber(const Number& n, std::string* out) {
  if (n.is_zero()) {
    out->push_back('\x80');
    return;
  }
  size_t start = out->size();
  out->push_back(n.negative() ? '\x7F' : '\x81');
  out->push_back(static_cast<char>(n.exponent() + 130));
  out->append(n.digits());
  out->push_back('\0');
  if (n.negative()) {
    for (size_t i = start + 1; i < out->size(); ++i)
      (*out)[i] = static_cast<char>(255 - static_cast<uint8_t>((*out)[i]));
  }
}

}  // namespace

void EncodeKeyValue(const AttributeValue& v, std::string* out) {
  if (v.type == AttrType::kN) {
    auto n = Number::ParseUnchecked(v.scalar);
    EncodeNumber(n.ok() ? *n : Number(), out);
    return;
  }
  EscapeBytes(v.scalar, out);
  out->push_back('\0');
  out->push_back('\x01');
}

void EncodeKeyPrefix(const AttributeValue& prefix, std::string* out) {
  EscapeBytes(prefix.scalar, out);
}

bool DecodeKeyValue(AttrType type, std::string_view* in, AttributeValue* out) {
  out->type = type;
  out->scalar.clear();
  if (type == AttrType::kN) {
    if (in->empty()) return false;
    uint8_t sign = static_cast<uint8_t>((*in)[0]);
    in->remove_prefix(1);
    if (sign == 0x80) {
      out->scalar = "0";
      return true;
    }
    if (sign != 0x81 && sign != 0x7F) return false;
    bool neg = sign == 0x7F;
    auto get = [&](uint8_t* b) {
      if (in->empty()) return false;
      *b = static_cast<uint8_t>((*in)[0]);
      if (neg) *b = 255 - *b;
      in->remove_prefix(1);
      return true;
    };
    uint8_t eb;
    if (!get(&eb)) return false;
    std::string digits;
    while (true) {
      uint8_t d;
      if (!get(&d)) return false;
      if (d == 0) break;
      digits.push_back(static_cast<char>(d));
    }
    std::string text = (neg ? "-0." : "0.") + digits + "e" + std::to_string(int(eb) - 130 + 1);
    auto n = Number::ParseUnchecked(text);
    if (!n.ok()) return false;
    out->scalar = n->ToString();
    return true;
  }
  while (!in->empty()) {
    char c = (*in)[0];
    in->remove_prefix(1);
    if (c != '\0') {
      out->scalar.push_back(c);
      continue;
    }
    if (in->empty()) return false;
    char next = (*in)[0];
    in->remove_prefix(1);
    if (next == '\x01') return true;
    if (next != '\xFF') return false;
    out->scalar.push_back('\0');
  }
  return false;
}

std::string PrefixSuccessor(std::string_view prefix) {
  std::string s(prefix);
  while (!s.empty()) {
    uint8_t last = static_cast<uint8_t>(s.back());
    if (last != 0xFF) {
      s.back() = static_cast<char>(last + 1);
      return s;
    }
    s.pop_back();
  }
  return s;
}

}  // namespace keyscape::keycodec
