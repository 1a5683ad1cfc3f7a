// keyscape:LoadDesign and keyscape:GenerateItems with "model":
// a private part of keyscape/api/keyscape/design_ops.h (their contracts).

#include <algorithm>
#include <vector>

#include "api/keyscape/partitions/generate_spec.h"
#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/keyscape/request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/datagen/entity_values.h"
#include "keyscape/datagen/item_generator.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/model/table_request.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"
#include "api/keyscape/partitions/next_token.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::Table;
using value::AttrMapToJson;
using value::Item;
using value::ItemSize;

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
  KS_RETURN_IF_ERROR(f.OnlyKnown({"model", "Entity", "Count", "Seed", "PartitionKey",
                                  "TableNamePrefix", "Limit", "NextToken"}));
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
  const uint64_t total = static_cast<uint64_t>(*count);
  KS_ASSIGN_OR_RETURN(Chunk chunk, ReadChunk(request, f, total));
  Table* table = db.Find(prefix + e->table);
  if (!table)
    return Status(base::ErrorCode::kResourceNotFound,
                  "Requested resource not found: Table: " + prefix + e->table +
                      " not found (load the design with keyscape:LoadDesign first)");
  const model::TableModel& t = *d.FindTable(e->table);
  // The next item of the values, rendered and checked.
  auto next = [&](datagen::EntityValues& values) -> Result<Item> {
    const uint64_t i = values.position().index;
    Json v = values.Next();
    Result<Item> item = model::RenderEntityItem(*e, t, v);
    if (!item.ok()) return Status::Validation(ItemError(i, item.status()));
    Status st = table->ValidateItemKeys(*item);
    if (!st.ok()) return Status(st.code(), ItemError(i, st));
    return item;
  };
  auto start = [&]() -> Result<datagen::EntityValues> {
    KS_ASSIGN_OR_RETURN(datagen::EntityValues values, datagen::EntityValues::Create(d, *e, spec));
    if (chunk.from) values.Resume(*chunk.from);
    return values;
  };
  // All or nothing: every item valid and the whole set within the limits before any is
  // stored. Each item is rendered once and held in its stored form (datagen::RenderedItems);
  // a set too large to hold is generated a second time to store it.
  KS_ASSIGN_OR_RETURN(datagen::EntityValues values, start());
  datagen::GenerateRoom room;
  datagen::RenderedItems rendered;
  datagen::GenerateStats stats;
  std::vector<uint64_t> drawn;
  bool buffered = true;
  for (uint64_t i = 0; i < chunk.count; ++i) {
    KS_ASSIGN_OR_RETURN(Item item, next(values));
    const int64_t size = ItemSize(item);
    room.Add(table->MemoryFor(item));
    drawn.push_back(values.last_key_index());
    stats.generated_bytes += size;
    if (buffered) buffered = rendered.Add(*table, item, size);
  }
  KS_RETURN_IF_ERROR(room.Check(&db, *table));
  stats.generated = chunk.count;
  if (buffered) {
    rendered.StoreInto(table, &stats);
  } else {
    KS_ASSIGN_OR_RETURN(datagen::EntityValues again, start());
    for (uint64_t i = 0; i < chunk.count; ++i) {
      KS_ASSIGN_OR_RETURN(Item item, next(again));
      std::optional<Item> old;
      table->Put(item, &old);
      (old ? stats.replaced : stats.inserted)++;
    }
  }
  std::sort(drawn.begin(), drawn.end());
  stats.distinct_partition_keys =
      static_cast<uint64_t>(std::unique(drawn.begin(), drawn.end()) - drawn.begin());
  return GenerateResponse(request, *table, stats, values.position(), total);
}

}  // namespace keyscape::api
