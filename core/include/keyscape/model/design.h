// A keyscape design: the model file of ../shared/MODEL.md (version 1) as C++ values.
//
// A Design is what ReadModel (model_reader.h) returns after every check of the format and
// every cross-reference has passed: tables, entities, sample items and access patterns that
// name each other consistently. WriteModel (model_writer.h) prints it back canonically.
// Values the engine passes through unchanged (sample values, raw items, expression values,
// expectations) stay JSON, so nothing the author wrote is lost to a conversion.
#ifndef KEYSCAPE_MODEL_DESIGN_H_
#define KEYSCAPE_MODEL_DESIGN_H_

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/model/key_template.h"
#include "keyscape/query/key_range.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::model {

struct KeyAttribute {
  std::string name;
  value::AttrType type = value::AttrType::kS;  // S, N or B
};

enum class ProjectionKind { kAll, kKeysOnly, kInclude };

// "ALL", "KEYS_ONLY", "INCLUDE"; Parse* is false for any other text.
const char* ProjectionKindName(ProjectionKind k);
bool ParseProjectionKind(std::string_view text, ProjectionKind* out);

struct IndexProjection {
  ProjectionKind kind = ProjectionKind::kAll;
  std::vector<std::string> non_key_attributes;  // INCLUDE only
};

// A GSI key is one attribute or (multi-attribute keys) up to four; `*_as_array` remembers
// which form the file used, so the writer prints it back the same way.
struct GlobalIndex {
  std::string name;
  std::vector<KeyAttribute> partition_key;  // 1..4
  std::vector<KeyAttribute> sort_key;       // 0..4
  bool partition_key_as_array = false;
  bool sort_key_as_array = false;
  IndexProjection projection;
};

struct LocalIndex {
  std::string name;
  KeyAttribute sort_key;
  IndexProjection projection;
};

enum class Billing { kPayPerRequest, kProvisioned };

struct TableModel {
  std::string name;
  KeyAttribute partition_key;
  std::optional<KeyAttribute> sort_key;
  Billing billing = Billing::kPayPerRequest;
  bool billing_given = false;  // "billingMode" was written (the writer keeps it)
  int64_t read_capacity = 0;   // PROVISIONED only
  int64_t write_capacity = 0;
  std::vector<GlobalIndex> global_indexes;
  std::vector<LocalIndex> local_indexes;
  std::optional<std::string> ttl_attribute;

  // The key attributes of the table and every index, each once, table keys first.
  std::vector<KeyAttribute> AllKeyAttributes() const;
  const GlobalIndex* FindGlobalIndex(std::string_view name) const;
  const LocalIndex* FindLocalIndex(std::string_view name) const;
};

enum class ValueFormat { kNone, kIso8601, kEpochSeconds, kEpochMillis, kUuid, kUlid };

// "iso8601", "epoch-seconds", "epoch-millis", "uuid", "ulid" ("" for kNone).
const char* ValueFormatName(ValueFormat f);
bool ParseValueFormat(std::string_view text, ValueFormat* out);

struct AttributeSpec {
  std::string name;
  value::AttrType type = value::AttrType::kS;  // S, N or B
  ValueFormat format = ValueFormat::kNone;
  std::vector<base::Json> allowed_values;  // "values": a closed set (strings or numbers)
  bool required = true;
  bool required_given = false;
};

struct EntityKey {
  std::string attribute;  // a key attribute of the table or one of its indexes
  KeyTemplate key_template;
};

struct Entity {
  std::string name;
  std::string table;
  std::optional<std::string> description;
  std::optional<int64_t> expected_count;
  std::vector<AttributeSpec> attributes;  // in file order
  std::vector<EntityKey> keys;            // in file order

  const AttributeSpec* FindAttribute(std::string_view name) const;
  const EntityKey* FindKey(std::string_view attribute) const;
};

// One sample item: an entity's values (keys rendered from its templates) or a raw
// DynamoDB-JSON item of a table.
struct SampleItem {
  std::optional<std::string> entity;  // entity form
  base::Json values;                  // entity form: {"attr": "text" | number}
  std::optional<std::string> table;   // raw form
  base::Json item;                    // raw form: DynamoDB JSON
};

