// The rules of `keyscape serve`'s HTTP front without a transport: request headers and a body
// in, a status, headers and a body out. The httplib server (front_door.h, routes.h) and the
// npm package's server (wasm/npm/server_bindings.cpp) both answer through these functions,
// so DynamoDB's checks, error envelopes, CORS answers and CRC32s live once.
//
// A POST goes through DynamoDB's request checks in DynamoDB's order:
//   1. the body, capped at 16 MiB (the transport reads it) -> 413 RequestEntityTooLarge
//   2. its Content-Type                      -> 404 <UnknownOperationException/>
//   3. X-Amz-Target and Authorization (a body that is not JSON is reported first)
//                                            -> SerializationException, then
//                                               UnknownOperationException or
//                                               MissingAuthenticationTokenException
//   4. the signature's parts and a date      -> IncompleteSignatureException
//   5. its Content-Encoding (content_coding.h) -> 500 InternalServerError when it is not
//      gzip or the body is not gzip
//   6. an empty body                         -> SerializationException
//   7. Engine::Execute with DynamoDB's error bodies (no "position" member).
// The reply is then compressed when it is 4 KB or more and Accept-Encoding allows it.
#ifndef KEYSCAPE_CLI_SERVE_EXCHANGE_H_
#define KEYSCAPE_CLI_SERVE_EXCHANGE_H_

#include <string>
#include <string_view>

#include "keyscape/base/status.h"
#include "keyscape/engine.h"
#include "wire.h"

namespace keyscape::serve {

// A response before a transport sends it: the x-amz-crc32 header is added by whoever
// sends it (Crc32 of `body`, the bytes sent). content_type nullptr: the response has no
// Content-Type. content_encoding: the Content-Encoding header ("gzip", "deflate") when
// `body` is compressed, else nullptr.
struct Reply {
  int status = 200;
  std::string body;
  const char* content_type = nullptr;
  const char* content_encoding = nullptr;
};

// Reply builders. ErrorReply: {"__type":...} with "message" when `message` is given, at
// code's HTTP status. TooLargeReply: 413; DynamoDB's front end answers it with an empty
// body, this one adds {"__type":"...#RequestEntityTooLarge","message":...} so that SDKs can
// name the error. UnknownOperationXmlReply: 404 with `<UnknownOperationException/>`.
// DynamoDB sends that body without a Content-Type; cpp-httplib adds "text/plain" to any body
// that has none, so `keyscape serve` has always sent text/plain: the reply says so, and both
// fronts send the same bytes.
Reply ErrorReply(base::ErrorCode code, const char* content_type,
                 const std::string* message = nullptr);
Reply TooLargeReply();
Reply UnknownOperationXmlReply();
// GET /: the health text.
Reply HealthReply();

// IncompleteSignatureException text for an "AWS4-..." Authorization header that lacks
// Credential, Signature or SignedHeaders, or a request without a date header; "" when
// nothing is missing.
std::string IncompleteSignatureMessage(std::string_view auth, bool has_date);

// The headers a POST's checks read. The views point into the request's headers, which
// must outlive them. "" when absent.
struct PostHeaders {
  std::string_view content_type, target, authorization, content_encoding, accept_encoding;
  bool has_date = false;
};

// One pass over any container of (name, value) string pairs; the first of each wins.
template <typename Headers>
PostHeaders ReadPostHeaders(const Headers& headers) {
  PostHeaders h;
  bool content_type = false, target = false, authorization = false, encoding = false,
       accept = false;
  for (const auto& [name, value] : headers) {
    if (!content_type && EqualsIgnoringCase(name, "Content-Type")) {
      h.content_type = value;
      content_type = true;
    } else if (!target && EqualsIgnoringCase(name, "X-Amz-Target")) {
      h.target = value;
      target = true;
    } else if (!authorization && EqualsIgnoringCase(name, "Authorization")) {
      h.authorization = value;
      authorization = true;
    } else if (EqualsIgnoringCase(name, "X-Amz-Date") || EqualsIgnoringCase(name, "Date")) {
      h.has_date = true;
    } else if (!encoding && EqualsIgnoringCase(name, "Content-Encoding")) {
      h.content_encoding = value;
      encoding = true;
    } else if (!accept && EqualsIgnoringCase(name, "Accept-Encoding")) {
      h.accept_encoding = value;
      accept = true;
    }
  }
  return h;
}

// Checks 2-7 on a POST whose body was read whole, as sent (check 1 is the transport's: it
// answers TooLargeReply), and the reply's compression. Thread-safe (the engine serialises
// access).
Reply AnswerPost(Engine* engine, const PostHeaders& headers, std::string body);

// The preflight answer and the headers every response carries (x-amzn-RequestId, Date,
// Server; the CORS ones when the request has an Origin). Appends them to *out and returns
// true when the request is answered by them (an OPTIONS with an Origin: 200, no body).
// The request's headers are given by value: nullptr when absent (the first of each).
struct CorsRequest {
  const std::string* origin = nullptr;
  const std::string* request_headers = nullptr;  // Access-Control-Request-Headers
  const std::string* request_method = nullptr;   // Access-Control-Request-Method
};
template <typename Headers>
CorsRequest ReadCorsRequest(const Headers& headers) {
  CorsRequest c;
  c.origin = FindHeaderIn(headers, "Origin");
  if (c.origin == nullptr) return c;
  c.request_headers = FindHeaderIn(headers, "Access-Control-Request-Headers");
  c.request_method = FindHeaderIn(headers, "Access-Control-Request-Method");
  return c;
}
bool PreludeHeaders(std::string_view method, const CorsRequest& cors, HeaderList* out);

// A whole exchange for a transport that reads the body itself: `too_large` when it held
// more than kMaxBodyBytes (then `body` is ignored). POST goes through AnswerPost, GET / and
// HEAD / answer the health text, every other method DynamoDB's 404. The reply's headers
// include x-amz-crc32, Content-Type and Content-Encoding; the transport adds only framing
// (Content-Length, Connection).
struct WireReply {
  int status = 200;
  HeaderList headers;
  std::string body;
};
WireReply AnswerRequest(Engine* engine, std::string_view method, std::string_view path,
                        const HeaderList& headers, std::string body, bool too_large);

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_EXCHANGE_H_
