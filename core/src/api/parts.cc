// Interop() and Extended() of keyscape/api/parts.h: the parts' handlers. Every build links
// this file except the page's main wasm module, which links wasm/parts_absent.cc in its place.
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/api/parts.h"

namespace keyscape::api {

const InteropHandlers& Interop() {
  static const InteropHandlers kHandlers{ImportOp, ExportOp, ListExportFormatsOp, DiffDesignsOp,
                                                EntityRowsOp};
  return kHandlers;
}

const ExtendedHandlers& Extended() {
  static const ExtendedHandlers kHandlers{
      TransactWriteItemsOp,   TransactGetItemsOp,      UpdateTableOp,
      TagResourceOp,          UntagResourceOp,         ListTagsOfResourceOp,
      UpdateTimeToLiveOp,     DescribeTimeToLiveOp,    ExpireItemsOp,
      ExecuteStatementOp,     BatchExecuteStatementOp, ExecuteTransactionOp,
      ExplainStatementOp,     ListStreamsOp,           DescribeStreamOp,
      GetShardIteratorOp,     GetRecordsOp};
  return kHandlers;
}

}  // namespace keyscape::api
