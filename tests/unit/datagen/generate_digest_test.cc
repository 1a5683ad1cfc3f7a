// GenerateItems stores exactly the items of the generator's stream, and that stream is
// pinned: the digests below were taken from the two-pass generator (ItemGenerator::Next
// then Table::Put per item) before its single-pass rewrite, so a change to any generated
// key, attribute, attribute order, size or storage position fails here. The same digests
// must hold natively and in wasm (random.h: the streams are identical).
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/base/md5.h"
#include "keyscape/datagen/item_generator.h"
#include "keyscape/engine.h"
#include "keyscape/table/stream_log.h"
#include "keyscape/table/table.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_codec.h"
#include "test_support.h"

using namespace keyscape;
using namespace keyscape::model;
using namespace keyscape::datagen;
using namespace keyscape::table;
using namespace keyscape::value;

namespace {

std::string Hex(std::string_view s) {
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : s) {
    out.push_back(kHex[c >> 4]);
    out.push_back(kHex[c & 15]);
  }
  return out;
}

std::string Md5Hex(std::string_view s) {
  auto d = base::Md5(s);
  return Hex(std::string_view(reinterpret_cast<const char*>(d.data()), d.size()));
}

// Every entry of the table's store and of each index store, in stored order: the storage
// key in hex and the item as DynamoDB JSON (attributes in stored order).
std::string StoreText(const Table& t) {
  std::string out;
  for (int s = -1; s < static_cast<int>(t.def().indexes.size()); ++s) {
    out += "store " + std::to_string(s) + "\n";
    for (const EntryStore::Entry e : t.store(s)) {
      auto item = DecodeItem(EntryStore::ValueOf(e));
      REQUIRE(item.ok());
      out += Hex(EntryStore::KeyOf(e)) + " " + AttrMapToJson(*item).Dump() + "\n";
    }
  }
  out += "count " + std::to_string(t.item_count()) + " size " + std::to_string(t.size_bytes());
  return out;
}

std::string StatsText(const GenerateStats& s) {
  return std::to_string(s.generated) + " " + std::to_string(s.inserted) + " " +
         std::to_string(s.replaced) + " " + std::to_string(s.distinct_partition_keys) + " " +
         std::to_string(s.generated_bytes);
}

TableDef Def(bool with_range, AttrType pk = AttrType::kS, AttrType sk = AttrType::kS) {
  TableDef def;
  def.name = "Gen";
  def.key.hash = KeyElement{"pk", pk};
  if (with_range) def.key.range = KeyElement{"sk", sk};
  def.billing = BillingMode::kPayPerRequest;
  return def;
}

// Adds a GSI on (customerId, status) projecting INCLUDE total, and an LSI on (pk, orderId).
TableDef IndexedDef() {
  TableDef def = Def(true);
  IndexDef lsi;
  lsi.name = "ByOrder";
  lsi.global = false;
  lsi.key.hash = KeyElement{"pk", AttrType::kS};
  lsi.key.range = KeyElement{"orderId", AttrType::kS};
  lsi.projection.type = ProjectionType::kKeysOnly;
  IndexDef gsi;
  gsi.name = "ByCustomer";
  gsi.key.hash = KeyElement{"customerId", AttrType::kS};
  gsi.key.range = KeyElement{"status", AttrType::kS};
  gsi.projection.type = ProjectionType::kInclude;
  gsi.projection.non_key_attributes = {"total"};
  def.indexes = {lsi, gsi};
  return def;
}

GenerateSpec Spec(uint64_t count, uint64_t seed, const char* pk, PkDistribution dist,
                  uint64_t keys) {
  GenerateSpec spec;
  spec.count = count;
  spec.seed = seed;
  spec.partition_key.template_text = pk;
  spec.partition_key.distribution = dist;
  spec.partition_key.key_count = keys;
  spec.partition_key.zipf_exponent = 0.8;
  spec.partition_key.hot_fraction = 0.3;
  return spec;
}

SortKeySpec Sk(const char* tmpl, SkKind kind, TimeFormat format = TimeFormat::kIso8601) {
  SortKeySpec sk;
  sk.template_text = tmpl;
  sk.kind = kind;
  sk.format = format;
  return sk;
}

// The generated table's text digest and the stats.
std::string Generated(Table* t, const GenerateSpec& spec) {
  auto stats = GenerateItems(t, spec);
  REQUIRE(stats.ok());
  CHECK(stats->generated == spec.count);
  CHECK(stats->inserted + stats->replaced == spec.count);
  return Md5Hex(StoreText(*t)) + " " + StatsText(*stats);
}

}  // namespace

