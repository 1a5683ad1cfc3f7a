// keyscape:DiffDesigns' "migration" (diff.h; the plan is design_ops.h's): every write is
// measured by the engine itself, a PutItem or DeleteItem with ReturnConsumedCapacity INDEXES
// on a scratch table of the schema the write meets, so item sizes, the 1 KB rounding and the
// index writes (two when an index key moves) are DynamoDB's.
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "api/keyscape/design/diff.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/model/table_request.h"
#include "keyscape/table/database.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api::diff {

using base::Json;
using base::Result;
using base::Status;
using model::Design;
using model::RenderedItem;
using model::TableModel;
using value::Item;

namespace {

// ---- schemas ----

bool SameKey(const model::KeyAttribute& a, const model::KeyAttribute& b) {
  return a.name == b.name && a.type == b.type;
}
bool SameKeys(const std::vector<model::KeyAttribute>& a,
              const std::vector<model::KeyAttribute>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!SameKey(a[i], b[i])) return false;
  return true;
}
bool SameProjection(const model::IndexProjection& a, const model::IndexProjection& b) {
  return a.kind == b.kind && a.non_key_attributes == b.non_key_attributes;
}
bool SameGsi(const model::GlobalIndex& a, const model::GlobalIndex& b) {
  return a.name == b.name && SameKeys(a.partition_key, b.partition_key) &&
         SameKeys(a.sort_key, b.sort_key) && SameProjection(a.projection, b.projection);
}

// A table whose key schema or local indexes differ cannot be altered: it is made anew.
bool MustRecreate(const TableModel* before, const TableModel& after) {
  if (!before || !SameKey(before->partition_key, after.partition_key)) return true;
  if (before->sort_key.has_value() != after.sort_key.has_value()) return true;
  if (before->sort_key && !SameKey(*before->sort_key, *after.sort_key)) return true;
  if (before->local_indexes.size() != after.local_indexes.size()) return true;
  for (size_t i = 0; i < after.local_indexes.size(); ++i) {
    const model::LocalIndex& a = after.local_indexes[i];
    const model::LocalIndex& b = before->local_indexes[i];
    if (a.name != b.name || !SameKey(a.sort_key, b.sort_key) ||
        !SameProjection(a.projection, b.projection))
      return true;
  }
  return false;
}

// The new table with only the GSIs the old one already had, unchanged: the schema the
// rewrites meet (changed and new GSIs are made, and backfilled, after them).
TableModel KeptSchema(const TableModel* before, const TableModel& after) {
  TableModel t = after;
  t.global_indexes.clear();
  for (const model::GlobalIndex& g : after.global_indexes) {
    const model::GlobalIndex* old = before ? before->FindGlobalIndex(g.name) : nullptr;
    if (old && SameGsi(*old, g)) t.global_indexes.push_back(g);
  }
  return t;
}

// ---- measured writes ----

// One table of a schema in a database of its own; each measurement leaves it empty.
class Scratch {
 public:
  static Result<std::unique_ptr<Scratch>> Make(const TableModel& t) {
    auto s = std::unique_ptr<Scratch>(new Scratch());
    s->name_ = t.name;
    s->db_.SetFixedClock(0);
    KS_RETURN_IF_ERROR(CreateTableOp(s->db_, model::CreateTableRequest(t)).status());
    return s;
  }
  // The ConsumedCapacity of writing `item` (PutItem) or deleting it (DeleteItem, `key` the
  // item's) after `existing` (nullable) was put.
  Result<Json> Measure(const Item* existing, const char* op, const Item& item,
                       const TableModel& t) {
    if (existing) KS_RETURN_IF_ERROR(Write("PutItem", *existing, t, false).status());
    KS_ASSIGN_OR_RETURN(Json consumed, Write(op, item, t, true));
    Clear(t);
    return consumed;
  }

 private:
  Scratch() = default;
  Result<Json> Write(const char* op, const Item& item, const TableModel& t, bool measured) {
    Json req = Json::Object();
    req.Add("TableName", Json::String(name_));
    const bool put = std::string(op) == "PutItem";
    req.Add(put ? "Item" : "Key", value::AttrMapToJson(put ? item : KeyOf(item, t)));
    if (measured) req.Add("ReturnConsumedCapacity", Json::String("INDEXES"));
    KS_ASSIGN_OR_RETURN(Json r, FindOp(op)(db_, req));
    const Json* c = r.Find("ConsumedCapacity");
    return c ? *c : Json::Object();
  }
  void Clear(const TableModel& t) {
    Json scan = Json::Object();
    scan.Add("TableName", Json::String(name_));
    Result<Json> all = FindOp("Scan")(db_, scan);
    if (!all.ok()) return;
    for (const Json& i : all->Find("Items")->array()) {
      Result<Item> item = value::ParseAttrMap(i);
      if (item.ok()) (void)Write("DeleteItem", *item, t, false);
    }
  }
  static Item KeyOf(const Item& item, const TableModel& t) {
    Item key;
    for (const auto& [name, v] : item)
      if (name == t.partition_key.name || (t.sort_key && name == t.sort_key->name))
        key.emplace_back(name, v);
    return key;
  }
  table::Database db_;
  std::string name_;
};

