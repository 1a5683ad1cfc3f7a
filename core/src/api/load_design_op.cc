// keyscape:LoadDesign: a design's tables and sample items, made in the operation's own
// database (the worker's), so keyscape:DescribePartitions, DescribeKeys, SimulateLoad and
// GenerateItems work on the design.
// Request:  {"model": <model file>, "TableNamePrefix": "Design."}  (optional: each table is
//           made as prefix + its name, so the design does not replace other tables)
// Response: {"Tables": [{"TableName" (with the prefix), "DesignTable" (the design's name),
//                        "PartitionKey", "SortKey"? (attribute names), "ItemCount",
//                        "Entities": [names of the entities stored in it]}]}
// Each design table replaces a table of the same name (its earlier items are dropped);
// LoadDesign (model_run.h) checks the design first, so a design with an error changes
// nothing. Errors name the table or item path, as LoadDesign does.
//
// keyscape:GenerateItems with "model" (GenerateEntityItems below): items of one entity of
// the design, its keys rendered from the entity's own templates (model/entity_values.h):
// Request:  {"model", "Entity": "Order", "Count": 100000, "Seed": 42, "FirstIndex": 0,
//            "PartitionKey": {"Distribution": "UNIFORM" | "ZIPF" | "HOT_KEY",
//                             "KeyCount": 1000, "Exponent": 1.0, "HotFraction": 0.5},
//            "TableNamePrefix": "Design."}  (as given to keyscape:LoadDesign)
// into the entity's table (made by keyscape:LoadDesign). Chunks of one data set share Seed
// and give FirstIndex. Response: as GenerateItems.
#include <algorithm>
#include <vector>

#include "api_names.h"
#include "generate_spec.h"
#include "keyscape/api/keyscape_request.h"
#include "keyscape/api/model_run.h"
#include "keyscape/api/ops.h"
#include "keyscape/datagen/entity_values.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/model/table_request.h"

namespace keyscape::api {

namespace {

// The prefix (a valid table-name start, or empty).
Result<std::string> PrefixOf(const Fields& f) {
  KS_ASSIGN_OR_RETURN(auto prefix, f.String("TableNamePrefix"));
  return prefix.value_or("");
}

Json TableSummary(const model::Design& d, const model::TableModel& t, const Table& table) {
  Json out = Json::Object();
  out.Add("TableName", Json::String(table.def().name));
  out.Add("DesignTable", Json::String(t.name));
  out.Add("PartitionKey", Json::String(t.partition_key.name));
  if (t.sort_key) out.Add("SortKey", Json::String(t.sort_key->name));
  out.Add("ItemCount", Json::Int(static_cast<int64_t>(table.item_count())));
  Json entities = Json::Array();
  for (const model::Entity& e : d.entities)
    if (e.table == t.name) entities.Push(Json::String(e.name));
  out.Add("Entities", std::move(entities));
  return out;
}

Result<datagen::EntityValuesSpec> EntitySpecOf(const Fields& f) {
  datagen::EntityValuesSpec s;
  KS_ASSIGN_OR_RETURN(auto seed, f.Int("Seed", 0, (int64_t{1} << 53) - 1));
  s.seed = static_cast<uint64_t>(seed.value_or(0));
  KS_ASSIGN_OR_RETURN(auto first,
                      f.Int("FirstIndex", 0, static_cast<int64_t>(datagen::kMaxGeneratedItems)));
  s.first_index = static_cast<uint64_t>(first.value_or(0));
  KS_ASSIGN_OR_RETURN(const Json* pk, f.Object("PartitionKey"));
  if (!pk) return s;
  Fields g(*pk, "PartitionKey");
  KS_RETURN_IF_ERROR(g.OnlyKnown({"Distribution", "KeyCount", "Exponent", "HotFraction"}));
  KS_ASSIGN_OR_RETURN(auto dist, g.Enum("Distribution", {"UNIFORM", "ZIPF", "HOT_KEY"}));
  if (dist && *dist == "ZIPF") s.distribution = datagen::PkDistribution::kZipf;
  if (dist && *dist == "HOT_KEY") s.distribution = datagen::PkDistribution::kHotKey;
  KS_ASSIGN_OR_RETURN(auto k, g.Int("KeyCount", 1, int64_t{1} << 53));
  if (k) s.key_count = static_cast<uint64_t>(*k);
  KS_ASSIGN_OR_RETURN(auto e, g.Number("Exponent", 0, 10));
  if (e) s.zipf_exponent = *e;
  KS_ASSIGN_OR_RETURN(auto hf, g.Number("HotFraction", 0, 1));
  if (hf) s.hot_fraction = *hf;
  return s;
}

std::string ItemError(uint64_t i, const Status& st) {
  return "GenerateItems item " + std::to_string(i) + ": " + st.message();
}

}  // namespace

Result<Json> LoadDesignOp(Database& db, const Json& request) {
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"model", "TableNamePrefix"}));
  KS_ASSIGN_OR_RETURN(std::string prefix, PrefixOf(f));
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
  const model::Design& d = loaded.design;
  for (const model::TableModel& t : d.tables) {
    Json del = Json::Object();
    del.Add("TableName", Json::String(prefix + t.name));
    if (db.Find(prefix + t.name)) KS_RETURN_IF_ERROR(DeleteTableOp(db, del).status());
    Json create = model::CreateTableRequest(t);
    create.Set("TableName", Json::String(prefix + t.name));
    KS_RETURN_IF_ERROR(CreateTableOp(db, create).status());
  }
  for (const model::RenderedItem& item : loaded.items) {
    Json put = Json::Object();
    put.Add("TableName", Json::String(prefix + item.table));
    put.Add("Item", AttrMapToJson(item.item));
    KS_RETURN_IF_ERROR(PutItemOp(db, put).status());
  }
  Json tables = Json::Array();
  for (const model::TableModel& t : d.tables)
    tables.Push(TableSummary(d, t, *db.Find(prefix + t.name)));
  Json out = Json::Object();
  out.Add("Tables", std::move(tables));
  return out;
}

