// `keyscape serve`: see serve.h for the wire contract.
#include "serve.h"

#include <httplib.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <charconv>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <deque>
#include <fstream>
#include <functional>
#include <mutex>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "crc32.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/engine.h"

using namespace keyscape::base;
using namespace keyscape::api;

namespace keyscape {
namespace {

// DynamoDB's limit on a request body (BatchWriteItem's documented 16 MB).
constexpr size_t kMaxBodyBytes = 16u * 1024u * 1024u;
// A chunked body over the cap is read and dropped up to this many bytes, so the
// connection stays usable; past it the connection is abandoned.
constexpr size_t kMaxDrainBytes = 4 * kMaxBodyBytes;

constexpr std::string_view kApiVersion = "DynamoDB_20120810";
constexpr const char* kAmzJson10 = "application/x-amz-json-1.0";
constexpr const char* kPlainJson = "application/json";
constexpr std::string_view kUnknownOperationXml = "<UnknownOperationException/>\n";
constexpr std::string_view kHealthText = "healthy: keyscape serve\n";

constexpr const char* kUsage =
    "usage: keyscape serve [--port N] [--host ADDR] [--load FILE] [--max-connections N]\n"
    "                      [--fixed-clock SECONDS] [--verbose]\n"
    "\n"
    "Serves the keyscape engine as a local DynamoDB endpoint: DynamoDB's JSON 1.0 protocol\n"
    "over HTTP (POST /, X-Amz-Target: DynamoDB_20120810.<Operation>,\n"
    "Content-Type: application/x-amz-json-1.0), with the same responses and errors as\n"
    "`keyscape exec`. Point any AWS SDK or the AWS CLI at it, e.g.\n"
    "  aws dynamodb list-tables --endpoint-url http://127.0.0.1:8000\n"
    "\n"
    "options:\n"
    "  --port N              TCP port (default 8000); 0 picks a free port\n"
    "  --host ADDR           address to bind (default 127.0.0.1, loopback only)\n"
    "  --load FILE           replay an exec-stream file (JSON lines\n"
    "                        {\"op\":\"CreateTable\",\"request\":{...}}) before serving;\n"
    "                        stops with the line number if a request fails\n"
    "  --max-connections N   connections served at once (default 256); more wait\n"
    "  --fixed-clock SECONDS use this time for CreationDateTime and the like, as\n"
    "                        `keyscape exec --fixed-clock` does (reproducible output)\n"
    "  --verbose             log one line per request to stderr\n"
    "  -h, --help            show this text\n"
    "\n"
    "The first line on stdout is `keyscape serve listening on http://HOST:PORT` once\n"
    "connections are accepted. SIGINT or SIGTERM stops the server. Data lives in memory\n"
    "only and is gone when the server stops.\n"
    "\n"
    "Security: request signatures are NOT checked. Any credentials are accepted; a\n"
    "request needs only an Authorization header starting with \"AWS4-\" (as every SDK\n"
    "sends), else it gets DynamoDB's MissingAuthenticationTokenException. Do not bind\n"
    "to an address other clients can reach.\n"
    "\n"
    "Request bodies over 16 MiB get HTTP 413 (RequestEntityTooLarge).\n";

struct Options {
  std::string host = "127.0.0.1";
  int port = 8000;
  std::string load_file;
  size_t max_connections = 256;
  bool verbose = false;
  double fixed_clock = -1;  // < 0: the real clock
};

// ---------------------------------------------------------------------------------
// Small helpers.

std::string_view Trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool IsLoopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

// 52 characters of [0-9A-Z], the shape of DynamoDB's x-amzn-RequestId.
std::string NewRequestId() {
  static constexpr char kAlphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  thread_local std::mt19937_64 rng([] {
    std::random_device rd;
    std::seed_seq seq{
        rd(), rd(), rd(), rd(),
        static_cast<unsigned>(std::hash<std::thread::id>()(std::this_thread::get_id()))};
    return std::mt19937_64(seq);
  }());
  std::string id(52, '0');
  for (char& c : id) c = kAlphabet[rng() % 36];
  return id;
}

// RFC 7231 IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT"), independent of the locale.
std::string HttpDate() {
  static constexpr const char* kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static constexpr const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[40];
  std::snprintf(buf, sizeof buf, "%s, %02d %s %04d %02d:%02d:%02d GMT", kDays[tm.tm_wday % 7],
                tm.tm_mday, kMonths[tm.tm_mon % 12], tm.tm_year + 1900, tm.tm_hour, tm.tm_min,
                tm.tm_sec);
  return buf;
}

// Sets the body with its x-amz-crc32 header. Marks the response as ours, so the error
// handler leaves it alone.
void SetBody(httplib::Response& res, int status, std::string body, const char* content_type) {
  res.status = status;
  res.set_header("x-amz-crc32", std::to_string(Crc32(body)));
  res.set_content(std::move(body), content_type);
}

void SetError(httplib::Response& res, ErrorCode code, const char* content_type,
              const std::string* message = nullptr) {
  std::string body = "{\"__type\":";
  AppendJsonString(ErrorTypeString(code), &body);
  if (message != nullptr) {
    body += ",\"message\":";
    AppendJsonString(*message, &body);
  }
  body += "}";
  SetBody(res, HttpStatusFor(code), std::move(body), content_type);
}

// 413 for a body over the cap. DynamoDB's front end answers 413 with an empty body; this
// one adds {"__type":"...#RequestEntityTooLarge","message":...} so that SDKs can name the
// error instead of reporting an unknown one.
void SetTooLarge(httplib::Response& res) {
  static const std::string kMessage =
      "Request entity too large: the body exceeds " + std::to_string(kMaxBodyBytes) + " bytes";
  SetError(res, ErrorCode::kRequestTooLarge, kAmzJson10, &kMessage);
}

void SetUnknownOperationXml(httplib::Response& res) {
  SetBody(res, 404, std::string(kUnknownOperationXml), "text/plain");
  // DynamoDB sends this body without a Content-Type of its own.
  res.headers.erase("Content-Type");
}

// True when the request announces a body (Content-Length or chunked). An HTTP/1.1
// request with neither has none, whatever its method.
bool HasBody(const httplib::Request& req) {
  return req.has_header("Content-Length") ||
         Lower(req.get_header_value("Transfer-Encoding")).find("chunked") != std::string::npos;
}

// Reads the body into *body, at most kMaxBodyBytes. A larger body sets *too_large and is
// read and dropped (httplib itself skips a too-large Content-Length body and sets 413).
// Returns false when the stream broke off or was abandoned (then the connection must
// close).
bool ReadBody(const httplib::Request& req, httplib::Response& res,
              const httplib::ContentReader& reader, std::string* body, bool* too_large) {
  *too_large = false;
  if (!HasBody(req)) return true;
  if (req.has_header("Content-Length")) {
    uint64_t len = req.get_header_value<uint64_t>("Content-Length");
    if (len <= kMaxBodyBytes) body->reserve(static_cast<size_t>(len));
  }
  size_t dropped = 0;
  bool ok = reader([&](const char* data, size_t n) {
    if (*too_large) {
      dropped += n;
      return dropped <= kMaxDrainBytes;
    }
    if (body->size() + n > kMaxBodyBytes) {
      *too_large = true;
      std::string().swap(*body);
      return true;
    }
    body->append(data, n);
    return true;
  });
  if (res.status == 413) {
    *too_large = true;
    ok = true;  // httplib read past the announced length: the stream is still in step
  }
  if (*too_large) std::string().swap(*body);
  return ok;
}

// Reads and drops a body nobody wants, keeping the connection in step.
bool DrainBody(const httplib::Request& req, const httplib::ContentReader& reader) {
  if (!HasBody(req)) return true;
  size_t seen = 0;
  return reader([&](const char*, size_t n) {
    seen += n;
    return seen <= kMaxDrainBytes;
  });
}

// ---------------------------------------------------------------------------------
// A task queue that starts small and grows to `max` threads. httplib runs a whole
// keep-alive connection as one task, so a fixed pool of 8 would let 8 idle keep-alive
// clients starve a 9th; this pool adds a thread whenever none is idle.

class ElasticPool : public httplib::TaskQueue {
 public:
  ElasticPool(size_t initial, size_t max) : max_(std::max<size_t>(max, 1)) {
    std::lock_guard<std::mutex> lock(mu_);
    for (size_t i = 0; i < std::min(initial, max_); ++i) threads_.emplace_back([this] { Work(); });
  }
  ~ElasticPool() override = default;

