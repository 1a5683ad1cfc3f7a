// keyscape:PreviewItems: a private part of keyscape/api/keyscape/partition_ops.h (its contract).

#include "generate_spec.h"
#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/datagen/item_generator.h"
#include "keyscape/model/time_format.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "next_token.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;
using table::Table;
using table::TableDef;
using value::AttributeValue;
using value::AttributeValueToJson;
using value::AttrMapToJson;
using value::FindAttr;
using value::Item;

namespace {

constexpr int64_t kMaxPreview = 100;

// The partition key value of key index 0: a HOT_KEY draw with HotFraction 1 always picks
// index 0, through the generator's own rendering.
Result<Json> FirstPartitionKey(const TableDef& def, const datagen::GenerateSpec& spec) {
  datagen::GenerateSpec first = spec;
  first.count = 1;
  first.partition_key.distribution = datagen::PkDistribution::kHotKey;
  first.partition_key.hot_fraction = 1.0;
  KS_ASSIGN_OR_RETURN(datagen::ItemGenerator gen, datagen::ItemGenerator::Create(def, first));
  Item item = gen.Next();
  Json k = Json::Object();
  if (const AttributeValue* v = FindAttr(item, def.key.hash.name))
    k.Add(def.key.hash.name, AttributeValueToJson(*v));
  return k;
}

}  // namespace

Result<Json> PreviewItemsOp(Database& db, const Json& request) {
  KS_ASSIGN_OR_RETURN(Table * table, KeyscapeTableOf(db, request));
  const TableDef& def = table->def();
  Fields f(request, "");
  KS_RETURN_IF_ERROR(
      f.OnlyKnown({"TableName", "Count", "Seed", "PartitionKey", "SortKey", "Attributes",
                   "PaddingBytes", "Limit", "NextToken", "PreviewCount"}));
  KS_ASSIGN_OR_RETURN(datagen::GenerateSpec spec, ReadGenerateSpec(def, f));
  KS_ASSIGN_OR_RETURN(Chunk chunk, ReadChunk(request, f, spec.count));
  KS_ASSIGN_OR_RETURN(auto preview, f.Int("PreviewCount", 1, kMaxPreview));
  const uint64_t n = std::min<uint64_t>(chunk.count, static_cast<uint64_t>(preview.value_or(5)));
  KS_ASSIGN_OR_RETURN(datagen::ItemGenerator gen, datagen::ItemGenerator::Create(def, spec));
  if (chunk.from) gen.Resume(*chunk.from);
  Json items = Json::Array();
  for (uint64_t i = 0; i < n; ++i) {
    Item item = gen.Next();
    KS_RETURN_IF_ERROR(table->ValidateItemKeys(item));
    items.Push(AttrMapToJson(item));
  }
  Json out = Json::Object();
  out.Add("TableName", Json::String(def.name));
  out.Add("Count", Json::Int(static_cast<int64_t>(spec.count)));
  out.Add("Items", std::move(items));
  KS_ASSIGN_OR_RETURN(Json first, FirstPartitionKey(def, spec));
  out.Add("FirstPartitionKey", std::move(first));
  if (spec.sort_key) {
    const datagen::SortKeySpec& sk = *spec.sort_key;
    const int64_t at = sk.start_millis + static_cast<int64_t>(chunk.first) * sk.step_millis;
    out.Add("SortKeyStart", Json::String(model::FormatIso8601(at)));
  }
  return out;
}

}  // namespace keyscape::api
