// MD5 (RFC 1321), self-contained so the wasm build needs no library. Used only to place
// partition keys (an illustrative hash, not a security primitive).
#ifndef KEYSCAPE_MD5_H_
#define KEYSCAPE_MD5_H_

#include <array>
#include <cstdint>
#include <string_view>

namespace keyscape::base {

std::array<uint8_t, 16> Md5(std::string_view data);

}  // namespace keyscape::base

#endif  // KEYSCAPE_MD5_H_