  void enqueue(std::function<void()> fn) override {
    std::unique_lock<std::mutex> lock(mu_);
    jobs_.push_back(std::move(fn));
    if (idle_ < jobs_.size() && threads_.size() < max_) {
      threads_.emplace_back([this] { Work(); });
    }
    lock.unlock();
    cv_.notify_one();
  }

  void shutdown() override {
    std::vector<std::thread> threads;
    {
      std::lock_guard<std::mutex> lock(mu_);
      shutdown_ = true;
      threads.swap(threads_);
    }
    cv_.notify_all();
    for (auto& t : threads) t.join();
  }

 private:
  void Work() {
    for (;;) {
      std::function<void()> fn;
      {
        std::unique_lock<std::mutex> lock(mu_);
        ++idle_;
        cv_.wait(lock, [this] { return !jobs_.empty() || shutdown_; });
        --idle_;
        if (jobs_.empty()) return;  // shutting down
        fn = std::move(jobs_.front());
        jobs_.pop_front();
      }
      fn();
    }
  }

  const size_t max_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> jobs_;
  std::vector<std::thread> threads_;
  size_t idle_ = 0;
  bool shutdown_ = false;
};

// ---------------------------------------------------------------------------------
// The DynamoDB front door.

// IncompleteSignatureException text for an "AWS4-..." header missing pieces, or "".
std::string IncompleteSignatureMessage(const std::string& auth, bool has_date) {
  // The parameters follow the first space: "AWS4-HMAC-SHA256 Credential=..., ...".
  std::string params;
  size_t space = auth.find(' ');
  if (space != std::string::npos) {
    for (char c : std::string_view(auth).substr(space + 1)) {
      if (c != ' ') params += c;
    }
  }
  bool have_credential = false, have_signature = false, have_signed_headers = false;
  size_t start = 0;
  while (start <= params.size()) {
    size_t comma = params.find(',', start);
    if (comma == std::string::npos) comma = params.size();
    std::string_view pair = Trim(std::string_view(params).substr(start, comma - start));
    size_t eq = pair.find('=');
    if (eq != std::string_view::npos) {
      std::string_view key = pair.substr(0, eq);
      std::string_view value = pair.substr(eq + 1);
      size_t eq2 = value.find('=');  // "a=b=c" keeps "b", as a split on '=' does
      if (eq2 != std::string_view::npos) value = value.substr(0, eq2);
      if (!value.empty()) {
        if (key == "Credential") have_credential = true;
        if (key == "Signature") have_signature = true;
        if (key == "SignedHeaders") have_signed_headers = true;
      }
    }
    start = comma + 1;
  }
  std::string msg;
  if (!have_credential) msg += "Authorization header requires 'Credential' parameter. ";
  if (!have_signature) msg += "Authorization header requires 'Signature' parameter. ";
  if (!have_signed_headers) msg += "Authorization header requires 'SignedHeaders' parameter. ";
  if (!has_date) {
    msg += "Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header. ";
  }
  if (msg.empty()) return msg;
  return msg + "Authorization=" + auth;
}

class Frontend {
 public:
  explicit Frontend(Engine* engine) : engine_(engine) {}

