#include "keyscape/api/dynamodb/capacity.h"

#include "keyscape/base/json.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::Json;
using table::IndexDef;
using table::Table;
using value::AttrMapToJson;
using value::Item;
using value::ItemSize;

double ReadUnits(int64_t bytes, bool consistent) {
  int64_t units = (bytes + 4095) / 4096;
  if (units < 1) units = 1;
  return consistent ? static_cast<double>(units) : static_cast<double>(units) / 2.0;
}

double WriteUnits(int64_t bytes) {
  int64_t units = (bytes + 1023) / 1024;
  return static_cast<double>(units < 1 ? 1 : units);
}

double CapacityUse::total() const {
  double t = table;
  for (const auto& kv : gsis) t += kv.second;
  for (const auto& kv : lsis) t += kv.second;
  return t;
}

Json CapacityJson(const std::string& table, const CapacityUse& use, CapacityMode mode,
                  bool is_read) {
  Json o = Json::Object();
  o.Add("TableName", Json::String(table));
  o.Add("CapacityUnits", Json::Double(use.total()));
  if (mode == CapacityMode::kIndexes) {
    Json t = Json::Object();
    t.Add("CapacityUnits", Json::Double(use.table));
    o.Add("Table", std::move(t));
    auto add_map = [&](const char* key, const std::map<std::string, double>& m) {
      if (m.empty()) return;
      Json g = Json::Object();
      for (const auto& kv : m) {
        Json e = Json::Object();
        e.Add("CapacityUnits", Json::Double(kv.second));
        g.Add(kv.first, std::move(e));
      }
      o.Add(key, std::move(g));
    };
    add_map("GlobalSecondaryIndexes", use.gsis);
    add_map("LocalSecondaryIndexes", use.lsis);
  }
  return o;
}

CapacityUse WriteCapacity(const Table& t, const std::optional<Item>& old,
                          const std::optional<Item>& now) {
  CapacityUse use;
  int64_t a = old ? ItemSize(*old) : 0, b = now ? ItemSize(*now) : 0;
  use.table = WriteUnits(std::max(a, b));
  for (size_t i = 0; i < t.def().indexes.size(); ++i) {
    const IndexDef& idx = t.def().indexes[i];
    auto ok = old ? t.IndexKeyOf(i, *old) : std::nullopt;
    auto nk = now ? t.IndexKeyOf(i, *now) : std::nullopt;
    if (!ok && !nk) continue;
    // The entry stays as it is (same key, same projected attributes): no index write.
    if (ok && nk && *ok == *nk &&
        AttrMapToJson(t.ProjectForIndex(i, *old)).Dump() ==
            AttrMapToJson(t.ProjectForIndex(i, *now)).Dump())
      continue;
    double units = 0;
    if (ok && nk && *ok != *nk)
      units = WriteUnits(ItemSize(t.ProjectForIndex(i, *old))) +
              WriteUnits(ItemSize(t.ProjectForIndex(i, *now)));
    else if (nk)
      units = WriteUnits(ItemSize(t.ProjectForIndex(i, *now)));
    else
      units = WriteUnits(ItemSize(t.ProjectForIndex(i, *old)));
    (idx.global ? use.gsis : use.lsis)[idx.name] = units;
  }
  return use;
}

}  // namespace keyscape::api
