#include "exchange.h"

#include <utility>

#include "../aws/crc32.h"
#include "content_coding.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"

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

// The region of a SigV4 Authorization header's credential scope
// ("Credential=<key id>/<date>/<region>/<service>/aws4_request"); "" when there is none or
// it is not a region's shape (lower-case letters, digits and '-').
std::string RegionOfAuthorization(std::string_view auth) {
  const std::string params = AuthorizationParameters(auth);
  size_t at = params.find("Credential=");
  if (at == std::string::npos || (at > 0 && params[at - 1] != ',')) return "";
  std::string_view scope = std::string_view(params).substr(at + 11);
  scope = scope.substr(0, scope.find(','));
  std::string_view parts[5];
  for (int i = 0; i < 5; ++i) {
    size_t slash = scope.find('/');
    if (slash == std::string_view::npos && i < 4) return "";
    parts[i] = scope.substr(0, slash);
    if (slash != std::string_view::npos) scope.remove_prefix(slash + 1);
  }
  std::string_view region = parts[2];
  if (region.empty() || region.size() > 64 ||
      region.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string_view::npos)
    return "";
  return std::string(region);
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

// 2. The content type of the reply, or nullptr when a body is not JSON (*reply is the
// answer).
const char* ReplyType(const PostHeaders& h, const std::string& body, Reply* reply) {
  std::string content_type = Lower(Trim(h.content_type));
  size_t semicolon = content_type.find(';');
  if (semicolon != std::string::npos)
    content_type = std::string(Trim(content_type.substr(0, semicolon)));
  const bool amz_json = content_type == kAmzJson10;
  if (!body.empty() && !amz_json && content_type != kPlainJson) {
    *reply = UnknownOperationXmlReply();
    return nullptr;
  }
  return amz_json ? kAmzJson10 : kPlainJson;
}

// 3. Target and authentication, a body that is not JSON reported first. False when
// answered (in *reply).
bool CheckTargetAndAuth(const PostHeaders& h, const std::string& body, const char* reply_type,
                        std::string* op, Reply* reply) {
  bool target_ok = ParseTarget(h.target, op);
  bool auth_present = Trim(h.authorization).substr(0, 5) == "AWS4-";
  if (target_ok && auth_present) return true;
  if (!body.empty()) {
    Result<Json> parsed = Json::Parse(body);
    if (!parsed.ok()) {  // the same bytes Engine::Execute sends for it
      const base::Status& st = parsed.status();
      *reply = Reply{HttpStatusFor(st.code()), st.ToJson(ErrorForm::kDynamoDB), reply_type};
      return false;
    }
  }
  if (!target_ok) {
    *reply = ErrorReply(ErrorCode::kUnknownOperation, reply_type);
  } else {
    static const std::string kMissing = "Request is missing Authentication Token";
    *reply = ErrorReply(ErrorCode::kMissingAuthenticationToken, reply_type, &kMissing);
  }
  return false;
}

// 4. The signature's parts. False when answered (in *reply).
bool CheckSignature(const PostHeaders& h, const char* reply_type, Reply* reply) {
  std::string incomplete = IncompleteSignatureMessage(h.authorization, h.has_date);
  if (incomplete.empty()) return true;
  std::string out =
      "{\"__type\":\"com.amazon.coral.service#IncompleteSignatureException\",\"message\":";
  AppendJsonString(incomplete, &out);
  out += "}";
  *reply = Reply{400, std::move(out), reply_type};
  return false;
}

// The reply compressed as Accept-Encoding allows, when it is large enough.
Reply Compressed(std::string_view accept_encoding, Reply reply) {
  if (reply.body.size() < kCompressAtBytes || accept_encoding.empty()) return reply;
  BodyCoding coding = ChooseResponseCoding(accept_encoding);
  std::string packed;
  if (coding == BodyCoding::kIdentity || !CompressBody(coding, reply.body, &packed))
    return reply;
  reply.body = std::move(packed);
  reply.content_encoding = CodingName(coding);
  return reply;
}

// 5-7 on a signed request to a known operation.
Reply Execute(Engine* engine, const PostHeaders& headers, const std::string& op,
              const char* reply_type, std::string body) {
  std::string error;
  if (!DecodeRequestBody(headers.content_encoding, &body, &error))
    return ErrorReply(ErrorCode::kInternal, reply_type, &error);
  if (body.empty()) return ErrorReply(ErrorCode::kSerialization, reply_type);
  // TagResource and UntagResource answer success with an empty body on the wire (the exec
  // stream's line for them is {}).
  // The request's region names the tables it creates (their ARNs, streams and records).
  Response out =
      engine->Execute(op, body, ErrorForm::kDynamoDB, RegionOfAuthorization(headers.authorization));
  if (out.http_status == 200 && (op == "TagResource" || op == "UntagResource") &&
      out.body == "{}")
    out.body.clear();
  return Reply{out.http_status, std::move(out.body), reply_type};
}

}  // namespace

