#include "keyscape/keycodec/hash_position.h"

#include "keyscape/base/hex.h"
#include "keyscape/base/md5.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::keycodec {

using base::Md5;
using value::AttributeValue;

std::string CanonicalKeyBytes(const AttributeValue& v) { return v.scalar; }

std::string CanonicalKeyBytes(const std::vector<AttributeValue>& tuple) {
  std::string out;
  for (const AttributeValue& v : tuple) out += CanonicalKeyBytes(v);
  return out;
}

uint64_t HashPosition(const AttributeValue& v) { return HashPositionOfBytes(CanonicalKeyBytes(v)); }

uint64_t HashPosition(const std::vector<AttributeValue>& tuple) {
  return HashPositionOfBytes(CanonicalKeyBytes(tuple));
}

uint64_t HashPositionOfBytes(std::string_view canonical) {
  auto d = Md5(canonical);
  uint64_t pos = 0;
  for (int i = 0; i < 8; ++i) pos = (pos << 8) | d[i];
  return pos;
}

void AppendPosition(uint64_t pos, std::string* out) {
  for (int i = 7; i >= 0; --i) out->push_back(static_cast<char>(pos >> (8 * i)));
}

std::string PositionHex(uint64_t pos) {
  std::string s;
  base::AppendHex(pos, 16, &s);
  return s;
}

}  // namespace keyscape::keycodec
