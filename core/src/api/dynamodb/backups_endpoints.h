// DescribeContinuousBackups and DescribeEndpoints (dispatch.cc lists them with the others
// of keyscape/api/ops.h):
//   DescribeContinuousBackups: backups ENABLED, point-in-time recovery DISABLED (keyscape
//     keeps none); a missing table is the table operations' ResourceNotFoundException
//     (DynamoDB documents TableNotFoundException, whose wording is not known).
//   DescribeEndpoints: one regional address, cached 1440 minutes.
#ifndef KEYSCAPE_API_DYNAMODB_BACKUPS_ENDPOINTS_H_
#define KEYSCAPE_API_DYNAMODB_BACKUPS_ENDPOINTS_H_

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

base::Result<base::Json> DescribeContinuousBackupsOp(table::Database& db,
                                                     const base::Json& request);
base::Result<base::Json> DescribeEndpointsOp(table::Database& db, const base::Json& request);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_DYNAMODB_BACKUPS_ENDPOINTS_H_
