// The cpp-httplib side of `keyscape serve`'s wire (serve.h has the contract; wire.h the
// transport-free pieces): response bodies with their x-amz-crc32 on an httplib::Response,
// and reading a request body under the 16 MiB cap.
#ifndef KEYSCAPE_CLI_SERVE_HTTP_H_
#define KEYSCAPE_CLI_SERVE_HTTP_H_

#include <httplib.h>

#include <cstddef>
#include <string>
#include <string_view>

#include "keyscape/base/status.h"
#include "exchange.h"
#include "wire.h"

namespace keyscape::serve {

// The value of the first header called `name` (any case), as Request::get_header_value
// gives it, or nullptr. One pass over the headers with no allocation: cheaper than a
// lookup in httplib's case-insensitive map, which folds every character it compares.
const std::string* FindHeader(const httplib::Headers& headers, std::string_view name);

// Sets the body with its x-amz-crc32 header. Marks the response as ours, so the error
// handler leaves it alone.
void SetBody(httplib::Response& res, int status, std::string body, const char* content_type);
// Sets exchange.h's reply (no Content-Type when it has none) with its x-amz-crc32.
void SetReply(httplib::Response& res, Reply reply);
// Takes Content-Encoding and Accept-Encoding out of the request (into the strings when
// given): httplib would otherwise decompress the body before we see it and compress
// responses its own way (any size, a CRC of the uncompressed bytes); exchange.h applies
// DynamoDB's rules instead. Call before the body is read.
void TakeCodingHeaders(const httplib::Request& req, std::string* content_encoding,
                       std::string* accept_encoding);
// {"__type":...} with "message" when `message` is given, at code's HTTP status.
void SetError(httplib::Response& res, base::ErrorCode code, const char* content_type,
              const std::string* message = nullptr);
// 413 for a body over the cap. DynamoDB's front end answers 413 with an empty body; this
// one adds {"__type":"...#RequestEntityTooLarge","message":...} so that SDKs can name
// the error instead of reporting an unknown one.
void SetTooLarge(httplib::Response& res);
// 404 with DynamoDB's `<UnknownOperationException/>` (exchange.h's UnknownOperationXmlReply).
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
