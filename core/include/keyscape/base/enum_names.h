// Enum values and their wire names (DynamoDB's "KEYS_ONLY", keyscape's "HOT_KEY", ...):
// one table per enum serves both directions, so a name is spelled once. EnumPair tables
// map one enum onto another the same way.
//
//   constexpr EnumName<Color> kColors[] = {{Color::kRed, "RED"}, {Color::kBlue, "BLUE"}};
//   NameOf(kColors, Color::kBlue, "RED") == "BLUE";  ValueOf(kColors, "RED", &c) == true
#ifndef KEYSCAPE_BASE_ENUM_NAMES_H_
#define KEYSCAPE_BASE_ENUM_NAMES_H_

#include <cstddef>
#include <string_view>

namespace keyscape::base {

template <typename E>
struct EnumName {
  E value;
  const char* name;
};

// The name of `value`, or `fallback` when the table lacks it.
template <typename E, size_t N>
const char* NameOf(const EnumName<E> (&names)[N], E value, const char* fallback) {
  for (const EnumName<E>& n : names) {
    if (n.value == value) return n.name;
  }
  return fallback;
}

// The value named exactly `name` (case-sensitive) into *out; false when none is.
template <typename E, size_t N>
bool ValueOf(const EnumName<E> (&names)[N], std::string_view name, E* out) {
  for (const EnumName<E>& n : names) {
    if (name == n.name) {
      *out = n.value;
      return true;
    }
  }
  return false;
}

// One enum's values mapped to another's (a token kind to its comparison operator, ...).
template <typename From, typename To>
struct EnumPair {
  From from;
  To to;
};

// What `from` maps to, or `fallback` when the table lacks it.
template <typename From, typename To, size_t N>
To MapEnum(const EnumPair<From, To> (&pairs)[N], From from, To fallback) {
  for (const EnumPair<From, To>& p : pairs) {
    if (p.from == from) return p.to;
  }
  return fallback;
}

}  // namespace keyscape::base

#endif  // KEYSCAPE_BASE_ENUM_NAMES_H_
