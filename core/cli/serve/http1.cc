#include "http1.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace keyscape::serve {
namespace {

constexpr std::string_view kCrlf = "\r\n";
// A chunk-size line ("1a2b;ext=x") longer than this is refused.
constexpr size_t kMaxChunkLine = 1024;

const char* ReasonPhrase(int status) {
  switch (status) {
    case 100: return "Continue";
    case 200: return "OK";
    case 400: return "Bad Request";
    case 404: return "Not Found";
    case 413: return "Payload Too Large";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 503: return "Service Unavailable";
    default: return "Status";
  }
}

// RFC 9110 tchar: the characters of a method or a header name.
bool IsToken(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (u <= 32 || u >= 127) return false;
    if (std::string_view("\"(),/:;<=>?@[\\]{}").find(c) != std::string_view::npos) return false;
  }
  return true;
}

// Decimal digits only; values past kMaxDrainBytes saturate (they are refused as too large).
bool ParseLength(std::string_view s, uint64_t* out) {
  if (s.empty()) return false;
  uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    if (v <= kMaxDrainBytes) v = v * 10 + static_cast<uint64_t>(c - '0');
  }
  *out = v;
  return true;
}

// A chunk-size line without its extensions: 1 to 15 hex digits.
bool ParseChunkSize(std::string_view line, uint64_t* out) {
  line = Trim(line.substr(0, line.find(';')));
  if (line.empty() || line.size() > 15) return false;
  uint64_t v = 0;
  for (char c : line) {
    int d = c >= '0' && c <= '9' ? c - '0'
            : (c | 0x20) >= 'a' && (c | 0x20) <= 'f' ? (c | 0x20) - 'a' + 10
                                                    : -1;
    if (d < 0) return false;
    v = v * 16 + static_cast<uint64_t>(d);
  }
  *out = v;
  return true;
}

// True when the comma-separated list `value` holds `token` (any case).
bool ListHas(std::string_view value, std::string_view token) {
  size_t start = 0;
  while (start <= value.size()) {
    size_t comma = value.find(',', start);
    if (comma == std::string_view::npos) comma = value.size();
    if (EqualsIgnoringCase(Trim(value.substr(start, comma - start)), token)) return true;
    start = comma + 1;
  }
  return false;
}

// The framing a request's headers ask for.
struct Framing {
  bool ok = true;
  bool chunked = false;
  uint64_t length = 0;
  bool close = false, keep_alive = false, expect_continue = false;
};

Framing ReadFraming(const HeaderList& headers) {
  Framing f;
  bool has_length = false, has_encoding = false;
  for (const auto& [name, value] : headers) {
    if (EqualsIgnoringCase(name, "Content-Length")) {
      uint64_t n = 0;
      if (!ParseLength(value, &n) || (has_length && n != f.length)) f.ok = false;
      f.length = n;
      has_length = true;
    } else if (EqualsIgnoringCase(name, "Transfer-Encoding")) {
      // Only chunked, last: any other coding leaves the body's end unknown.
      std::string_view v = value;
      size_t comma = v.rfind(',');
      f.chunked = EqualsIgnoringCase(Trim(comma == std::string_view::npos ? v : v.substr(comma + 1)),
                                     "chunked");
      if (!f.chunked) f.ok = false;
      has_encoding = true;
    } else if (EqualsIgnoringCase(name, "Connection")) {
      f.close = f.close || ListHas(value, "close");
      f.keep_alive = f.keep_alive || ListHas(value, "keep-alive");
    } else if (EqualsIgnoringCase(name, "Expect")) {
      f.expect_continue = EqualsIgnoringCase(Trim(value), "100-continue");
    }
  }
  if (has_length && has_encoding) f.ok = false;
  return f;
}

