// Request reading shared by keyscape's own operations (keyscape:*): typed access to one
// JSON object's members with ValidationException messages that name the member's path
// ("AccessPatterns[0].Exponent must be a number from 0 to 10"), the table lookup, and
// partition key values of the table's type.
#ifndef KEYSCAPE_API_KEYSCAPE_REQUEST_H_
#define KEYSCAPE_API_KEYSCAPE_REQUEST_H_

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

// "a, b, c".
std::string JoinNames(std::initializer_list<const char*> names);

// Typed, optional members of one JSON object. Every reader gives nullopt (or nullptr)
// for an absent or null member and a ValidationException naming Name(member) for a
// member of the wrong type or out of range. `obj` must outlive the Fields.
class Fields {
 public:
  Fields(const base::Json& obj, std::string path) : obj_(obj), path_(std::move(path)) {}

  // The member's path: "member" at the top level, "Path.member" below it.
  std::string Name(std::string_view member) const;
  // Fails on a member not in `known`.
  base::Status OnlyKnown(std::initializer_list<const char*> known) const;

  base::Result<std::optional<double>> Number(std::string_view m, double lo, double hi) const;
  base::Result<std::optional<int64_t>> Int(std::string_view m, int64_t lo, int64_t hi) const;
  base::Result<std::optional<bool>> Bool(std::string_view m) const;
  base::Result<std::optional<std::string>> String(std::string_view m) const;
  // A string that must be one of `values`.
  base::Result<std::optional<std::string>> Enum(std::string_view m,
                                                std::initializer_list<const char*> values) const;
  base::Result<const base::Json*> Object(std::string_view m) const;
  base::Result<const base::Json*> Array(std::string_view m) const;

 private:
  const base::Json& obj_;
  std::string path_;
};

// The table named by the request's TableName (DynamoDB's constraint message for a bad
// name, ResourceNotFoundException for a missing table).
base::Result<table::Table*> KeyscapeTableOf(table::Database& db, const base::Json& request);

// A non-empty partition key value of the table's hash type, from DynamoDB JSON; `what`
// names it in messages.
base::Result<value::AttributeValue> PartitionKeyValueOf(const base::Json& j,
                                                        const std::string& what,
                                                        const table::TableDef& def);

// PartitionSizeLimitBytes (1..2^50), default partition::kPartitionSizeBytes.
base::Result<int64_t> PartitionSizeLimitOf(const Fields& f);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_KEYSCAPE_REQUEST_H_
