// The DynamoDB JSON 1.0 client of `keyscape verify`: cpp-httplib (OpenSSL for https), every
// call `POST /` signed with SigV4 for the `dynamodb` service (sigv4.h).
//
// Guarantees:
// - Bounded: 5 s to connect, `read_seconds` (verify's --timeout, default 30) to send a
//   request or to receive its answer; throttling and server errors
//   (ProvisionedThroughputExceededException, ThrottlingException, RequestLimitExceeded,
//   LimitExceededException, InternalServerError, HTTP 5xx) are retried at most 6 times,
//   backing off 100 ms, 200 ms, ... up to 3.2 s; nothing waits without a bound.
// - Call() answers the response body: the operation's result, or DynamoDB's error body
//   {"__type","message"} for a 4xx. It answers a Status (kInternal) when the endpoint cannot
//   be reached, times out, answers something that is not DynamoDB's JSON, or when the run
//   was interrupted (then the message is "interrupted").
// - Stop() may be called from another thread: it aborts the request in flight.
#ifndef KEYSCAPE_CLI_VERIFY_CLIENT_H_
#define KEYSCAPE_CLI_VERIFY_CLIENT_H_

#include <memory>
#include <string>
#include <string_view>

#include "credentials.h"
#include "interrupt.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace httplib {
class Client;
}

namespace keyscape::cli {

struct Endpoint {
  std::string url;     // as given
  std::string scheme;  // "http" or "https"
  std::string host;    // without brackets for IPv6
  int port = 0;
  std::string host_header;  // "host" or "host:port" (port omitted when the scheme's default)
  bool aws = false;         // an *.amazonaws.com host
};

// http://host[:port][/] or https://...; anything else (a path, a query, user info) is an
// error naming the problem.
base::Result<Endpoint> ParseEndpoint(std::string_view url);

class DynamoClient {
 public:
  DynamoClient(Endpoint endpoint, AwsSettings settings, const Interrupt* interrupt,
               int read_seconds);
  ~DynamoClient();

  base::Result<base::Json> Call(std::string_view op, const base::Json& request);
  // False when the last Call failed before its request reached the endpoint (no connection).
  bool last_reached_endpoint() const { return reached_; }
  // From now on calls go out even after an interrupt (the cleanup must still delete tables).
  void IgnoreInterrupt() { ignore_interrupt_ = true; }
  void Stop();

 private:
  bool Interrupted() const;
  base::Result<base::Json> CallOnce(std::string_view op, const std::string& body, int* status);

  Endpoint endpoint_;
  AwsSettings settings_;
  const Interrupt* interrupt_;
  int read_seconds_;
  bool reached_ = true;
  bool ignore_interrupt_ = false;
  std::unique_ptr<httplib::Client> http_;
};

}  // namespace keyscape::cli

#endif  // KEYSCAPE_CLI_VERIFY_CLIENT_H_
