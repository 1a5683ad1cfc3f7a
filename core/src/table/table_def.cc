#include "keyscape/table/table_def.h"

#include "keyscape/base/enum_names.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::table {

using base::Status;
using value::AttrType;

namespace {

constexpr base::EnumName<ProjectionType> kProjectionTypes[] = {
    {ProjectionType::kAll, "ALL"},
    {ProjectionType::kKeysOnly, "KEYS_ONLY"},
    {ProjectionType::kInclude, "INCLUDE"}};

constexpr base::EnumName<StreamViewType> kStreamViewTypes[] = {
    {StreamViewType::kKeysOnly, "KEYS_ONLY"},
    {StreamViewType::kNewImage, "NEW_IMAGE"},
    {StreamViewType::kOldImage, "OLD_IMAGE"},
    {StreamViewType::kNewAndOldImages, "NEW_AND_OLD_IMAGES"}};

}  // namespace

const char* ProjectionTypeName(ProjectionType t) {
  return base::NameOf(kProjectionTypes, t, "ALL");
}

const char* StreamViewTypeName(StreamViewType v) {
  return base::NameOf(kStreamViewTypes, v, "KEYS_ONLY");
}

bool ParseStreamViewType(std::string_view name, StreamViewType* out) {
  return base::ValueOf(kStreamViewTypes, name, out);
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
  if (key.Has(attr)) return true;
  for (const auto& i : indexes)
    if (i.key.Has(attr)) return true;
  return false;
}

std::vector<const KeyElement*> KeySchema::HashElements() const {
  std::vector<const KeyElement*> out = {&hash};
  for (const auto& k : more_hash) out.push_back(&k);
  return out;
}

std::vector<const KeyElement*> KeySchema::RangeElements() const {
  std::vector<const KeyElement*> out;
  if (range) out.push_back(&*range);
  for (const auto& k : more_range) out.push_back(&k);
  return out;
}

std::vector<const KeyElement*> KeySchema::Elements() const {
  std::vector<const KeyElement*> out = HashElements();
  for (const KeyElement* k : RangeElements()) out.push_back(k);
  return out;
}

bool KeySchema::Has(std::string_view attr) const {
  for (const KeyElement* k : Elements())
    if (k->name == attr) return true;
  return false;
}

namespace {

Status CheckSingleShape(const std::vector<std::pair<std::string, std::string>>& elems) {
  if (elems.size() == 2) {
    if (elems[1].second != "RANGE")
      return Status::Validation(
          "Invalid KeySchema: The second KeySchemaElement is not a RANGE key type");
    if (elems[0].first == elems[1].first)
      return Status::Validation(
          "Both the Hash Key and the Range Key element in the KeySchema have the same name");
  }
  return Status::Ok();
}

Status CheckMultiShape(const std::vector<std::pair<std::string, std::string>>& elems) {
  size_t hashes = 0, ranges = 0;
  for (size_t i = 0; i < elems.size(); ++i) {
    if (elems[i].second == "HASH" && ranges > 0)
      return Status::Validation(
          "Invalid KeySchema: A HASH key attribute cannot follow a RANGE key attribute");
    ++(elems[i].second == "HASH" ? hashes : ranges);
    for (size_t j = 0; j < i; ++j)
      if (elems[j].first == elems[i].first)
        return Status::Validation("Invalid KeySchema: Duplicate AttributeName in KeySchema: " +
                                  elems[i].first);
  }
  const size_t max = KeySchema::kMaxAttributesPerKey;
  if (hashes > max)
    return Status::Validation(
        "Invalid KeySchema: A KeySchema can have at most 4 HASH key "
        "attributes");
  if (ranges > max)
    return Status::Validation(
        "Invalid KeySchema: A KeySchema can have at most 4 RANGE key "
        "attributes");
  return Status::Ok();
}

}  // namespace

Status BuildKeySchemaFromElements(const std::vector<std::pair<std::string, std::string>>& elems,
                                  const std::vector<std::pair<std::string, AttrType>>& defs,
                                  bool allow_multi, KeySchema* out,
                                  std::vector<std::string>* missing) {
  if (elems.empty() || elems[0].second != "HASH")
    return Status::Validation(
        "Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
  KS_RETURN_IF_ERROR(allow_multi ? CheckMultiShape(elems) : CheckSingleShape(elems));
  *out = KeySchema();
  for (size_t i = 0; i < elems.size(); ++i) {
    KeyElement k;
    k.name = elems[i].first;
    bool found = false;
    for (const auto& d : defs)
      if (d.first == k.name) {
        k.type = d.second;
        found = true;
        break;
      }
    if (!found) missing->push_back(k.name);
    if (i == 0)
      out->hash = k;
    else if (elems[i].second == "HASH")
      out->more_hash.push_back(k);
    else if (!out->range)
      out->range = k;
    else
      out->more_range.push_back(k);
  }
  return Status::Ok();
}

}  // namespace keyscape::table
