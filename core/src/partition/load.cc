#include "keyscape/partition/load.h"

#include <algorithm>

#include "keyscape/base/enum_names.h"
#include "keyscape/base/status.h"
#include "keyscape/partition/random.h"

namespace keyscape::partition {

using base::Result;
using base::Status;

namespace {

constexpr base::EnumName<KeyChoice> kKeyChoices[] = {
    {KeyChoice::kUniform, "UNIFORM"}, {KeyChoice::kZipf, "ZIPF"}, {KeyChoice::kHotKey, "HOT_KEY"}};

}  // namespace

const char* KeyChoiceName(KeyChoice c) { return base::NameOf(kKeyChoices, c, "UNIFORM"); }
bool ParseKeyChoice(std::string_view s, KeyChoice* out) {
  return base::ValueOf(kKeyChoices, s, out);
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

}  // namespace keyscape::partition
