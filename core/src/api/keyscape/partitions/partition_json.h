// Response pieces shared by the partition operations (keyscape:DescribePartitions,
// keyscape:SimulateLoad, keyscape:DescribeKeys): numbers rounded to 1e-6, key values as
// {"<pk name>": value}, hash ranges, splits, loads with their heat, simulations.
// Private to core/src/api.
#ifndef KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_PARTITION_JSON_H_
#define KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_PARTITION_JSON_H_

#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/partition/capacity.h"
#include "keyscape/partition/load.h"
#include "keyscape/partition/placement.h"
#include "keyscape/partition/points.h"
#include "keyscape/partition/scenario.h"
#include "keyscape/partition/splits.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

// Rounds to 1e-6 so sums print tidily (10000 rather than 9999.999999999); no -0.
base::Json Num(double v);
// {"<partition key name>": v}.
base::Json KeyJson(const table::TableDef& def, const value::AttributeValue& v);
// The key a boundary with a suffix starts at: {"pk": ..., "sk"?: ...}.
base::Json StartKeyJson(const table::TableDef& def, const partition::Boundary& b);
// Adds "HashRangeStart", "HashRangeEnd" and, inside an item collection, "StartKey".
void AddRange(const table::TableDef& def, const partition::Boundary& start, uint64_t end,
              base::Json* out);
// {"Index", range, "ItemCount", "SizeBytes", "PartitionKeyCount"}: what every layout says
// of one partition.
base::Json PartitionJson(const table::TableDef& def, uint32_t index,
                         const partition::Boundary& start, uint64_t end, uint64_t items,
                         int64_t bytes, uint32_t keys);
base::Json SplitsJson(const table::TableDef& def, const std::vector<partition::SplitEvent>& s);
base::Json RefusedJson(const std::vector<partition::RefusedSplit>& refused);
// Adds the six load members (demand, served, throttled fractions).
void AddLoad(const partition::Load& l, base::Json* out);
// Adds "Heat": the demand's share of one partition's limit under `rule`
// (partition::HeatRatio: 1 is exactly at the limit).
void AddHeat(const partition::Load& l, partition::LimitRule rule, base::Json* out);
base::Json LoadJson(const partition::Load& l);
// {"Index", load, "Heat"} of the hottest partition ({} when there is none).
base::Json HottestJson(const partition::SimulationResult& r, partition::LimitRule rule);
// "PartitionCount", "Partitions", "Table", "AccessPatterns", "HotKeys",
// "HottestPartition", "ThrottledWithSpareCapacity", "Splits", "RefusedSplits".
void AddSimulation(const table::TableDef& def, const partition::PointSet& points,
                   const partition::ScenarioRequest& req, const partition::SimulationResult& r,
                   base::Json* out);
// "PartitionReadLimit", "PartitionWriteLimit", "PartitionSizeLimitBytes": one partition's
// limits, the numbers the page draws its limit lines at.
void AddPartitionLimits(int64_t size_limit, base::Json* out);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_KEYSCAPE_PARTITIONS_PARTITION_JSON_H_
