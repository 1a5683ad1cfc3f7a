// Partition benchmark: generate, load and place 1,000,000 items, and compare the cost of
// placing keys (MD5 + binary search over range starts) with OpenSSL's MD5 over the same
// key bytes. Prints numbers; asserts nothing about time.
//
// Usage: partition_bench [item_count]   (default 1000000)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "keyscape/api/ops.h"
#include "keyscape/base/md5.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/model/generator.h"
#include "keyscape/partition/load.h"
#include "keyscape/partition/placement.h"
#include "keyscape/partition/points.h"
#include "keyscape/partition/scenario.h"
#include "keyscape/table/database.h"

#ifdef KEYSCAPE_HAVE_OPENSSL
#define OPENSSL_SUPPRESS_DEPRECATED  // MD5(): the low-level call, no EVP dispatch per key
#include <openssl/evp.h>
#include <openssl/md5.h>
#endif

using namespace keyscape::base;
using namespace keyscape::value;
using namespace keyscape::table;
using namespace keyscape::partition;
using namespace keyscape::model;
using namespace keyscape::api;

using namespace keyscape;
using namespace keyscape::partition;
using Clock = std::chrono::steady_clock;

namespace {

double Ms(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

template <typename F>
double BestOf(int runs, F&& f) {
  double best = 1e300;
  for (int i = 0; i < runs; ++i) {
    auto t0 = Clock::now();
    f();
    best = std::min(best, Ms(t0, Clock::now()));
  }
  return best;
}

GenerateSpec Spec(uint64_t count) {
  GenerateSpec spec;
  spec.count = count;
  spec.seed = 2024;
  spec.partition_key.template_text = "CUSTOMER#${customerId}";
  spec.partition_key.distribution = PkDistribution::kZipf;
  spec.partition_key.key_count = 100000;
  spec.partition_key.zipf_exponent = 0.8;
  SortKeySpec sk;
  sk.template_text = "ORDER#${orderId}";
  sk.kind = SkKind::kUlid;
  spec.sort_key = sk;
  spec.attributes.emplace_back("status", AttributeValue::S("NEW"));
  return spec;
}

}  // namespace

int main(int argc, char** argv) {
  const uint64_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000;
  std::printf("partition_bench: %llu items\n", static_cast<unsigned long long>(n));

  Database db;
  TableDef def;
  def.name = "Orders";
  def.key.hash = KeyElement{"pk", AttrType::kS};
  def.key.range = KeyElement{"sk", AttrType::kS};
  def.attribute_definitions = {{"pk", AttrType::kS}, {"sk", AttrType::kS}};
  def.billing = BillingMode::kPayPerRequest;
  Table* table = db.Create(def);

  // 1. Generate only (items built and dropped), collecting the partition keys' bytes.
  std::string packed;
  std::vector<uint32_t> offsets{0};
  auto t0 = Clock::now();
  {
    auto gen = ItemGenerator::Create(def, Spec(n));
    if (!gen.ok()) {
      std::fprintf(stderr, "%s\n", gen.status().message().c_str());
      return 1;
    }
    for (uint64_t i = 0; i < n; ++i) {
      Item item = gen->Next();
      const std::string& pk = FindAttr(item, "pk")->scalar;
      packed += pk;
      offsets.push_back(static_cast<uint32_t>(packed.size()));
    }
  }
  auto t1 = Clock::now();
  const double generate_ms = Ms(t0, t1);

  // 2. Generate and load through Table::ValidateItemKeys / Put.
  auto stats = GenerateItems(table, Spec(n));
  auto t2 = Clock::now();
  if (!stats.ok()) {
    std::fprintf(stderr, "%s\n", stats.status().message().c_str());
    return 1;
  }
  const double generate_load_ms = Ms(t1, t2);
  std::printf("  generate %llu items                       %9.1f ms\n",
              static_cast<unsigned long long>(n), generate_ms);
  std::printf(
      "  generate + load (validate, Put)          %9.1f ms  (load alone ~%.1f ms; "
      "%llu items, %llu partition keys, %.1f MB of items)\n",
      generate_load_ms, generate_load_ms - generate_ms,
      static_cast<unsigned long long>(table->item_count()),
      static_cast<unsigned long long>(stats->distinct_partition_keys),
      static_cast<double>(table->size_bytes()) / 1e6);

  // 3. Place the table's items: points (walk + item sizes), then layouts.
  double points_ms = BestOf(3, [&] { auto ps = PointSet::FromTable(*table); });
  auto ps = std::move(PointSet::FromTable(*table)).value();
  double layout4_ms = BestOf(3, [&] { auto r = DescribeLayout(ps, 4, {}); });
  double layout1000_ms = BestOf(3, [&] { auto r = DescribeLayout(ps, 1000, {}); });
  double split_ms = BestOf(1, [&] {
    auto r = DescribeLayout(ps, 4, {ps.total_bytes() / 1000, false});
    std::printf("  (size splits at total/1000: %zu partitions, %zu splits)\n", r.partitions.size(),
                r.splits.size());
  });
  std::printf("  points from table (walk + item sizes)    %9.1f ms\n", points_ms);
  std::printf("  layout P=4 / P=1000 (assign + stats)     %9.1f / %.1f ms\n", layout4_ms,
              layout1000_ms);
  std::printf("  layout with ~1000 size splits            %9.1f ms\n", split_ms);

  Json req = std::move(Json::Parse(R"({"TableName":"Orders","PartitionCount":64})")).value();
  double op_ms = BestOf(3, [&] { auto r = DescribePartitionsOp(db, req); });
  std::printf("  keyscape:DescribePartitions (P=64, JSON) %9.1f ms\n", op_ms);

  // 4. Load simulation on the 1M items.
  ScenarioRequest sreq;
  sreq.options.initial_partitions = 16;
  sreq.options.table_limits = OnDemandTableLimits(20000, 20000, 40000, 40000);
  LoadPattern reads;
  reads.name = "get order";
  reads.reads_per_second = 60000;  // 30,000 read units (eventually consistent)
  reads.key_choice = KeyChoice::kZipf;
  reads.zipf_exponent = 0.8;
  LoadPattern writes;
  writes.name = "new order";
  writes.writes_per_second = 5000;
  writes.key_choice = KeyChoice::kZipf;
  writes.zipf_exponent = 0.8;
  writes.write_order = WriteOrder::kSequential;
  sreq.patterns = {reads, writes};
  double sim_ms = BestOf(3, [&] { auto sc = RunScenario(*table, sreq); });
  sreq.options.split_for_heat = true;
  double sim_heat_ms = BestOf(1, [&] {
    auto sc = RunScenario(*table, sreq);
    std::printf("  (split for heat: %zu partitions)\n", sc->result.partitions.size());
  });
  std::printf(
      "  simulate (2 Zipf patterns, P=16)         %9.1f ms  (with split for heat %.1f ms)\n",
      sim_ms, sim_heat_ms);

  // 5. Placement of the same 1M keys vs OpenSSL's MD5 over the same bytes.
  const size_t keys = offsets.size() - 1;
  PartitionLayout l1000 = PartitionLayout::Equal(1000);
  uint64_t sink = 0;
  double place_ms = BestOf(5, [&] {
    for (size_t i = 0; i < keys; ++i) {
      std::string_view k(packed.data() + offsets[i], offsets[i + 1] - offsets[i]);
      auto d = Md5(k);
      uint64_t pos = 0;
      for (int b = 0; b < 8; ++b) pos = (pos << 8) | d[b];
      sink += l1000.Locate(pos);
    }
  });
  double md5_ms = BestOf(5, [&] {
    for (size_t i = 0; i < keys; ++i) {
      auto d = Md5(std::string_view(packed.data() + offsets[i], offsets[i + 1] - offsets[i]));
      sink += d[0];
    }
  });
  std::printf("  place %zu keys (MD5 + search, P=1000)  %9.1f ms  (our MD5 alone %.1f ms)\n", keys,
              place_ms, md5_ms);
#ifdef KEYSCAPE_HAVE_OPENSSL
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  const EVP_MD* md5 = EVP_md5();
  double ossl_ms = BestOf(5, [&] {
    unsigned char out[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    for (size_t i = 0; i < keys; ++i) {
      EVP_DigestInit_ex(ctx, md5, nullptr);
      EVP_DigestUpdate(ctx, packed.data() + offsets[i], offsets[i + 1] - offsets[i]);
      EVP_DigestFinal_ex(ctx, out, &len);
      sink += out[0];
    }
  });
  double ossl_oneshot_ms = BestOf(3, [&] {
    unsigned char out[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    for (size_t i = 0; i < keys; ++i) {
      EVP_Digest(packed.data() + offsets[i], offsets[i + 1] - offsets[i], out, &len, md5, nullptr);
      sink += out[0];
    }
  });
  EVP_MD_CTX_free(ctx);
  double low_ms = BestOf(5, [&] {
    unsigned char out[MD5_DIGEST_LENGTH];
    for (size_t i = 0; i < keys; ++i) {
      MD5(reinterpret_cast<const unsigned char*>(packed.data()) + offsets[i],
          offsets[i + 1] - offsets[i], out);
      sink += out[0];
    }
  });
  std::printf("  OpenSSL MD5() same keys (low-level)      %9.1f ms\n", low_ms);
  std::printf(
      "  OpenSSL EVP MD5 same keys (reused ctx)   %9.1f ms  (EVP_Digest one-shot %.1f ms)\n",
      ossl_ms, ossl_oneshot_ms);
  std::printf(
      "  ratio placement / OpenSSL MD5()          %9.2f   (our MD5 alone / MD5() %.2f; "
      "placement / EVP %.2f)\n",
      place_ms / low_ms, md5_ms / low_ms, place_ms / ossl_ms);
#else
  std::printf("  (OpenSSL not available: no MD5 baseline)\n");
#endif
  std::printf("  (checksum %llu)\n", static_cast<unsigned long long>(sink % 1000));
  return 0;
}
