// keyscape:ListOperations and the one operation list (keyscape/api/ops.h): every listed
// operation dispatches, the list is the dispatch table's, and `mutates` is set for every
// operation that can change the database.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/api/parts.h"
#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape;
using keyscape::base::Json;

namespace {

const Json* Row(const Json& list, const std::string& name) {
  for (const Json& r : list.Find("operations")->array())
    if (r.Find("name")->string_value() == name) return &r;
  return nullptr;
}

bool Mutates(const Json& list, const std::string& name) {
  const Json* r = Row(list, name);
  REQUIRE(r != nullptr);
  return r->Find("mutates")->bool_value();
}

}  // namespace

TEST_CASE("ListOperations lists the dispatch table, in order, with type names") {
  Engine e;
  const Json list = testing::CallOk(e, "keyscape:ListOperations", "{}");
  const auto& rows = testing::ArrOf(list, "operations");
  const std::vector<api::OperationInfo> ops = api::Operations();
  REQUIRE(rows.size() == ops.size());
  REQUIRE(rows.size() >= 48);
  std::set<std::string> names;
  for (size_t i = 0; i < rows.size(); ++i) {
    const std::string name = testing::StrOf(rows[i], "name");
    INFO(name);
    CHECK(name == ops[i].name);
    CHECK(names.insert(name).second);
    CHECK(api::FindOp(name) != nullptr);
    CHECK(api::FindTextOp(name) != nullptr);
    CHECK(rows[i].Find("streams")->bool_value() == api::IsStreamsOp(name));
    CHECK(rows[i].Find("part")->string_value() == api::PartOf(name).part);
    CHECK(rows[i].Find("linked")->bool_value());  // a native build links every part
    const std::string stem = name.rfind("keyscape:", 0) == 0 ? name.substr(9) : name;
    CHECK(testing::StrOf(rows[i], "request") == stem + "Request");
    CHECK(testing::StrOf(rows[i], "response") == stem + "Response");
  }
  CHECK(api::FindOp("Frobnicate") == nullptr);
  const Json* range = Row(list, "keyscape:RangeView");
  REQUIRE(range != nullptr);
  CHECK(range->Find("request")->string_value() == "RangeViewRequest");
  CHECK(range->Find("response")->string_value() == "RangeViewResponse");
  CHECK(Row(list, "keyscape:ListOperations") != nullptr);
}

TEST_CASE("ListOperations names the interop part's operations, which read no database state") {
  Engine e;
  const Json list = testing::CallOk(e, "keyscape:ListOperations", "{}");
  std::set<std::string> interop;
  for (const Json& r : list.Find("operations")->array()) {
    const std::string part = r.Find("part")->string_value();
    CHECK((part == "core" || part == "interop" || part == "extended"));
    if (part == "interop") interop.insert(r.Find("name")->string_value());
    if (part == "interop") CHECK_FALSE(r.Find("mutates")->bool_value());
  }
  CHECK(interop == std::set<std::string>{"keyscape:Import", "keyscape:Export",
                                         "keyscape:ListExportFormats", "keyscape:DiffDesigns",
                                         "keyscape:EntityRows"});
  CHECK(api::FindOp("keyscape:Export") == api::Interop().export_design);
  CHECK(api::FindOp("keyscape:Import") == api::Interop().import_design);
}

TEST_CASE("ListOperations names the extended part's operations, none of which the page starts with") {
  Engine e;
  const Json list = testing::CallOk(e, "keyscape:ListOperations", "{}");
  std::set<std::string> extended;
  for (const Json& r : list.Find("operations")->array())
    if (r.Find("part")->string_value() == "extended") extended.insert(r.Find("name")->string_value());
  CHECK(extended == std::set<std::string>{
                        "TransactWriteItems", "TransactGetItems", "UpdateTable", "TagResource",
                        "UntagResource", "ListTagsOfResource", "UpdateTimeToLive",
                        "DescribeTimeToLive", "keyscape:ExpireItems", "ExecuteStatement",
                        "BatchExecuteStatement", "ExecuteTransaction",
                        "keyscape:ExplainStatement", "ListStreams", "DescribeStream",
                        "GetShardIterator", "GetRecords"});
  // Each row dispatches to its own handler (not another slot of ExtendedHandlers).
  CHECK(api::FindOp("TransactWriteItems") == api::TransactWriteItemsOp);
  CHECK(api::FindOp("ExecuteStatement") == api::ExecuteStatementOp);
  CHECK(api::FindOp("GetRecords") == api::GetRecordsOp);
  CHECK(api::FindOp("keyscape:ExpireItems") == api::ExpireItemsOp);
  CHECK(api::FindOp("keyscape:ExplainStatement") == api::ExplainStatementOp);
  CHECK(api::FindOp("DescribeTimeToLive") == api::DescribeTimeToLiveOp);
}

TEST_CASE("ListOperations lists the parts: every one linked natively, interop alone without state") {
  Engine e;
  const Json list = testing::CallOk(e, "keyscape:ListOperations", "{}");
  const auto& parts = testing::ArrOf(list, "parts");
  REQUIRE(parts.size() == 3);
  const char* names[] = {"core", "interop", "extended"};
  const bool uses_state[] = {true, false, true};
  for (size_t i = 0; i < parts.size(); ++i) {
    CHECK(testing::StrOf(parts[i], "name") == names[i]);
    CHECK(parts[i].Find("linked")->bool_value());
    CHECK(parts[i].Find("usesState")->bool_value() == uses_state[i]);
  }
}

TEST_CASE("ListOperations marks every operation that can change the database") {
  Engine e;
  const Json list = testing::CallOk(e, "keyscape:ListOperations", "{}");
  for (const char* op :
       {"CreateTable", "DeleteTable", "PutItem", "DeleteItem", "UpdateItem", "BatchWriteItem",
        "TransactWriteItems", "UpdateTable", "TagResource", "UntagResource", "UpdateTimeToLive",
        "ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction", "keyscape:GenerateItems",
        "keyscape:ExpireItems", "keyscape:LoadDesign", "keyscape:Limits"}) {
    INFO(op);
    CHECK(Mutates(list, op));
  }
  for (const char* op : {"DescribeTable",
                         "ListTables",
                         "GetItem",
                         "Query",
                         "Scan",
                         "BatchGetItem",
                         "TransactGetItems",
                         "ListTagsOfResource",
                         "DescribeTimeToLive",
                         "DescribeContinuousBackups",
                         "DescribeEndpoints",
                         "ListStreams",
                         "DescribeStream",
                         "GetShardIterator",
                         "GetRecords",
                         "keyscape:DescribePartitions",
                         "keyscape:SimulateLoad",
                         "keyscape:PreviewItems",
                         "keyscape:DescribeKeys",
                         "keyscape:ExplainOrder",
                         "keyscape:Template",
                         "keyscape:ValidateModel",
                         "keyscape:RunAccessPatterns",
                         "keyscape:Cost",
                         "keyscape:Import",
                         "keyscape:Lint",
                         "keyscape:Export",
                         "keyscape:ListExportFormats",
                         "keyscape:RangeView",
                         "keyscape:AggregateView",
                         "keyscape:ExplainStatement",
                         "keyscape:ListOperations"}) {
    INFO(op);
    CHECK_FALSE(Mutates(list, op));
  }
}

TEST_CASE("ListOperations takes no members") {
  Engine e;
  const std::string err = testing::CallFail(e, "keyscape:ListOperations", R"({"verbose":true})");
  CHECK(err.find("ValidationException") != std::string::npos);
  CHECK(err.find("unknown member verbose") != std::string::npos);
}
