#include "listener.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <memory>
#include <string>
#include <thread>

namespace keyscape::serve {
namespace {

// "ip" and port of a socket address, as httplib reports them (numeric host).
void FormatAddress(const sockaddr_storage& addr, std::string* ip, int* port) {
  char text[INET6_ADDRSTRLEN] = "";
  if (addr.ss_family == AF_INET) {
    const auto* a = reinterpret_cast<const sockaddr_in*>(&addr);
    inet_ntop(AF_INET, &a->sin_addr, text, sizeof text);
    *port = ntohs(a->sin_port);
  } else if (addr.ss_family == AF_INET6) {
    const auto* a = reinterpret_cast<const sockaddr_in6*>(&addr);
    inet_ntop(AF_INET6, &a->sin6_addr, text, sizeof text);
    *port = ntohs(a->sin6_port);
  }
  *ip = text;
}

int Milliseconds(time_t sec, time_t usec) { return static_cast<int>(sec * 1000 + usec / 1000); }

// One accepted connection as httplib's Stream. Reads come from a buffer refilled by one
// recv (SO_RCVTIMEO bounds the wait); writes are collected and sent by Flush(), which
// runs before every recv, so nothing a client waits for stays behind. The addresses are
// asked for once per connection.
class ConnectionStream : public httplib::Stream {
 public:
  ConnectionStream(int fd, int read_timeout_ms) : fd_(fd), read_timeout_ms_(read_timeout_ms) {
    sockaddr_storage addr{};
    socklen_t len = sizeof addr;
    if (getpeername(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0) {
      FormatAddress(addr, &remote_ip_, &remote_port_);
    }
    len = sizeof addr;
    if (getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0) {
      FormatAddress(addr, &local_ip_, &local_port_);
    }
  }

  bool is_readable() const override {
    if (pos_ < len_) return true;
    pollfd p{fd_, POLLIN, 0};
    return poll(&p, 1, read_timeout_ms_) > 0;
  }
  bool is_writable() const override { return true; }  // writes are buffered

  ssize_t read(char* ptr, size_t size) override {
    // httplib reads the request line and headers one byte at a time.
    if (size == 1 && pos_ < len_) {
      *ptr = buf_[pos_++];
      return 1;
    }
    if (pos_ == len_) {
      if (!Flush()) return -1;
      // A large read goes straight to the caller's buffer.
      if (size >= sizeof buf_) return Receive(ptr, size);
      ssize_t n = Receive(buf_, sizeof buf_);
      if (n <= 0) return n;
      pos_ = 0;
      len_ = static_cast<size_t>(n);
    }
    const size_t n = std::min(size, len_ - pos_);
    std::memcpy(ptr, buf_ + pos_, n);
    pos_ += n;
    return static_cast<ssize_t>(n);
  }

  ssize_t write(const char* ptr, size_t size) override {
    out_.append(ptr, size);
    return static_cast<ssize_t>(size);
  }

  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    ip = remote_ip_;
    port = remote_port_;
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    ip = local_ip_;
    port = local_port_;
  }
  socket_t socket() const override { return fd_; }

  bool HasBufferedInput() const { return pos_ < len_; }

  // Sends what was written (SO_SNDTIMEO bounds each wait). False when the connection broke.
  bool Flush() {
    size_t sent = 0;
    while (sent < out_.size()) {
      ssize_t n = send(fd_, out_.data() + sent, out_.size() - sent, MSG_NOSIGNAL);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        out_.clear();
        return false;
      }
      sent += static_cast<size_t>(n);
    }
    out_.clear();
    if (out_.capacity() > kKeptOutput) std::string().swap(out_);
    return true;
  }

 private:
  static constexpr size_t kKeptOutput = 1u << 20;

  ssize_t Receive(char* ptr, size_t size) {
    for (;;) {
      ssize_t n = recv(fd_, ptr, size, 0);
      if (n < 0 && errno == EINTR) continue;
      return n < 0 ? -1 : n;
    }
  }

