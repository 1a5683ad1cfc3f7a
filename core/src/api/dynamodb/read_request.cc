#include "keyscape/api/dynamodb/read_request.h"

#include <algorithm>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/legacy/filter.h"
#include "keyscape/api/dynamodb/read_expressions.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/evaluate.h"
#include "keyscape/expr/parser.h"
#include "keyscape/query/executor.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Result;
using base::Status;
using query::EvaluatedItem;
using query::RangeReadResult;
using table::EntryStore;
using table::IndexDef;
using table::KeyElement;
using table::KeySchema;
using table::ProjectionType;
using table::Table;
using value::AttributeValue;
using value::AttrMap;
using value::AttrMapToJson;
using value::DecodeItem;
using value::FindAttr;
using value::Item;
using value::ItemSize;
using value::ParseAttrMap;

Status ReadCommonMembers(const Json& req, const char* filter_member, ReadRequest* r,
                         ConstraintErrors* errors) {
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
  KS_ASSIGN_OR_RETURN(r->attributes_to_get, GetArray(req, "AttributesToGet"));
  KS_ASSIGN_OR_RETURN(r->legacy_filter, GetObject(req, filter_member));
  KS_ASSIGN_OR_RETURN(r->conditional_operator, GetString(req, "ConditionalOperator"));
  KS_ASSIGN_OR_RETURN(r->capacity, GetCapacityMode(req, errors));
  r->consistent = consistent.value_or(false);

  CheckTableName(name, "tableName", errors);
  CheckIndexName(r->index_name, "indexName", errors);
  if (r->select_text) {
    static const char* kSelects[] = {"ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES",
                                     "SPECIFIC_ATTRIBUTES", "COUNT"};
    if (std::find_if(std::begin(kSelects), std::end(kSelects),
                     [&](const char* s) { return *r->select_text == s; }) == std::end(kSelects))
      errors->Add(
          Quoted(*r->select_text), "select",
          "Member must satisfy enum value set: [SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, "
          "ALL_PROJECTED_ATTRIBUTES]");
  }
  if (r->conditional_operator && *r->conditional_operator != "AND" &&
      *r->conditional_operator != "OR")
    errors->Add(Quoted(*r->conditional_operator), "conditionalOperator",
                "Member must satisfy enum value set: [OR, AND]");
  if (r->limit && *r->limit < 1)
    errors->Add("", "Limit", "Member must have value greater than or equal to 1");
  r->table_name = name.value_or("");
  return Status::Ok();
}

Status CheckParameterMix(const ReadRequest& r, const char* filter_member,
                         bool key_condition_expression, bool key_conditions) {
  const bool atg = r.attributes_to_get != nullptr;
  const bool legacy_filter = r.legacy_filter != nullptr;
  const bool cond_op = r.conditional_operator.has_value();
  const bool read_exprs = r.filter_text || r.projection_text;
  if ((key_condition_expression && (atg || legacy_filter || cond_op || key_conditions)) ||
      (read_exprs && (atg || legacy_filter || cond_op))) {
    std::vector<std::string> legacy, exprs;
    if (atg) legacy.push_back("AttributesToGet");
    if (legacy_filter) legacy.push_back(filter_member);
    if (cond_op) legacy.push_back("ConditionalOperator");
    if (key_conditions && key_condition_expression) legacy.push_back("KeyConditions");
    if (r.projection_text) exprs.push_back("ProjectionExpression");
    if (r.filter_text) exprs.push_back("FilterExpression");
    if (key_condition_expression) exprs.push_back("KeyConditionExpression");
    auto join = [](const std::vector<std::string>& v) {
      std::string s;
      for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
      return s;
    };
    return Status::Validation(
        "Can not use both expression and non-expression parameters in the same request: "
        "Non-expression parameters: {" +
        join(legacy) + "} Expression parameters: {" + join(exprs) + "}");
  }
  const bool any_expr = key_condition_expression || read_exprs;
  if (r.values && !any_expr)
    return Status::Validation(
        std::string("ExpressionAttributeValues can only be specified when using expressions: ") +
        (key_conditions || std::string(filter_member) == "QueryFilter"
             ? "FilterExpression and KeyConditionExpression are null"
             : "FilterExpression is null"));
  if (r.names && !any_expr)
    return Status::Validation(
        "ExpressionAttributeNames can only be specified when using expressions");
  return Status::Ok();
}

