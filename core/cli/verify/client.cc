#include "client.h"

#include <httplib.h>

#include <cctype>
#include <chrono>
#include <ctime>
#include <thread>
#include <utility>

#include "compare.h"

namespace keyscape::cli {
namespace {

using base::Json;
using base::Result;
using base::Status;

constexpr int kConnectSeconds = 5;
constexpr int kMaxAttempts = 7;  // the first try and 6 retries

bool Retryable(const std::string& error, int status) {
  return status >= 500 || error == "ProvisionedThroughputExceededException" ||
         error == "ThrottlingException" || error == "RequestLimitExceeded" ||
         error == "LimitExceededException" || error == "InternalServerError";
}

std::string Describe(httplib::Error e, int read_seconds) {
  switch (e) {
    case httplib::Error::Connection:
      return "cannot connect";
    case httplib::Error::ConnectionTimeout:
      return "no connection within " + std::to_string(kConnectSeconds) + " s";
    case httplib::Error::Read:
      return "no complete answer within " + std::to_string(read_seconds) +
             " s (read failed or timed out)";
    case httplib::Error::Write:
      return "the request could not be sent";
    case httplib::Error::SSLConnection:
      return "TLS handshake failed";
    case httplib::Error::SSLServerVerification:
      return "the server's TLS certificate did not verify";
    case httplib::Error::SSLLoadingCerts:
      return "the system's CA certificates could not be loaded";
    default:
      return httplib::to_string(e);
  }
}

bool ParsePort(std::string_view text, int* port) {
  if (text.empty() || text.size() > 5) return false;
  int v = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    v = v * 10 + (c - '0');
  }
  *port = v;
  return v > 0 && v < 65536;
}

}  // namespace

Result<Endpoint> ParseEndpoint(std::string_view url) {
  Endpoint e;
  e.url = std::string(url);
  size_t sep = url.find("://");
  if (sep == std::string_view::npos)
    return Status::Validation("--endpoint " + e.url +
                              ": expected http://host[:port] or https://...");
  e.scheme = std::string(url.substr(0, sep));
  if (e.scheme != "http" && e.scheme != "https")
    return Status::Validation("--endpoint " + e.url + ": the scheme must be http or https");
  std::string_view rest = url.substr(sep + 3);
  if (!rest.empty() && rest.back() == '/') rest.remove_suffix(1);
  if (rest.find_first_of("/?#@") != std::string_view::npos)
    return Status::Validation("--endpoint " + e.url +
                              ": only scheme, host and port are allowed (DynamoDB is served at /)");
  std::string_view host = rest, port;
  if (!rest.empty() && rest.front() == '[') {
    size_t close = rest.find(']');
    if (close == std::string_view::npos)
      return Status::Validation("--endpoint " + e.url + ": bad IPv6 host");
    host = rest.substr(1, close - 1);
    if (close + 1 < rest.size()) {
      if (rest[close + 1] != ':') return Status::Validation("--endpoint " + e.url + ": bad port");
      port = rest.substr(close + 2);
    }
  } else if (size_t colon = rest.rfind(':'); colon != std::string_view::npos) {
    host = rest.substr(0, colon);
    port = rest.substr(colon + 1);
  }
  if (host.empty()) return Status::Validation("--endpoint " + e.url + ": no host");
  e.host = std::string(host);
  const int default_port = e.scheme == "https" ? 443 : 80;
  e.port = default_port;
  if (!port.empty() && !ParsePort(port, &e.port))
    return Status::Validation("--endpoint " + e.url + ": bad port " + std::string(port));
  const std::string bracketed = e.host.find(':') != std::string::npos ? "[" + e.host + "]" : e.host;
  e.host_header = e.port == default_port ? bracketed : bracketed + ":" + std::to_string(e.port);
  const std::string suffix = ".amazonaws.com";
  e.aws = e.host.size() > suffix.size() &&
          e.host.compare(e.host.size() - suffix.size(), suffix.size(), suffix) == 0;
  return e;
}

DynamoClient::DynamoClient(Endpoint endpoint, AwsSettings settings, const Interrupt* interrupt,
                           int read_seconds)
    : endpoint_(std::move(endpoint)),
      settings_(std::move(settings)),
      interrupt_(interrupt),
      read_seconds_(read_seconds) {
  const std::string host =
      endpoint_.host.find(':') != std::string::npos ? "[" + endpoint_.host + "]" : endpoint_.host;
  http_ = std::make_unique<httplib::Client>(endpoint_.scheme + "://" + host + ":" +
                                            std::to_string(endpoint_.port));
  http_->set_connection_timeout(kConnectSeconds);
  http_->set_read_timeout(read_seconds_);
  http_->set_write_timeout(read_seconds_);
  http_->set_follow_location(false);
}

DynamoClient::~DynamoClient() = default;

void DynamoClient::Stop() { http_->stop(); }

bool DynamoClient::Interrupted() const {
  return interrupt_ && !ignore_interrupt_ && interrupt_->interrupted();
}

Result<Json> DynamoClient::CallOnce(std::string_view op, const std::string& body, int* status) {
  if (Interrupted()) return Status::Internal("interrupted");
  httplib::Headers headers;
  for (auto& [name, value] :
       sigv4::DynamoDbHeaders(endpoint_.host_header, op, body, settings_.credentials,
                              settings_.region, std::time(nullptr)))
    if (name != "Content-Type") headers.emplace(name, value);
  httplib::Result res = http_->Post("/", headers, body, "application/x-amz-json-1.0");
  if (Interrupted()) return Status::Internal("interrupted");
  if (!res) {
    const httplib::Error e = res.error();
    reached_ = e != httplib::Error::Connection && e != httplib::Error::ConnectionTimeout &&
               e != httplib::Error::SSLConnection && e != httplib::Error::SSLServerVerification &&
               e != httplib::Error::SSLLoadingCerts;
    return Status::Internal(endpoint_.url + ": " + Describe(e, read_seconds_));
  }
  *status = res->status;
  Result<Json> parsed = Json::Parse(res->body);
  if (!parsed.ok() || !parsed->is_object()) {
    std::string excerpt = res->body.substr(0, 160);
    return Status::Internal(endpoint_.url + ": " + std::string(op) + " answered HTTP " +
                            std::to_string(res->status) +
                            " with a body that is not DynamoDB JSON: " + excerpt);
  }
  if (res->status != 200 && ErrorName(*parsed).empty())
    return Status::Internal(endpoint_.url + ": " + std::string(op) + " answered HTTP " +
                            std::to_string(res->status) +
                            " without an error type: " + res->body.substr(0, 160));
  return parsed;
}

Result<Json> DynamoClient::Call(std::string_view op, const Json& request) {
  const std::string body = request.Dump();
  reached_ = true;
  int backoff_ms = 100;
  for (int attempt = 1;; ++attempt) {
    int status = 0;
    Result<Json> r = CallOnce(op, body, &status);
    if (!r.ok() && status == 0) return r;  // unreachable, timed out or interrupted
    const std::string error = r.ok() ? ErrorName(*r) : "";
    if (attempt == kMaxAttempts || !Retryable(error, status) || (status == 200 && r.ok())) return r;
    std::this_thread::sleep_for(std::chrono::milliseconds(backoff_ms));
    if (Interrupted()) return Status::Internal("interrupted");
    if (backoff_ms < 3200) backoff_ms *= 2;
  }
}

}  // namespace keyscape::cli
