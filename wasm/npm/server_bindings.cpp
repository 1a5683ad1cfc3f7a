// embind binding of the npm package's DynamoDB endpoint: one Server object owns an engine
// and answers whole HTTP exchanges with core/cli/serve/exchange.h, the code `keyscape serve`
// answers with. wasm/npm/lib/server.mjs only moves bytes between node:http and answer().
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <utility>

#include "serve/exchange.h"
#include "serve/ttl.h"
#include "serve/wire.h"
#include "keyscape/engine.h"

namespace {

using emscripten::val;
using keyscape::serve::HeaderList;

// "name\nvalue\nname\nvalue..." (Node's rawHeaders joined with '\n'; HTTP forbids '\n' in
// both) as pairs.
HeaderList SplitHeaders(const std::string& joined) {
  HeaderList headers;
  size_t start = 0;
  while (start < joined.size()) {
    size_t name_end = joined.find('\n', start);
    if (name_end == std::string::npos) break;
    size_t value_end = joined.find('\n', name_end + 1);
    if (value_end == std::string::npos) value_end = joined.size();
    headers.emplace_back(joined.substr(start, name_end - start),
                         joined.substr(name_end + 1, value_end - name_end - 1));
    start = value_end + 1;
  }
  return headers;
}

class WasmServer {
 public:
  // ttl_seconds: seconds between TTL sweeps before a request; < 0 never.
  explicit WasmServer(double ttl_seconds) : ttl_(&engine_, static_cast<long>(ttl_seconds)) {}

  // One exchange -> {status, headers: [name, value, ...], body: Uint8Array}. `body` is the
  // request's bytes (a Uint8Array); too_large: the transport stopped reading past
  // maxBodyBytes().
  val answer(const std::string& method, const std::string& path, const std::string& headers,
             const std::string& body, bool too_large) {
    if (method == "POST") ttl_.BeforeRequest();
    keyscape::serve::WireReply reply = keyscape::serve::AnswerRequest(
        &engine_, method, path, SplitHeaders(headers), body, too_large);
    val out = val::object();
    out.set("status", reply.status);
    val names = val::array();
    for (const auto& [name, value] : reply.headers) {
      names.call<void>("push", name);
      names.call<void>("push", value);
    }
    out.set("headers", names);
    out.set("body", val::global("Uint8Array")
                        .new_(emscripten::typed_memory_view(reply.body.size(),
                                                            reinterpret_cast<const uint8_t*>(
                                                                reply.body.data()))));
    return out;
  }

  // The exec stream's text for one operation (keyscape:LoadDesign on start, for one).
  std::string execute(const std::string& op, const std::string& request_json) {
    return engine_.Execute(op, request_json).body;
  }
  void setFixedClock(double seconds) { engine_.database().SetFixedClock(seconds); }

 private:
  keyscape::Engine engine_;
  keyscape::serve::TtlSweeper ttl_;
};

double MaxBodyBytes() { return static_cast<double>(keyscape::serve::kMaxBodyBytes); }

}  // namespace

EMSCRIPTEN_BINDINGS(keyscape_server) {
  emscripten::class_<WasmServer>("Server")
      .constructor<double>()
      .function("answer", &WasmServer::answer)
      .function("execute", &WasmServer::execute)
      .function("setFixedClock", &WasmServer::setFixedClock);
  emscripten::function("maxBodyBytes", &MaxBodyBytes);
}
