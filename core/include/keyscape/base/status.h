// Errors as values. Every engine call that can fail returns a Status or a Result<T>;
// nothing throws across layer or wasm boundaries.
//
// A Status carries a DynamoDB error name (its __type) and the exact message DynamoDB
// would send. ErrorTypeString() gives the full __type text used on the wire.
//
// An error about a span of a request parameter's text (an expression's syntax error,
// reserved word or undefined placeholder) also carries an ErrorPosition: the parameter's
// name and the span's byte offset and length in the parameter's UTF-8 text (bytes, not
// characters: "é" before the span counts 2). DynamoDB sends no position; keyscape's own
// front ends (the exec stream, wasm) add it to the body, `keyscape serve` leaves it out.
#ifndef KEYSCAPE_BASE_STATUS_H_
#define KEYSCAPE_BASE_STATUS_H_

#include <cstddef>
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
  kIdempotentParameterMismatch,  // ...v20120810#IdempotentParameterMismatchException
  kRequestTooLarge,              // HTTP body over the cap (413 on the wire)
  kInternal,                     // ...v20120810#InternalServerError (HTTP 500)
  kDuplicateItem,                // ...v20120810#DuplicateItemException (PartiQL INSERT)
  kExpiredIterator,              // ...v20120810#ExpiredIteratorException (DynamoDB Streams)
  kTrimmedDataAccess,            // ...v20120810#TrimmedDataAccessException (DynamoDB Streams)
  kAccessDenied,                 // com.amazon.coral.service#AccessDeniedException
  kTableNotFound,                // ...v20120810#TableNotFoundException (the backup operations)
};

// The __type string DynamoDB sends for `code`.
const char* ErrorTypeString(ErrorCode code);
// The HTTP status DynamoDB uses for `code` (400 client errors, 413, 500 internal).
int HttpStatusFor(ErrorCode code);

// The span [offset, offset + length) of `parameter`'s text, in bytes of its UTF-8 text.
// length is 0 for a span at the end of the text (a syntax error at <EOF>).
struct ErrorPosition {
  std::string parameter;  // e.g. "KeyConditionExpression"
  size_t offset = 0;
  size_t length = 0;
};

// Which body ToJson() writes: keyscape's (with the position member) or DynamoDB's.
enum class ErrorForm { kKeyscape, kDynamoDB };

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

  Status WithPosition(ErrorPosition position) && {
    position_ = std::move(position);
    return std::move(*this);
  }
  const std::optional<ErrorPosition>& position() const { return position_; }

  // {"__type":"...","message":"..."} exactly as DynamoDB sends it; a SerializationException
  // (like an error with details) spells the member "Message", as DynamoDB does. In the
  // keyscape form an error with a position has one more member after the message:
  //   ,"position":{"parameter":"KeyConditionExpression","offset":4,"length":1}
  std::string ToJson(ErrorForm form = ErrorForm::kKeyscape) const;

 private:
  ErrorCode code_ = ErrorCode::kOk;
  std::string message_;
  std::string details_;
  std::optional<ErrorPosition> position_;
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
