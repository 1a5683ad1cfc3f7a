// A model table as the CreateTable request that creates it (DynamoDB's request shape), so the
// table goes through the engine's own CreateTable checks and exports can print the same
// arguments.
#ifndef KEYSCAPE_MODEL_TABLE_REQUEST_H_
#define KEYSCAPE_MODEL_TABLE_REQUEST_H_

#include "keyscape/base/json.h"
#include "keyscape/model/design.h"

namespace keyscape::model {

// AttributeDefinitions (every key attribute once), KeySchema, BillingMode,
// ProvisionedThroughput (PROVISIONED: the table's, also given to each GSI),
// GlobalSecondaryIndexes and LocalSecondaryIndexes with their projections. A
// multi-attribute GSI key lists its attributes in order (repeated KeyTypes).
base::Json CreateTableRequest(const TableModel& t);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_TABLE_REQUEST_H_