  void HandlePost(const httplib::Request& req, httplib::Response& res,
                  const httplib::ContentReader& reader) {
    // 1. Read the body, capped.
    std::string body;
    bool too_large = false;
    bool read_ok = ReadBody(req, res, reader, &body, &too_large);
    if (too_large) {
      SetTooLarge(res);
      if (!read_ok) res.set_header("Connection", "close");
      return;
    }
    if (!read_ok) {  // the client broke off or sent a malformed body
      res.set_header("Connection", "close");
      SetBody(res, 400, std::string(), kAmzJson10);
      return;
    }

    // 2. Content type: a body must be JSON.
    std::string content_type = Lower(Trim(req.get_header_value("Content-Type")));
    size_t semicolon = content_type.find(';');
    if (semicolon != std::string::npos)
      content_type = std::string(Trim(content_type.substr(0, semicolon)));
    const bool amz_json = content_type == kAmzJson10;
    if (!body.empty() && !amz_json && content_type != kPlainJson) {
      SetUnknownOperationXml(res);
      return;
    }
    const char* reply_type = amz_json ? kAmzJson10 : kPlainJson;

    // 3-5. Target and authentication; a body that is not JSON is reported first.
    std::string op;
    bool target_ok = ParseTarget(req.get_header_value("X-Amz-Target"), &op);
    const std::string auth = req.get_header_value("Authorization");
    bool auth_present = Trim(auth).substr(0, 5) == "AWS4-";
    if (!target_ok || !auth_present) {
      if (!body.empty()) {
        Result<Json> parsed = Json::Parse(body);
        if (!parsed.ok()) {
          SetSerializationError(res, parsed.status(), reply_type);
          return;
        }
      }
      if (!target_ok) {
        SetError(res, ErrorCode::kUnknownOperation, reply_type);
      } else {
        static const std::string kMissing = "Request is missing Authentication Token";
        SetError(res, ErrorCode::kMissingAuthenticationToken, reply_type, &kMissing);
      }
      return;
    }
    const bool has_date = req.has_header("X-Amz-Date") || req.has_header("Date");
    std::string incomplete = IncompleteSignatureMessage(auth, has_date);
    if (!incomplete.empty()) {
      std::string out =
          "{\"__type\":\"com.amazon.coral.service#IncompleteSignatureException\","
          "\"message\":";
      AppendJsonString(incomplete, &out);
      out += "}";
      SetBody(res, 400, std::move(out), reply_type);
      return;
    }

    // 6. An empty body is a SerializationException, as on DynamoDB.
    if (body.empty()) {
      SetError(res, ErrorCode::kSerialization, reply_type);
      return;
    }

    // 7. The engine, with DynamoDB's error bodies (no "position" member).
    Response out = engine_->Execute(op, body, ErrorForm::kDynamoDB);
    SetBody(res, out.http_status, std::move(out.body), reply_type);
  }

