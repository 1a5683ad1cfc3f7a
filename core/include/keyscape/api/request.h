// Helpers shared by operation handlers: typed field access with DynamoDB's
// serialization errors, the aggregated "N validation errors detected" form, table lookup.
#ifndef KEYSCAPE_API_REQUEST_H_
#define KEYSCAPE_API_REQUEST_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/attribute_value.h"
#include "keyscape/database.h"
#include "keyscape/json.h"
#include "keyscape/status.h"

namespace keyscape {

// Collects constraint violations and renders DynamoDB's message:
// "1 validation error detected: Value 'x' at 'tableName' failed to satisfy constraint: ..."
// "2 validation errors detected: ...; ..." (at most 10 listed).
class ConstraintErrors {
 public:
  // `value_text` is the value as DynamoDB prints it: 'x' quoted, or null.
  void Add(std::string value_text, std::string_view member, std::string_view constraint);
  bool empty() const { return errors_.empty(); }
  Status ToStatus() const;

 private:
  std::vector<std::string> errors_;
};

// Quotes a value for a constraint message: 'text'.
std::string Quoted(std::string_view s);

// Field readers. Absent fields give nullopt; a field of the wrong JSON type gives a
// SerializationException as DynamoDB does.
Result<std::optional<std::string>> GetString(const Json& req, std::string_view name);
Result<std::optional<bool>> GetBool(const Json& req, std::string_view name);
Result<std::optional<int64_t>> GetInt(const Json& req, std::string_view name);
// Object / array fields (nullptr when absent).
Result<const Json*> GetObject(const Json& req, std::string_view name);
Result<const Json*> GetArray(const Json& req, std::string_view name);

// Validates a table name's constraints into `errors` (member is e.g. "tableName").
void CheckTableName(const std::optional<std::string>& name, std::string_view member,
                    ConstraintErrors* errors);
// Validates an index name's constraints (3..255, [a-zA-Z0-9_.-]+) when present.
void CheckIndexName(const std::optional<std::string>& name, std::string_view member,
                    ConstraintErrors* errors);

// Looks a table up; "Requested resource not found" when missing.
Result<Table*> LookupTable(Database& db, const std::string& name);

// ReturnConsumedCapacity: NONE (default), TOTAL or INDEXES.
enum class CapacityMode { kNone, kTotal, kIndexes };
Result<CapacityMode> GetCapacityMode(const Json& req, ConstraintErrors* errors);

// The members every single-item request (GetItem, PutItem, DeleteItem, UpdateItem) shares.
struct SingleItemRequest {
  std::string table_name;
  const Json* body = nullptr;  // the Item (PutItem) or the Key (the others)
  std::optional<std::string> return_values;  // writes only
  CapacityMode capacity = CapacityMode::kNone;
};
// Reads TableName, `body_member` ("Item" or "Key"), ReturnValues and ReturnConsumedCapacity,
// adding constraint violations to `errors` (the caller reports them with its own).
Result<SingleItemRequest> ReadSingleItemRequest(const Json& req, const char* body_member,
                                            ConstraintErrors* errors);

}  // namespace keyscape

#endif  // KEYSCAPE_API_REQUEST_H_
