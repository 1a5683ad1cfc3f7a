// Planning a PartiQL statement as one DynamoDB request (plan.h).
#include "plan.h"

#include <algorithm>
#include <utility>

#include "checks.h"
#include "expr_text.h"
#include "key_reads.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using table::IndexDef;
using table::KeyElement;
using table::KeySchema;
using table::Table;

namespace {

using expr::PqNode;
using expr::PqStatement;
using Kind = PqNode::Kind;

constexpr const char* kNoFullKey =
    "Where clause does not contain a mandatory equality on all key attributes";

constexpr const char* kExistsNeedsCondition =
    "EXISTS() must contain a single item read with additional condition";

std::string KeyOnlySelectMessage(ReadPlanning reads) {
  return std::string("Select statements within ") +
         (reads == ReadPlanning::kBatch ? "BatchExecuteStatement" : "ExecuteTransaction") +
         " must specify the primary key in the where clause.";
}

// The WHERE's top-level conditions (those joined by AND).
std::vector<const PqNode*> Conjuncts(const std::optional<PqNode>& where) {
  std::vector<const PqNode*> out;
  if (!where) return out;
  if (where->kind != Kind::kAnd) return {&*where};
  for (const PqNode& k : where->kids) out.push_back(&k);
  return out;
}

bool IsAttr(const PqNode& n, const std::string& name) {
  return n.kind == Kind::kPath && n.path.size() == 1 && n.path[0].name == name;
}

std::string Flipped(const std::string& op) {
  if (op == "<") return ">";
  if (op == ">") return "<";
  if (op == "<=") return ">=";
  if (op == ">=") return "<=";
  return op;
}

// `c` as a key condition on `attr` (path on the left), or nullopt. `eq_only` takes = only.
std::optional<PqNode> KeyTerm(const PqNode& c, const std::string& attr, bool eq_only) {
  if (c.kind == Kind::kCompare && c.op != "<>" && (!eq_only || c.op == "=")) {
    for (int side = 0; side < 2; ++side) {
      if (!IsAttr(c.kids[side], attr) || !expr::IsPartiqlValue(c.kids[1 - side])) continue;
      PqNode t = c;
      if (side == 1) {
        std::swap(t.kids[0], t.kids[1]);
        t.op = Flipped(t.op);
      }
      return t;
    }
    return std::nullopt;
  }
  if (eq_only) return std::nullopt;
  if (c.kind == Kind::kBetween && IsAttr(c.kids[0], attr) && expr::IsPartiqlValue(c.kids[1]) &&
      expr::IsPartiqlValue(c.kids[2]))
    return c;
  if (c.kind == Kind::kCall && c.op == "begins_with" && c.kids.size() == 2 &&
      IsAttr(c.kids[0], attr) && expr::IsPartiqlValue(c.kids[1]))
    return c;
  return std::nullopt;
}

// Finds an unused conjunct that is a key condition on `attr`; marks it used.
std::optional<PqNode> TakeKeyTerm(const std::vector<const PqNode*>& cs, std::vector<bool>* used,
                                  const std::string& attr, bool eq_only) {
  for (size_t i = 0; i < cs.size(); ++i) {
    if ((*used)[i]) continue;
    if (auto t = KeyTerm(*cs[i], attr, eq_only)) {
      (*used)[i] = true;
      return t;
    }
  }
  return std::nullopt;
}

// The first key attribute of `names` that the subtree refers to, or "".
std::string MentionedKey(const PqNode& n, const std::vector<std::string>& names) {
  if (n.kind == Kind::kPath && std::find(names.begin(), names.end(), n.path[0].name) != names.end())
    return n.path[0].name;
  for (const PqNode& k : n.kids)
    if (std::string m = MentionedKey(k, names); !m.empty()) return m;
  return "";
}

std::string OpText(const PqNode& term) {
  if (term.kind == Kind::kBetween) return "BETWEEN";
  if (term.kind == Kind::kCall) return "begins_with";
  return term.op;
}

struct KeyMatch {
  std::vector<PqNode> terms;  // hash equalities, then sort conditions
  std::vector<bool> used;     // per conjunct
  std::string missing_hash;   // the first partition attribute not fixed with =
  std::string sort_text;      // " and the sort key sk with <op>" for the reason
};

KeyMatch MatchKey(const KeySchema& ks, const std::vector<const PqNode*>& cs) {
  KeyMatch m;
  m.used.assign(cs.size(), false);
  for (const KeyElement* h : ks.HashElements()) {
    auto t = TakeKeyTerm(cs, &m.used, h->name, true);
    if (!t) {
      m.missing_hash = h->name;
      return m;
    }
    m.terms.push_back(std::move(*t));
  }
  for (const KeyElement* r : ks.RangeElements()) {
    auto t = TakeKeyTerm(cs, &m.used, r->name, true);
    if (!t) t = TakeKeyTerm(cs, &m.used, r->name, false);
    if (!t) break;
    m.sort_text +=
        (m.sort_text.empty() ? " and the sort key " : ", ") + r->name + " with " + OpText(*t);
    const bool last = t->op != "=" || t->kind != Kind::kCompare;
    m.terms.push_back(std::move(*t));
    if (last) break;
  }
  return m;
}

std::vector<std::string> KeyNames(const KeySchema& ks) {
  std::vector<std::string> out;
  for (const KeyElement* e : ks.Elements()) out.push_back(e->name);
  return out;
}

std::string HashNames(const KeySchema& ks) {
  std::string out;
  for (const KeyElement* e : ks.HashElements()) out += (out.empty() ? "" : ", ") + e->name;
  return out;
}

Status AddProjection(const PqStatement& s, PartiqlExprWriter* w, Json* req) {
  if (s.projection.empty()) return Status::Ok();
  std::string text;
  for (const expr::PqPath& p : s.projection) text += (text.empty() ? "" : ", ") + w->Path(p);
  req->Set("ProjectionExpression", Json::String(text));
  return Status::Ok();
}

Result<PartiqlPlan> PlanScan(PartiqlPlan plan, const PqStatement& s, PartiqlExprWriter* w) {
  plan.operation = "Scan";
  if (s.where) {
    KS_ASSIGN_OR_RETURN(std::string filter, w->Condition(*s.where));
    plan.request.Set("FilterExpression", Json::String(filter));
  }
  KS_RETURN_IF_ERROR(AddProjection(s, w, &plan.request));
  w->AddTo(&plan.request);
  return plan;
}

// ORDER BY on the key attributes of `ks`: *forward becomes false when the sort key is DESC.
Status CheckOrderBy(const KeySchema& ks, const PqStatement& s, const KeyMatch& m, bool* forward) {
  if (!s.where)
    return Status::Validation("Must have WHERE clause in the statement when using ORDER BY clause.");
  const std::vector<std::string> keys = KeyNames(ks);
  for (const expr::PqOrder& o : s.order_by) {
    const std::string name = expr::PartiqlPathText(o.path);
    if (o.path.size() != 1 || std::find(keys.begin(), keys.end(), name) == keys.end())
      return Status::Validation("Variable reference " + name +
                                " in ORDER BY clause must be part of the primary key");
  }
  if (!m.missing_hash.empty())
    return Status::Validation(
        "Must have at least one non-optional hash key condition in WHERE clause when using "
        "ORDER BY clause.");
  for (const expr::PqOrder& o : s.order_by)
    for (const KeyElement* r : ks.RangeElements())
      if (o.path[0].name == r->name) *forward = !o.descending;
  return Status::Ok();
}

Result<PartiqlPlan> PlanSelect(const Table& t, const PqStatement& s,
                               const std::vector<Json>& params) {
  PartiqlPlan plan;
  plan.read = true;
  plan.table = t.def().name;
  plan.request = Json::Object();
  plan.request.Add("TableName", Json::String(plan.table));
  PartiqlExprWriter w(&params);
  const IndexDef* index = nullptr;
  if (s.index) {
    plan.index = *s.index;
    plan.request.Add("IndexName", Json::String(*s.index));
    index = t.def().FindIndex(*s.index);
    if (!index) return Status::Validation("The table does not have the specified index");
    KS_RETURN_IF_ERROR(CheckIndexRead(t.def(), *index, s));
    plan.gsi = index->global;
  }
  const KeySchema& ks = index ? index->key : t.def().key;
  if (s.where) KS_RETURN_IF_ERROR(CheckKeyReads(ks, *s.where, params, true));
  if (s.where && index)
    KS_RETURN_IF_ERROR(CheckIndexFilterProjection(t.def(), *index, *s.where, params));
  const std::string what = index ? "index " + index->name : "table " + plan.table;
  const std::vector<const PqNode*> cs = Conjuncts(s.where);
  KeyMatch m = MatchKey(ks, cs);
  bool forward = true;
  if (!s.order_by.empty()) KS_RETURN_IF_ERROR(CheckOrderBy(ks, s, m, &forward));
  if (!s.where) {
    plan.reason = "the statement has no WHERE clause, so it reads the whole " + what;
    return PlanScan(std::move(plan), s, &w);
  }
  if (!m.missing_hash.empty()) {
    plan.reason = "the WHERE clause does not fix the partition key " + m.missing_hash +
                  " with = (at the top level, joined by AND)";
    if (ReadsByPartitionKeys(ks, *s.where)) plan.page_items = kPartitionReadPage;
    return PlanScan(std::move(plan), s, &w);
  }
  std::vector<const PqNode*> rest;
  for (size_t i = 0; i < cs.size(); ++i)
    if (!m.used[i]) rest.push_back(cs[i]);
  for (const PqNode* c : rest) {
    if (std::string key = MentionedKey(*c, KeyNames(ks)); !key.empty()) {
      plan.reason = "the WHERE clause has a condition on the key attribute " + key +
                    " that a key condition cannot hold, and a Query's filter cannot name a key "
                    "attribute";
      return PlanScan(std::move(plan), s, &w);
    }
  }
  plan.operation = "Query";
  if (!forward) plan.request.Set("ScanIndexForward", Json::Bool(false));
  plan.reason =
      "the WHERE clause fixes the partition key " + HashNames(ks) + " with =" + m.sort_text;
  std::vector<const PqNode*> key_terms;
  for (const PqNode& term : m.terms) key_terms.push_back(&term);
  KS_ASSIGN_OR_RETURN(std::string kce, w.Conjunction(key_terms));
  plan.request.Set("KeyConditionExpression", Json::String(kce));
  if (!rest.empty()) {
    KS_ASSIGN_OR_RETURN(std::string filter, w.Conjunction(rest));
    plan.request.Set("FilterExpression", Json::String(filter));
  }
  KS_RETURN_IF_ERROR(AddProjection(s, &w, &plan.request));
  w.AddTo(&plan.request);
  return plan;
}

// The table's full key from the WHERE's equalities; `used` marks the conjuncts taken. With
// `partial`, the key attributes the WHERE fixes, however many.
Result<Json> KeyFromWhere(const Table& t, const std::vector<const PqNode*>& cs,
                          const std::vector<Json>& params, std::vector<bool>* used,
                          bool partial = false) {
  used->assign(cs.size(), false);
  Json key = Json::Object();
  for (const KeyElement* e : t.def().key.Elements()) {
    auto term = TakeKeyTerm(cs, used, e->name, true);
    if (!term && partial) continue;
    if (!term) return Status::Validation(kNoFullKey);
    KS_ASSIGN_OR_RETURN(Json v, expr::BindPartiqlValue(term->kids[1], params));
    key.Add(e->name, std::move(v));
  }
  return key;
}

Result<PartiqlPlan> PlanInsert(const Table& t, const PqStatement& s,
                               const std::vector<Json>& params) {
  PartiqlPlan plan;
  plan.operation = "PutItem";
  plan.insert = true;
  plan.table = t.def().name;
  plan.reason = "INSERT writes one new item; it fails if an item with its key exists";
  KS_ASSIGN_OR_RETURN(Json item, expr::BindPartiqlValue(*s.value, params));
  plan.request = Json::Object();
  plan.request.Add("TableName", Json::String(plan.table));
  plan.request.Add("Item", std::move(*item.Find("M")));
  PartiqlExprWriter w(&params);
  expr::PqPath hash{expr::PqStep{t.def().key.hash.name, -1}};
  plan.request.Add("ConditionExpression",
                   Json::String("attribute_not_exists(" + w.Path(hash) + ")"));
  w.AddTo(&plan.request);
  return plan;
}

// UpdateItem's UpdateExpression: SET, REMOVE, ADD (set_add) and DELETE (set_delete).
Result<std::string> UpdateText(const PqStatement& s, PartiqlExprWriter* w) {
  std::string set, add, del, remove;
  for (const expr::PqSetAction& a : s.sets) {
    const std::string path = w->Path(a.path);
    const PqNode& v = a.value;
    const bool set_op =
        v.kind == Kind::kCall && v.kids.size() == 2 && (v.op == "set_add" || v.op == "set_delete");
    if (set_op) {
      KS_ASSIGN_OR_RETURN(std::string operand, w->Operand(v.kids[1]));
      std::string& clause = v.op == "set_add" ? add : del;
      clause += (clause.empty() ? "" : ", ") + path + " " + operand;
      continue;
    }
    KS_ASSIGN_OR_RETURN(std::string operand, w->Operand(v));
    set += (set.empty() ? "" : ", ") + path + " = " + operand;
  }
  for (const expr::PqPath& p : s.removes) remove += (remove.empty() ? "" : ", ") + w->Path(p);
  std::string out;
  if (!set.empty()) out += "SET " + set;
  if (!remove.empty()) out += (out.empty() ? "" : " ") + std::string("REMOVE ") + remove;
  if (!add.empty()) out += (out.empty() ? "" : " ") + std::string("ADD ") + add;
  if (!del.empty()) out += (out.empty() ? "" : " ") + std::string("DELETE ") + del;
  return out;
}

// A write names one item: a further equality on a key attribute must name the same value
// ("Multiple conditions on same key <name>. Only single item Update/Insert/Delete are
// supported").
Status CheckSingleItem(const Table& t, const Json& key, const std::vector<const PqNode*>& rest,
                       const std::vector<Json>& params) {
  for (const PqNode* c : rest) {
    for (const KeyElement* e : t.def().key.Elements()) {
      auto term = KeyTerm(*c, e->name, true);
      if (!term) continue;
      auto bound = expr::BindPartiqlValue(term->kids[1], params);
      const Json* named = key.Find(e->name);
      if (!bound.ok() || !named) continue;
      auto a = value::ParseAttributeValue(*bound);
      auto b = value::ParseAttributeValue(*named);
      if (a.ok() && b.ok() && !value::AttrEquals(*a, *b))
        return Status::Validation("Multiple conditions on same key " + e->name +
                                  ". Only single item Update/Insert/Delete are supported");
    }
  }
  return Status::Ok();
}

// EXISTS(SELECT ...) as a ConditionCheck: the item exists and the further conditions hold.
Result<PartiqlPlan> PlanConditionCheck(PartiqlPlan plan, const Table& t, PartiqlExprWriter* w,
                                       const std::vector<const PqNode*>& rest) {
  if (rest.empty()) return Status::Validation(kExistsNeedsCondition);
  plan.operation = "ConditionCheck";
  plan.reason = "EXISTS checks the one item its WHERE clause names by its whole key";
  expr::PqPath hash{expr::PqStep{t.def().key.hash.name, -1}};
  KS_ASSIGN_OR_RETURN(std::string more, w->Conjunction(rest));
  plan.request.Add("ConditionExpression",
                   Json::String("attribute_exists(" + w->Path(hash) + ") AND " + more));
  w->AddTo(&plan.request);
  return plan;
}

// A SELECT by key (BatchExecuteStatement, ExecuteTransaction): a GetItem of the one item its
// WHERE names (SingleItemKey).
Result<PartiqlPlan> PlanGetItem(const Table& t, const PqStatement& s,
                                const std::vector<Json>& params, ReadPlanning reads) {
  std::optional<Json> key;
  if (s.where) key = SingleItemKey(t.def().key, *s.where, params);
  if (!key) return Status::Validation(KeyOnlySelectMessage(reads));
  PartiqlPlan plan;
  plan.table = t.def().name;
  plan.operation = "GetItem";
  plan.read = true;
  plan.reason = "the WHERE clause names the whole primary key with =";
  plan.request = Json::Object();
  plan.request.Add("TableName", Json::String(plan.table));
  plan.request.Add("Key", std::move(*key));
  PartiqlExprWriter w(&params);
  KS_RETURN_IF_ERROR(AddProjection(s, &w, &plan.request));
  w.AddTo(&plan.request);
  return plan;
}

// UPDATE and DELETE, EXISTS, and a SELECT by its full key (PlanGetItem).
Result<PartiqlPlan> PlanByKey(const Table& t, const PqStatement& s,
                              const std::vector<Json>& params, ReadPlanning reads) {
  if (s.kind == PqStatement::Kind::kSelect) return PlanGetItem(t, s, params, reads);
  PartiqlPlan plan;
  plan.table = t.def().name;
  const std::vector<const PqNode*> cs = Conjuncts(s.where);
  std::vector<bool> used;
  Result<Json> found = KeyFromWhere(t, cs, params, &used);
  if (!found.ok() && found.status().message() == kNoFullKey) {
    if (s.kind == PqStatement::Kind::kExists) return Status::Validation(kExistsNeedsCondition);
    // In a transaction the write goes ahead with the key it has: TransactWriteItems makes it
    // the action's ValidationError ("The provided key element does not match the schema").
    if (reads == ReadPlanning::kTransaction && s.where)
      found = KeyFromWhere(t, cs, params, &used, true);
  }
  KS_ASSIGN_OR_RETURN(Json key, std::move(found));
  plan.request = Json::Object();
  plan.request.Add("TableName", Json::String(plan.table));
  plan.request.Add("Key", std::move(key));
  PartiqlExprWriter w(&params);
  std::vector<const PqNode*> rest;
  for (size_t i = 0; i < cs.size(); ++i)
    if (!used[i]) rest.push_back(cs[i]);
  if (s.kind == PqStatement::Kind::kExists) return PlanConditionCheck(std::move(plan), t, &w, rest);
  KS_RETURN_IF_ERROR(CheckSingleItem(t, *plan.request.Find("Key"), rest, params));
  const bool update = s.kind == PqStatement::Kind::kUpdate;
  plan.operation = update ? "UpdateItem" : "DeleteItem";
  plan.reason = update ? "UPDATE changes the one item its WHERE clause names by its whole key"
                       : "DELETE removes the one item its WHERE clause names by its whole key";
  plan.returning = s.returning;
  if (update) {
    KS_RETURN_IF_ERROR(CheckSetFunctions(s, params));
    KS_ASSIGN_OR_RETURN(std::string text, UpdateText(s, &w));
    plan.request.Add("UpdateExpression", Json::String(text));
  }
  std::string condition;
  if (update || !rest.empty()) {
    expr::PqPath hash{expr::PqStep{t.def().key.hash.name, -1}};
    condition = "attribute_exists(" + w.Path(hash) + ")";
  }
  if (!rest.empty()) {
    KS_ASSIGN_OR_RETURN(std::string more, w.Conjunction(rest));
    condition += " AND " + more;
  }
  if (!condition.empty()) plan.request.Add("ConditionExpression", Json::String(condition));
  w.AddTo(&plan.request);
  return plan;
}

}  // namespace

