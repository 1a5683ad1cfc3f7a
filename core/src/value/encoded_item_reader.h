// A cursor over an encoded item (item_codec.h's format, described in encoded_item.cc),
// private to the value layer's encoded-item readers. Every read checks bounds and
// returns false past the end, with DecodeItem's limits (a count above the bytes left
// fails).
#ifndef KEYSCAPE_SRC_VALUE_ENCODED_ITEM_READER_H_
#define KEYSCAPE_SRC_VALUE_ENCODED_ITEM_READER_H_

#include <cstdint>
#include <string_view>

#include "keyscape/value/attribute_value.h"

namespace keyscape::value {

class EncodedReader {
 public:
  explicit EncodedReader(std::string_view bytes)
      : p_(bytes.data()), end_(bytes.data() + bytes.size()) {}

  bool done() const { return p_ == end_; }
  const char* position() const { return p_; }
  size_t left() const { return static_cast<size_t>(end_ - p_); }

  bool Varint(uint64_t* v);
  // A count of elements or members (at most the bytes left, as DecodeItem requires).
  bool Count(uint64_t* n) { return Varint(n) && *n <= left(); }
  bool Bytes(std::string_view* s) {
    uint64_t n;
    if (!Varint(&n) || n > left()) return false;
    *s = std::string_view(p_, n);
    p_ += n;
    return true;
  }
  // The next value's type, without moving.
  bool PeekTag(AttrType* t) const {
    if (p_ == end_ || static_cast<uint8_t>(*p_) > static_cast<uint8_t>(AttrType::kBS)) return false;
    *t = static_cast<AttrType>(*p_);
    return true;
  }
  bool Tag(AttrType* t) {
    if (!PeekTag(t)) return false;
    ++p_;
    return true;
  }
  bool Byte(uint8_t* b) {
    if (p_ == end_) return false;
    *b = static_cast<uint8_t>(*p_++);
    return true;
  }
  bool Skip(size_t n) {
    if (n > left()) return false;
    p_ += n;
    return true;
  }
  // Moves past one value (tag included) without checking its nesting depth.
  bool SkipValue();

 private:
  const char* p_;
  const char* end_;
};

}  // namespace keyscape::value

#endif  // KEYSCAPE_SRC_VALUE_ENCODED_ITEM_READER_H_
