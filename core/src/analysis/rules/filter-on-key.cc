// filter-on-key (lint.h's rule table): a filter naming a key attribute of the pattern's
// target. A part of the lint rule table (context.h).
#include <set>
#include <string>
#include <vector>

#include "analysis/context.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_target.h"

namespace keyscape::analysis::lint {

using model::AccessPattern;
using model::Design;
using model::KeyAttribute;
using model::PatternTarget;
using model::TargetOf;

namespace {

constexpr char kFilterWhy[] =
    "A filter is applied after the items are read: every item the key condition selects "
    "is paid for, including the ones the filter drops. A condition on a key attribute "
    "belongs in the key condition, which reads only the matching items.";

void PatternRule(const Design& d, size_t i, Findings* out) {
  const AccessPattern& p = d.patterns[i];
  std::set<std::string> named = FilterAttributes(p);
  if (named.empty()) return;
  PatternTarget t = TargetOf(d, p);
  std::vector<KeyAttribute> keys = {t.partition};
  if (t.global_index) keys = t.global_index->partition_key;
  if (t.global_index)
    for (const KeyAttribute& k : t.global_index->sort_key) keys.push_back(k);
  else if (t.sort)
    keys.push_back(*t.sort);
  for (const KeyAttribute& k : keys) {
    if (!named.count(k.name)) continue;
    out->push_back(Make(
        "filter-on-key", Severity::kWarning, PatternLocation(p, i, "filter/expression"),
        "the filter of pattern \"" + p.name + "\" tests the key attribute " + k.name, kFilterWhy,
        "move the condition on " + k.name +
            " into the pattern's key (key.sort with =, <, <=, >, >=, between "
            "or begins_with; the partition key is already matched exactly)"));
  }
}

}  // namespace

void FilterOnKey(const Context& c, Findings* out) {
  for (size_t i = 0; i < c.d.patterns.size(); ++i) PatternRule(c.d, i, out);
}

}  // namespace keyscape::analysis::lint
