// The 8-bytes-at-a-time test the JSON string writers use to copy plain runs unchanged
// (base/json.cc AppendJsonString, value/encoded_item_json.cc).
#ifndef KEYSCAPE_BASE_JSON_ESCAPE_H_
#define KEYSCAPE_BASE_JSON_ESCAPE_H_

#include <cstdint>

namespace keyscape::base {

// True when one of the 8 bytes of `w` needs an escape in a JSON string ('"', '\\' or a byte
// below 0x20): the "has a zero byte" and "has a byte below n" tests of bit-twiddling fame,
// exact as booleans.
inline bool AnyJsonEscape8(uint64_t w) {
  constexpr uint64_t k01 = 0x0101010101010101ULL, k80 = 0x8080808080808080ULL;
  const uint64_t quote = w ^ (k01 * '"'), backslash = w ^ (k01 * '\\');
  const uint64_t t =
      ((quote - k01) & ~quote) | ((backslash - k01) & ~backslash) | ((w - k01 * 0x20) & ~w);
  return (t & k80) != 0;
}

}  // namespace keyscape::base

#endif  // KEYSCAPE_BASE_JSON_ESCAPE_H_
