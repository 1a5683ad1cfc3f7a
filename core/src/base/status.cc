#include "keyscape/base/status.h"

#include "keyscape/base/enum_names.h"
#include "keyscape/base/json.h"

namespace keyscape::base {

namespace {

constexpr EnumName<ErrorCode> kErrorTypes[] = {
    {ErrorCode::kOk, ""},
    {ErrorCode::kValidation, "com.amazon.coral.validate#ValidationException"},
    {ErrorCode::kSerialization, "com.amazon.coral.service#SerializationException"},
    {ErrorCode::kUnknownOperation, "com.amazon.coral.service#UnknownOperationException"},
    {ErrorCode::kMissingAuthenticationToken,
     "com.amazon.coral.service#MissingAuthenticationTokenException"},
    {ErrorCode::kResourceNotFound, "com.amazonaws.dynamodb.v20120810#ResourceNotFoundException"},
    {ErrorCode::kResourceInUse, "com.amazonaws.dynamodb.v20120810#ResourceInUseException"},
    {ErrorCode::kConditionalCheckFailed,
     "com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException"},
    {ErrorCode::kItemCollectionSizeLimitExceeded,
     "com.amazonaws.dynamodb.v20120810#ItemCollectionSizeLimitExceededException"},
    {ErrorCode::kTransactionCanceled,
     "com.amazonaws.dynamodb.v20120810#TransactionCanceledException"},
    {ErrorCode::kTransactionConflict,
     "com.amazonaws.dynamodb.v20120810#TransactionConflictException"},
    {ErrorCode::kLimitExceeded, "com.amazonaws.dynamodb.v20120810#LimitExceededException"},
    {ErrorCode::kIdempotentParameterMismatch,
     "com.amazonaws.dynamodb.v20120810#IdempotentParameterMismatchException"},
    {ErrorCode::kRequestTooLarge, "com.amazonaws.dynamodb.v20120810#RequestEntityTooLarge"},
    {ErrorCode::kInternal, "com.amazonaws.dynamodb.v20120810#InternalServerError"},
    {ErrorCode::kDuplicateItem, "com.amazonaws.dynamodb.v20120810#DuplicateItemException"},
    {ErrorCode::kExpiredIterator, "com.amazonaws.dynamodb.v20120810#ExpiredIteratorException"},
    {ErrorCode::kTrimmedDataAccess, "com.amazonaws.dynamodb.v20120810#TrimmedDataAccessException"},
    {ErrorCode::kAccessDenied, "com.amazon.coral.service#AccessDeniedException"},
    {ErrorCode::kTableNotFound, "com.amazonaws.dynamodb.v20120810#TableNotFoundException"}};

}  // namespace

const char* ErrorTypeString(ErrorCode code) {
  return NameOf(kErrorTypes, code, "com.amazonaws.dynamodb.v20120810#InternalServerError");
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
  } else if (code_ == ErrorCode::kSerialization ||
             code_ == ErrorCode::kIdempotentParameterMismatch ||
             code_ == ErrorCode::kAccessDenied) {
    out += ",\"Message\":";  // these types spell it so (coral; the service model's Message)
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
