// `keyscape serve`: see serve.h for the wire contract. This file puts the pieces
// together: options (serve_options.h), --load, the httplib server with its pool
// (serve_pool.h) and its connection loop (serve_listener.h), routes and error handlers
// (serve_routes.h), the front door (serve_front_door.h), and the stop signals.
#include "serve.h"

#include <httplib.h>
#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

#include "front_door.h"
#include "http.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/engine.h"
#include "listener.h"
#include "options.h"
#include "pool.h"
#include "routes.h"

namespace keyscape {
namespace {

using base::Json;
using base::Result;
using serve::FrontDoor;
using serve::Options;

// Replays an exec-stream file. Returns false (after printing why) at the first line
// that fails.
bool LoadFile(Engine& engine, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "keyscape serve: --load %s: cannot open: %s\n", path.c_str(),
                 std::strerror(errno));
    return false;
  }
  std::string line;
  size_t line_no = 0;
  size_t requests = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (serve::Trim(line).empty()) continue;
    Response out = engine.ExecuteLine(line);
    if (!out.ok()) {
      std::string op = "?";
      Result<Json> parsed = Json::Parse(line);
      if (parsed.ok()) {
        const Json* o = parsed->Find("op");
        if (o != nullptr && o->is_string()) op = o->string_value();
      }
      std::fprintf(stderr, "keyscape serve: --load %s: line %zu (%s) failed: %s\n", path.c_str(),
                   line_no, op.c_str(), out.body.c_str());
      return false;
    }
    ++requests;
  }
  if (in.bad()) {
    std::fprintf(stderr, "keyscape serve: --load %s: read error after line %zu\n", path.c_str(),
                 line_no);
    return false;
  }
  std::fprintf(stderr, "keyscape serve: loaded %zu requests from %s\n", requests, path.c_str());
  return true;
}

// Socket options, timeouts, the body cap and the growing pool.
void Configure(httplib::Server& server, const Options& opt) {
  const size_t max_connections = opt.max_connections;
  server.new_task_queue = [max_connections] {
    return new serve::ElasticPool(std::min<size_t>(8, max_connections), max_connections);
  };
  // httplib's default also sets SO_REUSEPORT, which would let a second server bind the
  // same port and silently take half the connections. Only SO_REUSEADDR here.
  server.set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, reinterpret_cast<const void*>(&yes), sizeof(yes));
  });
  server.set_tcp_nodelay(true);
  server.set_keep_alive_max_count(100000);
  server.set_keep_alive_timeout(5);
  server.set_read_timeout(5, 0);
  server.set_write_timeout(5, 0);
  server.set_payload_max_length(serve::kMaxBodyBytes);
}

// The accept queue: as long as the kernel allows (net.core.somaxconn caps it).
constexpr int kListenBacklog = 65535;

// Every open connection holds a descriptor: raise the soft limit on open files to the hard
// limit, so that --max-connections clients fit where the soft limit is the usual 1024.
void RaiseOpenFileLimit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
  }
}

// Binds to opt's address; returns the port, or 0 (after saying why) when it cannot.
int Bind(serve::Listener& server, const Options& opt) {
  int port = opt.port;
  if (port == 0) {
    port = server.bind_to_any_port(opt.host);
    if (port < 0) port = 0;
  } else if (!server.bind_to_port(opt.host, port)) {
    port = 0;
  }
  if (port != 0 && !server.WidenBacklog(kListenBacklog)) port = 0;
  if (port == 0) {
    std::fprintf(stderr, "keyscape serve: cannot listen on %s port %d: %s\n", opt.host.c_str(),
                 opt.port, std::strerror(errno));
    return 0;
  }
  if (!serve::IsLoopback(opt.host)) {
    std::fprintf(stderr,
                 "keyscape serve: warning: %s is not a loopback address; request signatures are "
                 "not checked, so anyone who can reach it can read and change every table\n",
                 opt.host.c_str());
  }
  return port;
}

// SIGINT/SIGTERM are taken by a waiter thread (Serve); blocked before any other thread
// exists so that every thread inherits the mask.
sigset_t BlockStopSignals() {
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  return stop_signals;
}

// Serves until the first SIGINT/SIGTERM. When the server stops for another reason, a
// SIGTERM sent to the waiter alone releases it.
bool Serve(serve::Listener& server, sigset_t stop_signals) {
  std::atomic<bool> done{false};
  std::thread waiter([&] {
    int sig = 0;
    sigwait(&stop_signals, &sig);
    if (!done.load()) server.Stop();
  });
  bool ok = server.Run();
  done.store(true);
  pthread_kill(waiter.native_handle(), SIGTERM);
  waiter.join();
  return ok;
}

}  // namespace

int RunServe(int argc, char** argv) {
  Options opt;
  int rc = serve::ParseOptions(argc, argv, &opt);
  if (rc >= 0) return rc;
  // A client that hangs up mid-response must not kill the server.
  signal(SIGPIPE, SIG_IGN);
  RaiseOpenFileLimit();
  sigset_t stop_signals = BlockStopSignals();

  Engine engine;
  if (opt.fixed_clock >= 0) engine.database().SetFixedClock(opt.fixed_clock);
  if (!opt.load_file.empty() && !LoadFile(engine, opt.load_file)) return 1;

  FrontDoor front_door(&engine);
  serve::Listener server;
  Configure(server, opt);
  serve::TtlSweeper ttl(&engine, opt.expire_ttl);
  serve::SetUpRoutes(server, &front_door, opt.verbose, &ttl);
  int port = Bind(server, opt);
  if (port == 0) return 1;
  const bool ipv6 = opt.host.find(':') != std::string::npos;
  std::printf("keyscape serve listening on http://%s%s%s:%d\n", ipv6 ? "[" : "", opt.host.c_str(),
              ipv6 ? "]" : "", port);
  std::fflush(stdout);
  bool ok = Serve(server, stop_signals);
  std::fprintf(stderr, "keyscape serve: stopped\n");
  return ok ? 0 : 1;
}

}  // namespace keyscape
