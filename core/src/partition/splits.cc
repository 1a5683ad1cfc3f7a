#include "keyscape/partition/splits.h"

#include <algorithm>

#include "keyscape/base/enum_names.h"

namespace keyscape::partition {

const char* SplitCauseName(SplitCause c) { return c == SplitCause::kHeat ? "HEAT" : "SIZE"; }

namespace {

constexpr base::EnumName<SplitRefusal> kRefusals[] = {
    {SplitRefusal::kSingleItem, "SINGLE_ITEM"},
    {SplitRefusal::kSingleHotItem, "SINGLE_HOT_ITEM"},
    {SplitRefusal::kSequentialKey, "SEQUENTIAL_KEY"},
    {SplitRefusal::kLsiItemCollection, "LSI_ITEM_COLLECTION"},
    {SplitRefusal::kPartitionLimit, "PARTITION_LIMIT"}};

}  // namespace

const char* SplitRefusalName(SplitRefusal r) { return base::NameOf(kRefusals, r, "SINGLE_ITEM"); }

std::vector<uint32_t> FirstPoints(const PointSet& points, const PartitionLayout& layout) {
  const auto& pts = points.points();
  std::vector<uint32_t> first(layout.size() + 1);
  auto begin = pts.begin();
  for (uint32_t i = 0; i < layout.size(); ++i) {
    const Boundary& b = layout.start(i);
    begin = std::lower_bound(begin, pts.end(), b, [](const Point& p, const Boundary& bd) {
      return CompareBoundary(bd, p.position, p.order_key.substr(8)) > 0;
    });
    first[i] = static_cast<uint32_t>(begin - pts.begin());
  }
  first[layout.size()] = static_cast<uint32_t>(pts.size());
  return first;
}

int64_t BestCut(const PointSet& points, uint32_t lo, uint32_t hi, const std::vector<double>& prefix,
                bool between_keys_only) {
  if (hi <= lo + 1) return -1;
  const auto& pts = points.points();
  const auto& keys = points.keys();
  const double total = prefix[hi] - prefix[lo];
  auto cost = [&](uint32_t j) { return std::max(prefix[j] - prefix[lo], prefix[hi] - prefix[j]); };
  // The first j whose left side holds at least half; the best cut is j or j - 1 (or the
  // nearest allowed cuts around them).
  const double half = prefix[lo] + total / 2;
  uint32_t j = static_cast<uint32_t>(
      std::lower_bound(prefix.begin() + lo + 1, prefix.begin() + hi, half) - prefix.begin());
  std::vector<uint32_t> candidates;
  auto add_allowed_around = [&](uint32_t c) {
    if (c <= lo || c >= hi) {
      if (c <= lo)
        c = lo + 1;
      else
        c = hi - 1;
    }
    if (!between_keys_only) {
      candidates.push_back(c);
      return;
    }
    // Nearest key starts at or below c, and above c.
    const KeyInfo& k = keys[pts[c].key];
    uint32_t down = k.first_point;
    uint32_t up = k.first_point + k.point_count;
    if (down > lo) candidates.push_back(down);
    if (up < hi) candidates.push_back(up);
  };
  add_allowed_around(j);
  if (j > lo + 1) add_allowed_around(j - 1);
  int64_t best = -1;
  double best_cost = 0;
  for (uint32_t c : candidates) {
    if (c <= lo || c >= hi) continue;
    double cc = cost(c);
    if (best < 0 || cc < best_cost || (cc == best_cost && c < best)) {
      best = c;
      best_cost = cc;
    }
  }
  // A cut inside an item collection that costs no less than the collection's own edges
  // (no load between them) moves to an edge: no needless sort-key-range split.
  if (best > 0 && pts[best].key == pts[best - 1].key) {
    const KeyInfo& k = keys[pts[best].key];
    const uint32_t edges[2] = {k.first_point, k.first_point + k.point_count};
    for (uint32_t e : edges) {
      if (e > lo && e < hi && cost(e) <= best_cost) {
        best = e;
        break;
      }
    }
  }
  return best;
}

Boundary BoundaryAt(const PointSet& points, uint32_t j) {
  const Point& p = points.points()[j];
  const Point& q = points.points()[j - 1];
  Boundary b;
  b.position = p.position;
  if (p.position == q.position) {
    if (p.key != q.key) {
      b.suffix = std::string(points.keys()[p.key].prefix.substr(8));
    } else {
      b.suffix = std::string(p.order_key.substr(8));
    }
  }
  return b;
}

void SplitForSize(const PointSet& points, const SizeSplitOptions& options, PartitionLayout* layout,
                  std::vector<SplitEvent>* events, std::vector<RefusedSplit>* refused) {
  const auto& pts = points.points();
  std::vector<double> prefix(pts.size() + 1);
  for (size_t i = 0; i < pts.size(); ++i)
    prefix[i + 1] = prefix[i] + static_cast<double>(pts[i].bytes);
  const double limit = static_cast<double>(options.max_partition_bytes);
  bool limit_hit = false;
  for (uint32_t round = 1;; ++round) {
    std::vector<uint32_t> first = FirstPoints(points, *layout);
    std::vector<Boundary> next;
    next.reserve(layout->size() + 1);
    bool changed = false;
    for (uint32_t i = 0; i < layout->size(); ++i) {
      next.push_back(layout->start(i));
      uint32_t lo = first[i], hi = first[i + 1];
      if (prefix[hi] - prefix[lo] <= limit) continue;
      if (next.size() + (layout->size() - i) > kMaxPartitionCount) {
        limit_hit = true;
        continue;
      }
      int64_t cut = BestCut(points, lo, hi, prefix, options.has_lsi);
      if (cut < 0) continue;
      Boundary b = BoundaryAt(points, static_cast<uint32_t>(cut));
      events->push_back(SplitEvent{SplitCause::kSize, round, b});
      next.push_back(std::move(b));
      changed = true;
    }
    layout->Assign(std::move(next));
    if (!changed) break;
  }
  std::vector<uint32_t> first = FirstPoints(points, *layout);
  for (uint32_t i = 0; i < layout->size(); ++i) {
    uint32_t lo = first[i], hi = first[i + 1];
    if (prefix[hi] - prefix[lo] <= limit) continue;
    SplitRefusal why = SplitRefusal::kSingleItem;
    if (limit_hit)
      why = SplitRefusal::kPartitionLimit;
    else if (options.has_lsi && hi > lo + 1)
      why = SplitRefusal::kLsiItemCollection;
    refused->push_back(RefusedSplit{SplitCause::kSize, i, why});
  }
}

}  // namespace keyscape::partition
