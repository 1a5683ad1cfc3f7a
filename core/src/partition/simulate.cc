// Simulate (load.h) in its phases: point demand from the patterns, size splits, heat
// splits round by round, the partition and table limits on the final layout, and the
// report (partitions, patterns, hot keys).
#include <algorithm>
#include <optional>
#include <type_traits>
#include <vector>

#include "keyscape/partition/load.h"

namespace keyscape::partition {
// ---- contributions ----------------------------------------------------------------------

namespace {

// Calls emit(point, read_units, write_units, sequential_write_units, from_logical) for
// every piece of load one pattern puts on the point set; from_logical marks load of the
// sharded logical key.
template <typename Sink>
class Contributions {
 public:
  Contributions(const ResolvedPattern& rp, const PointSet& ps, Sink& emit)
      : spec_(*rp.spec),
        ps_(ps),
        emit_(emit),
        override_size_(spec_.item_size_bytes.has_value()),
        fixed_(override_size_ ? *spec_.item_size_bytes : rp.default_item_bytes) {}

  void Run(const ResolvedPattern& rp, const ShardPlan* shard) {
    const double R = spec_.reads_per_second, W = spec_.writes_per_second;
    for (size_t i = 0; i < rp.keys.size(); ++i) {
      uint32_t k = rp.keys[i];
      double p = rp.probabilities[i];
      if (shard && k == shard->logical_key) {
        Sharded(*shard, R * p, W * p);
        continue;
      }
      Reads(k, R * p);
      Writes(k, W * p);
    }
  }

 private:
  // The logical key's load over its S shards: writes 1/S each, item reads by each
  // shard's share of the items, and every logical query reads every shard.
  void Sharded(const ShardPlan& shard, double read_rate, double write_rate) {
    logical_ = true;
    const auto& keys = ps_.keys();
    const uint32_t S = static_cast<uint32_t>(shard.shard_keys.size());
    uint64_t total_items = 0;
    for (uint32_t s = 0; s < S; ++s) total_items += keys[shard.shard_keys[s]].item_count;
    for (uint32_t s = 0; s < S; ++s) {
      uint32_t sk = shard.shard_keys[s];
      if (spec_.read_shape == ReadShape::kQuery) {
        QueryReads(sk, read_rate);
      } else {
        double share = total_items > 0 ? static_cast<double>(keys[sk].item_count) /
                                             static_cast<double>(total_items)
                                       : 1.0 / S;
        ItemReads(sk, read_rate * share);
      }
      Writes(sk, write_rate / S);
    }
    logical_ = false;
  }

  void Reads(uint32_t k, double rate) {
    if (spec_.read_shape == ReadShape::kQuery)
      QueryReads(k, rate);
    else
      ItemReads(k, rate);
  }

  void ItemReads(uint32_t k, double rate) {
    if (rate <= 0) return;
    const KeyInfo& key = ps_.keys()[k];
    if (key.item_count == 0) {
      Put(key.first_point, rate * ReadUnitsPerRequest(fixed_, spec_.consistency), 0.0, 0.0);
      return;
    }
    double each = rate / key.item_count;
    for (uint32_t j = key.first_point; j < key.first_point + key.point_count; ++j) {
      int64_t size = override_size_ ? fixed_ : ps_.points()[j].bytes;
      Put(j, each * ReadUnitsPerRequest(size, spec_.consistency), 0.0, 0.0);
    }
  }

  void QueryReads(uint32_t k, double rate) {
    if (rate <= 0) return;
    const KeyInfo& key = ps_.keys()[k];
    int64_t bytes = key.item_count == 0 ? fixed_
                    : override_size_    ? fixed_ * static_cast<int64_t>(key.item_count)
                                        : key.bytes;
    double units = rate * ReadUnitsPerRequest(bytes, spec_.consistency);
    if (key.item_count == 0 || key.bytes <= 0 || override_size_) {
      // Spread evenly over the items (or all on the phantom point).
      double each = units / key.point_count;
      for (uint32_t j = key.first_point; j < key.first_point + key.point_count; ++j)
        Put(j, each, 0.0, 0.0);
      return;
    }
    for (uint32_t j = key.first_point; j < key.first_point + key.point_count; ++j)
      Put(j, units * static_cast<double>(ps_.points()[j].bytes) / static_cast<double>(key.bytes),
          0.0, 0.0);
  }

