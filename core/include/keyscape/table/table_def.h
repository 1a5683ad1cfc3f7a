// A table's definition: key schema, attribute definitions, secondary indexes, billing.
// Built from a CreateTable request by api/create_table; read by every other layer.
#ifndef KEYSCAPE_TABLE_TABLE_DEF_H_
#define KEYSCAPE_TABLE_TABLE_DEF_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::table {

struct KeyElement {
  std::string name;
  value::AttrType type = value::AttrType::kS;  // S, N or B
};

// A key schema. Tables and LSIs have one partition (hash) attribute and at most one sort
// (range) attribute. A GSI may have multi-attribute keys (DynamoDB, November 2025): up to
// 4 partition attributes and up to 4 sort attributes, in KeySchema order; `hash` and
// `range` are then the first of each and `more_hash` / `more_range` the others. The index
// places an item by all partition attributes together (keycodec::HashPosition of the
// tuple) and orders it by the sort attributes' tuple, compared left to right.
struct KeySchema {
  KeyElement hash;
  std::optional<KeyElement> range;
  std::vector<KeyElement> more_hash;   // 2nd..4th partition attributes
  std::vector<KeyElement> more_range;  // 2nd..4th sort attributes; only when `range` is set

  static constexpr size_t kMaxAttributesPerKey = 4;

  bool multi_attribute() const { return !more_hash.empty() || !more_range.empty(); }
  // The partition attributes, then the sort attributes, in KeySchema order.
  std::vector<const KeyElement*> HashElements() const;
  std::vector<const KeyElement*> RangeElements() const;
  std::vector<const KeyElement*> Elements() const;
  // True when `attr` is one of the schema's attributes.
  bool Has(std::string_view attr) const;
};

// Builds a key schema from KeySchema elements (name, "HASH" or "RANGE") in request order
// with the types from `defs`. `allow_multi` (GSIs) allows up to 4 HASH then up to 4 RANGE
// elements; otherwise exactly one HASH then at most one RANGE. Errors (Validation):
//   "Invalid KeySchema: The first KeySchemaElement is not a HASH key type"
//   "Invalid KeySchema: The second KeySchemaElement is not a RANGE key type" (single only)
//   "Both the Hash Key and the Range Key element in the KeySchema have the same name"
//                                                                  (single, 2 elements)
//   multi only (no DynamoDB wording found; ours):
//   "Invalid KeySchema: A HASH key attribute cannot follow a RANGE key attribute"
//   "Invalid KeySchema: A KeySchema can have at most 4 HASH key attributes"  (also RANGE)
//   "Invalid KeySchema: Duplicate AttributeName in KeySchema: <name>"
// Attributes absent from `defs` are appended to *missing (the caller words that error).
base::Status BuildKeySchemaFromElements(
    const std::vector<std::pair<std::string, std::string>>& elems,
    const std::vector<std::pair<std::string, value::AttrType>>& defs, bool allow_multi,
    KeySchema* out, std::vector<std::string>* missing);

enum class ProjectionType { kAll, kKeysOnly, kInclude };
const char* ProjectionTypeName(ProjectionType t);

struct Projection {
  ProjectionType type = ProjectionType::kAll;
  std::vector<std::string> non_key_attributes;  // INCLUDE only
};

enum class BillingMode { kProvisioned, kPayPerRequest };

// What a DynamoDB stream record carries besides the keys (StreamSpecification).
enum class StreamViewType { kKeysOnly, kNewImage, kOldImage, kNewAndOldImages };
const char* StreamViewTypeName(StreamViewType v);  // "KEYS_ONLY", ...
// False for a name that is none of the four.
bool ParseStreamViewType(std::string_view name, StreamViewType* out);

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
  // DynamoDB Streams: the view type while a stream is enabled (nullopt: none), and the
  // newest stream's ARN and label, kept after it is disabled as DynamoDB keeps them.
  std::optional<StreamViewType> stream_view;
  std::string latest_stream_arn;
  std::string latest_stream_label;

  const IndexDef* FindIndex(std::string_view index_name) const;
  bool has_lsi() const;
  // True when `attr` is a key attribute of the table or of any index.
  bool IsAnyKeyAttribute(std::string_view attr) const;
};

}  // namespace keyscape::table

#endif  // KEYSCAPE_TABLE_TABLE_DEF_H_
