// The load and throttling model (reference/partition-model.md §3), on tables built in
// memory: capacity arithmetic, partition counts, throttling with spare capacity, table
// limits, the worked write-sharding example, and split-for-heat rules.
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "keyscape/partition/capacity.h"
#include "keyscape/partition/load.h"
#include "keyscape/partition/scenario.h"
#include "keyscape/table/table.h"

using namespace keyscape::base;
using namespace keyscape::value;
using namespace keyscape::table;
using namespace keyscape::partition;

using namespace keyscape;
using namespace keyscape::partition;

namespace {

TableDef LoadDef(bool with_range, bool lsi = false) {
  TableDef def;
  def.name = "LoadTable";
  def.key.hash = KeyElement{"pk", AttrType::kS};
  if (with_range) def.key.range = KeyElement{"sk", AttrType::kS};
  def.billing = BillingMode::kPayPerRequest;
  if (lsi) {
    IndexDef idx;
    idx.name = "byOther";
    idx.global = false;
    idx.key.hash = def.key.hash;
    idx.key.range = KeyElement{"other", AttrType::kS};
    def.indexes.push_back(idx);
  }
  return def;
}

void PutItem(Table* t, const std::string& pk, const std::string& sk = "", size_t pad = 0) {
  Item item;
  item.emplace_back("pk", AttributeValue::S(pk));
  if (t->def().key.range) item.emplace_back("sk", AttributeValue::S(sk));
  if (pad) item.emplace_back("pad", AttributeValue::S(std::string(pad, 'x')));
  REQUIRE(t->ValidateItemKeys(item).ok());
  t->Put(item);
}

LoadPattern Writes(double rate, const std::string& hot_key) {
  LoadPattern a;
  a.name = "writes";
  a.writes_per_second = rate;
  a.key_choice = KeyChoice::kHotKey;
  a.hot_key = AttributeValue::S(hot_key);
  return a;
}

// Strongly consistent reads and writes per second.
LoadPattern StrongLoad(const char* name, double reads, double writes) {
  LoadPattern a;
  a.name = name;
  a.reads_per_second = reads;
  a.writes_per_second = writes;
  a.consistency = ReadConsistency::kStrong;
  return a;
}

// An on-demand table with `partitions` partitions whose table-level ceiling is out of the
// way (previous peak 20,000 -> 40,000 quota), so only partition limits throttle.
ScenarioRequest OnDemand(uint32_t partitions) {
  ScenarioRequest req;
  req.options.initial_partitions = partitions;
  req.options.table_limits =
      OnDemandTableLimits(20000, 20000, kDefaultTableQuotaUnits, kDefaultTableQuotaUnits);
  return req;
}

const PartitionResult& Hottest(const SimulationResult& r) {
  return r.partitions[r.hottest_partition];
}

}  // namespace

TEST_CASE("partition: capacity units round up per request", "[partition]") {
  CHECK(ReadUnitsPerRequest(3500, ReadConsistency::kStrong) == 1);
  CHECK(ReadUnitsPerRequest(4096, ReadConsistency::kStrong) == 1);
  CHECK(ReadUnitsPerRequest(4097, ReadConsistency::kStrong) == 2);
  CHECK(ReadUnitsPerRequest(20 * 1024, ReadConsistency::kStrong) == 5);  // AWS: 600 reads/s
  CHECK(ReadUnitsPerRequest(10 * 1024, ReadConsistency::kEventual) == 1.5);
  CHECK(ReadUnitsPerRequest(0, ReadConsistency::kEventual) == 0.5);
  CHECK(ReadUnitsPerRequest(100, ReadConsistency::kTransactional) == 2);
  CHECK(WriteUnitsPerRequest(500, WriteKind::kStandard) == 1);
  CHECK(WriteUnitsPerRequest(1600, WriteKind::kStandard) == 2);
  CHECK(WriteUnitsPerRequest(1024, WriteKind::kTransactional) == 2);
}

