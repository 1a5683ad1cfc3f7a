// Query: DynamoDB's validation order (reference/dynamodb-semantics.md §2.5), then one page
// of a key range.
#include "keyscape/api/dynamodb/legacy/conditions.h"
#include "keyscape/api/dynamodb/read_request.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/enum_names.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/expr/key_condition.h"
#include "keyscape/expr/parser.h"
#include "keyscape/query/executor.h"
#include "keyscape/query/key_range.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using query::PartitionRange;
using query::RangeReadOptions;
using query::RangeReadResult;
using query::ReadRange;
using query::SortCondition;
using query::SortConditionHolds;
using query::SortOp;
using table::Database;
using table::IndexDef;
using table::KeyElement;
using table::KeySchema;
using table::Table;
using value::AttrEquals;
using value::AttrMap;
using value::AttrValueMessageForm;
using value::FindAttr;

namespace {

SortOp ToSortOp(expr::KeyConditionTerm::Op op) {
  using Op = expr::KeyConditionTerm::Op;
  static constexpr base::EnumPair<Op, SortOp> kOps[] = {{Op::kEq, SortOp::kEq},
                                                        {Op::kLt, SortOp::kLt},
                                                        {Op::kLe, SortOp::kLe},
                                                        {Op::kGt, SortOp::kGt},
                                                        {Op::kGe, SortOp::kGe},
                                                        {Op::kBetween, SortOp::kBetween},
                                                        {Op::kBeginsWith, SortOp::kBeginsWith}};
  return base::MapEnum(kOps, op, SortOp::kEq);
}

expr::KeySchemaView ViewOf(const KeySchema& ks, const IndexDef* index) {
  expr::KeySchemaView view;
  view.hash_name = ks.hash.name;
  view.hash_type = ks.hash.type;
  if (ks.range) {
    view.range_name = ks.range->name;
    view.range_type = ks.range->type;
  }
  for (const KeyElement& k : ks.more_hash) view.more_hash.emplace_back(k.name, k.type);
  for (const KeyElement& k : ks.more_range) view.more_range.emplace_back(k.name, k.type);
  if (index) view.index_name = index->name;
  return view;
}

// The ExclusiveStartKey must lie inside the key condition (messages of §2.5).
Status CheckStartInside(const KeySchema& ks, const AttrMap& esk,
                        const expr::ResolvedKeyCondition& resolved,
                        const std::optional<SortCondition>& sort) {
  const auto hashes = ks.HashElements();
  for (size_t i = 0; i < hashes.size(); ++i) {
    if (AttrEquals(*FindAttr(esk, hashes[i]->name), resolved.hash_values[i])) continue;
    if (sort || !resolved.range_prefix.empty())
      return Status::Validation("The query can return at most one row and cannot be restarted");
    return Status::Validation(
        "The provided starting key is outside query boundaries based on provided conditions");
  }
  const auto ranges = ks.RangeElements();
  const char kOutside[] = "The provided starting key does not match the range key predicate";
  for (size_t i = 0; i < resolved.range_prefix.size(); ++i)
    if (!AttrEquals(*FindAttr(esk, ranges[i]->name), resolved.range_prefix[i]))
      return Status::Validation(kOutside);
  if (sort &&
      !SortConditionHolds(*sort, *FindAttr(esk, ranges[resolved.range_prefix.size()]->name)))
    return Status::Validation(kOutside);
  return Status::Ok();
}

// More than two key conditions are refused before the index checks (GSI ConsistentRead:
// §2.5 step 8 before step 9) unless the queried schema has multi-attribute keys, which
// take up to expr::kMaxKeyConditions.
Status CheckConditionCount(const Table& t, const ReadRequest& r,
                           const std::vector<expr::KeyConditionTerm>& terms) {
  if (terms.size() <= 2) return Status::Ok();
  const IndexDef* index = r.index_name ? t.def().FindIndex(*r.index_name) : nullptr;
  const KeySchema& ks = index ? index->key : t.def().key;
  if (!ks.more_hash.empty() || !ks.more_range.empty()) return Status::Ok();
  return Status::Validation("Conditions can be of length 1 or 2 only");
}

// The operation, its items in `form`.
Result<Json> QueryResponse(Database& db, const Json& req, ItemForm form) {
  ConstraintErrors errors;
  ReadRequest r;
  KS_RETURN_IF_ERROR(ReadCommonMembers(req, "QueryFilter", &r, &errors));
  KS_ASSIGN_OR_RETURN(auto kce_text, GetString(req, "KeyConditionExpression"));
  KS_ASSIGN_OR_RETURN(auto forward, GetBool(req, "ScanIndexForward"));
  KS_ASSIGN_OR_RETURN(const Json* key_conditions, GetObject(req, "KeyConditions"));
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_RETURN_IF_ERROR(
      CheckParameterMix(r, "QueryFilter", kce_text.has_value(), key_conditions != nullptr));
  if (!kce_text && !key_conditions)
    return Status::Validation(
        "Either the KeyConditions or KeyConditionExpression parameter must be specified in the "
        "request.");

  // The current layer: a bad value is reported bare, without the ExpressionAttributeValues
  // wrapper (recorded, 2026-10).
  KS_ASSIGN_OR_RETURN(r.attrs, expr::ExpressionAttributes::Build(r.names, r.values, false));
  std::vector<expr::KeyConditionTerm> terms;
  if (kce_text) {
    KS_ASSIGN_OR_RETURN(auto kce, expr::ParseConditionExpression(
                                      *kce_text, expr::ExprKind::kKeyCondition, &r.attrs));
    KS_RETURN_IF_ERROR(ParseReadExpressions(&r, "QueryFilter"));
    KS_RETURN_IF_ERROR(r.attrs.CheckAllUsed());
    KS_ASSIGN_OR_RETURN(terms, expr::ExtractKeyConditions(kce));
  } else {
    KS_RETURN_IF_ERROR(ParseReadExpressions(&r, "QueryFilter"));
    KS_RETURN_IF_ERROR(r.attrs.CheckAllUsed());
    KS_ASSIGN_OR_RETURN(terms, ParseLegacyKeyConditions(*key_conditions));
  }

  KS_ASSIGN_OR_RETURN(Table * t, LookupTable(db, r.table_name));
  KS_RETURN_IF_ERROR(CheckConditionCount(*t, r, terms));
  const IndexDef* index = nullptr;
  int store = -1;
  KS_RETURN_IF_ERROR(ResolveIndex(*t, r, &index, &store));
  const KeySchema& ks = index ? index->key : t->def().key;
  const expr::KeySchemaView view = ViewOf(ks, index);
  // The start key's shape and types are checked before the key condition's (§2.5 step 10).
  AttrMap esk;
  KS_ASSIGN_OR_RETURN(auto start, StartKeyFor(*t, store, r, &esk));
  KS_ASSIGN_OR_RETURN(auto resolved, expr::MatchKeySchema(terms, view));

  std::optional<SortCondition> sort;
  if (resolved.range)
    sort = SortCondition{ToSortOp(resolved.range->op), resolved.range->v1, resolved.range->v2};

  if (start) {
    if (!index && !ks.range)
      return Status::Validation(
          "The provided exclusive start key is invalid: ExclusiveStartKey: {" + ks.hash.name +
          "=AttributeValue: " + AttrValueMessageForm(*FindAttr(esk, ks.hash.name)) + "}");
    KS_RETURN_IF_ERROR(CheckStartInside(ks, esk, resolved, sort));
  }
  KS_RETURN_IF_ERROR(ResolveSelect(*t, index, &r));
  KS_RETURN_IF_ERROR(CheckFilterKeys(*t, index, r, true));
  KS_RETURN_IF_ERROR(CheckSelectOnIndex(index, r));

  RangeReadOptions opt;
  opt.store = store;
  opt.forward = forward.value_or(true);
  opt.limit = r.limit.value_or(0);
  opt.start_after = start;
  RangeReadResult page =
      ReadRange(*t, PartitionRange(resolved.hash_values, resolved.range_prefix, sort), opt);
  return BuildReadResponse(*t, store, r, page, NeedsTableFetch(index, r), form);
}

}  // namespace

Result<Json> QueryOp(Database& db, const Json& req) {
  return QueryResponse(db, req, ItemForm::kTree);
}
Result<Json> QueryTextOp(Database& db, const Json& req) {
  return QueryResponse(db, req, ItemForm::kText);
}

}  // namespace keyscape::api
