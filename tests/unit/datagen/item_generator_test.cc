// Sample data: templates, time and id formats, the PRNG, Zipf, and the item generator's
// determinism (the pinned values must be the same in the native and the wasm build).
#include "keyscape/datagen/item_generator.h"

#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "keyscape/base/md5.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/partition/random.h"
#include "keyscape/table/table.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_size.h"

using namespace keyscape::base;
using namespace keyscape::value;
using namespace keyscape::table;
using namespace keyscape::partition;
using namespace keyscape::model;
using namespace keyscape::datagen;

using namespace keyscape;
using namespace keyscape::partition;

namespace {

TableDef GenDef(bool with_range, AttrType pk_type = AttrType::kS, AttrType sk_type = AttrType::kS) {
  TableDef def;
  def.name = "Orders";
  def.key.hash = KeyElement{"pk", pk_type};
  if (with_range) def.key.range = KeyElement{"sk", sk_type};
  def.billing = BillingMode::kPayPerRequest;
  return def;
}

GenerateSpec OrdersSpec(uint64_t count, uint64_t seed) {
  GenerateSpec spec;
  spec.count = count;
  spec.seed = seed;
  spec.partition_key.template_text = "CUSTOMER#${customerId}";
  spec.partition_key.distribution = PkDistribution::kZipf;
  spec.partition_key.key_count = 1000;
  spec.partition_key.zipf_exponent = 1.1;
  SortKeySpec sk;
  sk.template_text = "ORDER#${orderId}";
  sk.kind = SkKind::kUlid;
  spec.sort_key = sk;
  return spec;
}

// `count` items over `keys` uniform partition keys and a sort key of `kind`.
GenerateSpec KeysSpec(uint64_t count, const char* pk_template, uint64_t keys,
                      const char* sk_template, SkKind kind) {
  GenerateSpec spec;
  spec.count = count;
  spec.partition_key.template_text = pk_template;
  spec.partition_key.key_count = keys;
  SortKeySpec sk;
  sk.template_text = sk_template;
  sk.kind = kind;
  spec.sort_key = sk;
  return spec;
}

std::string ItemText(const Item& item) { return AttrMapToJson(item).Dump(); }

std::string Md5Hex(std::string_view s) {
  static const char kHex[] = "0123456789abcdef";
  auto d = Md5(s);
  std::string out;
  for (uint8_t b : d) {
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 15]);
  }
  return out;
}

}  // namespace

TEST_CASE("partition: SplitMix64 and xoshiro256** are pinned", "[partition]") {
  uint64_t st = 0;
  CHECK(SplitMix64(&st) == 0xe220a8397b1dcdafULL);  // the published first output for seed 0
  CHECK(SplitMix64(&st) == 0x6e789e6aa1b965f4ULL);
  Rng a(42), b(42), c(43);
  uint64_t first = a.Next();
  CHECK(first == b.Next());
  CHECK(first != c.Next());
  Rng r(1);
  // Below(n) stays below n and hits both ends.
  bool low = false, high = false;
  for (int i = 0; i < 10000; ++i) {
    uint64_t v = r.Below(10);
    CHECK(v < 10);
    low |= v == 0;
    high |= v == 9;
  }
  CHECK(low);
  CHECK(high);
  for (int i = 0; i < 1000; ++i) {
    double d = r.NextDouble();
    CHECK(d >= 0);
    CHECK(d < 1);
  }
}

TEST_CASE("partition: deterministic log, exp and pow", "[partition]") {
  CHECK(DetLog(1) == 0);
  CHECK(DetExp(0) == 1);
  CHECK(DetLog(2.718281828459045) == Approx(1).epsilon(1e-15));
  CHECK(DetPow(2, 10) == Approx(1024).epsilon(1e-14));
  CHECK(DetPow(10, 0.5) == Approx(3.1622776601683795).epsilon(1e-14));
  CHECK(DetPow(1000000, 1.1) == Approx(3981071.7055349695).epsilon(1e-13));
  CHECK(DetExp(-800) == 0);
}

