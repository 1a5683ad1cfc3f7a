// projection-all (lint.h's rule table): an index projecting ALL whose patterns all project
// at most two attributes. A part of the lint rule table (context.h).
#include <set>
#include <string>

#include "analysis/context.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/model/design.h"

namespace keyscape::analysis::lint {

using base::Child;
using model::Design;
using model::IndexProjection;
using model::KeyAttribute;
using model::ProjectionKind;
using model::TableModel;

namespace {

constexpr char kProjectionWhy[] =
    "An index with projection ALL stores a full copy of every item: storage and every "
    "write to the index cost as much as the table's. Projecting only what the index's "
    "patterns read keeps index items small.";

void IndexRule(const Design& d, const TableModel& t, const std::string& name,
               const IndexProjection& proj, std::string path, Findings* out) {
  if (proj.kind != ProjectionKind::kAll) return;
  IndexUse u = UseOf(d, t, name);
  if (u.patterns == 0 || u.reads_everything) return;
  std::set<std::string> keys;
  for (const KeyAttribute& k : t.AllKeyAttributes()) keys.insert(k.name);
  std::string list;
  for (const std::string& a : u.projected)
    if (!keys.count(a)) list += (list.empty() ? "\"" : ", \"") + a + "\"";
  std::string fix =
      list.empty()
          ? "\"projection\": {\"type\": \"KEYS_ONLY\"}"
          : "\"projection\": {\"type\": \"INCLUDE\", \"nonKeyAttributes\": [" + list + "]}";
  out->push_back(Make("projection-all", Severity::kInfo,
                      FindingLocation{t.name, name, "", "", "", Child(path, "projection")},
                      "index " + name +
                          " projects ALL, but its patterns read at most two "
                          "attributes",
                      kProjectionWhy, fix));
}

}  // namespace

void ProjectionAll(const Context& c, Findings* out) {
  ForEachIndex(c, [&](const TableModel& t, const std::string& name, const IndexProjection& proj,
                      const std::string& path) { IndexRule(c.d, t, name, proj, path, out); });
}

}  // namespace keyscape::analysis::lint
