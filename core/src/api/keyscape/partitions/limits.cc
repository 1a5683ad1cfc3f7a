// keyscape:Limits: a private part of keyscape/api/keyscape/partition_ops.h (its contract).

#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/keyscape/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;

Result<Json> LimitsOp(Database& db, const Json& request) {
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"MemoryCapMegabytes"}));
  KS_ASSIGN_OR_RETURN(auto mb, f.Int("MemoryCapMegabytes", 1, Database::kMaxMemoryCapBytes >> 20));
  if (mb) db.set_memory_cap_bytes(*mb << 20);
  Json out = Json::Object();
  out.Add("MemoryCapMegabytes", Json::Int(db.memory_cap_bytes() >> 20));
  out.Add("MemoryUsedBytes", Json::Int(db.memory_bytes()));
  out.Add("MaxItemsPerTable", Json::Int(static_cast<int64_t>(Database::kMaxItemsPerTable)));
  out.Add("MaxRequestBytes", Json::Int(static_cast<int64_t>(kMaxRequestBytes)));
  out.Add("MaxJsonDepth", Json::Int(Json::kMaxDepth));
  return out;
}

}  // namespace keyscape::api
