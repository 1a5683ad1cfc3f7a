// DescribeContinuousBackups and DescribeEndpoints (backups_endpoints.h).
//
// keyscape keeps no backups: every table answers as a new DynamoDB table does, continuous
// backups ENABLED and point-in-time recovery DISABLED (the AWS CLI reference's example).
// DescribeEndpoints names the regional endpoint of the request's region (Database::region:
// "local" unless keyscape serve read one from the request's signature) with DynamoDB's
// cache period of 1440 minutes.
#include "backups_endpoints.h"

#include <string>

#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;

namespace {

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
  // A missing table is TableNotFoundException "Table not found: <name>" (the service's
  // text as applications quote it: hashicorp/terraform-provider-aws#26577, ScoutSuite#1533).
  Result<table::Table*> t = ReadNamedTable(db, req);
  if (!t.ok() && t.status().code() == base::ErrorCode::kResourceNotFound) {
    const Json* name = req.Find("TableName");
    return base::Status(base::ErrorCode::kTableNotFound,
                        "Table not found: " + (name && name->is_string() ? name->string_value() : ""));
  }
  KS_RETURN_IF_ERROR(t.status());
  return ContinuousBackups();
}

Result<Json> DescribeEndpointsOp(Database& db, const Json&) {
  Json endpoint = Json::Object();
  endpoint.Add("Address", Json::String("dynamodb." + db.region() + ".amazonaws.com"));
  endpoint.Add("CachePeriodInMinutes", Json::Int(kEndpointCacheMinutes));
  Json list = Json::Array();
  list.Push(std::move(endpoint));
  Json out = Json::Object();
  out.Add("Endpoints", std::move(list));
  return out;
}

}  // namespace keyscape::api
