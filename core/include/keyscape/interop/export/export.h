// Exports: a design written as what people deploy and code with (ARCHITECTURE.md "Model
// commands", `keyscape export --format F MODEL`).
//
// Each format is one row of ExportFormats(): an id ("cloudformation"), a title, the file
// name it downloads as (from the design's name) and a writer. A writer reads the design,
// its rendered sample items and what running its access patterns measured, and returns
// the file's text; it never fails on a design ReadModel accepted, except where the format
// cannot say something the design says (then a ValidationException naming the format and
// the part, e.g. "terraform: ..."). Writers are deterministic: the same design gives the
// same bytes, so exports can be diffed and checked by the tools that consume them
// (tests/exports/).
#ifndef KEYSCAPE_INTEROP_EXPORT_EXPORT_H_
#define KEYSCAPE_INTEROP_EXPORT_EXPORT_H_

#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/compile_pattern.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::interop {

// One access pattern as the engine ran it on the sample items (api/model_run.h).
struct PatternOutcome {
  model::CompiledPattern compiled;
  base::Json response;  // the engine's response body (first page), or an error body
  bool failed = false;
  double read_units = 0;  // per request
  double write_units = 0;
  base::Json expect;  // ExpectVerdict (pattern_result.h) on the full items; null: no expect
};

// Everything a writer may read. REQUIRES: items == RenderSampleItems(design);
// patterns[i] is design.patterns[i] run; cost is CostReport (cost.h) for them.
struct ExportInput {
  const model::Design& design;
  const std::vector<model::RenderedItem>& items;
  const std::vector<PatternOutcome>& patterns;
  const base::Json& cost;
};

struct ExportFormat {
  std::string_view id;          // "cloudformation"
  std::string_view title;       // "AWS CloudFormation (YAML)"
  std::string_view extension;   // the file name's ending: ".cfn.yaml"
  std::string_view media_type;  // "application/yaml"
  base::Result<std::string> (*write)(const ExportInput& in);
};

// Every format, in the order the page lists them.
const std::vector<ExportFormat>& ExportFormats();

// nullptr for an unknown id.
const ExportFormat* FindExportFormat(std::string_view id);

// The download name: the design's name as a file-name slug ("Orders & Users" ->
// "orders-users", "design" when nothing is left) followed by the format's extension.
std::string ExportFileName(const model::Design& d, const ExportFormat& f);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_INTEROP_EXPORT_EXPORT_H_
