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
// a fixed clock), a pattern's entry on its pattern, its position and the rest of the model; an
// entity is read from its element alone (model_reader.h), its items from it, its table and
// their values; a Query's or GetItem's answer on the items of the partition it reads.
// One analysis is kept per process, taken out while a call uses it, so concurrent calls
// never share one (a call that finds none computes its own).
#ifndef KEYSCAPE_API_KEYSCAPE_DESIGN_LAST_ANALYSIS_H_
#define KEYSCAPE_API_KEYSCAPE_DESIGN_LAST_ANALYSIS_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/base/json.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/query/key_range.h"

namespace keyscape::api {

// One access pattern's part of the analysis.
struct PatternPart {
  std::string text;           // the pattern, Dump'ed (with its position: the key)
  std::string entry;          // its element of the answer's "patterns" array, printed
  model::PatternUnits units;  // lint's and cost's
  size_t request_items = 0;   // cost's
  // The one partition the pattern's run read (a Query or GetItem with an S partition key
  // value): the items of `table` whose attribute `attr` is the string `value`, and when
  // `sort_attr` is not empty, whose `sort_attr` meets `sort` (query::SortConditionHolds: the
  // key condition's one sort condition, or GetItem's sort key). Empty `table`: not bounded
  // (any item may have changed its entry).
  std::string table, attr, value, sort_attr;
  query::SortCondition sort;
};

struct Analysis {
  std::string model_text;   // the request's "model", Dump'ed
  std::string rest_text;    // ModelKeys::rest
  std::vector<std::string> entity_texts;  // ModelKeys::entities
  bool with_responses = true;
  std::vector<PatternPart> patterns;  // in pattern order
  LoadedDesign loaded;     // LoadDesign of that model (the views read it)
  // The validated part's printed items and model elements (ValidatedJson's texts; an empty
  // one is not known).
  ValidatedTexts texts;
  // Each entity's elements of "keyTemplates", printed, by entity index (empty: not known, or
  // an entity without keys).
  std::vector<std::string> key_texts;
  // The answer's members before the view ("validated" ... "keyTemplates"), each printed.
  std::vector<std::pair<std::string, std::string>> parts;
};

// The keys of a model: the model printed, and (when it is an object) the same with the value
// of its first "accessPatterns" and first "entities" member printed as @ when it is an array,
// each element of those arrays printed apart (else `rest` is the whole model and `patterns`
// and `entities` empty).
struct ModelKeys {
  std::string model;
  std::string rest;
  std::vector<std::string> patterns;
  std::vector<std::string> entities;
};
ModelKeys KeysOf(const base::Json& model);

// How often each kind of reuse was taken in this process (the tests read it).
struct ReuseCounts {
  std::atomic<uint64_t> whole{0};          // the same model
  std::atomic<uint64_t> patterns_only{0};  // LoadDesignLike
  std::atomic<uint64_t> delta{0};          // LoadDesignDelta's delta (load_delta.h)
  std::atomic<uint64_t> full{0};           // LoadDesignDelta that took LoadDesign's path or built again
  std::atomic<uint64_t> patterns_kept{0};  // pattern parts kept
};
ReuseCounts& Reuse();

// The kept analysis, moved out (null when there is none).
std::unique_ptr<Analysis> TakeLastAnalysis();
// Keeps `a` as the last analysis (replacing any other).
void KeepLastAnalysis(std::unique_ptr<Analysis> a);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_KEYSCAPE_DESIGN_LAST_ANALYSIS_H_
