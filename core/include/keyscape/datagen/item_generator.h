// Sample data at scale: N items of one entity, from simple key templates and key
// distributions, deterministic for a seed (random.h: identical natively and in wasm).
//
// A template is a key template (key_template.h) with exactly one placeholder,
// "PREFIX#${attr}SUFFIX" or with filters "ORDER#${n|pad(10)}". The placeholder's value is
// rendered into the key and also stored, as drawn, as attribute `attr` of the item (unless
// `attr` is the key attribute itself). For a number (N) key attribute the template must be
// the placeholder alone, "${attr}" (filters allowed).
//
// Item i (0-based) draws its partition key first, then its sort key, from one xoshiro256**
// stream seeded with `seed` (the data set's stream: a data set generated in chunks, each
// resumed at the StreamPosition the last one ended at, is item for item the data set
// generated at once; entity_values.h draws from the same kind of stream):
//   partition key  UNIFORM over K values / ZIPF(s) over K ranks / HOT_KEY (value 0 with
//                  probability HotFraction, else uniform over the other K-1). The value is
//                  the 0-based index, as decimal text left-padded with '0' to PadTo.
//   sort key       SEQUENTIAL_TIMESTAMP start + i*step (ISO8601 "YYYY-MM-DDTHH:MM:SSZ",
//                  EPOCH_SECONDS or EPOCH_MILLIS); RANDOM_ID (UUID v4 text, or for an N key
//                  a random integer below 2^53); ULID (time start + i*step ms, 80 random
//                  bits, Crockford base32).
#ifndef KEYSCAPE_DATAGEN_ITEM_GENERATOR_H_
#define KEYSCAPE_DATAGEN_ITEM_GENERATOR_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/status.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/time_format.h"
#include "keyscape/partition/random.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::datagen {

inline constexpr uint64_t kMaxGeneratedItems = 1000000;

enum class PkDistribution : uint8_t { kUniform, kZipf, kHotKey };
enum class SkKind : uint8_t { kSequentialTimestamp, kRandomId, kUlid };
enum class TimeFormat : uint8_t { kIso8601, kEpochSeconds, kEpochMillis };

struct PartitionKeySpec {
  std::string template_text;
  PkDistribution distribution = PkDistribution::kUniform;
  uint64_t key_count = 1;  // K >= 1 (ZIPF: at most partition::ZipfDistribution::kMaxZipfKeys)
  double zipf_exponent = 1.0;
  double hot_fraction = 0.5;  // HOT_KEY
  uint32_t pad_to = 0;        // left-pad the index with '0' to this many digits
};

struct SortKeySpec {
  std::string template_text;
  SkKind kind = SkKind::kSequentialTimestamp;
  int64_t start_millis = 1704067200000;  // 2024-01-01T00:00:00Z
  int64_t step_millis = 1000;
  TimeFormat format = TimeFormat::kIso8601;
};

struct GenerateSpec {
  uint64_t count = 0;
  uint64_t seed = 0;
  PartitionKeySpec partition_key;
  std::optional<SortKeySpec> sort_key;  // required exactly when the table has a sort key
  value::Item attributes;               // constant attributes added to every item
  int64_t padding_bytes = 0;            // adds attribute "padding": that many 'x' characters
};

// Where the generation of a data set stands: the number of its next item and its random
// stream at that item.
struct StreamPosition {
  uint64_t index = 0;
  partition::Rng::State rng{};
};

struct GenerateStats {
  uint64_t generated = 0;
  uint64_t inserted = 0;                 // new items
  uint64_t replaced = 0;                 // items that overwrote an item with the same key
  uint64_t distinct_partition_keys = 0;  // distinct partition key values drawn
  int64_t generated_bytes = 0;           // sum of the generated items' sizes
};

// Produces the items of a spec one by one.
class ItemGenerator {
 public:
  // Checks the spec against the table's key schema (ValidationException on mismatch).
  static base::Result<ItemGenerator> Create(const table::TableDef& def, const GenerateSpec& spec);
  // Item number `index()` (call in order; index() advances). When a key cannot be rendered
  // (a value longer than its pad, a value the iso8601 filter does not read, a value that
  // contains its template's delimiter) the item lacks that key attribute and status()
  // keeps the first such error.
  value::Item Next();
  // The same item as Next(), rendered in place into an item the generator reuses: valid
  // until the next call. When a key could not be rendered, item_ok() is false and the
  // item must not be used (status() says why).
  const value::Item& Advance();
  bool item_ok() const { return item_ok_; }
  // ItemSize of the last Advance()/Next() item (when item_ok()).
  int64_t item_size() const;
  const base::Status& status() const { return status_; }
  uint64_t index() const { return index_; }
  // The stream's position before the next item, and a jump to one (a later chunk of the
  // same spec's data set continues there).
  StreamPosition position() const { return {index_, rng_.state()}; }
  void Resume(const StreamPosition& at) {
    index_ = at.index;
    rng_.set_state(at.rng);
  }
  // The partition key index drawn for the last item.
  uint64_t last_key_index() const { return last_key_; }