// "name: value" lines of a head (after its request line) -> *headers; false if malformed.
bool ParseHeaderLines(std::string_view lines, HeaderList* headers) {
  size_t start = 0;
  while (start < lines.size()) {
    size_t eol = lines.find(kCrlf, start);
    if (eol == std::string_view::npos) eol = lines.size();
    std::string_view line = lines.substr(start, eol - start);
    start = eol + 2;
    size_t colon = line.find(':');
    if (colon == std::string_view::npos || !IsToken(line.substr(0, colon))) return false;
    std::string_view value = Trim(line.substr(colon + 1));
    if (value.find('\0') != std::string_view::npos) return false;
    headers->emplace_back(std::string(line.substr(0, colon)), std::string(value));
  }
  return true;
}

}  // namespace

void AppendHttp1Response(const WireReply& reply, bool with_body, bool close, bool keep_alive_10,
                         std::string* out) {
  out->append("HTTP/1.1 ");
  out->append(std::to_string(reply.status));
  out->push_back(' ');
  out->append(ReasonPhrase(reply.status));
  out->append(kCrlf);
  for (const auto& [name, value] : reply.headers) {
    out->append(name);
    out->append(": ");
    out->append(value);
    out->append(kCrlf);
  }
  out->append("Content-Length: ");
  out->append(std::to_string(reply.body.size()));
  out->append(kCrlf);
  if (close) out->append("Connection: close\r\n");
  else if (keep_alive_10) out->append("Connection: keep-alive\r\n");
  out->append(kCrlf);
  if (with_body) out->append(reply.body);
}

bool Http1Connection::Feed(std::string_view in, const Http1Answerer& answer, std::string* out) {
  if (state_ == State::kClosed) return false;
  std::string_view data = in;
  const bool buffered = !buffer_.empty();
  if (buffered) {
    buffer_.append(in);
    data = buffer_;
  }
  size_t pos = 0;
  while (state_ != State::kClosed) {
    size_t before = pos;
    bool ready = false;
    if (state_ == State::kHead) ready = ReadHead(data, &pos, out);
    else if (state_ == State::kFixedBody) ready = ReadFixedBody(data, &pos);
    else ready = ReadChunked(data, &pos, out);
    if (ready) Dispatch(answer, out);
    else if (pos == before) break;
  }
  if (state_ == State::kClosed) buffer_.clear();
  else if (buffered) buffer_.erase(0, pos);
  else buffer_.assign(data.substr(pos));
  return state_ != State::kClosed;
}

bool Http1Connection::ReadHead(std::string_view data, size_t* pos, std::string* out) {
  while (*pos < data.size() && (data[*pos] == '\r' || data[*pos] == '\n')) ++*pos;
  size_t end = data.find("\r\n\r\n", *pos);
  if (end == std::string_view::npos || end - *pos > kMaxHeadBytes) {
    if (data.size() - *pos > kMaxHeadBytes) Refuse(431, out);
    return false;
  }
  std::string_view head = data.substr(*pos, end + 2 - *pos);  // each line ends in CRLF
  *pos = end + 4;
  size_t line_end = head.find(kCrlf);
  std::string_view line = head.substr(0, line_end);
  size_t sp1 = line.find(' ');
  size_t sp2 = sp1 == std::string_view::npos ? sp1 : line.find(' ', sp1 + 1);
  std::string_view version = sp2 == std::string_view::npos ? "" : line.substr(sp2 + 1);
  headers_.clear();
  if ((version != "HTTP/1.1" && version != "HTTP/1.0") || !IsToken(line.substr(0, sp1)) ||
      sp2 == sp1 + 1 || !ParseHeaderLines(head.substr(line_end + 2, head.size() - line_end - 4),
                                          &headers_)) {
    Refuse(400, out);
    return false;
  }
  method_.assign(line.substr(0, sp1));
  path_.assign(line.substr(sp1 + 1, sp2 - sp1 - 1));
  http10_ = version == "HTTP/1.0";
  Framing f = ReadFraming(headers_);
  if (!f.ok) {
    Refuse(400, out);
    return false;
  }
  keep_alive_ = http10_ ? f.keep_alive && !f.close : !f.close;
  body_.clear();
  body_seen_ = 0;
  too_large_ = false;
  if (f.chunked) {
    state_ = State::kChunkSize;
  } else if (f.length > kMaxDrainBytes) {  // answered at once, the connection abandoned
    too_large_ = true;
    keep_alive_ = false;
    return true;
  } else {
    remaining_ = static_cast<size_t>(f.length);
    too_large_ = remaining_ > kMaxBodyBytes;
    if (!too_large_) body_.reserve(remaining_);
    state_ = State::kFixedBody;
    if (remaining_ == 0) return true;
  }
  bool body_pending = f.chunked || data.size() - *pos < remaining_;
  if (f.expect_continue && !http10_ && !too_large_ && body_pending)
    out->append("HTTP/1.1 100 Continue\r\n\r\n");
  return false;
}

