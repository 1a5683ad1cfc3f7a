// keyscape:RangeView: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include <map>
#include <mutex>
#include <optional>

#include "item_text.h"
#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/keyscape/partition_ops.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/compile_pattern.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/pattern_result.h"
#include "keyscape/model/pattern_target.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/table/database.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "range_condition.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using value::AttributeValue;
using value::AttributeValueToJson;
using value::ParseAttributeValue;

namespace {

constexpr int kMaxPages = 10000;

Status Bad(const std::string& m) { return Status::Validation("keyscape:RangeView: " + m); }

void Remove(Json& obj, std::string_view name) {
  auto& m = obj.members();
  for (auto it = m.begin(); it != m.end(); ++it)
    if (it->first == name) {
      m.erase(it);
      return;
    }
}

// Set (or, for null, remove) a member.
void Put(Json& obj, std::string_view name, const Json& v) {
  if (v.is_null())
    Remove(obj, name);
  else
    obj.Set(name, v);
}

Result<size_t> PatternIndex(const Json& patterns, const Json& which) {
  const size_t n = patterns.is_array() ? patterns.array().size() : 0;
  int64_t i = -1;
  if (which.is_number() && which.GetInt64(&i) && i >= 0 && static_cast<size_t>(i) < n)
    return static_cast<size_t>(i);
  if (which.is_string())
    for (size_t k = 0; k < n; ++k) {
      const Json* name = patterns.array()[k].Find("name");
      if (name && name->is_string() && name->string_value() == which.string_value()) return k;
    }
  return Bad("\"pattern\" must be the index or the name of one of the model's accessPatterns");
}

Status ApplyOverrides(Json& pattern, const Json& o) {
  if (!o.is_object()) return Bad("\"overrides\" must be an object");
  for (const auto& [name, v] : o.members()) {
    if (name == "sort") {
      Json* key = pattern.Find("key");
      if (!key || !key->is_object()) return Bad("overrides.sort: the pattern has no key");
      Put(*key, "sort", v);
    } else if (name == "scanIndexForward" || name == "limit" || name == "filter" ||
               name == "parameters") {
      Put(pattern, name, v);
    } else {
      return Bad("unknown override " + name +
                 " (sort, scanIndexForward, limit, filter, parameters)");
    }
  }
  return Status::Ok();
}

Json KeyOf(const Json& item, const model::TableModel& t) {
  Json k = Json::Object();
  if (const Json* pk = item.Find(t.partition_key.name)) k.Add(t.partition_key.name, *pk);
  if (t.sort_key)
    if (const Json* sk = item.Find(t.sort_key->name)) k.Add(t.sort_key->name, *sk);
  return k;
}

struct Page {
  Json body;  // the Query response
  double units = 0;
};

// The request followed through every LastEvaluatedKey.
Result<std::vector<Page>> ReadAll(Database& db, Json request) {
  request.Set("ReturnConsumedCapacity", Json::String("TOTAL"));
  std::vector<Page> pages;
  for (int n = 0; n < kMaxPages; ++n) {
    KS_ASSIGN_OR_RETURN(Json body, QueryOp(db, request));
    Page p;
    if (const Json* c = body.Find("ConsumedCapacity"))
      if (const Json* u = c->Find("CapacityUnits")) p.units = u->number_value();
    Remove(body, "ConsumedCapacity");
    const Json* lek = body.Find("LastEvaluatedKey");
    const bool more = lek != nullptr;
    if (more) request.Set("ExclusiveStartKey", *lek);
    p.body = std::move(body);
    pages.push_back(std::move(p));
    if (!more) break;
  }
  return pages;
}

std::vector<const Json*> ItemsOf(const std::vector<Page>& pages) {
  std::vector<const Json*> out;
  for (const Page& p : pages)
    if (const Json* items = p.body.Find("Items"))
      for (const Json& i : items->array()) out.push_back(&i);
  return out;
}

// The same items, to move out of the pages.
std::vector<Json*> ItemsOf(std::vector<Page>* pages) {
  std::vector<Json*> out;
  for (Page& p : *pages)
    if (Json* items = p.body.Find("Items"))
      for (Json& i : items->array()) out.push_back(&i);
  return out;
}

// The pattern compiled as `variant` (a copy of the pattern with members removed).
Result<Json> Compile(const LoadedDesign& loaded, size_t index,
                     const model::AccessPattern& variant) {
  KS_ASSIGN_OR_RETURN(model::CompiledPattern c,
                      model::CompilePatternAs(loaded.design, index, variant, loaded.items));
  return c.request;
}

struct Runs {
  std::vector<Json*> collection;  // stored order (in *collection_pages: the view moves them)
  std::map<std::string, size_t> in_condition;  // key -> position in read direction
  std::vector<std::string> condition_order;
  std::map<std::string, bool> passes_filter;
  std::vector<Page> pages;      // the pattern's own Query, every page
  std::vector<Page> projected;  // the same pages with the pattern's projection (when it has one)
};

Result<Runs> RunVariants(const LoadedDesign& loaded, size_t index, const model::TableModel& t,
                         std::vector<Page>* collection_pages) {
  const model::AccessPattern& p = loaded.design.patterns[index];
  model::AccessPattern actual = p;
  actual.projection.clear();  // returned items keep their keys; Count/LEK do not change
  model::AccessPattern unfiltered = actual;
  unfiltered.filter.reset();
  unfiltered.limit.reset();
  model::AccessPattern unlimited = actual;
  unlimited.limit.reset();
  model::AccessPattern whole = unfiltered;
  whole.scan_index_forward.reset();
  if (whole.key) {
    whole.key->sort.reset();
    whole.key->more_sort.clear();
  }

  // The variants in order (whole, unfiltered, unlimited, actual), each read once per text:
  // without a filter, a limit or a sort condition some are the same request.
  const model::AccessPattern* variants[] = {&whole, &unfiltered, &unlimited, &actual};
  constexpr size_t kN = 4;
  std::string texts[kN];
  size_t first[kN];  // the first variant of each one's request text: the one that reads it
  std::vector<Page> read[kN];
  for (size_t v = 0; v < kN; ++v) {
    KS_ASSIGN_OR_RETURN(Json req, Compile(loaded, index, *variants[v]));
    texts[v] = req.Dump();
    first[v] = 0;
    while (texts[first[v]] != texts[v]) ++first[v];
    if (first[v] == v) {
      KS_ASSIGN_OR_RETURN(read[v], ReadAll(*loaded.db, std::move(req)));
    }
  }
  Runs r;
  for (const Json* i : ItemsOf(read[first[1]])) {
    r.in_condition[KeyText(*i, t)] = r.condition_order.size();
    r.condition_order.push_back(KeyText(*i, t));
  }
  for (const Json* i : ItemsOf(read[first[2]])) r.passes_filter[KeyText(*i, t)] = true;
  // The view moves the collection's items out while it still reads the actual request's pages:
  // when those are the collection's, it gets a copy.
  if (first[3] == 0)
    *collection_pages = read[0];
  else
    *collection_pages = std::move(read[0]);
  r.collection = ItemsOf(collection_pages);
  r.pages = std::move(read[first[3]]);
  if (!p.projection.empty()) {
    KS_ASSIGN_OR_RETURN(Json projected_req, Compile(loaded, index, p));
    KS_ASSIGN_OR_RETURN(r.projected, ReadAll(*loaded.db, projected_req));
  }
  return r;
}

// For each key in the condition (read order), the page whose read covered it.
std::map<std::string, int64_t> PageOfKeys(const Runs& r, const model::TableModel& t) {
  std::map<std::string, int64_t> page_of;
  size_t cursor = 0;
  for (size_t j = 0; j < r.pages.size(); ++j) {
    size_t end = r.condition_order.size();
    if (const Json* lek = r.pages[j].body.Find("LastEvaluatedKey")) {
      auto it = r.in_condition.find(KeyText(*lek, t));
      if (it != r.in_condition.end()) end = it->second + 1;
    }
    for (; cursor < end && cursor < r.condition_order.size(); ++cursor)
      page_of[r.condition_order[cursor]] = static_cast<int64_t>(j);
  }
  return page_of;
}

// The sort keys a range view explained last, and ExplainOrder's answer for them: the designer
// redraws the same collection after most edits (guarded by a mutex as the engine's calls are).
struct LastOrder {
  std::mutex mu;
  std::vector<AttributeValue> values;
  Json answer;
};

bool SameValues(const std::vector<AttributeValue>& a, const std::vector<AttributeValue>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].type != b[i].type || a[i].scalar != b[i].scalar) return false;
  return true;
}

