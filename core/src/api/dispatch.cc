#include <cstring>

#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/ops.h"

namespace keyscape::api {
namespace {

struct OpEntry {
  const char* name;
  OpHandler handler;
  bool streams = false;              // a DynamoDB Streams operation
  OpHandler text_handler = nullptr;  // FindTextOp's, when not `handler`
};

// Every operation the engine answers, DynamoDB's and keyscape's extensions.
const OpEntry kOps[] = {
    {"CreateTable", CreateTableOp},
    {"DeleteTable", DeleteTableOp},
    {"DescribeTable", DescribeTableOp},
    {"ListTables", ListTablesOp},
    {"PutItem", PutItemOp},
    {"GetItem", GetItemOp, false, GetItemTextOp},
    {"DeleteItem", DeleteItemOp},
    {"UpdateItem", UpdateItemOp},
    {"Query", QueryOp, false, QueryTextOp},
    {"Scan", ScanOp, false, ScanTextOp},
    {"BatchWriteItem", BatchWriteItemOp},
    {"BatchGetItem", BatchGetItemOp, false, BatchGetItemTextOp},
    {"keyscape:DescribePartitions", DescribePartitionsOp},
    {"keyscape:SimulateLoad", SimulateLoadOp},
    {"keyscape:GenerateItems", GenerateItemsOp},
    {"keyscape:PreviewItems", PreviewItemsOp},
    {"keyscape:DescribeKeys", DescribeKeysOp},
    {"keyscape:ExplainOrder", ExplainOrderOp},
    {"keyscape:Template", TemplateOp},
    {"keyscape:Limits", LimitsOp},
    {"TransactWriteItems", TransactWriteItemsOp},
    {"TransactGetItems", TransactGetItemsOp},
    {"UpdateTable", UpdateTableOp},
    {"TagResource", TagResourceOp},
    {"UntagResource", UntagResourceOp},
    {"ListTagsOfResource", ListTagsOfResourceOp},
    {"UpdateTimeToLive", UpdateTimeToLiveOp},
    {"DescribeTimeToLive", DescribeTimeToLiveOp},
    {"keyscape:ExpireItems", ExpireItemsOp},
    {"keyscape:ValidateModel", ValidateModelOp},
    {"keyscape:RunAccessPatterns", RunAccessPatternsOp},
    {"keyscape:Cost", CostOp},
    {"keyscape:Import", ImportOp},
    {"keyscape:Lint", LintOp},
    {"keyscape:Export", ExportOp},
    {"keyscape:ListExportFormats", ListExportFormatsOp},
    {"keyscape:RangeView", RangeViewOp},
    {"keyscape:AggregateView", AggregateViewOp},
    {"keyscape:LoadDesign", LoadDesignOp},
    {"ExecuteStatement", ExecuteStatementOp},
    {"BatchExecuteStatement", BatchExecuteStatementOp},
    {"ExecuteTransaction", ExecuteTransactionOp},
    {"keyscape:ExplainStatement", ExplainStatementOp},
    {"ListStreams", ListStreamsOp, true},
    {"DescribeStream", DescribeStreamOp, true},
    {"GetShardIterator", GetShardIteratorOp, true},
    {"GetRecords", GetRecordsOp, true},
};

}  // namespace

OpHandler FindOp(std::string_view name) {
  for (const OpEntry& e : kOps)
    if (name == e.name) return e.handler;
  return nullptr;
}

OpHandler FindTextOp(std::string_view name) {
  for (const OpEntry& e : kOps)
    if (name == e.name) return e.text_handler ? e.text_handler : e.handler;
  return nullptr;
}

bool IsStreamsOp(std::string_view name) {
  for (const OpEntry& e : kOps)
    if (name == e.name) return e.streams;
  return false;
}

}  // namespace keyscape::api
