// TransactWriteItems' request (transact_write_request.cc) as transact_write.cc runs it.
// Private to core/src/api/dynamodb.
#ifndef KEYSCAPE_SRC_API_DYNAMODB_TRANSACT_WRITE_H_
#define KEYSCAPE_SRC_API_DYNAMODB_TRANSACT_WRITE_H_

#include <optional>
#include <string>
#include <vector>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api::transact {

enum class Action { kConditionCheck, kPut, kDelete, kUpdate };

// One entry of TransactItems: its action, and what resolving and running it fill in.
struct WriteAction {
  Action kind = Action::kPut;
  const char* member = "";  // "conditionCheck", "put", ...
  const base::Json* body = nullptr;
  table::Table* table = nullptr;
  value::AttrMap item;  // Put: the item
  value::AttrMap key;   // the item's key
  std::string storage_key;
  std::optional<value::Item> before;
  bool return_old_on_failure = false;
};

// The request's members and the shapes of its entries, checked in DynamoDB's order: a
// ValidationException (constraint messages, an unknown or missing action, several actions
// in one entry) or the actions in request order, their body set, nothing resolved yet.
base::Result<std::vector<WriteAction>> ReadWriteRequest(const base::Json& req, CapacityMode* cap,
                                                        bool* collection_metrics);

}  // namespace keyscape::api::transact

#endif  // KEYSCAPE_SRC_API_DYNAMODB_TRANSACT_WRITE_H_
