// The verdict on a write-sharding what-if of keyscape:SimulateLoad: a tone and a title
// for whether the sharded key keeps every partition under its limit, and the reasons it
// does not. Private to core/src/api.
#ifndef KEYSCAPE_SRC_API_SHARDING_VERDICT_H_
#define KEYSCAPE_SRC_API_SHARDING_VERDICT_H_

#include <string>

#include "keyscape/base/json.h"

namespace keyscape::api {

// {"Tone": "OK" | "WARN" | "BAD", "Title", "Reasons": [...]} of SimulateLoad's `response`
// (its main simulation, limits and BillingMode) and its "WriteSharding" member `sharding`
// (without Verdict). Heat above 1 (+1e-9) is over the limit:
//   OK    the hottest sharded partition is not over its limit and none is throttled;
//   WARN  otherwise, when the hottest partition is cooler than before sharding;
//   BAD   otherwise.
// Reasons, each when it applies: fewer suffixes than SuffixCountNeeded; shards sharing a
// partition; the partitions' total write limit under the key's demand; the table's write
// limit under it. Numbers are rounded to integers (halves up) with en-US digit grouping.
base::Json ShardingVerdict(const base::Json& response, const base::Json& sharding);

// `v` rounded as JavaScript's Math.round and written as Number#toLocaleString("en-US")
// writes an integer: "1,234,567", "-12", "∞".
std::string GroupedInteger(double v);

}  // namespace keyscape::api

#endif  // KEYSCAPE_SRC_API_SHARDING_VERDICT_H_
