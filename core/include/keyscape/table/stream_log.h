// StreamLog: one DynamoDB stream of a table, with its one shard's records.
//
// A table with an enabled stream (Table::stream()) appends one record per item write that
// changes something: INSERT (no item before), MODIFY (the item differs from the one it
// replaced, compared by DynamoDB's value semantics), REMOVE (an item was deleted). A put of
// an identical item and a delete of a missing item record nothing, as in DynamoDB.
//
// Sequence numbers are positions 1, 2, 3, ... in the shard (SequenceNumberText gives the
// 21-digit decimal text DynamoDB-style clients expect; text order == number order).
//
// DynamoDB keeps records for 24 hours; keyscape keeps the newest `max_records` of each
// stream (kDefaultMaxRecords unless the constructor says otherwise) and trims the oldest
// beyond that, so a stream's memory is bounded whatever is written. Trimmed positions are
// before first_sequence().
//
// A stream outlives its table: DeleteTable and a disabling UpdateTable close it (DISABLED),
// and its records stay readable until the engine ends.
#ifndef KEYSCAPE_TABLE_STREAM_LOG_H_
#define KEYSCAPE_TABLE_STREAM_LOG_H_

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::table {

enum class StreamEvent { kInsert, kModify, kRemove };
const char* StreamEventName(StreamEvent e);  // "INSERT", "MODIFY", "REMOVE"

struct StreamRecord {
  StreamEvent event = StreamEvent::kInsert;
  uint64_t sequence = 0;
  double created = 0;   // seconds since the epoch
  value::AttrMap keys;  // the table's key attributes of the item
  // Present as the stream's view type says: NEW_IMAGE / OLD_IMAGE / NEW_AND_OLD_IMAGES
  // (an INSERT has no old image, a REMOVE no new one); KEYS_ONLY keeps neither.
  std::optional<value::Item> new_image;
  std::optional<value::Item> old_image;
  // DynamoDB item sizes of the keys and the images kept.
  int64_t size_bytes = 0;
};

// Identity of a stream, fixed when it is created.
struct StreamIdentity {
  std::string arn;    // arn:aws:dynamodb:REGION:ACCOUNT:table/NAME/stream/LABEL
  std::string label;  // ISO 8601 creation time, e.g. 2026-12-01T13:32:19.000
  std::string shard_id;
  std::string table_name;
  KeySchema key;
  StreamViewType view = StreamViewType::kNewAndOldImages;
  double created = 0;  // seconds since the epoch
};

class StreamLog {
 public:
  static constexpr size_t kDefaultMaxRecords = 10000;

  // `clock` gives each record's creation time (seconds since the epoch).
  StreamLog(StreamIdentity identity, std::function<double()> clock,
            size_t max_records = kDefaultMaxRecords);

  const StreamIdentity& identity() const { return id_; }
  bool enabled() const { return enabled_; }
  // Closes the stream (DISABLED); later Record calls are ignored.
  void Disable() { enabled_ = false; }

  // The write hook: `before` is the item replaced or deleted (nullopt: none), `after` the
  // item stored (nullopt: deleted). Appends the record the change makes, if any.
  void Record(const std::optional<value::Item>& before, const std::optional<value::Item>& after);

  // The sequence number the next record gets; records from `mark` on can be discarded
  // (a transaction that is undone leaves no records).
  uint64_t next_sequence() const { return next_; }
  void DiscardFrom(uint64_t mark);

  // Oldest position still kept (== next_sequence() when no record is kept).
  uint64_t first_sequence() const { return next_ - records_.size(); }
  // Records at positions >= `from`, oldest first; at most `limit` of them.
  std::vector<const StreamRecord*> Read(uint64_t from, size_t limit) const;
  size_t size() const { return records_.size(); }

  // "1" followed by the position in 20 digits: 21 digits, increasing with the position.
  static std::string SequenceNumberText(uint64_t sequence);
  // The position of a 21-digit text SequenceNumberText wrote; false otherwise.
  static bool ParseSequenceNumber(std::string_view text, uint64_t* sequence);

 private:
  StreamIdentity id_;
  std::function<double()> clock_;
  size_t max_records_;
  bool enabled_ = true;
  uint64_t next_ = 1;
  std::deque<StreamRecord> records_;
};

}  // namespace keyscape::table

#endif  // KEYSCAPE_TABLE_STREAM_LOG_H_
