// The engine's one list of operations (ops.h): the dispatch table, the Streams service
// split of `keyscape serve`, and keyscape:ListOperations all read kOps, nothing else.
#include <string>

#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/api/parts.h"
#include "api/dynamodb/backups_endpoints.h"

namespace keyscape::api {
namespace {

// What an operation does to the engine's state (ListOperations' "mutates", "streams").
enum OpKind : unsigned {
  kReads = 0,    // answers from the state, changes nothing
  kMutates = 1,  // may change tables, items, TTL, tags, streams or the memory cap
  kStreams = 2,  // a DynamoDB Streams operation (DynamoDBStreams_20120810 in `serve`)
};

struct OpEntry {
  const char* name;
  OpHandler handler;  // nullptr for an interop part operation: see `interop`
  unsigned kind;
  OpHandler text_handler = nullptr;  // FindTextOp's, when not `handler`
  OpHandler InteropHandlers::*interop = nullptr;  // the handler's member in Interop()
};

// Every operation the engine answers, DynamoDB's and keyscape's extensions, in the order
// keyscape:ListOperations lists them. `kMutates` is set for every operation whose request
// can change the database, even when a given request does not (ExecuteStatement's SELECT,
// keyscape:Limits without MemoryCapMegabytes): a replay of such a read is harmless.
const OpEntry kOps[] = {
    {"CreateTable", CreateTableOp, kMutates},
    {"DeleteTable", DeleteTableOp, kMutates},
    {"DescribeTable", DescribeTableOp, kReads},
    {"ListTables", ListTablesOp, kReads},
    {"PutItem", PutItemOp, kMutates},
    {"GetItem", GetItemOp, kReads, GetItemTextOp},
    {"DeleteItem", DeleteItemOp, kMutates},
    {"UpdateItem", UpdateItemOp, kMutates},
    {"Query", QueryOp, kReads, QueryTextOp},
    {"Scan", ScanOp, kReads, ScanTextOp},
    {"BatchWriteItem", BatchWriteItemOp, kMutates},
    {"BatchGetItem", BatchGetItemOp, kReads, BatchGetItemTextOp},
    {"keyscape:DescribePartitions", DescribePartitionsOp, kReads},
    {"keyscape:SimulateLoad", SimulateLoadOp, kReads},
    {"keyscape:GenerateItems", GenerateItemsOp, kMutates},
    {"keyscape:PreviewItems", PreviewItemsOp, kReads},
    {"keyscape:DescribeKeys", DescribeKeysOp, kReads},
    {"keyscape:ExplainOrder", ExplainOrderOp, kReads},
    {"keyscape:Template", TemplateOp, kReads},
    {"keyscape:Limits", LimitsOp, kMutates},
    {"TransactWriteItems", TransactWriteItemsOp, kMutates},
    {"TransactGetItems", TransactGetItemsOp, kReads},
    {"UpdateTable", UpdateTableOp, kMutates},
    {"TagResource", TagResourceOp, kMutates},
    {"UntagResource", UntagResourceOp, kMutates},
    {"ListTagsOfResource", ListTagsOfResourceOp, kReads},
    {"UpdateTimeToLive", UpdateTimeToLiveOp, kMutates},
    {"DescribeTimeToLive", DescribeTimeToLiveOp, kReads},
    {"DescribeContinuousBackups", DescribeContinuousBackupsOp, kReads},
    {"DescribeEndpoints", DescribeEndpointsOp, kReads},
    {"keyscape:ExpireItems", ExpireItemsOp, kMutates},
    {"keyscape:ValidateModel", ValidateModelOp, kReads},
    {"keyscape:RunAccessPatterns", RunAccessPatternsOp, kReads},
    {"keyscape:Cost", CostOp, kReads},
    {"keyscape:Import", nullptr, kReads, nullptr, &InteropHandlers::import_design},
    {"keyscape:Lint", LintOp, kReads},
    {"keyscape:Export", nullptr, kReads, nullptr, &InteropHandlers::export_design},
    {"keyscape:ListExportFormats", nullptr, kReads, nullptr, &InteropHandlers::list_export_formats},
    {"keyscape:RangeView", RangeViewOp, kReads},
    {"keyscape:AggregateView", AggregateViewOp, kReads},
    {"keyscape:LoadDesign", LoadDesignOp, kMutates},
    {"ExecuteStatement", ExecuteStatementOp, kMutates},
    {"BatchExecuteStatement", BatchExecuteStatementOp, kMutates},
    {"ExecuteTransaction", ExecuteTransactionOp, kMutates},
    {"keyscape:ExplainStatement", ExplainStatementOp, kReads},
    {"ListStreams", ListStreamsOp, kStreams},
    {"DescribeStream", DescribeStreamOp, kStreams},
    {"GetShardIterator", GetShardIteratorOp, kStreams},
    {"GetRecords", GetRecordsOp, kStreams},
    {"keyscape:ListOperations", ListOperationsOp, kReads},
    {"keyscape:AnalyzeDesign", AnalyzeDesignOp, kReads, AnalyzeDesignTextOp},
    {"keyscape:DiffDesigns", nullptr, kReads, nullptr, &InteropHandlers::diff_designs},
    {"keyscape:DesignLoad", DesignLoadOp, kReads},
    {"keyscape:EntityRows", EntityRowsOp, kReads},
};

const OpEntry* Find(std::string_view name) {
  for (const OpEntry& e : kOps)
    if (name == e.name) return &e;
  return nullptr;
}

// The answer of an interop part operation in a module linked without that part.
base::Result<base::Json> NotLinkedOp(table::Database&, const base::Json&) {
  return base::Status(base::ErrorCode::kUnknownOperation,
                      "This operation is answered by the engine's interop part, which this "
                      "module is linked without (the page loads it as a second wasm module)");
}

// The entry's handler in this module; nullptr when its part is not linked.
OpHandler LinkedHandler(const OpEntry& e) {
  return e.interop ? Interop().*e.interop : e.handler;
}

}  // namespace

OpHandler FindOp(std::string_view name) {
  const OpEntry* e = Find(name);
  if (!e) return nullptr;
  OpHandler h = LinkedHandler(*e);
  return h ? h : NotLinkedOp;
}

OpHandler FindTextOp(std::string_view name) {
  const OpEntry* e = Find(name);
  if (!e || !e->text_handler) return FindOp(name);
  return e->text_handler;
}

bool IsStreamsOp(std::string_view name) {
  const OpEntry* e = Find(name);
  return e && (e->kind & kStreams);
}

OperationPart PartOf(std::string_view name) {
  const OpEntry* e = Find(name);
  if (!e) return {"", false};
  return {e->interop ? "interop" : "core", LinkedHandler(*e) != nullptr};
}

std::vector<OperationInfo> Operations() {
  std::vector<OperationInfo> out;
  for (const OpEntry& e : kOps)
    out.push_back({e.name, (e.kind & kMutates) != 0, (e.kind & kStreams) != 0});
  return out;
}

}  // namespace keyscape::api
