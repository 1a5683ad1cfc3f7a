#include "keyscape/value/attribute_value.h"

#include <algorithm>
#include <cstring>
#include <set>

#include "keyscape/value/number.h"
#include "value_names.h"

namespace keyscape::value {

const char* AttrTypeName(AttrType t) {
  switch (t) {
    case AttrType::kS:
      return "S";
    case AttrType::kN:
      return "N";
    case AttrType::kB:
      return "B";
    case AttrType::kBool:
      return "BOOL";
    case AttrType::kNull:
      return "NULL";
    case AttrType::kL:
      return "L";
    case AttrType::kM:
      return "M";
    case AttrType::kSS:
      return "SS";
    case AttrType::kNS:
      return "NS";
    case AttrType::kBS:
      return "BS";
  }
  return "?";
}

bool ParseAttrTypeName(std::string_view name, AttrType* out) {
  static const AttrType kAll[] = {AttrType::kS,    AttrType::kN, AttrType::kB, AttrType::kBool,
                                  AttrType::kNull, AttrType::kL, AttrType::kM, AttrType::kSS,
                                  AttrType::kNS,   AttrType::kBS};
  for (AttrType t : kAll) {
    if (name == AttrTypeName(t)) {
      *out = t;
      return true;
    }
  }
  return false;
}

AttributeValue::AttributeValue() = default;
AttributeValue::AttributeValue(const AttributeValue&) = default;
AttributeValue::AttributeValue(AttributeValue&&) noexcept = default;
AttributeValue& AttributeValue::operator=(const AttributeValue&) = default;
AttributeValue& AttributeValue::operator=(AttributeValue&&) noexcept = default;
AttributeValue::~AttributeValue() = default;

AttributeValue AttributeValue::S(std::string v) {
  AttributeValue a;
  a.type = AttrType::kS;
  a.scalar = std::move(v);
  return a;
}
AttributeValue AttributeValue::N(std::string normalised) {
  AttributeValue a;
  a.type = AttrType::kN;
  a.scalar = std::move(normalised);
  return a;
}
AttributeValue AttributeValue::B(std::string raw) {
  AttributeValue a;
  a.type = AttrType::kB;
  a.scalar = std::move(raw);
  return a;
}
AttributeValue AttributeValue::Bool(bool v) {
  AttributeValue a;
  a.type = AttrType::kBool;
  a.boolean = v;
  return a;
}
AttributeValue AttributeValue::Null() {
  AttributeValue a;
  a.type = AttrType::kNull;
  a.boolean = true;
  return a;
}

const AttributeValue* FindAttr(const AttrMap& m, std::string_view name) {
  for (const auto& kv : m)
    if (kv.first == name) return &kv.second;
  return nullptr;
}
AttributeValue* FindAttr(AttrMap& m, std::string_view name) {
  for (auto& kv : m)
    if (kv.first == name) return &kv.second;
  return nullptr;
}
void SetAttr(AttrMap& m, std::string_view name, AttributeValue v) {
  if (AttributeValue* a = FindAttr(m, name)) {
    *a = std::move(v);
  } else {
    m.emplace_back(std::string(name), std::move(v));
  }
}
bool RemoveAttr(AttrMap& m, std::string_view name) {
  for (auto it = m.begin(); it != m.end(); ++it) {
    if (it->first == name) {
      m.erase(it);
      return true;
    }
  }
  return false;
}

int CompareScalar(const AttributeValue& a, const AttributeValue& b) {
  if (a.type == AttrType::kN) {
    auto na = Number::ParseUnchecked(a.scalar);
    auto nb = Number::ParseUnchecked(b.scalar);
    if (!na.ok() || !nb.ok()) return a.scalar.compare(b.scalar) < 0 ? -1 : 1;
    return Number::Compare(*na, *nb);
  }
  // S and B: unsigned byte order (std::string::compare uses char_traits<char>::compare,
  // which is memcmp, i.e. unsigned).
  int c = a.scalar.compare(b.scalar);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

namespace {

bool SetEquals(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (a.size() != b.size()) return false;
  std::vector<std::string> x = a, y = b;
  std::sort(x.begin(), x.end());
  std::sort(y.begin(), y.end());
  return x == y;
}

}  // namespace

bool AttrEquals(const AttributeValue& a, const AttributeValue& b) {
  if (a.type != b.type) return false;
  switch (a.type) {
    case AttrType::kS:
    case AttrType::kN:
    case AttrType::kB:
      return a.scalar == b.scalar;
    case AttrType::kBool:
      return a.boolean == b.boolean;
    case AttrType::kNull:
      return true;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS:
      return SetEquals(a.set, b.set);
    case AttrType::kL:
      if (a.list.size() != b.list.size()) return false;
      for (size_t i = 0; i < a.list.size(); ++i)
        if (!AttrEquals(a.list[i], b.list[i])) return false;
      return true;
    case AttrType::kM:
      if (a.map.size() != b.map.size()) return false;
      for (const auto& kv : a.map) {
        const AttributeValue* o = FindAttr(b.map, kv.first);
        if (!o || !AttrEquals(kv.second, *o)) return false;
      }
      return true;
  }
  return false;
}

// ---- base64 ---------------------------------------------------------------------

static const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

std::string Base64Encode(std::string_view raw) {
  std::string out;
  out.reserve((raw.size() + 2) / 3 * 4);
  size_t i = 0;
  for (; i + 2 < raw.size(); i += 3) {
    uint32_t v = (uint8_t(raw[i]) << 16) | (uint8_t(raw[i + 1]) << 8) | uint8_t(raw[i + 2]);
    out.push_back(kB64[v >> 18]);
    out.push_back(kB64[(v >> 12) & 63]);
    out.push_back(kB64[(v >> 6) & 63]);
    out.push_back(kB64[v & 63]);
  }
  if (i + 1 == raw.size()) {
    uint32_t v = uint8_t(raw[i]) << 16;
    out.push_back(kB64[v >> 18]);
    out.push_back(kB64[(v >> 12) & 63]);
    out += "==";
  } else if (i + 2 == raw.size()) {
    uint32_t v = (uint8_t(raw[i]) << 16) | (uint8_t(raw[i + 1]) << 8);
    out.push_back(kB64[v >> 18]);
    out.push_back(kB64[(v >> 12) & 63]);
    out.push_back(kB64[(v >> 6) & 63]);
    out.push_back('=');
  }
  return out;
}

bool Base64Decode(std::string_view text, std::string* raw) {
  raw->clear();
  if (text.size() % 4 != 0) return false;
  auto val = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
  };
  for (size_t i = 0; i < text.size(); i += 4) {
    int v[4];
    int pad = 0;
    for (int k = 0; k < 4; ++k) {
      char c = text[i + k];
      if (c == '=' && i + 4 == text.size() && k >= 2) {
        v[k] = 0;
        ++pad;
      } else {
        if (pad) return false;
        v[k] = val(c);
        if (v[k] < 0) return false;
      }
    }
    uint32_t w = (v[0] << 18) | (v[1] << 12) | (v[2] << 6) | v[3];
    raw->push_back(static_cast<char>(w >> 16));
    if (pad < 2) raw->push_back(static_cast<char>((w >> 8) & 255));
    if (pad < 1) raw->push_back(static_cast<char>(w & 255));
  }
  return true;
}

// ---- DynamoDB JSON ----------------------------------------------------------------

Status JsonTypeError(const Json& j, const char* want) {
  const char* got = "VALUE";
  switch (j.kind()) {
    case Json::Kind::kNumber:
      got = j.number_text().find_first_of(".eE") == std::string::npos ? "NUMBER_VALUE"
                                                                      : "DECIMAL_VALUE";
      break;
    case Json::Kind::kBool:
      got = j.bool_value() ? "TRUE_VALUE" : "FALSE_VALUE";
      break;
    case Json::Kind::kString:
      got = "STRING_VALUE";
      break;
    case Json::Kind::kObject:
      return Status::Serialization("Start of structure or map found where not expected");
    case Json::Kind::kArray:
      return Status::Serialization("Start of list found where not expected");
    case Json::Kind::kNull:
      return Status::Serialization(std::string("Null value found where ") + want + " expected");
  }
  return Status::Serialization(std::string(got) + " cannot be converted to " + want);
}

namespace {

const char kEmptyAv[] =
    "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes";
const char kMultiAv[] =
    "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the "
    "supported datatypes";

Status DecodeBinary(const Json& j, std::string* raw) {
  if (!j.is_string()) return JsonTypeError(j, "Blob");
  const std::string& t = j.string_value();
  if (t.size() % 4 != 0)
    return Status::Serialization(
        "Base64 encoded length is expected a multiple of 4 bytes but found: " +
        std::to_string(t.size()));
  if (!Base64Decode(t, raw))
    return Status::Serialization("Invalid Base64 character found in binary value");
  return Status::Ok();
}

std::string JoinForMessage(const std::vector<std::string>& items) {
  std::string s = "[";
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) s += ", ";
    s += items[i];
  }
  return s + "]";
}

}  // namespace

