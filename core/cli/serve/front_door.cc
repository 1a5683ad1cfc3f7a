#include "front_door.h"

#include <string_view>
#include <utility>

#include "http.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::serve {
namespace {

using base::AppendJsonString;
using base::ErrorCode;
using base::ErrorForm;
using base::HttpStatusFor;
using base::Json;
using base::Result;

// The parameters of an Authorization header, after its first space and without blanks:
// "AWS4-HMAC-SHA256 Credential=a, Signature=b" -> "Credential=a,Signature=b".
std::string AuthorizationParameters(std::string_view auth) {
  std::string params;
  size_t space = auth.find(' ');
  if (space == std::string_view::npos) return params;
  params.reserve(auth.size() - space);
  for (char c : auth.substr(space + 1)) {
    if (c != ' ') params += c;
  }
  return params;
}

struct SignatureParts {
  bool credential = false, signature = false, signed_headers = false;
};

// Which of the parts have a non-empty value ("a=b=c" keeps "b", as a split on '=' does).
SignatureParts PartsOf(const std::string& params) {
  SignatureParts parts;
  size_t start = 0;
  while (start <= params.size()) {
    size_t comma = params.find(',', start);
    if (comma == std::string::npos) comma = params.size();
    std::string_view pair = Trim(std::string_view(params).substr(start, comma - start));
    start = comma + 1;
    size_t eq = pair.find('=');
    if (eq == std::string_view::npos) continue;
    std::string_view key = pair.substr(0, eq);
    std::string_view value = pair.substr(eq + 1);
    value = value.substr(0, value.find('='));
    if (value.empty()) continue;
    if (key == "Credential") parts.credential = true;
    if (key == "Signature") parts.signature = true;
    if (key == "SignedHeaders") parts.signed_headers = true;
  }
  return parts;
}

// The headers the checks read, found in one pass over the request's headers.
// The views point into the request, which outlives them.
struct PostHeaders {
  std::string_view content_type, target, authorization;  // "" when absent
  bool has_date = false;
};

PostHeaders ReadPostHeaders(const httplib::Request& req) {
  PostHeaders h;
  bool content_type = false, target = false, authorization = false;
  for (const auto& [name, value] : req.headers) {
    if (!content_type && EqualsIgnoringCase(name, "Content-Type")) {
      h.content_type = value;
      content_type = true;
    } else if (!target && EqualsIgnoringCase(name, "X-Amz-Target")) {
      h.target = value;
      target = true;
    } else if (!authorization && EqualsIgnoringCase(name, "Authorization")) {
      h.authorization = value;
      authorization = true;
    } else if (EqualsIgnoringCase(name, "X-Amz-Date") || EqualsIgnoringCase(name, "Date")) {
      h.has_date = true;
    }
  }
  return h;
}

// "DynamoDB_20120810.<Op>" with an operation the engine knows, or
// "DynamoDBStreams_20120810.<Op>" with a DynamoDB Streams one.
bool ParseTarget(std::string_view target, std::string* op) {
  size_t dot = target.find('.');
  if (dot == std::string_view::npos || target.find('.', dot + 1) != std::string_view::npos) {
    return false;
  }
  std::string_view service = target.substr(0, dot);
  *op = std::string(target.substr(dot + 1));
  if (op->empty() || api::FindOp(*op) == nullptr) return false;
  if (service == kApiVersion) return !api::IsStreamsOp(*op);
  return service == "DynamoDBStreams_20120810" && api::IsStreamsOp(*op);
}

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

// 2. The content type of the reply, or nullptr (answered) when a body is not JSON.
const char* ReplyType(const PostHeaders& h, const std::string& body, httplib::Response& res) {
  std::string content_type = Lower(Trim(h.content_type));
  size_t semicolon = content_type.find(';');
  if (semicolon != std::string::npos)
    content_type = std::string(Trim(content_type.substr(0, semicolon)));
  const bool amz_json = content_type == kAmzJson10;
  if (!body.empty() && !amz_json && content_type != kPlainJson) {
    SetUnknownOperationXml(res);
    return nullptr;
  }
  return amz_json ? kAmzJson10 : kPlainJson;
}

// 3. Target and authentication, a body that is not JSON reported first. False when
// answered.
bool CheckTargetAndAuth(const PostHeaders& h, const std::string& body, const char* reply_type,
                        std::string* op, httplib::Response& res) {
  bool target_ok = ParseTarget(h.target, op);
  bool auth_present = Trim(h.authorization).substr(0, 5) == "AWS4-";
  if (target_ok && auth_present) return true;
  if (!body.empty()) {
    Result<Json> parsed = Json::Parse(body);
    if (!parsed.ok()) {  // the same bytes Engine::Execute sends for it
      const base::Status& st = parsed.status();
      SetBody(res, HttpStatusFor(st.code()), st.ToJson(ErrorForm::kDynamoDB), reply_type);
      return false;
    }
  }
  if (!target_ok) {
    SetError(res, ErrorCode::kUnknownOperation, reply_type);
  } else {
    static const std::string kMissing = "Request is missing Authentication Token";
    SetError(res, ErrorCode::kMissingAuthenticationToken, reply_type, &kMissing);
  }
  return false;
}

// 4. The signature's parts. False when answered.
bool CheckSignature(const PostHeaders& h, const char* reply_type, httplib::Response& res) {
  std::string incomplete = IncompleteSignatureMessage(h.authorization, h.has_date);
  if (incomplete.empty()) return true;
  std::string out =
      "{\"__type\":\"com.amazon.coral.service#IncompleteSignatureException\",\"message\":";
  AppendJsonString(incomplete, &out);
  out += "}";
  SetBody(res, 400, std::move(out), reply_type);
  return false;
}

}  // namespace

std::string IncompleteSignatureMessage(std::string_view auth, bool has_date) {
  SignatureParts parts = PartsOf(AuthorizationParameters(auth));
  std::string msg;
  if (!parts.credential) msg += "Authorization header requires 'Credential' parameter. ";
  if (!parts.signature) msg += "Authorization header requires 'Signature' parameter. ";
  if (!parts.signed_headers) msg += "Authorization header requires 'SignedHeaders' parameter. ";
  if (!has_date) {
    msg += "Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header. ";
  }
  if (msg.empty()) return msg;
  msg += "Authorization=";
  msg += auth;
  return msg;
}

void FrontDoor::HandlePost(const httplib::Request& req, httplib::Response& res,
                           const httplib::ContentReader& reader) {
  std::string body;
  if (!TakeBody(req, res, reader, &body)) return;
  const PostHeaders headers = ReadPostHeaders(req);
  const char* reply_type = ReplyType(headers, body, res);
  if (reply_type == nullptr) return;
  std::string op;
  if (!CheckTargetAndAuth(headers, body, reply_type, &op, res)) return;
  if (!CheckSignature(headers, reply_type, res)) return;
  // 5. An empty body is a SerializationException, as on DynamoDB.
  if (body.empty()) {
    SetError(res, ErrorCode::kSerialization, reply_type);
    return;
  }
  // 6. The engine, with DynamoDB's error bodies (no "position" member). TagResource and
  // UntagResource answer success with an empty body on the wire (the exec stream's line
  // for them is {}).
  Response out = engine_->Execute(op, body, ErrorForm::kDynamoDB);
  if (out.http_status == 200 && (op == "TagResource" || op == "UntagResource") &&
      out.body == "{}")
    out.body.clear();
  SetBody(res, out.http_status, std::move(out.body), reply_type);
}

}  // namespace keyscape::serve
