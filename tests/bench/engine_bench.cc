// The engine side of ./scripts/bench (tests/bench/run.mjs writes the request files and
// reads what this prints). Runs the same request texts through keyscape::Engine::Execute,
// natively and compiled to wasm under Node, and prints one JSON object: per workload the
// run times (ms) and their min and median, engine heap against the data's DynamoDB size,
// and result counts (so the driver can check every contender answered alike).
//
//   engine_bench DIR [--runs N] [--design-runs N] [--generate N] [--parts
//   load,partition,place,design] (load includes the queries on the loaded table; --parts serves
//   profiling)
//
// DIR holds create.json, load.jsonl, query-<kind>.jsonl, lab-create.json, generate.jsonl
// and design50.json (tests/bench/workload.mjs). Numbers only: asserts nothing about time.
#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "keyscape/datagen/item_generator.h"
#include "keyscape/engine.h"
#include "keyscape/keycodec/hash_position.h"
#include "keyscape/partition/placement.h"
#include "keyscape/table/database.h"

#ifdef KEYSCAPE_HAVE_OPENSSL
#define OPENSSL_SUPPRESS_DEPRECATED  // MD5(): the low-level one-shot call
#include <openssl/md5.h>
#endif

namespace {

using Clock = std::chrono::steady_clock;
using keyscape::Engine;

double MsSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

int64_t HeapInUse() {
#if defined(__EMSCRIPTEN__)
  struct mallinfo mi = mallinfo();
  return static_cast<int64_t>(static_cast<unsigned>(mi.uordblks));
#else
  struct mallinfo2 mi = mallinfo2();
  return static_cast<int64_t>(mi.uordblks + mi.hblkhd);
#endif
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "engine_bench: cannot read %s\n", path.c_str());
    std::exit(2);
  }
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> ReadLines(const std::string& path) {
  std::vector<std::string> lines;
  std::istringstream in(ReadFile(path));
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) lines.push_back(line);
  }
  return lines;
}

// Executes one request; stops the program on an engine error (the bench's requests are valid).
std::string Run(Engine& e, const char* op, const std::string& request) {
  keyscape::Response r = e.Execute(op, request);
  if (!r.ok()) {
    std::fprintf(stderr, "engine_bench: %s failed: %s\n", op, r.body.substr(0, 300).c_str());
    std::exit(1);
  }
  return std::move(r.body);
}

// The integer after "Count": in a Query response (0 when absent).
long CountOf(const std::string& body) {
  size_t at = body.find("\"Count\":");
  return at == std::string::npos ? 0 : std::strtol(body.c_str() + at + 8, nullptr, 10);
}

// Times of one workload, printed as {"runs":[...],"min":..,"median":..,<extra>}.
struct Timing {
  std::vector<double> runs;
  std::string extra;  // more members, each starting with a comma
  std::string ToJson() const {
    std::vector<double> s = runs;
    std::sort(s.begin(), s.end());
    std::string out = "{\"runs\":[";
    char buf[64];
    for (size_t i = 0; i < runs.size(); ++i) {
      std::snprintf(buf, sizeof buf, "%s%.3f", i ? "," : "", runs[i]);
      out += buf;
    }
    std::snprintf(buf, sizeof buf, "],\"min\":%.3f,\"median\":%.3f", s.front(), s[s.size() / 2]);
    return out + buf + extra + "}";
  }
};

struct Report {
  std::vector<std::pair<std::string, std::string>> members;  // name -> JSON text
  void Add(const std::string& name, const Timing& t) { members.emplace_back(name, t.ToJson()); }
  void Print(const char* runtime) const {
    std::printf("{\"runtime\":\"%s\",\"workloads\":{", runtime);
    for (size_t i = 0; i < members.size(); ++i) {
      std::printf("%s\"%s\":%s", i ? "," : "", members[i].first.c_str(), members[i].second.c_str());
    }
    std::printf("}}\n");
  }
};

std::string Extra(const char* name, double v) {
  char buf[96];
  std::snprintf(buf, sizeof buf, ",\"%s\":%.0f", name, v);
  return buf;
}

// ,"p50":..,"p95":.. of the runs (ms, nearest rank).
std::string Percentiles(std::vector<double> runs) {
  std::sort(runs.begin(), runs.end());
  auto at = [&](double p) {
    return runs[std::min(runs.size() - 1,
                         static_cast<size_t>(p * static_cast<double>(runs.size())))];
  };
  char buf[96];
  std::snprintf(buf, sizeof buf, ",\"p50\":%.3f,\"p95\":%.3f", at(0.5), at(0.95));
  return buf;
}

