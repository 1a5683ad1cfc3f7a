// keyscape:AnalyzeDesign's reuse across calls (api layer): the last analysis, kept whole, so
// that a call whose model is byte for byte the last call's (the designer selecting another
// pattern or table asks for the same model with another view) answers everything but the
// view from it.
//
// Exact by construction: the key is the request's whole "model" printed (Json::Dump, which
// prints different trees as different text) and "patternResponses"; the analysis of a model
// depends on nothing else (its tables are a database of its own, with a fixed clock). One
// analysis is kept per process, taken out while a call uses it, so concurrent calls never
// share one (a call that finds none computes its own).
#ifndef KEYSCAPE_API_KEYSCAPE_DESIGN_LAST_ANALYSIS_H_
#define KEYSCAPE_API_KEYSCAPE_DESIGN_LAST_ANALYSIS_H_

#include <memory>
#include <string>
#include <vector>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/base/json.h"

namespace keyscape::api {

struct Analysis {
  std::string model_text;  // the request's "model", Dump'ed
  bool with_responses = true;
  LoadedDesign loaded;     // LoadDesign of that model (the views read it)
  // The answer's members before the view ("validated" ... "keyTemplates"), each printed.
  std::vector<std::pair<std::string, std::string>> parts;
};

// The kept analysis, moved out (null when there is none).
std::unique_ptr<Analysis> TakeLastAnalysis();
// Keeps `a` as the last analysis (replacing any other).
void KeepLastAnalysis(std::unique_ptr<Analysis> a);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_KEYSCAPE_DESIGN_LAST_ANALYSIS_H_