Result<AttributeValue> ParseAttributeValue(const Json& j, int max_depth) {
  if (!j.is_object()) return JsonTypeError(j, "AttributeValue");
  const Json* field = nullptr;
  std::string_view field_name;
  int count = 0;
  for (const auto& m : j.members()) {
    AttrType t;
    if (!ParseAttrTypeName(m.first, &t)) continue;
    if (m.second.is_null()) continue;
    ++count;
    field = &m.second;
    field_name = m.first;
  }
  if (count == 0) return Status::Validation(kEmptyAv);
  if (count > 1) return Status::Validation(kMultiAv);
  AttrType type;
  ParseAttrTypeName(field_name, &type);
  AttributeValue v;
  v.type = type;
  switch (type) {
    case AttrType::kS:
      if (!field->is_string()) return JsonTypeError(*field, "String");
      v.scalar = field->string_value();
      break;
    case AttrType::kN: {
      if (!field->is_string()) return JsonTypeError(*field, "String");
      KS_ASSIGN_OR_RETURN(Number n, Number::Parse(field->string_value()));
      v.scalar = n.ToString();
      break;
    }
    case AttrType::kB:
      KS_RETURN_IF_ERROR(DecodeBinary(*field, &v.scalar));
      break;
    case AttrType::kBool:
      if (!field->is_bool()) return JsonTypeError(*field, "Boolean");
      v.boolean = field->bool_value();
      break;
    case AttrType::kNull:
      if (!field->is_bool()) return JsonTypeError(*field, "Boolean");
      if (!field->bool_value())
        return Status::Validation(
            "One or more parameter values were invalid: Null attribute value types must have the "
            "value of true");
      v.boolean = true;
      break;
    case AttrType::kL:
      if (!field->is_array()) return JsonTypeError(*field, "List");
      if (max_depth <= 0)
        return Status::Validation("Nesting Levels have exceeded supported limits");
      for (const Json& e : field->array()) {
        KS_ASSIGN_OR_RETURN(AttributeValue ev, ParseAttributeValue(e, max_depth - 1));
        v.list.push_back(std::move(ev));
      }
      break;
    case AttrType::kM:
      if (!field->is_object()) return JsonTypeError(*field, "Map");
      if (max_depth <= 0)
        return Status::Validation("Nesting Levels have exceeded supported limits");
      for (const auto& m : field->members()) {
        KS_ASSIGN_OR_RETURN(AttributeValue ev, ParseAttributeValue(m.second, max_depth - 1));
        SetAttr(v.map, m.first, std::move(ev));
      }
      break;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS: {
      if (!field->is_array()) return JsonTypeError(*field, "List");
      std::vector<std::string> shown;
      for (const Json& e : field->array()) {
        std::string elem;
        if (type == AttrType::kSS) {
          if (!e.is_string()) return JsonTypeError(e, "String");
          elem = e.string_value();
          shown.push_back(elem);
        } else if (type == AttrType::kNS) {
          if (!e.is_string()) return JsonTypeError(e, "String");
          KS_ASSIGN_OR_RETURN(Number n, Number::Parse(e.string_value()));
          elem = n.ToString();
          shown.push_back(e.string_value());
        } else {
          KS_RETURN_IF_ERROR(DecodeBinary(e, &elem));
          shown.push_back(e.string_value());
        }
        v.set.push_back(std::move(elem));
      }
      if (v.set.empty()) {
        const char* what = type == AttrType::kSS   ? "string"
                           : type == AttrType::kNS ? "number"
                                                   : "binary";
        return Status::Validation(std::string("One or more parameter values were invalid: An ") +
                                  what + " set  may not be empty");
      }
      std::vector<std::string> sorted = v.set;
      std::sort(sorted.begin(), sorted.end());
      if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        return Status::Validation("One or more parameter values were invalid: Input collection " +
                                  JoinForMessage(shown) + " contains duplicates.");
      break;
    }
  }
  return v;
}

