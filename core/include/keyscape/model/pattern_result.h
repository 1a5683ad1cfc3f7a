// Judging what an access pattern's request returned on the sample items: which entities the
// returned items belong to, and whether the pattern's `expect` holds.
#ifndef KEYSCAPE_MODEL_PATTERN_RESULT_H_
#define KEYSCAPE_MODEL_PATTERN_RESULT_H_

#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
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

// A primary key as one text: the partition key's (after its length, with a sort key) and the
// sort key's, so two keys of table `t` have the same text exactly when both parts are equal.
std::string PrimaryKeyText(const TableModel& t, std::string_view pk, std::string_view sk);

// The entity each sample item was rendered from, by the item's primary key, table by table:
// built once for a design's rendered items, read by MatchedEntities for every pattern.
// REQUIRES: d and items outlive it.
class ItemEntities {
 public:
  ItemEntities(const Design& d, const std::vector<RenderedItem>& items);
  // The entity of the last item (in item order: the one the table holds) of `table` whose
  // primary key is the key of `returned` (a DynamoDB-JSON item); null when there is none or
  // that item is a raw one (no entity).
  const Entity* Find(const std::string& table, const base::Json& returned) const;

 private:
  const Design& d_;
  // table name -> key text (KeyText) -> the entity of the last item with that key
  std::map<std::string, std::unordered_map<std::string, const Entity*>, std::less<>> tables_;
};

// Names of the entities the returned items were rendered from (matched by primary key
// against the sample items), each once, in first-returned order. `full_items` are the
// items as returned without a projection (so their keys are there).
std::vector<std::string> MatchedEntities(const ItemEntities& entities, const AccessPattern& p,
                                         const std::vector<const base::Json*>& full_items);

// null when the pattern has no expect; else {"holds": bool, "count": {"expected","actual"}?,
// "keys": {"expected","actual"}?} where actual keys are the expected keys' attributes of each
// returned item, as text.
base::Json ExpectVerdict(const AccessPattern& p, const std::vector<const base::Json*>& full_items);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_PATTERN_RESULT_H_
