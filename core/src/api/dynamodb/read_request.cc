#include "keyscape/api/dynamodb/read_request.h"

#include <algorithm>
#include <string>
#include <string_view>

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
using table::IndexDef;
using table::KeyElement;
using table::KeySchema;
using table::ProjectionType;
using table::Table;
using value::AttributeValue;
using value::AttrMap;
using value::FindAttr;
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
  // Query's current layer reports a bad ConditionalOperator alone, bare, in its own enum
  // form, ahead of an unknown Select (recorded, eu-west-2 and us-east-1, 2026-10). Beside a
  // malformed table or index name (not recorded) the names' errors are listed as before.
  const bool query = std::string_view(filter_member) == "QueryFilter";
  if (query && errors->empty() && r->conditional_operator &&
      *r->conditional_operator != "AND" && *r->conditional_operator != "OR")
    return Status::Validation(
        "Failed to satisfy constraint: Member must satisfy enum value set: [ALL, OR]");
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
  // Query names the member without its value; Scan quotes the value under 'limit'
  // (both recorded against DynamoDB).
  if (r->limit && *r->limit < 1) {
    if (std::string_view(filter_member) == "ScanFilter")
      errors->Add(Quoted(std::to_string(*r->limit)), "limit",
                  "Member must have value greater than or equal to 1");
    else
      errors->Add("", "Limit", "Member must have value greater than or equal to 1");
  }
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
    KS_ASSIGN_OR_RETURN(
        auto f, ParseLegacyFilter(*r->legacy_filter, member, r->conditional_operator, r->layer));
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

Result<AttrMap> ParseStartKeyValues(const Json& esk, value::ValidationLayer layer) {
  auto parsed = ParseAttrMap(esk, layer);
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
  KS_ASSIGN_OR_RETURN(AttrMap esk, ParseStartKeyValues(*r.exclusive_start_key, r.layer));
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

}  // namespace keyscape::api
