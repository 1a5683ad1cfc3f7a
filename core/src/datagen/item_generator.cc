#include "keyscape/datagen/item_generator.h"

#include <algorithm>
#include <cstdio>

#include "keyscape/base/status.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/time_format.h"
#include "keyscape/partition/random.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"
#include "keyscape/value/number.h"

namespace keyscape::datagen {

using base::Result;
using base::Status;
using model::AppendIso8601;
using model::AppendUlid;
using model::EpochSeconds;
using model::FormatUuid;
using model::KeyTemplate;
using model::TemplatePart;
using partition::ZipfDistribution;
using table::KeyElement;
using table::Table;
using table::TableDef;
using value::AttributeValue;
using value::AttrType;
using value::Item;
using value::ItemSize;
using value::kMaxItemSize;
using value::Number;

namespace {

// A template with exactly one placeholder (filters allowed).
Result<KeyTemplate> ParseOnePlaceholder(const std::string& text) {
  KS_ASSIGN_OR_RETURN(KeyTemplate t, KeyTemplate::Parse(text));
  size_t placeholders = 0;
  for (const TemplatePart& p : t.parts()) placeholders += p.placeholder ? 1 : 0;
  if (placeholders == 0)
    return Status::Validation("Key template '" + text + "' has no ${attribute} placeholder");
  if (placeholders > 1)
    return Status::Validation("Key template '" + text +
                              "' must have exactly one ${attribute} placeholder");
  return t;
}

}  // namespace

// ---- generator ----------------------------------------------------------------------------

ItemGenerator::ItemGenerator(const TableDef& def, const GenerateSpec& spec)
    : spec_(spec), rng_(spec.seed) {
  pk_.key = def.key.hash;
  if (def.key.range) {
    KeySlot sk;               // not sk_.emplace(): clang 14 deems a nested struct with member
    sk.key = *def.key.range;  // initializers not default-constructible inside its class
    sk_ = std::move(sk);
  }
}

Result<ItemGenerator> ItemGenerator::Create(const TableDef& def, const GenerateSpec& spec) {
  if (spec.count < 1 || spec.count > kMaxGeneratedItems)
    return Status::Validation("Count must be an integer from 1 to 1000000");
  const PartitionKeySpec& pks = spec.partition_key;
  if (pks.key_count < 1 || pks.key_count > (uint64_t{1} << 53))
    return Status::Validation("PartitionKey.KeyCount must be an integer from 1 to 2^53");
  if (pks.distribution == PkDistribution::kZipf) {
    if (pks.key_count > ZipfDistribution::kMaxZipfKeys)
      return Status::Validation("PartitionKey.KeyCount must be at most 1000000 for ZIPF");
    if (!(pks.zipf_exponent >= 0 && pks.zipf_exponent <= 10))
      return Status::Validation("PartitionKey.Exponent must be a number from 0 to 10");
  }
  if (!(pks.hot_fraction >= 0 && pks.hot_fraction <= 1))
    return Status::Validation("PartitionKey.HotFraction must be a number from 0 to 1");
  if (pks.pad_to > 64) return Status::Validation("PartitionKey.PadTo must be at most 64");
  if (def.key.range.has_value() != spec.sort_key.has_value())
    return Status::Validation(def.key.range
                                  ? "Table " + def.name + " has a sort key (" +
                                        def.key.range->name + "): give SortKey"
                                  : "Table " + def.name + " has no sort key: remove SortKey");
  if (spec.padding_bytes < 0 || spec.padding_bytes > kMaxItemSize)
    return Status::Validation("PaddingBytes must be an integer from 0 to 409600");

  ItemGenerator g(def, spec);
  KS_ASSIGN_OR_RETURN(g.pk_.tmpl, ParseOnePlaceholder(pks.template_text));
  g.pk_.attr = g.pk_.tmpl.Attributes()[0];
  auto check_key = [&](const KeyElement& k, const KeyTemplate& t, const std::string& attr,
                       const char* what) -> Status {
    if (k.type == AttrType::kB)
      return Status::Validation(std::string(what) + " attribute " + k.name +
                                " is binary (B): GenerateItems makes S and N keys only");
    if (k.type == AttrType::kN && !t.IsSinglePlaceholder())
      return Status::Validation(std::string(what) + " attribute " + k.name +
                                " is a number (N): its template must be just ${attribute}");
    if (attr == k.name && !t.IsSinglePlaceholder())
      return Status::Validation(std::string(what) + " template placeholder ${" + attr +
                                "} names the key attribute itself; use another name");
    return Status::Ok();
  };
  KS_RETURN_IF_ERROR(check_key(g.pk_.key, g.pk_.tmpl, g.pk_.attr, "Partition key"));
  std::vector<std::string> generated_names = {g.pk_.key.name, g.pk_.attr};
  if (g.sk_) {
    KS_ASSIGN_OR_RETURN(g.sk_->tmpl, ParseOnePlaceholder(spec.sort_key->template_text));
    g.sk_->attr = g.sk_->tmpl.Attributes()[0];
    KS_RETURN_IF_ERROR(check_key(g.sk_->key, g.sk_->tmpl, g.sk_->attr, "Sort key"));
    const SortKeySpec& sks = *spec.sort_key;
    if (g.sk_->key.type == AttrType::kN) {
      if (sks.kind == SkKind::kUlid)
        return Status::Validation("Sort key attribute " + g.sk_->key.name +
                                  " is a number (N): ULID sort keys need a string (S) key");
      if (sks.kind == SkKind::kSequentialTimestamp && sks.format == TimeFormat::kIso8601)
        return Status::Validation("Sort key attribute " + g.sk_->key.name +
                                  " is a number (N): use Format EPOCH_SECONDS or EPOCH_MILLIS");
    }
    if (sks.kind != SkKind::kRandomId) {
      const int64_t kMaxMillis = 253402300799999;  // 9999-12-31T23:59:59.999Z
      if (sks.start_millis < 0 || sks.start_millis > kMaxMillis)
        return Status::Validation(
            "SortKey.Start must be between 1970-01-01T00:00:00Z and "
            "9999-12-31T23:59:59Z");
      if (sks.step_millis < 0 ||
          (sks.step_millis > 0 &&
           static_cast<uint64_t>(kMaxMillis - sks.start_millis) / sks.step_millis < spec.count - 1))
        return Status::Validation(
            "SortKey.StepSeconds is out of range: the last timestamp "
            "would pass 9999-12-31T23:59:59Z");
    }
    generated_names.push_back(g.sk_->key.name);
    generated_names.push_back(g.sk_->attr);
  }
  // Distinct names for the key attributes and placeholders (a placeholder may repeat its
  // own key attribute only as a bare template).
  if (g.sk_) {
    if (g.pk_.attr == g.sk_->attr || g.pk_.attr == g.sk_->key.name || g.sk_->attr == g.pk_.key.name)
      return Status::Validation(
          "The partition key and sort key templates must use different "
          "placeholder names, other than the other key's attribute");
  }
  if (spec.padding_bytes > 0) generated_names.push_back("padding");
  for (const auto& [name, value] : spec.attributes) {
    if (std::find(generated_names.begin(), generated_names.end(), name) != generated_names.end())
      return Status::Validation("Attributes must not set " + name +
                                ": GenerateItems writes that attribute itself");
  }
  if (pks.distribution == PkDistribution::kZipf)
    g.zipf_.emplace(static_cast<uint32_t>(pks.key_count), pks.zipf_exponent);
  g.Prepare();
  return g;
}

namespace {

// A key attribute's value from its text: an N key keeps the normalised number.
void SetKeyValue(AttrType type, const std::string& text, AttributeValue* v) {
  if (type == AttrType::kN) {
    auto n = Number::Parse(text);
    v->scalar = n.ok() ? n->ToString() : text;
  } else {
    v->scalar = text;
  }
}

// Appends the decimal digits of `v`.
void AppendDecimal(uint64_t v, std::string* out) {
  char buf[24];
  int n = 0;
  do {
    buf[n++] = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v);
  while (n) out->push_back(buf[--n]);
}

}  // namespace

void ItemGenerator::PrepareSlot(KeySlot* slot) {
  const std::vector<TemplatePart>& parts = slot->tmpl.parts();
  size_t ph = 0;
  while (!parts[ph].placeholder) ++ph;
  if (ph > 0) slot->prefix = parts[0].text;
  if (ph + 1 < parts.size()) slot->suffix = parts[ph + 1].text;
  // Without filters, Render is the value between the literals (the generated values are
  // ASCII, so valid UTF-8), once the delimiter rule holds (RenderSlot checks it).
  slot->plain = slot->key.type == AttrType::kS && parts[ph].filters.empty();
}

void ItemGenerator::Prepare() {
  auto lay_out = [&](KeySlot* slot) {
    slot->at = item_.size();
    item_.emplace_back(slot->key.name, AttributeValue());
    item_.back().second.type = slot->key.type;
    slot->attr_at = slot->at;
    if (slot->attr != slot->key.name) {
      slot->attr_at = item_.size();
      item_.emplace_back(slot->attr, AttributeValue());
      item_.back().second.type = slot->key.type;
    }
    PrepareSlot(slot);
  };
  item_.reserve(4 + spec_.attributes.size() + 1);
  lay_out(&pk_);
  if (sk_) lay_out(&*sk_);
  const size_t fixed_from = item_.size();
  for (const auto& kv : spec_.attributes) item_.push_back(kv);
  if (spec_.padding_bytes > 0)
    item_.emplace_back(
        "padding", AttributeValue::S(std::string(static_cast<size_t>(spec_.padding_bytes), 'x')));
  fixed_size_ =
      ItemSize(Item(item_.begin() + static_cast<std::ptrdiff_t>(fixed_from), item_.end()));
}

bool ItemGenerator::RenderSlot(const KeySlot& slot, const std::string& text) {
  AttributeValue& key = item_[slot.at].second;
  bool ok = false;
  if (slot.plain) {
    std::string& out = key.scalar;
    out.assign(slot.prefix);
    out.append(text);
    const size_t end = out.size();
    out.append(slot.suffix);
    ok = slot.suffix.empty() || out.find(slot.suffix, slot.prefix.size()) == end;
  }
  if (!ok) {  // filters, an N key, or the delimiter rule broken: Render decides (and says why)
    Result<std::string> rendered = slot.tmpl.Render({{slot.attr, text}});
    ok = rendered.ok();
    if (ok)
      SetKeyValue(slot.key.type, *rendered, &key);
    else if (status_.ok())
      status_ = rendered.status();
  }
  if (slot.attr_at != slot.at) SetKeyValue(slot.key.type, text, &item_[slot.attr_at].second);
  return ok;
}

void ItemGenerator::Draw() {
  const uint64_t i = index_++;
  const PartitionKeySpec& pks = spec_.partition_key;
  uint64_t k = 0;
  switch (pks.distribution) {
    case PkDistribution::kUniform:
      k = rng_.Below(pks.key_count);
      break;
    case PkDistribution::kZipf:
      k = zipf_->Sample(&rng_);
      break;
    case PkDistribution::kHotKey: {
      double u = rng_.NextDouble();
      if (u >= pks.hot_fraction && pks.key_count > 1) k = 1 + rng_.Below(pks.key_count - 1);
      break;
    }
  }
  last_key_ = k;
  pk_text_.clear();
  AppendDecimal(k, &pk_text_);
  if (pk_.key.type == AttrType::kS && pk_text_.size() < pks.pad_to)
    pk_text_.insert(0, pks.pad_to - pk_text_.size(), '0');
  if (!sk_) return;
  const SortKeySpec& sks = *spec_.sort_key;
  sk_text_.clear();
  const int64_t at = sks.start_millis + static_cast<int64_t>(i) * sks.step_millis;
  switch (sks.kind) {
    case SkKind::kSequentialTimestamp:
      switch (sks.format) {
        case TimeFormat::kIso8601:
          AppendIso8601(at, &sk_text_);
          break;
        case TimeFormat::kEpochSeconds:
          sk_text_ = std::to_string(EpochSeconds(at));
          break;
        case TimeFormat::kEpochMillis:
          sk_text_ = std::to_string(at);
          break;
      }
      break;
    case SkKind::kRandomId: {
      uint64_t hi = rng_.Next();
      if (sk_->key.type == AttrType::kN) {
        AppendDecimal(hi >> 11, &sk_text_);
      } else {
        uint64_t lo = rng_.Next();
        sk_text_ = FormatUuid(hi, lo);
      }
      break;
    }
    case SkKind::kUlid: {
      uint64_t hi = rng_.Next();
      uint64_t lo = rng_.Next();
      AppendUlid(static_cast<uint64_t>(at), hi >> 48, lo, &sk_text_);
      break;
    }
  }
}

const Item& ItemGenerator::Advance() {
  Draw();
  pk_ok_ = RenderSlot(pk_, pk_text_);
  sk_ok_ = !sk_ || RenderSlot(*sk_, sk_text_);
  item_ok_ = pk_ok_ && sk_ok_;
  return item_;
}

Item ItemGenerator::Next() {
  Item item = Advance();
  // A key that did not render is missing (the later slot first, so `at` stays right).
  if (sk_ && !sk_ok_) item.erase(item.begin() + static_cast<std::ptrdiff_t>(sk_->at));
  if (!pk_ok_) item.erase(item.begin() + static_cast<std::ptrdiff_t>(pk_.at));
  return item;
}

int64_t ItemGenerator::item_size() const {
  int64_t size = fixed_size_;
  auto add = [&](const KeySlot& slot) {
    const auto& [name, value] = item_[slot.at];
    size += static_cast<int64_t>(name.size()) + value::AttributeValueSize(value);
    if (slot.attr_at == slot.at) return;
    const auto& [attr, attr_value] = item_[slot.attr_at];
    size += static_cast<int64_t>(attr.size()) + value::AttributeValueSize(attr_value);
  };
  add(pk_);
  if (sk_) add(*sk_);
  return size;
}

// ---- GenerateItems ------------------------------------------------------------------------

void GenerateRoom::Count(const Table& table, const Item& item) { Add(table.MemoryFor(item)); }

void GenerateRoom::Add(int64_t memory_bytes) {
  ++items_;
  bytes_ += memory_bytes;
}

Status GenerateRoom::Check(const table::Database* db, const Table& table) const {
  if (table.item_count() + items_ > table::Database::kMaxItemsPerTable)
    return Status(base::ErrorCode::kLimitExceeded,
                  "keyscape holds at most " + std::to_string(table::Database::kMaxItemsPerTable) +
                      " items per table: table " + table.def().name + " holds " +
                      std::to_string(table.item_count()) + " and generating " +
                      std::to_string(items_) + " more would pass it");
  if (!db) return Status::Ok();
  return db->CheckMemory(bytes_, "generating " + std::to_string(items_) + " items");
}

bool RenderedItems::Add(const Table& table, const Item& item, int64_t size) {
  const size_t start = bytes_.size();
  table.AppendPrimaryKey(item, &bytes_);
  const size_t key_end = bytes_.size();
  value::EncodeItem(item, &bytes_);
  entries_.push_back({static_cast<uint32_t>(key_end - start),
                      static_cast<uint32_t>(bytes_.size() - key_end), size});
  if (bytes_.size() <= kMaxBytes) return true;
  bytes_ = std::string();
  entries_ = std::vector<Entry>();
  return false;
}

void RenderedItems::StoreInto(Table* table, GenerateStats* stats) const {
  std::string_view rest = bytes_;
  for (const Entry& e : entries_) {
    const bool replaced =
        table->PutEncoded(rest.substr(0, e.key_len), rest.substr(e.key_len, e.value_len), e.size);
    (replaced ? stats->replaced : stats->inserted)++;
    rest.remove_prefix(e.key_len + e.value_len);
  }
}

namespace {

// The checks of item i (keys, size); its ItemSize when it passes.
Result<int64_t> CheckedSize(const ItemGenerator& gen, const Item& item, const Table& table,
                            uint64_t i) {
  Status st = gen.item_ok() ? table.ValidateItemKeys(item) : gen.status();
  if (!st.ok())
    return Status(st.code(), "GenerateItems item " + std::to_string(i) + ": " + st.message());
  const int64_t size = gen.item_size();
  if (size > kMaxItemSize)
    return Status::Validation("GenerateItems item " + std::to_string(i) +
                              ": Item size has exceeded the maximum allowed size");
  return size;
}

// The distinct partition key indexes drawn: a bitmap when the key space is small, else the
// indexes sorted.
class DistinctKeys {
 public:
  DistinctKeys(uint64_t key_count, uint64_t count) {
    if (key_count <= 8 * count + 65536)
      seen_.resize(static_cast<size_t>(key_count));
    else
      drawn_.reserve(static_cast<size_t>(count));
  }
  void Add(uint64_t k) {
    if (seen_.empty()) {
      drawn_.push_back(k);
    } else if (!seen_[static_cast<size_t>(k)]) {
      seen_[static_cast<size_t>(k)] = true;
      ++distinct_;
    }
  }
  uint64_t Count() {
    if (!seen_.empty()) return distinct_;
    std::sort(drawn_.begin(), drawn_.end());
    return static_cast<uint64_t>(std::unique(drawn_.begin(), drawn_.end()) - drawn_.begin());
  }

