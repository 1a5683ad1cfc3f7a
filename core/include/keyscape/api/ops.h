// Operation handlers of the api layer. Each takes the parsed request body and returns
// the response body (a Json object) or a Status carrying DynamoDB's error.
//
// The dispatch table (core/src/api/dispatch.cc) maps operation names, DynamoDB's
// ("Query") and keyscape's extensions ("keyscape:DescribePartitions"), to handlers.
#ifndef KEYSCAPE_API_OPS_H_
#define KEYSCAPE_API_OPS_H_

#include <string_view>

#include "keyscape/database.h"
#include "keyscape/json.h"
#include "keyscape/status.h"

namespace keyscape {

using OpHandler = Result<Json> (*)(Database& db, const Json& request);

// nullptr for an unknown operation.
OpHandler FindOp(std::string_view name);

Result<Json> CreateTableOp(Database& db, const Json& request);
Result<Json> DeleteTableOp(Database& db, const Json& request);
Result<Json> DescribeTableOp(Database& db, const Json& request);
Result<Json> ListTablesOp(Database& db, const Json& request);
Result<Json> PutItemOp(Database& db, const Json& request);
Result<Json> GetItemOp(Database& db, const Json& request);
Result<Json> DeleteItemOp(Database& db, const Json& request);
Result<Json> UpdateItemOp(Database& db, const Json& request);
Result<Json> QueryOp(Database& db, const Json& request);
Result<Json> ScanOp(Database& db, const Json& request);
Result<Json> BatchWriteItemOp(Database& db, const Json& request);
Result<Json> BatchGetItemOp(Database& db, const Json& request);

}  // namespace keyscape

#endif  // KEYSCAPE_API_OPS_H_