TEST_CASE("partition: Zipf distribution", "[partition]") {
  ZipfDistribution z(100, 1.0);
  double total = 0;
  for (uint32_t k = 0; k < 100; ++k) total += z.Probability(k);
  CHECK(total == Approx(1));
  CHECK(z.Probability(0) / z.Probability(1) == Approx(2));
  CHECK(z.Probability(0) / z.Probability(9) == Approx(10));
  Rng rng(7);
  std::map<uint32_t, int> counts;
  const int n = 200000;
  for (int i = 0; i < n; ++i) counts[z.Sample(&rng)]++;
  // H(100) = 5.187..: rank 1 gets ~19.3%.
  CHECK(counts[0] / double(n) == Approx(z.Probability(0)).epsilon(0.03));
  CHECK(counts[1] / double(n) == Approx(z.Probability(1)).epsilon(0.05));
  ZipfDistribution flat(10, 0);
  CHECK(flat.Probability(3) == Approx(0.1));
}

TEST_CASE("partition: generator key templates have one placeholder", "[partition]") {
  GenerateSpec spec = OrdersSpec(10, 1);
  spec.partition_key.template_text = "NOPE";
  CHECK(ItemGenerator::Create(GenDef(true), spec).status().message() ==
        "Key template 'NOPE' has no ${attribute} placeholder");
  spec.partition_key.template_text = "A#${a}#${b}";
  CHECK(ItemGenerator::Create(GenDef(true), spec).status().message() ==
        "Key template 'A#${a}#${b}' must have exactly one ${attribute} placeholder");
  spec.partition_key.template_text = "A#${";
  CHECK(ItemGenerator::Create(GenDef(true), spec).status().message() ==
        "template A#${: unclosed ${ at offset 2");
  spec.partition_key.template_text = "A#${}";
  CHECK_FALSE(ItemGenerator::Create(GenDef(true), spec).ok());
  // Filters work (the model layer's template engine).
  spec.partition_key.template_text = "C#${customerId|pad(6)}";
  auto gen = ItemGenerator::Create(GenDef(true), spec);
  REQUIRE(gen.ok());
  Item item = gen->Next();
  const AttributeValue* pk = FindAttr(item, "pk");
  REQUIRE(pk);
  CHECK(pk->scalar.size() == 8);
  CHECK(pk->scalar.rfind("C#00", 0) == 0);
}

TEST_CASE("partition: a key that does not render stops GenerateItems", "[partition]") {
  GenerateSpec spec = OrdersSpec(100, 1);
  spec.partition_key.template_text = "C#${customerId|pad(1)}";
  spec.partition_key.key_count = 50;
  Table table(GenDef(true));
  auto stats = GenerateItems(&table, spec);
  REQUIRE_FALSE(stats.ok());
  CHECK(stats.status().message().find(" of customerId is longer than pad(1)") != std::string::npos);
  CHECK(stats.status().message().rfind("GenerateItems item ", 0) == 0);
}