  void Writes(uint32_t k, double rate) {
    if (rate <= 0) return;
    const KeyInfo& key = ps_.keys()[k];
    if (spec_.write_order == WriteOrder::kSequential && ps_.has_range()) {
      int64_t size = override_size_ || key.item_count == 0
                         ? fixed_
                         : key.bytes / static_cast<int64_t>(key.item_count);
      double units = rate * WriteUnitsPerRequest(size, spec_.write_kind);
      Put(key.first_point + key.point_count - 1, 0.0, units, units);
      return;
    }
    if (key.item_count == 0) {
      Put(key.first_point, 0.0, rate * WriteUnitsPerRequest(fixed_, spec_.write_kind), 0.0);
      return;
    }
    double each = rate / key.item_count;
    for (uint32_t j = key.first_point; j < key.first_point + key.point_count; ++j) {
      int64_t size = override_size_ ? fixed_ : ps_.points()[j].bytes;
      Put(j, 0.0, each * WriteUnitsPerRequest(size, spec_.write_kind), 0.0);
    }
  }

  void Put(uint32_t j, double read, double write, double seq) {
    emit_(j, read, write, seq, logical_);
  }

  const LoadPattern& spec_;
  const PointSet& ps_;
  Sink& emit_;
  const bool override_size_;
  const int64_t fixed_;
  bool logical_ = false;  // set while emitting the sharded logical key's load
};

template <typename Emit>
void ForEachContribution(const ResolvedPattern& rp, const PointSet& ps, const ShardPlan* shard,
                         Emit&& emit) {
  Contributions<std::remove_reference_t<Emit>> c(rp, ps, emit);
  c.Run(rp, shard);
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

// ---- demand -----------------------------------------------------------------------------

// Demand per point of every pattern together, and its running sums (prefix[j] is the sum
// over points [0, j)); heat weighs reads by 1/3000 and writes by 1/1000.
struct Demand {
  std::vector<double> read, write, seq;
  std::vector<double> prefix_read, prefix_write, prefix_heat;
};

Demand PointDemand(const PointSet& ps, const std::vector<ResolvedPattern>& patterns,
                   const ShardPlan* shard) {
  const size_t n = ps.points().size();
  Demand d;
  d.read.assign(n, 0.0);
  d.write.assign(n, 0.0);
  d.seq.assign(n, 0.0);
  for (const ResolvedPattern& rp : patterns) {
    ForEachContribution(rp, ps, shard, [&](uint32_t j, double dr, double dw, double ds, bool) {
      d.read[j] += dr;
      d.write[j] += dw;
      d.seq[j] += ds;
    });
  }
  d.prefix_read.assign(n + 1, 0.0);
  d.prefix_write.assign(n + 1, 0.0);
  d.prefix_heat.assign(n + 1, 0.0);
  for (size_t j = 0; j < n; ++j) {
    d.prefix_read[j + 1] = d.prefix_read[j] + d.read[j];
    d.prefix_write[j + 1] = d.prefix_write[j] + d.write[j];
    d.prefix_heat[j + 1] =
        d.prefix_heat[j] + d.read[j] / kPartitionReadUnits + d.write[j] / kPartitionWriteUnits;
  }
  return d;
}

Evaluation EvaluateLayout(const PointSet& ps, const PartitionLayout& layout, const Demand& d,
                          const SimulationOptions& opt) {
  return Evaluate(ps, layout, d.prefix_read, d.prefix_write, opt);
}

Unit HottestUnitOf(const PointSet& ps, const Demand& d, uint32_t lo, uint32_t hi,
                   const SimulationOptions& opt) {
  return HottestUnit(ps, lo, hi, d.read, d.write, d.seq, opt.has_lsi, opt.rule);
}

// ---- heat splits ------------------------------------------------------------------------

// True when one unit is itself hot and carries at least 90% of its partition's weight:
// splitting cannot cool it.
bool UnitBlocksSplit(const Unit& u, double partition_weight, const SimulationOptions& opt) {
  double uw = u.read / kPartitionReadUnits + u.write / kPartitionWriteUnits;
  return HeatRatio(u.read, u.write, opt.rule) >= opt.heat_threshold && uw >= 0.9 * partition_weight;
}

// Where hot partition i of the evaluated layout splits, or nullopt when it does not.
std::optional<Boundary> HeatCut(const PointSet& ps, const Demand& d, const Evaluation& ev,
                                uint32_t i, const SimulationOptions& opt) {
  if (ConsumedHeat(ev, i, opt.rule) < opt.heat_threshold) return std::nullopt;
  uint32_t lo = ev.first[i], hi = ev.first[i + 1];
  double weight = d.prefix_heat[hi] - d.prefix_heat[lo];
  if (weight <= 0) return std::nullopt;
  if (UnitBlocksSplit(HottestUnitOf(ps, d, lo, hi, opt), weight, opt)) return std::nullopt;
  int64_t cut = BestCut(ps, lo, hi, d.prefix_heat, opt.has_lsi);
  if (cut < 0) return std::nullopt;
  return BoundaryAt(ps, static_cast<uint32_t>(cut));
}

// One round: every hot partition that can split does, while the partition count allows.
// Returns whether any split.
bool HeatRound(const PointSet& ps, const Demand& d, const SimulationOptions& opt, uint32_t round,
               SimulationResult* res) {
  Evaluation ev = EvaluateLayout(ps, res->layout, d, opt);
  const uint32_t P = res->layout.size();
  std::vector<Boundary> next;
  next.reserve(P * 2);
  bool changed = false;
  for (uint32_t i = 0; i < P; ++i) {
    next.push_back(res->layout.start(i));
    if (next.size() + (P - i) > kMaxPartitionCount) continue;
    std::optional<Boundary> b = HeatCut(ps, d, ev, i, opt);
    if (!b) continue;
    res->splits.push_back(SplitEvent{SplitCause::kHeat, round, *b});
    next.push_back(std::move(*b));
    changed = true;
  }
  res->layout.Assign(std::move(next));
  return changed;
}

// Rounds until nothing splits. Returns true when max_heat_rounds ran out first.
bool SplitForHeat(const PointSet& ps, const Demand& d, const SimulationOptions& opt,
                  SimulationResult* res) {
  for (uint32_t round = 1;; ++round) {
    if (round > opt.max_heat_rounds) return true;
    if (!HeatRound(ps, d, opt, round, res)) return false;
  }
}

// ---- limits on the final layout ---------------------------------------------------------

// Items, bytes and keys of partition i's points [lo, hi) (phantom keys hold no items).
void CountContents(const PointSet& ps, uint32_t lo, uint32_t hi, PartitionResult* pr) {
  const auto& pts = ps.points();
  int64_t last_key = -1;
  for (uint32_t j = lo; j < hi; ++j) {
    if (ps.keys()[pts[j].key].item_count == 0) continue;
    pr->item_count++;
    pr->size_bytes += pts[j].bytes;
    if (pts[j].key != last_key) {
      pr->key_count++;
      last_key = pts[j].key;
    }
  }
}

// Why hot partition i, with hottest unit u, did not split.
SplitRefusal RefusalFor(const Unit& u, uint32_t partitions, bool rounds_exhausted,
                        const SimulationOptions& opt) {
  if (partitions >= kMaxPartitionCount || rounds_exhausted) return SplitRefusal::kPartitionLimit;
  if (u.seq > 0 && u.seq >= 0.5 * u.write &&
      u.write / kPartitionWriteUnits >= u.read / kPartitionReadUnits)
    return SplitRefusal::kSequentialKey;
  if (opt.has_lsi && u.points > 1) return SplitRefusal::kLsiItemCollection;
  return SplitRefusal::kSingleHotItem;
}

// Partition i of the evaluated final layout: contents, demand, served load (the served
// fractions go to its points), limits; adds it to the table's totals.
void ReportPartition(const PointSet& ps, const Evaluation& ev, uint32_t i, SimulationResult* res) {
  PartitionResult& pr = res->partitions[i];
  pr.start = res->layout.start(i);
  pr.range_end = res->layout.RangeEnd(i);
  uint32_t lo = ev.first[i], hi = ev.first[i + 1];
  CountContents(ps, lo, hi, &pr);
  double fr = ev.fractions[i].read * ev.table_read_factor;
  double fw = ev.fractions[i].write * ev.table_write_factor;
  for (uint32_t j = lo; j < hi; ++j) {
    res->point_read_served_fraction[j] = fr;
    res->point_write_served_fraction[j] = fw;
  }
  pr.load.read_demand = ev.read[i];
  pr.load.write_demand = ev.write[i];
  pr.load.read_served = ev.read[i] * fr;
  pr.load.write_served = ev.write[i] * fw;
  pr.read_limit = kPartitionReadUnits;
  pr.write_limit = kPartitionWriteUnits;
  pr.throttled = ev.fractions[i].read < 1 || ev.fractions[i].write < 1;
  res->table.read_demand += pr.load.read_demand;
  res->table.write_demand += pr.load.write_demand;
  res->table.read_served += pr.load.read_served;
  res->table.write_served += pr.load.write_served;
}

// The limits on the final layout: per partition (ReportPartition), the hottest one, the
// hot partitions that could not split and why, and table-level throttling.
void ApplyLimits(const PointSet& ps, const Demand& d, const SimulationOptions& opt,
                 bool rounds_exhausted, SimulationResult* res) {
  Evaluation ev = EvaluateLayout(ps, res->layout, d, opt);
  const uint32_t P = res->layout.size();
  const size_t n = ps.points().size();
  res->point_read_demand = d.read;
  res->point_write_demand = d.write;
  res->point_read_served_fraction.assign(n, 1.0);
  res->point_write_served_fraction.assign(n, 1.0);
  res->partitions.resize(P);
  res->first_points = ev.first;
  bool any_read_throttle = false, any_write_throttle = false;
  double best_heat = -1;
  for (uint32_t i = 0; i < P; ++i) {
    ReportPartition(ps, ev, i, res);
    any_read_throttle |= ev.fractions[i].read < 1;
    any_write_throttle |= ev.fractions[i].write < 1;
    double h = HeatRatio(ev.read[i], ev.write[i], opt.rule);
    if (h > best_heat) {
      best_heat = h;
      res->hottest_partition = i;
    }
    uint32_t lo = ev.first[i], hi = ev.first[i + 1];
    if (opt.split_for_heat && ConsumedHeat(ev, i, opt.rule) >= opt.heat_threshold &&
        d.prefix_heat[hi] - d.prefix_heat[lo] > 0) {
      Unit u = HottestUnitOf(ps, d, lo, hi, opt);
      res->refused.push_back(
          RefusedSplit{SplitCause::kHeat, i, RefusalFor(u, P, rounds_exhausted, opt)});
    }
  }
  res->table_throttled_reads = ev.table_read_factor < 1;
  res->table_throttled_writes = ev.table_write_factor < 1;
  // Partition limits throttle while the table-level limit is not what binds.
  res->throttled_with_spare_capacity = (any_read_throttle && !res->table_throttled_reads) ||
                                       (any_write_throttle && !res->table_throttled_writes);
}

// ---- report -----------------------------------------------------------------------------

// Each pattern's demand and served load (a second pass with the points' served fractions),
// and the sharded logical key's.
void ReportPatterns(const PointSet& ps, const std::vector<ResolvedPattern>& patterns,
                    const ShardPlan* shard, SimulationResult* res) {
  res->patterns.resize(patterns.size());
  for (size_t i = 0; i < patterns.size(); ++i) {
    Load& l = res->patterns[i];
    ForEachContribution(patterns[i], ps, shard,
                        [&](uint32_t j, double dr, double dw, double, bool logical) {
                          const double sr = dr * res->point_read_served_fraction[j];
                          const double sw = dw * res->point_write_served_fraction[j];
                          l.read_demand += dr;
                          l.write_demand += dw;
                          l.read_served += sr;
                          l.write_served += sw;
                          if (logical) {
                            res->sharded_key.read_demand += dr;
                            res->sharded_key.write_demand += dw;
                            res->sharded_key.read_served += sr;
                            res->sharded_key.write_served += sw;
                          }
                        });
  }
}

// The top_keys keys by heat weight of demand, most first (ties: lower key index first).
void ReportHotKeys(const PointSet& ps, const Demand& d, const SimulationOptions& opt,
                   SimulationResult* res) {
  const auto& pts = ps.points();
  std::vector<double> key_weight(ps.keys().size(), 0.0);
  for (size_t j = 0; j < pts.size(); ++j)
    key_weight[pts[j].key] += d.read[j] / kPartitionReadUnits + d.write[j] / kPartitionWriteUnits;
  std::vector<uint32_t> order;
  for (uint32_t k = 0; k < key_weight.size(); ++k)
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
    kr.load = res->KeyLoad(ps, kr.key);
    kr.partitions = res->KeyPartitions(ps, kr.key);
    res->hot_keys.push_back(std::move(kr));
  }
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
  SimulationResult res;
  res.table_limits = opt.table_limits;
  res.initial_partition_count = opt.initial_partitions;
  const Demand demand = PointDemand(ps, patterns, shard);
  res.layout =
      PartitionLayout::Equal(std::clamp<uint32_t>(opt.initial_partitions, 1, kMaxPartitionCount));
  SplitForSize(ps, SizeSplitOptions{opt.max_partition_bytes, opt.has_lsi}, &res.layout, &res.splits,
               &res.refused);
  bool rounds_exhausted = opt.split_for_heat && SplitForHeat(ps, demand, opt, &res);
  ApplyLimits(ps, demand, opt, rounds_exhausted, &res);
  ReportPatterns(ps, patterns, shard, &res);
  ReportHotKeys(ps, demand, opt, &res);
  return res;
}

}  // namespace keyscape::partition
