// Lowercase hexadecimal text: of bytes (digests, signatures) and of fixed-width unsigned
// integers (hash positions, stream iterators). The one hex encoder of keyscape.
#ifndef KEYSCAPE_BASE_HEX_H_
#define KEYSCAPE_BASE_HEX_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace keyscape::base {

// Appends the low `digits` hex digits of `v`, most significant first, zero-padded.
// REQUIRES: 0 <= digits <= 16.
void AppendHex(uint64_t v, int digits, std::string* out);

// Two lowercase hex digits per byte, in order ("" for n == 0).
std::string HexOfBytes(const uint8_t* data, size_t n);
std::string HexOfBytes(std::string_view bytes);

// Reads lowercase hex digits into *out. False (and *out unchanged) for any other character
// or more than 16 digits; "" reads as 0.
bool ParseHex(std::string_view text, uint64_t* out);

}  // namespace keyscape::base

#endif  // KEYSCAPE_BASE_HEX_H_
