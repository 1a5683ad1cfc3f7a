#include "keyscape/api/ops.h"

namespace keyscape {

Result<Json> UpdateItemOp(Database&, const Json&) { return Status::Internal("UpdateItem not implemented"); }
Result<Json> ScanOp(Database&, const Json&) { return Status::Internal("Scan not implemented"); }
Result<Json> BatchWriteItemOp(Database&, const Json&) { return Status::Internal("not implemented"); }
Result<Json> BatchGetItemOp(Database&, const Json&) { return Status::Internal("not implemented"); }

}  // namespace keyscape
