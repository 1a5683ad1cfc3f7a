#include "run.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>
#include <utility>

#include "compare.h"

namespace keyscape::cli {
namespace {

using base::Json;
using base::Result;
using base::Status;
using Clock = std::chrono::steady_clock;

constexpr int kActiveWaitSeconds = 300;
constexpr int kDeleteWaitSeconds = 120;
constexpr int kUnprocessedRetries = 10;
constexpr int kVisibleWaitSeconds = 60;

Status EndpointError(const char* op, const std::string& what, const Json& body) {
  return Status::Internal(std::string(op) + " " + what + ": " + ErrorName(body) + ": " +
                          ErrorMessage(body));
}

bool TableActive(const Json& describe) {
  const Json* table = describe.Find("Table");
  if (!table || !table->Find("TableStatus") ||
      table->Find("TableStatus")->string_value() != "ACTIVE")
    return false;
  if (const Json* gsis = table->Find("GlobalSecondaryIndexes"))
    for (const Json& g : gsis->array())
      if (const Json* s = g.Find("IndexStatus"); s && s->string_value() != "ACTIVE") return false;
  return true;
}

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

void SleepMs(int ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

}  // namespace

void TableLedger::Add(const std::string& name) {
  std::lock_guard<std::mutex> lock(mu_);
  if (std::find(names_.begin(), names_.end(), name) == names_.end()) names_.push_back(name);
}

void TableLedger::Remove(const std::string& name) {
  std::lock_guard<std::mutex> lock(mu_);
  names_.erase(std::remove(names_.begin(), names_.end(), name), names_.end());
}

std::vector<std::string> TableLedger::Names() const {
  std::lock_guard<std::mutex> lock(mu_);
  return names_;
}

VerifyRun::VerifyRun(DynamoClient* client, const Interrupt* interrupt, TableLedger* ledger,
                     const VerifyPlan* plan, const std::string& prefix)
    : client_(client), interrupt_(interrupt), ledger_(ledger), plan_(plan) {
  for (const auto& [name, info] : plan->tables) {
    to_endpoint_[name] = prefix + name;
    to_model_[prefix + name] = name;
  }
  for (const Json& entry : plan->items.array()) {
    const std::string& table = entry.Find("table")->string_value();
    auto info = plan->tables.find(table);
    if (info == plan->tables.end()) continue;
    const Json* item = entry.Find("item");
    samples_[KeyId(table, KeyOf(*item, info->second.key))] = {table, item};
  }
}

Result<Json> VerifyRun::Call(const char* op, const Json& request) {
  Result<Json> r = client_->Call(op, RenameTables(request, to_endpoint_));
  if (!r.ok()) return r;
  return RenameTables(*r, to_model_);
}

Status VerifyRun::CreateTables() {
  for (const Json& create : plan_->create_table.array()) {
    const std::string& model_name = create.Find("TableName")->string_value();
    const std::string& name = to_endpoint_.at(model_name);
    ledger_->Add(name);  // before the call: an answer lost in transit may still have created it
    Result<Json> r = Call("CreateTable", create);
    if (!r.ok()) {
      if (!client_->last_reached_endpoint()) ledger_->Remove(name);
      return r.status();
    }
    if (!ErrorName(*r).empty()) {
      if (ErrorName(*r) == "ResourceInUseException") ledger_->Remove(name);  // not ours
      return EndpointError("CreateTable", name, *r);
    }
    std::fprintf(stderr, "created table %s\n", name.c_str());
  }
  return Status::Ok();
}

Status VerifyRun::WaitActive() {
  const Clock::time_point start = Clock::now();
  for (const Json& create : plan_->create_table.array()) {
    const std::string& model_name = create.Find("TableName")->string_value();
    Json request = Json::Object();
    request.Add("TableName", Json::String(model_name));
    for (int delay_ms = 50;; delay_ms = std::min(delay_ms * 2, 2000)) {
      Result<Json> r = Call("DescribeTable", request);
      if (!r.ok()) return r.status();
      if (!ErrorName(*r).empty())
        return EndpointError("DescribeTable", to_endpoint_.at(model_name), *r);
      if (TableActive(*r)) break;
      if (Seconds(start) > kActiveWaitSeconds)
        return Status::Internal("table " + to_endpoint_.at(model_name) + " is not ACTIVE after " +
                                std::to_string(kActiveWaitSeconds) + " s");
      if (!interrupt_->SleepFor(delay_ms)) return Status::Internal("interrupted");
    }
  }
  std::fprintf(stderr, "tables ACTIVE after %.1f s\n", Seconds(start));
  return Status::Ok();
}

Status VerifyRun::WriteBatch(Json body) {
  for (int attempt = 0, delay_ms = 50;; ++attempt, delay_ms = std::min(delay_ms * 2, 2000)) {
    Result<Json> r = Call("BatchWriteItem", body);
    if (!r.ok()) return r.status();
    if (!ErrorName(*r).empty()) return EndpointError("BatchWriteItem", "of the sample items", *r);
    const Json* left = r->Find("UnprocessedItems");
    if (!left || !left->is_object() || left->size() == 0) return Status::Ok();
    if (attempt == kUnprocessedRetries)
      return Status::Internal("BatchWriteItem: items still unprocessed after " +
                              std::to_string(kUnprocessedRetries) + " retries");
    if (!interrupt_->SleepFor(delay_ms)) return Status::Internal("interrupted");
    Json retry = Json::Object();
    retry.Add("RequestItems", *left);
    body = std::move(retry);
  }
}

Status VerifyRun::WriteItems() {
  std::vector<Json> bodies = BatchWriteBodies(plan_->items, plan_->tables);
  for (Json& body : bodies) KS_RETURN_IF_ERROR(WriteBatch(std::move(body)));
  std::fprintf(stderr, "wrote the sample items in %zu BatchWriteItem requests\n", bodies.size());
  return Status::Ok();
}

std::map<std::pair<std::string, std::string>, int64_t> VerifyRun::ExpectedCounts() const {
  std::map<std::pair<std::string, std::string>, int64_t> out;  // (table, GSI or "") -> items
  for (const auto& [name, info] : plan_->tables) out[{name, ""}] = 0;
  for (const auto& [id, sample] : samples_) {
    const TableInfo& info = plan_->tables.at(sample.table);
    ++out[{sample.table, ""}];
    for (const auto& [index, key] : info.indexes) {
      if (key.hash == info.key.hash) continue;  // an LSI: written with the item
      bool indexed = true;
      for (const std::string& a : key.all) indexed = indexed && sample.item->Find(a) != nullptr;
      if (!indexed) continue;
      ++out[{sample.table, index}];
    }
  }
  for (const auto& [name, info] : plan_->tables)
    for (const auto& [index, key] : info.indexes)
      if (key.hash != info.key.hash) out.insert({{name, index}, 0});
  return out;
}

Result<int64_t> VerifyRun::CountItems(const std::string& table, const std::string& index) {
  Json request = Json::Object();
  request.Add("TableName", Json::String(table));
  if (!index.empty()) request.Add("IndexName", Json::String(index));
  request.Add("Select", Json::String("COUNT"));
  int64_t total = 0;
  for (;;) {
    Result<Json> r = Call("Scan", request);
    if (!r.ok()) return r.status();
    if (!ErrorName(*r).empty()) return EndpointError("Scan", "counting " + table + " " + index, *r);
    int64_t count = 0;
    if (const Json* c = r->Find("Count"); c && c->GetInt64(&count)) total += count;
    const Json* last = r->Find("LastEvaluatedKey");
    if (!last) return total;
    request.Set("ExclusiveStartKey", *last);
  }
}

Status VerifyRun::WaitVisible() {
  const Clock::time_point start = Clock::now();
  for (const auto& [where, expected] : ExpectedCounts()) {
    for (int delay_ms = 50;; delay_ms = std::min(delay_ms * 2, 2000)) {
      Result<int64_t> seen = CountItems(where.first, where.second);
      if (!seen.ok()) return seen.status();
      if (*seen == expected) break;
      if (Seconds(start) > kVisibleWaitSeconds) {
        std::fprintf(stderr,
                     "warning: %s%s%s shows %lld of its %lld sample items after %d s; patterns "
                     "reading it may differ\n",
                     to_endpoint_.at(where.first).c_str(), where.second.empty() ? "" : " index ",
                     where.second.c_str(), static_cast<long long>(*seen),
                     static_cast<long long>(expected), kVisibleWaitSeconds);
        break;
      }
      if (!interrupt_->SleepFor(delay_ms)) return Status::Internal("interrupted");
    }
  }
  std::fprintf(stderr, "sample items visible in every table and index after %.1f s\n",
               Seconds(start));
  return Status::Ok();
}

Status VerifyRun::RunPattern(const Json& pattern, EndpointOutcome* outcome) {
  const std::string& op = pattern.Find("operation")->string_value();
  const Json& request = *pattern.Find("request");
  Result<Json> r = Call(op.c_str(), request);
  if (!r.ok()) return r.status();
  outcome->run = true;
  outcome->difference =
      FirstDifference(*r, *pattern.Find("response"), RulesFor(op, request, plan_->tables));
  if (IsWrite(op)) return Restore(WrittenKeys(op, request, plan_->tables));
  return Status::Ok();
}

Status VerifyRun::Restore(const std::vector<TableKey>& keys) {
  for (const TableKey& k : keys) {
    Json request = Json::Object();
    request.Add("TableName", Json::String(k.table));
    auto sample = samples_.find(KeyId(k.table, k.key));
    const char* op = sample == samples_.end() ? "DeleteItem" : "PutItem";
    if (sample == samples_.end())
      request.Add("Key", k.key);
    else
      request.Add("Item", *sample->second.item);
    Result<Json> r = Call(op, request);
    if (!r.ok()) return r.status();
    if (!ErrorName(*r).empty()) return EndpointError(op, "putting the sample data back", *r);
  }
  return Status::Ok();
}

Status VerifyRun::RunPatterns(std::vector<EndpointOutcome>* outcomes) {
  const std::vector<Json>& patterns = plan_->patterns.array();
  outcomes->assign(patterns.size(), EndpointOutcome());
  for (bool writes : {false, true})
    for (size_t i = 0; i < patterns.size(); ++i)
      if (IsWrite(patterns[i].Find("operation")->string_value()) == writes)
        KS_RETURN_IF_ERROR(RunPattern(patterns[i], &(*outcomes)[i]));
  return Status::Ok();
}

bool VerifyRun::DeleteTable(const std::string& name) {
  Json request = Json::Object();
  request.Add("TableName", Json::String(name));
  const Clock::time_point start = Clock::now();
  std::string why;
  // DeleteTable: a table still CREATING answers ResourceInUseException; try again.
  for (int failures = 0;;) {
    Result<Json> r = client_->Call("DeleteTable", request);
    const std::string error = r.ok() ? ErrorName(*r) : "";
    if (r.ok() && (error.empty() || error == "ResourceNotFoundException")) break;
    why = r.ok() ? error + ": " + ErrorMessage(*r) : r.status().message();
    if ((!r.ok() && ++failures == 3) || (r.ok() && error != "ResourceInUseException") ||
        Seconds(start) > kDeleteWaitSeconds) {
      std::fprintf(stderr, "could not delete table %s: %s\n", name.c_str(), why.c_str());
      return false;
    }
    SleepMs(500);
  }
  // Then wait until DescribeTable no longer finds it.
  for (int delay_ms = 50, failures = 0; Seconds(start) <= kDeleteWaitSeconds;
       delay_ms = std::min(delay_ms * 2, 2000)) {
    Result<Json> r = client_->Call("DescribeTable", request);
    if (r.ok() && ErrorName(*r) == "ResourceNotFoundException") {
      std::fprintf(stderr, "deleted table %s\n", name.c_str());
      return true;
    }
    if (!r.ok() && ++failures == 3) {
      std::fprintf(stderr, "could not see table %s go: %s\n", name.c_str(),
                   r.status().message().c_str());
      return false;
    }
    SleepMs(delay_ms);
  }
  std::fprintf(stderr, "table %s is still there %d s after DeleteTable\n", name.c_str(),
               kDeleteWaitSeconds);
  return false;
}

bool VerifyRun::Cleanup() {
  client_->IgnoreInterrupt();
  bool all = true;
  for (const std::string& name : ledger_->Names()) {
    if (DeleteTable(name))
      ledger_->Remove(name);
    else
      all = false;
  }
  return all;
}

}  // namespace keyscape::cli