 private:
  std::vector<bool> seen_;
  std::vector<uint64_t> drawn_;
  uint64_t distinct_ = 0;
};

// The second generation of a chunk too large to buffer: each item stored as it is rendered.
Status StoreRegenerated(Table* table, const GenerateSpec& spec,
                        const std::optional<StreamPosition>& from, uint64_t count,
                        GenerateStats* stats) {
  KS_ASSIGN_OR_RETURN(ItemGenerator gen, ItemGenerator::Create(table->def(), spec));
  if (from) gen.Resume(*from);
  std::string key, encoded;
  for (uint64_t i = 0; i < count; ++i) {
    const Item& item = gen.Advance();
    key.clear();
    table->AppendPrimaryKey(item, &key);
    encoded.clear();
    value::EncodeItem(item, &encoded);
    (table->PutEncoded(key, encoded, gen.item_size()) ? stats->replaced : stats->inserted)++;
  }
  return Status::Ok();
}

}  // namespace

Result<GenerateStats> GenerateItems(Table* table, const GenerateSpec& spec,
                                    const table::Database* db) {
  StreamPosition end;
  return GenerateChunk(table, spec, db, std::nullopt, spec.count, &end);
}

Result<GenerateStats> GenerateChunk(Table* table, const GenerateSpec& spec,
                                    const table::Database* db,
                                    const std::optional<StreamPosition>& from, uint64_t count,
                                    StreamPosition* end) {
  KS_ASSIGN_OR_RETURN(ItemGenerator gen, ItemGenerator::Create(table->def(), spec));
  if (from) gen.Resume(*from);
  GenerateStats stats;
  GenerateRoom room;
  DistinctKeys distinct(spec.partition_key.key_count, count);
  RenderedItems rendered;
  bool buffered = true;
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t number = gen.index();
    const Item& item = gen.Advance();
    KS_ASSIGN_OR_RETURN(int64_t size, CheckedSize(gen, item, *table, number));
    room.Add(table->MemoryFor(item));
    distinct.Add(gen.last_key_index());
    stats.generated_bytes += size;
    if (buffered) buffered = rendered.Add(*table, item, size);
  }
  KS_RETURN_IF_ERROR(room.Check(db, *table));
  *end = gen.position();
  // Nothing fails from here on: every item is stored.
  if (buffered)
    rendered.StoreInto(table, &stats);
  else
    KS_RETURN_IF_ERROR(StoreRegenerated(table, spec, from, count, &stats));
  stats.generated = count;
  stats.distinct_partition_keys = distinct.Count();
  return stats;
}

}  // namespace keyscape::datagen
