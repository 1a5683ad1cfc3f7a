#include "keyscape/base/status.h"

#include "keyscape/base/json.h"

namespace keyscape::base {

const char* ErrorTypeString(ErrorCode code) {
  switch (code) {
    case ErrorCode::kOk:
      return "";
    case ErrorCode::kValidation:
      return "com.amazon.coral.validate#ValidationException";
    case ErrorCode::kSerialization:
      return "com.amazon.coral.service#SerializationException";
    case ErrorCode::kUnknownOperation:
      return "com.amazon.coral.service#UnknownOperationException";
    case ErrorCode::kMissingAuthenticationToken:
      return "com.amazon.coral.service#MissingAuthenticationTokenException";
    case ErrorCode::kResourceNotFound:
      return "com.amazonaws.dynamodb.v20120810#ResourceNotFoundException";
    case ErrorCode::kResourceInUse:
      return "com.amazonaws.dynamodb.v20120810#ResourceInUseException";
    case ErrorCode::kConditionalCheckFailed:
      return "com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException";
    case ErrorCode::kItemCollectionSizeLimitExceeded:
      return "com.amazonaws.dynamodb.v20120810#ItemCollectionSizeLimitExceededException";
    case ErrorCode::kTransactionCanceled:
      return "com.amazonaws.dynamodb.v20120810#TransactionCanceledException";
    case ErrorCode::kTransactionConflict:
      return "com.amazonaws.dynamodb.v20120810#TransactionConflictException";
    case ErrorCode::kLimitExceeded:
      return "com.amazonaws.dynamodb.v20120810#LimitExceededException";
    case ErrorCode::kRequestTooLarge:
      return "com.amazonaws.dynamodb.v20120810#RequestEntityTooLarge";
    case ErrorCode::kInternal:
      return "com.amazonaws.dynamodb.v20120810#InternalServerError";
  }
  return "com.amazonaws.dynamodb.v20120810#InternalServerError";
}

int HttpStatusFor(ErrorCode code) {
  switch (code) {
    case ErrorCode::kOk:
      return 200;
    case ErrorCode::kRequestTooLarge:
      return 413;
    case ErrorCode::kInternal:
      return 500;
    default:
      return 400;
  }
}

std::string Status::ToJson(ErrorForm form) const {
  std::string out = "{\"__type\":";
  AppendJsonString(ErrorTypeString(code_), &out);
  if (!details_.empty()) {
    out += ",";
    out += details_;
    out += ",\"Message\":";
  } else if (code_ == ErrorCode::kSerialization) {
    out += ",\"Message\":";  // DynamoDB's coral layer capitalises it for this type
  } else {
    out += ",\"message\":";
  }
  AppendJsonString(message_, &out);
  if (position_ && form == ErrorForm::kKeyscape) {
    out += ",\"position\":{\"parameter\":";
    AppendJsonString(position_->parameter, &out);
    out += ",\"offset\":" + std::to_string(position_->offset);
    out += ",\"length\":" + std::to_string(position_->length) + "}";
  }
  out += "}";
  return out;
}

}  // namespace keyscape::base
