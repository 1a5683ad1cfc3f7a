// The hash position of a partition key: the first 8 bytes of MD5 of its canonical bytes
// (S: UTF-8, N: normalised decimal text, B: raw), read big-endian. Table storage keys begin
// with it (so a full walk visits partition keys in hash order, as DynamoDB's Scan does) and
// the partition layer places keys on partitions by it; it is part of the key encoding, so it
// lives here, below both.
//
// Multi-attribute partition keys (GSIs, up to 4 attributes): the canonical bytes of the
// tuple are the concatenation of each attribute's canonical bytes in KeySchema order, with
// no separator, and its position is MD5 of those bytes. A one-attribute tuple therefore
// has the same position as the single value. Tuples whose concatenations coincide
// (("ab","c") and ("a","bc")) share a position, hence a partition, but never a storage key:
// the storage key after the position holds each value's self-delimiting encoding.
#ifndef KEYSCAPE_KEYCODEC_HASH_POSITION_H_
#define KEYSCAPE_KEYCODEC_HASH_POSITION_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/value/attribute_value.h"

namespace keyscape::keycodec {

// Canonical bytes of a partition key value (input of the placement hash).
std::string CanonicalKeyBytes(const value::AttributeValue& v);
// Concatenated canonical bytes of a partition-key tuple.
std::string CanonicalKeyBytes(const std::vector<value::AttributeValue>& tuple);
// Big-endian first 8 bytes of MD5(CanonicalKeyBytes(v)).
uint64_t HashPosition(const value::AttributeValue& v);
// Big-endian first 8 bytes of MD5(CanonicalKeyBytes(tuple)).
uint64_t HashPosition(const std::vector<value::AttributeValue>& tuple);
// Big-endian first 8 bytes of MD5(canonical).
uint64_t HashPositionOfBytes(std::string_view canonical);
// Appends the position as 8 big-endian bytes.
void AppendPosition(uint64_t pos, std::string* out);
// 16 lowercase hex digits.
std::string PositionHex(uint64_t pos);

}  // namespace keyscape::keycodec

#endif  // KEYSCAPE_KEYCODEC_HASH_POSITION_H_
