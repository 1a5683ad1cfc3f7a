#include "keyscape/analysis/cost.h"

#include <cmath>
#include <map>

#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_size.h"

namespace keyscape::analysis {

using base::Json;
using model::AccessPattern;
using model::Design;
using model::Entity;
using model::GlobalIndex;
using model::IndexProjection;
using model::KeyAttribute;
using model::LocalIndex;
using model::OperationName;
using model::PatternUnits;
using model::Prices;
using model::ProjectionKind;
using model::RenderedItem;
using model::TableModel;
using value::Item;
using value::ItemSize;

namespace {

constexpr double kItemOverheadBytes = 100;
constexpr double kBytesPerGb = 1024.0 * 1024.0 * 1024.0;

double Cents(double usd) { return std::round(usd * 100) / 100; }

Json PricesJson(const Prices& p, bool from_model) {
  Json j = Json::Object();
  j.Add("region", Json::String(p.region));
  j.Add("date", Json::String(p.date));
  j.Add("source", Json::String(p.source));
  j.Add("readRequestUnit", Json::Double(p.read_request_unit));
  j.Add("writeRequestUnit", Json::Double(p.write_request_unit));
  j.Add("rcuHour", Json::Double(p.rcu_hour));
  j.Add("wcuHour", Json::Double(p.wcu_hour));
  j.Add("gbMonth", Json::Double(p.gb_month));
  j.Add("hoursPerMonth", Json::Double(p.hours_per_month));
  j.Add("from", Json::String(from_model ? "model" : "default"));
  return j;
}

struct Rates {
  double read = 0, write = 0;  // units per second
};

double OnDemand(const Rates& r, const Prices& p) {
  const double seconds = p.hours_per_month * 3600;
  return (r.read * p.read_request_unit + r.write * p.write_request_unit) * seconds / 1e6;
}
double Provisioned(const Rates& r, const Prices& p) {
  return (r.read * p.rcu_hour + r.write * p.wcu_hour) * p.hours_per_month;
}

// Attributes an index holds of `item`, or nullopt when the item lacks the index's keys.
std::optional<Item> Projected(const TableModel& t, const std::vector<KeyAttribute>& keys,
                              const IndexProjection& proj, const Item& item) {
  for (const KeyAttribute& k : keys)
    if (!value::FindAttr(item, k.name)) return std::nullopt;
  if (proj.kind == ProjectionKind::kAll) return item;
  Item out;
  for (const auto& [name, v] : item) {
    bool keep = name == t.partition_key.name || (t.sort_key && name == t.sort_key->name);
    for (const KeyAttribute& k : keys) keep = keep || k.name == name;
    for (const std::string& a : proj.non_key_attributes)
      keep = keep || (proj.kind == ProjectionKind::kInclude && a == name);
    if (keep) out.emplace_back(name, v);
  }
  return out;
}

// How many live items one sample item stands for: its entity's expectedCount shared among
// the entity's sample items.
double Weight(const RenderedItem& r, const std::map<const Entity*, double>& samples) {
  if (!r.entity || !r.entity->expected_count) return 1;
  return static_cast<double>(*r.entity->expected_count) / samples.at(r.entity);
}

struct Store {
  std::string table, index;
  double items = 0, bytes = 0;
};

std::vector<Store> Storage(const Design& d, const std::vector<RenderedItem>& items) {
  std::vector<Store> out;
  std::map<const Entity*, double> samples;
  for (const RenderedItem& r : items) samples[r.entity] += 1;
  for (const TableModel& t : d.tables) {
    std::vector<Store> stores(1 + t.global_indexes.size() + t.local_indexes.size());
    stores[0].table = t.name;
    std::vector<std::vector<KeyAttribute>> gsi_keys;  // each index's key attributes
    for (const GlobalIndex& g : t.global_indexes) {
      gsi_keys.push_back(g.partition_key);
      gsi_keys.back().insert(gsi_keys.back().end(), g.sort_key.begin(), g.sort_key.end());
    }
    for (const RenderedItem& r : items) {
      if (r.table != t.name) continue;
      const double w = Weight(r, samples);
      auto add = [&](Store& s, const Item* it) {
        if (!it) return;
        s.items += w;
        s.bytes += w * (static_cast<double>(ItemSize(*it)) + kItemOverheadBytes);
      };
      add(stores[0], &r.item);
      size_t i = 1;
      for (size_t g = 0; g < t.global_indexes.size(); ++g, ++i) {
        const std::optional<Item> p = Projected(t, gsi_keys[g], t.global_indexes[g].projection, r.item);
        add(stores[i], p ? &*p : nullptr);
      }
      for (const LocalIndex& l : t.local_indexes) {
        const std::optional<Item> p = Projected(t, {l.sort_key}, l.projection, r.item);
        add(stores[i++], p ? &*p : nullptr);
      }
    }
    size_t i = 1;
    for (const GlobalIndex& g : t.global_indexes)
      stores[i].table = t.name, stores[i++].index = g.name;
    for (const LocalIndex& l : t.local_indexes)
      stores[i].table = t.name, stores[i++].index = l.name;
    out.insert(out.end(), stores.begin(), stores.end());
  }
  return out;
}

// {"<what>": usd, "storage": usd, "total": the sum}, in cents.
Json Bill(const char* what, double usd, double storage_usd) {
  Json j = Json::Object();
  j.Add(what, Json::Double(Cents(usd)));
  j.Add("storage", Json::Double(Cents(storage_usd)));
  j.Add("total", Json::Double(Cents(usd + storage_usd)));
  return j;
}

Json PatternCost(const AccessPattern& p, PatternUnits u, size_t request_items, const Prices& prices,
                 Rates* total) {
  const double scale =
      p.items_per_request && request_items > 0
          ? static_cast<double>(*p.items_per_request) / static_cast<double>(request_items)
          : 1;
  u.read_units *= scale;
  u.write_units *= scale;
  const double rate = p.rate_per_second.value_or(0);
  Rates r{u.read_units * rate, u.write_units * rate};
  total->read += r.read;
  total->write += r.write;
  Json j = Json::Object();
  j.Add("name", Json::String(p.name));
  j.Add("operation", Json::String(OperationName(p.operation)));
  j.Add("ratePerSecond", Json::Double(rate));
  j.Add("readUnitsPerRequest", Json::Double(u.read_units));
  j.Add("writeUnitsPerRequest", Json::Double(u.write_units));
  j.Add("readUnitsPerSecond", Json::Double(r.read));
  j.Add("writeUnitsPerSecond", Json::Double(r.write));
  j.Add("onDemandMonthly", Json::Double(Cents(OnDemand(r, prices))));
  j.Add("provisionedMonthly", Json::Double(Cents(Provisioned(r, prices))));
  return j;
}

}  // namespace

Json CostReport(const Design& d, const std::vector<RenderedItem>& items,
                const std::vector<PatternUnits>& units, const std::vector<size_t>& request_items,
                const Prices& prices) {
  Json out = Json::Object();
  out.Add("prices", PricesJson(prices, d.prices.has_value()));
  Json patterns = Json::Array();
  Rates total;
  for (size_t i = 0; i < d.patterns.size(); ++i)
    patterns.Push(PatternCost(d.patterns[i], i < units.size() ? units[i] : PatternUnits{},
                              i < request_items.size() ? request_items[i] : 1, prices, &total));
  out.Add("patterns", std::move(patterns));
  Json storage = Json::Array();
  double storage_usd = 0;
  for (const Store& s : Storage(d, items)) {
    Json j = Json::Object();
    j.Add("table", Json::String(s.table));
    if (!s.index.empty()) j.Add("index", Json::String(s.index));
    j.Add("items", Json::Double(std::round(s.items)));
    j.Add("bytes", Json::Double(std::round(s.bytes)));
    j.Add("gb", Json::Double(std::round(s.bytes / kBytesPerGb * 1000) / 1000));
    const double usd = s.bytes / kBytesPerGb * prices.gb_month;
    storage_usd += usd;
    j.Add("monthly", Json::Double(Cents(usd)));
    storage.Push(std::move(j));
  }
  out.Add("storage", std::move(storage));
  const Rates provisioned{std::ceil(total.read), std::ceil(total.write)};
  Json on_demand = Bill("requests", OnDemand(total, prices), storage_usd);
  Json prov = Json::Object();
  prov.Add("readCapacityUnits", Json::Double(provisioned.read));
  prov.Add("writeCapacityUnits", Json::Double(provisioned.write));
  Json capacity = Bill("capacity", Provisioned(provisioned, prices), storage_usd);
  for (Json::Member& m : capacity.members()) prov.Add(m.first, std::move(m.second));
  Json totals = Json::Object();
  totals.Add("readUnitsPerSecond", Json::Double(total.read));
  totals.Add("writeUnitsPerSecond", Json::Double(total.write));
  totals.Add("onDemand", std::move(on_demand));
  totals.Add("provisioned", std::move(prov));
  out.Add("totals", std::move(totals));
  return out;
}

}  // namespace keyscape::analysis