TEST_CASE("partition: initial partition counts follow the documented formula", "[partition]") {
  CHECK(ProvisionedPartitionCount(1000, 500) == 1);   // 0.8333 -> 1
  CHECK(ProvisionedPartitionCount(1000, 1000) == 2);  // 1.333 -> 2
  CHECK(ProvisionedPartitionCount(5000, 2000) == 4);  // 3.6667 -> 4
  CHECK(ProvisionedPartitionCount(3000, 0) == 1);
  CHECK(ProvisionedPartitionCount(3001, 0) == 2);
  CHECK(ProvisionedPartitionCount(0, 3200) == 4);  // the paper's 3,200 WCU example
  CHECK(ProvisionedPartitionCount(0, 0) == 1);
  CHECK(ProvisionedPartitionCount(int64_t{1} << 50, 0) == kMaxPartitionCount);
  TableDef def = LoadDef(false);
  CHECK(InitialPartitionCount(def) == 4);
  def.billing = BillingMode::kProvisioned;
  def.read_capacity = 5000;
  def.write_capacity = 2000;
  CHECK(InitialPartitionCount(def) == 4);
}

TEST_CASE("partition: partition and table limits", "[partition]") {
  auto f = PartitionServedFractions(6000, 500, LimitRule::kIndependent);
  CHECK(f.read == 0.5);
  CHECK(f.write == 1);
  // Legacy linear: 2000/3000 + 500/1000 = 7/6 > 1 although each is under its own limit.
  f = PartitionServedFractions(2000, 500, LimitRule::kIndependent);
  CHECK(f.read == 1);
  CHECK(f.write == 1);
  f = PartitionServedFractions(2000, 500, LimitRule::kLegacyLinear);
  CHECK(f.read == Approx(6.0 / 7));
  CHECK(f.write == Approx(6.0 / 7));
  TableLimits od = OnDemandTableLimits(0, 0, 40000, 40000);
  CHECK(od.read == 12000);
  CHECK(od.write == 4000);
  od = OnDemandTableLimits(10000, 3000, 40000, 40000);
  CHECK(od.read == 20000);
  CHECK(od.write == 6000);
  od = OnDemandTableLimits(30000, 30000, 40000, 40000);
  CHECK(od.read == 40000);  // the table quota
  TableLimits pv = ProvisionedTableLimits(100, 50000, 40000, 40000);
  CHECK(pv.read == 100);
  CHECK(pv.write == 40000);
}

TEST_CASE("partition: worked example - one key at 5,000 writes/s and write sharding",
          "[partition]") {
  // reference/partition-model.md §3.6: "2024-07-09#i", 5,000 WCU/s, equal partitions.
  Table table(LoadDef(false));
  struct Row {
    uint32_t suffixes;
    double max_wcu[4];  // N = 4, 8, 16, 64
  };
  const Row rows[] = {{5, {2000, 2000, 2000, 1000}},
                      {10, {2000, 1000, 1000, 500}},
                      {20, {2250, 1250, 750, 750}},
                      {50, {1800, 900, 600, 300}}};
  const uint32_t ns[] = {4, 8, 16, 64};
  for (int c = 0; c < 4; ++c) {
    for (const Row& row : rows) {
      ScenarioRequest req = OnDemand(ns[c]);
      req.patterns.push_back(Writes(5000, "2024-07-09"));
      req.sharding = ShardingSpec{AttributeValue::S("2024-07-09"), row.suffixes, "#",
                                  ReadConsistency::kEventual};
      auto sc = RunScenario(table, req);
      REQUIRE(sc.ok());
      INFO("N=" << ns[c] << " S=" << row.suffixes);
      // Before: the single key puts all 5,000 on one partition and loses 80%.
      CHECK(Hottest(sc->result).load.write_demand == 5000);
      CHECK(sc->sharding->logical_before.WriteThrottledFraction() == Approx(0.8));
      CHECK(sc->sharding->partitions_hit_before == 1);
      // After: the hottest partition carries (5000 / S) x (shards on it), as measured.
      const SimulationResult& after = sc->sharding->after;
      CHECK(Hottest(after).load.write_demand == Approx(row.max_wcu[c]));
      const bool fixed = row.max_wcu[c] <= 1000;
      CHECK(Hottest(after).throttled == !fixed);
      CHECK((sc->sharding->logical_after.WriteThrottledFraction() == 0) == fixed);
      CHECK(sc->sharding->max_shards_on_one_partition ==
            static_cast<uint32_t>(row.max_wcu[c] * row.suffixes / 5000 + 0.5));
      CHECK(sc->sharding->suffix_count_needed == 5);
      CHECK(sc->sharding->full_read_queries_after == row.suffixes);
    }
  }
}

