// Lint rules on how load and data spread over partition-key values:
// low-cardinality-partition, monotonic-partition-key, hot-partition, item-collection-limit.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>

#include "json_fields.h"
#include "keyscape/model/pattern_target.h"
#include "keyscape/partition/capacity.h"
#include "lint_internal.h"
#include "model_names.h"

namespace keyscape::model::lint {
namespace {

constexpr char kCardinalityWhy[] =
    "DynamoDB places items by a hash of the partition key: a key with a handful of values "
    "puts all items and all traffic of each value on one partition (3,000 read and 1,000 "
    "write units per second at most), however large the table grows.";
constexpr char kMonotonicWhy[] =
    "A date or timestamp as the partition key sends every new write to the value of now: "
    "one partition takes the whole write load (at most 1,000 write units per second) while "
    "the others hold yesterday's data. DynamoDB does not split for heat on such sequential "
    "keys.";
constexpr char kHotWhy[] =
    "One partition-key value lives on one partition, which serves at most 3,000 read and "
    "1,000 write units per second; beyond that requests are throttled even when the table "
    "has capacity to spare. Write sharding (KEY#0 ... KEY#S-1) spreads one logical key "
    "over S keys that hash independently.";
constexpr char kCollectionWhy[] =
    "In a table with a local secondary index, the items of one partition-key value (an "
    "item collection, with their LSI entries) may not exceed 10 GB: writes beyond it fail "
    "with ItemCollectionSizeLimitExceededException, and the collection never splits "
    "across partitions.";

constexpr double kTenGb = static_cast<double>(partition::kPartitionSizeBytes);
constexpr double kSecondsPerYear = 365.0 * 24 * 3600;

std::string Num(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, v >= 100 || v == std::floor(v) ? "%.0f" : "%.1f", v);
  return buf;
}

// A high-cardinality attribute to add to a key: an id-like attribute of the entity.
std::string IdAttribute(const Entity& e) {
  for (const AttributeSpec& a : e.attributes)
    if (a.format == ValueFormat::kUlid || a.format == ValueFormat::kUuid) return a.name;
  for (const AttributeSpec& a : e.attributes)
    if (a.allowed_values.empty() && a.name.size() > 2 &&
        (a.name.substr(a.name.size() - 2) == "Id" || a.name.substr(a.name.size() - 2) == "id"))
      return a.name;
  return "id";
}

std::vector<KeyAttribute> PartitionAttributes(const TableModel& t, const std::string& index) {
  if (index.empty()) return {t.partition_key};
  return t.FindGlobalIndex(index)->partition_key;
}

std::vector<std::string> PartitionIndexes(const TableModel& t) {
  std::vector<std::string> out = {""};
  for (const GlobalIndex& g : t.global_indexes) out.push_back(g.name);
  return out;
}

void EntityPartitionRules(const Context& c, const Entity& e, Findings* out) {
  const TableModel* t = c.d.FindTable(e.table);
  double samples = 0;
  for (const SampleItem& s : c.d.items) samples += s.entity && *s.entity == e.name;
  const double count = std::max(static_cast<double>(e.expected_count.value_or(0)), samples);
  for (const std::string& index : PartitionIndexes(*t)) {
    std::optional<double> card = 1;
    bool complete = true;
    std::string time_attr;
    bool open_other = false;  // an open value besides the time spreads the key
    const EntityKey* first = nullptr;
    for (const KeyAttribute& k : PartitionAttributes(*t, index)) {
      const EntityKey* ek = e.FindKey(k.name);
      if (!ek) {
        complete = false;
        break;
      }
      if (!first) first = ek;
      std::optional<double> n = Cardinality(ek->key_template, e);
      card = card && n ? std::optional<double>(*card * *n) : std::nullopt;
      for (const TemplatePart& p : ek->key_template.parts()) {
        if (!p.placeholder) continue;
        const AttributeSpec* a = e.FindAttribute(p.text);
        if (IsTime(p, a, Texts(SamplesOf(c.d, e, p.text)))) {
          if (time_attr.empty()) time_attr = p.text;
        } else if (!a || a->allowed_values.empty()) {
          open_other = true;
        }
      }
    }
    if (!complete || !first) continue;
    FindingLocation l{t->name,          index, e.name,
                      first->attribute, "",    EntityKeyPath(c.d, e, first->attribute)};
    const std::string& tmpl = first->key_template.text();
    if (card && *card <= 10 && count >= 100) {
      out->push_back(
          Make("low-cardinality-partition", Severity::kWarning, l,
               first->attribute + " of " + e.name + " (" + tmpl + ") takes at most " + Num(*card) +
                   " value" + (*card == 1 ? "" : "s") + " over " + Num(count) + " items",
               kCardinalityWhy,
               "add a high-cardinality attribute to the key: " + tmpl + "#${" + IdAttribute(e) +
                   "}, or write-shard it: " + tmpl + "#${shard} (shard = hash of the id mod N)"));
    }
    if (!time_attr.empty() && !open_other) {
      out->push_back(Make("monotonic-partition-key", Severity::kWarning, l,
                          first->attribute + " of " + e.name + " (" + tmpl +
                              ") is keyed by the date/time " + time_attr,
                          kMonotonicWhy,
                          "partition by the owner of the items (e.g. ${" + IdAttribute(e) +
                              "}) and put " + time_attr +
                              " in the sort key, or shard the date: " + tmpl + "#${shard}"));
    }
  }
}

// The text around the first ISO date (and the time after it), or nullopt without one:
// "DAY#" of DAY#2026-06-23, "C#c1#" of C#c1#2026-06-23T10:00:00Z.
std::optional<std::string> WithoutDate(const std::string& s) {
  for (size_t i = 0; i + 10 <= s.size(); ++i) {
    if ((i > 0 && std::isdigit(static_cast<unsigned char>(s[i - 1]))) ||
        !HasIsoDate(std::string_view(s).substr(i, 10)))
      continue;
    size_t j = i + 10;
    while (j < s.size() && std::strchr("0123456789-:TZ.+", s[j]) && s[j] != '\0') ++j;
    return s.substr(0, i) + s.substr(j);
  }
  return std::nullopt;
}

void RawPartitionRules(const Context& c, const TableModel& t, Findings* out) {
  for (const KeyRole& r : RolesOf(t)) {
    if (r.sort) continue;
    std::set<std::string> distinct;
    std::set<std::string> rests;  // the values without their dates
    size_t n = 0, dated = 0;
    const RenderedItem* first = nullptr;
    for (const RenderedItem& it : c.items) {
      if (it.entity || it.table != t.name) continue;
      std::optional<std::string> v = KeyText(it.item, r.attr.name);
      if (!v) continue;
      if (!first) first = &it;
      ++n;
      distinct.insert(*v);
      std::optional<std::string> rest = WithoutDate(*v);
      if (r.attr.type != AttrType::kS || !rest) continue;
      ++dated;
      rests.insert(*rest);
    }
    if (!first) continue;
    FindingLocation l{t.name, r.index, "", r.attr.name, "", ItemPath(c.d, *first, r.attr.name)};
    if (n >= 100 && distinct.size() <= 10)
      out->push_back(Make("low-cardinality-partition", Severity::kWarning, l,
                          std::to_string(n) + " items of table " + t.name + " share " +
                              std::to_string(distinct.size()) + " values of " + r.attr.name,
                          kCardinalityWhy,
                          "add a high-cardinality value to " + r.attr.name + " (e.g. " +
                              *distinct.begin() + "#<id>), or write-shard it (" +
                              *distinct.begin() + "#<0..N-1>)"));
    if (n >= 2 && dated == n && rests.size() == 1)
      out->push_back(Make("monotonic-partition-key", Severity::kWarning, l,
                          "every " + r.attr.name + " of table " + t.name + " holds a date (" +
                              *distinct.begin() + ", ...)",
                          kMonotonicWhy,
                          "partition by the owner of the items and move the date into the sort "
                          "key, or shard the date: " +
                              *distinct.begin() + "#<0..N-1>"));
  }
}

// ---- hot-partition ----

void HotPartitionRule(const Context& c, Findings* out) {
  if (c.units.size() != c.d.patterns.size()) return;
  struct Demand {
    double read = 0, write = 0;
    size_t first = 0;
  };
  std::map<std::tuple<std::string, std::string, std::string>, Demand> by_key;
  std::vector<std::tuple<std::string, std::string, std::string>> order;
  for (size_t i = 0; i < c.d.patterns.size(); ++i) {
    const AccessPattern& p = c.d.patterns[i];
    if (!p.key || !p.rate_per_second) continue;
    Result<std::string> pk = p.key->partition.Render(TemplateValuesOf(p.parameters));
    auto key =
        std::make_tuple(p.table, p.index.value_or(""), pk.ok() ? *pk : p.key->partition.text());
    auto [it, fresh] = by_key.emplace(key, Demand{0, 0, i});
    if (fresh) order.push_back(key);
    it->second.read += *p.rate_per_second * c.units[i].read_units;
    it->second.write += *p.rate_per_second * c.units[i].write_units;
  }
  for (const auto& key : order) {
    const Demand& dm = by_key[key];
    if (dm.read <= partition::kPartitionReadUnits && dm.write <= partition::kPartitionWriteUnits)
      continue;
    const AccessPattern& p = c.d.patterns[dm.first];
    uint32_t s = partition::SuffixCountNeeded(dm.read, dm.write);
    FindingLocation l{p.table, p.index.value_or(""),         p.entity.value_or(""), "",
                      p.name,  PatternPath(dm.first, "rate")};
    out->push_back(Make(
        "hot-partition", Severity::kWarning, l,
        "partition-key value " + std::get<2>(key) + " takes " + Num(dm.read) + " read and " +
            Num(dm.write) + " write units per second (one partition: 3,000 / 1,000)",
        kHotWhy,
        "write-shard the key over " + std::to_string(s) + " suffixes: " + p.key->partition.text() +
            "#${shard} with shard 0.." + std::to_string(s - 1) +
            " (reads of the whole key then query " + std::to_string(s) + " keys)"));
  }
}

// ---- item-collection-limit ----

double MeanItemSize(const Context& c, const Entity* e) {
  double sum = 0, n = 0;
  for (const RenderedItem& it : c.items)
    if (e && it.entity == e) {
      sum += static_cast<double>(ItemSize(it.item));
      ++n;
    }
  return n > 0 ? sum / n : 1024;
}

bool Inserts(Operation op) {
  return op == Operation::kPutItem || op == Operation::kBatchWriteItem ||
         op == Operation::kTransactWriteItems;
}

struct Lsi {
  const TableModel& t;
  std::string path;  // of the table's first LSI
  std::string fix;
  FindingLocation At(std::string entity, std::string attribute, std::string pattern) const {
    return {t.name,
            t.local_indexes[0].name,
            std::move(entity),
            std::move(attribute),
            std::move(pattern),
            path};
  }
};

// Inserts at the stated rates, per rendered partition-key value, for a year.
void CollectionGrowth(const Context& c, const Lsi& lsi, Findings* out) {
  std::map<std::string, std::pair<double, size_t>> per_second;  // partition -> bytes/s, first
  for (size_t i = 0; i < c.d.patterns.size(); ++i) {
    const AccessPattern& p = c.d.patterns[i];
    if (p.table != lsi.t.name || !Inserts(p.operation) || !p.rate_per_second || !p.key) continue;
    Result<std::string> pk = p.key->partition.Render(TemplateValuesOf(p.parameters));
    const Entity* e = p.entity ? c.d.FindEntity(*p.entity) : nullptr;
    double bytes = *p.rate_per_second * static_cast<double>(p.items_per_request.value_or(1)) *
                   MeanItemSize(c, e);
    auto [it, fresh] =
        per_second.emplace(pk.ok() ? *pk : p.key->partition.text(), std::make_pair(0.0, i));
    it->second.first += bytes;
  }
  for (const auto& [pk, v] : per_second) {
    if (v.first * kSecondsPerYear < kTenGb) continue;
    const AccessPattern& p = c.d.patterns[v.second];
    out->push_back(Make("item-collection-limit", Severity::kWarning,
                        lsi.At(p.entity.value_or(""), "", p.name),
                        "at the stated rates the item collection " + pk + " reaches 10 GB in " +
                            Num(kTenGb / v.first / 86400) + " days",
                        kCollectionWhy, lsi.fix));
  }
}

// expectedCount items spread over a bounded number of partition-key values.
void CollectionSize(const Context& c, const Lsi& lsi, Findings* out) {
  for (const Entity& e : c.d.entities) {
    const EntityKey* k = e.FindKey(lsi.t.partition_key.name);
    if (e.table != lsi.t.name || !e.expected_count || !k) continue;
    std::optional<double> card = Cardinality(k->key_template, e);
    if (!card) continue;
    double bytes = static_cast<double>(*e.expected_count) * MeanItemSize(c, &e) / *card;
    if (bytes < kTenGb) continue;
    out->push_back(Make(
        "item-collection-limit", Severity::kWarning, lsi.At(e.name, lsi.t.partition_key.name, ""),
        Num(static_cast<double>(*e.expected_count)) + " items of " + e.name + " over " +
            Num(*card) + " partition-key value" + (*card == 1 ? "" : "s") +
            " make item collections of " + Num(bytes / (1 << 30)) + " GiB each",
        kCollectionWhy, lsi.fix));
  }
}

void CollectionRule(const Context& c, const TableModel& t, Findings* out) {
  if (t.local_indexes.empty()) return;
  const Lsi lsi{
      t, Child(Child(Child("/tables", IndexOf(c.d, t)), "localSecondaryIndexes"), size_t{0}),
      "replace " + t.local_indexes[0].name +
          " by a GSI with the same keys (a GSI has no item-collection limit), or spread each "
          "collection over more partition-key values (e.g. append #${shard} to the partition "
          "key)"};
  CollectionGrowth(c, lsi, out);
  CollectionSize(c, lsi, out);
}

}  // namespace

void CapacityRules(const Context& c, Findings* out) {
  for (const Entity& e : c.d.entities) EntityPartitionRules(c, e, out);
  for (const TableModel& t : c.d.tables) {
    RawPartitionRules(c, t, out);
    CollectionRule(c, t, out);
  }
  HotPartitionRule(c, out);
}

}  // namespace keyscape::model::lint