Reply ErrorReply(ErrorCode code, const char* content_type, const std::string* message) {
  std::string body = "{\"__type\":";
  AppendJsonString(base::ErrorTypeString(code), &body);
  if (message != nullptr) {
    body += ",\"message\":";
    AppendJsonString(*message, &body);
  }
  body += "}";
  return Reply{HttpStatusFor(code), std::move(body), content_type};
}

Reply TooLargeReply() {
  static const std::string kMessage =
      "Request entity too large: the body exceeds " + std::to_string(kMaxBodyBytes) + " bytes";
  return ErrorReply(ErrorCode::kRequestTooLarge, kAmzJson10, &kMessage);
}

Reply UnknownOperationXmlReply() {
  return Reply{404, std::string(kUnknownOperationXml), "text/plain"};
}

Reply HealthReply() { return Reply{200, std::string(kHealthText), "text/plain"}; }

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

Reply AnswerPost(Engine* engine, const PostHeaders& headers, std::string body) {
  Reply reply;
  const char* reply_type = ReplyType(headers, body, &reply);
  if (reply_type == nullptr) return reply;
  std::string op;
  if (!CheckTargetAndAuth(headers, body, reply_type, &op, &reply)) return reply;
  if (!CheckSignature(headers, reply_type, &reply)) return reply;
  return Compressed(headers.accept_encoding,
                    Execute(engine, headers, op, reply_type, std::move(body)));
}

bool PreludeHeaders(std::string_view method, const CorsRequest& cors, HeaderList* out) {
  out->emplace_back("x-amzn-RequestId", NewRequestId());
  out->emplace_back("Date", HttpDate());
  out->emplace_back("Server", kServer);
  if (cors.origin == nullptr) return false;
  out->emplace_back("Access-Control-Allow-Origin", "*");
  out->emplace_back("Access-Control-Expose-Headers", kExposedHeaders);
  if (method != "OPTIONS") return false;
  if (cors.request_headers)
    out->emplace_back("Access-Control-Allow-Headers", *cors.request_headers);
  if (cors.request_method)
    out->emplace_back("Access-Control-Allow-Methods", *cors.request_method);
  out->emplace_back("Access-Control-Max-Age", "172800");
  return true;
}

WireReply AnswerRequest(Engine* engine, std::string_view method, std::string_view path,
                        const HeaderList& headers, std::string body, bool too_large) {
  WireReply wire;
  if (PreludeHeaders(method, ReadCorsRequest(headers), &wire.headers)) return wire;
  Reply reply;
  if (method == "POST") {
    reply = too_large ? TooLargeReply()
                      : AnswerPost(engine, ReadPostHeaders(headers), std::move(body));
  } else if ((method == "GET" || method == "HEAD") && path.substr(0, path.find('?')) == "/") {
    reply = HealthReply();
  } else {
    reply = UnknownOperationXmlReply();
  }
  wire.status = reply.status;
  wire.headers.emplace_back("x-amz-crc32", std::to_string(Crc32(reply.body)));
  if (reply.content_type) wire.headers.emplace_back("Content-Type", reply.content_type);
  if (reply.content_encoding)
    wire.headers.emplace_back("Content-Encoding", reply.content_encoding);
  wire.body = std::move(reply.body);
  return wire;
}

}  // namespace keyscape::serve