TEST_CASE("partition: on 4 partitions one 5,000 writes/s key throttles at every suffix count",
          "[partition]") {
  Table table(LoadDef(false));
  for (uint32_t s = 1; s <= 200; ++s) {
    ScenarioRequest req = OnDemand(4);
    req.patterns.push_back(Writes(5000, "2024-07-09"));
    req.sharding =
        ShardingSpec{AttributeValue::S("2024-07-09"), s, "#", ReadConsistency::kEventual};
    auto sc = RunScenario(table, req);
    REQUIRE(sc.ok());
    INFO("S=" << s);
    // 4 x 1,000 < 5,000: some partition must throttle, whatever the suffixes.
    CHECK(Hottest(sc->sharding->after).throttled);
    CHECK(sc->sharding->logical_after.WriteThrottledFraction() >= 0.2 - 1e-12);
    CHECK(sc->sharding->after.table.write_served <= 4000 + 1e-9);
  }
}

TEST_CASE("partition: split for heat adds partitions for shards, never for one hot item",
          "[partition]") {
  Table table(LoadDef(false));
  ScenarioRequest req = OnDemand(4);
  req.options.split_for_heat = true;
  req.patterns.push_back(Writes(5000, "2024-07-09"));
  req.sharding = ShardingSpec{AttributeValue::S("2024-07-09"), 10, "#", ReadConsistency::kEventual};
  auto sc = RunScenario(table, req);
  REQUIRE(sc.ok());
  // Unsharded: the single hot item cannot be split; it stays throttled on 4 partitions.
  CHECK(sc->result.partitions.size() == 4);
  CHECK(sc->result.splits.empty());
  REQUIRE(sc->result.refused.size() == 1);
  CHECK(sc->result.refused[0].reason == SplitRefusal::kSingleHotItem);
  CHECK(sc->result.refused[0].partition == sc->result.hottest_partition);
  CHECK(sc->sharding->logical_before.WriteThrottledFraction() == Approx(0.8));
  // Sharded over 10 keys: split for heat gives the table enough partitions.
  const SimulationResult& after = sc->sharding->after;
  CHECK(after.partitions.size() > 4);
  CHECK_FALSE(after.splits.empty());
  for (const auto& s : after.splits) CHECK(s.cause == SplitCause::kHeat);
  CHECK(sc->sharding->logical_after.WriteThrottledFraction() == 0);
  for (const auto& p : after.partitions) CHECK_FALSE(p.throttled);
}

