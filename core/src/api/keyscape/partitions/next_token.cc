#include "next_token.h"

#include <algorithm>
#include <array>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>

#include "keyscape/base/md5.h"

namespace keyscape::api {
namespace {

using base::Json;
using base::Result;
using base::Status;

constexpr size_t kWords = 6;  // request fingerprint, item number, four stream words
constexpr size_t kTokenLength = kWords * 16;

// The first 8 bytes of the MD5 of the request without its chunk members.
uint64_t Fingerprint(const Json& request) {
  Json data = Json::Object();
  for (const auto& [name, v] : request.members())
    if (name != "Limit" && name != "NextToken" && name != "PreviewCount") data.Add(name, v);
  const std::array<uint8_t, 16> d = base::Md5(data.Dump());
  uint64_t fp = 0;
  for (size_t i = 0; i < 8; ++i) fp = fp << 8 | d[i];
  return fp;
}

std::string Encode(const uint64_t (&words)[kWords]) {
  std::string out;
  char buf[17];
  for (uint64_t w : words) {
    std::snprintf(buf, sizeof buf, "%016" PRIx64, w);
    out += buf;
  }
  return out;
}

bool Decode(const std::string& text, uint64_t (&words)[kWords]) {
  if (text.size() != kTokenLength) return false;
  for (char c : text)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  for (size_t i = 0; i < kWords; ++i)
    words[i] = std::strtoull(text.substr(i * 16, 16).c_str(), nullptr, 16);
  return true;
}

Status NotThisRequest() { return Status::Validation("NextToken does not belong to this request"); }

}  // namespace

Result<Chunk> ReadChunk(const Json& request, const Fields& f, uint64_t count) {
  Chunk chunk;
  KS_ASSIGN_OR_RETURN(auto token, f.String("NextToken"));
  if (token) {
    uint64_t w[kWords];
    if (!Decode(*token, w) || w[0] != Fingerprint(request) || w[1] == 0 || w[1] >= count)
      return NotThisRequest();
    chunk.from = datagen::StreamPosition{w[1], {w[2], w[3], w[4], w[5]}};
    chunk.first = w[1];
  }
  KS_ASSIGN_OR_RETURN(auto limit,
                      f.Int("Limit", 1, static_cast<int64_t>(datagen::kMaxGeneratedItems)));
  const uint64_t remaining = count - chunk.first;
  chunk.count = limit ? std::min<uint64_t>(remaining, static_cast<uint64_t>(*limit)) : remaining;
  return chunk;
}

void AddNextToken(const Json& request, const datagen::StreamPosition& end, uint64_t count,
                  Json* response) {
  if (end.index >= count) return;
  const uint64_t words[kWords] = {Fingerprint(request), end.index,  end.rng[0],
                                  end.rng[1],           end.rng[2], end.rng[3]};
  response->Add("NextToken", Json::String(Encode(words)));
}

}  // namespace keyscape::api
