// The steps of one `keyscape verify` run against an endpoint (verify.h describes the whole
// command): create the tables, wait until ACTIVE, write the sample items, run and compare
// the patterns, delete the tables. Each step answers a Status; any error ends the run, and
// Cleanup() then deletes whatever the ledger holds.
#ifndef KEYSCAPE_CLI_VERIFY_RUN_H_
#define KEYSCAPE_CLI_VERIFY_RUN_H_

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "client.h"
#include "interrupt.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "requests.h"

namespace keyscape::cli {

// What the engine answered for the model.
struct VerifyPlan {
  base::Json create_table;  // keyscape:ValidateModel's CreateTable requests (model names)
  base::Json items;         // its [{"table","item"}] sample items
  base::Json patterns;      // keyscape:RunAccessPatterns' patterns
  std::map<std::string, TableInfo> tables;
};

// The endpoint tables this run may have created. Thread-safe: the interrupt thread reads
// it to say what is left.
class TableLedger {
 public:
  void Add(const std::string& name);
  void Remove(const std::string& name);
  std::vector<std::string> Names() const;

 private:
  mutable std::mutex mu_;
  std::vector<std::string> names_;
};

// What the endpoint did with one access pattern (not interop::PatternOutcome, which is the
// engine's run of it).
struct EndpointOutcome {
  bool run = false;
  std::string difference;  // "" when the endpoint agrees
};

class VerifyRun {
 public:
  VerifyRun(DynamoClient* client, const Interrupt* interrupt, TableLedger* ledger,
            const VerifyPlan* plan, const std::string& prefix);

  base::Status CreateTables();
  // REQUIRES: CreateTables() succeeded.
  base::Status WaitActive();
  base::Status WriteItems();
  // Polls Scan (Select COUNT) on every table and GSI until each shows all the sample items
  // it should hold (at most 60 s; then a warning, not an error): GSIs, and reads that are
  // not strongly consistent, may lag behind the writes on a distributed endpoint.
  base::Status WaitVisible();
  // Reads first, then each write followed by putting the sample data back (verify.h).
  // `outcomes` has one entry per pattern, in the model's order.
  base::Status RunPatterns(std::vector<EndpointOutcome>* outcomes);
  // Deletes every table in the ledger and waits until each is gone (bounded). False when
  // one is left (its name and the way to delete it printed on stderr).
  bool Cleanup();

 private:
  base::Result<base::Json> Call(const char* op, const base::Json& request);
  base::Status RunPattern(const base::Json& pattern, EndpointOutcome* outcome);
  base::Status Restore(const std::vector<TableKey>& keys);
  base::Status WriteBatch(base::Json body);
  base::Result<int64_t> CountItems(const std::string& table, const std::string& index);
  std::map<std::pair<std::string, std::string>, int64_t> ExpectedCounts() const;
  bool DeleteTable(const std::string& name);

  DynamoClient* client_;
  const Interrupt* interrupt_;
  TableLedger* ledger_;
  const VerifyPlan* plan_;
  TableNames to_endpoint_;
  TableNames to_model_;
  struct Sample {
    std::string table;
    const base::Json* item;
  };
  std::map<std::string, Sample> samples_;  // KeyId -> the sample item with that key
};

}  // namespace keyscape::cli

#endif  // KEYSCAPE_CLI_VERIFY_RUN_H_