TEST_CASE("generate: ZIPF partition keys, ULID sort keys, a constant attribute", "[generate]") {
  // The benchmark's chunk (tests/bench/workload.mjs generateRequests), second chunk.
  GenerateSpec spec = Spec(3000, 2025, "CUSTOMER#${customerId}", PkDistribution::kZipf, 100000);
  spec.sort_key = Sk("ORDER#${orderId}", SkKind::kUlid);
  spec.sort_key->start_millis += 20000 * spec.sort_key->step_millis;
  spec.attributes.emplace_back("status", AttributeValue::S("NEW"));
  Table t(Def(true));
  CHECK(Generated(&t, spec) == "7ee317473dea99ad921467f7e2e91eaa 3000 3000 0 2411 314188");
}

TEST_CASE("generate: UNIFORM keys with filters, ISO 8601 sort keys, padding", "[generate]") {
  GenerateSpec spec = Spec(2000, 7, "C#${c|pad(6)}", PkDistribution::kUniform, 300);
  spec.sort_key = Sk("AT#${at}#X", SkKind::kSequentialTimestamp);
  spec.sort_key->step_millis = 61000;
  spec.padding_bytes = 37;
  spec.attributes.emplace_back("total", AttributeValue::N("12.50"));
  Item nested;
  nested.emplace_back("a", AttributeValue::S("b"));
  AttributeValue map;
  map.type = AttrType::kM;
  map.map = nested;
  spec.attributes.emplace_back("m", map);
  spec.attributes.emplace_back("flag", AttributeValue::Bool(true));
  Table t(Def(true));
  CHECK(Generated(&t, spec) == "c2c0cb70ae9bef4f3edab753868c6144 2000 2000 0 299 253281");
}

TEST_CASE("generate: HOT_KEY keys padded by PadTo, UUID sort keys", "[generate]") {
  GenerateSpec spec = Spec(2000, 11, "${customerId|upper}-P", PkDistribution::kHotKey, 40);
  spec.partition_key.pad_to = 5;
  spec.sort_key = Sk("${id}", SkKind::kRandomId);
  Table t(Def(true));
  CHECK(Generated(&t, spec) == "037f57e82de2d064ae2a60528127fcb0 2000 2000 0 40 200000");
}

TEST_CASE("generate: number keys (epoch times, random integers)", "[generate]") {
  GenerateSpec spec = Spec(1500, 3, "${pk}", PkDistribution::kUniform, 90);
  spec.sort_key = Sk("${sk}", SkKind::kSequentialTimestamp, TimeFormat::kEpochMillis);
  Table t(Def(true, AttrType::kN, AttrType::kN));
  CHECK(Generated(&t, spec) == "26055644797a63fc038f805d9da87caf 1500 1500 0 90 19340");
  GenerateSpec ids = Spec(1500, 4, "${n}", PkDistribution::kZipf, 30);
  ids.sort_key = Sk("${sk}", SkKind::kRandomId);
  Table u(Def(true, AttrType::kN, AttrType::kN));
  CHECK(Generated(&u, ids) == "f5d6968754671187e2724f48c337b678 1500 1500 0 30 26386");
  GenerateSpec secs = Spec(500, 5, "K${k}", PkDistribution::kUniform, 9);
  secs.sort_key = Sk("T${t}", SkKind::kSequentialTimestamp, TimeFormat::kEpochSeconds);
  Table v(Def(true));
  CHECK(Generated(&v, secs) == "4b8073bb9c39bd0b097452cebe347e11 500 500 0 9 15000");
}

TEST_CASE("generate: a table without a sort key keeps the last item of each key", "[generate]") {
  GenerateSpec spec = Spec(1000, 8, "K#${k}", PkDistribution::kUniform, 50);
  spec.padding_bytes = 5;
  Table t(Def(false));
  CHECK(Generated(&t, spec) == "8499717163013846c2a810d87f3d2ed5 1000 50 950 50 20644");
}

