// DynamoDB Streams: GetShardIterator and GetRecords (see keyscape/api/ops.h).
//
// GetShardIterator {StreamArn, ShardId, ShardIteratorType, SequenceNumber?} ->
//   {"ShardIterator"}: TRIM_HORIZON reads from the oldest record kept, LATEST from the next
//   record written, AT_SEQUENCE_NUMBER from that record, AFTER_SEQUENCE_NUMBER from the one
//   after it. A sequence number older than the records kept is TrimmedDataAccessException.
// GetRecords {ShardIterator, Limit? (1..1000, default 1000)} -> {"Records": [...],
//   "NextShardIterator"?}: the records from the iterator's position in order, at most Limit
//   and about 1 MB (SizeBytes summed; at least one record); NextShardIterator is absent once
//   a disabled stream's last record has been read. Iterators expire after 15 minutes
//   (ExpiredIteratorException).
#include <cmath>
#include <string>
#include <utility>

#include "common.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/stream_log.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using value::AttrMapToJson;

namespace {

using table::StreamLog;
using table::StreamRecord;

constexpr int64_t kMaxRecordsPerCall = 1000;
constexpr int64_t kMaxBytesPerCall = 1024 * 1024;

int64_t Millis(const Database& db) { return std::llround(db.Now() * 1000); }

void CheckLength(const std::optional<std::string>& v, size_t lo, size_t hi, std::string_view member,
                 ConstraintErrors* errors) {
  if (!v) {
    errors->Add("null", member, "Member must not be null");
  } else if (v->size() < lo) {
    errors->Add(Quoted(*v), member,
                "Member must have length greater than or equal to " + std::to_string(lo));
  } else if (v->size() > hi) {
    errors->Add(Quoted(*v), member,
                "Member must have length less than or equal to " + std::to_string(hi));
  }
}

struct IteratorRequest {
  std::string arn, shard_id, type;
  std::optional<std::string> sequence;
};

Result<IteratorRequest> ReadIteratorRequest(const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto arn, GetString(req, "StreamArn"));
  KS_ASSIGN_OR_RETURN(auto shard, GetString(req, "ShardId"));
  KS_ASSIGN_OR_RETURN(auto type, GetString(req, "ShardIteratorType"));
  KS_ASSIGN_OR_RETURN(auto sequence, GetString(req, "SequenceNumber"));
  CheckLength(arn, 37, 1024, "streamArn", &errors);
  CheckLength(shard, 28, 65, "shardId", &errors);
  if (!type) {
    errors.Add("null", "shardIteratorType", "Member must not be null");
  } else if (*type != "TRIM_HORIZON" && *type != "LATEST" && *type != "AT_SEQUENCE_NUMBER" &&
             *type != "AFTER_SEQUENCE_NUMBER") {
    errors.Add(Quoted(*type), "shardIteratorType",
               "Member must satisfy enum value set: [TRIM_HORIZON, LATEST, AT_SEQUENCE_NUMBER, "
               "AFTER_SEQUENCE_NUMBER]");
  }
  if (sequence) CheckLength(sequence, 21, 40, "sequenceNumber", &errors);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  return IteratorRequest{*arn, *shard, *type, sequence};
}

// The position the iterator starts at.
Result<uint64_t> StartPosition(const StreamLog& s, const IteratorRequest& r) {
  const bool at = r.type == "AT_SEQUENCE_NUMBER", after = r.type == "AFTER_SEQUENCE_NUMBER";
  if (!at && !after) {
    if (r.sequence)
      return Status::Validation("Sequence number must not be specified for ShardIteratorType " +
                                r.type);
    return r.type == "LATEST" ? s.next_sequence() : s.first_sequence();
  }
  if (!r.sequence)
    return Status::Validation("Sequence number must be specified for ShardIteratorType " + r.type);
  uint64_t n = 0;
  if (!StreamLog::ParseSequenceNumber(*r.sequence, &n) || n == 0 || n >= s.next_sequence())
    return Status::Validation("Invalid SequenceNumber: " + *r.sequence + " for shard " +
                              s.identity().shard_id);
  if (n < s.first_sequence())
    return Status(base::ErrorCode::kTrimmedDataAccess,
                  "The data you are trying to access has been trimmed.");
  return after ? n + 1 : n;
}

