#include "keyscape/partition/generator.h"

#include <algorithm>
#include <cstdio>

#include "keyscape/number.h"

namespace keyscape::partition {

// ---- templates ----------------------------------------------------------------------------

Result<KeyTemplate> KeyTemplate::Parse(std::string_view text) {
  size_t open = text.find("${");
  if (open == std::string_view::npos)
    return Status::Validation("Key template '" + std::string(text) +
                              "' has no ${attribute} placeholder");
  size_t close = text.find('}', open + 2);
  if (close == std::string_view::npos)
    return Status::Validation("Key template '" + std::string(text) +
                              "' has an unterminated ${ placeholder");
  std::string_view name = text.substr(open + 2, close - open - 2);
  if (name.empty())
    return Status::Validation("Key template '" + std::string(text) +
                              "' has an empty ${} placeholder");
  if (name.find('|') != std::string_view::npos)
    return Status::Validation("Key template '" + std::string(text) +
                              "': filters are not supported by GenerateItems");
  if (name.find("${") != std::string_view::npos ||
      text.find("${", close + 1) != std::string_view::npos)
    return Status::Validation("Key template '" + std::string(text) +
                              "' must have exactly one ${attribute} placeholder");
  KeyTemplate t;
  t.prefix = std::string(text.substr(0, open));
  t.placeholder = std::string(name);
  t.suffix = std::string(text.substr(close + 1));
  return t;
}

// ---- time and id formats ------------------------------------------------------------------

namespace {

// Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian).
int64_t DaysFromCivil(int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<int64_t>(doe) - 719468;
}

void CivilFromDays(int64_t z, int64_t* y, unsigned* m, unsigned* d) {
  z += 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  *d = doy - (153 * mp + 2) / 5 + 1;
  *m = mp < 10 ? mp + 3 : mp - 9;
  *y = static_cast<int64_t>(yoe) + era * 400 + (*m <= 2);
}

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

std::string PadLeft(std::string s, uint32_t width) {
  if (s.size() < width) s.insert(0, width - s.size(), '0');
  return s;
}

}  // namespace

std::string FormatIso8601(int64_t millis) {
  int64_t secs = FloorDiv(millis, 1000);
  int64_t days = FloorDiv(secs, 86400);
  int64_t rem = secs - days * 86400;
  int64_t y;
  unsigned m, d;
  CivilFromDays(days, &y, &m, &d);
  char buf[40];
  std::snprintf(buf, sizeof buf, "%04lld-%02u-%02uT%02d:%02d:%02dZ", static_cast<long long>(y), m,
                d, static_cast<int>(rem / 3600), static_cast<int>(rem / 60 % 60),
                static_cast<int>(rem % 60));
  return buf;
}

bool ParseIso8601(std::string_view t, int64_t* millis) {
  if (t.size() != 20 || t[4] != '-' || t[7] != '-' || t[10] != 'T' || t[13] != ':' ||
      t[16] != ':' || t[19] != 'Z')
    return false;
  auto num = [&](size_t at, size_t len, int64_t* out) {
    int64_t v = 0;
    for (size_t i = at; i < at + len; ++i) {
      if (t[i] < '0' || t[i] > '9') return false;
      v = v * 10 + (t[i] - '0');
    }
    *out = v;
    return true;
  };
  int64_t y, mo, d, h, mi, s;
  if (!num(0, 4, &y) || !num(5, 2, &mo) || !num(8, 2, &d) || !num(11, 2, &h) || !num(14, 2, &mi) ||
      !num(17, 2, &s))
    return false;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return false;
  static const int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  if (d > kDays[mo - 1] || (mo == 2 && d == 29 && !leap)) return false;
  int64_t days = DaysFromCivil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d));
  *millis = ((days * 24 + h) * 60 + mi) * 60000 + s * 1000;
  return true;
}

std::string FormatUlid(uint64_t time_millis, uint64_t random_hi16, uint64_t random_lo64) {
  static const char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  unsigned __int128 v = (static_cast<unsigned __int128>(time_millis & 0xFFFFFFFFFFFFULL) << 80) |
                        (static_cast<unsigned __int128>(random_hi16 & 0xFFFF) << 64) | random_lo64;
  std::string out(26, '0');
  for (int i = 25; i >= 0; --i) {
    out[i] = kAlphabet[static_cast<unsigned>(v & 31)];
    v >>= 5;
  }
  return out;
}

