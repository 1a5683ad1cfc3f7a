#include "stream_common.h"
#include "keyscape/base/md5.h"
#include "keyscape/base/status.h"


namespace keyscape::api {

using base::Md5;
using base::Status;

namespace {

const char kDigits[] = "0123456789abcdef";

void AppendHex(uint64_t v, int digits, std::string* out) {
  for (int i = digits - 1; i >= 0; --i) out->push_back(kDigits[(v >> (4 * i)) & 0xF]);
}

bool ReadHex(std::string_view text, uint64_t* out) {
  uint64_t v = 0;
  for (char c : text) {
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (d < 0) return false;
    v = (v << 4) | static_cast<uint64_t>(d);
  }
  *out = v;
  return true;
}

// The 8-digit check of an iterator's fields.
std::string Check(std::string_view arn, std::string_view fields) {
  std::string text(arn);
  text += '|';
  text += fields;
  return HexDigest(text).substr(0, 8);
}

}  // namespace

std::string HexDigest(std::string_view text) {
  std::string hex;
  for (uint8_t b : Md5(text)) AppendHex(b, 2, &hex);
  return hex;
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
  AppendHex(it.position, 16, &fields);
  AppendHex(static_cast<uint64_t>(it.issued_millis), 16, &fields);
  return it.stream_arn + "|1|" + fields + Check(it.stream_arn, fields);
}

bool DecodeShardIterator(std::string_view text, ShardIterator* out) {
  size_t bar = text.rfind("|1|");
  if (bar == std::string_view::npos || text.size() - bar - 3 != 40) return false;
  std::string_view arn = text.substr(0, bar);
  std::string_view fields = text.substr(bar + 3, 32);
  uint64_t position = 0, issued = 0;
  if (!ReadHex(fields.substr(0, 16), &position) || !ReadHex(fields.substr(16), &issued))
    return false;
  if (Check(arn, fields) != text.substr(bar + 35)) return false;
  out->stream_arn = std::string(arn);
  out->position = position;
  out->issued_millis = static_cast<int64_t>(issued);
  return true;
}

}  // namespace keyscape::api
