#include "resource_arn.h"

#include <cctype>

namespace keyscape::api {
namespace {

using base::ErrorCode;
using base::Status;

Status AccessDenied(std::string_view op, std::string_view resource) {
  return Status(ErrorCode::kAccessDenied,
                "User: arn:aws:iam::000000000000:user/keyscape is not authorized to perform: "
                "dynamodb:" +
                    std::string(op) +
                    " on resource: " + std::string(resource.empty() ? "*" : resource));
}

// Six non-empty ':'-separated fields, the last holding a '/' with text on both sides (any
// field may itself hold ':' or '/').
bool HasResourceShape(std::string_view arn) {
  size_t from = 0;
  for (int colon = 0; colon < 5; ++colon) {
    size_t at = arn.find(':', from + 1);
    if (from >= arn.size() || at == std::string_view::npos) return false;
    from = at + 1;
  }
  size_t slash = arn.find('/', from + 1);
  return from < arn.size() && slash != std::string_view::npos && slash + 1 < arn.size();
}

// arn:aws:dynamodb:<region>:<digits>:table/<name>, the name 3+ characters without '/'.
bool IsTableArn(std::string_view arn) {
  constexpr std::string_view kPrefix = "arn:aws:dynamodb:";
  constexpr std::string_view kTable = ":table/";
  if (arn.substr(0, kPrefix.size()) != kPrefix) return false;
  size_t at = arn.rfind(kTable);
  if (at == std::string_view::npos || at < kPrefix.size()) return false;
  std::string_view name = arn.substr(at + kTable.size());
  if (name.size() < 3 || name.find('/') != std::string_view::npos) return false;
  size_t colon = arn.rfind(':', at - 1);
  if (colon == std::string_view::npos || colon <= kPrefix.size() || colon + 1 == at) return false;
  for (size_t i = colon + 1; i < at; ++i)
    if (!std::isdigit(static_cast<unsigned char>(arn[i]))) return false;
  return true;
}

}  // namespace

Status CheckArnAccess(const std::optional<std::string>& arn, std::string_view op) {
  if (!arn) return Status::Validation("Invalid TableArn");
  if (!HasResourceShape(*arn)) return AccessDenied(op, *arn);
  return Status::Ok();
}

Status CheckTableArn(const std::string& arn) {
  if (!IsTableArn(arn))
    return Status::Validation("Invalid TableArn: Invalid ResourceArn provided as input " + arn);
  return Status::Ok();
}

base::Result<table::Table*> TableForArn(table::Database& db, const std::string& arn,
                                        std::string_view op) {
  // A table's own ARN reaches it (it carries the region the table was created in); another
  // ARN of the request's region names a missing table; any other region or account is out
  // of reach.
  const size_t at = arn.rfind(":table/");
  table::Table* t = at == std::string::npos ? nullptr : db.Find(arn.substr(at + 7));
  if (t != nullptr && t->def().arn == arn) return t;
  const std::string own = db.TableArnPrefix();
  if (arn.compare(0, own.size(), own) != 0) return AccessDenied(op, arn);
  // DynamoDB's own spelling.
  return Status::NotFound("Requested resource not found: ResourcArn: " + arn + " not found");
}

}  // namespace keyscape::api