Status ParseReadExpressions(ReadRequest* r, const char* filter_member) {
  if (r->filter_text) {
    KS_ASSIGN_OR_RETURN(auto f, expr::ParseConditionExpression(*r->filter_text,
                                                               expr::ExprKind::kFilter, &r->attrs));
    r->filter = std::move(f);
  } else if (r->legacy_filter && !r->legacy_filter->members().empty()) {
    std::string member = filter_member;
    member[0] = static_cast<char>(member[0] - 'A' + 'a');
    KS_ASSIGN_OR_RETURN(auto f,
                        ParseLegacyFilter(*r->legacy_filter, member, r->conditional_operator));
    r->filter = std::move(f);
    r->legacy_filter_used = true;
  }
  if (r->projection_text) {
    KS_ASSIGN_OR_RETURN(auto p, expr::ParseProjectionExpression(*r->projection_text, &r->attrs));
    r->projection = std::move(p);
  } else if (r->attributes_to_get) {
    KS_ASSIGN_OR_RETURN(auto p, ParseAttributesToGet(*r->attributes_to_get));
    r->projection = std::move(p);
    r->legacy_projection = true;
  }
  return Status::Ok();
}

Status ResolveIndex(const Table& t, const ReadRequest& r, const IndexDef** index, int* store) {
  *index = nullptr;
  *store = -1;
  if (!r.index_name) return Status::Ok();
  *index = t.def().FindIndex(*r.index_name);
  if (!*index)
    return Status::Validation("The table does not have the specified index: " + *r.index_name);
  *store = static_cast<int>(*index - t.def().indexes.data());
  if ((*index)->global && r.consistent)
    return Status::Validation("Consistent reads are not supported on global secondary indexes");
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
    const char* what = r->select == Select::kCount           ? "only the Count"
                       : r->select == Select::kAllAttributes ? "ALL_ATTRIBUTES"
                                                             : "ALL_PROJECTED_ATTRIBUTES";
    return Status::Validation(std::string("Cannot specify the ") +
                              (r->legacy_projection ? "AttributesToGet" : "ProjectionExpression") +
                              " when choosing to get " + what);
  }
  if (r->select == Select::kSpecific && !r->projection)
    return Status::Validation(
        "1 validation error detected: Must specify the AttributesToGet or ProjectionExpression "
        "when "
        "choosing to get SPECIFIC_ATTRIBUTES");
  if (r->select == Select::kAllProjected && !index)
    return Status::Validation(
        "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
  (void)t;
  return Status::Ok();
}

Status CheckSelectOnIndex(const IndexDef* index, const ReadRequest& r) {
  if (r.select == Select::kAllAttributes && index && index->global &&
      index->projection.type != ProjectionType::kAll)
    return Status::Validation(
        "One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported "
        "for "
        "global secondary index " +
        index->name + " because its projection type is not ALL");
  return Status::Ok();
}

Status CheckFilterKeys(const Table& t, const IndexDef* index, const ReadRequest& r,
                       bool check_filter) {
  std::vector<std::string> table_keys = {t.def().key.hash.name};
  if (t.def().key.range) table_keys.push_back(t.def().key.range->name);
  std::vector<std::string> index_keys;
  for (const IndexDef& idx : t.def().indexes) {
    for (const KeyElement* e : idx.key.Elements()) {
      const std::string* k = &e->name;
      if (std::find(table_keys.begin(), table_keys.end(), *k) == table_keys.end() &&
          std::find(index_keys.begin(), index_keys.end(), *k) == index_keys.end())
        index_keys.push_back(*k);
    }
  }
  std::vector<const expr::DocumentPath*> paths;
  if (r.projection)
    for (const auto& p : r.projection->paths) paths.push_back(&p);
  if (r.filter)
    for (const auto* p : expr::ReferencedPaths(r.filter->root)) paths.push_back(p);
  KS_RETURN_IF_ERROR(expr::CheckKeyPathsScalar(paths, table_keys, index_keys));
  if (!r.filter || !check_filter) return Status::Ok();
  // The filter may not use the key attributes of the schema being queried.
  const KeySchema& ks = index ? index->key : t.def().key;
  std::vector<std::string> keys;
  for (const KeyElement* k : ks.Elements()) keys.push_back(k->name);
  if (r.legacy_filter_used) {
    for (const std::string& attr : TopLevelAttributes(*r.filter))
      if (std::find(keys.begin(), keys.end(), attr) != keys.end())
        return Status::Validation(
            "QueryFilter can only contain non-primary key attributes: Primary key attribute: " +
            attr);
    return Status::Ok();
  }
  return expr::CheckFilterAvoidsKeys(*r.filter, keys);
}

