#include "routes.h"

#include <cstdio>
#include <exception>
#include <string>

#include "http.h"
#include "keyscape/base/status.h"

namespace keyscape::serve {
namespace {

using base::ErrorCode;


// Headers every response carries; CORS as DynamoDB answers a browser (exchange.h).
// Only POST answers may be compressed (front_door.cc applies DynamoDB's rules to them);
// httplib would compress the text answers of other methods itself.
httplib::Server::HandlerResponse PreRoute(const httplib::Request& req, httplib::Response& res) {
  if (req.method != "POST") TakeCodingHeaders(req, nullptr, nullptr);
  HeaderList headers;
  bool answered = PreludeHeaders(req.method, ReadCorsRequest(req.headers), &headers);
  for (auto& [name, value] : headers) res.set_header(name, value);
  if (!answered) return httplib::Server::HandlerResponse::Unhandled;
  res.status = 200;
  return httplib::Server::HandlerResponse::Handled;
}

// POST goes to the front door; DynamoDB answers every other method with 404 (GET / with
// the health text).
void Route(httplib::Server& server, FrontDoor* front_door, TtlSweeper* ttl) {
  server.set_pre_routing_handler(PreRoute);
  server.Post(".*", [front_door, ttl](const httplib::Request& req, httplib::Response& res,
                                      const httplib::ContentReader& reader) {
    if (ttl) ttl->BeforeRequest();
    front_door->HandlePost(req, res, reader);
  });
  // httplib would wait for a body that an HTTP/1.1 PUT without Content-Length does not
  // have, so these read only what was announced and drop it.
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
      SetReply(res, HealthReply());
    } else {
      SetUnknownOperationXml(res);
    }
  });
}

// Responses httplib makes itself (unrouted methods, malformed requests, 413 before our
// handler ran). Ours carry x-amz-crc32 already and pass through untouched.
httplib::Server::HandlerResponse OnHttplibError(const httplib::Request&, httplib::Response& res) {
  if (res.has_header("x-amz-crc32")) return httplib::Server::HandlerResponse::Unhandled;
  if (!res.has_header("x-amzn-RequestId")) res.set_header("x-amzn-RequestId", NewRequestId());
  if (!res.has_header("Date")) res.set_header("Date", HttpDate());
  if (!res.has_header("Server")) res.set_header("Server", kServer);
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
}

void OnException(const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
  std::string message = "Internal server error";
  try {
    if (ep) std::rethrow_exception(ep);
  } catch (const std::exception& e) {
    message += std::string(": ") + e.what();
  } catch (...) {
  }
  SetError(res, ErrorCode::kInternal, kAmzJson10, &message);
}

void HandleErrors(httplib::Server& server, bool verbose) {
  server.set_error_handler(httplib::Server::HandlerWithResponse(OnHttplibError));
  server.set_exception_handler(OnException);
  if (!verbose) return;
  server.set_logger([](const httplib::Request& req, const httplib::Response& res) {
    std::string target = req.get_header_value("X-Amz-Target");
    std::fprintf(stderr, "%s %s %s -> %d (%zu bytes)\n", req.method.c_str(), req.path.c_str(),
                 target.c_str(), res.status, res.body.size());
  });
}

}  // namespace

void SetUpRoutes(httplib::Server& server, FrontDoor* front_door, bool verbose, TtlSweeper* ttl) {
  Route(server, front_door, ttl);
  HandleErrors(server, verbose);
}

}  // namespace keyscape::serve
