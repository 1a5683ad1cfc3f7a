// Checking, sizing and partly decoding stored items (encoded_item.h). The format is
// item_codec.cc's: a map is varint(count) then count × (varint(len) name, value); a value is
// one AttrType tag byte then S/N/B varint(len) bytes, BOOL one byte, NULL nothing,
// SS/NS/BS varint(count) × (varint(len) bytes), L varint(count) × value, M a map.
#include "keyscape/value/encoded_item.h"

#include "encoded_item_reader.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/number.h"

namespace keyscape::value {
namespace {

// Number::StorageSize (number.cc) of a stored N: its normalised text ([-]digits[.digits],
// Number::ToString) read in place; any other text goes through Number::ParseUnchecked.
int64_t NumberSize(std::string_view text) {
  const bool negative = !text.empty() && text[0] == '-';
  const std::string_view t = text.substr(negative ? 1 : 0);
  const size_t dot = t.find('.');
  const size_t int_digits = dot == std::string_view::npos ? t.size() : dot;
  bool plain = int_digits > 0 && (dot == std::string_view::npos || dot + 1 < t.size());
  int first = 0, last = 0;  // decimal exponents of the first and last significant digit
  bool any = false;
  for (size_t i = 0; plain && i < t.size(); ++i) {
    if (i == dot) continue;
    if (t[i] < '0' || t[i] > '9') plain = false;
    if (t[i] == '0' || !plain) continue;
    const int exp =
        i < int_digits ? static_cast<int>(int_digits - 1 - i) : -static_cast<int>(i - int_digits);
    if (!any) first = exp;
    last = exp;
    any = true;
  }
  if (!plain) {
    auto n = Number::ParseUnchecked(text);
    return n.ok() ? n->StorageSize() : static_cast<int64_t>(text.size());
  }
  if (!any) return 1;  // zero
  return Number::StorageSizeOf(negative, first, last);
}

// Validates one value as DecodeValue does (depth limit included) and adds its
// AttributeValueSize to *size.
bool CheckValue(EncodedReader* in, int depth, int64_t* size);

bool CheckMapMembers(EncodedReader* in, int depth, bool nested, int64_t* size) {
  uint64_t n;
  if (!in->Count(&n)) return false;
  for (uint64_t i = 0; i < n; ++i) {
    std::string_view name;
    if (!in->Bytes(&name)) return false;
    *size += static_cast<int64_t>(name.size()) + (nested ? 1 : 0);
    if (!CheckValue(in, depth, size)) return false;
  }
  return true;
}

bool CheckValue(EncodedReader* in, int depth, int64_t* size) {
  AttrType type;
  if (depth > 64 || !in->Tag(&type)) return false;
  std::string_view bytes;
  uint64_t n;
  switch (type) {
    case AttrType::kS:
    case AttrType::kB:
      if (!in->Bytes(&bytes)) return false;
      *size += static_cast<int64_t>(bytes.size());
      return true;
    case AttrType::kN:
      if (!in->Bytes(&bytes)) return false;
      *size += NumberSize(bytes);
      return true;
    case AttrType::kBool:
      *size += 1;
      return in->Skip(1);
    case AttrType::kNull:
      *size += 1;
      return true;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS:
      if (!in->Count(&n)) return false;
      for (uint64_t i = 0; i < n; ++i) {
        if (!in->Bytes(&bytes)) return false;
        *size += type == AttrType::kNS ? NumberSize(bytes) : static_cast<int64_t>(bytes.size());
      }
      return true;
    case AttrType::kL:
      if (!in->Count(&n)) return false;
      *size += 3;
      for (uint64_t i = 0; i < n; ++i) {
        *size += 1;
        if (!CheckValue(in, depth + 1, size)) return false;
      }
      return true;
    case AttrType::kM:
      *size += 3;
      return CheckMapMembers(in, depth + 1, true, size);
  }
  return false;
}

}  // namespace

bool EncodedReader::Varint(uint64_t* v) {
  uint64_t r = 0;
  for (int shift = 0; p_ < end_ && shift < 64; shift += 7) {
    const uint8_t b = static_cast<uint8_t>(*p_++);
    r |= static_cast<uint64_t>(b & 0x7F) << shift;
    if (!(b & 0x80)) {
      *v = r;
      return true;
    }
  }
  return false;
}

bool EncodedReader::SkipValue() {
  AttrType type;
  if (!Tag(&type)) return false;
  std::string_view bytes;
  uint64_t n;
  switch (type) {
    case AttrType::kS:
    case AttrType::kN:
    case AttrType::kB:
      return Bytes(&bytes);
    case AttrType::kBool:
      return Skip(1);
    case AttrType::kNull:
      return true;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS:
      if (!Count(&n)) return false;
      for (uint64_t i = 0; i < n; ++i)
        if (!Bytes(&bytes)) return false;
      return true;
    case AttrType::kL:
      if (!Count(&n)) return false;
      for (uint64_t i = 0; i < n; ++i)
        if (!SkipValue()) return false;
      return true;
    case AttrType::kM:
      if (!Count(&n)) return false;
      for (uint64_t i = 0; i < n; ++i)
        if (!Bytes(&bytes) || !SkipValue()) return false;
      return true;
  }
  return false;
}

bool CheckEncodedItem(std::string_view encoded, int64_t* size) {
  EncodedReader in(encoded);
  *size = 0;
  return CheckMapMembers(&in, 0, false, size) && in.done();
}

AttrMap DecodeItemAttributes(std::string_view encoded, const std::vector<std::string>& names) {
  // The chosen members' bytes, copied as they are behind a new count, decode as a map.
  EncodedReader in(encoded);
  std::string map(1, '\0');  // the count (one varint byte below 128), then the members
  uint64_t n = 0, taken = 0;
  if (!in.Count(&n)) return {};
  for (uint64_t i = 0; i < n && taken < names.size(); ++i) {
    const char* start = in.position();
    std::string_view name;
    if (!in.Bytes(&name) || !in.SkipValue()) return {};
    for (const std::string& want : names) {
      if (want != name) continue;
      map.append(start, in.position());
      ++taken;
      break;
    }
  }
  if (taken >= 0x80) {  // a longer varint, as item_codec.cc writes it
    std::string count;
    for (uint64_t v = taken; v; v >>= 7)
      count.push_back(static_cast<char>((v & 0x7F) | (v >= 0x80 ? 0x80 : 0)));
    map.replace(0, 1, count);
  } else {
    map[0] = static_cast<char>(taken);
  }
  auto decoded = DecodeItem(map);
  return decoded.ok() ? std::move(decoded).value() : AttrMap();
}

}  // namespace keyscape::value