namespace {

std::string FormatUuid(uint64_t hi, uint64_t lo) {
  hi = (hi & ~uint64_t{0xF000}) | 0x4000;                     // version 4
  lo = (lo & 0x3FFFFFFFFFFFFFFFULL) | 0x8000000000000000ULL;  // RFC 4122 variant
  char buf[40];
  std::snprintf(buf, sizeof buf, "%08x-%04x-%04x-%04x-%012llx", static_cast<unsigned>(hi >> 32),
                static_cast<unsigned>((hi >> 16) & 0xFFFF), static_cast<unsigned>(hi & 0xFFFF),
                static_cast<unsigned>(lo >> 48),
                static_cast<unsigned long long>(lo & 0xFFFFFFFFFFFFULL));
  return buf;
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
  KS_ASSIGN_OR_RETURN(g.pk_tmpl_, KeyTemplate::Parse(pks.template_text));
  auto check_key = [&](const KeyElement& k, const KeyTemplate& t, const char* what) -> Status {
    if (k.type == AttrType::kB)
      return Status::Validation(std::string(what) + " attribute " + k.name +
                                " is binary (B): GenerateItems makes S and N keys only");
    if (k.type == AttrType::kN && !t.bare())
      return Status::Validation(std::string(what) + " attribute " + k.name +
                                " is a number (N): its template must be just ${attribute}");
    if (t.placeholder == k.name && !t.bare())
      return Status::Validation(std::string(what) + " template placeholder ${" + t.placeholder +
                                "} names the key attribute itself; use another name");
    return Status::Ok();
  };
  KS_RETURN_IF_ERROR(check_key(g.pk_, g.pk_tmpl_, "Partition key"));
  std::vector<std::string> generated_names = {g.pk_.name, g.pk_tmpl_.placeholder};
  if (g.sk_) {
    KS_ASSIGN_OR_RETURN(g.sk_tmpl_, KeyTemplate::Parse(spec.sort_key->template_text));
    KS_RETURN_IF_ERROR(check_key(*g.sk_, g.sk_tmpl_, "Sort key"));
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
    generated_names.push_back(g.sk_tmpl_.placeholder);
  }
  // Distinct names for the key attributes and placeholders (a placeholder may repeat its
  // own key attribute only as a bare template).
  if (g.sk_) {
    if (g.pk_tmpl_.placeholder == g.sk_tmpl_.placeholder || g.pk_tmpl_.placeholder == g.sk_->name ||
        g.sk_tmpl_.placeholder == g.pk_.name)
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
  item.emplace_back(pk_.name, KeyValue(pk_.type, pk_tmpl_.Render(pk_text)));
  if (pk_tmpl_.placeholder != pk_.name)
    item.emplace_back(pk_tmpl_.placeholder, KeyValue(pk_.type, pk_text));

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
            sk_text = std::to_string(FloorDiv(at, 1000));
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
    item.emplace_back(sk_->name, KeyValue(sk_->type, sk_tmpl_.Render(sk_text)));
    if (sk_tmpl_.placeholder != sk_->name)
      item.emplace_back(sk_tmpl_.placeholder, KeyValue(sk_->type, sk_text));
  }
  for (const auto& kv : spec_.attributes) item.push_back(kv);
  if (spec_.padding_bytes > 0)
    item.emplace_back(
        "padding", AttributeValue::S(std::string(static_cast<size_t>(spec_.padding_bytes), 'x')));
  return item;
}

Result<GenerateStats> GenerateItems(Table* table, const GenerateSpec& spec) {
  KS_ASSIGN_OR_RETURN(ItemGenerator gen, ItemGenerator::Create(table->def(), spec));
  GenerateStats stats;
  std::vector<uint64_t> drawn;
  drawn.reserve(static_cast<size_t>(spec.count));
  for (uint64_t i = 0; i < spec.count; ++i) {
    Item item = gen.Next();
    drawn.push_back(gen.last_key_index());
    Status st = table->ValidateItemKeys(item);
    if (!st.ok())
      return Status(st.code(), "GenerateItems item " + std::to_string(i) + ": " + st.message());
    int64_t size = ItemSize(item);
    if (size > kMaxItemSize)
      return Status::Validation("GenerateItems item " + std::to_string(i) +
                                ": Item size has exceeded the maximum allowed size");
    std::optional<Item> old;
    table->Put(item, &old);
    if (old)
      stats.replaced++;
    else
      stats.inserted++;
    stats.generated++;
    stats.generated_bytes += size;
  }
  std::sort(drawn.begin(), drawn.end());
  stats.distinct_partition_keys =
      static_cast<uint64_t>(std::unique(drawn.begin(), drawn.end()) - drawn.begin());
  return stats;
}

}  // namespace keyscape::partition
