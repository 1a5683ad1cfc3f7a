#include "keyscape/value/attribute_value.h"

#include <algorithm>
#include <cstring>
#include <set>

#include "keyscape/base/enum_names.h"
#include "keyscape/value/number.h"

namespace keyscape::value {

namespace {

constexpr base::EnumName<AttrType> kAttrTypes[] = {
    {AttrType::kS, "S"},       {AttrType::kN, "N"},  {AttrType::kB, "B"}, {AttrType::kBool, "BOOL"},
    {AttrType::kNull, "NULL"}, {AttrType::kL, "L"},  {AttrType::kM, "M"}, {AttrType::kSS, "SS"},
    {AttrType::kNS, "NS"},     {AttrType::kBS, "BS"}};

}  // namespace

const char* AttrTypeName(AttrType t) { return base::NameOf(kAttrTypes, t, "?"); }
bool ParseAttrTypeName(std::string_view name, AttrType* out) {
  return base::ValueOf(kAttrTypes, name, out);
}

AttributeValue::AttributeValue() = default;
AttributeValue::AttributeValue(const AttributeValue&) = default;
AttributeValue::AttributeValue(AttributeValue&&) noexcept = default;
AttributeValue& AttributeValue::operator=(const AttributeValue&) = default;
AttributeValue& AttributeValue::operator=(AttributeValue&&) noexcept = default;
AttributeValue::~AttributeValue() = default;

namespace {

AttributeValue Scalar(AttrType type, std::string text) {
  AttributeValue a;
  a.type = type;
  a.scalar = std::move(text);
  return a;
}

}  // namespace

AttributeValue AttributeValue::S(std::string v) { return Scalar(AttrType::kS, std::move(v)); }
AttributeValue AttributeValue::N(std::string normalised) {
  return Scalar(AttrType::kN, std::move(normalised));
}
AttributeValue AttributeValue::B(std::string raw) { return Scalar(AttrType::kB, std::move(raw)); }
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

}  // namespace keyscape::value