 private:
  // One key attribute of the reused item: where its rendered value and its placeholder
  // attribute go, and the template split around its one placeholder.
  struct KeySlot {
    table::KeyElement key;
    model::KeyTemplate tmpl;
    std::string attr;    // the placeholder's name
    size_t at = 0;       // item_[at]: the key attribute
    size_t attr_at = 0;  // item_[attr_at]: the placeholder attribute (== at: same name)
    std::string prefix;  // literal text before the placeholder
    std::string suffix;  // literal text after it
    bool plain = false;  // S key, placeholder without filters: prefix + value + suffix
  };

  ItemGenerator(const table::TableDef& def, const GenerateSpec& spec);
  // Lays out item_ and the slots once Create has checked the spec.
  void Prepare();
  static void PrepareSlot(KeySlot* slot);
  // Renders `text` (the drawn value) into the slot's attributes of item_; false when the
  // key does not render (status_ keeps the first error).
  bool RenderSlot(const KeySlot& slot, const std::string& text);
  // Draws item index()'s partition key text into pk_text_ and sort key text into sk_text_.
  void Draw();

  GenerateSpec spec_;
  KeySlot pk_;
  std::optional<KeySlot> sk_;
  base::Status status_;
  partition::Rng rng_;
  std::optional<partition::ZipfDistribution> zipf_;
  uint64_t index_ = 0;
  uint64_t last_key_ = 0;
  value::Item item_;        // the reused item: keys, placeholders, attributes, padding
  int64_t fixed_size_ = 0;  // ItemSize of the constant attributes and the padding
  std::string pk_text_, sk_text_;
  bool item_ok_ = false;
  bool pk_ok_ = false, sk_ok_ = false;
};

// The limits a set of generated items must fit (database.h): counts the items and their
// estimated memory; Check answers LimitExceededException when adding them all to `table`
// could pass the items-per-table cap or the memory cap (replaced items count as new, so
// the check is conservative).
class GenerateRoom {
 public:
  void Count(const table::Table& table, const value::Item& item);
  // One item of this estimated memory (Table::MemoryFor).
  void Add(int64_t memory_bytes);
  // db nullptr: the items-per-table cap only.
  base::Status Check(const table::Database* db, const table::Table& table) const;

 private:
  uint64_t items_ = 0;
  int64_t bytes_ = 0;
};

// Generated items held in their stored form until the whole set has passed its checks
// (GenerateItems; keyscape:GenerateItems with a model): each item's storage key and
// encoded bytes, back to back in one buffer of at most kMaxBytes.
class RenderedItems {
 public:
  static constexpr size_t kMaxBytes = size_t{64} << 20;
  // Adds `item` of ItemSize `size` (REQUIRES: table.ValidateItemKeys(item) succeeded).
  // False past kMaxBytes: everything held is dropped and the set must be generated again.
  bool Add(const table::Table& table, const value::Item& item, int64_t size);
  // Stores the items in order (Table::PutEncoded) and counts them as inserted or replaced.
  void StoreInto(table::Table* table, GenerateStats* stats) const;

 private:
  struct Entry {
    uint32_t key_len;
    uint32_t value_len;
    int64_t size;
  };
  std::string bytes_;
  std::vector<Entry> entries_;
};

// Generates spec.count items into the table. All or nothing: every item is generated and
// checked (Table::ValidateItemKeys, the item size) and the whole set against GenerateRoom
// (the memory cap of `db`; none when db is nullptr, a table outside any database) before
// anything is stored. Each item is rendered once into its storage key and encoded bytes,
// kept in one buffer until the checks pass, then stored (Table::PutEncoded); a set too
// large for the buffer is generated a second time to store it (generation is
// deterministic).
base::Result<GenerateStats> GenerateItems(table::Table* table, const GenerateSpec& spec,
                                          const table::Database* db = nullptr);

// One chunk of the data set `spec` (spec.count items in all): `count` items from `from`
// (nullopt: the data set's first item), all or nothing as above; `*end` receives the
// position after the chunk's last item. REQUIRES: from->index + count <= spec.count.
base::Result<GenerateStats> GenerateChunk(table::Table* table, const GenerateSpec& spec,
                                          const table::Database* db,
                                          const std::optional<StreamPosition>& from, uint64_t count,
                                          StreamPosition* end);

}  // namespace keyscape::datagen

#endif  // KEYSCAPE_DATAGEN_ITEM_GENERATOR_H_
