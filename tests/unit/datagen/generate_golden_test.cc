// GenerateItems stores exactly the items of the generator's stream, and that stream is
// pinned by a readable golden text, tests/vectors/generate_items.golden.txt: for each case
// below, the stats of the full-size generation and every entry of the table's and each
// index's store (the storage key in hex, the item as DynamoDB JSON) after a small one. A
// change to any generated key, attribute, attribute order, size or storage position fails
// here, natively and in wasm (random.h: the streams are identical). To see a change:
// KEYSCAPE_WRITE_GOLDEN=1 rewrites the file; review the diff before committing it.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/datagen/item_generator.h"
#include "keyscape/table/stream_log.h"
#include "keyscape/table/table.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_codec.h"
#include "test_support.h"

using namespace keyscape;
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

// One golden case: its name and its text.
struct Golden {
  std::string name;
  std::string text;
};

constexpr uint64_t kSmall = 6;  // items in the store part of a template case

// The stats of `spec` at its count, then the store after its first kSmall items.
std::string TemplateCase(const TableDef& def, GenerateSpec spec, bool second_pass = false) {
  Table full(def);
  auto stats = GenerateItems(&full, spec);
  REQUIRE(stats.ok());
  CHECK(stats->generated == spec.count);
  CHECK(stats->inserted + stats->replaced == spec.count);
  std::string text = "stats " + StatsText(*stats) + "\n";
  if (second_pass) {  // the same seed again into the same table: every item replaced
    auto again = GenerateItems(&full, spec);
    REQUIRE(again.ok());
    text += "again " + StatsText(*again) + "\n";
  }
  spec.count = std::min(spec.count, kSmall);
  Table small(def);
  REQUIRE(GenerateItems(&small, spec).ok());
  return text + StoreText(small) + "\n";
}

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

// An entity's data set of `count` items in chunks of `limit` (each with the last NextToken):
// the responses, then the table's stores.
std::string EntityCase(const char* entity, const char* table, const char* rest, int count,
                       int limit) {
  Engine e;
  testing::CallOk(e, "keyscape:LoadDesign", std::string("{\"model\":") + kEntityModel + "}");
  const std::string set = std::string("{\"model\":") + kEntityModel + ",\"Entity\":\"" + entity +
                          "\",\"Count\":" + std::to_string(count) + ",\"Seed\":5" + rest +
                          ",\"Limit\":" + std::to_string(limit);
  std::string text, token;
  do {
    base::Json g =
        testing::CallOk(e, "keyscape:GenerateItems",
                        set + (token.empty() ? "" : ",\"NextToken\":\"" + token + "\"") + "}");
    const base::Json* next = g.Find("NextToken");
    token = next ? next->string_value() : "";
    g.Set("NextToken", base::Json::Bool(next != nullptr));  // the token itself is opaque
    text += "response " + g.Dump() + "\n";
  } while (!token.empty());
  return text + StoreText(*e.database().Find(table)) + "\n";
}