bool Http1Connection::ReadFixedBody(std::string_view data, size_t* pos) {
  size_t n = std::min(remaining_, data.size() - *pos);
  if (!too_large_) body_.append(data.substr(*pos, n));
  *pos += n;
  remaining_ -= n;
  return remaining_ == 0;
}

bool Http1Connection::ReadChunked(std::string_view data, size_t* pos, std::string* out) {
  std::string_view rest = data.substr(*pos);
  if (state_ == State::kChunkData) {
    size_t n = std::min(remaining_, rest.size());
    TakeBody(rest.substr(0, n));
    *pos += n;
    remaining_ -= n;
    if (remaining_ == 0) state_ = State::kChunkDataEnd;
    return false;
  }
  if (state_ == State::kChunkDataEnd) {
    if (rest.size() < 2) return false;
    if (rest.substr(0, 2) != kCrlf) Refuse(400, out);
    else *pos += 2, state_ = State::kChunkSize;
    return false;
  }
  size_t eol = rest.find(kCrlf);
  size_t limit = state_ == State::kChunkSize ? kMaxChunkLine : kMaxHeadBytes;
  if (eol == std::string_view::npos || eol > limit) {
    if (rest.size() > limit) Refuse(state_ == State::kChunkSize ? 400 : 431, out);
    return false;
  }
  *pos += eol + 2;
  if (state_ == State::kTrailers) return eol == 0;  // a trailer line is dropped
  uint64_t size = 0;
  if (!ParseChunkSize(rest.substr(0, eol), &size)) {
    Refuse(400, out);
    return false;
  }
  if (size == 0) {
    state_ = State::kTrailers;
  } else if (body_seen_ + size > kMaxDrainBytes) {  // answered at once, the connection abandoned
    too_large_ = true;
    std::string().swap(body_);  // the answerer sees no body when too_large
    keep_alive_ = false;
    return true;
  } else {
    remaining_ = static_cast<size_t>(size);
    state_ = State::kChunkData;
  }
  return false;
}

void Http1Connection::TakeBody(std::string_view bytes) {
  body_seen_ += bytes.size();
  if (body_seen_ > kMaxBodyBytes) {
    too_large_ = true;
    std::string().swap(body_);
  } else if (!too_large_) {
    body_.append(bytes);
  }
}

void Http1Connection::Dispatch(const Http1Answerer& answer, std::string* out) {
  Http1Request request;
  request.method = method_;
  request.path = path_;
  request.headers = &headers_;
  request.body = &body_;
  request.too_large = too_large_;
  WireReply reply = answer(request);
  AppendHttp1Response(reply, method_ != "HEAD", !keep_alive_, keep_alive_ && http10_, out);
  state_ = keep_alive_ ? State::kHead : State::kClosed;
  remaining_ = 0;
}

void Http1Connection::Refuse(int status, std::string* out) {
  WireReply reply;
  reply.status = status;
  AppendHttp1Response(reply, true, true, false, out);
  state_ = State::kClosed;
}

}  // namespace keyscape::serve