TEST_CASE("partition: throttling with capacity to spare hits cold neighbours too", "[partition]") {
  Table table(LoadDef(false));
  for (int i = 0; i < 400; ++i) PutItem(&table, "user-" + std::to_string(i));
  ScenarioRequest req = OnDemand(4);
  LoadPattern hot = Writes(1500, "user-7");
  hot.name = "hot";
  LoadPattern cold;
  cold.name = "cold";
  cold.writes_per_second = 400;  // 1 write/s per key
  req.patterns = {hot, cold};
  auto sc = RunScenario(table, req);
  REQUIRE(sc.ok());
  const SimulationResult& r = sc->result;
  // 1,900 WCU in total is far under the table's 4,000, but one partition gets ~1,600.
  CHECK(r.table.write_demand == Approx(1900));
  CHECK_FALSE(r.table_throttled_writes);
  CHECK(r.throttled_with_spare_capacity);
  const PartitionResult& p = Hottest(r);
  CHECK(p.throttled);
  const double lost = p.load.WriteThrottledFraction();
  CHECK(lost == Approx(1 - 1000 / p.load.write_demand));
  // A cold key on the hot partition loses the same fraction as the hot key.
  int64_t hot_key = sc->points.FindKey(AttributeValue::S("user-7"));
  REQUIRE(hot_key >= 0);
  CHECK(r.KeyLoad(sc->points, static_cast<uint32_t>(hot_key)).WriteThrottledFraction() ==
        Approx(lost));
  bool found_cold_neighbour = false;
  for (uint32_t k = 0; k < sc->points.keys().size(); ++k) {
    if (k == hot_key) continue;
    auto parts = r.KeyPartitions(sc->points, k);
    if (parts.size() == 1 && parts[0] == r.hottest_partition) {
      CHECK(r.KeyLoad(sc->points, k).WriteThrottledFraction() == Approx(lost));
      found_cold_neighbour = true;
    } else {
      CHECK(r.KeyLoad(sc->points, k).WriteThrottledFraction() == 0);
    }
  }
  CHECK(found_cold_neighbour);
  // Per pattern: the hot pattern loses `lost`; the cold one only its share on that partition.
  CHECK(r.patterns[0].WriteThrottledFraction() == Approx(lost));
  CHECK(r.patterns[1].WriteThrottledFraction() > 0);
  CHECK(r.patterns[1].WriteThrottledFraction() < lost);
  REQUIRE_FALSE(r.hot_keys.empty());
  CHECK(sc->points.KeyValue(r.hot_keys[0].key).scalar == "user-7");
}

TEST_CASE("partition: table limits apply on top of partition limits", "[partition]") {
  Table table(LoadDef(false));
  for (int i = 0; i < 100; ++i) PutItem(&table, "k" + std::to_string(i));
  ScenarioRequest req;
  req.options.initial_partitions = ProvisionedPartitionCount(100, 100);
  req.options.table_limits = ProvisionedTableLimits(100, 100, 40000, 40000);
  LoadPattern a = StrongLoad("uniform", 50, 200);
  req.patterns.push_back(a);
  auto sc = RunScenario(table, req);
  REQUIRE(sc.ok());
  const SimulationResult& r = sc->result;
  CHECK(r.partitions.size() == 1);
  CHECK(r.table.write_demand == Approx(200));
  CHECK(r.table.write_served == Approx(100));
  CHECK(r.table_throttled_writes);
  CHECK_FALSE(r.table_throttled_reads);
  CHECK(r.table.read_served == Approx(50));
  CHECK_FALSE(r.throttled_with_spare_capacity);
  CHECK_FALSE(r.partitions[0].throttled);
  CHECK(r.patterns[0].WriteThrottledFraction() == Approx(0.5));

  // A brand-new on-demand table serves 4,000 writes/s at once: 5,000 spread over many
  // keys and partitions still loses a fifth at the table level.
  ScenarioRequest od;
  od.options.initial_partitions = 8;
  od.options.table_limits = OnDemandTableLimits(0, 0, 40000, 40000);
  a.writes_per_second = 5000;
  a.reads_per_second = 0;
  od.patterns.push_back(a);
  auto sc2 = RunScenario(table, od);
  REQUIRE(sc2.ok());
  CHECK(sc2->result.table_throttled_writes);
  CHECK(sc2->result.table.WriteThrottledFraction() == Approx(0.2));
  for (const auto& p : sc2->result.partitions) CHECK_FALSE(p.throttled);
}

TEST_CASE("partition: legacy linear rule throttles mixed load independent limits allow",
          "[partition]") {
  Table table(LoadDef(false));
  ScenarioRequest req = OnDemand(1);
  LoadPattern a = StrongLoad("mixed", 2000, 500);
  a.key_choice = KeyChoice::kHotKey;
  a.hot_key = AttributeValue::S("k");
  req.patterns.push_back(a);
  auto independent = RunScenario(table, req);
  REQUIRE(independent.ok());
  CHECK_FALSE(independent->result.partitions[0].throttled);
  req.options.rule = LimitRule::kLegacyLinear;
  auto legacy = RunScenario(table, req);
  REQUIRE(legacy.ok());
  CHECK(legacy->result.partitions[0].throttled);
  CHECK(legacy->result.patterns[0].ReadThrottledFraction() == Approx(1.0 / 7));
  CHECK(legacy->result.patterns[0].WriteThrottledFraction() == Approx(1.0 / 7));
}

