// libFuzzer target: the npm package's HTTP/1.1 framing (core/cli/serve/http1.h) on raw bytes
// read as one connection. The first byte chooses where the rest is cut into pieces, as a
// socket may deliver it; the pieces must be answered exactly as the whole is (same bytes,
// same close), every response must start with a status line, and a body handed to the
// answerer never exceeds kMaxBodyBytes. The answerer is a stub (method, path, body size),
// so only the framing is under test. Any crash, sanitizer report or mismatch is a bug.
// fuzz-sources: core/cli/serve/http1.cc core/cli/serve/wire.cc
// fuzz-max-len: 16384
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "../../core/cli/serve/http1.h"
#include "fuzz_support.h"

namespace {

using keyscape::fuzz::Require;
using keyscape::serve::Http1Connection;
using keyscape::serve::Http1Request;
using keyscape::serve::WireReply;

WireReply Stub(const Http1Request& r) {
  Require(r.body->size() <= keyscape::serve::kMaxBodyBytes);
  Require(!r.too_large || r.body->empty());
  WireReply reply;
  reply.status = r.too_large ? 413 : 200;
  reply.headers.emplace_back("X-Headers", std::to_string(r.headers->size()));
  reply.body = std::string(r.method) + " " + std::string(r.path) + " " +
               std::to_string(r.body->size()) + ":" + *r.body;
  return reply;
}

// Feeds `in` in pieces of `step` bytes (all at once when 0); returns the bytes sent, and
// whether the connection stayed open.
std::string Run(std::string_view in, size_t step, bool* open) {
  Http1Connection conn;
  std::string out;
  *open = true;
  if (step == 0) step = in.size() + 1;
  for (size_t at = 0; at < in.size() && *open; at += step) {
    *open = conn.Feed(in.substr(at, step), Stub, &out);
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const size_t step = data[0] % 17;
  std::string_view in(reinterpret_cast<const char*>(data) + 1, size - 1);
  bool whole_open = false, pieces_open = false;
  std::string whole = Run(in, 0, &whole_open);
  std::string pieces = Run(in, step, &pieces_open);
  Require(!whole.empty() ? whole.rfind("HTTP/1.1 ", 0) == 0 : true);
  // A 100 Continue depends on whether the body had arrived with the head: drop them.
  auto without_continue = [](std::string s) {
    static constexpr std::string_view k100 = "HTTP/1.1 100 Continue\r\n\r\n";
    for (size_t at; (at = s.find(k100)) != std::string::npos;) s.erase(at, k100.size());
    return s;
  };
  Require(without_continue(whole) == without_continue(pieces));
  Require(whole_open == pieces_open);
  return 0;
}
