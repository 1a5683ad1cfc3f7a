#include "keyscape/partition/capacity.h"

#include <algorithm>

#include "keyscape/base/enum_names.h"
#include "keyscape/partition/placement.h"
#include "keyscape/table/table_def.h"

namespace keyscape::partition {

using table::BillingMode;
using table::TableDef;

namespace {

constexpr base::EnumName<ReadConsistency> kConsistencies[] = {
    {ReadConsistency::kEventual, "EVENTUAL"},
    {ReadConsistency::kStrong, "STRONG"},
    {ReadConsistency::kTransactional, "TRANSACTIONAL"}};
constexpr base::EnumName<WriteKind> kWriteKinds[] = {{WriteKind::kStandard, "STANDARD"},
                                                     {WriteKind::kTransactional, "TRANSACTIONAL"}};
constexpr base::EnumName<LimitRule> kLimitRules[] = {{LimitRule::kIndependent, "INDEPENDENT"},
                                                     {LimitRule::kLegacyLinear, "LEGACY_LINEAR"}};

}  // namespace

const char* ReadConsistencyName(ReadConsistency c) {
  return base::NameOf(kConsistencies, c, "EVENTUAL");
}
bool ParseReadConsistency(std::string_view s, ReadConsistency* out) {
  return base::ValueOf(kConsistencies, s, out);
}

const char* WriteKindName(WriteKind k) { return base::NameOf(kWriteKinds, k, "STANDARD"); }
bool ParseWriteKind(std::string_view s, WriteKind* out) {
  return base::ValueOf(kWriteKinds, s, out);
}

const char* LimitRuleName(LimitRule r) { return base::NameOf(kLimitRules, r, "INDEPENDENT"); }
bool ParseLimitRule(std::string_view s, LimitRule* out) {
  return base::ValueOf(kLimitRules, s, out);
}

double ReadUnitsPerRequest(int64_t bytes, ReadConsistency c) {
  int64_t blocks = (std::max<int64_t>(bytes, 1) + 4095) / 4096;
  double f = c == ReadConsistency::kEventual ? 0.5 : (c == ReadConsistency::kStrong ? 1.0 : 2.0);
  return static_cast<double>(blocks) * f;
}

double WriteUnitsPerRequest(int64_t bytes, WriteKind k) {
  int64_t blocks = (std::max<int64_t>(bytes, 1) + 1023) / 1024;
  return static_cast<double>(blocks) * (k == WriteKind::kTransactional ? 2.0 : 1.0);
}

uint32_t ProvisionedPartitionCount(int64_t rcu, int64_t wcu) {
  // rcu/3000 + wcu/1000 = (rcu + 3*wcu) / 3000, rounded up. Clamp before multiplying so
  // absurd capacities cannot overflow.
  const int64_t cap = int64_t{kMaxPartitionCount} * 3000;
  int64_t r = std::clamp<int64_t>(rcu, 0, cap);
  int64_t w = std::clamp<int64_t>(wcu, 0, cap);
  int64_t n = (r + 3 * w + 2999) / 3000;
  return static_cast<uint32_t>(std::clamp<int64_t>(n, 1, kMaxPartitionCount));
}

uint32_t InitialPartitionCount(const TableDef& def) {
  if (def.billing == BillingMode::kPayPerRequest) return kOnDemandInitialPartitions;
  return ProvisionedPartitionCount(def.read_capacity, def.write_capacity);
}

ServedFractions PartitionServedFractions(double read_demand, double write_demand, LimitRule rule) {
  ServedFractions f;
  if (rule == LimitRule::kIndependent) {
    if (read_demand > kPartitionReadUnits) f.read = kPartitionReadUnits / read_demand;
    if (write_demand > kPartitionWriteUnits) f.write = kPartitionWriteUnits / write_demand;
  } else {
    double x = read_demand / kPartitionReadUnits + write_demand / kPartitionWriteUnits;
    if (x > 1) f.read = f.write = 1 / x;
  }
  return f;
}

double HeatRatio(double read_units, double write_units, LimitRule rule) {
  double r = read_units / kPartitionReadUnits;
  double w = write_units / kPartitionWriteUnits;
  return rule == LimitRule::kIndependent ? std::max(r, w) : r + w;
}

uint32_t SuffixCountNeeded(double read_demand, double write_demand) {
  auto ceil_div = [](double demand, double cap) {
    double q = demand / cap - 1e-9;
    uint32_t n = static_cast<uint32_t>(q < 0 ? 0 : q);
    if (static_cast<double>(n) < q) ++n;
    return n;
  };
  return std::max<uint32_t>({1u, ceil_div(write_demand, kPartitionWriteUnits),
                             ceil_div(read_demand, kPartitionReadUnits)});
}

TableLimits ProvisionedTableLimits(int64_t rcu, int64_t wcu, double quota_read,
                                   double quota_write) {
  return {std::min(static_cast<double>(rcu), quota_read),
          std::min(static_cast<double>(wcu), quota_write)};
}

TableLimits OnDemandTableLimits(double previous_peak_read, double previous_peak_write,
                                double quota_read, double quota_write) {
  return {std::min(std::max(2 * previous_peak_read, kOnDemandInitialReadUnits), quota_read),
          std::min(std::max(2 * previous_peak_write, kOnDemandInitialWriteUnits), quota_write)};
}

}  // namespace keyscape::partition