TEST_CASE("partition: item sizes from the data set the units", "[partition]") {
  Table table(LoadDef(false));
  PutItem(&table, "big", "", 5000);  // item size 5000 + names/keys > 4 KB: 2 read blocks
  PutItem(&table, "small");
  ScenarioRequest req = OnDemand(1);
  LoadPattern a = StrongLoad("reads", 10, 10);
  a.keys = {AttributeValue::S("big")};
  req.patterns.push_back(a);
  a.name = "eventual";
  a.consistency = ReadConsistency::kEventual;
  a.write_kind = WriteKind::kTransactional;
  req.patterns.push_back(a);
  auto sc = RunScenario(table, req);
  REQUIRE(sc.ok());
  CHECK(sc->result.patterns[0].read_demand == 20);    // 2 blocks x SC
  CHECK(sc->result.patterns[0].write_demand == 50);   // 5 KB x standard
  CHECK(sc->result.patterns[1].read_demand == 10);    // 2 blocks x EC
  CHECK(sc->result.patterns[1].write_demand == 100);  // 5 KB x transactional
}

TEST_CASE("partition: Zipf patterns rank keys by item count", "[partition]") {
  Table table(LoadDef(true));
  for (int k = 0; k < 10; ++k)
    for (int i = 0; i <= k; ++i) PutItem(&table, "key" + std::to_string(k), std::to_string(i));
  PointSet points = std::move(PointSet::FromTable(table)).value();
  LoadPattern a;
  a.name = "zipf";
  a.key_choice = KeyChoice::kZipf;
  a.zipf_exponent = 1;
  a.reads_per_second = 100;
  auto rp = ResolvePatterns({a}, &points);
  REQUIRE(rp.ok());
  REQUIRE((*rp)[0].keys.size() == 10);
  // Rank 1 is the key with the most items (key9), rank 2 key8, ...
  CHECK(points.KeyValue((*rp)[0].keys[0]).scalar == "key9");
  CHECK(points.KeyValue((*rp)[0].keys[1]).scalar == "key8");
  double total = 0;
  for (double p : (*rp)[0].probabilities) total += p;
  CHECK(total == Approx(1));
  CHECK((*rp)[0].probabilities[0] / (*rp)[0].probabilities[1] == Approx(2));
  CHECK((*rp)[0].probabilities[0] / (*rp)[0].probabilities[3] == Approx(4));
}

TEST_CASE("partition: size splits", "[partition]") {
  SECTION("inside one item collection when there is no LSI") {
    Table table(LoadDef(true));
    for (int i = 0; i < 100; ++i) PutItem(&table, "one", "s" + std::to_string(1000 + i), 900);
    PointSet points = std::move(PointSet::FromTable(table)).value();
    const int64_t total = points.total_bytes();
    LayoutReport rep = DescribeLayout(points, 1, {total / 3, false});
    CHECK(rep.partitions.size() == 4);  // 1 -> 2 -> 4 (each half still over a third)
    for (const auto& p : rep.partitions) {
      CHECK(p.size_bytes <= total / 3);
      CHECK(p.key_count == 1);
      CHECK(p.item_count == 25);
    }
    REQUIRE(rep.splits.size() == 3);
    for (const auto& s : rep.splits) CHECK_FALSE(s.at.suffix.empty());  // sort-key splits
    CHECK(rep.refused.empty());
    // Every partition holds the one hash position.
    for (uint32_t i = 0; i + 1 < rep.partitions.size(); ++i)
      CHECK(rep.partitions[i].range_end == points.keys()[0].position);
  }
  SECTION("never inside an item collection with an LSI") {
    Table table(LoadDef(true, true));
    for (int i = 0; i < 100; ++i) PutItem(&table, "one", "s" + std::to_string(1000 + i), 900);
    PointSet points = std::move(PointSet::FromTable(table)).value();
    LayoutReport rep = DescribeLayout(points, 1, {points.total_bytes() / 3, true});
    CHECK(rep.partitions.size() == 1);
    REQUIRE(rep.refused.size() == 1);
    CHECK(rep.refused[0].reason == SplitRefusal::kLsiItemCollection);
  }
  SECTION("between keys at the byte median, and never below one item") {
    Table table(LoadDef(false));
    for (int i = 0; i < 64; ++i) PutItem(&table, "k" + std::to_string(i), "", 1000);
    PointSet points = std::move(PointSet::FromTable(table)).value();
    LayoutReport rep = DescribeLayout(points, 1, {20000, false});
    uint64_t items = 0;
    for (const auto& p : rep.partitions) {
      CHECK(p.size_bytes <= 20000);
      items += p.item_count;
    }
    CHECK(items == 64);
    CHECK(rep.partitions.size() >= 4);
    for (const auto& s : rep.splits) CHECK(s.at.suffix.empty());  // hash boundaries
    LayoutReport tiny = DescribeLayout(points, 2, {500, false});
    CHECK(tiny.partitions.size() == 64);
    CHECK(tiny.refused.size() == 64);
    for (const auto& r : tiny.refused) CHECK(r.reason == SplitRefusal::kSingleItem);
  }
  SECTION("partitions never merge: an empty table keeps its initial count") {
    Table table(LoadDef(false));
    PointSet points = std::move(PointSet::FromTable(table)).value();
    LayoutReport rep = DescribeLayout(points, 7, {});
    CHECK(rep.partitions.size() == 7);
  }
}