// keyscape:ExplainOrder's answer for the sort keys (S, N or B: scalars alone tell them apart),
// null for fewer than 2 or more than 1,000.
Json OrderOf(Database& db, const std::vector<AttributeValue>& sorted) {
  if (sorted.size() < 2 || sorted.size() > 1000) return Json::Null();
  static LastOrder last;
  std::lock_guard<std::mutex> lock(last.mu);
  if (SameValues(sorted, last.values)) return last.answer;
  Json values = Json::Array();
  for (const AttributeValue& v : sorted) values.Push(AttributeValueToJson(v));
  Json req = Json::Object();
  req.Add("Values", std::move(values));
  Result<Json> r = ExplainOrderOp(db, req);
  if (!r.ok()) return Json::Null();
  last.values = sorted;
  last.answer = *r;
  return std::move(*r);
}

// The sort attributes of the pattern's target in key order (none, one, or a GSI's 2..4).
std::vector<std::string> SortNames(const model::PatternTarget& target) {
  std::vector<std::string> out;
  if (target.global_index)
    for (const model::KeyAttribute& k : target.global_index->sort_key) out.push_back(k.name);
  else if (target.sort)
    out.push_back(target.sort->name);
  return out;
}

Json NamesJson(const std::vector<std::string>& names) {
  Json a = Json::Array();
  for (const std::string& n : names) a.Push(Json::String(n));
  return a;
}

