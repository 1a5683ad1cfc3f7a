#include "front_door.h"

#include <string>
#include <utility>

#include "http.h"

namespace keyscape::serve {
namespace {

// 1. The body, capped. False when the request is answered (too large or broken off).
bool TakeBody(const httplib::Request& req, httplib::Response& res,
              const httplib::ContentReader& reader, std::string* body) {
  bool too_large = false;
  bool read_ok = ReadBody(req, res, reader, body, &too_large);
  if (too_large) {
    SetTooLarge(res);
    if (!read_ok) res.set_header("Connection", "close");
    return false;
  }
  if (!read_ok) {  // the client broke off or sent a malformed body
    res.set_header("Connection", "close");
    SetBody(res, 400, std::string(), kAmzJson10);
    return false;
  }
  return true;
}

}  // namespace

void FrontDoor::HandlePost(const httplib::Request& req, httplib::Response& res,
                           const httplib::ContentReader& reader) {
  std::string content_encoding, accept_encoding;
  TakeCodingHeaders(req, &content_encoding, &accept_encoding);
  std::string body;
  if (!TakeBody(req, res, reader, &body)) return;
  PostHeaders headers = ReadPostHeaders(req.headers);
  headers.content_encoding = content_encoding;
  headers.accept_encoding = accept_encoding;
  SetReply(res, AnswerPost(engine_, headers, std::move(body)));
}

}  // namespace keyscape::serve
