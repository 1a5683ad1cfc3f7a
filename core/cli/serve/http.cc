#include "http.h"

#include <cstdint>
#include <cstdlib>
#include <utility>

#include "../aws/crc32.h"

namespace keyscape::serve {

using base::ErrorCode;

const std::string* FindHeader(const httplib::Headers& headers, std::string_view name) {
  return FindHeaderIn(headers, name);
}

// Sets the body with its x-amz-crc32 header. Marks the response as ours, so the error
// handler leaves it alone.
void SetBody(httplib::Response& res, int status, std::string body, const char* content_type) {
  res.status = status;
  res.set_header("x-amz-crc32", std::to_string(Crc32(body)));
  res.set_content(std::move(body), content_type);
}

void SetReply(httplib::Response& res, Reply reply) {
  SetBody(res, reply.status, std::move(reply.body),
          reply.content_type ? reply.content_type : "text/plain");
  if (reply.content_type == nullptr) res.headers.erase("Content-Type");
  if (reply.content_encoding) res.set_header("Content-Encoding", reply.content_encoding);
}

void TakeCodingHeaders(const httplib::Request& req, std::string* content_encoding,
                       std::string* accept_encoding) {
  // httplib's Request is the server's own non-const object, handed to handlers as const.
  auto& headers = const_cast<httplib::Request&>(req).headers;
  for (auto [name, out] : {std::pair<const char*, std::string*>{"Content-Encoding", content_encoding},
                           {"Accept-Encoding", accept_encoding}}) {
    if (const std::string* value = FindHeader(headers, name)) {
      if (out) *out = *value;
      headers.erase(name);
    }
  }
}

void SetError(httplib::Response& res, ErrorCode code, const char* content_type,
              const std::string* message) {
  SetReply(res, ErrorReply(code, content_type, message));
}

void SetTooLarge(httplib::Response& res) { SetReply(res, TooLargeReply()); }

void SetUnknownOperationXml(httplib::Response& res) { SetReply(res, UnknownOperationXmlReply()); }

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
