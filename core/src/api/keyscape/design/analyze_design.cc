// keyscape:AnalyzeDesign (contract in keyscape/api/keyscape/design_ops.h): everything the designer
// draws after an edit, from one load of the design and one run of each access pattern.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/analysis/cost.h"
#include "keyscape/analysis/lint.h"
#include "keyscape/api/keyscape/design/last_analysis.h"
#include "keyscape/api/keyscape/design/load_delta.h"
#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/pattern_target.h"
#include "keyscape/query/key_range.h"
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

// The entity's keys' elements of "keyTemplates".
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

// KeyTemplatesJson(loaded).Dump(), given `texts`: by entity index, its keys' elements printed
// (joined by commas), kept from the last analysis when not empty (the entity and its items
// are the same: KeyTemplateJson reads nothing else), else printed and kept there.
std::string KeyTemplatesText(const LoadedDesign& loaded, std::vector<std::string>* texts) {
  const std::vector<model::Entity>& entities = loaded.design.entities;
  texts->resize(entities.size());
  std::vector<std::vector<const model::RenderedItem*>> items_of(entities.size());
  for (const model::RenderedItem& r : loaded.items)
    if (r.entity) items_of[r.entity - entities.data()].push_back(&r);
  std::string out = "[";
  for (size_t e = 0; e < entities.size(); ++e) {
    std::string& text = (*texts)[e];
    if (text.empty())
      for (const model::EntityKey& k : entities[e].keys) {
        if (!text.empty()) text.push_back(',');
        text += KeyTemplateJson(items_of[e], entities[e], k).Dump();
      }
    if (text.empty()) continue;  // an entity without keys
    if (out.size() > 1) out.push_back(',');
    out += text;
  }
  return out + "]";
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

// `r` may be an item of the partition (and sort range) `part` read.
bool InPartition(const model::RenderedItem& r, const PatternPart& part) {
  if (r.table != part.table) return false;
  const value::AttributeValue* v = value::FindAttr(r.item, part.attr);
  if (!v || v->type != value::AttrType::kS || v->scalar != part.value) return false;
  if (part.sort_attr.empty()) return true;
  const value::AttributeValue* s = value::FindAttr(r.item, part.sort_attr);
  return !s || s->type != part.sort.v1.type || query::SortConditionHolds(part.sort, *s);
}

// `last`'s part of pattern i stands for the new one (last_analysis.h): the same pattern text
// in the same place, and (`delta` not null: entities changed) its entity unchanged and its one
// partition without an item of a changed entity, before or after.
bool Keeps(const LoadedDesign& loaded, size_t i, const PatternPart& part, const std::string& text,
           const EntityDelta* delta) {
  if (part.text != text) return false;
  if (!delta) return true;
  if (delta->full || part.table.empty()) return false;
  const model::Design& d = loaded.design;
  const model::AccessPattern& p = d.patterns[i];
  if (p.entity) {
    const model::Entity* e = d.FindEntity(*p.entity);
    if (!e || delta->changed[static_cast<size_t>(e - d.entities.data())]) return false;
  }
  for (const model::RenderedItem& r : delta->removed)
    if (InPartition(r, part)) return false;
  for (size_t k : delta->added)
    if (InPartition(loaded.items[k], part)) return false;
  return true;
}

// The sort range of a Query with one sort condition, or GetItem's sort key (PatternPart's
// sort_attr and sort); left empty (the whole partition) otherwise.
void BoundSort(const model::AccessPattern& p, const model::PatternTarget& t, const Json& values,
               PatternPart* part) {
  const bool get = p.operation == model::Operation::kGetItem;
  const std::vector<const model::SortCondition*> conds = p.key->SortConditions();
  const model::KeyAttribute* a = t.sort ? &*t.sort : nullptr;  // the first sort attribute
  if (!a || conds.size() != 1 || (get && t.global_index)) return;
  const Json* low = values.Find(get ? a->name : std::string(":sk"));
  if (!low) return;
  Result<value::AttributeValue> v1 = value::ParseAttributeValue(*low);
  if (!v1.ok()) return;
  query::SortCondition c;
  c.op = get ? model::SortOp::kEq : conds[0]->op;
  c.v1 = std::move(*v1);
  if (c.op == model::SortOp::kBetween) {
    const Json* high = values.Find(":sk2");
    if (!high) return;
    Result<value::AttributeValue> v2 = value::ParseAttributeValue(*high);
    if (!v2.ok() || v2->type != c.v1.type) return;
    c.v2 = std::move(*v2);
  }
  part->sort_attr = a->name;
  part->sort = std::move(c);
}

// The one partition a Query's or GetItem's run read, when its key value is a string
// (PatternPart's table, attr and value); left empty otherwise.
void BoundRead(const LoadedDesign& loaded, size_t i, const PatternRun& run, PatternPart* part) {
  const model::AccessPattern& p = loaded.design.patterns[i];
  const bool get = p.operation == model::Operation::kGetItem;
  if (run.compiled.scan_required || (!get && p.operation != model::Operation::kQuery)) return;
  const model::PatternTarget t = model::TargetOf(loaded.design, p);
  if (t.partition.type != value::AttrType::kS) return;
  const Json* values = run.compiled.request.Find(get ? "Key" : "ExpressionAttributeValues");
  const Json* v = values ? values->Find(get ? t.partition.name : std::string(":pk")) : nullptr;
  const Json* s = v ? v->Find("S") : nullptr;
  if (!s || !s->is_string()) return;
  part->table = p.table;
  part->attr = t.partition.name;
  part->value = s->string_value();
  BoundSort(p, t, *values, part);
}

// Pattern i's part: `last`'s when it stands (Keeps), else run. A part kept is moved out of
// `last` (a part left empty is never kept again: its text is no pattern's).
Result<PatternPart> PatternPartOf(const LoadedDesign& loaded, const model::ItemEntities& entities,
                                  size_t i, std::string text, Analysis* last,
                                  const EntityDelta* delta, bool with_responses) {
  if (last && i < last->patterns.size() && Keeps(loaded, i, last->patterns[i], text, delta)) {
    ++Reuse().patterns_kept;
    return std::move(last->patterns[i]);
  }
  KS_ASSIGN_OR_RETURN(PatternRun run, RunPattern(loaded, i));
  PatternPart part;
  part.text = std::move(text);
  part.units = {run.read_units, run.write_units};
  part.request_items = run.compiled.request_items;
  BoundRead(loaded, i, run, &part);
  part.entry = PatternEntryJson(loaded, entities, i, std::move(run), with_responses).Dump();
  return part;
}

struct Same {
  std::vector<bool> entities, patterns;
};

// The printed texts of `last` that stand for the new analysis (`loaded`, loaded with `delta`
// and `same` by LoadOf): the items' but the changed ones (none after a full load), the written
// model's tables and items, and its entities and patterns whose text is the same.
ValidatedTexts TextsOf(Analysis* last, const LoadedDesign& loaded, const EntityDelta* delta,
                       const Same& same) {
  ValidatedTexts t;
  if (!last) return t;
  t = std::move(last->texts);
  t.items.resize(loaded.items.size());
  if (delta && delta->full) t.items.assign(loaded.items.size(), std::string());
  if (delta && !delta->full)
    for (size_t k : delta->added) t.items[k].clear();
  t.model.entities.resize(same.entities.size());
  for (size_t e = 0; e < same.entities.size(); ++e)
    if (!same.entities[e]) t.model.entities[e].clear();
  t.model.patterns.resize(same.patterns.size());
  for (size_t i = 0; i < same.patterns.size(); ++i)
    if (!same.patterns[i]) t.model.patterns[i].clear();
  return t;
}

// The printed key templates of `last` that stand for the new analysis: those of the entities
// that did not change, nor their items (none after a full load).
std::vector<std::string> KeyTextsOf(Analysis* last, const LoadedDesign& loaded,
                                    const EntityDelta* delta) {
  std::vector<std::string> t;
  if (!last || (delta && delta->full)) return t;
  t = std::move(last->key_texts);
  t.resize(loaded.design.entities.size());
  for (size_t e = 0; delta && e < delta->changed.size(); ++e)
    if (delta->changed[e]) t[e].clear();
  return t;
}

// The load of the request's model: LoadDesign, or given `last` (an analysis of a model equal
// to it but in some entities and its access patterns) the model read reusing last's parts
// (ReadModelLike), then LoadDesignLike when no entity changed, else LoadDesignDelta (which
// may spend `last`). *delta is null when no entity changed.
// `same` (given `last`): which entities and patterns have the same text as last's.
Result<LoadedDesign> LoadOf(const Json& request, const ModelKeys& keys, Analysis* last,
                            EntityDelta* own, const EntityDelta** delta, Same* same) {
  *delta = nullptr;
  if (!last) return LoadDesign(request);
  std::vector<bool> changed(keys.entities.size());
  same->entities.resize(keys.entities.size());
  bool any = false;
  for (size_t e = 0; e < changed.size(); ++e) {
    any |= changed[e] = keys.entities[e] != last->entity_texts[e];
    same->entities[e] = !changed[e];
  }
  same->patterns.resize(keys.patterns.size());
  for (size_t i = 0; i < keys.patterns.size() && i < last->patterns.size(); ++i)
    same->patterns[i] = keys.patterns[i] == last->patterns[i].text;
  KS_ASSIGN_OR_RETURN(model::Design d, model::ReadModelLike(*request.Find("model"),
                                                            &last->loaded.design,
                                                            same->entities, same->patterns));
  if (!any) {
    ++Reuse().patterns_only;
    return LoadDesignLike(std::move(d), last->loaded);
  }
  *delta = own;
  Result<LoadedDesign> loaded = LoadDesignDelta(std::move(d), &last->loaded, std::move(changed), own);
  ++(own->full ? Reuse().full : Reuse().delta);
  return loaded;
}

// A new analysis of the request's model; `last`, when not null, is an analysis of a model
// equal to it but in some entities and its access patterns, with the same patternResponses.
Result<std::unique_ptr<Analysis>> NewAnalysis(const Json& request, bool with_responses,
                                              ModelKeys keys, Analysis* last) {
  auto a = std::make_unique<Analysis>();
  EntityDelta own;
  const EntityDelta* delta = nullptr;
  Same same;
  // ValidateModel's error for an invalid model.
  KS_ASSIGN_OR_RETURN(a->loaded, LoadOf(request, keys, last, &own, &delta, &same));
  const LoadedDesign& loaded = a->loaded;
  if (keys.patterns.size() != loaded.design.patterns.size())
    return Status::Internal("keyscape:AnalyzeDesign: the model's patterns were miscounted");
  const model::ItemEntities entities(loaded.design, loaded.items);
  std::vector<model::PatternUnits> units;
  std::vector<size_t> request_items;
  std::string patterns = "{\"patterns\":[";
  for (size_t i = 0; i < keys.patterns.size(); ++i) {
    KS_ASSIGN_OR_RETURN(PatternPart part, PatternPartOf(loaded, entities, i,
                                                        std::move(keys.patterns[i]), last, delta,
                                                        with_responses));
    if (i) patterns.push_back(',');
    patterns += part.entry;
    units.push_back(part.units);
    request_items.push_back(part.request_items);
    a->patterns.push_back(std::move(part));
  }
  patterns += "]}";
  const model::Prices prices = loaded.design.prices.value_or(model::Prices{});
  a->texts = TextsOf(last, loaded, delta, same);
  a->parts.emplace_back("validated",
                        ValidatedJson(loaded, /*items_as_text=*/true, &a->texts).Dump());
  a->parts.emplace_back("patterns", std::move(patterns));
  a->parts.emplace_back(
      "lint", analysis::FindingsJson(analysis::Lint(loaded.design, loaded.items, units)).Dump());
  a->parts.emplace_back(
      "cost",
      analysis::CostReport(loaded.design, loaded.items, units, request_items, prices).Dump());
  a->key_texts = KeyTextsOf(last, loaded, delta);
  a->parts.emplace_back("keyTemplates", KeyTemplatesText(loaded, &a->key_texts));
  a->model_text = std::move(keys.model);
  a->rest_text = std::move(keys.rest);
  a->entity_texts = std::move(keys.entities);
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
  if (last && last->with_responses == with_responses && last->model_text == keys.model) {
    ++Reuse().whole;
    return last;
  }
  const bool like = last && last->with_responses == with_responses && model->is_object() &&
                    last->rest_text == keys.rest &&
                    last->entity_texts.size() == keys.entities.size();
  // Nothing of the last analysis is used: free it first, so the new one is built in the
  // memory it leaves (as when nothing is kept).
  if (!like) last.reset();
  Result<std::unique_ptr<Analysis>> a =
      NewAnalysis(request, with_responses, std::move(keys), last.get());
  // Kept when this model is invalid, unless a load by delta spent it.
  if (!a.ok() && last && last->loaded.db) KeepLastAnalysis(std::move(last));
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
