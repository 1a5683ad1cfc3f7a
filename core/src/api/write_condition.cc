#include "keyscape/api/write_condition.h"

namespace keyscape {

Status CheckWriteCondition(const Json& request, const std::optional<Item>& existing) {
  (void)existing;
  if (request.Find("ConditionExpression"))
    return Status::Validation("ConditionExpression is not supported yet");
  return Status::Ok();
}

}  // namespace keyscape
