// Transport-free HTTP/1.1 server framing for the npm package's server
// (wasm/npm/server_bindings.cpp): the bytes a connection receives in, the bytes it sends
// out, so that the package's JavaScript only moves bytes between a socket and the wasm
// (no HTTP objects per request). Each complete request is answered by a callback (the
// package passes exchange.h's AnswerRequest); `keyscape serve` frames with cpp-httplib.
//
// What it accepts (RFC 9112): a request line "METHOD target HTTP/1.1" (or HTTP/1.0), header
// lines "name: value", then a body framed by Content-Length or by chunked
// Transfer-Encoding (trailers read and dropped). Empty lines before a request are skipped;
// requests may be pipelined. "Expect: 100-continue" gets an interim 100 response when the
// body has not arrived yet. Persistence: HTTP/1.1 keeps the connection unless
// "Connection: close", HTTP/1.0 closes it unless "Connection: keep-alive".
//
// What it refuses, answering and then closing: a malformed request line or header, an
// unknown HTTP version, a Transfer-Encoding other than chunked, both Content-Length and
// Transfer-Encoding, or conflicting Content-Lengths -> 400; a head over kMaxHeadBytes ->
// 431. A body over kMaxBodyBytes is read and dropped and the request answered with
// too_large (413 from AnswerRequest); past kMaxDrainBytes the 413 is sent at once and the
// connection closed.
#ifndef KEYSCAPE_CLI_SERVE_HTTP1_H_
#define KEYSCAPE_CLI_SERVE_HTTP1_H_

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

#include "exchange.h"
#include "wire.h"

namespace keyscape::serve {

// The request line and headers together (Node's default limit is 16 KiB, httplib's 8 KiB
// per line; a DynamoDB request's head is a few hundred bytes).
constexpr size_t kMaxHeadBytes = 64 * 1024;

// One complete request, as the answerer sees it. `body` is empty when too_large.
struct Http1Request {
  std::string_view method, path;
  const HeaderList* headers = nullptr;
  std::string* body = nullptr;
  bool too_large = false;
};

// Returns the reply (status, headers without framing, body). The framer adds
// Content-Length and, when closing, "Connection: close"; a HEAD reply's body is not sent.
using Http1Answerer = std::function<WireReply(const Http1Request&)>;

class Http1Connection {
 public:
  // Appends `in` to what the connection holds, answers every request that is complete,
  // appends the response bytes to *out. Returns false when the connection is to be closed
  // once *out is written (then later calls answer nothing).
  bool Feed(std::string_view in, const Http1Answerer& answer, std::string* out);

 private:
  enum class State { kHead, kFixedBody, kChunkSize, kChunkData, kChunkDataEnd, kTrailers, kClosed };

  // Each step consumes from data[*pos...] (nothing when it needs more bytes).
  // ReadHead, ReadFixedBody, ReadChunked: true when a request is complete.
  bool ReadHead(std::string_view data, size_t* pos, std::string* out);
  bool ReadFixedBody(std::string_view data, size_t* pos);
  bool ReadChunked(std::string_view data, size_t* pos, std::string* out);
  // Adds body bytes (dropped once the body is over kMaxBodyBytes).
  void TakeBody(std::string_view bytes);
  void Dispatch(const Http1Answerer& answer, std::string* out);
  void Refuse(int status, std::string* out);

  State state_ = State::kHead;
  std::string buffer_;  // bytes received and not yet consumed
  // The request being read.
  std::string method_, path_;
  HeaderList headers_;
  std::string body_;
  size_t body_seen_ = 0;   // bytes of body received (kept or dropped)
  size_t remaining_ = 0;   // of a Content-Length body or of the current chunk
  bool too_large_ = false;
  bool keep_alive_ = true;
  bool http10_ = false;
};

// The HTTP/1.1 response bytes of `reply` (status line, headers, Content-Length, body).
// with_body false: a HEAD's response. close: adds "Connection: close"; keep_alive_10: adds
// "Connection: keep-alive" (an HTTP/1.0 client that asked to keep the connection).
void AppendHttp1Response(const WireReply& reply, bool with_body, bool close, bool keep_alive_10,
                         std::string* out);

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_HTTP1_H_
