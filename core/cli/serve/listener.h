// The connection loop of `keyscape serve`: httplib's request parsing, routing, error
// handlers and response writing (Server::process_request), over sockets read and written
// by this file instead of httplib's own loop.
//
// Why: httplib 0.11's loop polls before every read and write, asks the kernel for both
// addresses of the connection on every request and sends the status line with the
// headers and the body as two TCP segments: about 12 system calls per request. Here a
// connection costs one recv and one send per request (a blocking recv with SO_RCVTIMEO
// for the keep-alive and read timeouts; responses collected and sent in one piece, and
// always before the connection waits to read, so `100 Continue` still goes out first).
//
// What does not change: every byte of every response (httplib writes them), the
// keep-alive count and timeout, the read and write timeouts, and the pool: each
// connection is one task of the server's task queue (serve_pool.h), so a slow or silent
// client holds only its own thread. Stop() returns at once; Run() then returns after the
// requests in progress are answered and every connection thread has been joined.
#ifndef KEYSCAPE_CLI_SERVE_LISTENER_H_
#define KEYSCAPE_CLI_SERVE_LISTENER_H_

#include <httplib.h>

#include <atomic>
#include <mutex>
#include <set>

namespace keyscape::serve {

class Listener : public httplib::Server {
 public:
  // Widens the accept queue of the socket bound by bind_to_port/bind_to_any_port to
  // `backlog` connections (the kernel caps it at net.core.somaxconn). httplib listens with a
  // backlog of 5, so a burst of simultaneous clients would see their connection attempts
  // dropped and retried after seconds. False when nothing is bound or listen() failed.
  bool WidenBacklog(int backlog);
  // Accepts on the socket bound by bind_to_port/bind_to_any_port until Stop(). Returns
  // false when nothing was bound or accepting failed for another reason than Stop().
  bool Run();
  // Thread-safe; idempotent.
  void Stop();

 private:
  void ServeConnection(int fd);
  // False when the listener is stopping (then fd is not tracked and must be closed).
  bool Track(int fd);
  void Untrack(int fd);

  std::atomic<bool> stopping_{false};
  std::mutex mu_;
  std::set<int> open_;
};

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_LISTENER_H_