bool NeedsTableFetch(const IndexDef* index, const ReadRequest& r) {
  if (!index || index->global || index->projection.type == ProjectionType::kAll) return false;
  if (r.select == Select::kAllAttributes) return true;
  if (r.select != Select::kSpecific || !r.projection) return false;
  for (const auto& path : r.projection->paths) {
    const std::string& n = path.front().name;
    bool projected = index->key.Has(n);
    const auto& inc = index->projection.non_key_attributes;
    if (!projected && index->projection.type == ProjectionType::kInclude)
      projected = std::find(inc.begin(), inc.end(), n) != inc.end();
    if (!projected) return true;
  }
  return false;
}

Result<AttrMap> ParseStartKeyValues(const Json& esk) {
  auto parsed = ParseAttrMap(esk);
  if (parsed.ok()) return parsed;
  const std::string& m = parsed.status().message();
  // Number and duplicate-set errors come through without the prefix (reference §2.3 row 49).
  bool bare = m.rfind("Number ", 0) == 0 || m.rfind("The parameter cannot be converted", 0) == 0 ||
              m.rfind("Attempting to store", 0) == 0 ||
              m.find("contains duplicates") != std::string::npos;
  if (parsed.status().code() != ErrorCode::kValidation || bare) return parsed.status();
  return Status::Validation("The provided starting key is invalid: " + m);
}

Result<std::optional<std::string>> StartKeyFor(const Table& t, int store, const ReadRequest& r,
                                               AttrMap* parsed_key) {
  if (!r.exclusive_start_key) return std::optional<std::string>();
  KS_ASSIGN_OR_RETURN(AttrMap esk, ParseStartKeyValues(*r.exclusive_start_key));
  const KeySchema& tk = t.def().key;
  const IndexDef* idx = store >= 0 ? &t.def().indexes[store] : nullptr;
  // Index keys first (index schema order), then the table keys the index lacks; a type
  // error on the latter carries the "starting key is invalid" prefix.
  std::vector<std::pair<const KeyElement*, bool>> want;  // (key, base-table-only)
  auto add = [&](const KeyElement* k, bool base_only) {
    if (!k) return;
    for (const auto& w : want)
      if (w.first->name == k->name) return;
    want.emplace_back(k, base_only);
  };
  if (idx) {
    for (const KeyElement* k : idx->key.Elements()) add(k, false);
  }
  add(&tk.hash, idx != nullptr);
  add(tk.range ? &*tk.range : nullptr, idx != nullptr);
  if (esk.size() != want.size()) return Status::Validation("The provided starting key is invalid");
  for (const auto& [k, base_only] : want) {
    const AttributeValue* v = FindAttr(esk, k->name);
    if (!v) return Status::Validation("The provided starting key is invalid");
    if (v->type != k->type) {
      if (base_only)
        return Status::Validation(
            "The provided starting key is invalid: The provided key element does not match the "
            "schema");
      return Status::Validation("The provided key element does not match the schema");
    }
  }
  std::string key =
      store < 0 ? t.PrimaryKeyOf(esk) : *t.IndexKeyOf(static_cast<size_t>(store), esk);
  *parsed_key = std::move(esk);
  return std::optional<std::string>(std::move(key));
}

ItemsWriter::ItemsWriter(ItemForm form, const expr::ProjectionExpression* projection)
    : form_(form), projection_(projection) {
  if (form_ != ItemForm::kText || !projection_) return;
  std::vector<value::AttrSelection::Step> steps;
  for (const expr::DocumentPath& path : projection_->paths) {
    steps.clear();
    for (const expr::PathElement& e : path) steps.push_back({e.is_index(), e.name, e.index});
    selection_.Add(steps);
  }
}

void ItemsWriter::Add(std::string_view encoded) {
  if (form_ == ItemForm::kTree) {
    auto item = DecodeItem(encoded);
    if (item.ok()) Add(*item);
    return;
  }
  // The buffer grows by doubling, so its bytes are zeroed once, not per item.
  const size_t need = used_ + 1 + value::EncodedItemJsonBound(encoded);
  if (text_.size() < need) text_.resize(std::max(need, 2 * text_.size()));
  char* p = text_.data() + used_;
  if (used_ > 1) *p++ = ',';
  p = projection_ ? value::WriteEncodedItemJson(encoded, selection_, p)
                  : value::WriteEncodedItemJson(encoded, p);
  used_ = static_cast<size_t>(p - text_.data());
}

