// The HTTP wire pieces of `keyscape serve` (serve.h has the contract): DynamoDB's
// content types and limits, response headers and bodies with their x-amz-crc32, and
// reading a request body under the 16 MiB cap.
#ifndef KEYSCAPE_CLI_SERVE_HTTP_H_
#define KEYSCAPE_CLI_SERVE_HTTP_H_

#include <httplib.h>

#include <cstddef>
#include <string>
#include <string_view>

#include "keyscape/base/status.h"

namespace keyscape::serve {

// DynamoDB's limit on a request body (BatchWriteItem's documented 16 MB).
constexpr size_t kMaxBodyBytes = 16u * 1024u * 1024u;
// A chunked body over the cap is read and dropped up to this many bytes, so the
// connection stays usable; past it the connection is abandoned.
constexpr size_t kMaxDrainBytes = 4 * kMaxBodyBytes;

constexpr std::string_view kApiVersion = "DynamoDB_20120810";
constexpr const char* kAmzJson10 = "application/x-amz-json-1.0";
constexpr const char* kPlainJson = "application/json";
constexpr std::string_view kUnknownOperationXml = "<UnknownOperationException/>\n";
constexpr std::string_view kHealthText = "healthy: keyscape serve\n";

// ASCII whitespace trimmed from both ends.
std::string_view Trim(std::string_view s);
// ASCII lower case.
std::string Lower(std::string_view s);
// Equal but for ASCII case, as httplib compares header names.
bool EqualsIgnoringCase(std::string_view a, std::string_view b);
// The value of the first header called `name` (any case), as Request::get_header_value
// gives it, or nullptr. One pass over the headers with no allocation: cheaper than a
// lookup in httplib's case-insensitive map, which folds every character it compares.
const std::string* FindHeader(const httplib::Headers& headers, std::string_view name);
bool IsLoopback(const std::string& host);

// 52 characters of [0-9A-Z], the shape of DynamoDB's x-amzn-RequestId.
std::string NewRequestId();
// RFC 7231 IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT"), independent of the locale.
std::string HttpDate();

// Sets the body with its x-amz-crc32 header. Marks the response as ours, so the error
// handler leaves it alone.
void SetBody(httplib::Response& res, int status, std::string body, const char* content_type);
// {"__type":...} with "message" when `message` is given, at code's HTTP status.
void SetError(httplib::Response& res, base::ErrorCode code, const char* content_type,
              const std::string* message = nullptr);
// 413 for a body over the cap. DynamoDB's front end answers 413 with an empty body; this
// one adds {"__type":"...#RequestEntityTooLarge","message":...} so that SDKs can name
// the error instead of reporting an unknown one.
void SetTooLarge(httplib::Response& res);
// 404 with DynamoDB's `<UnknownOperationException/>` and no Content-Type.
void SetUnknownOperationXml(httplib::Response& res);

// True when the request announces a body (Content-Length or chunked). An HTTP/1.1
// request with neither has none, whatever its method.
bool HasBody(const httplib::Request& req);
// Reads the body into *body, at most kMaxBodyBytes. A larger body sets *too_large and is
// read and dropped (httplib itself skips a too-large Content-Length body and sets 413).
// Returns false when the stream broke off or was abandoned (then the connection must
// close).
bool ReadBody(const httplib::Request& req, httplib::Response& res,
              const httplib::ContentReader& reader, std::string* body, bool* too_large);
// Reads and drops a body nobody wants, keeping the connection in step.
bool DrainBody(const httplib::Request& req, const httplib::ContentReader& reader);

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_HTTP_H_
