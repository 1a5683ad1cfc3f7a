// Storage benchmark: loads 1,000,000 items of about 200 bytes (DynamoDB item size) into one
// table, then measures a 100-item range query. Prints load throughput, query latency and
// heap bytes per item against the items' DynamoDB size. Runs natively and as wasm.
//   storage_bench [item_count]
#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/query/executor.h"
#include "keyscape/table/database.h"
#include "keyscape/value/item_size.h"

using namespace keyscape::base;
using namespace keyscape::value;
using namespace keyscape::table;
using namespace keyscape::query;
using namespace keyscape::api;

using namespace keyscape;
using Clock = std::chrono::steady_clock;

namespace {

int64_t HeapInUse() {
#if defined(__EMSCRIPTEN__)
  struct mallinfo mi = mallinfo();
  return static_cast<int64_t>(static_cast<unsigned>(mi.uordblks));
#else
  struct mallinfo2 mi = mallinfo2();
  return static_cast<int64_t>(mi.uordblks + mi.hblkhd);
#endif
}

double Ms(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

}  // namespace

int main(int argc, char** argv) {
  const int64_t n = argc > 1 ? std::atoll(argv[1]) : 1000000;
  const int64_t per_partition = 1000;
  Database db;
  auto created = CreateTableOp(db, *Json::Parse(
                                       R"({"TableName":"Bench","BillingMode":"PAY_PER_REQUEST",
          "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},{"AttributeName":"sk","AttributeType":"S"}],
          "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}]})"));
  if (!created.ok()) {
    std::fprintf(stderr, "CreateTable failed: %s\n", created.status().message().c_str());
    return 1;
  }
  Table* t = db.Find("Bench");

  // Items: pk TENANT#<k>, sk ORDER#<10-digit seq>, and attributes filling ~200 bytes.
  const int64_t heap_before = HeapInUse();
  int64_t dynamo_bytes = 0;
  auto t0 = Clock::now();
  char buf[64];
  for (int64_t i = 0; i < n; ++i) {
    Item item;
    std::snprintf(buf, sizeof buf, "TENANT#%06lld", static_cast<long long>(i / per_partition));
    item.emplace_back("pk", AttributeValue::S(buf));
    std::snprintf(buf, sizeof buf, "ORDER#%010lld", static_cast<long long>(i % per_partition));
    item.emplace_back("sk", AttributeValue::S(buf));
    item.emplace_back("status", AttributeValue::S(i % 3 ? "SHIPPED" : "PENDING"));
    item.emplace_back("total", AttributeValue::N(std::to_string(1000 + i % 9000) + ".25"));
    item.emplace_back(
        "customer",
        AttributeValue::S("customer-" + std::to_string(i * 7919 % 100000) + "@example.com"));
    item.emplace_back("note", AttributeValue::S(std::string(96, static_cast<char>('a' + i % 26))));
    dynamo_bytes += ItemSize(item);
    t->Put(item);
  }
  auto load = Clock::now() - t0;
  const int64_t heap_after = HeapInUse();

  // 100-item range queries in random partitions, both directions.
  const int queries = 2000;
  std::vector<double> lat;
  lat.reserve(queries);
  uint64_t seed = 42;
  int64_t returned = 0;
  for (int q = 0; q < queries; ++q) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    int64_t part = static_cast<int64_t>(
        (seed >> 33) % static_cast<uint64_t>(std::max<int64_t>(1, n / per_partition)));
    std::snprintf(buf, sizeof buf, "TENANT#%06lld", static_cast<long long>(part));
    AttributeValue h = AttributeValue::S(buf);
    std::snprintf(buf, sizeof buf, "ORDER#%010lld", static_cast<long long>((seed >> 20) % 800));
    SortCondition c{SortOp::kGe, AttributeValue::S(buf), {}};
    RangeReadOptions opt;
    opt.limit = 100;
    opt.forward = q % 2 == 0;
    auto q0 = Clock::now();
    RangeReadResult r = ReadRange(*t, PartitionRange(h, c), opt);
    lat.push_back(Ms(Clock::now() - q0));
    returned += static_cast<int64_t>(r.items.size());
  }
  std::sort(lat.begin(), lat.end());

#if defined(__EMSCRIPTEN__)
  const char* runtime = "wasm";
#else
  const char* runtime = "native";
#endif
  double per_item_heap = static_cast<double>(heap_after - heap_before) / static_cast<double>(n);
  double per_item_dynamo = static_cast<double>(dynamo_bytes) / static_cast<double>(n);
  std::printf("storage_bench (%s): %lld items\n", runtime, static_cast<long long>(n));
  std::printf("  load:        %.0f ms, %.0f items/s\n", Ms(load), n / (Ms(load) / 1000.0));
  std::printf(
      "  memory:      %.1f heap bytes/item for %.1f DynamoDB bytes/item (ratio %.2f, limit 2.00)\n",
      per_item_heap, per_item_dynamo, per_item_heap / per_item_dynamo);
  std::printf(
      "  query:       100-item range, %d queries: p50 %.3f ms, p99 %.3f ms, avg items %.1f\n",
      queries, lat[lat.size() / 2], lat[lat.size() * 99 / 100],
      static_cast<double>(returned) / queries);
  return 0;
}
