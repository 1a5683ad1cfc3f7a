// Engine: the one object every front end (CLI exec stream, wasm, HTTP server) talks to.
//
// Execute(op, request_json) takes a DynamoDB operation name ("Query", "PutItem", ...
// or a keyscape extension "keyscape:DescribePartitions") and the request body text, and
// returns the DynamoDB response body, or {"__type":...,"message":...} on error, with the
// HTTP status DynamoDB would use. For the same input every front end prints these bytes,
// but for one member: an error with a position (base::ErrorPosition) has
// ,"position":{"parameter":...,"offset":N,"length":M} after its message in the keyscape
// form (exec stream, wasm); `keyscape serve` asks for ErrorForm::kDynamoDB, without it.
//
// Thread safety: Execute may be called from several threads at once; the engine
// serialises access internally.
#ifndef KEYSCAPE_ENGINE_H_
#define KEYSCAPE_ENGINE_H_

#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "keyscape/table/database.h"

namespace keyscape {

struct Response {
  int http_status = 200;
  std::string body;
  bool ok() const { return http_status == 200; }
};

class Engine {
 public:
  Engine();
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // `region`, when not empty, is the request's region (Database::SetRegion).
  Response Execute(std::string_view op, std::string_view request_json,
                   base::ErrorForm form = base::ErrorForm::kKeyscape, std::string_view region = {});

  // One exec-stream line {"op":"...","request":{...}} -> one response text (no newline).
  // A line that is not such an object gets a SerializationException / ValidationException.
  Response ExecuteLine(std::string_view line);

  // Direct access for in-process callers (tests, benchmarks). Not locked.
  table::Database& database() { return *db_; }

 private:
  std::mutex mu_;
  std::unique_ptr<table::Database> db_;
};

}  // namespace keyscape

#endif  // KEYSCAPE_ENGINE_H_
