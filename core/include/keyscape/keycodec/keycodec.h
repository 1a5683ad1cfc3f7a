// Order-preserving byte encoding of key values: for two values x, y of one key type,
// memcmp(Encode(x), Encode(y)) has the sign of DynamoDB's comparison of x and y, and no
// encoding is a proper prefix of another (so encodings can be concatenated).
//
// Byte layout:
//   S and B: the value's bytes (UTF-8 for S, raw for B) with every 0x00 written as
//            0x00 0xFF, then the terminator 0x00 0x01. Unsigned byte order is preserved
//            and a shorter value sorts before its extensions.
//   N:       zero        -> 0x80
//            positive    -> 0x81, then one exponent byte (e + 130, e = decimal exponent of
//                           the leading digit, -130..125), then the significant digits as
//                           ASCII '0'..'9', then the terminator 0x00.
//            negative    -> 0x7F, then the bytes of the positive form's exponent, digits
//                           and terminator, each inverted (255 - b), so larger magnitudes
//                           sort first and the terminator becomes 0xFF.
#ifndef KEYSCAPE_KEYCODEC_KEYCODEC_H_
#define KEYSCAPE_KEYCODEC_KEYCODEC_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "keyscape/value/attribute_value.h"

namespace keyscape::keycodec {

// Appends the encoding of `v`. REQUIRES: v is S, N (normalised) or B.
void EncodeKeyValue(const value::AttributeValue& v, std::string* out);
// Appends the encoding of a begins_with prefix: every encoding of a value that starts with
// `prefix` starts with these bytes, and no other does. REQUIRES: prefix is S or B.
void EncodeKeyPrefix(const value::AttributeValue& prefix, std::string* out);
// Decodes one value of `type` from the front of *in, advancing it. False on corrupt input.
bool DecodeKeyValue(value::AttrType type, std::string_view* in, value::AttributeValue* out);

// The smallest string greater than every string that starts with `prefix`; empty when
// there is none (prefix all 0xFF).
std::string PrefixSuccessor(std::string_view prefix);

}  // namespace keyscape::keycodec

#endif  // KEYSCAPE_KEYCODEC_KEYCODEC_H_
