// A design made into a database and its access patterns run on it: the part of the model
// commands that needs the engine's own operations (api layer, above model).
//
// LoadDesign reads request["model"] (model_reader.h errors), creates every table through
// CreateTable and puts every sample item with PutItem's checks and errors (its table, keys,
// size, item collection and memory limits; the item is already an attribute map), so the
// design meets DynamoDB's own checks; an error names the table or item path ("/items/3: One or more
// parameter values were invalid: ..."). RunPatterns runs each pattern's compiled request: reads on
// one database, each write on a fresh copy of the sample items, so patterns never see each other's
// writes and the design's items never change.
#ifndef KEYSCAPE_API_KEYSCAPE_DESIGN_MODEL_RUN_H_
#define KEYSCAPE_API_KEYSCAPE_DESIGN_MODEL_RUN_H_

#include <memory>
#include <string>
#include <vector>

#include "keyscape/analysis/cost.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/compile_pattern.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_writer.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/table/database.h"

namespace keyscape::api {

struct LoadedDesign {
  model::Design design;
  std::vector<model::RenderedItem> items;
  // The tables with the sample items. Shared, so a variant of the design whose tables and
  // items are the same (other access patterns: keyscape:RangeView's overrides) reads them.
  std::shared_ptr<table::Database> db;
};

base::Result<LoadedDesign> LoadDesign(const base::Json& request);
// LoadDesign's load of a design it has read: the sample items rendered, the database built.
base::Result<LoadedDesign> LoadDesignOf(model::Design d);
// LoadDesign's database of a design and its rendered items (its errors name the path).
base::Result<std::unique_ptr<table::Database>> BuildDesignDatabase(
    const model::Design& d, const std::vector<model::RenderedItem>& items);
// LoadDesignOf(design) for a design read from a model that differs from the model `same` is
// the load of at most in its "accessPatterns": the sample items and tables are `same`'s (the
// items pointing at the new design's entities, the database shared), which rendering and
// storing the same entities, items and tables again would give.
// REQUIRES: the two models are equal but for their "accessPatterns"; `same` outlives nothing
// of the answer but its database, which the answer shares.
base::Result<LoadedDesign> LoadDesignLike(model::Design design, const LoadedDesign& same);

struct PatternRun {
  model::CompiledPattern compiled;
  base::Json response;     // the engine's response to compiled.request (first page)
  bool failed = false;     // response is an error body
  double read_units = 0;   // per request (ConsumedCapacity), 0 for an error
  double write_units = 0;  // per request, index writes included
  // The returned items without the projection: none for a write or an error; else the items
  // of `response`, or of `unprojected` for a pattern with a projection. The pointers stay
  // valid while the run lives (moves of the run included) and its response is not moved
  // out or changed: read them before moving `response` into an answer.
  std::vector<const base::Json*> FullItems() const;

  base::Json unprojected;      // with a projection: the response to the request without it
  std::string table;           // the pattern's table (its items in a BatchGetItem response)
  bool returns_items = false;  // a read that did not fail
  bool projected = false;
};

base::Result<std::vector<PatternRun>> RunPatterns(const LoadedDesign& loaded);
// RunPatterns' run of pattern `i` alone (its answer depends on that pattern, the design's
// tables, entities and sample items, and `i` only in its error paths).
base::Result<PatternRun> RunPattern(const LoadedDesign& loaded, size_t i);

// model/cost.h's report for these runs at these prices.
base::Json DesignCost(const LoadedDesign& loaded, const std::vector<PatternRun>& runs,
                      const model::Prices& prices);

// The units per request of each run, in pattern order (lint's hot-partition and cost).
std::vector<model::PatternUnits> UnitsOf(const std::vector<PatternRun>& runs);

// The answers of the design-model operations for a loaded design (validate.cc,
// run_patterns.cc), shared by each operation and keyscape:AnalyzeDesign so both print the
// same bytes: keyscape:ValidateModel's response. With `items_as_text`, each rendered item is a
// Json::Verbatim node of the same text: for an answer that is printed, never read; then
// `texts`, when not null, holds the printed texts: `items` by item index (resized to the
// items; a non-empty one is taken as the item's text, an empty one printed and kept there)
// and the written model's elements (model::WriteModel's `printed`).
struct ValidatedTexts {
  std::vector<std::string> items;
  model::PrintedModel model;
};
base::Json ValidatedJson(const LoadedDesign& loaded, bool items_as_text = false,
                         ValidatedTexts* texts = nullptr);
// keyscape:RunAccessPatterns' response for RunPatterns(loaded). Takes the runs' requests and
// responses (moved into the answer): read what else the runs hold before. Without
// `with_responses`, each pattern's "response" member is left out (nothing else changes).
base::Json PatternsJson(const LoadedDesign& loaded, std::vector<PatternRun>&& runs,
                        bool with_responses = true);
// One element of PatternsJson's "patterns" array: pattern `i`'s, for its run.
base::Json PatternEntryJson(const LoadedDesign& loaded, const model::ItemEntities& entities,
                            size_t i, PatternRun&& run, bool with_responses);

// keyscape:RangeView and keyscape:AggregateView of `request` (their own request shapes).
// `loaded`, when not null, is LoadDesign of request["model"] and is read instead of loading
// the design again (RangeView's overrides are applied to a re-read of the model that shares
// loaded's tables). Answers, errors included, are the operation's own.
base::Result<base::Json> RangeView(const base::Json& request, const LoadedDesign* loaded);
// RangeView of {"model": model, "pattern"?: *pattern, "overrides"?: *overrides} (null: absent),
// without building that request. REQUIRES: model is an object.
base::Result<base::Json> RangeViewOf(const base::Json& model, const base::Json* pattern,
                                     const base::Json* overrides, const LoadedDesign* loaded);
base::Result<base::Json> AggregateView(const base::Json& request, const LoadedDesign* loaded);

}  // namespace keyscape::api

#endif  // KEYSCAPE_API_KEYSCAPE_DESIGN_MODEL_RUN_H_
