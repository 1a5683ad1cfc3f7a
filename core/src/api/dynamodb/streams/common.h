// What the DynamoDB Streams operations (list.cc, read.cc) share: names, the missing-stream
// error, the shard iterator's text.
#ifndef KEYSCAPE_SRC_API_DYNAMODB_STREAMS_COMMON_H_
#define KEYSCAPE_SRC_API_DYNAMODB_STREAMS_COMMON_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "keyscape/base/status.h"
#include "keyscape/table/stream_log.h"

namespace keyscape::api {

// The 32 lowercase hex digits of MD5(text).
std::string HexDigest(std::string_view text);
// "Requested resource not found: Stream: <arn> not found" (ResourceNotFoundException).
base::Status StreamNotFound(std::string_view arn);
// True for text of a stream ARN's shape: "arn:aws:dynamodb:<region>:<account>:table/<name>/
// stream/<label>" with every part non-empty. Other text is "Invalid StreamArn"
// (ValidationException; DynamoDB refuses malformed ARNs, its wording is not known).
bool IsStreamArnShape(std::string_view arn);
base::Status InvalidStreamArn();
// The region field of an ARN ("arn:aws:dynamodb:REGION:..."), "" when there is none.
std::string RegionOfArn(std::string_view arn);

// A shard iterator: "<stream ARN>|1|<40 hex digits>", DynamoDB's shape. The digits hold the
// position to read from, when the iterator was issued (milliseconds) and a check of both,
// so a changed or made-up iterator is recognised.
struct ShardIterator {
  std::string stream_arn;
  uint64_t position = 0;
  int64_t issued_millis = 0;
};
std::string EncodeShardIterator(const ShardIterator& it);
// False when `text` is not an iterator EncodeShardIterator wrote.
bool DecodeShardIterator(std::string_view text, ShardIterator* out);

// Iterators expire 15 minutes after they are issued, as in DynamoDB Streams.
constexpr int64_t kIteratorLifetimeMillis = 15 * 60 * 1000;

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_DYNAMODB_STREAMS_COMMON_H_
