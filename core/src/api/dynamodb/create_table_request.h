// Reading a CreateTable request into a table definition, in DynamoDB's order of checks:
// create_table_request.cc (the request's members, attribute definitions, key schema
// lists and throughput), table_keys.cc (key schemas against the definitions) and
// table_indexes.cc (the secondary indexes). tables.cc runs the operations.
#ifndef KEYSCAPE_API_DYNAMODB_CREATE_TABLE_REQUEST_H_
#define KEYSCAPE_API_DYNAMODB_CREATE_TABLE_REQUEST_H_

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

// A KeySchema as written: (AttributeName, KeyType) pairs.
using KeyElements = std::vector<std::pair<std::string, std::string>>;

// What CreateTable builds: the definition, and the attributes its keys use so far.
struct NewTable {
  table::TableDef def;
  std::vector<std::string> used_attrs;
  std::set<std::string> index_names;
};

// The members read before the definitions: name, key schema, billing and throughput.
struct CreateTableRequest {
  const base::Json* attr_defs = nullptr;
  KeyElements key;
  const base::Json* lsis = nullptr;
  const base::Json* gsis = nullptr;
};

// TableName, AttributeDefinitions (present), KeySchema, BillingMode, ProvisionedThroughput
// and the index names, their constraint errors reported together; sets def's name,
// billing and capacity.
base::Result<CreateTableRequest> ReadCreateTableRequest(const base::Json& req,
                                                        table::TableDef* def);

// The AttributeDefinitions into def->attribute_definitions (types S, N or B, no name twice).
base::Status ReadAttributeDefinitions(const base::Json& attr_defs, table::TableDef* def);

// KeySchema elements into *out, at most `max_elements` (a GSI may have up to 8:
// multi-attribute keys); a missing or empty list or too many elements are constraint
// errors at `member`.
base::Status ParseKeySchema(const base::Json* arr, std::string_view member, size_t max_elements,
                            ConstraintErrors* errors, KeyElements* out);

// A ProvisionedThroughput (when present) into *r and *w, checked at `prefix`.
base::Status ParseThroughput(const base::Json* pt, int64_t* r, int64_t* w, ConstraintErrors* errors,
                             std::string_view prefix);

// A key schema from its elements and nt's definitions; records the attributes it uses.
// An element without a definition: "Some index key attributes are not defined in
// AttributeDefinitions. Keys: [...], AttributeDefinitions: [...]".
base::Status BuildKey(const KeyElements& es, bool allow_multi, NewTable* nt, table::KeySchema* ks);

// A projection's NonKeyAttributes, each a JSON string, appended to *out. A name listed twice
// is "Cannot have two attributes with the same name" (a user's report of DynamoDB's answer,
// guregu/dynamo#88; the same text in DynamoDB Local's table). Non-strings are the
// SerializationException DynamoDB's parser sends.
base::Status ReadNonKeyAttributes(const base::Json& names, std::vector<std::string>* out);

// LocalSecondaryIndexes (at most 5) or GlobalSecondaryIndexes (at most 20) into nt->def.
base::Status ReadIndexes(const base::Json* arr, bool global, NewTable* nt);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_CREATE_TABLE_REQUEST_H_
