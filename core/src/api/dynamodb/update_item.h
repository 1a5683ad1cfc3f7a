// UpdateItem as the operation answers it and as a transaction's Update action runs it.
#ifndef KEYSCAPE_API_DYNAMODB_UPDATE_ITEM_H_
#define KEYSCAPE_API_DYNAMODB_UPDATE_ITEM_H_

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

// How the 400 KB limit measures an update. Standalone UpdateItem holds the larger of the
// finished item and what its statement writes (plus a cost per action) to the limit;
// a transaction's Update measures the finished item alone (both recorded against
// DynamoDB, eu-west-2, 2026-08).
enum class UpdateSizeRule { kStatement, kFinishedItem };

// UpdateItem's request and response (ops.h), its size measured by `rule`.
base::Result<base::Json> RunUpdateItem(table::Database& db, const base::Json& request,
                                       UpdateSizeRule rule);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_UPDATE_ITEM_H_
