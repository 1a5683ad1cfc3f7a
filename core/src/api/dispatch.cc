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
  OpHandler handler;  // nullptr for an interop or extended part operation: see below
  unsigned kind;
  OpHandler text_handler = nullptr;  // FindTextOp's, when not `handler`
  OpHandler InteropHandlers::*interop = nullptr;    // the handler's member in Interop()
  OpHandler ExtendedHandlers::*extended = nullptr;  // the handler's member in Extended()
};

// The row of an operation of the interop part (keyscape/api/parts.h).
constexpr OpEntry InteropOp(const char* name, OpHandler InteropHandlers::*handler) {
  OpEntry e{name, nullptr, kReads};
  e.interop = handler;
  return e;
}

// The row of an operation of the extended part (keyscape/api/parts.h).
constexpr OpEntry ExtendedOp(const char* name, unsigned kind, OpHandler ExtendedHandlers::*handler) {
  OpEntry e{name, nullptr, kind};
  e.extended = handler;
  return e;
}

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
    ExtendedOp("TransactWriteItems", kMutates, &ExtendedHandlers::transact_write_items),
    ExtendedOp("TransactGetItems", kReads, &ExtendedHandlers::transact_get_items),
    ExtendedOp("UpdateTable", kMutates, &ExtendedHandlers::update_table),
    ExtendedOp("TagResource", kMutates, &ExtendedHandlers::tag_resource),
    ExtendedOp("UntagResource", kMutates, &ExtendedHandlers::untag_resource),
    ExtendedOp("ListTagsOfResource", kReads, &ExtendedHandlers::list_tags_of_resource),
    ExtendedOp("UpdateTimeToLive", kMutates, &ExtendedHandlers::update_time_to_live),
    ExtendedOp("DescribeTimeToLive", kReads, &ExtendedHandlers::describe_time_to_live),
    {"DescribeContinuousBackups", DescribeContinuousBackupsOp, kReads},
    {"DescribeEndpoints", DescribeEndpointsOp, kReads},
    ExtendedOp("keyscape:ExpireItems", kMutates, &ExtendedHandlers::expire_items),
    {"keyscape:ValidateModel", ValidateModelOp, kReads},
    {"keyscape:RunAccessPatterns", RunAccessPatternsOp, kReads},
    {"keyscape:Cost", CostOp, kReads},
    InteropOp("keyscape:Import", &InteropHandlers::import_design),
    {"keyscape:Lint", LintOp, kReads},
    InteropOp("keyscape:Export", &InteropHandlers::export_design),
    InteropOp("keyscape:ListExportFormats", &InteropHandlers::list_export_formats),
    {"keyscape:RangeView", RangeViewOp, kReads},
    {"keyscape:AggregateView", AggregateViewOp, kReads},
    {"keyscape:LoadDesign", LoadDesignOp, kMutates},
    ExtendedOp("ExecuteStatement", kMutates, &ExtendedHandlers::execute_statement),
    ExtendedOp("BatchExecuteStatement", kMutates, &ExtendedHandlers::batch_execute_statement),
    ExtendedOp("ExecuteTransaction", kMutates, &ExtendedHandlers::execute_transaction),
    ExtendedOp("keyscape:ExplainStatement", kReads, &ExtendedHandlers::explain_statement),
    ExtendedOp("ListStreams", kStreams, &ExtendedHandlers::list_streams),
    ExtendedOp("DescribeStream", kStreams, &ExtendedHandlers::describe_stream),
    ExtendedOp("GetShardIterator", kStreams, &ExtendedHandlers::get_shard_iterator),
    ExtendedOp("GetRecords", kStreams, &ExtendedHandlers::get_records),
    {"keyscape:ListOperations", ListOperationsOp, kReads},
    {"keyscape:AnalyzeDesign", AnalyzeDesignOp, kReads, AnalyzeDesignTextOp},
    InteropOp("keyscape:DiffDesigns", &InteropHandlers::diff_designs),
    {"keyscape:DesignLoad", DesignLoadOp, kReads},
    InteropOp("keyscape:EntityRows", &InteropHandlers::entity_rows),
};

const OpEntry* Find(std::string_view name) {
  for (const OpEntry& e : kOps)
    if (name == e.name) return &e;
  return nullptr;
}

// The answer of an interop part operation in a module linked without that part.
base::Result<base::Json> InteropNotLinkedOp(table::Database&, const base::Json&) {
  return base::Status(base::ErrorCode::kUnknownOperation,
                      "This operation is answered by the engine's interop part, which this "
                      "module is linked without (the page loads it as a second wasm module)");
}

// The answer of an extended part operation in a module linked without that part.
base::Result<base::Json> ExtendedNotLinkedOp(table::Database&, const base::Json&) {
  return base::Status(base::ErrorCode::kUnknownOperation,
                      "This operation is answered by the engine's extended part, which this "
                      "module is linked without (the page switches to the module with every "
                      "part on its first use)");
}

// The entry's handler in this module; nullptr when its part is not linked.
OpHandler LinkedHandler(const OpEntry& e) {
  if (e.interop) return Interop().*e.interop;
  if (e.extended) return Extended().*e.extended;
  return e.handler;
}

}  // namespace

OpHandler FindOp(std::string_view name) {
  const OpEntry* e = Find(name);
  if (!e) return nullptr;
  OpHandler h = LinkedHandler(*e);
  if (h) return h;
  return e->interop ? InteropNotLinkedOp : ExtendedNotLinkedOp;
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
  const char* part = e->interop ? "interop" : e->extended ? "extended" : "core";
  return {part, LinkedHandler(*e) != nullptr};
}

std::vector<PartInfo> Parts() {
  return {{"core", true, true},
          {"interop", Interop().import_design != nullptr, false},
          {"extended", Extended().transact_write_items != nullptr, true}};
}

std::vector<OperationInfo> Operations() {
  std::vector<OperationInfo> out;
  for (const OpEntry& e : kOps)
    out.push_back({e.name, (e.kind & kMutates) != 0, (e.kind & kStreams) != 0});
  return out;
}

}  // namespace keyscape::api