TEST_CASE("partition: split for heat inside a hot item collection", "[partition]") {
  // The Scenario refers to the table's storage: keep the table alive beside it.
  std::vector<std::unique_ptr<Table>> tables;
  auto run = [&](bool lsi, WriteOrder order) {
    tables.push_back(std::make_unique<Table>(LoadDef(true, lsi)));
    Table& table = *tables.back();
    for (int i = 0; i < 200; ++i) PutItem(&table, "tenant", "e" + std::to_string(10000 + i));
    for (int i = 0; i < 50; ++i) PutItem(&table, "other-" + std::to_string(i), "x");
    ScenarioRequest req = OnDemand(4);
    req.options.split_for_heat = true;
    req.options.has_lsi = lsi;
    LoadPattern a = Writes(3000, "tenant");
    a.write_order = order;
    req.patterns.push_back(a);
    auto sc = RunScenario(table, req);
    REQUIRE(sc.ok());
    return std::move(sc).value();
  };
  SECTION("no LSI, random sort keys: split by sort-key range until it fits") {
    Scenario sc = run(false, WriteOrder::kRandom);
    CHECK(sc.result.partitions.size() > 4);
    CHECK(sc.result.patterns[0].WriteThrottledFraction() == 0);
    bool sort_key_split = false;
    for (const auto& s : sc.result.splits) sort_key_split |= !s.at.suffix.empty();
    CHECK(sort_key_split);
    int64_t k = sc.points.FindKey(AttributeValue::S("tenant"));
    CHECK(sc.result.KeyPartitions(sc.points, static_cast<uint32_t>(k)).size() >= 3);
    CHECK(sc.result.refused.empty());
  }
  SECTION("with an LSI the collection stays on one partition") {
    Scenario sc = run(true, WriteOrder::kRandom);
    CHECK(sc.result.patterns[0].WriteThrottledFraction() == Approx(2.0 / 3));
    REQUIRE_FALSE(sc.result.refused.empty());
    CHECK(sc.result.refused.back().reason == SplitRefusal::kLsiItemCollection);
  }
  SECTION("sequential sort keys: no split helps") {
    Scenario sc = run(false, WriteOrder::kSequential);
    CHECK(sc.result.patterns[0].WriteThrottledFraction() == Approx(2.0 / 3));
    REQUIRE_FALSE(sc.result.refused.empty());
    CHECK(sc.result.refused.back().reason == SplitRefusal::kSequentialKey);
  }
}

