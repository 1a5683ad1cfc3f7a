// Compiling an access pattern to the one DynamoDB request it stands for.
//
// Every attribute goes through ExpressionAttributeNames (#pk, #sk, #p0.. for the projection,
// plus the filter's and update's own names), so reserved words such as status, name or date
// never break a request; every operand goes through ExpressionAttributeValues (:pk, :sk,
// :sk2 for between's high bound, plus the filter's and update's own values). Key values are
// rendered from the pattern's templates and parameters: begins_with takes the template's
// prefix (KeyTemplate::Prefix), the other operators its full rendering.
//
// On a GSI with a multi-attribute partition key, `key.partition` gives the first partition
// attribute and each further one is `#pkN = :pkN` (N = 2..4) with the value of the
// parameter of the same name (error at "parameters" when there is none); `key.sort` is the
// condition on the first sort attribute.
//
// A GetItem or Query pattern without a key, and every Scan, compiles to a Scan
// (scan_required). Write patterns write an item of their entity shaped like its first sample
// item, its keys taken from the pattern's key; batch and transaction patterns repeat that
// for up to itemsPerRequest distinct items (the pattern's key first, then the entity's other
// sample items).
#ifndef KEYSCAPE_MODEL_COMPILE_PATTERN_H_
#define KEYSCAPE_MODEL_COMPILE_PATTERN_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"

namespace keyscape::model {

struct CompiledPattern {
  std::string operation;  // the DynamoDB operation name ("Query", "Scan", ...)
  base::Json request;     // the exact request body
  bool scan_required = false;
  size_t request_items = 1;  // items a batch/transaction request addresses (1 otherwise)
};

// REQUIRES: d passed ReadModel; items is RenderSampleItems(d). Errors (ValidationException)
// start with the pattern's JSON path.
base::Result<CompiledPattern> CompilePattern(const Design& d, size_t pattern,
                                             const std::vector<RenderedItem>& items);
// `variant` compiled in the place of d.patterns[pattern] (its errors name that pattern's
// path): a changed copy of one pattern, compiled without copying the design.
base::Result<CompiledPattern> CompilePatternAs(const Design& d, size_t pattern,
                                               const AccessPattern& variant,
                                               const std::vector<RenderedItem>& items);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_COMPILE_PATTERN_H_
