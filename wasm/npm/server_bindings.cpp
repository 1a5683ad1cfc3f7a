// The npm package's DynamoDB endpoint behind a plain C ABI (no embind): one server owns an
// engine and its connections; a connection takes the bytes its socket received and gives
// back the bytes to send (core/cli/serve/http1.h frames HTTP/1.1, exchange.h answers with
// the rules of `keyscape serve`). wasm/npm/server_abi.js (--post-js) wraps these as
// `Module.WireServer`; wasm/npm/lib/server.mjs only moves bytes between node:net and it.
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "keyscape/engine.h"
#include "serve/exchange.h"
#include "serve/http1.h"
#include "serve/ttl.h"

namespace {

using keyscape::serve::Http1Connection;
using keyscape::serve::Http1Request;
using keyscape::serve::WireReply;

struct Connection {
  Http1Connection http;
  std::string out;  // the response bytes of the last feed
};

struct Server {
  // ttl_seconds: seconds between TTL sweeps before a POST; < 0 never.
  explicit Server(double ttl_seconds) : ttl(&engine, static_cast<long>(ttl_seconds)) {
    answer = [this](const Http1Request& r) -> WireReply {
      if (r.method == "POST") ttl.BeforeRequest();
      return keyscape::serve::AnswerRequest(&engine, r.method, r.path, *r.headers,
                                            std::move(*r.body), r.too_large);
    };
  }
  keyscape::Engine engine;
  keyscape::serve::TtlSweeper ttl;
  keyscape::serve::Http1Answerer answer;
  std::string input;  // where the wrapper copies a socket's bytes before ks_server_feed
  std::unordered_map<Connection*, std::unique_ptr<Connection>> connections;
  std::string text;   // the last ks_server_execute's answer
};

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE Server* ks_server_new(double ttl_seconds) { return new Server(ttl_seconds); }

// Frees the engine and every connection still open.
EMSCRIPTEN_KEEPALIVE void ks_server_delete(Server* server) { delete server; }

// A buffer of n bytes for the next ks_server_feed's input (valid until the next call).
EMSCRIPTEN_KEEPALIVE char* ks_server_input(Server* server, size_t n) {
  if (server->input.size() < n) server->input.resize(n);
  return server->input.data();
}

EMSCRIPTEN_KEEPALIVE Connection* ks_server_open(Server* server) {
  auto conn = std::make_unique<Connection>();
  Connection* key = conn.get();
  server->connections.emplace(key, std::move(conn));
  return key;
}

EMSCRIPTEN_KEEPALIVE void ks_server_close(Server* server, Connection* conn) {
  server->connections.erase(conn);
}

// Feeds the first n bytes of the input buffer to `conn` and answers every complete request:
// returns the byte length of the response bytes (at ks_server_output(conn), valid until the
// next call on conn), or -length-1 when the connection is to be closed after they are sent.
EMSCRIPTEN_KEEPALIVE int ks_server_feed(Server* server, Connection* conn, size_t n) {
  conn->out.clear();
  bool open = conn->http.Feed(std::string_view(server->input.data(), n), server->answer, &conn->out);
  int length = static_cast<int>(conn->out.size());
  return open ? length : -length - 1;
}

EMSCRIPTEN_KEEPALIVE const char* ks_server_output(Connection* conn) { return conn->out.data(); }

// The exec stream's text for one operation (keyscape:LoadDesign on start, for one): at the
// returned address, ks_server_text_length(server) bytes, valid until the next call.
EMSCRIPTEN_KEEPALIVE const char* ks_server_execute(Server* server, const char* op, size_t op_len,
                                                   const char* request, size_t request_len) {
  server->text = server->engine
                     .Execute(std::string_view(op, op_len), std::string_view(request, request_len))
                     .body;
  return server->text.data();
}

EMSCRIPTEN_KEEPALIVE size_t ks_server_text_length(Server* server) { return server->text.size(); }

EMSCRIPTEN_KEEPALIVE void ks_server_set_fixed_clock(Server* server, double seconds) {
  server->engine.database().SetFixedClock(seconds);
}

}  // extern "C"
