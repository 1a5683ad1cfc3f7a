#include "keyscape/engine.h"

#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"

using namespace keyscape::base;
using namespace keyscape::table;
using namespace keyscape::api;

namespace keyscape {
namespace {

Response ErrorResponse(const Status& st, ErrorForm form = ErrorForm::kKeyscape) {
  return Response{HttpStatusFor(st.code()), st.ToJson(form)};
}

std::string TooLargeMessage() {
  return "Request entity too large: the body exceeds " + std::to_string(kMaxRequestBytes) +
         " bytes";
}

}  // namespace

Engine::Engine() : db_(std::make_unique<Database>()) {}
Engine::~Engine() = default;

Response Engine::Execute(std::string_view op, std::string_view request_json, ErrorForm form,
                         std::string_view region) {
  if (request_json.size() > kMaxRequestBytes)
    return ErrorResponse(Status(ErrorCode::kRequestTooLarge, TooLargeMessage()));
  OpHandler handler = FindTextOp(op);  // the response is printed: read ops write it as text
  if (!handler)
    return ErrorResponse(
        Status(ErrorCode::kUnknownOperation, "Unknown operation: " + std::string(op)));
  auto parsed = Json::Parse(request_json);
  if (!parsed.ok()) return ErrorResponse(parsed.status());
  if (!parsed->is_object())
    return ErrorResponse(Status::Serialization("Request body must be a JSON object"));
  std::lock_guard<std::mutex> lock(mu_);
  if (!region.empty() && region != db_->region()) db_->SetRegion(std::string(region));
  Result<Json> result = handler(*db_, *parsed);
  if (!result.ok()) return ErrorResponse(result.status(), form);
  return Response{200, result->Dump()};
}

Response Engine::ExecuteLine(std::string_view line) {
  // The line's envelope ({"op":"...","request":...}) may add a little to the request.
  if (line.size() > kMaxRequestBytes + 4096)
    return ErrorResponse(Status(ErrorCode::kRequestTooLarge, TooLargeMessage()));
  auto parsed = Json::Parse(line);
  if (!parsed.ok()) return ErrorResponse(parsed.status());
  const Json* op = parsed->Find("op");
  if (!parsed->is_object() || !op || !op->is_string())
    return ErrorResponse(Status::Validation(
        "An exec line must be an object {\"op\":\"<Operation>\",\"request\":{...}}"));
  const Json* request = parsed->Find("request");
  std::string body = request ? request->Dump() : "{}";
  return Execute(op->string_value(), body);
}

}  // namespace keyscape
