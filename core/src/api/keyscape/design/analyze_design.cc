// keyscape:AnalyzeDesign (contract in keyscape/api/keyscape/design_ops.h): everything the designer
// draws after an edit, from one load of the design and one run of each access pattern.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/analysis/cost.h"
#include "keyscape/analysis/lint.h"
#include "keyscape/api/keyscape/design/last_analysis.h"
#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {
namespace {

using base::Json;
using base::Result;
using base::Status;

Status Bad(const std::string& m) { return Status::Validation("keyscape:AnalyzeDesign: " + m); }

Status CheckMembers(const Json& obj, std::initializer_list<std::string_view> known,
                    const std::string& where, const std::string& shape) {
  for (const auto& [name, v] : obj.members()) {
    bool ok = false;
    for (std::string_view k : known) ok = ok || name == k;
    if (!ok) return Bad("unknown member " + where + name + " (" + shape + ")");
  }
  return Status::Ok();
}

// `spec`, the view's members, is an object of `known` members only.
Status CheckSpec(const Json& spec, const char* name, std::initializer_list<std::string_view> known,
                 const char* shape) {
  if (!spec.is_object()) return Bad(std::string("view.") + name + " must be an object");
  return CheckMembers(spec, known, std::string("view.") + name + ".", shape);
}

// The request of the view's own operation: {"model", ...the view's members}.
Result<Json> ViewRequest(const Json& model, const Json& spec, const char* name,
                         std::initializer_list<std::string_view> known, const char* shape) {
  KS_RETURN_IF_ERROR(CheckSpec(spec, name, known, shape));
  Json request = Json::Object();
  request.Add("model", model);
  for (const auto& [member, v] : spec.members()) request.Add(member, v);
  return request;
}

// Adds "rangeView", "aggregateView" or "viewError" for the request's "view".
Status AddView(const Json& request, const LoadedDesign& loaded, Json* out) {
  const Json* view = request.Find("view");
  if (!view) return Status::Ok();
  if (!view->is_object() || view->members().size() != 1)
    return Bad("\"view\" must be {\"rangeView\": {...}} or {\"aggregateView\": {...}}");
  const Json& model = *request.Find("model");
  Result<Json> answer = Status::Ok();
  const char* member = "rangeView";
  if (const Json* range = view->Find("rangeView")) {
    // ViewRequest's checks, without building its request (a copy of the model).
    KS_RETURN_IF_ERROR(
        CheckSpec(*range, "rangeView", {"pattern", "overrides"}, "pattern, overrides"));
    answer = RangeViewOf(model, range->Find("pattern"), range->Find("overrides"), &loaded);
  } else if (const Json* aggregate = view->Find("aggregateView")) {
    KS_ASSIGN_OR_RETURN(Json r,
                        ViewRequest(model, *aggregate, "aggregateView", {"table"}, "table"));
    member = "aggregateView";
    answer = AggregateView(r, &loaded);
  } else {
    return Bad("unknown view " + view->members().front().first + " (rangeView, aggregateView)");
  }
  if (answer.ok())
    out->Add(member, std::move(*answer));
  else
    out->Add("viewError", *Json::Parse(answer.status().ToJson()));
  return Status::Ok();
}

// The text of `attr` in the first of `items` that has it non-empty (the value of its
// DynamoDB JSON); "" when none has.
std::string FirstKeyText(const std::vector<const model::RenderedItem*>& items,
                         const std::string& attr) {
  for (const model::RenderedItem* r : items) {
    const value::AttributeValue* v = value::FindAttr(r->item, attr);
    if (!v) continue;
    if (v->type == value::AttrType::kS || v->type == value::AttrType::kN) {
      if (!v->scalar.empty()) return v->scalar;  // its DynamoDB JSON is this text
      continue;
    }
    const Json j = value::AttributeValueToJson(*v);
    const Json& inner = j.members().front().second;
    const std::string text = inner.is_string() ? inner.string_value() : inner.Dump();
    if (!text.empty()) return text;
  }
  return "";
}

// One entity key: its variables and the parse-back of the first key it rendered for
// `items` (the entity's, in item order), as keyscape:Template's "variables" and "parse"
// (type S) answer them.
Json KeyTemplateJson(const std::vector<const model::RenderedItem*>& items, const model::Entity& e,
                     const model::EntityKey& k) {
  const model::KeyTemplate& t = k.key_template;
  Json j = Json::Object();
  j.Add("entity", Json::String(e.name));
  j.Add("attribute", Json::String(k.attribute));
  j.Add("template", Json::String(t.text()));
  Json& names = j.Add("variables", Json::Array());
  for (const std::string& name : t.Attributes()) names.Push(Json::String(name));
  const std::string key = FirstKeyText(items, k.attribute);
  if (key.empty()) return j;
  j.Add("key", Json::String(key));
  Status typed = t.CheckKeyType(value::AttrType::kS);
  Result<model::TemplateValues> values =
      typed.ok() ? t.ParseKey(key) : Result<model::TemplateValues>(typed);
  if (!values.ok()) {
    j.Add("parseError", Json::String(values.status().message()));
    return j;
  }
  Json& obj = j.Add("values", Json::Object());
  for (const std::string& name : t.Attributes()) obj.Add(name, Json::String((*values)[name]));
  return j;
}

Json KeyTemplatesJson(const LoadedDesign& loaded) {
  const std::vector<model::Entity>& entities = loaded.design.entities;
  std::vector<std::vector<const model::RenderedItem*>> items_of(entities.size());
  for (const model::RenderedItem& r : loaded.items)
    if (r.entity) items_of[r.entity - entities.data()].push_back(&r);
  Json out = Json::Array();
  for (size_t e = 0; e < entities.size(); ++e)
    for (const model::EntityKey& k : entities[e].keys)
      out.Push(KeyTemplateJson(items_of[e], entities[e], k));
  return out;
}

// The request's "patternResponses" (true when absent).
Result<bool> WithResponses(const Json& request) {
  const Json* r = request.Find("patternResponses");
  if (!r) return true;
  if (!r->is_bool()) return Bad("\"patternResponses\" must be true or false");
  return r->bool_value();
}

// The answer's members before the view, for a loaded design: an object of "validated",
// "patterns", "lint", "cost" and "keyTemplates".
Result<Json> AnalysisParts(const LoadedDesign& loaded, bool with_responses) {
  KS_ASSIGN_OR_RETURN(std::vector<PatternRun> runs, RunPatterns(loaded));
  Json out = Json::Object();
  // Lint and cost read the runs' units first: PatternsJson takes the runs' JSON.
  Json lint = analysis::FindingsJson(analysis::Lint(loaded.design, loaded.items, UnitsOf(runs)));
  Json cost = DesignCost(loaded, runs, loaded.design.prices.value_or(model::Prices{}));
  out.Add("validated", ValidatedJson(loaded));
  out.Add("patterns", PatternsJson(loaded, std::move(runs), with_responses));
  out.Add("lint", std::move(lint));
  out.Add("cost", std::move(cost));
  out.Add("keyTemplates", KeyTemplatesJson(loaded));
  return out;
}

// The request's checks; its "patternResponses".
Result<bool> CheckRequest(const Json& request) {
  if (!request.is_object()) return Bad("takes {\"model\", \"view\"?, \"patternResponses\"?}");
  KS_RETURN_IF_ERROR(CheckMembers(request, {"model", "view", "patternResponses"}, "",
                                  "model, view, patternResponses"));
  return WithResponses(request);
}

// Pattern i's part: `last`'s when its text and the rest of the model are the same, else run.
Result<PatternPart> PatternPartOf(const LoadedDesign& loaded, const model::ItemEntities& entities,
                                  size_t i, std::string text, const Analysis* last,
                                  bool with_responses) {
  if (last && i < last->patterns.size() && last->patterns[i].text == text) return last->patterns[i];
  KS_ASSIGN_OR_RETURN(PatternRun run, RunPattern(loaded, i));
  PatternPart part;
  part.text = std::move(text);
  part.units = {run.read_units, run.write_units};
  part.request_items = run.compiled.request_items;
  part.entry = PatternEntryJson(loaded, entities, i, std::move(run), with_responses).Dump();
  return part;
}

// A new analysis of the request's model; `last`, when not null, is an analysis of a model
// equal to it but for its access patterns, with the same patternResponses.
Result<std::unique_ptr<Analysis>> NewAnalysis(const Json& request, bool with_responses,
                                              ModelKeys keys, const Analysis* last) {
  auto a = std::make_unique<Analysis>();
  // ValidateModel's error for an invalid model.
  KS_ASSIGN_OR_RETURN(a->loaded, last ? LoadDesignLike(request, last->loaded) : LoadDesign(request));
  const LoadedDesign& loaded = a->loaded;
  if (keys.patterns.size() != loaded.design.patterns.size())
    return Status::Internal("keyscape:AnalyzeDesign: the model's patterns were miscounted");
  const model::ItemEntities entities(loaded.design, loaded.items);
  std::vector<model::PatternUnits> units;
  std::vector<size_t> request_items;
  std::string patterns = "{\"patterns\":[";
  for (size_t i = 0; i < keys.patterns.size(); ++i) {
    KS_ASSIGN_OR_RETURN(PatternPart part, PatternPartOf(loaded, entities, i,
                                                        std::move(keys.patterns[i]), last,
                                                        with_responses));
    if (i) patterns.push_back(',');
    patterns += part.entry;
    units.push_back(part.units);
    request_items.push_back(part.request_items);
    a->patterns.push_back(std::move(part));
  }
  patterns += "]}";
  const model::Prices prices = loaded.design.prices.value_or(model::Prices{});
  a->parts.emplace_back("validated", ValidatedJson(loaded, /*items_as_text=*/true).Dump());
  a->parts.emplace_back("patterns", std::move(patterns));
  a->parts.emplace_back(
      "lint", analysis::FindingsJson(analysis::Lint(loaded.design, loaded.items, units)).Dump());
  a->parts.emplace_back(
      "cost",
      analysis::CostReport(loaded.design, loaded.items, units, request_items, prices).Dump());
  a->parts.emplace_back("keyTemplates", KeyTemplatesJson(loaded).Dump());
  a->model_text = std::move(keys.model);
  a->tables_text = std::move(keys.tables);
  a->with_responses = with_responses;
  return a;
}

// The analysis of the request's model: the last one when its model is the same, else a new
// one reusing what the last one's model has in common with it (last_analysis.h).
Result<std::unique_ptr<Analysis>> AnalysisOf(const Json& request, bool with_responses) {
  const Json* model = request.Find("model");
  std::unique_ptr<Analysis> last = TakeLastAnalysis();
  if (!model) {
    KeepLastAnalysis(std::move(last));
    return LoadDesign(request).status();  // the request has no model
  }
  ModelKeys keys = KeysOf(*model);
  if (last && last->with_responses == with_responses && last->model_text == keys.model)
    return last;
  const bool like = last && last->with_responses == with_responses &&
                    model->is_object() && last->tables_text == keys.tables;
  // Nothing of the last analysis is used: free it first, so the new one is built in the
  // memory it leaves (as when nothing is kept).
  if (!like) last.reset();
  Result<std::unique_ptr<Analysis>> a =
      NewAnalysis(request, with_responses, std::move(keys), like ? last.get() : nullptr);
  if (!a.ok() && last) KeepLastAnalysis(std::move(last));  // kept when this model is invalid
  return a;
}

}  // namespace

Result<Json> AnalyzeDesignOp(table::Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(const bool with_responses, CheckRequest(request));
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));  // ValidateModel's error
  KS_ASSIGN_OR_RETURN(Json out, AnalysisParts(loaded, with_responses));
  KS_RETURN_IF_ERROR(AddView(request, loaded, &out));
  return out;
}

Result<Json> AnalyzeDesignTextOp(table::Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(const bool with_responses, CheckRequest(request));
  KS_ASSIGN_OR_RETURN(std::unique_ptr<Analysis> a, AnalysisOf(request, with_responses));
  Json out = Json::Object();
  for (const auto& [name, text] : a->parts) out.Add(name, Json::Verbatim(text));
  Status view = AddView(request, a->loaded, &out);
  KeepLastAnalysis(std::move(a));
  KS_RETURN_IF_ERROR(view);
  return out;
}

}  // namespace keyscape::api
