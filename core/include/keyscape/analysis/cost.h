// Monthly cost and capacity of a design (reference/aws-mcp-data-model.md cost formulas).
//
// Per access pattern: units per request as measured on the sample items (the engine's
// ConsumedCapacity: 4 KB read / 1 KB write rounding, eventual reads x0.5, transactions x2,
// index writes included, two when an update moves an index key), scaled to itemsPerRequest
// when the sample items gave a batch fewer items, times the pattern's rate.
//   on-demand:   units/s x seconds a month x price per million request units / 1e6
//   provisioned: units/s as capacity units x hours a month x price per unit-hour
// Storage: each table's and index's items (sparse indexes hold only items with their keys),
// sized as ItemSize of the (projected) item plus DynamoDB's 100 bytes of per-item overhead,
// scaled per entity to its expectedCount by its sample items' mean size (items without an
// entity, or an entity without expectedCount, count as themselves); GB = 2^30 bytes.
// Prices are data (Prices in design.h): the design's override, else us-east-1 standard.
#ifndef KEYSCAPE_ANALYSIS_COST_H_
#define KEYSCAPE_ANALYSIS_COST_H_

#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::analysis {

// `units[i]` is pattern i's measured units per request; `request_items[i]` how many items its
// compiled request addressed. The report:
// {"prices":{...,"from":"model"|"default"},
//  "patterns":[{"name","operation","ratePerSecond","readUnitsPerRequest","writeUnitsPerRequest",
//               "readUnitsPerSecond","writeUnitsPerSecond","onDemandMonthly","provisionedMonthly"}],
//  "storage":[{"table","index"?,"items","bytes","gb","monthly"}],
//  "totals":{"readUnitsPerSecond","writeUnitsPerSecond",
//            "onDemand":{"requests","storage","total"},
//            "provisioned":{"readCapacityUnits","writeCapacityUnits","capacity","storage","total"}}}
// Money in USD, rounded to cents; rates and units as computed.
base::Json CostReport(const model::Design& d, const std::vector<model::RenderedItem>& items,
                      const std::vector<model::PatternUnits>& units,
                      const std::vector<size_t>& request_items, const model::Prices& prices);

}  // namespace keyscape::analysis

#endif  // KEYSCAPE_ANALYSIS_COST_H_