Result<Json> GenerateEntityItems(Database& db, const Json& request) {
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown(
      {"model", "Entity", "Count", "Seed", "FirstIndex", "PartitionKey", "TableNamePrefix"}));
  KS_ASSIGN_OR_RETURN(std::string prefix, PrefixOf(f));
  KS_ASSIGN_OR_RETURN(model::Design d, model::ReadModel(*request.Find("model")));
  KS_ASSIGN_OR_RETURN(auto name, f.String("Entity"));
  if (!name) return Status::Validation("Entity is required with a model");
  const model::Entity* e = d.FindEntity(*name);
  if (!e) return Status::Validation("The design has no entity " + *name);
  KS_ASSIGN_OR_RETURN(auto count,
                      f.Int("Count", 1, static_cast<int64_t>(datagen::kMaxGeneratedItems)));
  if (!count) return Status::Validation("Count is required (1 to 1000000)");
  KS_ASSIGN_OR_RETURN(datagen::EntityValuesSpec spec, EntitySpecOf(f));
  Table* table = db.Find(prefix + e->table);
  if (!table)
    return Status(base::ErrorCode::kResourceNotFound,
                  "Requested resource not found: Table: " + prefix + e->table +
                      " not found (load the design with keyscape:LoadDesign first)");
  const model::TableModel& t = *d.FindTable(e->table);
  // Item i of the values, rendered and checked.
  auto next = [&](datagen::EntityValues& values, uint64_t i) -> Result<Item> {
    Json v = values.Next();
    Result<Item> item = model::RenderEntityItem(*e, t, v);
    if (!item.ok()) return Status::Validation(ItemError(i, item.status()));
    Status st = table->ValidateItemKeys(*item);
    if (!st.ok()) return Status(st.code(), ItemError(i, st));
    return item;
  };
  // All or nothing: every item valid and the whole set within the limits before any is
  // stored. Each item is rendered once and held in its stored form (datagen::RenderedItems);
  // a set too large to hold is generated a second time to store it.
  KS_ASSIGN_OR_RETURN(datagen::EntityValues values, datagen::EntityValues::Create(d, *e, spec));
  datagen::GenerateRoom room;
  datagen::RenderedItems rendered;
  datagen::GenerateStats stats;
  std::vector<uint64_t> drawn;
  bool buffered = true;
  for (uint64_t i = 0; i < static_cast<uint64_t>(*count); ++i) {
    KS_ASSIGN_OR_RETURN(Item item, next(values, i));
    const int64_t size = ItemSize(item);
    room.Add(table->MemoryFor(item));
    drawn.push_back(values.last_key_index());
    stats.generated_bytes += size;
    if (buffered) buffered = rendered.Add(*table, item, size);
  }
  KS_RETURN_IF_ERROR(room.Check(&db, *table));
  stats.generated = static_cast<uint64_t>(*count);
  if (buffered) {
    rendered.StoreInto(table, &stats);
  } else {
    KS_ASSIGN_OR_RETURN(datagen::EntityValues again, datagen::EntityValues::Create(d, *e, spec));
    for (uint64_t i = 0; i < static_cast<uint64_t>(*count); ++i) {
      KS_ASSIGN_OR_RETURN(Item item, next(again, i));
      std::optional<Item> old;
      table->Put(item, &old);
      (old ? stats.replaced : stats.inserted)++;
    }
  }
  std::sort(drawn.begin(), drawn.end());
  stats.distinct_partition_keys =
      static_cast<uint64_t>(std::unique(drawn.begin(), drawn.end()) - drawn.begin());
  return GenerateResponse(*table, stats);
}

}  // namespace keyscape::api