// Bulk load: a fresh engine per run, CreateTable then every BatchWriteItem. Keeps the last
// run's engine (for the queries) and its heap growth.
std::unique_ptr<Engine> BenchLoad(const std::string& dir, int runs, Report& report) {
  const std::string create = ReadFile(dir + "/create.json");
  const std::vector<std::string> batches = ReadLines(dir + "/load.jsonl");
  std::unique_ptr<Engine> engine;
  Timing t;
  int64_t heap = 0;
  for (int r = 0; r < runs; ++r) {
    engine.reset();
    const int64_t before = HeapInUse();
    engine = std::make_unique<Engine>();
    auto t0 = Clock::now();
    Run(*engine, "CreateTable", create);
    for (const std::string& b : batches) Run(*engine, "BatchWriteItem", b);
    t.runs.push_back(MsSince(t0));
    heap = HeapInUse() - before;
  }
  const keyscape::table::Table* table = engine->database().Find("Bench");
  t.extra = Extra("requests", static_cast<double>(batches.size())) +
            Extra("items", static_cast<double>(table->item_count())) +
            Extra("heapBytes", static_cast<double>(heap)) +
            Extra("dynamoBytes", static_cast<double>(table->size_bytes()));
  report.Add("load", t);
  return engine;
}

void BenchQueries(const std::string& dir, Engine& engine, int runs, Report& report) {
  for (const char* kind :
       {"point", "range", "begins_with", "descending", "paged", "filter", "projection"}) {
    const std::vector<std::string> reqs = ReadLines(dir + "/query-" + kind + ".jsonl");
    Timing t;
    long items = 0;
    for (const std::string& q : reqs) items += CountOf(Run(engine, "Query", q));  // warm-up
    for (int r = 0; r < runs; ++r) {
      auto t0 = Clock::now();
      for (const std::string& q : reqs) Run(engine, "Query", q);
      t.runs.push_back(MsSince(t0));
    }
    t.extra = Extra("requests", static_cast<double>(reqs.size())) +
              Extra("items", static_cast<double>(items));
    report.Add(std::string("query.") + kind, t);
  }
}

// GenerateItems of the lab table in the page's chunks (its 1,000,000-item path), then
// DescribePartitions.
void BenchPartitions(const std::string& dir, int runs, Report& report) {
  const int64_t before = HeapInUse();
  Engine engine;
  Run(engine, "CreateTable", ReadFile(dir + "/lab-create.json"));
  const std::vector<std::string> chunks = ReadLines(dir + "/generate.jsonl");
  Timing gen;
  auto t0 = Clock::now();
  for (const std::string& chunk : chunks) Run(engine, "keyscape:GenerateItems", chunk);
  gen.runs.push_back(MsSince(t0));
  const keyscape::table::Table* lab = engine.database().Find("Lab");
  gen.extra = Extra("requests", static_cast<double>(chunks.size())) +
              Extra("items", static_cast<double>(lab->item_count())) +
              Extra("heapBytes", static_cast<double>(HeapInUse() - before)) +
              Extra("dynamoBytes", static_cast<double>(lab->size_bytes()));
  report.Add("partition.generate", gen);
  Timing describe;
  for (int r = 0; r < runs; ++r) {
    auto t1 = Clock::now();
    Run(engine, "keyscape:DescribePartitions", R"({"TableName":"Lab","PartitionCount":64})");
    describe.runs.push_back(MsSince(t1));
  }
  report.Add("partition.describe", describe);
}

// The generate.jsonl spec again (tests/bench/workload.mjs generateRequests, as one
// generator), for its partition keys.
keyscape::datagen::GenerateSpec LabSpec(uint64_t count) {
  using namespace keyscape::datagen;
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
  return spec;
}

