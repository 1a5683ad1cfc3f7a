#include "keyscape/api/keyscape/design/load_delta.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/model/design.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::Result;
using model::RenderedItem;

namespace {

bool SameNames(const model::Design& a, const model::Design& b) {
  if (a.entities.size() != b.entities.size()) return false;
  for (size_t i = 0; i < a.entities.size(); ++i)
    if (a.entities[i].name != b.entities[i].name) return false;
  return true;
}

// `item` passes a load's checks of one item alone (its table, keys and size); adds its
// memory bound to *bound.
bool Storable(const table::Database& db, const RenderedItem& item, int64_t* bound) {
  const table::Table* t = db.Find(item.table);
  if (!t || !t->ValidateItemKeys(item.item).ok() ||
      value::ItemSize(item.item) > value::kMaxItemSize)
    return false;
  *bound += t->MemoryFor(item.item);
  return true;
}

// The delta can be taken on `db` (load_delta.h): the fresh items pass and replace as many,
// no two of the last items share a key (the tables hold as many items as were put: each
// holds at most its own), and the memory bounds hold.
bool DeltaFits(const table::Database& db, const std::vector<RenderedItem>& last,
               const std::vector<bool>& changed, const model::Design& before,
               const std::vector<RenderedItem>& fresh) {
  int64_t added = 0, all = 0;
  for (const RenderedItem& r : fresh)
    if (!Storable(db, r, &added)) return false;
  size_t replaced = 0;
  for (const RenderedItem& r : last) {
    if (r.entity && changed[static_cast<size_t>(r.entity - before.entities.data())]) {
      ++replaced;
      continue;
    }
    all += db.Find(r.table)->MemoryFor(r.item);  // stored as it is: its table is there
  }
  uint64_t stored = 0;
  for (const auto& [name, t] : db.tables()) stored += t->item_count();
  const int64_t half = db.memory_cap_bytes() / 2;
  return replaced == fresh.size() && stored == last.size() && db.memory_bytes() + added <= half &&
         all + added <= half;
}

// Deletes the removed items and puts the added ones; false when a key was not found or was
// taken (two items share a key: the database is then to be built again).
bool ApplyDelta(table::Database& db, const std::vector<RenderedItem>& items,
                const EntityDelta& delta) {
  for (const RenderedItem& r : delta.removed) {
    table::Table* t = db.Find(r.table);
    if (!t->DeleteByStorageKey(t->PrimaryKeyOf(r.item))) return false;
  }
  for (size_t i : delta.added) {
    table::Table* t = db.Find(items[i].table);
    const std::string key = t->PrimaryKeyOf(items[i].item);
    if (t->GetByStorageKey(key)) return false;
    t->Put(items[i].item, key, value::ItemSize(items[i].item));
  }
  return true;
}

}  // namespace

Result<LoadedDesign> LoadDesignDelta(model::Design design, LoadedDesign* last,
                                     std::vector<bool> changed, EntityDelta* delta) {
  delta->full = true;
  LoadedDesign out;
  out.design = std::move(design);
  if (!SameNames(out.design, last->design) || changed.size() != out.design.entities.size() ||
      !last->db || last->db.use_count() != 1 || last->items.size() != out.design.items.size())
    return LoadDesignOf(std::move(out.design));
  KS_ASSIGN_OR_RETURN(std::vector<RenderedItem> fresh,
                      model::RenderEntityItems(out.design, &changed));
  if (!DeltaFits(*last->db, last->items, changed, last->design, fresh))
    return LoadDesignOf(std::move(out.design));
  // From here on `last` is spent.
  delta->full = false;
  const model::Entity* const was = last->design.entities.data();
  const model::Entity* const now = out.design.entities.data();
  size_t next = 0;
  out.items.reserve(last->items.size());
  for (RenderedItem& r : last->items) {
    if (r.entity && changed[static_cast<size_t>(r.entity - was)]) {
      r.entity = nullptr;
      delta->removed.push_back(std::move(r));
      delta->added.push_back(out.items.size());
      out.items.push_back(std::move(fresh[next++]));
      continue;
    }
    if (r.entity) r.entity = now + (r.entity - was);
    out.items.push_back(std::move(r));
  }
  last->items.clear();
  out.db = std::move(last->db);
  if (!ApplyDelta(*out.db, out.items, *delta)) {
    delta->full = true;  // the patterns cannot be bounded by the delta either
    KS_ASSIGN_OR_RETURN(out.db, BuildDesignDatabase(out.design, out.items));
  }
  delta->changed = std::move(changed);
  return out;
}

}  // namespace keyscape::api
