#include "keyscape/partition/load.h"

#include <algorithm>
#include <numeric>

#include "keyscape/partition/random.h"
#include "partition_names.h"

namespace keyscape::partition {

const char* KeyChoiceName(KeyChoice c) {
  switch (c) {
    case KeyChoice::kUniform:
      return "UNIFORM";
    case KeyChoice::kZipf:
      return "ZIPF";
    case KeyChoice::kHotKey:
      return "HOT_KEY";
  }
  return "UNIFORM";
}

bool ParseKeyChoice(std::string_view s, KeyChoice* out) {
  if (s == "UNIFORM")
    *out = KeyChoice::kUniform;
  else if (s == "ZIPF")
    *out = KeyChoice::kZipf;
  else if (s == "HOT_KEY")
    *out = KeyChoice::kHotKey;
  else
    return false;
  return true;
}

double Load::ReadThrottledFraction() const {
  return read_demand > 0 ? 1 - read_served / read_demand : 0;
}
double Load::WriteThrottledFraction() const {
  return write_demand > 0 ? 1 - write_served / write_demand : 0;
}

// ---- resolving patterns ---------------------------------------------------------------

Result<std::vector<ResolvedPattern>> ResolvePatterns(const std::vector<LoadPattern>& patterns,
                                                     PointSet* points) {
  // Add every phantom key first: table-key indices never change, phantoms are appended.
  std::vector<std::vector<uint32_t>> explicit_keys(patterns.size());
  std::vector<int64_t> hot(patterns.size(), -1);
  for (size_t i = 0; i < patterns.size(); ++i) {
    if (!patterns[i].keys.empty()) explicit_keys[i] = points->FindOrAddKeys(patterns[i].keys);
    if (patterns[i].key_choice == KeyChoice::kHotKey && patterns[i].hot_key)
      hot[i] = points->FindOrAddKey(*patterns[i].hot_key);
  }
  std::vector<uint32_t> table_keys;  // keys with items, most items first, then hash order
  bool table_keys_ready = false;
  const auto& keys = points->keys();
  int64_t default_bytes = points->item_count() > 0
                              ? points->total_bytes() / static_cast<int64_t>(points->item_count())
                              : 1024;
  std::vector<ResolvedPattern> out(patterns.size());
  for (size_t i = 0; i < patterns.size(); ++i) {
    const LoadPattern& spec = patterns[i];
    ResolvedPattern& rp = out[i];
    rp.spec = &spec;
    rp.default_item_bytes = spec.item_size_bytes ? *spec.item_size_bytes : default_bytes;
    std::vector<uint32_t> universe;
    if (!explicit_keys[i].empty()) {
      // Dedupe, keeping first occurrences (rank order).
      std::vector<uint32_t> seen = explicit_keys[i];
      std::sort(seen.begin(), seen.end());
      std::vector<bool> used(seen.size(), false);
      for (uint32_t k : explicit_keys[i]) {
        size_t at =
            static_cast<size_t>(std::lower_bound(seen.begin(), seen.end(), k) - seen.begin());
        if (used[at]) continue;
        used[at] = true;
        universe.push_back(k);
      }
    } else {
      if (!table_keys_ready) {
        for (uint32_t k = 0; k < keys.size(); ++k)
          if (keys[k].item_count > 0) table_keys.push_back(k);
        std::stable_sort(table_keys.begin(), table_keys.end(), [&](uint32_t a, uint32_t b) {
          return keys[a].item_count > keys[b].item_count;
        });
        table_keys_ready = true;
      }
      universe = table_keys;
    }
    if (spec.key_choice == KeyChoice::kHotKey) {
      int64_t h = hot[i];
      if (h < 0) {
        if (universe.empty())
          return Status::Validation("LoadPattern " + spec.name +
                                    ": the table has no items; give a HotKey or Keys");
        h = universe[0];
      }
      std::vector<uint32_t> others;
      others.reserve(universe.size());
      for (uint32_t k : universe)
        if (k != h) others.push_back(k);
      double f = others.empty() ? 1.0 : spec.hot_fraction;
      rp.keys.push_back(static_cast<uint32_t>(h));
      rp.probabilities.push_back(f);
      if (f < 1) {
        double each = (1 - f) / static_cast<double>(others.size());
        for (uint32_t k : others) {
          rp.keys.push_back(k);
          rp.probabilities.push_back(each);
        }
      }
      continue;
    }
    if (universe.empty())
      return Status::Validation("LoadPattern " + spec.name +
                                ": the table has no items; give Keys to send requests to");
    rp.keys = universe;
    rp.probabilities.resize(universe.size());
    if (spec.key_choice == KeyChoice::kUniform) {
      double each = 1.0 / static_cast<double>(universe.size());
      std::fill(rp.probabilities.begin(), rp.probabilities.end(), each);
    } else {
      double total = 0;
      for (size_t r = 0; r < universe.size(); ++r) {
        double w = spec.zipf_exponent == 0
                       ? 1.0
                       : 1.0 / DetPow(static_cast<double>(r) + 1, spec.zipf_exponent);
        rp.probabilities[r] = w;
        total += w;
      }
      for (double& p : rp.probabilities) p /= total;
    }
  }
  return out;
}

// ---- contributions ----------------------------------------------------------------------

namespace {

// Calls emit(point, read_units, write_units, sequential_write_units, from_logical) for
// every piece of load the pattern puts on the point set; from_logical marks load of the
// sharded logical key.
template <typename Emit>
void ForEachContribution(const ResolvedPattern& rp, const PointSet& ps, const ShardPlan* shard,
                         Emit&& emit) {
  const LoadPattern& spec = *rp.spec;
  const auto& keys = ps.keys();
  const auto& pts = ps.points();
  const bool override_size = spec.item_size_bytes.has_value();
  const int64_t fixed = override_size ? *spec.item_size_bytes : rp.default_item_bytes;
  bool logical = false;  // set while emitting the sharded logical key's load

  auto item_reads = [&](uint32_t k, double rate) {
    if (rate <= 0) return;
    const KeyInfo& key = keys[k];
    if (key.item_count == 0) {
      emit(key.first_point, rate * ReadUnitsPerRequest(fixed, spec.consistency), 0.0, 0.0, logical);
      return;
    }
    double each = rate / key.item_count;
    for (uint32_t j = key.first_point; j < key.first_point + key.point_count; ++j) {
      int64_t size = override_size ? fixed : pts[j].bytes;
      emit(j, each * ReadUnitsPerRequest(size, spec.consistency), 0.0, 0.0, logical);
    }
  };
  auto query_reads = [&](uint32_t k, double rate) {
    if (rate <= 0) return;
    const KeyInfo& key = keys[k];
    int64_t bytes = key.item_count == 0 ? fixed
                    : override_size     ? fixed * static_cast<int64_t>(key.item_count)
                                        : key.bytes;
    double units = rate * ReadUnitsPerRequest(bytes, spec.consistency);
    if (key.item_count == 0 || key.bytes <= 0 || override_size) {
      // Spread evenly over the items (or all on the phantom point).
      double each = units / key.point_count;
      for (uint32_t j = key.first_point; j < key.first_point + key.point_count; ++j)
        emit(j, each, 0.0, 0.0, logical);
      return;
    }
    for (uint32_t j = key.first_point; j < key.first_point + key.point_count; ++j)
      emit(j, units * static_cast<double>(pts[j].bytes) / static_cast<double>(key.bytes), 0.0, 0.0,
           logical);
  };
  auto writes = [&](uint32_t k, double rate) {
    if (rate <= 0) return;
    const KeyInfo& key = keys[k];
    if (spec.write_order == WriteOrder::kSequential && ps.has_range()) {
      int64_t size = override_size || key.item_count == 0
                         ? fixed
                         : key.bytes / static_cast<int64_t>(key.item_count);
      double units = rate * WriteUnitsPerRequest(size, spec.write_kind);
      emit(key.first_point + key.point_count - 1, 0.0, units, units, logical);
      return;
    }
    if (key.item_count == 0) {
      emit(key.first_point, 0.0, rate * WriteUnitsPerRequest(fixed, spec.write_kind), 0.0, logical);
      return;
    }
    double each = rate / key.item_count;
    for (uint32_t j = key.first_point; j < key.first_point + key.point_count; ++j) {
      int64_t size = override_size ? fixed : pts[j].bytes;
      emit(j, 0.0, each * WriteUnitsPerRequest(size, spec.write_kind), 0.0, logical);
    }
  };
  auto reads = [&](uint32_t k, double rate) {
    if (spec.read_shape == ReadShape::kQuery)
      query_reads(k, rate);
    else
      item_reads(k, rate);
  };

  const double R = spec.reads_per_second, W = spec.writes_per_second;
  for (size_t i = 0; i < rp.keys.size(); ++i) {
    uint32_t k = rp.keys[i];
    double p = rp.probabilities[i];
    if (shard && k == shard->logical_key) {
      logical = true;
      const uint32_t S = static_cast<uint32_t>(shard->shard_keys.size());
      uint64_t total_items = 0;
      for (uint32_t s = 0; s < S; ++s) total_items += keys[shard->shard_keys[s]].item_count;
      for (uint32_t s = 0; s < S; ++s) {
        uint32_t sk = shard->shard_keys[s];
        if (spec.read_shape == ReadShape::kQuery) {
          query_reads(sk, R * p);  // every logical query reads every shard
        } else {
          double share = total_items > 0 ? static_cast<double>(keys[sk].item_count) /
                                               static_cast<double>(total_items)
                                         : 1.0 / S;
          item_reads(sk, R * p * share);
        }
        writes(sk, W * p / S);
      }
      logical = false;
      continue;
    }
    reads(k, R * p);
    writes(k, W * p);
  }
}

struct Evaluation {
  std::vector<uint32_t> first;
  std::vector<double> read, write;         // demand per partition
  std::vector<ServedFractions> fractions;  // partition limits
  double table_read_factor = 1, table_write_factor = 1;
  double read_demand = 0, write_demand = 0;
};

Evaluation Evaluate(const PointSet& ps, const PartitionLayout& layout,
                    const std::vector<double>& prefix_r, const std::vector<double>& prefix_w,
                    const SimulationOptions& opt) {
  Evaluation ev;
  ev.first = FirstPoints(ps, layout);
  const uint32_t P = layout.size();
  ev.read.resize(P);
  ev.write.resize(P);
  ev.fractions.resize(P);
  double served_r = 0, served_w = 0;
  for (uint32_t i = 0; i < P; ++i) {
    ev.read[i] = prefix_r[ev.first[i + 1]] - prefix_r[ev.first[i]];
    ev.write[i] = prefix_w[ev.first[i + 1]] - prefix_w[ev.first[i]];
    ev.fractions[i] = PartitionServedFractions(ev.read[i], ev.write[i], opt.rule);
    served_r += ev.read[i] * ev.fractions[i].read;
    served_w += ev.write[i] * ev.fractions[i].write;
    ev.read_demand += ev.read[i];
    ev.write_demand += ev.write[i];
  }
  if (served_r > opt.table_limits.read) ev.table_read_factor = opt.table_limits.read / served_r;
  if (served_w > opt.table_limits.write) ev.table_write_factor = opt.table_limits.write / served_w;
  return ev;
}

double ConsumedHeat(const Evaluation& ev, uint32_t i, LimitRule rule) {
  return HeatRatio(ev.read[i] * ev.fractions[i].read * ev.table_read_factor,
                   ev.write[i] * ev.fractions[i].write * ev.table_write_factor, rule);
}

// The hottest indivisible unit of points [lo, hi): one point, or with an LSI one key's run.
struct Unit {
  double read = 0, write = 0, seq = 0;
  uint32_t points = 0;
};

Unit HottestUnit(const PointSet& ps, uint32_t lo, uint32_t hi, const std::vector<double>& r,
                 const std::vector<double>& w, const std::vector<double>& seq, bool lsi,
                 LimitRule rule) {
  Unit best;
  double best_heat = -1;
  const auto& pts = ps.points();
  uint32_t j = lo;
  while (j < hi) {
    uint32_t end = j + 1;
    if (lsi) {
      while (end < hi && pts[end].key == pts[j].key) ++end;
    }
    Unit u;
    for (uint32_t t = j; t < end; ++t) {
      u.read += r[t];
      u.write += w[t];
      u.seq += seq[t];
    }
    u.points = end - j;
    double h = HeatRatio(u.read, u.write, rule);
    if (h > best_heat) {
      best_heat = h;
      best = u;
    }
    j = end;
  }
  return best;
}

}  // namespace

Load SimulationResult::KeyLoad(const PointSet& points, uint32_t key) const {
  Load l;
  const KeyInfo& k = points.keys()[key];
  for (uint32_t j = k.first_point; j < k.first_point + k.point_count; ++j) {
    l.read_demand += point_read_demand[j];
    l.write_demand += point_write_demand[j];
    l.read_served += point_read_demand[j] * point_read_served_fraction[j];
    l.write_served += point_write_demand[j] * point_write_served_fraction[j];
  }
  return l;
}

std::vector<uint32_t> SimulationResult::KeyPartitions(const PointSet& points, uint32_t key) const {
  std::vector<uint32_t> out;
  const KeyInfo& k = points.keys()[key];
  if (k.point_count == 0 || first_points.size() < 2) return out;
  uint32_t a = k.first_point, b = k.first_point + k.point_count;
  // Partition of point a: the last partition whose first point is <= a.
  uint32_t p = static_cast<uint32_t>(
      std::upper_bound(first_points.begin(), first_points.end() - 1, a) - first_points.begin() - 1);
  for (; p + 1 < first_points.size() && first_points[p] < b; ++p) {
    if (first_points[p + 1] > a && first_points[p + 1] > first_points[p]) out.push_back(p);
  }
  return out;
}

SimulationResult Simulate(const PointSet& ps, const std::vector<ResolvedPattern>& patterns,
                          const ShardPlan* shard, const SimulationOptions& opt) {
  const auto& pts = ps.points();
  const auto& keys = ps.keys();
  const uint32_t n = static_cast<uint32_t>(pts.size());
  SimulationResult res;
  res.table_limits = opt.table_limits;
  res.initial_partition_count = opt.initial_partitions;

  std::vector<double> r(n, 0.0), w(n, 0.0), seq(n, 0.0);
  for (const ResolvedPattern& rp : patterns) {
    ForEachContribution(rp, ps, shard, [&](uint32_t j, double dr, double dw, double ds, bool) {
      r[j] += dr;
      w[j] += dw;
      seq[j] += ds;
    });
  }
  std::vector<double> prefix_r(n + 1, 0.0), prefix_w(n + 1, 0.0), prefix_heat(n + 1, 0.0);
  for (uint32_t j = 0; j < n; ++j) {
    prefix_r[j + 1] = prefix_r[j] + r[j];
    prefix_w[j + 1] = prefix_w[j] + w[j];
    prefix_heat[j + 1] = prefix_heat[j] + r[j] / kPartitionReadUnits + w[j] / kPartitionWriteUnits;
  }

  res.layout =
      PartitionLayout::Equal(std::clamp<uint32_t>(opt.initial_partitions, 1, kMaxPartitionCount));
  SplitForSize(ps, SizeSplitOptions{opt.max_partition_bytes, opt.has_lsi}, &res.layout, &res.splits,
               &res.refused);

  auto unit_blocks_split = [&](const Unit& u, double partition_weight) {
    double uw = u.read / kPartitionReadUnits + u.write / kPartitionWriteUnits;
    return HeatRatio(u.read, u.write, opt.rule) >= opt.heat_threshold &&
           uw >= 0.9 * partition_weight;
  };

  bool rounds_exhausted = false;
  if (opt.split_for_heat) {
    bool changed = true;
    for (uint32_t round = 1; changed; ++round) {
      if (round > opt.max_heat_rounds) {
        rounds_exhausted = true;
        break;
      }
      changed = false;
      Evaluation ev = Evaluate(ps, res.layout, prefix_r, prefix_w, opt);
      std::vector<Boundary> next;
      const uint32_t P = res.layout.size();
      next.reserve(P * 2);
      for (uint32_t i = 0; i < P; ++i) {
        next.push_back(res.layout.start(i));
        if (ConsumedHeat(ev, i, opt.rule) < opt.heat_threshold) continue;
        if (next.size() + (P - i) > kMaxPartitionCount) continue;
        uint32_t lo = ev.first[i], hi = ev.first[i + 1];
        double weight = prefix_heat[hi] - prefix_heat[lo];
        if (weight <= 0) continue;
        Unit u = HottestUnit(ps, lo, hi, r, w, seq, opt.has_lsi, opt.rule);
        if (unit_blocks_split(u, weight)) continue;
        int64_t cut = BestCut(ps, lo, hi, prefix_heat, opt.has_lsi);
        if (cut < 0) continue;
        Boundary b = BoundaryAt(ps, static_cast<uint32_t>(cut));
        res.splits.push_back(SplitEvent{SplitCause::kHeat, round, b});
        next.push_back(std::move(b));
        changed = true;
      }
      res.layout.Assign(std::move(next));
    }
  }

  // ---- final state ----
  Evaluation ev = Evaluate(ps, res.layout, prefix_r, prefix_w, opt);
  const uint32_t P = res.layout.size();
  res.point_read_demand = r;
  res.point_write_demand = w;
  res.point_read_served_fraction.assign(n, 1.0);
  res.point_write_served_fraction.assign(n, 1.0);
  res.partitions.resize(P);
  res.first_points = ev.first;
  bool any_read_throttle = false, any_write_throttle = false;
  double best_heat = -1;
  for (uint32_t i = 0; i < P; ++i) {
    PartitionResult& pr = res.partitions[i];
    pr.start = res.layout.start(i);
    pr.range_end = res.layout.RangeEnd(i);
    uint32_t lo = ev.first[i], hi = ev.first[i + 1];
    int64_t last_key = -1;
    for (uint32_t j = lo; j < hi; ++j) {
      const KeyInfo& k = keys[pts[j].key];
      if (k.item_count == 0) continue;
      pr.item_count++;
      pr.size_bytes += pts[j].bytes;
      if (pts[j].key != last_key) {
        pr.key_count++;
        last_key = pts[j].key;
      }
    }
    double fr = ev.fractions[i].read * ev.table_read_factor;
    double fw = ev.fractions[i].write * ev.table_write_factor;
    for (uint32_t j = lo; j < hi; ++j) {
      res.point_read_served_fraction[j] = fr;
      res.point_write_served_fraction[j] = fw;
    }
    pr.load.read_demand = ev.read[i];
    pr.load.write_demand = ev.write[i];
    pr.load.read_served = ev.read[i] * fr;
    pr.load.write_served = ev.write[i] * fw;
    pr.read_limit = kPartitionReadUnits;
    pr.write_limit = kPartitionWriteUnits;
    pr.throttled = ev.fractions[i].read < 1 || ev.fractions[i].write < 1;
    any_read_throttle |= ev.fractions[i].read < 1;
    any_write_throttle |= ev.fractions[i].write < 1;
    res.table.read_demand += pr.load.read_demand;
    res.table.write_demand += pr.load.write_demand;
    res.table.read_served += pr.load.read_served;
    res.table.write_served += pr.load.write_served;
    double h = HeatRatio(ev.read[i], ev.write[i], opt.rule);
    if (h > best_heat) {
      best_heat = h;
      res.hottest_partition = i;
    }
    if (opt.split_for_heat && ConsumedHeat(ev, i, opt.rule) >= opt.heat_threshold &&
        prefix_heat[hi] - prefix_heat[lo] > 0) {
      Unit u = HottestUnit(ps, lo, hi, r, w, seq, opt.has_lsi, opt.rule);
      SplitRefusal why;
      if (P >= kMaxPartitionCount || rounds_exhausted)
        why = SplitRefusal::kPartitionLimit;
      else if (u.seq > 0 && u.seq >= 0.5 * u.write &&
               u.write / kPartitionWriteUnits >= u.read / kPartitionReadUnits)
        why = SplitRefusal::kSequentialKey;
      else if (opt.has_lsi && u.points > 1)
        why = SplitRefusal::kLsiItemCollection;
      else
        why = SplitRefusal::kSingleHotItem;
      res.refused.push_back(RefusedSplit{SplitCause::kHeat, i, why});
    }
  }
  res.table_throttled_reads = ev.table_read_factor < 1;
  res.table_throttled_writes = ev.table_write_factor < 1;
  // Partition limits throttle while the table-level limit is not what binds.
  res.throttled_with_spare_capacity = (any_read_throttle && !res.table_throttled_reads) ||
                                      (any_write_throttle && !res.table_throttled_writes);

  // Patterns: second pass with the served fractions.
  res.patterns.resize(patterns.size());
  for (size_t i = 0; i < patterns.size(); ++i) {
    Load& l = res.patterns[i];
    ForEachContribution(patterns[i], ps, shard,
                        [&](uint32_t j, double dr, double dw, double, bool logical) {
                          const double sr = dr * res.point_read_served_fraction[j];
                          const double sw = dw * res.point_write_served_fraction[j];
                          l.read_demand += dr;
                          l.write_demand += dw;
                          l.read_served += sr;
                          l.write_served += sw;
                          if (logical) {
                            res.sharded_key.read_demand += dr;
                            res.sharded_key.write_demand += dw;
                            res.sharded_key.read_served += sr;
                            res.sharded_key.write_served += sw;
                          }
                        });
  }

  // Hot keys.
  std::vector<double> key_weight(keys.size(), 0.0);
  for (uint32_t j = 0; j < n; ++j)
    key_weight[pts[j].key] += r[j] / kPartitionReadUnits + w[j] / kPartitionWriteUnits;
  std::vector<uint32_t> order;
  for (uint32_t k = 0; k < keys.size(); ++k)
    if (key_weight[k] > 0) order.push_back(k);
  auto better = [&](uint32_t a, uint32_t b) {
    if (key_weight[a] != key_weight[b]) return key_weight[a] > key_weight[b];
    return a < b;
  };
  size_t top = std::min<size_t>(opt.top_keys, order.size());
  std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(top), order.end(),
                    better);
  for (size_t t = 0; t < top; ++t) {
    KeyResult kr;
    kr.key = order[t];
    kr.load = res.KeyLoad(ps, kr.key);
    kr.partitions = res.KeyPartitions(ps, kr.key);
    res.hot_keys.push_back(std::move(kr));
  }
  return res;
}

}  // namespace keyscape::partition
