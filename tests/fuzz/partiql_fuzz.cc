// libFuzzer target: the PartiQL parser (keyscape/expr/partiql.h) and the planner behind
// keyscape:ExplainStatement. The input is a statement. Any crash or sanitizer report is a
// bug, and so is a broken promise:
//   1. a parse error is a ValidationException with one of the messages partiql.h lists (the
//      "wasn't well formed" envelope, aliasing, bags, RETURNING, positions, IS types, IN's
//      operand count, a literal's nesting and number limits " under root...");
//   2. a statement that parses is explained against a small table (with as many string
//      Parameters as it has `?`): the answer is a JSON object, either an error
//      (ValidationException or ResourceNotFoundException, or SerializationException for
//      text that is not UTF-8, which a request's JSON cannot carry) or a plan whose operation is
//      one of the six a statement can run as;
//   3. a SELECT on the table planned as a Query carries a KeyConditionExpression, and a
//      Scan does not.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/expr/partiql.h"

using keyscape::base::ErrorCode;
using keyscape::base::Json;

namespace {

void Require(bool ok) {
  if (!ok) std::abort();
}

keyscape::Engine& FuzzEngine() {
  static keyscape::Engine* engine = [] {
    auto* e = new keyscape::Engine();
    e->ExecuteLine(
        R"J({"op":"CreateTable","request":{"TableName":"t","BillingMode":"PAY_PER_REQUEST","AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},{"AttributeName":"sk","AttributeType":"N"},{"AttributeName":"g","AttributeType":"S"}],"KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}],"GlobalSecondaryIndexes":[{"IndexName":"gi","KeySchema":[{"AttributeName":"g","KeyType":"HASH"}],"Projection":{"ProjectionType":"ALL"}}]}})J");
    return e;
  }();
  return *engine;
}

bool StartsWith(const std::string& m, std::string_view prefix) {
  return m.compare(0, prefix.size(), prefix) == 0;
}

// The messages ParsePartiql may fail with (keyscape/expr/partiql.h).
bool IsParseMessage(const std::string& m) {
  static constexpr std::string_view kPrefixes[] = {
      "Statement wasn't well formed, can't be processed: ",
      "Aliasing is not supported",
      "Empty bags are not supported",
      "RETURNING is not supported in INSERT",
      "Expected '*' after ( MODIFIED | ALL ) ( NEW | OLD ) in RETURNING clause",
      "Invalid syntax with multiple returning elements in RETURNING clause",
      "Invalid returning clause: RETURNING ",
      "Unexpected path component at ",
      "Unsupported data type: ",
      "Unsupported data type for IS operator: ",
      "Path component cannot be an empty string",
      "A path may contain at most 2 components in the FROM clause",
      "The IN operator is provided with too many operands; number of operands: ",
      "Nesting Levels have exceeded supported limits under root"};
  for (std::string_view p : kPrefixes)
    if (StartsWith(m, p)) return true;
  // A number literal outside DynamoDB's limits, with where it is inside the value.
  return m.find(" under root") != std::string::npos &&
         (StartsWith(m, "Number overflow") || StartsWith(m, "Number underflow") ||
          StartsWith(m, "Attempting to store more than 38 significant digits"));
}

bool IsPlanOperation(const std::string& op) {
  return op == "Query" || op == "Scan" || op == "GetItem" || op == "PutItem" ||
         op == "UpdateItem" || op == "DeleteItem";
}

void CheckExplained(const std::string& body) {
  auto parsed = Json::Parse(body);
  Require(parsed.ok() && parsed->is_object());
  if (const Json* type = parsed->Find("__type")) {
    const std::string& t = type->string_value();
    Require(t.find("ValidationException") != std::string::npos ||
            t.find("ResourceNotFoundException") != std::string::npos ||
            t.find("SerializationException") != std::string::npos);
    return;
  }
  const Json* op = parsed->Find("operation");
  const Json* request = parsed->Find("request");
  Require(op && op->is_string() && IsPlanOperation(op->string_value()));
  Require(request && request->is_object());
  const bool has_kce = request->Find("KeyConditionExpression") != nullptr;
  if (op->string_value() == "Query") Require(has_kce);
  if (op->string_value() == "Scan") Require(!has_kce);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto parsed = keyscape::expr::ParsePartiql(text);
  if (!parsed.ok()) {
    Require(parsed.status().code() == ErrorCode::kValidation);
    const std::string& m = parsed.status().message();
    Require(IsParseMessage(m));
    return 0;
  }
  Json request = Json::Object();
  request.Add("Statement", Json::String(std::string(text)));
  if (parsed->param_count > 0) {
    Json params = Json::Array();
    for (int i = 0; i < parsed->param_count; ++i) {
      Json v = Json::Object();
      v.Add("S", Json::String("v" + std::to_string(i)));
      params.Push(std::move(v));
    }
    request.Add("Parameters", std::move(params));
  }
  CheckExplained(FuzzEngine().Execute("keyscape:ExplainStatement", request.Dump()).body);
  return 0;
}
