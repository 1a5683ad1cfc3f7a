#include "keyscape/base/json_fields.h"

#include <cmath>
#include <cstring>

namespace keyscape::base {

Result<const Json*> Member(const Json& obj, const std::string& path, const char* name,
                           Json::Kind kind, bool required) {
  const Json* m = obj.Find(name);
  if (!m) {
    if (required) return PathError(Child(path, name), "required");
    return static_cast<const Json*>(nullptr);
  }
  if (m->kind() != kind) {
    const char* what = kind == Json::Kind::kString   ? "a string"
                       : kind == Json::Kind::kObject ? "an object"
                       : kind == Json::Kind::kNumber ? "a number"
                                                     : "an array";
    return PathError(Child(path, name), std::string("must be ") + what);
  }
  return m;
}

Status PathError(std::string_view path, std::string_view problem) {
  return Status::Validation(std::string(path.empty() ? "/" : path) + ": " + std::string(problem));
}

// One allocation and direct writes: Child runs for every member the model reader visits, and
// in the page's wasm std::string's push_back and append are library calls.
std::string Child(std::string_view path, std::string_view member) {
  size_t escapes = 0;
  for (char c : member) escapes += c == '~' || c == '/';
  std::string out(path.size() + 1 + member.size() + escapes, '/');
  char* p = out.data();
  std::memcpy(p, path.data(), path.size());
  p += path.size() + 1;
  if (escapes == 0) {
    std::memcpy(p, member.data(), member.size());
    return out;
  }
  for (char c : member) {
    if (c == '~' || c == '/') {
      *p++ = '~';
      *p++ = c == '~' ? '0' : '1';
    } else {
      *p++ = c;
    }
  }
  return out;
}

std::string Child(std::string_view path, size_t index) {
  char digits[20];
  size_t n = 0;
  do {
    digits[n++] = static_cast<char>('0' + index % 10);
    index /= 10;
  } while (index);
  std::string out(path.size() + 1 + n, '/');
  char* p = out.data();
  std::memcpy(p, path.data(), path.size());
  p += path.size() + 1;
  while (n) *p++ = digits[--n];
  return out;
}

Result<Fields> Fields::Of(const Json& j, std::string path,
                          std::initializer_list<std::string_view> allowed) {
  if (!j.is_object()) return PathError(path, "must be an object");
  for (size_t i = 0; i < j.members().size(); ++i) {
    const std::string& name = j.members()[i].first;
    bool known = false;
    for (std::string_view a : allowed) known = known || a == name;
    if (!known) return PathError(Child(path, name), "unknown field");
    for (size_t k = 0; k < i; ++k)
      if (j.members()[k].first == name) return PathError(Child(path, name), "field given twice");
  }
  return Fields(&j, std::move(path));
}

Result<std::string> Fields::String(std::string_view member) const {
  KS_ASSIGN_OR_RETURN(std::optional<std::string> s, OptString(member));
  if (!s) return PathError(PathOf(member), "required");
  if (s->empty()) return PathError(PathOf(member), "must not be empty");
  return *s;
}

Result<std::optional<std::string>> Fields::OptString(std::string_view member) const {
  const Json* j = Get(member);
  if (!j) return std::optional<std::string>();
  if (!j->is_string()) return PathError(PathOf(member), "must be a string");
  return std::optional<std::string>(j->string_value());
}

Result<std::optional<bool>> Fields::OptBool(std::string_view member) const {
  const Json* j = Get(member);
  if (!j) return std::optional<bool>();
  if (!j->is_bool()) return PathError(PathOf(member), "must be true or false");
  return std::optional<bool>(j->bool_value());
}

Result<std::optional<int64_t>> Fields::OptInt(std::string_view member, int64_t min) const {
  const Json* j = Get(member);
  if (!j) return std::optional<int64_t>();
  int64_t v = 0;
  if (!j->is_number() || !j->GetInt64(&v))
    return PathError(PathOf(member), "must be a whole number");
  if (v < min) return PathError(PathOf(member), "must be at least " + std::to_string(min));
  return std::optional<int64_t>(v);
}

Result<std::optional<double>> Fields::OptNumber(std::string_view member, double min) const {
  const Json* j = Get(member);
  if (!j) return std::optional<double>();
  if (!j->is_number() || !std::isfinite(j->number_value()))
    return PathError(PathOf(member), "must be a number");
  if (j->number_value() < min) return PathError(PathOf(member), "must not be negative");
  return std::optional<double>(j->number_value());
}

Result<const Json*> Fields::Member(std::string_view member, bool required, bool array) const {
  const Json* j = Get(member);
  if (!j) {
    if (required) return PathError(PathOf(member), "required");
    return static_cast<const Json*>(nullptr);
  }
  if (array ? !j->is_array() : !j->is_object())
    return PathError(PathOf(member), array ? "must be an array" : "must be an object");
  return j;
}

Result<const Json*> Fields::Array(std::string_view member, bool required) const {
  return Member(member, required, true);
}

Result<const Json*> Fields::Object(std::string_view member, bool required) const {
  return Member(member, required, false);
}

}  // namespace keyscape::base
