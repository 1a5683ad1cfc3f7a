// DynamoDB Streams: ListStreams and DescribeStream (see keyscape/api/ops.h).
//
// ListStreams {TableName?, Limit? (1..100, default 100), ExclusiveStartStreamArn?} ->
//   {"Streams": [{StreamArn, TableName, StreamLabel}], "LastEvaluatedStreamArn"?}: every
//   stream in creation order, also the disabled ones and those of deleted tables;
//   LastEvaluatedStreamArn when more remain.
// DescribeStream {StreamArn, Limit? (1..100), ExclusiveStartShardId?} ->
//   {"StreamDescription": {StreamArn, StreamLabel, StreamStatus (ENABLED | DISABLED),
//   StreamViewType, CreationRequestDateTime, TableName, KeySchema, Shards}}: one shard,
//   whose SequenceNumberRange has an EndingSequenceNumber once the stream is disabled.
#include <string>
#include <utility>

#include "common.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/dynamodb/table_description.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/stream_log.h"
#include "keyscape/table/table_def.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;

namespace {

using table::StreamLog;

// A StreamArn member's length constraint (37..1024 in DynamoDB Streams' model).
void CheckArnLength(const std::optional<std::string>& arn, std::string_view member,
                    ConstraintErrors* errors) {
  if (!arn) return;
  if (arn->size() < 37)
    errors->Add(Quoted(*arn), member, "Member must have length greater than or equal to 37");
  else if (arn->size() > 1024)
    errors->Add(Quoted(*arn), member, "Member must have length less than or equal to 1024");
}

Json StreamSummary(const StreamLog& s) {
  Json o = Json::Object();
  o.Add("StreamArn", Json::String(s.identity().arn));
  o.Add("TableName", Json::String(s.identity().table_name));
  o.Add("StreamLabel", Json::String(s.identity().label));
  return o;
}

Json ShardJson(const StreamLog& s) {
  Json range = Json::Object();
  range.Add("StartingSequenceNumber",
            Json::String(StreamLog::SequenceNumberText(s.first_sequence())));
  if (!s.enabled()) {
    uint64_t last = s.next_sequence() > 1 ? s.next_sequence() - 1 : s.first_sequence();
    range.Add("EndingSequenceNumber", Json::String(StreamLog::SequenceNumberText(last)));
  }
  Json shard = Json::Object();
  shard.Add("ShardId", Json::String(s.identity().shard_id));
  shard.Add("SequenceNumberRange", std::move(range));
  return shard;
}

}  // namespace

Result<Json> ListStreamsOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto table_name, GetString(req, "TableName"));
  KS_ASSIGN_OR_RETURN(auto limit, GetInt(req, "Limit"));
  KS_ASSIGN_OR_RETURN(auto start, GetString(req, "ExclusiveStartStreamArn"));
  if (table_name) CheckTableName(table_name, "tableName", &errors);
  CheckIntRange(limit, 1, 100, "limit", &errors);
  CheckArnLength(start, "exclusiveStartStreamArn", &errors);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  size_t i = 0;
  const auto& all = db.streams();
  if (start) {
    if (!IsStreamArnShape(*start)) return InvalidStreamArn();
    while (i < all.size() && all[i]->identity().arn != *start) ++i;
    if (i == all.size()) return StreamNotFound(*start);
    ++i;
  }
  const size_t max = static_cast<size_t>(limit.value_or(100));
  Json streams = Json::Array();
  std::string last;
  bool more = false;
  for (; i < all.size(); ++i) {
    const StreamLog& s = *all[i];
    if (table_name && s.identity().table_name != *table_name) continue;
    if (streams.size() == max) {
      more = true;
      break;
    }
    streams.Push(StreamSummary(s));
    last = s.identity().arn;
  }
  Json out = Json::Object();
  out.Add("Streams", std::move(streams));
  if (more) out.Add("LastEvaluatedStreamArn", Json::String(last));
  return out;
}

Result<Json> DescribeStreamOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto arn, GetString(req, "StreamArn"));
  KS_ASSIGN_OR_RETURN(auto limit, GetInt(req, "Limit"));
  KS_ASSIGN_OR_RETURN(auto start_shard, GetString(req, "ExclusiveStartShardId"));
  if (!arn) errors.Add("null", "streamArn", "Member must not be null");
  CheckArnLength(arn, "streamArn", &errors);
  CheckIntRange(limit, 1, 100, "limit", &errors);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  if (!IsStreamArnShape(*arn)) return InvalidStreamArn();
  const StreamLog* s = db.FindStream(*arn);
  if (!s) return StreamNotFound(*arn);
  const table::StreamIdentity& id = s->identity();
  Json shards = Json::Array();
  if (!start_shard || *start_shard < id.shard_id) shards.Push(ShardJson(*s));
  Json d = Json::Object();
  d.Add("StreamArn", Json::String(id.arn));
  d.Add("StreamLabel", Json::String(id.label));
  d.Add("StreamStatus", Json::String(s->enabled() ? "ENABLED" : "DISABLED"));
  d.Add("StreamViewType", Json::String(table::StreamViewTypeName(id.view)));
  d.Add("CreationRequestDateTime", Json::Double(id.created));
  d.Add("TableName", Json::String(id.table_name));
  d.Add("KeySchema", KeySchemaJson(id.key));
  d.Add("Shards", std::move(shards));
  Json out = Json::Object();
  out.Add("StreamDescription", std::move(d));
  return out;
}

}  // namespace keyscape::api