double Units(const Json& consumed) {
  const Json* u = consumed.Find("CapacityUnits");
  return u ? u->number_value() : 0;
}
double IndexUnits(const Json& consumed, const std::string& index) {
  const Json* g = consumed.Find("GlobalSecondaryIndexes");
  const Json* i = g ? g->Find(index) : nullptr;
  return i ? Units(*i) : 0;
}

// ---- the plan ----

// How many live items a sample item stands for: its entity's expectedCount shared among
// the entity's sample items (analysis/cost.h's rule); 1 otherwise.
std::map<size_t, double> Weights(const std::vector<RenderedItem>& items) {
  std::map<const model::Entity*, double> samples;
  for (const RenderedItem& r : items) samples[r.entity] += 1;
  std::map<size_t, double> out;
  for (const RenderedItem& r : items)
    out[r.index] = r.entity && r.entity->expected_count
                       ? static_cast<double>(*r.entity->expected_count) / samples[r.entity]
                       : 1;
  return out;
}

std::string KeyText(const Item& item, const TableModel& t) {
  Json k = Json::Object();
  for (const auto& [name, v] : item)
    if (name == t.partition_key.name || (t.sort_key && name == t.sort_key->name))
      k.Add(name, value::AttrMapToJson({{name, v}}).members().front().second);
  return k.Dump();
}

struct Backfill {
  double items = 0, units = 0;
};

class Planner {
 public:
  Planner(const LoadedDesign& before, const LoadedDesign& after)
      : before_(before.design), after_(after.design), weights_(Weights(before.items)) {}

  Status Run(const std::vector<RenderedItem>& items) {
    for (const RenderedItem& r : items) KS_RETURN_IF_ERROR(Migrate(r));
    return Status::Ok();
  }
  Json ToJson(const model::Prices& prices) const;

 private:
  // The old item as the new design keys it: its values through the new entity's templates
  // (an entity item), or itself (a raw item); nullopt when the new design has no place for
  // it (its entity or table is gone); an error message when it does not render.
  struct NewForm {
    const TableModel* table = nullptr;
    std::optional<Item> item;
    std::string error;
  };
  NewForm NewFormOf(const RenderedItem& r) const {
    NewForm f;
    if (r.entity) {
      const model::Entity* e = after_.FindEntity(r.entity->name);
      if (!e) return f;
      f.table = after_.FindTable(e->table);
      Result<Item> item = model::RenderEntityItem(*e, *f.table, before_.items[r.index].values);
      if (item.ok())
        f.item = std::move(*item);
      else
        f.error = item.status().message();
      return f;
    }
    f.table = after_.FindTable(r.table);
    if (f.table) f.item = r.item;
    return f;
  }

  // The scratch table of `name`'s schema during the rewrites (kept) or after them (full).
  Result<Scratch*> ScratchOf(const TableModel& t, bool full) {
    std::unique_ptr<Scratch>& s = (full ? full_ : kept_)[t.name];
    if (!s) {
      const TableModel schema = full ? t : KeptSchema(before_.FindTable(t.name), t);
      KS_ASSIGN_OR_RETURN(s, Scratch::Make(schema));
    }
    return s.get();
  }
  bool Recreated(const TableModel& t) const { return MustRecreate(before_.FindTable(t.name), t); }

  // A delete from the old item's table, where that table survives as it is.
  Status DeleteOld(const RenderedItem& r, double w) {
    const TableModel* t = after_.FindTable(r.table);
    if (!t || Recreated(*t)) return Status::Ok();  // dropped with its table: no writes
    KS_ASSIGN_OR_RETURN(Scratch * s, ScratchOf(*t, false));
    KS_ASSIGN_OR_RETURN(Json c, s->Measure(&r.item, "DeleteItem", r.item, *t));
    deletes_ += w;
    units_ += w * Units(c);
    return Status::Ok();
  }
  Status Put(const TableModel& t, const Item* existing, const Item& item, double w) {
    KS_ASSIGN_OR_RETURN(Scratch * s, ScratchOf(t, Recreated(t)));
    KS_ASSIGN_OR_RETURN(Json c, s->Measure(existing, "PutItem", item, t));
    puts_ += w;
    units_ += w * Units(c);
    return Status::Ok();
  }
  // The new and changed GSIs of a kept table index the item after the rewrites.
  Status Backfills(const TableModel& t, const Item& item, double w) {
    if (Recreated(t)) return Status::Ok();  // its indexes are made with it
    const TableModel* old = before_.FindTable(t.name);
    for (const model::GlobalIndex& g : t.global_indexes) {
      const model::GlobalIndex* was = old->FindGlobalIndex(g.name);
      if (was && SameGsi(*was, g)) continue;
      KS_ASSIGN_OR_RETURN(Scratch * s, ScratchOf(t, true));
      KS_ASSIGN_OR_RETURN(Json c, s->Measure(nullptr, "PutItem", item, t));
      const double u = IndexUnits(c, g.name);
      Backfill& b = backfills_[{t.name, g.name}];
      if (u > 0) b.items += w;
      b.units += w * u;
    }
    return Status::Ok();
  }