 private:
  // "DynamoDB_20120810.<Op>" with an operation the engine knows.
  static bool ParseTarget(const std::string& target, std::string* op) {
    size_t dot = target.find('.');
    if (dot == std::string::npos || target.find('.', dot + 1) != std::string::npos) return false;
    if (std::string_view(target).substr(0, dot) != kApiVersion) return false;
    *op = target.substr(dot + 1);
    return !op->empty() && FindOp(*op) != nullptr;
  }

  // The same bytes Engine::Execute sends for a body that does not parse.
  static void SetSerializationError(httplib::Response& res, const Status& parse_status,
                                    const char* content_type) {
    SetBody(res, HttpStatusFor(parse_status.code()), parse_status.ToJson(ErrorForm::kDynamoDB),
            content_type);
  }

  Engine* engine_;
};

// ---------------------------------------------------------------------------------
// Options and --load.

bool ParseInt(std::string_view s, long lo, long hi, long* out) {
  long v = 0;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || ptr != s.data() + s.size() || v < lo || v > hi) return false;
  *out = v;
  return true;
}

// Returns -1 to go on, or an exit code.
int ParseOptions(int argc, char** argv, Options* opt) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    std::string value;
    bool has_inline = false;
    if (arg.rfind("--", 0) == 0) {
      size_t eq = arg.find('=');
      if (eq != std::string::npos) {
        value = arg.substr(eq + 1);
        arg = arg.substr(0, eq);
        has_inline = true;
      }
    }
    auto need_value = [&](std::string* out) -> bool {
      if (has_inline) {
        *out = value;
        return true;
      }
      if (i + 1 >= argc) {
        std::fprintf(stderr, "keyscape serve: %s needs a value\n%s", arg.c_str(), kUsage);
        return false;
      }
      *out = argv[++i];
      return true;
    };
    if (arg == "-h" || arg == "--help") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (arg == "--port") {
      std::string v;
      long port = 0;
      if (!need_value(&v)) return 2;
      if (!ParseInt(v, 0, 65535, &port)) {
        std::fprintf(stderr, "keyscape serve: --port wants a number from 0 to 65535, got '%s'\n",
                     v.c_str());
        return 2;
      }
      opt->port = static_cast<int>(port);
    } else if (arg == "--host") {
      if (!need_value(&opt->host)) return 2;
      if (opt->host.empty()) {
        std::fprintf(stderr, "keyscape serve: --host wants an address\n");
        return 2;
      }
    } else if (arg == "--load") {
      if (!need_value(&opt->load_file)) return 2;
    } else if (arg == "--max-connections") {
      std::string v;
      long n = 0;
      if (!need_value(&v)) return 2;
      if (!ParseInt(v, 1, 4096, &n)) {
        std::fprintf(stderr,
                     "keyscape serve: --max-connections wants a number from 1 to 4096, got '%s'\n",
                     v.c_str());
        return 2;
      }
      opt->max_connections = static_cast<size_t>(n);
    } else if (arg == "--fixed-clock") {
      std::string v;
      if (!need_value(&v)) return 2;
      char* end = nullptr;
      double t = std::strtod(v.c_str(), &end);
      if (v.empty() || end != v.c_str() + v.size() || !(t >= 0)) {
        std::fprintf(stderr,
                     "keyscape serve: --fixed-clock wants seconds since the epoch, got '%s'\n",
                     v.c_str());
        return 2;
      }
      opt->fixed_clock = t;
    } else if (arg == "--verbose" && !has_inline) {
      opt->verbose = true;
    } else {
      std::fprintf(stderr, "keyscape serve: unknown argument '%s'\n%s", argv[i], kUsage);
      return 2;
    }
  }
  return -1;
}

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
    if (Trim(line).empty()) continue;
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

}  // namespace

