// The transport-free wire pieces of `keyscape serve` (serve.h has the contract), shared by
// the httplib server (http.h) and the npm package's server (wasm/npm/server_bindings.cpp):
// DynamoDB's content types and limits, header lookups and the headers every response
// carries. Nothing here knows sockets or cpp-httplib.
#ifndef KEYSCAPE_CLI_SERVE_WIRE_H_
#define KEYSCAPE_CLI_SERVE_WIRE_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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
// DynamoDB's Server header and the headers it lets a browser read (captured from
// DynamoDB responses: "Server: Server"; the Expose-Headers list of AWS's JSON services).
constexpr const char* kServer = "Server";
constexpr const char* kExposedHeaders = "x-amzn-RequestId,x-amzn-ErrorType,x-amzn-ErrorMessage,Date";
constexpr std::string_view kHealthText = "healthy: keyscape serve\n";

// Header name/value pairs in the order they are sent or were received.
using HeaderList = std::vector<std::pair<std::string, std::string>>;

// ASCII whitespace trimmed from both ends.
std::string_view Trim(std::string_view s);
// ASCII lower case.
std::string Lower(std::string_view s);
// Equal but for ASCII case, as httplib compares header names.
bool EqualsIgnoringCase(std::string_view a, std::string_view b);
bool IsLoopback(const std::string& host);

// The value of the first header called `name` (any case) in any container of
// (name, value) string pairs, or nullptr. One pass, no allocation.
template <typename Headers>
const std::string* FindHeaderIn(const Headers& headers, std::string_view name) {
  for (const auto& [key, value] : headers) {
    if (EqualsIgnoringCase(key, name)) return &value;
  }
  return nullptr;
}

// 52 characters of [0-9A-Z], the shape of DynamoDB's x-amzn-RequestId.
std::string NewRequestId();
// RFC 7231 IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT"), independent of the locale.
std::string HttpDate();

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_WIRE_H_
