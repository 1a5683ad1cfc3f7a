// UpdateTable's GlobalSecondaryIndexUpdates: reading each entry's action (Create, Update,
// Delete) with DynamoDB's constraint messages, and applying one to a table definition.
// Private to core/src/api/dynamodb/update_table.cc (UpdateTable, keyscape/api/ops.h).
#ifndef KEYSCAPE_SRC_API_DYNAMODB_INDEX_UPDATES_H_
#define KEYSCAPE_SRC_API_DYNAMODB_INDEX_UPDATES_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api::update_table {

inline constexpr char kInvalid[] = "One or more parameter values were invalid: ";
inline constexpr char kPayPerRequestThroughput[] =
    "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is "
    "PAY_PER_REQUEST";

struct Throughput {
  bool present = false;
  int64_t read = 0;
  int64_t write = 0;
};

// ProvisionedThroughput of `parent` (absent: present == false); constraint errors of its
// members, named under `member_prefix`, go to `errors`.
base::Result<Throughput> ReadThroughput(const base::Json& parent, std::string_view member_prefix,
                                        ConstraintErrors* errors);

enum class GsiAction { kCreate, kUpdate, kDelete };

struct GsiUpdate {
  GsiAction action = GsiAction::kUpdate;
  std::string index_name;
  const base::Json* body = nullptr;
  Throughput throughput;
};

// GlobalSecondaryIndexUpdates. Sets *empty_entry for an entry with no action.
base::Status ReadGsiUpdates(const base::Json& list, ConstraintErrors* errors,
                            std::vector<GsiUpdate>* out, bool* empty_entry);

// One index update into *def; sets *rebuild when the indexes change.
base::Status ApplyGsiUpdate(const GsiUpdate& u, table::TableDef* def, bool* rebuild);

}  // namespace keyscape::api::update_table

#endif  // KEYSCAPE_SRC_API_DYNAMODB_INDEX_UPDATES_H_
