#include "keyscape/base/hex.h"

namespace keyscape::base {
namespace {

constexpr char kDigits[] = "0123456789abcdef";

}  // namespace

void AppendHex(uint64_t v, int digits, std::string* out) {
  for (int i = digits - 1; i >= 0; --i) out->push_back(kDigits[(v >> (4 * i)) & 0xF]);
}

std::string HexOfBytes(const uint8_t* data, size_t n) {
  std::string out;
  out.reserve(2 * n);
  for (size_t i = 0; i < n; ++i) AppendHex(data[i], 2, &out);
  return out;
}

std::string HexOfBytes(std::string_view bytes) {
  return HexOfBytes(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
}

bool ParseHex(std::string_view text, uint64_t* out) {
  if (text.size() > 16) return false;
  uint64_t v = 0;
  for (char c : text) {
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (d < 0) return false;
    v = (v << 4) | static_cast<uint64_t>(d);
  }
  *out = v;
  return true;
}

}  // namespace keyscape::base
