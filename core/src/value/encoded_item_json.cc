// Stored items written as DynamoDB JSON text, whole or projected (encoded_item.h), the
// same bytes AttributeValueToJson / AttrMapToJson (dynamodb_json.cc) and Json::Dump
// produce.
#include <cstring>
#include <string>

#include "encoded_item_reader.h"
#include "keyscape/base/json.h"
#include "keyscape/base/json_escape.h"
#include "keyscape/value/base64.h"
#include "keyscape/value/encoded_item.h"

namespace keyscape::value {

// ---- AttrSelection ---------------------------------------------------------------

const AttrSelection* AttrSelection::FindName(std::string_view name) const {
  for (const auto& [k, v] : names_)
    if (k == name) return v.get();
  return nullptr;
}

AttrSelection* AttrSelection::Name(std::string_view name) {
  for (auto& [k, v] : names_)
    if (k == name) return v.get();
  names_.emplace_back(std::string(name), std::make_unique<AttrSelection>());
  return names_.back().second.get();
}

AttrSelection* AttrSelection::Index(uint32_t i) {
  auto& slot = indexes_[i];
  if (!slot) slot = std::make_unique<AttrSelection>();
  return slot.get();
}

void AttrSelection::Add(const std::vector<Step>& path) {
  if (path.empty() || path.front().is_index) return;  // selects no attribute
  AttrSelection* cur = this;
  for (const Step& s : path) {
    if (cur->whole_) return;  // an ancestor is already taken whole
    cur = s.is_index ? cur->Index(s.index) : cur->Name(s.name);
  }
  cur->whole_ = true;
  cur->names_.clear();
  cur->indexes_.clear();
}

// ---- writing ---------------------------------------------------------------------
//
// The writers fill a buffer sized beforehand (kBytesOut per encoded byte bounds the text:
// {"NULL":true} is 13 bytes for a 1-byte value, an escaped string byte at most 6), so
// they store through a pointer instead of growing a std::string piece by piece.

namespace {

constexpr size_t kBytesOut = 16;

// {"<type>": as AttributeValueToJson opens each value, by AttrType.
constexpr std::string_view kOpen[] = {"{\"S\":",    "{\"N\":",  "{\"B\":",  "{\"BOOL\":",
                                      "{\"NULL\":", "{\"L\":[", "{\"M\":{", "{\"SS\":[",
                                      "{\"NS\":[",  "{\"BS\":["};

char* Put(std::string_view s, char* p) {
  std::memcpy(p, s.data(), s.size());
  return p + s.size();
}

// The JSON string literal of `s` at p: plain text copied 8 bytes at a time as it is
// checked; a string with a byte to escape goes through base::AppendJsonString (the one
// escaping rule) instead.
char* PutString(std::string_view s, char* p) {
  char* const start = p;
  auto escaped = [&] {
    std::string text;
    base::AppendJsonString(s, &text);
    return Put(text, start);
  };
  *p++ = '"';
  size_t i = 0;
  for (uint64_t w; i + 8 <= s.size(); i += 8, p += 8) {
    std::memcpy(&w, s.data() + i, 8);
    if (base::AnyJsonEscape8(w)) return escaped();
    std::memcpy(p, &w, 8);
  }
  for (; i < s.size(); ++i) {
    const char c = s[i];
    if (static_cast<unsigned char>(c) < 0x20 || c == '"' || c == '\\') return escaped();
    *p++ = c;
  }
  *p++ = '"';
  return p;
}

char* PutBase64(std::string_view raw, char* p) {
  *p++ = '"';
  p = Put(Base64Encode(raw), p);
  *p++ = '"';
  return p;
}

char* WriteValue(EncodedReader* in, char* p);

char* WriteMembers(EncodedReader* in, char* p) {
  uint64_t n;
  if (!in->Count(&n)) return p;
  for (uint64_t i = 0; i < n; ++i) {
    std::string_view name;
    if (!in->Bytes(&name)) return p;
    if (i) *p++ = ',';
    p = PutString(name, p);
    *p++ = ':';
    p = WriteValue(in, p);
  }
  return p;
}

char* WriteValue(EncodedReader* in, char* p) {
  AttrType type;
  if (!in->Tag(&type)) return p;
  p = Put(kOpen[static_cast<int>(type)], p);
  std::string_view bytes;
  uint64_t n = 0;
  uint8_t b = 0;
  switch (type) {
    case AttrType::kS:
    case AttrType::kN:
      if (in->Bytes(&bytes)) p = PutString(bytes, p);
      break;
    case AttrType::kB:
      if (in->Bytes(&bytes)) p = PutBase64(bytes, p);
      break;
    case AttrType::kBool:
      in->Byte(&b);
      p = Put(b ? "true" : "false", p);
      break;
    case AttrType::kNull:
      p = Put("true", p);
      break;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS:
      if (in->Count(&n)) {
        for (uint64_t i = 0; i < n && in->Bytes(&bytes); ++i) {
          if (i) *p++ = ',';
          p = type == AttrType::kBS ? PutBase64(bytes, p) : PutString(bytes, p);
        }
      }
      *p++ = ']';
      break;
    case AttrType::kL:
      if (in->Count(&n)) {
        for (uint64_t i = 0; i < n; ++i) {
          if (i) *p++ = ',';
          p = WriteValue(in, p);
        }
      }
      *p++ = ']';
      break;
    case AttrType::kM:
      p = WriteMembers(in, p);
      *p++ = '}';
      break;
  }
  *p++ = '}';
  return p;
}

// Writes the projection of the next value (always consumed) at *p and advances *p;
// false, with nothing written, when the projection is empty (expr::ApplyProjection's
// Project gives nullopt).
bool WriteProjected(EncodedReader* in, const AttrSelection& sel, char** p);

// The selected members of a map (the reader after the tag), comma-separated; false when
// none produced anything.
bool WriteSelectedMembers(EncodedReader* in, const AttrSelection& sel, char** p) {
  uint64_t n;
  if (!in->Count(&n)) return false;
  bool any = false;
  for (uint64_t i = 0; i < n; ++i) {
    std::string_view name;
    if (!in->Bytes(&name)) return any;
    const AttrSelection* child = sel.FindName(name);
    if (!child) {
      if (!in->SkipValue()) return any;
      continue;
    }
    char* const mark = *p;
    if (any) *(*p)++ = ',';
    *p = PutString(name, *p);
    *(*p)++ = ':';
    if (WriteProjected(in, *child, p)) {
      any = true;
    } else {
      *p = mark;
    }
  }
  return any;
}

// The selected elements of a list (the reader after the tag), in index order.
bool WriteSelectedElements(EncodedReader* in, const AttrSelection& sel, char** p) {
  uint64_t n;
  if (!in->Count(&n)) return false;
  bool any = false;
  auto want = sel.indexes().begin();
  for (uint64_t i = 0; i < n; ++i) {
    if (want == sel.indexes().end() || want->first != i) {
      if (!in->SkipValue()) return any;
      continue;
    }
    char* const mark = *p;
    if (any) *(*p)++ = ',';
    if (WriteProjected(in, *want->second, p)) {
      any = true;
    } else {
      *p = mark;
    }
    ++want;
  }
  return any;
}

bool WriteProjected(EncodedReader* in, const AttrSelection& sel, char** p) {
  if (sel.whole()) {
    *p = WriteValue(in, *p);
    return true;
  }
  AttrType type;
  if (!in->PeekTag(&type)) return false;
  const bool map = type == AttrType::kM && !sel.names().empty();
  const bool list = type == AttrType::kL && !sel.indexes().empty();
  if (!map && !list) {
    in->SkipValue();
    return false;
  }
  in->Tag(&type);
  char* const mark = *p;
  *p = Put(kOpen[static_cast<int>(type)], *p);
  if (map ? WriteSelectedMembers(in, sel, p) : WriteSelectedElements(in, sel, p)) {
    *p = Put(map ? "}}" : "]}", *p);
    return true;
  }
  *p = mark;
  return false;
}

}  // namespace

size_t EncodedItemJsonBound(std::string_view encoded) {
  return kBytesOut * encoded.size() + kBytesOut;
}

char* WriteEncodedItemJson(std::string_view encoded, char* p) {
  EncodedReader in(encoded);
  *p++ = '{';
  p = WriteMembers(&in, p);
  *p++ = '}';
  return p;
}

char* WriteEncodedItemJson(std::string_view encoded, const AttrSelection& selection, char* p) {
  EncodedReader in(encoded);
  *p++ = '{';
  WriteSelectedMembers(&in, selection, &p);
  *p++ = '}';
  return p;
}

void AppendEncodedItemJson(std::string_view encoded, std::string* out) {
  const size_t at = out->size();
  out->resize(at + EncodedItemJsonBound(encoded));
  out->resize(static_cast<size_t>(WriteEncodedItemJson(encoded, out->data() + at) - out->data()));
}

void AppendEncodedItemJson(std::string_view encoded, const AttrSelection& selection,
                           std::string* out) {
  const size_t at = out->size();
  out->resize(at + EncodedItemJsonBound(encoded));
  out->resize(static_cast<size_t>(WriteEncodedItemJson(encoded, selection, out->data() + at) -
                                  out->data()));
}

}  // namespace keyscape::value
