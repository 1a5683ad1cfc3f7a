// DescribeContinuousBackups and DescribeEndpoints (backups_endpoints.h).
//
// keyscape keeps no backups: every table answers as a new DynamoDB table does, continuous
// backups ENABLED and point-in-time recovery DISABLED (the AWS CLI reference's example).
// DescribeEndpoints names the regional endpoint of keyscape's region ("local", the region
// of its ARNs) with DynamoDB's cache period of 1440 minutes.
#include "backups_endpoints.h"

#include <string>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;

namespace {

constexpr const char* kEndpointAddress = "dynamodb.local.amazonaws.com";
constexpr int kEndpointCacheMinutes = 1440;

Json ContinuousBackups() {
  Json pitr = Json::Object();
  pitr.Add("PointInTimeRecoveryStatus", Json::String("DISABLED"));
  Json d = Json::Object();
  d.Add("ContinuousBackupsStatus", Json::String("ENABLED"));
  d.Add("PointInTimeRecoveryDescription", std::move(pitr));
  Json out = Json::Object();
  out.Add("ContinuousBackupsDescription", std::move(d));
  return out;
}

}  // namespace

Result<Json> DescribeContinuousBackupsOp(Database& db, const Json& req) {
  // DynamoDB answers TableNotFoundException for a missing table; keyscape has no such
  // error code yet and answers the table operations' ResourceNotFoundException.
  KS_RETURN_IF_ERROR(ReadNamedTable(db, req).status());
  return ContinuousBackups();
}

Result<Json> DescribeEndpointsOp(Database&, const Json&) {
  Json endpoint = Json::Object();
  endpoint.Add("Address", Json::String(kEndpointAddress));
  endpoint.Add("CachePeriodInMinutes", Json::Int(kEndpointCacheMinutes));
  Json list = Json::Array();
  list.Push(std::move(endpoint));
  Json out = Json::Object();
  out.Add("Endpoints", std::move(list));
  return out;
}

}  // namespace keyscape::api