TEST_CASE("partition: ISO 8601 and ULID formats", "[partition]") {
  CHECK(FormatIso8601(0) == "1970-01-01T00:00:00Z");
  CHECK(FormatIso8601(1704067200000) == "2024-01-01T00:00:00Z");
  CHECK(FormatIso8601(951782400000) == "2000-02-29T00:00:00Z");
  CHECK(FormatIso8601(253402300799999) == "9999-12-31T23:59:59Z");
  int64_t ms = 0;
  REQUIRE(ParseIso8601("2024-07-09T12:34:56Z", &ms));
  CHECK(FormatIso8601(ms) == "2024-07-09T12:34:56Z");
  CHECK(ms == 1720528496000);
  CHECK_FALSE(ParseIso8601("2023-02-29T00:00:00Z", &ms));
  CHECK_FALSE(ParseIso8601("2024-07-09 12:34:56Z", &ms));
  CHECK_FALSE(ParseIso8601("2024-07-09T12:34:56", &ms));
  CHECK(FormatUlid(1469918176385, 0, 0) == "01ARYZ6S410000000000000000");  // ULID spec
  CHECK(FormatUlid(0xFFFFFFFFFFFFULL, 0xFFFF, ~uint64_t{0}) == "7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
}

TEST_CASE("partition: the generator is deterministic for a seed", "[partition]") {
  TableDef def = GenDef(true);
  auto a = ItemGenerator::Create(def, OrdersSpec(1000, 42));
  auto b = ItemGenerator::Create(def, OrdersSpec(1000, 42));
  auto c = ItemGenerator::Create(def, OrdersSpec(1000, 43));
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  REQUIRE(c.ok());
  std::string all_a, all_c;
  bool differs = false;
  for (int i = 0; i < 1000; ++i) {
    std::string ta = ItemText(a->Next()), tb = ItemText(b->Next()), tc = ItemText(c->Next());
    CHECK(ta == tb);
    differs |= ta != tc;
    all_a += ta + "\n";
  }
  CHECK(differs);
  // Pinned: the same bytes natively and in wasm (no libm, fixed-width integers only).
  auto g = ItemGenerator::Create(def, OrdersSpec(3, 42));
  CHECK(
      ItemText(g->Next()) ==
      R"({"pk":{"S":"CUSTOMER#0"},"customerId":{"S":"0"},)"
      R"("sk":{"S":"ORDER#01HK153X00C42AW5TK68WY96D1"},"orderId":{"S":"01HK153X00C42AW5TK68WY96D1"}})");
  CHECK(Md5Hex(all_a) == "ec2624ccd1be99d093f4b8379d7dd518");
  CHECK(Rng(42).Next() == 0x15780b2e0c2ec716ULL);
}

TEST_CASE("partition: generator distributions and sort keys", "[partition]") {
  SECTION("hot key") {
    GenerateSpec spec;
    spec.count = 10000;
    spec.seed = 1;
    spec.partition_key.template_text = "T#${t}";
    spec.partition_key.distribution = PkDistribution::kHotKey;
    spec.partition_key.key_count = 100;
    spec.partition_key.hot_fraction = 0.9;
    auto g = ItemGenerator::Create(GenDef(false), spec);
    REQUIRE(g.ok());
    int hot = 0;
    for (int i = 0; i < 10000; ++i) {
      Item item = g->Next();
      if (FindAttr(item, "pk")->scalar == "T#0") ++hot;
      CHECK(FindAttr(item, "t")->scalar == FindAttr(item, "pk")->scalar.substr(2));
    }
    CHECK(hot > 8800);
    CHECK(hot < 9200);
  }
  SECTION("uniform with padding, sequential timestamps") {
    GenerateSpec spec;
    spec.count = 5;
    spec.partition_key.template_text = "DEVICE#${device}";
    spec.partition_key.key_count = 7;
    spec.partition_key.pad_to = 4;
    SortKeySpec sk;
    sk.template_text = "READING#${ts}";
    sk.start_millis = 1720483200000;  // 2024-07-09T00:00:00Z
    sk.step_millis = 90000;
    spec.sort_key = sk;
    auto g = ItemGenerator::Create(GenDef(true), spec);
    REQUIRE(g.ok());
    Item first = g->Next();
    CHECK(FindAttr(first, "sk")->scalar == "READING#2024-07-09T00:00:00Z");
    CHECK(FindAttr(first, "ts")->scalar == "2024-07-09T00:00:00Z");
    CHECK(FindAttr(first, "pk")->scalar.size() == std::string("DEVICE#0000").size());
    CHECK(FindAttr(g->Next(), "sk")->scalar == "READING#2024-07-09T00:01:30Z");
  }
  SECTION("number keys, random ids and epoch timestamps") {
    GenerateSpec spec = KeysSpec(3, "${pk}", 1000, "${sk}", SkKind::kSequentialTimestamp);
    spec.sort_key->format = TimeFormat::kEpochSeconds;
    auto g = ItemGenerator::Create(GenDef(true, AttrType::kN, AttrType::kN), spec);
    REQUIRE(g.ok());
    Item item = g->Next();
    CHECK(item.size() == 2);
    CHECK(FindAttr(item, "pk")->type == AttrType::kN);
    CHECK(FindAttr(item, "sk")->scalar == "1704067200");
    spec.sort_key->kind = SkKind::kRandomId;
    auto r = ItemGenerator::Create(GenDef(true, AttrType::kN, AttrType::kN), spec);
    REQUIRE(r.ok());
    CHECK(FindAttr(r->Next(), "sk")->type == AttrType::kN);
    spec.sort_key->kind = SkKind::kUlid;
    CHECK(
        ItemGenerator::Create(GenDef(true, AttrType::kN, AttrType::kN), spec).status().message() ==
        "Sort key attribute sk is a number (N): ULID sort keys need a string (S) key");
  }
  SECTION("UUIDs") {
    GenerateSpec spec = KeysSpec(1, "${tenant}", 3, "ID#${id}", SkKind::kRandomId);
    auto g = ItemGenerator::Create(GenDef(true), spec);
    REQUIRE(g.ok());
    std::string id = FindAttr(g->Next(), "id")->scalar;
    REQUIRE(id.size() == 36);
    CHECK(id[8] == '-');
    CHECK(id[14] == '4');
    CHECK((id[19] == '8' || id[19] == '9' || id[19] == 'a' || id[19] == 'b'));
  }
}

TEST_CASE("partition: generator spec errors", "[partition]") {
  GenerateSpec spec = OrdersSpec(10, 1);
  CHECK(ItemGenerator::Create(GenDef(false), spec).status().message() ==
        "Table Orders has no sort key: remove SortKey");
  spec.sort_key.reset();
  CHECK(ItemGenerator::Create(GenDef(true), spec).status().message() ==
        "Table Orders has a sort key (sk): give SortKey");
  spec = OrdersSpec(0, 1);
  CHECK(ItemGenerator::Create(GenDef(true), spec).status().message() ==
        "Count must be an integer from 1 to 1000000");
  spec = OrdersSpec(10, 1);
  spec.partition_key.template_text = "X#${pk}";
  CHECK(ItemGenerator::Create(GenDef(true), spec).status().message() ==
        "Partition key template placeholder ${pk} names the key attribute itself; use another "
        "name");
  spec = OrdersSpec(10, 1);
  spec.partition_key.key_count = 2000000;
  CHECK(ItemGenerator::Create(GenDef(true), spec).status().message() ==
        "PartitionKey.KeyCount must be at most 1000000 for ZIPF");
  spec = OrdersSpec(10, 1);
  spec.attributes.emplace_back("customerId", AttributeValue::S("x"));
  CHECK(ItemGenerator::Create(GenDef(true), spec).status().message() ==
        "Attributes must not set customerId: GenerateItems writes that attribute itself");
  spec = OrdersSpec(10, 1);
  CHECK(ItemGenerator::Create(GenDef(true, AttrType::kB), spec).status().message() ==
        "Partition key attribute pk is binary (B): GenerateItems makes S and N keys only");
}

TEST_CASE("partition: GenerateItems writes through the table", "[partition]") {
  Table table(GenDef(true));
  auto stats = GenerateItems(&table, OrdersSpec(5000, 9));
  REQUIRE(stats.ok());
  CHECK(stats->generated == 5000);
  CHECK(stats->inserted == 5000);
  CHECK(stats->replaced == 0);
  CHECK(table.item_count() == 5000);
  CHECK(stats->distinct_partition_keys <= 1000);
  CHECK(stats->distinct_partition_keys > 300);
  CHECK(table.size_bytes() == stats->generated_bytes);
  // A table without a sort key keeps one item per partition key value.
  Table pk_only(GenDef(false));
  GenerateSpec spec;
  spec.count = 1000;
  spec.partition_key.template_text = "K#${k}";
  spec.partition_key.key_count = 50;
  spec.padding_bytes = 100;
  auto s2 = GenerateItems(&pk_only, spec);
  REQUIRE(s2.ok());
  CHECK(s2->inserted == 50);
  CHECK(s2->replaced == 950);
  CHECK(pk_only.item_count() == 50);
  // Items too large are rejected with DynamoDB's message.
  Table big(GenDef(false));
  spec.padding_bytes = kMaxItemSize;
  CHECK(GenerateItems(&big, spec).status().message() ==
        "GenerateItems item 0: Item size has exceeded the maximum allowed size");
}
