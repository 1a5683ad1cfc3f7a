// keyscape:AnalyzeDesign's reuse across calls (api layer): the last analysis, kept whole.
// - A call whose model is byte for byte the last call's (the designer selecting another
//   pattern or table asks for the same model with another view) answers everything but the
//   view from it.
// - A call whose model differs from the last one only in its "accessPatterns" (a pattern
//   edit) reuses the sample items and tables, and each pattern's entry whose pattern text
//   and position are the same; it reads the model, runs the other patterns, lints and costs.
//
// Exact by construction: the keys are printed JSON (Json::Dump, which prints different trees
// as different text) of the request's whole "model", of the model without its first
// "accessPatterns" member, and of each of that member's patterns, with "patternResponses";
// the analysis of a model depends on nothing else (its tables are a database of its own, with
// a fixed clock), a pattern's entry on its pattern, its position and the rest of the model.
// One analysis is kept per process, taken out while a call uses it, so concurrent calls
// never share one (a call that finds none computes its own).
#ifndef KEYSCAPE_API_KEYSCAPE_DESIGN_LAST_ANALYSIS_H_
#define KEYSCAPE_API_KEYSCAPE_DESIGN_LAST_ANALYSIS_H_

#include <memory>
#include <string>
#include <vector>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/base/json.h"
#include "keyscape/model/pattern_result.h"

namespace keyscape::api {

// One access pattern's part of the analysis.
struct PatternPart {
  std::string text;           // the pattern, Dump'ed (with its position: the key)
  std::string entry;          // its element of the answer's "patterns" array, printed
  model::PatternUnits units;  // lint's and cost's
  size_t request_items = 0;   // cost's
};

struct Analysis {
  std::string model_text;   // the request's "model", Dump'ed
  std::string tables_text;  // the model without its first "accessPatterns" member, Dump'ed
  bool with_responses = true;
  std::vector<PatternPart> patterns;  // in pattern order
  LoadedDesign loaded;     // LoadDesign of that model (the views read it)
  // The answer's members before the view ("validated" ... "keyTemplates"), each printed.
  std::vector<std::pair<std::string, std::string>> parts;
};

// The keys of a model: the model printed, and (when it is an object) the same without its
// first "accessPatterns" member, with each element of that member printed apart when it is an
// array (else `tables` is the whole model and `patterns` empty).
struct ModelKeys {
  std::string model;
  std::string tables;
  std::vector<std::string> patterns;
};
ModelKeys KeysOf(const base::Json& model);

// The kept analysis, moved out (null when there is none).
std::unique_ptr<Analysis> TakeLastAnalysis();
// Keeps `a` as the last analysis (replacing any other).
void KeepLastAnalysis(std::unique_ptr<Analysis> a);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_KEYSCAPE_DESIGN_LAST_ANALYSIS_H_
