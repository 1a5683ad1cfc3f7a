#include "keyscape/value/item_codec.h"

#include <cstring>

#include "keyscape/base/status.h"

namespace keyscape::value {

using base::Result;
using base::Status;

namespace {

void PutVarint(uint64_t v, std::string* out) {
  while (v >= 0x80) {
    out->push_back(static_cast<char>(v | 0x80));
    v >>= 7;
  }
  out->push_back(static_cast<char>(v));
}

bool GetVarint(std::string_view* in, uint64_t* v) {
  uint64_t r = 0;
  int shift = 0;
  while (!in->empty() && shift < 64) {
    uint8_t b = static_cast<uint8_t>((*in)[0]);
    in->remove_prefix(1);
    r |= static_cast<uint64_t>(b & 0x7F) << shift;
    if (!(b & 0x80)) {
      *v = r;
      return true;
    }
    shift += 7;
  }
  return false;
}

void PutBytes(std::string_view s, std::string* out) {
  PutVarint(s.size(), out);
  out->append(s);
}

bool GetBytes(std::string_view* in, std::string* s) {
  uint64_t n;
  if (!GetVarint(in, &n) || n > in->size()) return false;
  s->assign(in->data(), n);
  in->remove_prefix(n);
  return true;
}

void EncodeValue(const AttributeValue& v, std::string* out);

void EncodeMap(const AttrMap& m, std::string* out) {
  PutVarint(m.size(), out);
  for (const auto& kv : m) {
    PutBytes(kv.first, out);
    EncodeValue(kv.second, out);
  }
}

void EncodeValue(const AttributeValue& v, std::string* out) {
  out->push_back(static_cast<char>(v.type));
  switch (v.type) {
    case AttrType::kS:
    case AttrType::kN:
    case AttrType::kB:
      PutBytes(v.scalar, out);
      break;
    case AttrType::kBool:
      out->push_back(v.boolean ? 1 : 0);
      break;
    case AttrType::kNull:
      break;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS:
      PutVarint(v.set.size(), out);
      for (const auto& e : v.set) PutBytes(e, out);
      break;
    case AttrType::kL:
      PutVarint(v.list.size(), out);
      for (const auto& e : v.list) EncodeValue(e, out);
      break;
    case AttrType::kM:
      EncodeMap(v.map, out);
      break;
  }
}

bool DecodeValue(std::string_view* in, AttributeValue* v, int depth);

bool DecodeMap(std::string_view* in, AttrMap* m, int depth) {
  uint64_t n;
  if (!GetVarint(in, &n) || n > in->size()) return false;
  m->resize(n);
  for (auto& kv : *m) {
    if (!GetBytes(in, &kv.first) || !DecodeValue(in, &kv.second, depth)) return false;
  }
  return true;
}

bool DecodeValue(std::string_view* in, AttributeValue* v, int depth) {
  if (in->empty() || depth > 64) return false;
  uint8_t tag = static_cast<uint8_t>((*in)[0]);
  in->remove_prefix(1);
  if (tag > static_cast<uint8_t>(AttrType::kBS)) return false;
  v->type = static_cast<AttrType>(tag);
  switch (v->type) {
    case AttrType::kS:
    case AttrType::kN:
    case AttrType::kB:
      return GetBytes(in, &v->scalar);
    case AttrType::kBool:
      if (in->empty()) return false;
      v->boolean = (*in)[0] != 0;
      in->remove_prefix(1);
      return true;
    case AttrType::kNull:
      v->boolean = true;
      return true;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS: {
      uint64_t n;
      if (!GetVarint(in, &n) || n > in->size()) return false;
      v->set.resize(n);
      for (auto& e : v->set)
        if (!GetBytes(in, &e)) return false;
      return true;
    }
    case AttrType::kL: {
      uint64_t n;
      if (!GetVarint(in, &n) || n > in->size()) return false;
      v->list.resize(n);
      for (auto& e : v->list)
        if (!DecodeValue(in, &e, depth + 1)) return false;
      return true;
    }
    case AttrType::kM:
      return DecodeMap(in, &v->map, depth + 1);
  }
  return false;
}

}  // namespace

void EncodeItem(const AttrMap& item, std::string* out) { EncodeMap(item, out); }

Result<AttrMap> DecodeItem(std::string_view bytes) {
  AttrMap m;
  if (!DecodeMap(&bytes, &m, 0) || !bytes.empty()) return Status::Internal("corrupt stored item");
  return m;
}

}  // namespace keyscape::value