Result<AttrMap> ParseAttrMap(const Json& j) {
  if (!j.is_object()) return JsonTypeError(j, "Map");
  AttrMap m;
  m.reserve(j.members().size());
  for (const auto& kv : j.members()) {
    KS_ASSIGN_OR_RETURN(AttributeValue v, ParseAttributeValue(kv.second));
    SetAttr(m, kv.first, std::move(v));
  }
  return m;
}

Json AttributeValueToJson(const AttributeValue& v) {
  Json o = Json::Object();
  const char* name = AttrTypeName(v.type);
  switch (v.type) {
    case AttrType::kS:
      o.Add(name, Json::String(v.scalar));
      break;
    case AttrType::kN:
      o.Add(name, Json::String(v.scalar));
      break;
    case AttrType::kB:
      o.Add(name, Json::String(Base64Encode(v.scalar)));
      break;
    case AttrType::kBool:
      o.Add(name, Json::Bool(v.boolean));
      break;
    case AttrType::kNull:
      o.Add(name, Json::Bool(true));
      break;
    case AttrType::kL: {
      Json a = Json::Array();
      for (const auto& e : v.list) a.Push(AttributeValueToJson(e));
      o.Add(name, std::move(a));
      break;
    }
    case AttrType::kM:
      o.Add(name, AttrMapToJson(v.map));
      break;
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS: {
      Json a = Json::Array();
      for (const auto& e : v.set)
        a.Push(Json::String(v.type == AttrType::kBS ? Base64Encode(e) : e));
      o.Add(name, std::move(a));
      break;
    }
  }
  return o;
}

