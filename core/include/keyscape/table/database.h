// Database: the named tables of one engine, and the engine's memory cap.
//
// Memory cap: every write path calls CheckRoom(table, item) before it stores an item. It
// answers LimitExceededException when the table already holds kMaxItemsPerTable items (and
// the item is new), or when the tables' estimated memory (Table::memory_bytes) plus the
// item's (Table::MemoryFor) would pass memory_cap_bytes(). memory_bytes counts what the
// stores allocated and MemoryFor bounds what one item adds, so the process heap stays near
// the cap (past it by at most one request's estimate error), and
// below the wasm build's MAXIMUM_MEMORY (4 GB) by a wide margin: the engine answers an
// error instead of aborting when the heap cannot grow.
#ifndef KEYSCAPE_TABLE_DATABASE_H_
#define KEYSCAPE_TABLE_DATABASE_H_

#include <cstdint>
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
  // The default cap: 1024 MB in the browser (wasm), 8192 MB natively.
#ifdef __EMSCRIPTEN__
  static constexpr int64_t kDefaultMemoryCapBytes = int64_t{1024} << 20;
#else
  static constexpr int64_t kDefaultMemoryCapBytes = int64_t{8192} << 20;
#endif
  static constexpr int64_t kMaxMemoryCapBytes = int64_t{1} << 40;
  static constexpr uint64_t kMaxItemsPerTable = 5000000;
  int64_t memory_cap_bytes() const { return memory_cap_bytes_; }
  // REQUIRES: 0 < bytes <= kMaxMemoryCapBytes.
  void set_memory_cap_bytes(int64_t bytes) { memory_cap_bytes_ = bytes; }
  // Estimated bytes held by all tables and indexes.
  int64_t memory_bytes() const;
  // Room for `more` estimated bytes (`what` names them in the message), or
  // LimitExceededException: "keyscape's memory cap of N MB would be exceeded: ...".
  base::Status CheckMemory(int64_t more, std::string_view what) const;
  // Room to store `item` in `table` (see above).
  base::Status CheckRoom(const Table& table, const value::Item& item) const;

  // Seconds since the epoch for CreationDateTime and similar fields. A fixed clock
  // (SetFixedClock) makes every response reproducible byte for byte.
  double Now() const;
  void SetFixedClock(double seconds) { fixed_clock_ = seconds; }
  // The region of the request being answered ("local" unless the caller names one, as
  // keyscape serve does from a signed request's credential scope). A table's ARN, and the
  // ARNs and stream records derived from it, carry the region it was created in.
  const std::string& region() const { return region_; }
  void SetRegion(std::string region) { region_ = std::move(region); }
  // "arn:aws:dynamodb:<region()>:000000000000:table/" (keyscape's one account).
  std::string TableArnPrefix() const { return "arn:aws:dynamodb:" + region_ + ":000000000000:table/"; }
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
  std::string region_ = "local";
  int64_t memory_cap_bytes_ = kDefaultMemoryCapBytes;
  std::map<std::string, TokenUse, std::less<>> tokens_;
  std::vector<std::unique_ptr<StreamLog>> streams_;
};

}  // namespace keyscape::table

#endif  // KEYSCAPE_TABLE_DATABASE_H_
