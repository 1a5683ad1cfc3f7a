// How `keyscape verify` compares an endpoint's response with keyscape's own for the same
// request (both bodies as DynamoDB sends them, table names already the model's).
//
// Rules:
// - Values compare as DynamoDB values: object member order never matters, numbers (N, NS
//   members and JSON numbers such as CapacityUnits) compare numerically ("1.50" == "1.5"),
//   SS/NS/BS compare as sets; everything else exactly.
// - Errors: two error bodies agree when their error names agree (the text after '#' in
//   __type; messages differ between implementations and are only shown). An error on one
//   side only is a difference.
// - Items: in order, item by item, except where DynamoDB leaves the order open:
//   `tie_keys` (an index query): consecutive items with equal index keys may come in any
//   order, so each such run compares as a multiset; `unordered` (a Scan, whose order is the
//   endpoint's hash order): all items compare as a multiset and LastEvaluatedKey by presence.
// - Then Count, ScannedCount, LastEvaluatedKey, then every other member (Item, Attributes,
//   Responses — BatchGetItem's per-table lists compare as multisets — UnprocessedItems, ...).
// - ConsumedCapacity is compared only when both responses have it.
// The first difference is described for a person, e.g.
//   item 2 differs: endpoint SK ORDER#9, keyscape ORDER#10
//   Count: endpoint 3, keyscape 4
// (items numbered from 1; an item's attributes in `key_names` order first, then by name).
#ifndef KEYSCAPE_CLI_VERIFY_COMPARE_H_
#define KEYSCAPE_CLI_VERIFY_COMPARE_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"

namespace keyscape::cli {

struct CompareRules {
  std::vector<std::string> key_names;  // shown first in item differences
  std::vector<std::string> tie_keys;   // index key attributes of an index query, else empty
  std::string tie_name;                // the index's name, for messages
  bool unordered = false;              // Scan
};

// Text equal for two values exactly when DynamoDB considers them equal.
std::string Canonical(const base::Json& v);
// An attribute value for a message: S and N as their text, BOOL and NULL as words, others
// as compact JSON (long values cut at 120 characters).
std::string ShowValue(const base::Json& attribute_value);
// "ResourceNotFoundException" for {"__type":"com.amazonaws.dynamodb.v20120810#Resource..."};
// "" when the body is not an error.
std::string ErrorName(const base::Json& body);
// The error's message ("message" or "Message"), or "".
std::string ErrorMessage(const base::Json& body);

// "" when the responses agree, else the first difference.
std::string FirstDifference(const base::Json& endpoint, const base::Json& keyscape,
                            const CompareRules& rules);

}  // namespace keyscape::cli

#endif  // KEYSCAPE_CLI_VERIFY_COMPARE_H_