  Status Migrate(const RenderedItem& r) {
    const double w = weights_.at(r.index);
    NewForm f = NewFormOf(r);
    if (!f.error.empty()) {
      unmigrated_.push_back({"/items/" + std::to_string(r.index), f.error});
      return Status::Ok();
    }
    if (!f.item) {  // no place in the new design
      KS_RETURN_IF_ERROR(DeleteOld(r, w));
      rewritten_ += w;
      return Status::Ok();
    }
    const TableModel& t = *f.table;
    const bool moved = t.name != r.table || Recreated(t);
    if (moved) {
      KS_RETURN_IF_ERROR(DeleteOld(r, w));
      KS_RETURN_IF_ERROR(Put(t, nullptr, *f.item, w));
      rewritten_ += w;
    } else if (KeyText(r.item, t) != KeyText(*f.item, t)) {  // a new primary key
      KS_RETURN_IF_ERROR(DeleteOld(r, w));
      KS_RETURN_IF_ERROR(Put(t, nullptr, *f.item, w));
      rewritten_ += w;
    } else if (value::AttrMapToJson(r.item).Dump() != value::AttrMapToJson(*f.item).Dump()) {
      KS_RETURN_IF_ERROR(Put(t, &r.item, *f.item, w));  // replaced in place
      rewritten_ += w;
    }
    return Backfills(t, *f.item, w);
  }

  const Design& before_;
  const Design& after_;
  std::map<size_t, double> weights_;
  std::map<std::string, std::unique_ptr<Scratch>> kept_, full_;
  std::map<std::pair<std::string, std::string>, Backfill> backfills_;
  std::vector<std::pair<std::string, std::string>> unmigrated_;
  double rewritten_ = 0, deletes_ = 0, puts_ = 0, units_ = 0;
};

double Round(double v, double unit) { return std::round(v / unit) * unit; }

Json Planner::ToJson(const model::Prices& prices) const {
  Json backfills = Json::Array();
  double units = units_;
  for (const model::TableModel& t : after_.tables)
    for (const model::GlobalIndex& g : t.global_indexes) {
      auto it = backfills_.find({t.name, g.name});
      if (it == backfills_.end()) continue;
      Json b = Json::Object();
      b.Add("table", Json::String(t.name));
      b.Add("index", Json::String(g.name));
      b.Add("items", Json::Double(std::round(it->second.items)));
      b.Add("writeUnits", Json::Double(Round(it->second.units, 1e-3)));
      units += it->second.units;
      backfills.Push(std::move(b));
    }
  Json recreated = Json::Array();
  for (const model::TableModel& t : after_.tables)
    if (Recreated(t)) recreated.Push(Json::String(t.name));
  Json unmigrated = Json::Array();
  for (const auto& [path, message] : unmigrated_) {
    Json u = Json::Object();
    u.Add("item", Json::String(path));
    u.Add("message", Json::String(message));
    unmigrated.Push(std::move(u));
  }
  Json out = Json::Object();
  out.Add("itemsRewritten", Json::Double(std::round(rewritten_)));
  out.Add("deletes", Json::Double(std::round(deletes_)));
  out.Add("puts", Json::Double(std::round(puts_)));
  out.Add("gsiBackfills", std::move(backfills));
  out.Add("writeUnits", Json::Double(Round(units, 1e-3)));
  out.Add("onDemandCost", Json::Double(Round(units * prices.write_request_unit / 1e6, 1e-6)));
  out.Add("tablesRecreated", std::move(recreated));
  out.Add("unmigrated", std::move(unmigrated));
  return out;
}

}  // namespace

Result<Json> Migration(const LoadedDesign& before, const LoadedDesign& after,
                       const model::Prices& prices) {
  Planner p(before, after);
  KS_RETURN_IF_ERROR(p.Run(before.items));
  return p.ToJson(prices);
}

}  // namespace keyscape::api::diff
