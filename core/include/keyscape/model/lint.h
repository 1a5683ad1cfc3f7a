// Lint: the key-design mistakes the seed articles warn about, found in a design's templates
// and, where it has no templates (imported designs), in its sample items.
//
// Rule ids are stable (ARCHITECTURE.md): unpadded-number, unsortable-date,
// variable-length-middle, delimiter-in-value, random-sort-key, low-cardinality-partition,
// monotonic-partition-key, lookup-needs-timestamp, prefix-overlap, case-mismatch,
// key-too-long, scan-required, filter-on-key, hot-partition, gsi-write-amplification,
// projection-all, unused-index, item-collection-limit.
#ifndef KEYSCAPE_MODEL_LINT_H_
#define KEYSCAPE_MODEL_LINT_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::model {

enum class Severity { kError, kWarning, kInfo };
const char* SeverityName(Severity s);  // "error", "warning", "info"

// Where a finding is; empty members do not apply. `path` is the JSON Pointer of the part
// of the model file the fix changes ("/entities/0/keys/SK").
struct FindingLocation {
  std::string table, index, entity, attribute, pattern;
  std::string path;
};

struct Finding {
  std::string rule;
  Severity severity = Severity::kWarning;
  FindingLocation location;
  std::string message;      // one line: what is wrong here
  std::string explanation;  // the DynamoDB behaviour behind the rule
  std::string fix;          // the concrete change: the corrected template or setting
};

// Measured capacity of one request of each access pattern (in design order), from running
// it on the sample items; empty when the patterns were not run (hot-partition, the one
// rule that needs units, then estimates nothing and stays silent; item-collection-limit
// works from the sample items' sizes instead).
struct PatternUnits {
  double read_units = 0;   // per request
  double write_units = 0;  // per request, including index writes
};

// Every finding of the design, ordered by rule id, then location path.
// REQUIRES: `items` is LintableItems(d) (RenderSampleItems(d) when every item renders);
// `units` is empty or has one entry per access pattern.
std::vector<Finding> Lint(const Design& d, const std::vector<RenderedItem>& items,
                          const std::vector<PatternUnits>& units);

// The sample items that render: RenderSampleItems(d), or, when some item's keys cannot be
// rendered (a value holding its delimiter, which delimiter-in-value reports), every other
// item. Rules that read values (not rendered keys) still see the items left out.
std::vector<RenderedItem> LintableItems(const Design& d);

// {"findings":[{"rule","severity","location":{...non-empty
// members},"message","explanation","fix"}]}
base::Json FindingsJson(const std::vector<Finding>& findings);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_LINT_H_
