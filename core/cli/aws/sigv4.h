// AWS Signature Version 4 (SigV4), written by hand after the AWS SigV4 specification
// ("Create a signed AWS API request": canonical request, string to sign, signing key,
// signature), with OpenSSL's SHA-256 and HMAC-SHA256. `keyscape verify` uses it for the
// `dynamodb` service: every call is `POST /` with an empty query string, the headers
// `Content-Type: application/x-amz-json-1.0`, `Host`, `X-Amz-Date`,
// `X-Amz-Target: DynamoDB_20120810.<Op>` (and `X-Amz-Security-Token` with temporary
// credentials), all of them signed, and the JSON body as the payload.
//
// Guarantees:
// - CanonicalRequest() follows the spec: method, canonical URI and query as given (the
//   caller passes them already URI-encoded and sorted; DynamoDB's are "/" and ""), header
//   names lower-cased and sorted, values trimmed with inner runs of spaces collapsed to one,
//   repeated names joined with ',' in the order given, the signed-header list, and the hex
//   SHA-256 of the payload.
// - Authorization() is the `Authorization` header value:
//   `AWS4-HMAC-SHA256 Credential=<key id>/<date>/<region>/<service>/aws4_request,
//   SignedHeaders=<names>, Signature=<hex>`; it signs every header of the request.
// - Checked against AWS's published SigV4 test-suite signatures (tests/sigv4_test.cc).
#ifndef KEYSCAPE_CLI_AWS_SIGV4_H_
#define KEYSCAPE_CLI_AWS_SIGV4_H_

#include <ctime>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace keyscape::cli::sigv4 {

struct Credentials {
  std::string access_key_id;
  std::string secret_access_key;
  std::string session_token;  // empty unless the credentials are temporary
};

using Headers = std::vector<std::pair<std::string, std::string>>;

struct Request {
  std::string method = "POST";
  std::string canonical_uri = "/";  // already URI-encoded
  std::string canonical_query;      // already encoded and sorted; "" for none
  Headers headers;                  // as sent; must include host and x-amz-date
  std::string payload;
};

std::string Sha256Hex(std::string_view data);
// "20150830T123600Z" for the UTC time `t`; the date stamp is its first 8 characters.
std::string AmzDate(std::time_t t);
// "host;x-amz-date": the sorted, lower-cased, distinct header names.
std::string SignedHeaders(const Request& request);
std::string CanonicalRequest(const Request& request);
// "AWS4-HMAC-SHA256\n<amz date>\n<date>/<region>/<service>/aws4_request\n<hex sha256>".
std::string StringToSign(const Request& request, std::string_view amz_date, std::string_view region,
                         std::string_view service);
// The hex signature of the request. REQUIRES: amz_date is the request's x-amz-date value.
std::string Signature(const Request& request, const Credentials& credentials,
                      std::string_view amz_date, std::string_view region, std::string_view service);
std::string Authorization(const Request& request, const Credentials& credentials,
                          std::string_view amz_date, std::string_view region,
                          std::string_view service);

// The headers of one signed DynamoDB call (`op` such as "Query") to `host` (the Host header
// value: "host" or "host:port"), Authorization included, in the order they are sent.
Headers DynamoDbHeaders(std::string_view host, std::string_view op, const std::string& body,
                        const Credentials& credentials, std::string_view region, std::time_t now);

}  // namespace keyscape::cli::sigv4

#endif  // KEYSCAPE_CLI_AWS_SIGV4_H_
