// keyscape:PreviewItems: checks a keyscape:GenerateItems spec and shows what it would
// write, without writing anything.
// Request:  the members of keyscape:GenerateItems (generate_items_op.cc), Limit and
//           NextToken included, plus
//           "PreviewCount": 5   (1..100) the number of items to render.
// Response: {"TableName", "Count" (the spec's item count),
//            "Items": [the first PreviewCount items GenerateItems would write for the same
//                      request (from NextToken's item, at most Limit), DynamoDB JSON],
//            "FirstPartitionKey": {"<pk>": value}  the partition key value of key index 0
//                     (the hot key of HOT_KEY, the most frequent rank of ZIPF),
//            "SortKeyStart"?: "2024-01-01T00:00:00Z" (ISO-8601, the clock of the first
//                     item of Items; when the spec has a sort key)}
// Errors: the same ValidationExceptions GenerateItems gives for the spec, and the key
// errors (too long, empty, wrong type) its first PreviewCount items would meet.
#include "api_names.h"
#include "generate_spec.h"
#include "keyscape/api/keyscape_request.h"
#include "keyscape/api/ops.h"
#include "keyscape/model/time_format.h"
#include "next_token.h"

namespace keyscape::api {

namespace {

constexpr int64_t kMaxPreview = 100;

// The partition key value of key index 0: a HOT_KEY draw with HotFraction 1 always picks
// index 0, through the generator's own rendering.
Result<Json> FirstPartitionKey(const TableDef& def, const model::GenerateSpec& spec) {
  model::GenerateSpec first = spec;
  first.count = 1;
  first.partition_key.distribution = model::PkDistribution::kHotKey;
  first.partition_key.hot_fraction = 1.0;
  KS_ASSIGN_OR_RETURN(model::ItemGenerator gen, model::ItemGenerator::Create(def, first));
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
  KS_ASSIGN_OR_RETURN(model::GenerateSpec spec, ReadGenerateSpec(def, f));
  KS_ASSIGN_OR_RETURN(Chunk chunk, ReadChunk(request, f, spec.count));
  KS_ASSIGN_OR_RETURN(auto preview, f.Int("PreviewCount", 1, kMaxPreview));
  const uint64_t n = std::min<uint64_t>(chunk.count, static_cast<uint64_t>(preview.value_or(5)));
  KS_ASSIGN_OR_RETURN(model::ItemGenerator gen, model::ItemGenerator::Create(def, spec));
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
    const model::SortKeySpec& sk = *spec.sort_key;
    const int64_t at = sk.start_millis + static_cast<int64_t>(chunk.first) * sk.step_millis;
    out.Add("SortKeyStart", Json::String(model::FormatIso8601(at)));
  }
  return out;
}

}  // namespace keyscape::api
