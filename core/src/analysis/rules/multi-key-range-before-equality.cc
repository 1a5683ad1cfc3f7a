// multi-key-range-before-equality (lint.h's rule table): a pattern on a multi-attribute sort
// key whose condition on one attribute is not "=" while a later attribute has a condition.
// DynamoDB matches sort attributes left to right: only the last one used may take a range.
// A part of the lint rule table (context.h).
#include <string>
#include <vector>

#include "analysis/context.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_target.h"

namespace keyscape::analysis::lint {

using model::AccessPattern;
using model::Design;
using model::PatternTarget;
using model::SortCondition;
using model::SortOp;
using model::TargetOf;

namespace {

constexpr char kWhy[] =
    "On a multi-attribute sort key DynamoDB compares the attributes left to right: every "
    "attribute before the last one the key condition uses must be matched with \"=\". A "
    "range on an earlier attribute makes the Query fail with \"RANGE key attributes ... must "
    "have equality conditions specified in the query\".";

void PatternRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  if (!p.key || !p.index) return;
  const std::vector<const SortCondition*> conds = p.key->SortConditions();
  if (conds.size() < 2) return;
  const PatternTarget t = TargetOf(d, p);
  if (!t.global_index) return;
  for (size_t k = 0; k + 1 < conds.size(); ++k) {
    if (conds[k]->op == SortOp::kEq) continue;
    const std::string attr = t.global_index->sort_key[k].name;
    const std::string next = t.global_index->sort_key[k + 1].name;
    out->push_back(Make(
        "multi-key-range-before-equality", Severity::kError,
        PatternLocation(p, i, "key/sort/" + std::to_string(k) + "/op"),
        "pattern \"" + p.name + "\" has a " + model::SortOpText(conds[k]->op) +
            " condition on " + attr + " of index " + *p.index +
            ", followed by a condition on " + next,
        kWhy,
        "make the condition on " + attr + " \"=\", or keep the range on " + attr +
            " as the key's last condition and move the conditions after it into a filter"));
    return;  // the first one is what DynamoDB reports
  }
}

}  // namespace

void MultiKeyRangeBeforeEquality(const Context& c, Findings* out) {
  for (size_t i = 0; i < c.d.patterns.size(); ++i) PatternRule(c.d, i, out);
}

}  // namespace keyscape::analysis::lint
