#include "sharding_verdict.h"

#include <cmath>
#include <cstdio>
#include <vector>

namespace keyscape::api {
namespace {

using base::Json;

double NumberAt(const Json& obj, const char* name) {
  const Json* v = obj.Find(name);
  return v && v->is_number() ? v->number_value() : 0;
}

std::string IntText(const Json& obj, const char* name) {
  return GroupedInteger(NumberAt(obj, name));
}

struct Hottest {
  int64_t index = 0;
  double write_demand = 0;
  double heat = 0;
};

// Partition `index` of a simulation's "Partitions" (zeros when there is none).
Hottest HottestOf(const Json& simulation) {
  Hottest h;
  h.index = static_cast<int64_t>(NumberAt(simulation, "HottestPartition"));
  const Json* parts = simulation.Find("Partitions");
  if (!parts || h.index < 0 || static_cast<size_t>(h.index) >= parts->array().size()) return h;
  const Json& p = parts->array()[static_cast<size_t>(h.index)];
  h.write_demand = NumberAt(p, "WriteDemand");
  h.heat = NumberAt(p, "Heat");
  return h;
}

int64_t ThrottledCount(const Json& simulation) {
  int64_t n = 0;
  if (const Json* parts = simulation.Find("Partitions"))
    for (const Json& p : parts->array())
      if (const Json* t = p.Find("Throttled"); t && t->is_bool() && t->bool_value()) ++n;
  return n;
}

}  // namespace

std::string GroupedInteger(double v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "∞" : "-∞";
  double r = std::floor(v);
  if (v - r >= 0.5) r += 1;  // Math.round: halves toward +infinity
  const bool negative = r < 0 || (r == 0 && std::signbit(v));  // Math.round(-0.3) is -0
  char digits[400];
  std::snprintf(digits, sizeof digits, "%.0f", std::fabs(r));
  std::string text(digits);
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (i > 0 && (text.size() - i) % 3 == 0) out += ',';
    out += text[i];
  }
  return negative ? "-" + out : out;
}

Json ShardingVerdict(const Json& response, const Json& sharding) {
  const Json empty = Json::Object();
  const Json* after_sim = sharding.Find("After");
  const Json& after_json = after_sim ? *after_sim : empty;
  const Hottest before = HottestOf(response);
  const Hottest after = HottestOf(after_json);
  const int64_t throttled_after = ThrottledCount(after_json);
  const double partition_count = NumberAt(after_json, "PartitionCount");
  const Json* before_json = sharding.Find("Before");
  const Json* logical = before_json ? before_json->Find("LogicalKey") : nullptr;
  const double demand = logical ? NumberAt(*logical, "WriteDemand") : 0;
  const double limit = NumberAt(response, "PartitionWriteLimit");
  const double suffixes = NumberAt(sharding, "SuffixCount");
  const double needed = NumberAt(sharding, "SuffixCountNeeded");
  const double max_shards = NumberAt(sharding, "MaxShardsOnOnePartition");
  const std::string suffix_text = IntText(sharding, "SuffixCount");

  const bool over_limit = after.heat > 1 + 1e-9;
  std::string tone, title;
  if (!over_limit && throttled_after == 0) {
    tone = "OK";
    title = Json::Double(suffixes).Dump() + " shards keep every partition under its limit.";
  } else {
    tone = after.heat < before.heat - 1e-9 ? "WARN" : "BAD";
    title = over_limit ? "Partition " + std::to_string(after.index) + " still gets " +
                             GroupedInteger(after.write_demand) + " WCU/s, over its " +
                             GroupedInteger(limit) + " limit."
                       : "Partitions are under their limits, but the table as a whole is "
                         "throttled.";
  }
  Json reasons = Json::Array();
  if (suffixes < needed)
    reasons.Push(Json::String("The load needs at least " + Json::Double(needed).Dump() +
                              " suffixes (" + GroupedInteger(demand) + " WCU/s ÷ " +
                              GroupedInteger(limit) + " per partition)."));
  if (max_shards > 1) {
    const std::string m = Json::Double(max_shards).Dump(), n = Json::Double(suffixes).Dump();
    reasons.Push(Json::String("Shards land where they hash: " + m + " of the " + n +
                              " share one partition, so it carries " + m + "/" + n +
                              " of the key's writes."));
  }
  if (partition_count * limit < demand)
    reasons.Push(Json::String(
        Json::Double(partition_count).Dump() + " partitions serve at most " +
        GroupedInteger(partition_count * limit) +
        " WCU/s in total: no suffix count is enough until the table has more partitions "
        "(split for heat takes minutes; provisioning more WCU adds them)."));
  const double table_limit = NumberAt(response, "TableWriteLimit");
  if (table_limit < demand) {
    const Json* billing = response.Find("BillingMode");
    const bool on_demand =
        billing && billing->is_string() && billing->string_value() == "PAY_PER_REQUEST";
    reasons.Push(Json::String(
        "The table itself is capped at " + GroupedInteger(table_limit) + " WCU/s (" +
        (on_demand ? "on-demand: twice the previous peak, at least 4,000" : "provisioned") + ")."));
  }
  Json verdict = Json::Object();
  verdict.Add("Tone", Json::String(tone));
  verdict.Add("Title", Json::String(title));
  verdict.Add("Reasons", std::move(reasons));
  return verdict;
}

}  // namespace keyscape::api