// A pattern's sort operator is the query layer's: one enum from the model to the range.
using SortOp = query::SortOp;
const char* SortOpText(SortOp op);  // "=", "<", "<=", ">", ">=", "between", "begins_with"
bool ParseSortOp(std::string_view text, SortOp* out);

struct SortCondition {
  SortOp op = SortOp::kEq;
  KeyTemplate value;                // the bound (between: the low bound)
  std::optional<KeyTemplate> high;  // between only
};

// A pattern's key. On a multi-attribute GSI key (MODEL.md, "Additions") the file writes
// `partition` as an array of templates (one per partition attribute, key order) and `sort`
// as an array of conditions (on the leading sort attributes used: `=` on each but the last,
// any operator on the last; lint's multi-key-* rules say when a pattern breaks that).
// `partition` and `sort` hold the first element; `more_partition` and `more_sort` the rest,
// in key order; `*_as_array` remembers the array form so the writer prints it back.
// A string `partition` on a multi-attribute partition key takes each further partition
// attribute from the parameter of that attribute's name.
struct PatternKey {
  KeyTemplate partition;
  std::optional<SortCondition> sort;
  std::vector<KeyTemplate> more_partition;
  std::vector<SortCondition> more_sort;
  bool partition_as_array = false;
  bool sort_as_array = false;

  // The sort conditions in key order (empty when there is none).
  std::vector<const SortCondition*> SortConditions() const;
  // The last sort condition (the one that may be a range), or null.
  const SortCondition* LastSort() const;
};

// An expression with its placeholders, as DynamoDB takes them.
struct ExpressionSpec {
  std::string expression;
  base::Json names;   // {"#n": "name"} or null when absent
  base::Json values;  // {":v": AttributeValue} or null when absent
};

enum class Operation {
  kGetItem,
  kQuery,
  kScan,
  kPutItem,
  kUpdateItem,
  kDeleteItem,
  kBatchGetItem,
  kBatchWriteItem,
  kTransactGetItems,
  kTransactWriteItems,
};
const char* OperationName(Operation op);  // DynamoDB's name: "Query", "BatchGetItem", ...
bool ParseOperation(std::string_view text, Operation* out);
bool IsWriteOperation(Operation op);

struct AccessPattern {
  std::string name;
  std::optional<std::string> description;
  std::string table;
  std::optional<std::string> index;
  std::optional<std::string> entity;
  Operation operation = Operation::kQuery;
  std::optional<PatternKey> key;
  base::Json parameters;  // {"name": "text" | number} or null
  std::optional<ExpressionSpec> filter;
  std::vector<std::string> projection;
  std::optional<bool> scan_index_forward;
  std::optional<int64_t> limit;
  std::optional<bool> consistent_read;
  std::optional<ExpressionSpec> update;
  // Write patterns: the ConditionExpression the write is made under (PutItem, UpdateItem,
  // DeleteItem), and for PutItem, instead of an entity, the exact DynamoDB-JSON item it
  // writes (its key attributes are the pattern's key). Both come from imports whose
  // patterns say so (aws-mcp); null / absent otherwise.
  std::optional<ExpressionSpec> condition;
  base::Json item;
  std::optional<int64_t> items_per_request;
  std::optional<double> rate_per_second;
  base::Json rate;    // the "rate" object as written (keeps the number's text), or null
  base::Json expect;  // {"count", "keys"} or null
};

// Prices for cost (docs/model-prices.md); request-unit prices are USD per million units.
struct Prices {
  std::string region = "us-east-1";
  std::string date = "2026-12-01";
  std::string source = "AWS DynamoDB pricing page, standard table class, us-east-1";
  double read_request_unit = 0.125;
  double write_request_unit = 0.625;
  double rcu_hour = 0.00013;
  double wcu_hour = 0.00065;
  double gb_month = 0.25;
  double hours_per_month = 730;
};

struct Design {
  std::string name;
  std::optional<std::string> description;
  std::vector<TableModel> tables;
  std::vector<Entity> entities;
  std::vector<SampleItem> items;
  std::vector<AccessPattern> patterns;
  std::optional<Prices> prices;  // the file's override, when it has one
  base::Json prices_json;        // the override as written, for the writer

  const TableModel* FindTable(std::string_view name) const;
  const Entity* FindEntity(std::string_view name) const;
};

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_DESIGN_H_
