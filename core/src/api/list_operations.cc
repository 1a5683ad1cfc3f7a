// keyscape:ListOperations (contract in keyscape/api/ops.h; "part", "linked" and "parts" in
// keyscape/api/parts.h): the engine's one operation list.
#include <string>

#include "keyscape/api/ops.h"
#include "keyscape/api/parts.h"

namespace keyscape::api {
namespace {

// "keyscape:RangeView" -> "RangeView"; "Query" -> "Query".
std::string_view TypeStem(std::string_view op) {
  constexpr std::string_view kPrefix = "keyscape:";
  if (op.substr(0, kPrefix.size()) == kPrefix) op.remove_prefix(kPrefix.size());
  return op;
}

}  // namespace

base::Result<base::Json> ListOperationsOp(table::Database&, const base::Json& request) {
  if (!request.is_object())
    return base::Status::Validation("keyscape:ListOperations takes {} (no members)");
  if (!request.members().empty())
    return base::Status::Validation("keyscape:ListOperations: unknown member " +
                                    request.members().front().first +
                                    " (the request is {}, no members)");
  base::Json ops = base::Json::Array();
  for (const OperationInfo& op : Operations()) {
    const std::string stem(TypeStem(op.name));
    base::Json row = base::Json::Object();
    row.Add("name", base::Json::String(std::string(op.name)));
    row.Add("mutates", base::Json::Bool(op.mutates));
    row.Add("streams", base::Json::Bool(op.streams));
    const OperationPart part = PartOf(op.name);
    row.Add("part", base::Json::String(std::string(part.part)));
    row.Add("linked", base::Json::Bool(part.linked));
    row.Add("request", base::Json::String(stem + "Request"));
    row.Add("response", base::Json::String(stem + "Response"));
    ops.Push(std::move(row));
  }
  base::Json parts = base::Json::Array();
  for (const PartInfo& part : Parts()) {
    base::Json row = base::Json::Object();
    row.Add("name", base::Json::String(std::string(part.name)));
    row.Add("linked", base::Json::Bool(part.linked));
    row.Add("usesState", base::Json::Bool(part.uses_state));
    parts.Push(std::move(row));
  }
  base::Json out = base::Json::Object();
  out.Add("operations", std::move(ops));
  out.Add("parts", std::move(parts));
  return out;
}

}  // namespace keyscape::api
