#include "http.h"

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <random>
#include <thread>
#include <utility>

#include "../aws/crc32.h"
#include "keyscape/base/json.h"

namespace keyscape::serve {

using base::AppendJsonString;
using base::ErrorCode;
using base::ErrorTypeString;
using base::HttpStatusFor;

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

bool EqualsIgnoringCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    unsigned char x = static_cast<unsigned char>(a[i]);
    unsigned char y = static_cast<unsigned char>(b[i]);
    if (x == y) continue;
    if ((x | 0x20) != (y | 0x20) || (x | 0x20) < 'a' || (x | 0x20) > 'z') return false;
  }
  return true;
}

const std::string* FindHeader(const httplib::Headers& headers, std::string_view name) {
  for (const auto& [key, value] : headers) {
    if (EqualsIgnoringCase(key, name)) return &value;
  }
  return nullptr;
}

bool IsLoopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

// 52 characters of [0-9A-Z], the shape of DynamoDB's x-amzn-RequestId: 12 base-36 digits
// from each 64-bit draw (36^12 < 2^64, so the 12th digit of a draw is not quite uniform;
// an id is unique with overwhelming odds, not a secret).
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
  uint64_t draw = 0;
  for (size_t i = 0; i < id.size(); ++i) {
    if (i % 12 == 0) draw = rng();
    id[i] = kAlphabet[draw % 36];
    draw /= 36;
  }
  return id;
}

// RFC 7231 IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT"), independent of the locale;
// formatted once a second per thread.
std::string HttpDate() {
  static constexpr const char* kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static constexpr const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  thread_local std::time_t formatted = -1;
  thread_local char buf[40];
  std::time_t now = std::time(nullptr);
  if (now != formatted) {
    std::tm tm{};
    gmtime_r(&now, &tm);
    std::snprintf(buf, sizeof buf, "%s, %02d %s %04d %02d:%02d:%02d GMT", kDays[tm.tm_wday % 7],
                  tm.tm_mday, kMonths[tm.tm_mon % 12], tm.tm_year + 1900, tm.tm_hour, tm.tm_min,
                  tm.tm_sec);
    formatted = now;
  }
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
              const std::string* message) {
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
  if (FindHeader(req.headers, "Content-Length") != nullptr) return true;
  const std::string* te = FindHeader(req.headers, "Transfer-Encoding");
  return te != nullptr && Lower(*te).find("chunked") != std::string::npos;
}

// Reads the body into *body, at most kMaxBodyBytes. A larger body sets *too_large and is
// read and dropped (httplib itself skips a too-large Content-Length body and sets 413).
// Returns false when the stream broke off or was abandoned (then the connection must
// close).
bool ReadBody(const httplib::Request& req, httplib::Response& res,
              const httplib::ContentReader& reader, std::string* body, bool* too_large) {
  *too_large = false;
  if (!HasBody(req)) return true;
  if (const std::string* length = FindHeader(req.headers, "Content-Length")) {
    uint64_t len = std::strtoull(length->c_str(), nullptr, 10);  // as get_header_value<uint64_t>
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

}  // namespace keyscape::serve
