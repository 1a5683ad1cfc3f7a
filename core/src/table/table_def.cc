#include "keyscape/table/table_def.h"

namespace keyscape::table {

const char* ProjectionTypeName(ProjectionType t) {
  switch (t) {
    case ProjectionType::kAll:
      return "ALL";
    case ProjectionType::kKeysOnly:
      return "KEYS_ONLY";
    case ProjectionType::kInclude:
      return "INCLUDE";
  }
  return "ALL";
}

const IndexDef* TableDef::FindIndex(std::string_view index_name) const {
  for (const auto& i : indexes)
    if (i.name == index_name) return &i;
  return nullptr;
}

bool TableDef::has_lsi() const {
  for (const auto& i : indexes)
    if (!i.global) return true;
  return false;
}

bool TableDef::IsAnyKeyAttribute(std::string_view attr) const {
  auto in = [&](const KeySchema& k) {
    return k.hash.name == attr || (k.range && k.range->name == attr);
  };
  if (in(key)) return true;
  for (const auto& i : indexes)
    if (in(i.key)) return true;
  return false;
}

}  // namespace keyscape::table
