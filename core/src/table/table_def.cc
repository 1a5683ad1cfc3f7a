#include "keyscape/table/table_def.h"

#include "keyscape/base/enum_names.h"

namespace keyscape::table {

namespace {

constexpr base::EnumName<ProjectionType> kProjectionTypes[] = {
    {ProjectionType::kAll, "ALL"},
    {ProjectionType::kKeysOnly, "KEYS_ONLY"},
    {ProjectionType::kInclude, "INCLUDE"}};

}  // namespace

const char* ProjectionTypeName(ProjectionType t) {
  return base::NameOf(kProjectionTypes, t, "ALL");
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
