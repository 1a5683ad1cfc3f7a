#include "keyscape/api/read_request.h"

#include <algorithm>

#include "keyscape/api/capacity.h"
#include "keyscape/api/read_expressions.h"
#include "keyscape/expr/evaluate.h"
#include "keyscape/expr/parser.h"

namespace keyscape {

Status ReadCommonMembers(const Json& req, ReadRequest* r, ConstraintErrors* errors) {
  KS_ASSIGN_OR_RETURN(auto name, GetString(req, "TableName"));
  KS_ASSIGN_OR_RETURN(r->index_name, GetString(req, "IndexName"));
  KS_ASSIGN_OR_RETURN(r->select_text, GetString(req, "Select"));
  KS_ASSIGN_OR_RETURN(r->limit, GetInt(req, "Limit"));
  KS_ASSIGN_OR_RETURN(auto consistent, GetBool(req, "ConsistentRead"));
  KS_ASSIGN_OR_RETURN(r->exclusive_start_key, GetObject(req, "ExclusiveStartKey"));
  KS_ASSIGN_OR_RETURN(r->filter_text, GetString(req, "FilterExpression"));
  KS_ASSIGN_OR_RETURN(r->projection_text, GetString(req, "ProjectionExpression"));
  KS_ASSIGN_OR_RETURN(r->names, GetObject(req, "ExpressionAttributeNames"));
  KS_ASSIGN_OR_RETURN(r->values, GetObject(req, "ExpressionAttributeValues"));
  KS_ASSIGN_OR_RETURN(r->capacity, GetCapacityMode(req, errors));
  r->consistent = consistent.value_or(false);
  for (const char* legacy : {"AttributesToGet", "QueryFilter", "ScanFilter", "ConditionalOperator"})
    if (req.Find(legacy)) r->has_legacy = true;

  CheckTableName(name, "tableName", errors);
  CheckIndexName(r->index_name, "indexName", errors);
  if (r->select_text) {
    static const char* kSelects[] = {"ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES",
                                     "SPECIFIC_ATTRIBUTES", "COUNT"};
    if (std::find_if(std::begin(kSelects), std::end(kSelects),
                     [&](const char* s) { return *r->select_text == s; }) == std::end(kSelects))
      errors->Add(Quoted(*r->select_text), "select",
                  "Member must satisfy enum value set: [SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, "
                  "ALL_PROJECTED_ATTRIBUTES]");
  }
  if (r->limit && *r->limit < 1)
    errors->Add("", "Limit", "Member must have value greater than or equal to 1");
  r->table_name = name.value_or("");
  return Status::Ok();
}

Status ParseReadExpressions(ReadRequest* r) {
  if (r->filter_text) {
    KS_ASSIGN_OR_RETURN(auto f, expr::ParseConditionExpression(*r->filter_text,
                                                               expr::ExprKind::kFilter, &r->attrs));
    r->filter = std::move(f);
  }
  if (r->projection_text) {
    KS_ASSIGN_OR_RETURN(auto p, expr::ParseProjectionExpression(*r->projection_text, &r->attrs));
    r->projection = std::move(p);
  }
  return Status::Ok();
}

Status ResolveSelect(const Table& t, const IndexDef* index, ReadRequest* r) {
  const std::string s = r->select_text.value_or("");
  if (s.empty()) {
    r->select = r->projection ? Select::kSpecific
                              : (index ? Select::kAllProjected : Select::kAllAttributes);
  } else if (s == "ALL_ATTRIBUTES") {
    r->select = Select::kAllAttributes;
  } else if (s == "ALL_PROJECTED_ATTRIBUTES") {
    r->select = Select::kAllProjected;
  } else if (s == "SPECIFIC_ATTRIBUTES") {
    r->select = Select::kSpecific;
  } else {
    r->select = Select::kCount;
  }
  if (r->projection && r->select != Select::kSpecific) {
    const char* what = r->select == Select::kCount ? "only the Count"
                       : r->select == Select::kAllAttributes ? "ALL_ATTRIBUTES"
                                                            : "ALL_PROJECTED_ATTRIBUTES";
    return Status::Validation(std::string("Cannot specify the ProjectionExpression when choosing to get ") + what);
  }
  if (r->select == Select::kSpecific && !r->projection)
    return Status::Validation(
        "1 validation error detected: Must specify the AttributesToGet or ProjectionExpression when "
        "choosing to get SPECIFIC_ATTRIBUTES");
  if (r->select == Select::kAllProjected && !index)
    return Status::Validation("ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
  if (r->select == Select::kAllAttributes && index && index->global &&
      index->projection.type != ProjectionType::kAll)
    return Status::Validation(
        "One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported for "
        "global secondary index " + index->name + " because its projection type is not ALL");
  (void)t;
  return Status::Ok();
}

Status CheckFilterKeys(const Table& t, const IndexDef* index, const ReadRequest& r,
                       const char* filter_label) {
  std::vector<std::string> table_keys = {t.def().key.hash.name};
  if (t.def().key.range) table_keys.push_back(t.def().key.range->name);
  std::vector<std::string> index_keys;
  if (index) {
    index_keys.push_back(index->key.hash.name);
    if (index->key.range) index_keys.push_back(index->key.range->name);
  }
  std::vector<const expr::DocumentPath*> paths;
  if (r.projection)
    for (const auto& p : r.projection->paths) paths.push_back(&p);
  if (r.filter)
    for (const auto* p : expr::ReferencedPaths(r.filter->root)) paths.push_back(p);
  KS_RETURN_IF_ERROR(expr::CheckKeyPathsScalar(paths, table_keys, index_keys));
  if (!r.filter || filter_label == nullptr) return Status::Ok();
  std::vector<std::string> keys = table_keys;
  keys.insert(keys.end(), index_keys.begin(), index_keys.end());
  return expr::CheckFilterAvoidsKeys(*r.filter, keys);
}

Result<std::optional<std::string>> StartKeyFor(const Table& t, int store, const ReadRequest& r,
                                               AttrMap* parsed_key) {
  if (!r.exclusive_start_key) return std::optional<std::string>();
  auto parsed = ParseAttrMap(*r.exclusive_start_key);
  if (!parsed.ok())
    return Status::Validation("The provided starting key is invalid: " + parsed.status().message());
  AttrMap esk = std::move(parsed).value();
  const KeySchema& tk = t.def().key;
  const IndexDef* idx = store >= 0 ? &t.def().indexes[store] : nullptr;
  std::vector<const KeyElement*> want = {&tk.hash};
  if (tk.range) want.push_back(&*tk.range);
  size_t table_parts = want.size();
  if (idx) {
    for (const KeyElement* k : {&idx->key.hash, idx->key.range ? &*idx->key.range : nullptr}) {
      if (!k) continue;
      if (std::none_of(want.begin(), want.end(), [&](const KeyElement* w) { return w->name == k->name; }))
        want.push_back(k);
    }
  }
  if (esk.size() != want.size()) return Status::Validation("The provided starting key is invalid");
  for (size_t i = 0; i < want.size(); ++i) {
    const AttributeValue* v = FindAttr(esk, want[i]->name);
    if (!v) return Status::Validation("The provided starting key is invalid");
    if (v->type != want[i]->type) {
      if (idx && i < table_parts)
        return Status::Validation(
            "The provided starting key is invalid: The provided key element does not match the schema");
      return Status::Validation("The provided key element does not match the schema");
    }
  }
  std::string key = store < 0 ? t.PrimaryKeyOf(esk) : *t.IndexKeyOf(static_cast<size_t>(store), esk);
  *parsed_key = std::move(esk);
  return std::optional<std::string>(std::move(key));
}

namespace {

// The LastEvaluatedKey of an evaluated item: table keys, plus index keys for an index.
Json LastKeyJson(const Table& t, int store, const Item& item) {
  AttrMap key;
  auto take = [&](const std::string& name) {
    if (FindAttr(key, name)) return;
    if (const AttributeValue* v = FindAttr(item, name)) key.emplace_back(name, *v);
  };
  if (store >= 0) {
    const IndexDef& idx = t.def().indexes[store];
    take(idx.key.hash.name);
    if (idx.key.range) take(idx.key.range->name);
  }
  take(t.def().key.hash.name);
  if (t.def().key.range) take(t.def().key.range->name);
  return AttrMapToJson(key);
}

}  // namespace

Json BuildReadResponse(const Table& t, int store, const ReadRequest& r,
                       const RangeReadResult& page, bool fetch_from_table) {
  Json out = Json::Object();
  Json items = Json::Array();
  int64_t count = 0;
  double fetch_units = 0;
  for (const EvaluatedItem& e : page.items) {
    const Item* item = &e.item;
    std::optional<Item> fetched;
    if (fetch_from_table) {
      fetched = t.Get(e.item);
      if (fetched) {
        fetch_units += ReadUnits(ItemSize(*fetched), r.consistent);
        item = &*fetched;
      }
    }
    if (r.filter && !FilterMatches(*r.filter, *item)) continue;
    ++count;
    if (r.select == Select::kCount) continue;
    if (r.projection) {
      items.Push(AttrMapToJson(ApplyProjection(*r.projection, *item)));
    } else {
      items.Push(AttrMapToJson(*item));
    }
  }
  if (r.select != Select::kCount) out.Add("Items", std::move(items));
  out.Add("Count", Json::Int(count));
  out.Add("ScannedCount", Json::Int(static_cast<int64_t>(page.items.size())));
  if (page.stopped_early && !page.items.empty())
    out.Add("LastEvaluatedKey", LastKeyJson(t, store, page.items.back().item));
  if (r.capacity != CapacityMode::kNone) {
    CapacityUse use;
    double units = ReadUnits(page.bytes, r.consistent);
    if (store < 0) {
      use.table = units;
    } else {
      const IndexDef& idx = t.def().indexes[store];
      (idx.global ? use.gsis : use.lsis)[idx.name] = units;
      use.table = fetch_units;
    }
    out.Add("ConsumedCapacity", CapacityJson(t.def().name, use, r.capacity, true));
  }
  return out;
}

}  // namespace keyscape