// Placement (hash position + binary search over 1000 partitions) of every generated
// item's partition key, against OpenSSL's MD5() over the same canonical key bytes.
void BenchPlacement(uint64_t count, int runs, Report& report) {
  using namespace keyscape;
  table::TableDef def;
  def.name = "Lab";
  def.key.hash = table::KeyElement{"pk", value::AttrType::kS};
  def.key.range = table::KeyElement{"sk", value::AttrType::kS};
  def.attribute_definitions = {{"pk", value::AttrType::kS}, {"sk", value::AttrType::kS}};
  auto gen = datagen::ItemGenerator::Create(def, LabSpec(count));
  if (!gen.ok()) std::exit(1);
  std::string packed;
  std::vector<uint32_t> at{0};
  for (uint64_t i = 0; i < count; ++i) {
    value::Item item = gen->Next();
    packed += keycodec::CanonicalKeyBytes(item[0].second);
    at.push_back(static_cast<uint32_t>(packed.size()));
  }
  auto key = [&](size_t i) { return std::string_view(packed).substr(at[i], at[i + 1] - at[i]); };
  const partition::PartitionLayout layout = partition::PartitionLayout::Equal(1000);
  uint64_t sink = 0;
  Timing place;
  for (int r = 0; r < runs; ++r) {
    auto t0 = Clock::now();
    for (size_t i = 0; i + 1 < at.size(); ++i) {
      sink += layout.Locate(keycodec::HashPositionOfBytes(key(i)));
    }
    place.runs.push_back(MsSince(t0));
  }
  place.extra = Extra("keys", static_cast<double>(count)) + Extra("checksum", sink % 1000);
  report.Add("partition.place", place);
#ifdef KEYSCAPE_HAVE_OPENSSL
  Timing md5;
  for (int r = 0; r < runs; ++r) {
    unsigned char out[MD5_DIGEST_LENGTH];
    auto t0 = Clock::now();
    for (size_t i = 0; i + 1 < at.size(); ++i) {
      MD5(reinterpret_cast<const unsigned char*>(key(i).data()), key(i).size(), out);
      sink += out[0];
    }
    md5.runs.push_back(MsSince(t0));
  }
  md5.extra = Extra("keys", static_cast<double>(count)) + Extra("checksum", sink % 1000);
  report.Add("partition.openssl_md5", md5);
#endif
}

// Lint, access patterns, AnalyzeDesign (p50/p95 of at least 40 runs) and every export
// format of the 50-entity design.
void BenchDesign(const std::string& dir, int runs, Report& report) {
  Engine engine;
  const std::string model = ReadFile(dir + "/design50.json");
  const std::string req = "{\"model\":" + model + "}";
  std::vector<std::string> formats;
  const std::string list = Run(engine, "keyscape:ListExportFormats", "{}");
  for (size_t p = list.find("\"id\":\""); p != std::string::npos; p = list.find("\"id\":\"", p)) {
    p += 6;
    formats.push_back(list.substr(p, list.find('"', p) - p));
  }
  struct Step {
    const char* name;
    const char* op;
  };
  for (Step s : {Step{"design.lint", "keyscape:Lint"},
                 Step{"design.patterns", "keyscape:RunAccessPatterns"}}) {
    Timing t;
    for (int r = 0; r < runs; ++r) {
      auto t0 = Clock::now();
      Run(engine, s.op, req);
      t.runs.push_back(MsSince(t0));
    }
    report.Add(s.name, t);
  }
  // What the designer asks after each edit: everything, with the first pattern's range view.
  const std::string analyze = "{\"model\":" + model + ",\"view\":{\"rangeView\":{\"pattern\":0}}}";
  Timing a;
  for (int r = 0; r < std::max(runs, 40); ++r) {
    auto t0 = Clock::now();
    Run(engine, "keyscape:AnalyzeDesign", analyze);
    a.runs.push_back(MsSince(t0));
  }
  a.extra = Percentiles(a.runs);
  report.Add("design.analyze", a);
  Timing t;
  for (int r = 0; r < runs; ++r) {
    auto t0 = Clock::now();
    for (const std::string& f : formats) {
      Run(engine, "keyscape:Export", "{\"model\":" + model + ",\"format\":\"" + f + "\"}");
    }
    t.runs.push_back(MsSince(t0));
  }
  t.extra = Extra("formats", static_cast<double>(formats.size()));
  report.Add("design.export", t);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr,
                 "usage: engine_bench DIR [--runs N] [--design-runs N] [--generate N] "
                 "[--parts load,partition,place,design]\n");
    return 2;
  }
  const std::string dir = argv[1];
  int runs = 5;
  int design_runs = 5;
  uint64_t generate = 1000000;
  std::string parts = "load,partition,place,design";
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--runs") runs = std::max(1, std::atoi(argv[i + 1]));
    if (a == "--design-runs") design_runs = std::max(1, std::atoi(argv[i + 1]));
    if (a == "--generate") generate = std::strtoull(argv[i + 1], nullptr, 10);
    if (a == "--parts") parts = "," + std::string(argv[i + 1]) + ",";
  }
  auto want = [&](const char* part) {
    return parts.find(std::string(",") + part + ",") != std::string::npos ||
           parts == "load,partition,place,design";
  };
  Report report;
  if (want("load")) {
    std::unique_ptr<Engine> loaded = BenchLoad(dir, runs, report);
    BenchQueries(dir, *loaded, runs, report);
  }
  if (want("partition")) BenchPartitions(dir, runs, report);
  if (want("place")) BenchPlacement(generate, runs, report);
  if (want("design")) BenchDesign(dir, design_runs, report);
#if defined(__EMSCRIPTEN__)
  report.Print("wasm");
#else
  report.Print("native");
#endif
  return 0;
}
