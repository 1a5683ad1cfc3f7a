// libFuzzer target: raw bytes as HTTP/1.1 requests on one keep-alive connection to
// `keyscape serve`, without a socket: httplib's request parsing (Server::process_request),
// then the routes, the error handlers and the front door (core/cli/serve/routes.h,
// serve/front_door.h) in front of a long-lived engine. The input is read as one connection:
// requests follow each other until the bytes run out or one closes the connection. Every
// response must be a well-formed status line. Any crash, sanitizer report or hang is a bug.
// fuzz-sources: core/cli/serve/routes.cc core/cli/serve/front_door.cc
// fuzz-sources: core/cli/serve/http.cc core/cli/aws/crc32.cc core/cli/serve/ttl.cc
// fuzz-sources: core/cli/serve/exchange.cc core/cli/serve/wire.cc
// fuzz-sources: core/cli/serve/content_coding.cc core/cli/aws/body_codec_zlib.cc
// fuzz-libs: -lcpp-httplib -lz
// fuzz-max-len: 16384
#include <httplib.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "../../core/cli/serve/front_door.h"
#include "../../core/cli/serve/http.h"
#include "../../core/cli/serve/routes.h"
#include "fuzz_support.h"
#include "keyscape/engine.h"

namespace {

// A connection whose reads come from the input and whose writes are collected.
class StringStream : public httplib::Stream {
 public:
  explicit StringStream(std::string_view in) : in_(in) {}
  bool is_readable() const override { return pos_ < in_.size(); }
  bool is_writable() const override { return true; }
  ssize_t read(char* ptr, size_t size) override {
    const size_t n = std::min(size, in_.size() - pos_);
    in_.copy(ptr, n, pos_);
    pos_ += n;
    return static_cast<ssize_t>(n);
  }
  ssize_t write(const char* ptr, size_t size) override {
    out_.append(ptr, size);
    return static_cast<ssize_t>(size);
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1";
    port = 40000;
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1";
    port = 8000;
  }
  socket_t socket() const override { return INVALID_SOCKET; }
  bool done() const { return pos_ >= in_.size(); }
  const std::string& out() const { return out_; }

 private:
  std::string_view in_;
  size_t pos_ = 0;
  std::string out_;
};

// The protected request loop of httplib::Server, opened for one connection.
class FuzzServer : public httplib::Server {
 public:
  bool Serve(StringStream& strm) {
    bool closed = false;
    for (int i = 0; i < 64 && !closed && !strm.done(); ++i) {
      if (!process_request(strm, false, closed, [](httplib::Request&) {})) return false;
    }
    return true;
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static keyscape::Engine* engine = keyscape::fuzz::EngineWithFuzzTable();
  static keyscape::serve::FrontDoor* front_door = new keyscape::serve::FrontDoor(engine);
  static FuzzServer* server = [] {
    auto* s = new FuzzServer();
    s->set_payload_max_length(keyscape::serve::kMaxBodyBytes);
    keyscape::serve::SetUpRoutes(*s, front_door, false);
    return s;
  }();
  StringStream strm(std::string_view(reinterpret_cast<const char*>(data), size));
  server->Serve(strm);
  const std::string& out = strm.out();
  if (!out.empty() && out.rfind("HTTP/1.1 ", 0) != 0) std::abort();
  return 0;
}
