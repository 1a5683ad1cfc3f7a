// A table's definition: key schema, attribute definitions, secondary indexes, billing.
// Built from a CreateTable request by api/create_table; read by every other layer.
#ifndef KEYSCAPE_TABLE_TABLE_DEF_H_
#define KEYSCAPE_TABLE_TABLE_DEF_H_

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/value/attribute_value.h"

namespace keyscape::table {

struct KeyElement {
  std::string name;
  value::AttrType type = value::AttrType::kS;  // S, N or B
};

struct KeySchema {
  KeyElement hash;
  std::optional<KeyElement> range;
};

enum class ProjectionType { kAll, kKeysOnly, kInclude };
const char* ProjectionTypeName(ProjectionType t);

struct Projection {
  ProjectionType type = ProjectionType::kAll;
  std::vector<std::string> non_key_attributes;  // INCLUDE only
};

enum class BillingMode { kProvisioned, kPayPerRequest };

struct IndexDef {
  std::string name;
  bool global = true;
  KeySchema key;
  Projection projection;
  int64_t read_capacity = 0;  // GSIs on provisioned tables
  int64_t write_capacity = 0;
};

struct TableDef {
  std::string name;
  KeySchema key;
  std::vector<std::pair<std::string, value::AttrType>> attribute_definitions;
  std::vector<IndexDef> indexes;  // LSIs and GSIs, in request order (LSIs first)
  BillingMode billing = BillingMode::kProvisioned;
  int64_t read_capacity = 0;
  int64_t write_capacity = 0;
  double creation_time = 0;  // seconds since the epoch
  std::string arn;
  std::string table_id;
  // TagResource / UntagResource: (key, value) sorted by key.
  std::vector<std::pair<std::string, std::string>> tags;
  // UpdateTimeToLive: the TTL attribute while TTL is enabled.
  std::optional<std::string> ttl_attribute;

  const IndexDef* FindIndex(std::string_view index_name) const;
  bool has_lsi() const;
  // True when `attr` is a key attribute of the table or of any index.
  bool IsAnyKeyAttribute(std::string_view attr) const;
};

}  // namespace keyscape::table

#endif  // KEYSCAPE_TABLE_TABLE_DEF_H_
