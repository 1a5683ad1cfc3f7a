// Lint: the key-design mistakes the seed articles warn about, found in a design's templates
// and, where it has no templates (imported designs), in its sample items.
//
// Rule ids are stable (ARCHITECTURE.md). "Sort key" means an S attribute that is the sort
// key of the table, a GSI or an LSI; "partition key" the table's or a GSI's.
//   unpadded-number       warning  a sort-key placeholder without pad holding an N attribute
//                                  (not epoch-*) or digit strings of different lengths; a
//                                  pattern's sort-key template with a number parameter
//                                  without pad; raw items: one collection's sort keys with
//                                  whole-token digit runs of different lengths after the
//                                  same prefix
//   unsortable-date       warning  a sort-key placeholder without iso8601 whose samples hold
//                                  a day/month-first or month-name date; raw sort keys too;
//                                  fixValue only when the samples render with iso8601
//   variable-length-middle warning a sort-key placeholder followed by another placeholder,
//                                  not fixed-width (pad, iso8601, a format), not a closed
//                                  values set, not N; the swap with the last placeholder
//                                  is offered only when it leaves no variable middle
//   delimiter-in-value    error    a sample value or pattern parameter containing the
//                                  literal that follows its placeholder
//   random-sort-key       warning  the first placeholder of a sort key is a uuid (format, or
//                                  every sample looks like one); raw: >= 2 sort keys of a
//                                  digit-free prefix and a UUID
//   low-cardinality-partition warning a partition key template of <= 10 values (closed
//                                  values sets, or constant) over >= 100 items
//                                  (expectedCount or sample items); raw: >= 100 items, <= 10
//                                  distinct values
//   monotonic-partition-key warning a partition key with a date-time placeholder (iso8601
//                                  filter or format, epoch format, ISO-date samples) and no
//                                  other open placeholder; raw: every value (>= 2) holds an
//                                  ISO date and they differ only in it
//   lookup-needs-timestamp warning a single-item read/update/delete (or Query with "=")
//                                  whose entity's sort key holds a date-time; a Query that
//                                  filters on an id the time-ordered key holds only after
//                                  the time and that tells the samples apart; no entity: the rendered sort key holds an ISO
//                                  date-time
//   prefix-overlap        warning  a begins_with operand matching the leading literal of
//                                  another entity's sort key in the same collection, or
//                                  sample keys of another entity; no entity: an operand
//                                  ending mid-word that matches ORDER# and ORDERLINE# alike
//   case-mismatch         warning  one word spelt in two cases across a table's template
//                                  literals, pattern templates and raw keys' leading words
//   key-too-long          error    a template whose literals and pad widths exceed 2,048
//                                  (partition) / 1,024 (sort) bytes, or a sample key that does
//   scan-required         warning  a read pattern that is a Scan or has no key
//   filter-on-key         warning  a filter naming a key attribute of the pattern's target
//   hot-partition         warning  sum of rate x units over the patterns rendering one
//                                  partition-key value > 3,000 read / 1,000 write units/s;
//                                  writes and single-item reads spread evenly over a
//                                  placeholder with a closed values set (a write shard);
//                                  the fix names partition::SuffixCountNeeded's S
//   gsi-write-amplification info   an UpdateItem changing a GSI key attribute or an
//                                  attribute its entity template builds it from
//   projection-all        info     an index projecting ALL whose patterns all project <= 2
//                                  attributes
//   unused-index          info     an index no pattern names (designs with patterns only)
//   multi-key-range-before-equality  error  a pattern's key.sort array with a condition
//                                  other than "=" before another condition (DynamoDB
//                                  matches multi-attribute sort keys left to right)
//   multi-key-skipped-attribute      error  a key.partition array with fewer templates than
//                                  the GSI's partition attributes; an entity with a later
//                                  key attribute of a multi-attribute GSI but not an earlier
//                                  one (never in the index)
//   key-attribute-type    error    an entity attribute that is a GSI key attribute under
//                                  its own name, declared with another type than the key
//                                  (more than 4 + 4 key attributes is refused by the model,
//                                  like validate, so no lint rule sees it)
//   key-collision         warning  two sample items of one table (of one entity, of two, or
//                                  raw) with the same primary key: the later replaces the
//                                  earlier
//   item-collection-limit warning  a table with an LSI where inserts' rate x items x mean
//                                  sample size x a year, per rendered partition value, or
//                                  expectedCount x size / bounded key cardinality >= 10 GiB
#ifndef KEYSCAPE_ANALYSIS_LINT_H_
#define KEYSCAPE_ANALYSIS_LINT_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::analysis {

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
  // When the fix is one new value of the string at location.path (a corrected key
  // template): that value, so a tool can apply it; empty otherwise.
  std::string fix_value;
};

// Every finding of the design, ordered by rule id, then location path.
// REQUIRES: `items` is LintableItems(d) (RenderSampleItems(d) when every item renders);
// `units` is empty or has one entry per access pattern (model::PatternUnits). Empty units:
// the patterns were not run; hot-partition, the one rule that needs units, then estimates
// nothing and stays silent (item-collection-limit works from the sample items' sizes).
std::vector<Finding> Lint(const model::Design& d, const std::vector<model::RenderedItem>& items,
                          const std::vector<model::PatternUnits>& units);

// The sample items that render: RenderSampleItems(d), or, when some item's keys cannot be
// rendered (a value holding its delimiter, which delimiter-in-value reports), every other
// item. Rules that read values (not rendered keys) still see the items left out.
std::vector<model::RenderedItem> LintableItems(const model::Design& d);

// {"findings":[{"rule","severity","location":{...non-empty
// members},"message","explanation","fix"}]}
base::Json FindingsJson(const std::vector<Finding>& findings);

}  // namespace keyscape::analysis

#endif  // KEYSCAPE_ANALYSIS_LINT_H_
