// keyscape:PreviewItems: checks a keyscape:GenerateItems spec and shows what it would
// write, without writing anything.
// Request:  the members of keyscape:GenerateItems (generate_items_op.cc), plus
//           "PreviewCount": 5   (1..100) the number of items to render.
// Response: {"TableName", "Count" (the spec's item count),
//            "Items": [the first min(PreviewCount, Count) items, DynamoDB JSON],
//            "FirstPartitionKey": {"<pk>": value}  the partition key value of key index 0
//                     (the hot key of HOT_KEY, the most frequent rank of ZIPF),
//            "SortKeyStart"?: "2024-01-01T00:00:00Z" (ISO-8601, the first item's clock,
//                     FirstIndex steps after Start; when the spec has a sort key)}
// Errors: the same ValidationExceptions GenerateItems gives for the spec, and the key
// errors (too long, empty, wrong type) its first PreviewCount items would meet.
#include "api_names.h"
#include "generate_spec.h"
#include "keyscape/api/keyscape_request.h"
#include "keyscape/api/ops.h"
#include "keyscape/model/time_format.h"

namespace keyscape::api {

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
  KS_RETURN_IF_ERROR(f.OnlyKnown({"TableName", "Count", "Seed", "FirstIndex", "PartitionKey",
                                  "SortKey", "Attributes", "PaddingBytes", "PreviewCount"}));
  KS_ASSIGN_OR_RETURN(datagen::GenerateSpec spec, ReadGenerateSpec(def, f));
  KS_ASSIGN_OR_RETURN(auto preview, f.Int("PreviewCount", 1, kMaxPreview));
  const uint64_t n = std::min<uint64_t>(spec.count, static_cast<uint64_t>(preview.value_or(5)));
  KS_ASSIGN_OR_RETURN(datagen::ItemGenerator gen, datagen::ItemGenerator::Create(def, spec));
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
  if (spec.sort_key)
    out.Add("SortKeyStart", Json::String(model::FormatIso8601(spec.sort_key->start_millis)));
  return out;
}

}  // namespace keyscape::api