  const int fd_;
  const int read_timeout_ms_;
  char buf_[16384];
  size_t pos_ = 0;
  size_t len_ = 0;
  std::string out_;
  std::string remote_ip_, local_ip_;
  int remote_port_ = 0, local_port_ = 0;
};

void SetTimeout(int fd, int option, time_t sec, time_t usec) {
  timeval tv{};
  tv.tv_sec = sec;
  tv.tv_usec = static_cast<suseconds_t>(usec);
  setsockopt(fd, SOL_SOCKET, option, &tv, sizeof tv);
}

bool Transient(int err) {
  return err == EINTR || err == ECONNABORTED || err == EAGAIN || err == EMFILE || err == ENFILE ||
         err == ENOBUFS || err == ENOMEM || err == EPROTO;
}

}  // namespace

bool Listener::WidenBacklog(int backlog) {
  const socket_t listening = svr_sock_.load();
  return listening != INVALID_SOCKET && ::listen(listening, backlog) == 0;
}

bool Listener::Run() {
  const socket_t listening = svr_sock_.load();
  if (listening == INVALID_SOCKET) return false;
  std::unique_ptr<httplib::TaskQueue> pool(new_task_queue());
  bool ok = true;
  while (!stopping_.load()) {
    int fd = accept4(listening, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) {
      if (stopping_.load()) break;
      if (!Transient(errno)) {
        ok = false;
        break;
      }
      if (errno != EINTR) std::this_thread::sleep_for(std::chrono::milliseconds(1));
      continue;
    }
    int yes = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
    // The wait for the next request and every read within one share one timeout when
    // they are equal (the common case); otherwise ServeConnection polls for the first.
    SetTimeout(fd, SO_RCVTIMEO, read_timeout_sec_, read_timeout_usec_);
    SetTimeout(fd, SO_SNDTIMEO, write_timeout_sec_, write_timeout_usec_);
    if (!Track(fd)) {
      close(fd);
      break;
    }
    pool->enqueue([this, fd] { ServeConnection(fd); });
  }
  pool->shutdown();
  std::lock_guard<std::mutex> lock(mu_);
  socket_t sock = svr_sock_.exchange(INVALID_SOCKET);
  if (sock != INVALID_SOCKET) close(sock);
  return ok;
}

void Listener::Stop() {
  std::lock_guard<std::mutex> lock(mu_);
  if (stopping_.exchange(true)) return;
  socket_t sock = svr_sock_.load();
  if (sock != INVALID_SOCKET) shutdown(sock, SHUT_RDWR);  // wakes accept()
  // Requests in progress are still answered; the next read of each connection ends it.
  for (int fd : open_) shutdown(fd, SHUT_RD);
}

bool Listener::Track(int fd) {
  std::lock_guard<std::mutex> lock(mu_);
  if (stopping_.load()) return false;
  open_.insert(fd);
  return true;
}

void Listener::Untrack(int fd) {
  std::lock_guard<std::mutex> lock(mu_);
  open_.erase(fd);
}

void Listener::ServeConnection(int fd) {
  const int read_ms = Milliseconds(read_timeout_sec_, read_timeout_usec_);
  const int keep_alive_ms = Milliseconds(keep_alive_timeout_sec_, 0);
  ConnectionStream strm(fd, read_ms);
  for (size_t left = keep_alive_max_count_; left > 0 && !stopping_.load(); --left) {
    if (!strm.HasBufferedInput() && keep_alive_ms != read_ms) {
      pollfd p{fd, POLLIN, 0};
      if (poll(&p, 1, keep_alive_ms) <= 0) break;
    }
    bool closed = false;
    bool ok = process_request(strm, left == 1, closed, [](httplib::Request&) {});
    if (!strm.Flush() || !ok || closed) break;
  }
  Untrack(fd);
  shutdown(fd, SHUT_RDWR);
  close(fd);
}

}  // namespace keyscape::serve