int RunServe(int argc, char** argv) {
  Options opt;
  int rc = ParseOptions(argc, argv, &opt);
  if (rc >= 0) return rc;

  // A client that hangs up mid-response must not kill the server.
  signal(SIGPIPE, SIG_IGN);
  // SIGINT/SIGTERM are taken by a waiter thread (below); block them before any other
  // thread exists so that every thread inherits the mask.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  Engine engine;
  if (opt.fixed_clock >= 0) engine.database().SetFixedClock(opt.fixed_clock);
  if (!opt.load_file.empty() && !LoadFile(engine, opt.load_file)) return 1;

  Frontend frontend(&engine);
  httplib::Server server;
  const size_t max_connections = opt.max_connections;
  server.new_task_queue = [max_connections] {
    return new ElasticPool(std::min<size_t>(8, max_connections), max_connections);
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
  server.set_payload_max_length(kMaxBodyBytes);

  // Headers every response carries; CORS as DynamoDB answers a browser.
  server.set_pre_routing_handler([](const httplib::Request& req, httplib::Response& res) {
    res.set_header("x-amzn-RequestId", NewRequestId());
    res.set_header("Date", HttpDate());
    if (req.has_header("Origin")) {
      res.set_header("Access-Control-Allow-Origin", "*");
      if (req.method == "OPTIONS") {
        if (req.has_header("Access-Control-Request-Headers")) {
          res.set_header("Access-Control-Allow-Headers",
                         req.get_header_value("Access-Control-Request-Headers"));
        }
        if (req.has_header("Access-Control-Request-Method")) {
          res.set_header("Access-Control-Allow-Methods",
                         req.get_header_value("Access-Control-Request-Method"));
        }
        res.set_header("Access-Control-Max-Age", "172800");
        res.status = 200;
        return httplib::Server::HandlerResponse::Handled;
      }
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });

  server.Post(".*", [&frontend](const httplib::Request& req, httplib::Response& res,
                                const httplib::ContentReader& reader) {
    frontend.HandlePost(req, res, reader);
  });
  // DynamoDB answers every other method with 404. httplib would wait for a body that
  // an HTTP/1.1 PUT without Content-Length does not have, so these read only what was
  // announced and drop it.
  auto not_found = [](const httplib::Request& req, httplib::Response& res,
                      const httplib::ContentReader& reader) {
    if (!DrainBody(req, reader)) res.set_header("Connection", "close");
    SetUnknownOperationXml(res);
  };
  server.Put(".*", not_found);
  server.Patch(".*", not_found);
  server.Delete(".*", not_found);
  server.Get(".*", [](const httplib::Request& req, httplib::Response& res) {
    if (req.path == "/") {
      SetBody(res, 200, std::string(kHealthText), "text/plain");
    } else {
      SetUnknownOperationXml(res);
    }
  });

  // Responses httplib makes itself (unrouted methods, malformed requests, 413 before
  // our handler ran). Ours carry x-amz-crc32 already and pass through untouched.
  server.set_error_handler(
      httplib::Server::HandlerWithResponse([](const httplib::Request&, httplib::Response& res) {
        if (res.has_header("x-amz-crc32")) return httplib::Server::HandlerResponse::Unhandled;
        if (!res.has_header("x-amzn-RequestId")) res.set_header("x-amzn-RequestId", NewRequestId());
        if (!res.has_header("Date")) res.set_header("Date", HttpDate());
        if (res.status == 404) {
          SetUnknownOperationXml(res);
        } else if (res.status == 413) {
          SetTooLarge(res);
        } else {
          int status = res.status;
          SetBody(res, status, std::string(), "text/plain");
          res.headers.erase("Content-Type");
        }
        return httplib::Server::HandlerResponse::Handled;
      }));
  server.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
        std::string message = "Internal server error";
        try {
          if (ep) std::rethrow_exception(ep);
        } catch (const std::exception& e) {
          message += std::string(": ") + e.what();
        } catch (...) {
        }
        SetError(res, ErrorCode::kInternal, kAmzJson10, &message);
      });
  if (opt.verbose) {
    server.set_logger([](const httplib::Request& req, const httplib::Response& res) {
      std::string target = req.get_header_value("X-Amz-Target");
      std::fprintf(stderr, "%s %s %s -> %d (%zu bytes)\n", req.method.c_str(), req.path.c_str(),
                   target.c_str(), res.status, res.body.size());
    });
  }

  int port = opt.port;
  if (port == 0) {
    port = server.bind_to_any_port(opt.host);
    if (port < 0) port = 0;
  } else if (!server.bind_to_port(opt.host, port)) {
    port = 0;
  }
  if (port == 0) {
    std::fprintf(stderr, "keyscape serve: cannot listen on %s port %d: %s\n", opt.host.c_str(),
                 opt.port, std::strerror(errno));
    return 1;
  }
  if (!IsLoopback(opt.host)) {
    std::fprintf(stderr,
                 "keyscape serve: warning: %s is not a loopback address; request signatures are "
                 "not checked, so anyone who can reach it can read and change every table\n",
                 opt.host.c_str());
  }
  const bool ipv6 = opt.host.find(':') != std::string::npos;
  std::printf("keyscape serve listening on http://%s%s%s:%d\n", ipv6 ? "[" : "", opt.host.c_str(),
              ipv6 ? "]" : "", port);
  std::fflush(stdout);

  // The waiter: the first SIGINT/SIGTERM stops the server. When the server stops for
  // another reason, a SIGTERM sent to this thread alone releases it.
  std::atomic<bool> done{false};
  std::thread waiter([&] {
    int sig = 0;
    sigwait(&stop_signals, &sig);
    if (!done.load()) server.stop();
  });

  bool ok = server.listen_after_bind();
  done.store(true);
  pthread_kill(waiter.native_handle(), SIGTERM);
  waiter.join();
  std::fprintf(stderr, "keyscape serve: stopped\n");
  return ok ? 0 : 1;
}

}  // namespace keyscape
