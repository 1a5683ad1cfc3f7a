// unused-index (lint.h's rule table): an index no pattern names, in a design with patterns.
// A part of the lint rule table (context.h).
#include <string>

#include "analysis/context.h"
#include "keyscape/model/design.h"

namespace keyscape::analysis::lint {

using model::Design;
using model::IndexProjection;
using model::TableModel;

namespace {

constexpr char kUnusedWhy[] =
    "Every write of an item that has the index's key attributes also writes the index "
    "(GSIs bill their own write units and storage; LSIs add to the item collection's 10 GB "
    "limit). An index no access pattern reads is pure cost.";

void IndexRule(const Design& d, const TableModel& t, const std::string& name, std::string path,
               Findings* out) {
  if (UseOf(d, t, name).patterns > 0) return;
  out->push_back(Make("unused-index", Severity::kInfo,
                      FindingLocation{t.name, name, "", "", "", path},
                      "no access pattern uses index " + name + " of table " + t.name, kUnusedWhy,
                      "remove index " + name +
                          ", or add the access pattern it is for (with "
                          "\"index\": \"" +
                          name + "\")"));
}

}  // namespace

void UnusedIndex(const Context& c, Findings* out) {
  if (c.d.patterns.empty()) return;
  ForEachIndex(c, [&](const TableModel& t, const std::string& name, const IndexProjection&,
                      const std::string& path) { IndexRule(c.d, t, name, path, out); });
}

}  // namespace keyscape::analysis::lint