std::vector<Golden> Cases() {
  std::vector<Golden> out;
  {  // The benchmark's chunk (tests/bench/workload.mjs generateRequests) with a later clock.
    GenerateSpec spec = Spec(3000, 2025, "CUSTOMER#${customerId}", PkDistribution::kZipf, 100000);
    spec.sort_key = Sk("ORDER#${orderId}", SkKind::kUlid);
    spec.sort_key->start_millis += 20000 * spec.sort_key->step_millis;
    spec.attributes.emplace_back("status", AttributeValue::S("NEW"));
    out.push_back({"ZIPF partition keys, ULID sort keys, a constant attribute",
                   TemplateCase(Def(true), spec)});
  }
  {
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
    out.push_back(
        {"UNIFORM keys with filters, ISO 8601 sort keys, padding", TemplateCase(Def(true), spec)});
  }
  {
    GenerateSpec spec = Spec(2000, 11, "${customerId|upper}-P", PkDistribution::kHotKey, 40);
    spec.partition_key.pad_to = 5;
    spec.sort_key = Sk("${id}", SkKind::kRandomId);
    out.push_back({"HOT_KEY keys padded by PadTo, UUID sort keys", TemplateCase(Def(true), spec)});
  }
  {
    GenerateSpec spec = Spec(1500, 3, "${pk}", PkDistribution::kUniform, 90);
    spec.sort_key = Sk("${sk}", SkKind::kSequentialTimestamp, TimeFormat::kEpochMillis);
    out.push_back({"number keys: epoch milliseconds",
                   TemplateCase(Def(true, AttrType::kN, AttrType::kN), spec)});
    GenerateSpec ids = Spec(1500, 4, "${n}", PkDistribution::kZipf, 30);
    ids.sort_key = Sk("${sk}", SkKind::kRandomId);
    out.push_back(
        {"number keys: random integers", TemplateCase(Def(true, AttrType::kN, AttrType::kN), ids)});
    GenerateSpec secs = Spec(500, 5, "K${k}", PkDistribution::kUniform, 9);
    secs.sort_key = Sk("T${t}", SkKind::kSequentialTimestamp, TimeFormat::kEpochSeconds);
    out.push_back({"epoch seconds in a string key", TemplateCase(Def(true), secs)});
  }
  {
    GenerateSpec spec = Spec(1000, 8, "K#${k}", PkDistribution::kUniform, 50);
    spec.padding_bytes = 5;
    out.push_back({"a table without a sort key keeps the last item of each key",
                   TemplateCase(Def(false), spec)});
  }
  {
    GenerateSpec spec = Spec(1200, 21, "CUSTOMER#${customerId}", PkDistribution::kZipf, 200);
    spec.sort_key = Sk("ORDER#${orderId}", SkKind::kUlid);
    spec.attributes.emplace_back("status", AttributeValue::S("NEW"));
    spec.attributes.emplace_back("total", AttributeValue::N("3"));
    spec.attributes.emplace_back("note", AttributeValue::S("n"));
    out.push_back({"a GSI and an LSI see every generated item; the same seed again replaces",
                   TemplateCase(IndexedDef(), spec, true)});
  }
  out.push_back({"a design entity's items in chunks (ULID, closed set, iso8601)",
                 EntityCase("Order", "Shop", R"(,"PartitionKey":{"KeyCount":40})", 8, 3)});
  out.push_back(
      {"a design entity with a GSI, ZIPF keys, in chunks",
       EntityCase("Line", "Indexed", R"(,"PartitionKey":{"Distribution":"ZIPF"})", 7, 4)});
  return out;
}

std::string GoldenText(const std::vector<Golden>& cases) {
  std::string out;
  for (const Golden& g : cases) out += "== " + g.name + "\n" + g.text;
  return out;
}

}  // namespace

TEST_CASE("generate: every case's store and stats equal generate_items.golden.txt", "[generate]") {
  const std::string path = testing::SourcePath("tests/vectors/generate_items.golden.txt");
  const std::string actual = GoldenText(Cases());
  if (std::getenv("KEYSCAPE_WRITE_GOLDEN")) {
    std::ofstream(path, std::ios::binary) << actual;
  }
  const std::string golden = testing::ReadFile(path);
  REQUIRE_FALSE(golden.empty());
  // Section by section, so a failure names the case.
  size_t a = 0, g = 0;
  while (a < actual.size() || g < golden.size()) {
    const size_t a_end = std::min(actual.find("\n== ", a), actual.size());
    const size_t g_end = std::min(golden.find("\n== ", g), golden.size());
    const std::string want = golden.substr(g, g_end - g);
    const std::string got = actual.substr(a, a_end - a);
    INFO(got.substr(0, got.find('\n')));
    CHECK(got == want);
    if (got != want) break;
    a = a_end + 1;
    g = g_end + 1;
  }
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