// The item's sort attribute values (key order) as JSON; appended to `tuples` as values.
Json SortValues(const Json& item, const std::vector<std::string>& names,
                std::vector<std::vector<AttributeValue>>* tuples) {
  Json out = Json::Array();
  std::vector<AttributeValue> tuple;
  for (const std::string& n : names) {
    const Json* v = item.Find(n);
    if (!v) break;
    out.Push(*v);
    if (Result<AttributeValue> a = ParseAttributeValue(*v); a.ok()) tuple.push_back(*a);
  }
  tuples->push_back(std::move(tuple));
  return out;
}

// "partitionKeyNames" and "partitionKeys" (:pk, :pk2, ... of the compiled request).
void AddPartitionKeys(const model::GlobalIndex& g, const Json* eav, Json* out) {
  std::vector<std::string> names;
  Json values = Json::Array();
  for (size_t i = 0; i < g.partition_key.size(); ++i) {
    names.push_back(g.partition_key[i].name);
    const std::string ph = ":pk" + (i == 0 ? std::string() : std::to_string(i + 1));
    const Json* v = eav ? eav->Find(ph) : nullptr;
    values.Push(v ? *v : Json::Null());
  }
  out->Add("partitionKeyNames", NamesJson(names));
  out->Add("partitionKeys", std::move(values));
}

// `shown`: the page as the pattern's own request returns it (its projection applied).
Json PageJson(const Page& p, const Page& shown, const std::vector<int64_t>& returned,
              const std::map<std::string, int64_t>& position, const model::TableModel& t) {
  Json j = Json::Object();
  const Json* count = p.body.Find("Count");
  const Json* scanned = p.body.Find("ScannedCount");
  j.Add("count", count ? *count : Json::Int(0));
  j.Add("scannedCount", scanned ? *scanned : Json::Int(0));
  j.Add("readUnits", Json::Double(p.units));
  if (const Json* lek = p.body.Find("LastEvaluatedKey")) {
    j.Add("lastEvaluatedKey", *lek);
    if (auto it = position.find(KeyText(*lek, t)); it != position.end())
      j.Add("lastEvaluatedIndex", Json::Int(it->second));
  }
  Json ret = Json::Array();
  for (int64_t i : returned) ret.Push(Json::Int(i));
  j.Add("returned", std::move(ret));
  const Json* items = shown.body.Find("Items");
  j.Add("items", items ? *items : Json::Array());
  return j;
}