void ItemsWriter::Add(const Item& item) {
  Json json = AttrMapToJson(projection_ ? ApplyProjection(*projection_, item) : item);
  if (form_ == ItemForm::kTree) {
    tree_.Push(std::move(json));
    return;
  }
  text_.resize(used_);
  if (used_ > 1) text_.push_back(',');
  json.DumpTo(&text_);
  used_ = text_.size();
}

Json ItemsWriter::TakeList() {
  if (form_ == ItemForm::kTree) return std::move(tree_);
  text_.resize(used_);
  text_.push_back(']');
  return Json::Verbatim(std::move(text_));
}

Json ItemsWriter::ItemJson(std::string_view encoded) const {
  if (form_ == ItemForm::kTree) {
    auto item = DecodeItem(encoded);
    if (!item.ok()) return Json::Object();
    return AttrMapToJson(projection_ ? ApplyProjection(*projection_, *item) : *item);
  }
  std::string text;
  if (projection_) {
    value::AppendEncodedItemJson(encoded, selection_, &text);
  } else {
    value::AppendEncodedItemJson(encoded, &text);
  }
  return Json::Verbatim(std::move(text));
}

std::optional<std::string_view> StoredItem(const Table& t, std::string_view storage_key,
                                           int64_t* size) {
  const EntryStore& s = t.store(-1);
  auto it = s.LowerBound(storage_key);
  if (it == s.end() || EntryStore::KeyOf(*it) != storage_key) return std::nullopt;
  std::string_view encoded = EntryStore::ValueOf(*it);
  if (!value::CheckEncodedItem(encoded, size)) return std::nullopt;
  return encoded;
}

namespace {

// The LastEvaluatedKey of an evaluated item: table keys, plus index keys for an index.
Json LastKeyJson(const Table& t, int store, std::string_view encoded) {
  std::vector<std::string> names;
  if (store >= 0)
    for (const KeyElement* k : t.def().indexes[store].key.Elements()) names.push_back(k->name);
  names.push_back(t.def().key.hash.name);
  if (t.def().key.range) names.push_back(t.def().key.range->name);
  const Item item = value::DecodeItemAttributes(encoded, names);
  AttrMap key;
  for (const std::string& name : names) {
    if (FindAttr(key, name)) continue;
    if (const AttributeValue* v = FindAttr(item, name)) key.emplace_back(name, *v);
  }
  return AttrMapToJson(key);
}

}  // namespace

Json BuildReadResponse(const Table& t, int store, const ReadRequest& r, const RangeReadResult& page,
                       bool fetch_from_table, ItemForm form) {
  Json out = Json::Object();
  ItemsWriter items(form, r.projection ? &*r.projection : nullptr);
  // A filter reads only the top-level attributes it names: those are all it decodes.
  const std::vector<std::string> filter_names =
      r.filter ? TopLevelAttributes(*r.filter) : std::vector<std::string>();
  int64_t count = 0;
  double fetch_units = 0;
  for (const EvaluatedItem& e : page.items) {
    const std::string_view encoded = page.Encoded(e);
    std::optional<Item> fetched;
    if (fetch_from_table) {
      auto entry = DecodeItem(encoded);
      if (entry.ok()) fetched = t.Get(*entry);
      if (fetched) {
        fetch_units += ReadUnits(ItemSize(*fetched), r.consistent);
      } else if (entry.ok()) {
        fetched = std::move(entry).value();
      }
    }
    if (r.filter &&
        !FilterMatches(*r.filter,
                       fetched ? *fetched : value::DecodeItemAttributes(encoded, filter_names)))
      continue;
    ++count;
    if (r.select == Select::kCount) continue;
    if (fetched) {
      items.Add(*fetched);
    } else {
      items.Add(encoded);
    }
  }
  if (r.select != Select::kCount) out.Add("Items", items.TakeList());
  out.Add("Count", Json::Int(count));
  out.Add("ScannedCount", Json::Int(static_cast<int64_t>(page.items.size())));
  if (page.stopped_early && !page.items.empty())
    out.Add("LastEvaluatedKey", LastKeyJson(t, store, page.Encoded(page.items.back())));
  if (r.capacity != CapacityMode::kNone) {
    CapacityUse use;
    double units = ReadUnits(page.total_bytes, r.consistent);
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

}  // namespace keyscape::api