Json RecordJson(const StreamLog& s, const StreamRecord& r) {
  const table::StreamIdentity& id = s.identity();
  Json body = Json::Object();
  body.Add("ApproximateCreationDateTime", Json::Double(std::floor(r.created)));
  body.Add("Keys", AttrMapToJson(r.keys));
  if (r.new_image) body.Add("NewImage", AttrMapToJson(*r.new_image));
  if (r.old_image) body.Add("OldImage", AttrMapToJson(*r.old_image));
  body.Add("SequenceNumber", Json::String(StreamLog::SequenceNumberText(r.sequence)));
  body.Add("SizeBytes", Json::Int(r.size_bytes));
  body.Add("StreamViewType", Json::String(table::StreamViewTypeName(id.view)));
  Json o = Json::Object();
  o.Add("awsRegion", Json::String(RegionOfArn(id.arn)));
  o.Add("dynamodb", std::move(body));
  o.Add("eventID", Json::String(HexDigest(id.arn + "|" + std::to_string(r.sequence))));
  o.Add("eventName", Json::String(table::StreamEventName(r.event)));
  o.Add("eventSource", Json::String("aws:dynamodb"));
  o.Add("eventVersion", Json::String("1.1"));
  return o;
}

// The stream an iterator reads, checked for age and trimming.
Result<const StreamLog*> IteratorStream(Database& db, const std::string& text, ShardIterator* it) {
  if (!DecodeShardIterator(text, it)) return Status::Validation("Invalid ShardIterator");
  const StreamLog* s = db.FindStream(it->stream_arn);
  if (!s) return StreamNotFound(it->stream_arn);
  if (Millis(db) - it->issued_millis > kIteratorLifetimeMillis)
    return Status(base::ErrorCode::kExpiredIterator,
                  "The provided iterator exceeds the maximum age allowed.");
  if (it->position < s->first_sequence())
    return Status(base::ErrorCode::kTrimmedDataAccess,
                  "The data you are trying to access has been trimmed.");
  return s;
}

}  // namespace

Result<Json> GetShardIteratorOp(Database& db, const Json& req) {
  KS_ASSIGN_OR_RETURN(IteratorRequest r, ReadIteratorRequest(req));
  if (!IsStreamArnShape(r.arn)) return InvalidStreamArn();
  const StreamLog* s = db.FindStream(r.arn);
  if (!s) return StreamNotFound(r.arn);
  if (r.shard_id != s->identity().shard_id)
    return Status::NotFound("Requested resource not found: Shard: " + r.shard_id +
                            " in Stream: " + r.arn + " not found");
  KS_ASSIGN_OR_RETURN(uint64_t position, StartPosition(*s, r));
  Json out = Json::Object();
  out.Add("ShardIterator", Json::String(EncodeShardIterator({r.arn, position, Millis(db)})));
  return out;
}

Result<Json> GetRecordsOp(Database& db, const Json& req) {
  ConstraintErrors errors;
  KS_ASSIGN_OR_RETURN(auto text, GetString(req, "ShardIterator"));
  KS_ASSIGN_OR_RETURN(auto limit, GetInt(req, "Limit"));
  CheckLength(text, 1, 2048, "shardIterator", &errors);
  // Limit is 1 to 1000 in the Streams API model; above it is a ValidationException (issue
  // 24, observed against DynamoDB), reported as the model's range constraint.
  CheckIntRange(limit, 1, kMaxRecordsPerCall, "limit", &errors);
  KS_RETURN_IF_ERROR(errors.ToStatus());
  ShardIterator it;
  KS_ASSIGN_OR_RETURN(const StreamLog* s, IteratorStream(db, *text, &it));
  Json records = Json::Array();
  int64_t bytes = 0;
  uint64_t position = it.position;
  for (const StreamRecord* r :
       s->Read(position, static_cast<size_t>(limit.value_or(kMaxRecordsPerCall)))) {
    if (records.size() > 0 && bytes + r->size_bytes > kMaxBytesPerCall) break;
    bytes += r->size_bytes;
    records.Push(RecordJson(*s, *r));
    position = r->sequence + 1;
  }
  Json out = Json::Object();
  out.Add("Records", std::move(records));
  if (s->enabled() || position < s->next_sequence())
    out.Add("NextShardIterator",
            Json::String(EncodeShardIterator({it.stream_arn, position, Millis(db)})));
  return out;
}

}  // namespace keyscape::api