TEST_CASE("generate: indexes and a stream see every generated item", "[generate]") {
  GenerateSpec spec = Spec(1200, 21, "CUSTOMER#${customerId}", PkDistribution::kZipf, 200);
  spec.sort_key = Sk("ORDER#${orderId}", SkKind::kUlid);
  spec.attributes.emplace_back("status", AttributeValue::S("NEW"));
  spec.attributes.emplace_back("total", AttributeValue::N("3"));
  spec.attributes.emplace_back("note", AttributeValue::S("n"));
  Table t(IndexedDef());
  StreamIdentity id;
  id.key = t.def().key;
  id.view = StreamViewType::kNewImage;
  StreamLog log(
      id, [] { return 0.0; }, 100000);
  t.set_stream(&log);
  // A second generation into the same table replaces some items (the same seed again).
  CHECK(Generated(&t, spec) == "718cae290ce793538b905deaf94adf3b 1200 1200 0 187 135172");
  spec.count = 600;
  CHECK(Generated(&t, spec) == "718cae290ce793538b905deaf94adf3b 600 0 600 163 67574");
  CHECK(log.size() == 1200);  // the identical second puts record nothing
}

namespace {

const char kEntityModel[] = R"J({"format":"keyscape-model","version":1,"name":"gen",
 "tables":[{"name":"Shop","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"}},
  {"name":"Indexed","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"},
   "globalSecondaryIndexes":[{"name":"GSI1","partitionKey":{"name":"GSI1PK","type":"S"},
               "sortKey":{"name":"GSI1SK","type":"S"},"projection":{"type":"ALL"}}]}],
 "entities":[
  {"name":"Order","table":"Shop","attributes":{"c":{"type":"S"},"id":{"type":"S","format":"ulid"},
    "status":{"type":"S","values":["NEW","SHIPPED"]},"at":{"type":"S","format":"iso8601"}},
   "keys":{"PK":"C#${c}","SK":"ORDER#${at}#${id}"}},
  {"name":"Line","table":"Indexed","attributes":{"c":{"type":"S"},"n":{"type":"N"},
    "at":{"type":"S","format":"iso8601"}},
   "keys":{"PK":"C#${c}","SK":"LINE#${n|pad(8)}","GSI1PK":"AT#${at}","GSI1SK":"C#${c}"}}]})J";

std::string EntityDigest(const char* entity, const char* table, const char* rest) {
  Engine e;
  testing::CallOk(e, "keyscape:LoadDesign", std::string("{\"model\":") + kEntityModel + "}");
  std::string stats;
  for (int chunk = 0; chunk < 2; ++chunk) {
    base::Json g = testing::CallOk(e, "keyscape:GenerateItems",
                                   std::string("{\"model\":") + kEntityModel + ",\"Entity\":\"" +
                                       entity + "\",\"Count\":700,\"Seed\":5,\"FirstIndex\":" +
                                       std::to_string(chunk * 700) + rest + "}");
    stats += " " + g.Dump();
  }
  return Md5Hex(StoreText(*e.database().Find(table)) + stats);
}

}  // namespace

TEST_CASE("generate: an entity's items (keyscape:GenerateItems with a model)", "[generate]") {
  CHECK(EntityDigest("Order", "Shop", R"(,"PartitionKey":{"KeyCount":40})") ==
        "db6899fa633910eec5514dcbdcb0e5d9");
  CHECK(EntityDigest("Line", "Indexed", R"(,"PartitionKey":{"Distribution":"ZIPF"})") ==
        "fbd2de38eaf57b4ec1537645a663956c");
}

TEST_CASE("generate: a set too large to hold is generated again to store it", "[generate]") {
  // 400 items of 200,000 bytes pass RenderedItems::kMaxBytes (64 MB): the second path.
  GenerateSpec spec = Spec(400, 13, "K#${k}", PkDistribution::kUniform, 60);
  spec.padding_bytes = 200000;
  REQUIRE(spec.count * static_cast<uint64_t>(spec.padding_bytes) > RenderedItems::kMaxBytes);
  Table generated(Def(false));
  auto stats = GenerateItems(&generated, spec);
  REQUIRE(stats.ok());
  // The same items put one by one, as the generator's stream gives them.
  Table expected(Def(false));
  auto gen = ItemGenerator::Create(expected.def(), spec);
  REQUIRE(gen.ok());
  uint64_t replaced = 0;
  for (uint64_t i = 0; i < spec.count; ++i) {
    std::optional<Item> old;
    expected.Put(gen->Next(), &old);
    replaced += old ? 1 : 0;
  }
  CHECK(stats->replaced == replaced);
  CHECK(stats->inserted == spec.count - replaced);
  CHECK(StoreText(generated) == StoreText(expected));
}
