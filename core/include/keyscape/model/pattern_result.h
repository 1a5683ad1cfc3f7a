// Judging what an access pattern's request returned on the sample items: which entities the
// returned items belong to, and whether the pattern's `expect` holds.
#ifndef KEYSCAPE_MODEL_PATTERN_RESULT_H_
#define KEYSCAPE_MODEL_PATTERN_RESULT_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::model {

// Measured capacity of one request of an access pattern, from running it on the sample items
// (api/model_run.h). Lint and cost (analysis/) take one per pattern, in design order.
struct PatternUnits {
  double read_units = 0;   // per request
  double write_units = 0;  // per request, including index writes
};

// The items of a read response in returned order: Items (Query, Scan), Item (GetItem),
// Responses (BatchGetItem: the pattern's table; TransactGetItems: each Item).
std::vector<const base::Json*> ReturnedItems(const base::Json& response, const std::string& table);

// Names of the entities the returned items were rendered from (matched by primary key
// against the sample items), each once, in first-returned order. `full_items` are the
// items as returned without a projection (so their keys are there).
std::vector<std::string> MatchedEntities(const Design& d, const AccessPattern& p,
                                         const std::vector<const base::Json*>& full_items,
                                         const std::vector<RenderedItem>& items);

// null when the pattern has no expect; else {"holds": bool, "count": {"expected","actual"}?,
// "keys": {"expected","actual"}?} where actual keys are the expected keys' attributes of each
// returned item, as text.
base::Json ExpectVerdict(const AccessPattern& p, const std::vector<const base::Json*>& full_items);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_PATTERN_RESULT_H_