Json AttrMapToJson(const AttrMap& m) {
  Json o = Json::Object();
  o.members().reserve(m.size());
  for (const auto& kv : m) o.Add(kv.first, AttributeValueToJson(kv.second));
  return o;
}

std::string AttrValueMessageForm(const AttributeValue& v) {
  switch (v.type) {
    case AttrType::kS:
      return "{S:" + v.scalar + "}";
    case AttrType::kN:
      return "{N:" + v.scalar + "}";
    case AttrType::kB:
      return "{B:" + Base64Encode(v.scalar) + "}";
    default:
      return "{" + std::string(AttrTypeName(v.type)) + ":" + AttributeValueToJson(v).Dump() + "}";
  }
}

// ---- sizes -----------------------------------------------------------------------

int64_t AttributeValueSize(const AttributeValue& v) {
  switch (v.type) {
    case AttrType::kS:
    case AttrType::kB:
      return static_cast<int64_t>(v.scalar.size());
    case AttrType::kN: {
      auto n = Number::ParseUnchecked(v.scalar);
      return n.ok() ? n->StorageSize() : static_cast<int64_t>(v.scalar.size());
    }
    case AttrType::kBool:
    case AttrType::kNull:
      return 1;
    case AttrType::kSS:
    case AttrType::kBS: {
      int64_t s = 0;
      for (const auto& e : v.set) s += static_cast<int64_t>(e.size());
      return s;
    }
    case AttrType::kNS: {
      int64_t s = 0;
      for (const auto& e : v.set) {
        auto n = Number::ParseUnchecked(e);
        s += n.ok() ? n->StorageSize() : static_cast<int64_t>(e.size());
      }
      return s;
    }
    case AttrType::kL: {
      int64_t s = 3;
      for (const auto& e : v.list) s += 1 + AttributeValueSize(e);
      return s;
    }
    case AttrType::kM: {
      int64_t s = 3;
      for (const auto& kv : v.map)
        s += 1 + static_cast<int64_t>(kv.first.size()) + AttributeValueSize(kv.second);
      return s;
    }
  }
  return 0;
}

int64_t ItemSize(const AttrMap& item) {
  int64_t s = 0;
  for (const auto& kv : item)
    s += static_cast<int64_t>(kv.first.size()) + AttributeValueSize(kv.second);
  return s;
}

// ---- compact storage encoding ----------------------------------------------------

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
