// Errors as values. Every engine call that can fail returns a Status or a Result<T>;
// nothing throws across layer or wasm boundaries.
//
// A Status carries a DynamoDB error name (its __type) and the exact message DynamoDB
// would send. ErrorTypeString() gives the full __type text used on the wire.
#ifndef KEYSCAPE_BASE_STATUS_H_
#define KEYSCAPE_BASE_STATUS_H_

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace keyscape::base {

enum class ErrorCode {
  kOk = 0,
  kValidation,                  // com.amazon.coral.validate#ValidationException
  kSerialization,               // com.amazon.coral.service#SerializationException
  kUnknownOperation,            // com.amazon.coral.service#UnknownOperationException
  kMissingAuthenticationToken,  // com.amazon.coral.service#MissingAuthenticationTokenException
  kResourceNotFound,            // ...v20120810#ResourceNotFoundException
  kResourceInUse,               // ...v20120810#ResourceInUseException
  kConditionalCheckFailed,      // ...v20120810#ConditionalCheckFailedException
  kItemCollectionSizeLimitExceeded,
  kTransactionCanceled,
  kTransactionConflict,
  kLimitExceeded,
  kRequestTooLarge,  // HTTP body over the cap (413 on the wire)
  kInternal,         // ...v20120810#InternalServerError (HTTP 500)
};

// The __type string DynamoDB sends for `code`.
const char* ErrorTypeString(ErrorCode code);
// The HTTP status DynamoDB uses for `code` (400 client errors, 413, 500 internal).
int HttpStatusFor(ErrorCode code);

class Status {
 public:
  Status() = default;
  Status(ErrorCode code, std::string message) : code_(code), message_(std::move(message)) {}

  static Status Ok() { return Status(); }
  static Status Validation(std::string m) { return Status(ErrorCode::kValidation, std::move(m)); }
  static Status Serialization(std::string m) {
    return Status(ErrorCode::kSerialization, std::move(m));
  }
  static Status NotFound(std::string m = "Requested resource not found") {
    return Status(ErrorCode::kResourceNotFound, std::move(m));
  }
  static Status Internal(std::string m) { return Status(ErrorCode::kInternal, std::move(m)); }

  bool ok() const { return code_ == ErrorCode::kOk; }
  ErrorCode code() const { return code_; }
  const std::string& message() const { return message_; }

  // Extra top-level members an error carries (TransactionCanceledException's
  // "CancellationReasons":[...]), as JSON member text. With them, ToJson() writes
  // {"__type":...,<members>,"Message":...}, the form DynamoDB uses for such errors.
  Status WithDetails(std::string members_json) && {
    details_ = std::move(members_json);
    return std::move(*this);
  }
  const std::string& details() const { return details_; }

  // {"__type":"...","message":"..."} exactly as DynamoDB sends it; a SerializationException
  // (like an error with details) spells the member "Message", as DynamoDB does.
  std::string ToJson() const;

 private:
  ErrorCode code_ = ErrorCode::kOk;
  std::string message_;
  std::string details_;
};

// Either a value or a non-OK Status.
template <typename T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}         // NOLINT: implicit by design
  Result(Status status) : v_(std::move(status)) {}  // NOLINT: REQUIRES: !status.ok()

  bool ok() const { return std::holds_alternative<T>(v_); }
  const Status& status() const {
    static const Status kOk;
    return ok() ? kOk : std::get<Status>(v_);
  }
  T& value() & { return std::get<T>(v_); }
  const T& value() const& { return std::get<T>(v_); }
  T&& value() && { return std::get<T>(std::move(v_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  std::variant<T, Status> v_;
};

}  // namespace keyscape::base

// Propagate a non-OK Status from an expression returning Status.
#define KS_RETURN_IF_ERROR(expr)              \
  do {                                        \
    ::keyscape::base::Status _ks_st = (expr); \
    if (!_ks_st.ok()) return _ks_st;          \
  } while (0)

#define KS_CONCAT_INNER(a, b) a##b
#define KS_CONCAT(a, b) KS_CONCAT_INNER(a, b)
// Assign the value of a Result<T> expression to `lhs`, or return its Status.
#define KS_ASSIGN_OR_RETURN(lhs, expr) \
  KS_ASSIGN_OR_RETURN_IMPL(KS_CONCAT(_ks_res_, __LINE__), lhs, expr)
#define KS_ASSIGN_OR_RETURN_IMPL(tmp, lhs, expr) \
  auto tmp = (expr);                             \
  if (!tmp.ok()) return tmp.status();            \
  lhs = std::move(tmp).value()

#endif  // KEYSCAPE_BASE_STATUS_H_
