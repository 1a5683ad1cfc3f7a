#include "keyscape/model/generator.h"

#include <algorithm>
#include <cstdio>

#include "keyscape/value/number.h"
#include "model_names.h"

namespace keyscape::model {

namespace {

std::string PadLeft(std::string s, uint32_t width) {
  if (s.size() < width) s.insert(0, width - s.size(), '0');
  return s;
}

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
    : spec_(spec), pk_(def.key.hash), sk_(def.key.range), rng_(spec.seed) {}

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
  KS_ASSIGN_OR_RETURN(g.pk_tmpl_, ParseOnePlaceholder(pks.template_text));
  g.pk_attr_ = g.pk_tmpl_.Attributes()[0];
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
  KS_RETURN_IF_ERROR(check_key(g.pk_, g.pk_tmpl_, g.pk_attr_, "Partition key"));
  std::vector<std::string> generated_names = {g.pk_.name, g.pk_attr_};
  if (g.sk_) {
    KS_ASSIGN_OR_RETURN(g.sk_tmpl_, ParseOnePlaceholder(spec.sort_key->template_text));
    g.sk_attr_ = g.sk_tmpl_.Attributes()[0];
    KS_RETURN_IF_ERROR(check_key(*g.sk_, g.sk_tmpl_, g.sk_attr_, "Sort key"));
    const SortKeySpec& sks = *spec.sort_key;
    if (g.sk_->type == AttrType::kN) {
      if (sks.kind == SkKind::kUlid)
        return Status::Validation("Sort key attribute " + g.sk_->name +
                                  " is a number (N): ULID sort keys need a string (S) key");
      if (sks.kind == SkKind::kSequentialTimestamp && sks.format == TimeFormat::kIso8601)
        return Status::Validation("Sort key attribute " + g.sk_->name +
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
    generated_names.push_back(g.sk_->name);
    generated_names.push_back(g.sk_attr_);
  }
  // Distinct names for the key attributes and placeholders (a placeholder may repeat its
  // own key attribute only as a bare template).
  if (g.sk_) {
    if (g.pk_attr_ == g.sk_attr_ || g.pk_attr_ == g.sk_->name || g.sk_attr_ == g.pk_.name)
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
  return g;
}

AttributeValue ItemGenerator::KeyValue(AttrType type, std::string text) const {
  if (type == AttrType::kN) {
    auto n = Number::Parse(text);
    return AttributeValue::N(n.ok() ? n->ToString() : text);
  }
  return AttributeValue::S(std::move(text));
}

void ItemGenerator::AddKey(const KeyElement& key, const KeyTemplate& tmpl, const std::string& attr,
                           const std::string& text, Item* item) {
  Result<std::string> rendered = tmpl.Render({{attr, text}});
  if (rendered.ok()) {
    item->emplace_back(key.name, KeyValue(key.type, std::move(rendered).value()));
  } else if (status_.ok()) {
    status_ = rendered.status();
  }
  if (attr != key.name) item->emplace_back(attr, KeyValue(key.type, text));
}

Item ItemGenerator::Next() {
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
  Item item;
  item.reserve(4 + spec_.attributes.size());
  std::string pk_text = std::to_string(k);
  if (pk_.type == AttrType::kS) pk_text = PadLeft(std::move(pk_text), pks.pad_to);
  AddKey(pk_, pk_tmpl_, pk_attr_, pk_text, &item);

  if (sk_) {
    const SortKeySpec& sks = *spec_.sort_key;
    std::string sk_text;
    const int64_t at = sks.start_millis + static_cast<int64_t>(i) * sks.step_millis;
    switch (sks.kind) {
      case SkKind::kSequentialTimestamp:
        switch (sks.format) {
          case TimeFormat::kIso8601:
            sk_text = FormatIso8601(at);
            break;
          case TimeFormat::kEpochSeconds:
            sk_text = std::to_string(EpochSeconds(at));
            break;
          case TimeFormat::kEpochMillis:
            sk_text = std::to_string(at);
            break;
        }
        break;
      case SkKind::kRandomId: {
        uint64_t hi = rng_.Next();
        if (sk_->type == AttrType::kN) {
          sk_text = std::to_string(hi >> 11);
        } else {
          uint64_t lo = rng_.Next();
          sk_text = FormatUuid(hi, lo);
        }
        break;
      }
      case SkKind::kUlid: {
        uint64_t hi = rng_.Next();
        uint64_t lo = rng_.Next();
        sk_text = FormatUlid(static_cast<uint64_t>(at), hi >> 48, lo);
        break;
      }
    }
    AddKey(*sk_, sk_tmpl_, sk_attr_, sk_text, &item);
  }
  for (const auto& kv : spec_.attributes) item.push_back(kv);
  if (spec_.padding_bytes > 0)
    item.emplace_back(
        "padding", AttributeValue::S(std::string(static_cast<size_t>(spec_.padding_bytes), 'x')));
  return item;
}

namespace {

// Item i of the generator, checked (keys, size) and counted into *room.
Result<Item> NextChecked(ItemGenerator& gen, const Table& table, uint64_t i, GenerateRoom* room) {
  Item item = gen.Next();
  Status st = gen.status().ok() ? table.ValidateItemKeys(item) : gen.status();
  if (!st.ok())
    return Status(st.code(), "GenerateItems item " + std::to_string(i) + ": " + st.message());
  if (ItemSize(item) > kMaxItemSize)
    return Status::Validation("GenerateItems item " + std::to_string(i) +
                              ": Item size has exceeded the maximum allowed size");
  room->Count(table, item);
  return item;
}

}  // namespace

void GenerateRoom::Count(const Table& table, const Item& item) {
  ++items_;
  bytes_ += table.MemoryFor(item);
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

Result<GenerateStats> GenerateItems(Table* table, const GenerateSpec& spec,
                                    const table::Database* db) {
  {  // First pass: every item valid and the whole set within the limits, or nothing stored.
    KS_ASSIGN_OR_RETURN(ItemGenerator gen, ItemGenerator::Create(table->def(), spec));
    GenerateRoom room;
    for (uint64_t i = 0; i < spec.count; ++i)
      KS_RETURN_IF_ERROR(NextChecked(gen, *table, i, &room).status());
    KS_RETURN_IF_ERROR(room.Check(db, *table));
  }
  KS_ASSIGN_OR_RETURN(ItemGenerator gen, ItemGenerator::Create(table->def(), spec));
  GenerateStats stats;
  GenerateRoom unused;
  std::vector<uint64_t> drawn;
  drawn.reserve(static_cast<size_t>(spec.count));
  for (uint64_t i = 0; i < spec.count; ++i) {
    KS_ASSIGN_OR_RETURN(Item item, NextChecked(gen, *table, i, &unused));
    drawn.push_back(gen.last_key_index());
    std::optional<Item> old;
    table->Put(item, &old);
    if (old)
      stats.replaced++;
    else
      stats.inserted++;
    stats.generated++;
    stats.generated_bytes += ItemSize(item);
  }
  std::sort(drawn.begin(), drawn.end());
  stats.distinct_partition_keys =
      static_cast<uint64_t>(std::unique(drawn.begin(), drawn.end()) - drawn.begin());
  return stats;
}

}  // namespace keyscape::model
