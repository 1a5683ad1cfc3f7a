// Helpers shared by operation handlers: typed field access with DynamoDB's
// serialization errors, the aggregated "N validation errors detected" form, table lookup.
#ifndef KEYSCAPE_API_DYNAMODB_REQUEST_H_
#define KEYSCAPE_API_DYNAMODB_REQUEST_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/table/database.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

// Collects constraint violations and renders DynamoDB's message:
// "1 validation error detected: Value 'x' at 'tableName' failed to satisfy constraint: ..."
// "2 validation errors detected: ...; ..." (at most 10 listed).
class ConstraintErrors {
 public:
  // `value_text` is the value as DynamoDB prints it: 'x' quoted, or null.
  void Add(std::string value_text, std::string_view member, std::string_view constraint);
  // An entry in DynamoDB's own words, without "Value ... at ...".
  void AddMessage(std::string text) { errors_.push_back(std::move(text)); }
  // The first of `other`'s entries, if any (operations that stop at the first bad enum).
  void AddFirstOf(const ConstraintErrors& other);
  bool empty() const { return errors_.empty(); }
  base::Status ToStatus() const;

 private:
  std::vector<std::string> errors_;
};

// DynamoDB checks requests in one of two layers, and which one an operation runs decides
// some wordings (recorded in us-east-1 and eu-west-2, 2026-10). The current layer answers
// PutItem, UpdateItem and DeleteItem: every request-validation error inside the envelope
// "1 validation error detected: ", ExpressionAttributeValues without an expression named
// without its ": ConditionExpression is null" suffix, "ReturnItemCollectionMetrics can only
// be SIZE or NONE". The older layer answers the batch and transaction writes. The same two
// layers word bad attribute values (value/dynamodb_json.h).
using value::ValidationLayer;

// `st` as the current layer reports it: a ValidationException inside the envelope
// "1 validation error detected: " (a constraint list already is one); others unchanged.
base::Status InValidationEnvelope(base::Status st);

// Quotes a value for a constraint message: 'text'.
std::string Quoted(std::string_view s);

// Field readers. Absent fields give nullopt; a field of the wrong JSON type gives a
// SerializationException as DynamoDB does.
base::Result<std::optional<std::string>> GetString(const base::Json& req, std::string_view name);
base::Result<std::optional<bool>> GetBool(const base::Json& req, std::string_view name);
base::Result<std::optional<int64_t>> GetInt(const base::Json& req, std::string_view name);
// Object / array fields (nullptr when absent).
base::Result<const base::Json*> GetObject(const base::Json& req, std::string_view name);
base::Result<const base::Json*> GetArray(const base::Json& req, std::string_view name);

// An integer member within [lo, hi]: "Member must have value greater than or equal to
// <lo>" / "less than or equal to <hi>" into `errors` (nothing when absent).
void CheckIntRange(const std::optional<int64_t>& v, int64_t lo, int64_t hi, std::string_view member,
                   ConstraintErrors* errors);

// Validates a table name's constraints into `errors` (member is e.g. "tableName").
void CheckTableName(const std::optional<std::string>& name, std::string_view member,
                    ConstraintErrors* errors);
// Validates an index name's constraints (3..255, [a-zA-Z0-9_.-]+) when present.
void CheckIndexName(const std::optional<std::string>& name, std::string_view member,
                    ConstraintErrors* errors);

// Looks a table up; "Requested resource not found" when missing (the item operations'
// wording).
base::Result<table::Table*> LookupTable(table::Database& db, const std::string& name);
// Looks a table up with the table operations' wording of a missing one (DescribeTable,
// DeleteTable, UpdateTable, the TTL operations): "Requested resource not found: Table:
// <name> not found".
base::Result<table::Table*> FindNamedTable(table::Database& db, const std::string& name);
// "The parameter 'TableName' is required but was not present in the request" when `name`
// is missing: the table operations (CreateTable, DescribeTable, DeleteTable, UpdateTable,
// DescribeTimeToLive) say so before any constraint message.
base::Status RequiredTableName(const std::optional<std::string>& name);
// Reads TableName (RequiredTableName, then its constraints: a ValidationException), then
// FindNamedTable.
base::Result<table::Table*> ReadNamedTable(table::Database& db, const base::Json& req);

// ProvisionedThroughput's two members, each checked into `errors` under `prefix`
// ("<prefix>.readCapacityUnits": null, or a value below 1). DynamoDB lists the read
// member first for CreateTable and the write member first for UpdateTable.
struct CapacityUnits {
  int64_t read = 0, write = 0;  // 0 when absent
};
enum class CapacityOrder { kReadFirst, kWriteFirst };
base::Result<CapacityUnits> ReadCapacityUnits(const base::Json& throughput, std::string_view prefix,
                                              CapacityOrder order, ConstraintErrors* errors);

// ProjectionExpression with its ExpressionAttributeNames (no values), or the legacy
// AttributesToGet, as GetItem and BatchGetItem's KeysAndAttributes take them: both at once,
// names without an expression, a bad expression or an unused name is a
// ValidationException. nullopt without either. AttributesToGet adds no key attributes.
base::Result<std::optional<expr::ProjectionExpression>> ReadNamesOnlyProjection(
    const base::Json& req);

// ReturnConsumedCapacity: NONE (default), TOTAL or INDEXES.
enum class CapacityMode { kNone, kTotal, kIndexes };
base::Result<CapacityMode> GetCapacityMode(const base::Json& req, ConstraintErrors* errors);

// The members every single-item request (GetItem, PutItem, DeleteItem, UpdateItem) shares.
struct SingleItemRequest {
  std::string table_name;
  const base::Json* body = nullptr;          // the Item (PutItem) or the Key (the others)
  std::optional<std::string> return_values;  // writes only
  CapacityMode capacity = CapacityMode::kNone;
};
// Reads TableName, `body_member` ("Item" or "Key") and ReturnValues, adding constraint
// violations to `errors` (the caller reports them with its own; it reads
// ReturnConsumedCapacity itself, in its own order). An empty TableName stops there: one
// error, "1 validation error detected: Value at 'TableName' failed to satisfy constraint:
// Member must have length greater than or equal to 1", whatever else is wrong.
base::Result<SingleItemRequest> ReadSingleItemRequest(const base::Json& req,
                                                      const char* body_member,
                                                      ConstraintErrors* errors);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_REQUEST_H_
