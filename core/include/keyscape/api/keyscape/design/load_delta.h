// keyscape:AnalyzeDesign's load of a design by delta from the last one (api layer): when two
// models differ only in some entities (and access patterns), the sample items of the other
// entities and the raw items are the last load's, and the last database is changed in place
// (the changed entities' old items deleted, their new ones put) instead of built again.
//
// Exact: the answer is LoadDesign's, field for field, or LoadDesign's error. The reasons, and
// the cases that take LoadDesign's own path instead:
// - The design is read before (ReadModelLike: ReadModel's design and errors). An item of an
//   entity is rendered from that entity, its table and the item's values: equal entity
//   texts, equal items. The entities must
//   keep their names in place (else LoadDesign), so each item finds the entity it found.
// - The new items are checked as a load checks them (the table, the keys, the size) before
//   anything changes; an item that fails takes LoadDesign's path, whose first error is then
//   among the changed entities' items as here.
// - A load puts items in order, and a later item replaces an earlier one of the same key; so
//   the delta is taken only when no two items share a key, before (each table holds as many
//   items as were put) and after (no new item finds its key taken): then the tables hold the
//   same set of items whatever the order, and Query, GetItem and Scan read them in key order.
//   A collision found after the change builds the database again from the items.
// - The memory cap and the 10 GB item collection limit cannot refuse either load: the delta
//   is taken only when the heap now plus the new items' bound (Table::MemoryFor), and the sum
//   of every item's bound, are at most half the cap (and so is every collection's size); a
//   design holds at most 10,000 items, far below the per-table item limit.
// - The database must be the last load's alone (not shared with another load).
#ifndef KEYSCAPE_API_KEYSCAPE_DESIGN_LOAD_DELTA_H_
#define KEYSCAPE_API_KEYSCAPE_DESIGN_LOAD_DELTA_H_

#include <vector>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/model/design.h"
#include "keyscape/base/status.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::api {

// What a load by delta changed: the items a changed entity had before and has now.
struct EntityDelta {
  std::vector<bool> changed;                 // by entity index, as given
  std::vector<model::RenderedItem> removed;  // the old items of changed entities (entity null)
  std::vector<size_t> added;                 // their new items: indexes in the load's items
  bool full = false;                         // LoadDesign's own path was taken: no delta
};

// LoadDesignOf(design), given `last`, the load of a model equal to the one `design` was read
// from but in the entities marked in `changed` (by index; as many as the model has) and its
// access patterns. When the delta is taken, *last's items and database are moved out
// (last->db is null after): `last` is then spent, whatever the result. Otherwise *last is
// left as it was.
base::Result<LoadedDesign> LoadDesignDelta(model::Design design, LoadedDesign* last,
                                           std::vector<bool> changed, EntityDelta* delta);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_KEYSCAPE_DESIGN_LOAD_DELTA_H_