bool IsMultipleKeyConditions(const Status& st) {
  return st.code() == base::ErrorCode::kValidation &&
         st.message().rfind("Multiple conditions on same key ", 0) == 0;
}

Result<PartiqlPlan> PlanPartiql(Database& db, const PqStatement& s, const std::vector<Json>& params,
                                ReadPlanning reads) {
  if (s.where) KS_RETURN_IF_ERROR(CheckWhereFunctions(*s.where));
  if (s.where) KS_RETURN_IF_ERROR(CheckOrderedOperands(*s.where, params));
  KS_ASSIGN_OR_RETURN(Table * t, LookupTable(db, s.table));
  switch (s.kind) {
    case PqStatement::Kind::kSelect: {
      Result<PartiqlPlan> plan = Status::Validation(KeyOnlySelectMessage(reads));
      if (reads == ReadPlanning::kQueryOrScan) {
        plan = PlanSelect(*t, s, params);
      } else if (!s.index) {
        if (s.where) KS_RETURN_IF_ERROR(CheckKeyReads(t->def().key, *s.where, params, false));
        plan = PlanByKey(*t, s, params, reads);
      } else if (const IndexDef* index = t->def().FindIndex(*s.index)) {
        KS_RETURN_IF_ERROR(CheckIndexRead(t->def(), *index, s));
        if (reads == ReadPlanning::kTransaction)
          plan = Status::Validation("Reads on indices are not supported within transactions.");
      }
      if (plan.ok()) plan->projection = s.projection;
      return plan;
    }
    case PqStatement::Kind::kInsert:
      return PlanInsert(*t, s, params);
    case PqStatement::Kind::kExists:
      if (reads != ReadPlanning::kTransaction)
        return Status::Validation("EXISTS can only be used in ExecuteTransaction write requests.");
      if (s.index)
        return Status::Validation("Operations on indices are not supported in transactions");
      return PlanByKey(*t, s, params, reads);
    default:
      return PlanByKey(*t, s, params, reads);
  }
}

Result<PartiqlPlan> ParseAndPlanPartiql(Database& db, const std::string& statement,
                                        const Json* parameters, ReadPlanning reads) {
  KS_ASSIGN_OR_RETURN(expr::PqStatement s, expr::ParsePartiql(statement));
  std::vector<Json> params;
  if (parameters)
    for (const Json& p : parameters->array()) params.push_back(p);
  if (static_cast<int>(params.size()) < s.param_count)
    return Status::Validation("Number of parameters in request and statement don't match.");
  for (const Json& p : params)
    if (!p.is_object()) return Status::Validation("Unexpected value type in Parameters");
  KS_RETURN_IF_ERROR(CheckParameterNumbers(params));
  return PlanPartiql(db, s, params, reads);
}

}  // namespace keyscape::api
