#include "common.h"

#include "keyscape/base/hex.h"
#include "keyscape/base/md5.h"
#include "keyscape/base/status.h"

namespace keyscape::api {

using base::Md5;
using base::Status;

namespace {

// The 8-digit check of an iterator's fields.
std::string Check(std::string_view arn, std::string_view fields) {
  std::string text(arn);
  text += '|';
  text += fields;
  return HexDigest(text).substr(0, 8);
}

}  // namespace

std::string HexDigest(std::string_view text) {
  const std::array<uint8_t, 16> digest = Md5(text);
  return base::HexOfBytes(digest.data(), digest.size());
}

Status StreamNotFound(std::string_view arn) {
  return Status::NotFound("Requested resource not found: Stream: " + std::string(arn) +
                          " not found");
}

bool IsStreamArnShape(std::string_view arn) {
  const std::string_view prefix = "arn:aws:dynamodb:";
  if (arn.substr(0, prefix.size()) != prefix) return false;
  std::string_view rest = arn.substr(prefix.size());
  size_t region_end = rest.find(':');
  if (region_end == 0 || region_end == std::string_view::npos) return false;
  size_t account_end = rest.find(':', region_end + 1);
  if (account_end == std::string_view::npos || account_end == region_end + 1) return false;
  std::string_view resource = rest.substr(account_end + 1);
  if (resource.substr(0, 6) != "table/") return false;
  size_t stream = resource.find("/stream/");
  return stream != std::string_view::npos && stream > 6 && stream + 8 < resource.size();
}

Status InvalidStreamArn() { return Status::Validation("Invalid StreamArn"); }

std::string RegionOfArn(std::string_view arn) {
  size_t start = 0;
  for (int field = 0; field < 3; ++field) {
    start = arn.find(':', start);
    if (start == std::string_view::npos) return "";
    ++start;
  }
  size_t end = arn.find(':', start);
  return end == std::string_view::npos ? "" : std::string(arn.substr(start, end - start));
}

std::string EncodeShardIterator(const ShardIterator& it) {
  std::string fields;
  base::AppendHex(it.position, 16, &fields);
  base::AppendHex(static_cast<uint64_t>(it.issued_millis), 16, &fields);
  return it.stream_arn + "|1|" + fields + Check(it.stream_arn, fields);
}

bool DecodeShardIterator(std::string_view text, ShardIterator* out) {
  size_t bar = text.rfind("|1|");
  if (bar == std::string_view::npos || text.size() - bar - 3 != 40) return false;
  std::string_view arn = text.substr(0, bar);
  std::string_view fields = text.substr(bar + 3, 32);
  uint64_t position = 0, issued = 0;
  if (!base::ParseHex(fields.substr(0, 16), &position) ||
      !base::ParseHex(fields.substr(16), &issued))
    return false;
  if (Check(arn, fields) != text.substr(bar + 35)) return false;
  out->stream_arn = std::string(arn);
  out->position = position;
  out->issued_millis = static_cast<int64_t>(issued);
  return true;
}

}  // namespace keyscape::api
