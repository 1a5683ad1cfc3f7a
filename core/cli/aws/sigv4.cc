#include "sigv4.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/sha.h>

#include <algorithm>
#include <cctype>
#include <string>

#include "keyscape/base/hex.h"

namespace keyscape::cli::sigv4 {
namespace {

// Raw HMAC-SHA256 of `data` under `key`.
std::string HmacSha256(std::string_view key, std::string_view data) {
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
       reinterpret_cast<const unsigned char*>(data.data()), data.size(), out, &len);
  return std::string(reinterpret_cast<const char*>(out), len);
}

std::string LowerAscii(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Trims the value and collapses each inner run of spaces to one space (the spec's Trimall).
std::string TrimAll(std::string_view v) {
  std::string out;
  bool space = false;
  for (char c : v) {
    if (c == ' ' || c == '\t') {
      space = !out.empty();
      continue;
    }
    if (space) out.push_back(' ');
    space = false;
    out.push_back(c);
  }
  return out;
}

// (lower-cased name, value list joined by ',') sorted by name.
std::vector<std::pair<std::string, std::string>> CanonicalHeaders(const Request& request) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [name, value] : request.headers) {
    std::string lower = LowerAscii(name);
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& h) { return h.first == lower; });
    if (it == out.end())
      out.emplace_back(std::move(lower), TrimAll(value));
    else
      it->second += "," + TrimAll(value);
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

std::string Scope(std::string_view amz_date, std::string_view region, std::string_view service) {
  std::string scope(amz_date.substr(0, 8));
  scope.append("/").append(region).append("/").append(service).append("/aws4_request");
  return scope;
}

}  // namespace

std::string Sha256Hex(std::string_view data) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(data.data()), data.size(), digest);
  return base::HexOfBytes(digest, sizeof digest);
}

std::string AmzDate(std::time_t t) {
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y%m%dT%H%M%SZ", &tm);
  return buf;
}

std::string SignedHeaders(const Request& request) {
  std::string out;
  for (const auto& [name, value] : CanonicalHeaders(request)) {
    if (!out.empty()) out.push_back(';');
    out += name;
  }
  return out;
}

std::string CanonicalRequest(const Request& request) {
  std::string out =
      request.method + "\n" + request.canonical_uri + "\n" + request.canonical_query + "\n";
  for (const auto& [name, value] : CanonicalHeaders(request)) out += name + ":" + value + "\n";
  out += "\n" + SignedHeaders(request) + "\n" + Sha256Hex(request.payload);
  return out;
}

std::string StringToSign(const Request& request, std::string_view amz_date, std::string_view region,
                         std::string_view service) {
  std::string out = "AWS4-HMAC-SHA256\n";
  out.append(amz_date).append("\n").append(Scope(amz_date, region, service)).append("\n");
  out += Sha256Hex(CanonicalRequest(request));
  return out;
}

std::string Signature(const Request& request, const Credentials& credentials,
                      std::string_view amz_date, std::string_view region,
                      std::string_view service) {
  std::string key = HmacSha256("AWS4" + credentials.secret_access_key, amz_date.substr(0, 8));
  key = HmacSha256(key, region);
  key = HmacSha256(key, service);
  key = HmacSha256(key, "aws4_request");
  std::string sig = HmacSha256(key, StringToSign(request, amz_date, region, service));
  return base::HexOfBytes(sig);
}

std::string Authorization(const Request& request, const Credentials& credentials,
                          std::string_view amz_date, std::string_view region,
                          std::string_view service) {
  return "AWS4-HMAC-SHA256 Credential=" + credentials.access_key_id + "/" +
         Scope(amz_date, region, service) + ", SignedHeaders=" + SignedHeaders(request) +
         ", Signature=" + Signature(request, credentials, amz_date, region, service);
}

Headers DynamoDbHeaders(std::string_view host, std::string_view op, const std::string& body,
                        const Credentials& credentials, std::string_view region, std::time_t now) {
  Request request;
  const std::string amz_date = AmzDate(now);
  request.headers = {{"Content-Type", "application/x-amz-json-1.0"},
                     {"Host", std::string(host)},
                     {"X-Amz-Date", amz_date},
                     {"X-Amz-Target", "DynamoDB_20120810." + std::string(op)}};
  if (!credentials.session_token.empty())
    request.headers.emplace_back("X-Amz-Security-Token", credentials.session_token);
  request.payload = body;
  std::string authorization = Authorization(request, credentials, amz_date, region, "dynamodb");
  Headers out = std::move(request.headers);
  out.emplace_back("Authorization", std::move(authorization));
  return out;
}

}  // namespace keyscape::cli::sigv4