TEST_CASE("partition: write sharding costs read fan-out", "[partition]") {
  Table table(LoadDef(true));
  for (int i = 0; i < 40; ++i) PutItem(&table, "day", "t" + std::to_string(100 + i), 1000);
  ScenarioRequest req = OnDemand(4);
  LoadPattern q;
  q.name = "read the day";
  q.key_choice = KeyChoice::kHotKey;
  q.hot_key = AttributeValue::S("day");
  q.reads_per_second = 10;
  q.read_shape = ReadShape::kQuery;
  q.consistency = ReadConsistency::kStrong;
  req.patterns.push_back(q);
  req.sharding = ShardingSpec{AttributeValue::S("day"), 8, "#", ReadConsistency::kStrong};
  auto sc = RunScenario(table, req);
  REQUIRE(sc.ok());
  const ShardingReport& rep = *sc->sharding;
  uint64_t items = 0;
  int64_t bytes = 0;
  for (const auto& s : rep.shards) {
    items += s.item_count;
    bytes += s.size_bytes;
  }
  CHECK(items == 40);
  const int64_t total = sc->points.keys()[*sc->logical_key].bytes;
  CHECK(bytes == total);
  CHECK(rep.full_read_queries_before == 1);
  CHECK(rep.full_read_queries_after == 8);
  const double before = ReadUnitsPerRequest(total, ReadConsistency::kStrong);
  CHECK(rep.full_read_units_before == before);
  CHECK(rep.full_read_units_after >= before);
  CHECK(rep.full_read_units_after <= before + 8);
  // Demand of the pattern: 10 queries/s, each reading every shard (each rounded up).
  CHECK(rep.logical_after.read_demand == Approx(10 * rep.full_read_units_after));
  CHECK(rep.logical_before.read_demand == Approx(10 * before));
  // Existing items keep a shard chosen by hashing their sort key: deterministic.
  auto again = RunScenario(table, req);
  REQUIRE(again.ok());
  for (size_t i = 0; i < rep.shards.size(); ++i)
    CHECK(again->sharding->shards[i].item_count == rep.shards[i].item_count);
}

TEST_CASE("partition: pattern resolution errors", "[partition]") {
  Table table(LoadDef(false));
  ScenarioRequest req = OnDemand(4);
  LoadPattern a;
  a.name = "nothing";
  a.reads_per_second = 1;
  req.patterns.push_back(a);
  auto sc = RunScenario(table, req);
  REQUIRE_FALSE(sc.ok());
  CHECK(sc.status().code() == ErrorCode::kValidation);
  CHECK(sc.status().message() ==
        "LoadPattern nothing: the table has no items; give Keys to send requests to");
}

TEST_CASE("partition: write sharding reuses shard keys that already exist", "[partition]") {
  Table table(LoadDef(true));
  for (int i = 0; i < 10; ++i) PutItem(&table, "day", "a" + std::to_string(i));
  for (int i = 0; i < 5; ++i) PutItem(&table, "day#1", "old" + std::to_string(i));
  ScenarioRequest req = OnDemand(4);
  LoadPattern today = Writes(400, "day");
  LoadPattern old = Writes(100, "day#1");
  old.name = "old shard";
  req.patterns = {today, old};
  req.sharding = ShardingSpec{AttributeValue::S("day"), 4, "#", ReadConsistency::kEventual};
  auto sc = RunScenario(table, req);
  REQUIRE(sc.ok());
  const ShardingReport& rep = *sc->sharding;
  REQUIRE(rep.shards.size() == 4);
  uint64_t items = 0;
  for (const auto& s : rep.shards) items += s.item_count;
  CHECK(items == 15);  // the 10 moved items and the 5 that were there
  CHECK(rep.shards[1].key.scalar == "day#1");
  CHECK(rep.shards[1].item_count >= 5);
  // The logical key's load is its own 400 writes/s, not the old shard's 100.
  CHECK(rep.logical_before.write_demand == Approx(400));
  CHECK(rep.logical_after.write_demand == Approx(400));
  CHECK(rep.after.table.write_demand == Approx(500));
  // The sharded set keeps one contiguous run per key.
  const auto& keys = sc->sharded_points.keys();
  const auto& pts = sc->sharded_points.points();
  for (uint32_t k = 0; k < keys.size(); ++k)
    for (uint32_t j = keys[k].first_point; j < keys[k].first_point + keys[k].point_count; ++j)
      CHECK(pts[j].key == k);
}
