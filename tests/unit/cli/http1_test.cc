// The npm server's HTTP/1.1 framer (core/cli/serve/http1.h), without a socket: bytes in,
// the answerer called once per complete request, bytes out. (tests/npm/framing.test.mjs
// drives the same framer through the package; the http1_fuzz target feeds it noise.)
#include "cli/serve/http1.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using keyscape::serve::Http1Answerer;
using keyscape::serve::Http1Connection;
using keyscape::serve::Http1Request;
using keyscape::serve::kMaxHeadBytes;
using keyscape::serve::WireReply;

namespace {

struct Seen {
  std::string method, path, body;
  bool too_large = false;
};

// An answerer that records each request and answers 200 with body "ok:<request body>".
Http1Answerer Recorder(std::vector<Seen>* seen) {
  return [seen](const Http1Request& r) {
    seen->push_back({std::string(r.method), std::string(r.path), *r.body, r.too_large});
    WireReply reply;
    reply.headers.emplace_back("Content-Type", "text/plain");
    reply.body = "ok:" + *r.body;
    return reply;
  };
}

const std::string kPost =
    "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello";

}  // namespace

TEST_CASE("http1: a Content-Length request is answered with framing, the connection kept",
          "[cli][http1]") {
  std::vector<Seen> seen;
  Http1Connection c;
  std::string out;
  CHECK(c.Feed(kPost, Recorder(&seen), &out));
  REQUIRE(seen.size() == 1);
  CHECK(seen[0].method == "POST");
  CHECK(seen[0].path == "/");
  CHECK(seen[0].body == "hello");
  CHECK(out == "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 8\r\n\r\nok:hello");
}

TEST_CASE("http1: a request fed one byte at a time is answered once, when complete",
          "[cli][http1]") {
  std::vector<Seen> seen;
  Http1Connection c;
  std::string out;
  for (size_t i = 0; i < kPost.size(); ++i) {
    CHECK(c.Feed(kPost.substr(i, 1), Recorder(&seen), &out));
    CHECK(seen.size() == (i + 1 == kPost.size() ? 1u : 0u));
  }
  CHECK(seen[0].body == "hello");
}

TEST_CASE("http1: a chunked body is joined; pipelined requests are answered in order",
          "[cli][http1]") {
  std::vector<Seen> seen;
  Http1Connection c;
  std::string out;
  const std::string chunked =
      "POST /a HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2;x=y\r\nde\r\n0\r\n"
      "Trailer: t\r\n\r\n";
  CHECK(c.Feed(chunked + "GET /b HTTP/1.1\r\n\r\n", Recorder(&seen), &out));
  REQUIRE(seen.size() == 2);
  CHECK(seen[0].path == "/a");
  CHECK(seen[0].body == "abcde");
  CHECK(seen[1].method == "GET");
  CHECK(seen[1].path == "/b");
  CHECK(out.find("ok:abcde") < out.find("HTTP/1.1 200 OK", 1));
}

TEST_CASE("http1: malformed framing is refused with 400 and the connection closed",
          "[cli][http1]") {
  const char* bad[] = {
      "POST / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
      "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
      "POST / HTTP/2.0\r\n\r\n",
      "POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n",
      "no request line\r\n\r\n",
  };
  for (const char* request : bad) {
    std::vector<Seen> seen;
    Http1Connection c;
    std::string out;
    INFO(request);
    CHECK_FALSE(c.Feed(request, Recorder(&seen), &out));
    CHECK(seen.empty());
    CHECK(out.rfind("HTTP/1.1 400 ", 0) == 0);
    CHECK(out.find("Connection: close\r\n") != std::string::npos);
  }
}

TEST_CASE("http1: a head over the limit is 431; HTTP/1.0 closes unless keep-alive",
          "[cli][http1]") {
  std::vector<Seen> seen;
  {
    Http1Connection c;
    std::string out;
    const std::string head = "GET / HTTP/1.1\r\nX-Big: " + std::string(kMaxHeadBytes, 'a');
    CHECK_FALSE(c.Feed(head, Recorder(&seen), &out));
    CHECK(out.rfind("HTTP/1.1 431 ", 0) == 0);
  }
  {
    Http1Connection c;
    std::string out;
    CHECK_FALSE(c.Feed("GET / HTTP/1.0\r\n\r\n", Recorder(&seen), &out));
    CHECK(out.find("Connection: close\r\n") != std::string::npos);
  }
  {
    Http1Connection c;
    std::string out;
    CHECK(c.Feed("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", Recorder(&seen), &out));
    CHECK(out.find("Connection: keep-alive\r\n") != std::string::npos);
  }
  CHECK(seen.size() == 2);
}

TEST_CASE("http1: a chunk past the drain limit is answered at once, too large, with no body",
          "[cli][http1]") {
  // The first chunk is read; the second announces 0xDDDDDDDD0 bytes, past kMaxDrainBytes.
  const std::string request =
      "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nDDDDDDDD0\r\n";
  for (size_t step : {request.size(), size_t{1}, size_t{7}}) {
    std::vector<Seen> seen;
    Http1Connection c;
    std::string out;
    bool open = true;
    for (size_t at = 0; at < request.size() && open; at += step)
      open = c.Feed(request.substr(at, step), Recorder(&seen), &out);
    CHECK_FALSE(open);
    REQUIRE(seen.size() == 1);
    CHECK(seen[0].too_large);
    CHECK(seen[0].body.empty());
    CHECK(out.find("Connection: close\r\n") != std::string::npos);
  }
}