// `model` (the request's, overrides applied) loaded; with `shared` (the load of the model
// without overrides), re-read only and reading shared's tables and items.
Result<LoadedDesign> LoadVariant(Json model, const LoadedDesign* shared) {
  if (!shared) {
    Json load = Json::Object();
    load.Add("model", std::move(model));
    return LoadDesign(load);
  }
  LoadedDesign variant;
  KS_ASSIGN_OR_RETURN(variant.design, model::ReadModel(model));
  variant.items = shared->items;
  variant.db = shared->db;
  return variant;
}

}  // namespace

Result<Json> RangeViewOp(Database&, const Json& request) { return RangeView(request, nullptr); }

Result<Json> RangeView(const Json& request, const LoadedDesign* shared) {
  if (!request.is_object()) return Bad("takes {\"model\", \"pattern\", \"overrides\"?}");
  for (const auto& [name, v] : request.members())
    if (name != "model" && name != "pattern" && name != "overrides")
      return Bad("unknown member " + name + " (model, pattern, overrides)");
  const Json* model_in = request.Find("model");
  if (!model_in || !model_in->is_object()) return Bad("the request needs \"model\"");
  return RangeViewOf(*model_in, request.Find("pattern"), request.Find("overrides"), shared);
}

Result<Json> RangeViewOf(const Json& model_in, const Json* which, const Json* overrides,
                         const LoadedDesign* shared) {
  if (!which) return Bad("the request needs \"pattern\"");
  const Json* patterns = model_in.Find("accessPatterns");
  if (!patterns) return Bad("the model has no accessPatterns");
  KS_ASSIGN_OR_RETURN(size_t index, PatternIndex(*patterns, *which));
  std::optional<LoadedDesign> own;
  if (!shared || overrides) {  // the model as asked: a copy with the overrides applied
    Json model = model_in;
    if (overrides)
      KS_RETURN_IF_ERROR(ApplyOverrides(model.Find("accessPatterns")->array()[index], *overrides));
    KS_ASSIGN_OR_RETURN(LoadedDesign l, LoadVariant(std::move(model), shared));
    own = std::move(l);
  }
  const LoadedDesign& loaded = own ? *own : *shared;
  const model::AccessPattern& p = loaded.design.patterns[index];
  const std::string at = "/accessPatterns/" + std::to_string(index);
  if (p.operation != model::Operation::kQuery || !p.key)
    return Status::Validation(at + ": the range view shows Query patterns with a key; " + p.name +
                              " is a " + model::OperationName(p.operation) +
                              (p.key ? "" : " without a key"));
  const model::PatternTarget target = model::TargetOf(loaded.design, p);
  const model::TableModel& t = *target.table;

  std::vector<Page> collection_pages;
  KS_ASSIGN_OR_RETURN(Runs runs, RunVariants(loaded, index, t, &collection_pages));
  KS_ASSIGN_OR_RETURN(Json compiled, Compile(loaded, index, p));
  const std::map<std::string, int64_t> page_of = PageOfKeys(runs, t);
  const model::ItemEntities entities(loaded.design, loaded.items);

  std::map<std::string, bool> returned_first;
  std::vector<std::vector<int64_t>> returned(runs.pages.size());
  std::map<std::string, int64_t> position;
  for (size_t i = 0; i < runs.collection.size(); ++i)
    position[KeyText(*runs.collection[i], t)] = static_cast<int64_t>(i);
  for (size_t j = 0; j < runs.pages.size(); ++j)
    if (const Json* items = runs.pages[j].body.Find("Items"))
      for (const Json& i : items->array()) {
        const std::string k = KeyText(i, t);
        if (j == 0) returned_first[k] = true;
        auto pos = position.find(k);
        if (pos != position.end()) returned[j].push_back(pos->second);
      }

  const std::vector<std::string> sk_names = SortNames(target);
  const bool tuple = sk_names.size() > 1;
  Json items = Json::Array();
  std::vector<AttributeValue> sorted;
  std::vector<std::vector<AttributeValue>> tuples;
  for (Json* i : runs.collection) {
    const std::string k = KeyText(*i, t);
    Json j = Json::Object();
    const Json* sk = sk_names.empty() ? nullptr : i->Find(sk_names.front());
    j.Add("sk", Json::String(TupleText(*i, sk_names)));
    if (sk && !tuple) {
      j.Add("sortKey", *sk);
      if (Result<AttributeValue> v = ParseAttributeValue(*sk); v.ok()) sorted.push_back(*v);
    } else if (tuple) {
      j.Add("sortKeys", SortValues(*i, sk_names, &tuples));
    }
    j.Add("key", KeyOf(*i, t));
    if (const model::Entity* e = entities.Find(t.name, *i)) j.Add("entity", Json::String(e->name));
    const char* state = "outside";
    if (runs.in_condition.count(k)) {
      auto pg = page_of.find(k);
      const int64_t page = pg == page_of.end() ? -1 : pg->second;
      state = page == 0 ? (returned_first.count(k) ? "matched" : "filtered") : "beyond-limit";
      j.Add("state", Json::String(state));
      if (page >= 0) j.Add("page", Json::Int(page));
      j.Add("passesFilter", Json::Bool(runs.passes_filter.count(k) > 0));
    } else {
      j.Add("state", Json::String(state));
    }
    j.Add("item", std::move(*i));  // the collection's pages are read no more
    items.Push(std::move(j));
  }

  Json out = Json::Object();
  out.Add("pattern", Json::String(p.name));
  out.Add("table", Json::String(t.name));
  if (p.index) out.Add("index", Json::String(*p.index));
  out.Add("indexKind", Json::String(target.global_index  ? "gsi"
                                    : target.local_index ? "lsi"
                                                         : "table"));
  out.Add("partitionKeyName", Json::String(target.partition.name));
  if (target.sort) out.Add("sortKeyName", Json::String(target.sort->name));
  if (tuple) out.Add("sortKeyNames", NamesJson(sk_names));
  const Json* eav = compiled.Find("ExpressionAttributeValues");
  const Json* pk = eav ? eav->Find(":pk") : nullptr;
  out.Add("partitionKey", pk ? *pk : Json::Null());
  if (target.global_index && target.global_index->partition_key.size() > 1)
    AddPartitionKeys(*target.global_index, eav, &out);
  out.Add("request", compiled);
  out.Add("direction",
          Json::String(p.scan_index_forward.value_or(true) ? "ascending" : "descending"));
  if (p.limit) out.Add("limit", Json::Int(*p.limit));
  if (p.key->sort && target.sort && tuple) {
    KS_ASSIGN_OR_RETURN(Json cond,
                        TupleConditionJson(p.key->SortConditions(), sk_names, compiled, tuples));
    out.Add("condition", std::move(cond));
  } else if (p.key->sort && target.sort) {
    KS_ASSIGN_OR_RETURN(Json cond, ConditionJson(*p.key->sort, compiled, sorted));
    out.Add("condition", std::move(cond));
  }
  out.Add("items", std::move(items));
  Json pages = Json::Array();
  double total_units = 0;
  int64_t total_count = 0, total_scanned = 0;
  for (size_t j = 0; j < runs.pages.size(); ++j) {
    const Page& shown = j < runs.projected.size() ? runs.projected[j] : runs.pages[j];
    Json pj = PageJson(runs.pages[j], shown, returned[j], position, t);
    int64_t c = 0, s = 0;
    pj.Find("count")->GetInt64(&c);
    pj.Find("scannedCount")->GetInt64(&s);
    total_count += c;
    total_scanned += s;
    total_units += runs.pages[j].units;
    if (j == 0) {
      out.Add("count", Json::Int(c));
      out.Add("scannedCount", Json::Int(s));
      out.Add("readUnits", Json::Double(runs.pages[j].units));
    }
    pages.Push(std::move(pj));
  }
  out.Add("pages", std::move(pages));
  Json totals = Json::Object();
  totals.Add("pages", Json::Int(static_cast<int64_t>(runs.pages.size())));
  totals.Add("count", Json::Int(total_count));
  totals.Add("scannedCount", Json::Int(total_scanned));
  totals.Add("readUnits", Json::Double(total_units));
  out.Add("totals", std::move(totals));
  out.Add("order", tuple ? Json::Null() : OrderOf(*loaded.db, sorted));
  return out;
}

}  // namespace keyscape::api
