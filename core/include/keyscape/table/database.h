// Database: the named tables of one engine.
#ifndef KEYSCAPE_TABLE_DATABASE_H_
#define KEYSCAPE_TABLE_DATABASE_H_

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/table/stream_log.h"
#include "keyscape/table/table.h"

namespace keyscape::table {

class Database {
 public:
  // nullptr when absent.
  Table* Find(std::string_view name);
  const Table* Find(std::string_view name) const;
  // REQUIRES: no table of that name exists.
  Table* Create(TableDef def);
  // Drops the table; its enabled stream, if any, is disabled and kept.
  bool Drop(std::string_view name);

  // DynamoDB Streams: every stream ever created, in creation order, kept after it is
  // disabled or its table dropped. AddStream takes ownership and returns the stream;
  // FindStream is nullptr for an unknown ARN.
  StreamLog* AddStream(std::unique_ptr<StreamLog> stream);
  StreamLog* FindStream(std::string_view arn);
  const std::vector<std::unique_ptr<StreamLog>>& streams() const { return streams_; }

  // Seconds since the epoch for CreationDateTime and similar fields. A fixed clock
  // (SetFixedClock) makes every response reproducible byte for byte.
  double Now() const;
  void SetFixedClock(double seconds) { fixed_clock_ = seconds; }
  // TransactWriteItems' ClientRequestToken (10 minutes of idempotency): the request it
  // was first used with (its canonical text, without ReturnConsumedCapacity) and the
  // response it got. Remember replaces; Recall drops tokens older than `window` seconds
  // and returns nullptr for an unknown one.
  struct TokenUse {
    std::string request;
    std::string response;
    double at = 0;
  };
  void RememberToken(const std::string& token, TokenUse use) { tokens_[token] = std::move(use); }
  const TokenUse* RecallToken(const std::string& token, double window);

  // Table names in ascending (UTF-8 byte) order, as ListTables returns them.
  const std::map<std::string, std::unique_ptr<Table>, std::less<>>& tables() const {
    return tables_;
  }

 private:
  std::map<std::string, std::unique_ptr<Table>, std::less<>> tables_;
  double fixed_clock_ = -1;
  std::map<std::string, TokenUse, std::less<>> tokens_;
  std::vector<std::unique_ptr<StreamLog>> streams_;
};

}  // namespace keyscape::table

#endif  // KEYSCAPE_TABLE_DATABASE_H_
