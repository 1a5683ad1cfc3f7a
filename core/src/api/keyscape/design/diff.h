// The parts of keyscape:DiffDesigns (contract in keyscape/api/keyscape/design_ops.h), each
// over the two designs loaded by model_run.h's LoadDesign. Private to
// core/src/api/keyscape/design.
#ifndef KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_DIFF_H_
#define KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_DIFF_H_

#include <vector>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"

namespace keyscape::api::diff {

// "changes": what differs between the two model files, named collections matched by name
// (tables, their indexes, entities, their keys and attributes, patterns) and sample items
// by position: [{"kind","path","before","after"}], `path` the JSON Pointer in the new design
// (in the old one for what was removed), before/after the values (null where absent).
base::Json Changes(const model::Design& before, const model::Design& after);

// "migration": the writes that take the old design's live items to the new design's keys
// (design_ops.h gives the plan and how each number is measured).
base::Result<base::Json> Migration(const LoadedDesign& before, const LoadedDesign& after,
                                   const model::Prices& prices);

// "patterns": each pattern name of either design, its answer on its design's sample items
// compared: [{"name","status":"same"|"differs"|"new"|"removed","detail"}].
base::Json Patterns(const LoadedDesign& before, const std::vector<PatternRun>& before_runs,
                    const LoadedDesign& after, const std::vector<PatternRun>& after_runs);

// "lint": {"new": findings of the new design the old did not have, "resolved": findings of
// the old design the new one no longer has}; a finding is the same when its rule, location
// names (table, index, entity, attribute, pattern) and message are. Both in FindingsJson's
// shape.
base::Json LintDelta(const base::Json& before_findings, const base::Json& after_findings);

}  // namespace keyscape::api::diff

#endif  // KEYSCAPE_SRC_API_KEYSCAPE_DESIGN_DIFF_H_
