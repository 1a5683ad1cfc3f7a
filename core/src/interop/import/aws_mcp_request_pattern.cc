// PatternOfCommand: the access pattern a parsed `aws dynamodb` command stands for
// (import_aws_mcp.h describes the mapping).
#include <set>

#include "aws_mcp_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/key_condition.h"
#include "keyscape/expr/parser.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "keyscape/model/pattern_target.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::interop {

using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using model::AccessPattern;
using model::Design;
using model::ExpressionSpec;
using model::KeyAttribute;
using model::KeyTemplate;
using model::Operation;
using model::ParseOperation;
using model::PatternKey;
using model::PatternTarget;
using model::SortCondition;
using model::SortOp;
using model::TableModel;
using model::TargetOf;
using value::AttributeValueToJson;
using value::AttrMap;
using value::AttrType;
using value::ParseAttrMap;

namespace {

bool IsPlaceholderChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// `text` with each placeholder (#name, :value) looked up in `rename`; *used collects them.
std::string ScanPlaceholders(const std::string& text,
                             const std::map<std::string, std::string>& rename,
                             std::set<std::string>* used) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    if ((text[i] == '#' || text[i] == ':') && i + 1 < text.size() &&
        IsPlaceholderChar(text[i + 1])) {
      size_t end = i + 1;
      while (end < text.size() && IsPlaceholderChar(text[end])) ++end;
      const std::string p = text.substr(i, end - i);
      used->insert(p);
      auto it = rename.find(p);
      out += it == rename.end() ? p : it->second;
      i = end;
      continue;
    }
    out += text[i++];
  }
  return out;
}

struct Request {
  const Json& r;
  const std::string& path;
  std::vector<std::string>* notes;

  const Json* Get(const char* m) const { return r.Find(m); }
  const std::string* Text(const char* m) const {
    const Json* j = r.Find(m);
    return j && j->is_string() ? &j->string_value() : nullptr;
  }
  const Json* Names() const { return r.Find("ExpressionAttributeNames"); }
  const Json* Values() const { return r.Find("ExpressionAttributeValues"); }
  Status Error(const std::string& problem) const { return PathError(path, problem); }
};

// The expression with the names and values it uses; placeholders in `rename` renamed.
ExpressionSpec SpecOf(const Request& q, const std::string& text,
                      const std::map<std::string, std::string>& rename = {}) {
  std::set<std::string> used;
  ExpressionSpec e;
  e.expression = ScanPlaceholders(text, rename, &used);
  for (const Json* from : {q.Names(), q.Values()}) {
    if (!from) continue;
    Json subset = Json::Object();
    for (const Json::Member& m : from->members())
      if (used.count(m.first)) {
        auto it = rename.find(m.first);
        subset.Add(it == rename.end() ? m.first : it->second, m.second);
      }
    if (subset.size()) (from == q.Names() ? e.names : e.values) = std::move(subset);
  }
  return e;
}

// One key attribute's value as a template: S a literal ($ as $$), N and B one placeholder
// `param` whose value goes to *params.
Result<KeyTemplate> KeyPart(const KeyAttribute& a, const Json& value, const std::string& param,
                            Json* params, const Request& q, const std::string& where) {
  const char* type = value::AttrTypeName(a.type);
  const Json* v = value.is_object() && value.size() == 1 ? value.Find(type) : nullptr;
  if (!v || !v->is_string())
    return q.Error(where + ": " + a.name + " must be a value of type " + type);
  std::string text;
  if (a.type == AttrType::kS) {
    for (char c : v->string_value()) text += c == '$' ? std::string("$$") : std::string(1, c);
  } else {
    text = "${" + param + "}";
    if (params->is_null()) *params = Json::Object();
    params->Add(param, Json::String(v->string_value()));
  }
  Result<KeyTemplate> t = KeyTemplate::Parse(text);
  if (!t.ok()) return q.Error(where + ": " + t.status().message());
  return std::move(*t);
}

// --key / --item: the table's key attributes (the item may hold more when `whole_item`).
Status ItemKey(const TableModel& t, const Json& key, bool whole_item, const Request& q,
               const std::string& where, AccessPattern* p) {
  std::vector<KeyAttribute> attrs = {t.partition_key};
  if (t.sort_key) attrs.push_back(*t.sort_key);
  for (const KeyAttribute& a : attrs)
    if (!key.Find(a.name)) return q.Error(where + " lacks the key attribute " + a.name);
  if (!whole_item && key.size() != attrs.size())
    return q.Error(where + " must hold only the table's key attributes");
  PatternKey k;
  KS_ASSIGN_OR_RETURN(k.partition,
                      KeyPart(attrs[0], *key.Find(attrs[0].name), "pk", &p->parameters, q, where));
  if (attrs.size() > 1) {
    SortCondition s;
    KS_ASSIGN_OR_RETURN(
        s.value, KeyPart(attrs[1], *key.Find(attrs[1].name), "sk", &p->parameters, q, where));
    k.sort = std::move(s);
  }
  p->key = std::move(k);
  return Status::Ok();
}

SortOp SortOpOf(expr::KeyConditionTerm::Op op) {
  using Op = expr::KeyConditionTerm::Op;
  switch (op) {
    case Op::kLt:
      return SortOp::kLt;
    case Op::kLe:
      return SortOp::kLe;
    case Op::kGt:
      return SortOp::kGt;
    case Op::kGe:
      return SortOp::kGe;
    case Op::kBetween:
      return SortOp::kBetween;
    case Op::kBeginsWith:
      return SortOp::kBeginsWith;
    default:
      return SortOp::kEq;
  }
}

// --key-condition-expression, read by the engine's own parser and matched to the key
// schema with DynamoDB's messages.
Status QueryKey(const PatternTarget& t, const Request& q, AccessPattern* p) {
  const std::string* text = q.Text("KeyConditionExpression");
  if (!text) return q.Error("aws dynamodb query needs --key-condition-expression");
  const std::string where = "--key-condition-expression";
  Result<expr::ExpressionAttributes> attrs =
      expr::ExpressionAttributes::Build(q.Names(), q.Values());
  if (!attrs.ok()) return q.Error(where + ": " + attrs.status().message());
  Result<expr::ConditionExpression> parsed =
      expr::ParseConditionExpression(*text, expr::ExprKind::kKeyCondition, &*attrs);
  if (!parsed.ok()) return q.Error(where + ": " + parsed.status().message());
  Result<std::vector<expr::KeyConditionTerm>> terms = expr::ExtractKeyConditions(*parsed);
  if (!terms.ok()) return q.Error(where + ": " + terms.status().message());
  expr::KeySchemaView view;
  view.hash_name = t.partition.name;
  view.hash_type = t.partition.type;
  if (t.sort) view.range_name = t.sort->name, view.range_type = t.sort->type;
  if (t.global_index) {  // a multi-attribute key: its further attributes
    const auto& g = *t.global_index;
    for (size_t i = 1; i < g.partition_key.size(); ++i)
      view.more_hash.emplace_back(g.partition_key[i].name, g.partition_key[i].type);
    for (size_t i = 1; i < g.sort_key.size(); ++i)
      view.more_range.emplace_back(g.sort_key[i].name, g.sort_key[i].type);
  }
  if (p->index) view.index_name = *p->index;
  Result<expr::ResolvedKeyCondition> r = expr::MatchKeySchema(*terms, view);
  if (!r.ok()) return q.Error(where + ": " + r.status().message());
  const bool multi = t.global_index && (t.global_index->partition_key.size() > 1 ||
                                        t.global_index->sort_key.size() > 1);
  const auto suffix = [](size_t i) { return i == 0 ? std::string() : std::to_string(i + 1); };
  PatternKey k;
  k.partition_as_array = multi && t.global_index->partition_key.size() > 1;
  for (size_t i = 0; i < r->hash_values.size(); ++i) {
    const KeyAttribute& a = t.global_index ? t.global_index->partition_key[i] : t.partition;
    KS_ASSIGN_OR_RETURN(KeyTemplate pk, KeyPart(a, AttributeValueToJson(r->hash_values[i]),
                                                "pk" + suffix(i), &p->parameters, q, where));
    if (i == 0)
      k.partition = std::move(pk);
    else
      k.more_partition.push_back(std::move(pk));
  }
  k.sort_as_array = multi && t.global_index->sort_key.size() > 1 && r->range;
  const auto sort_attr = [&](size_t i) -> const KeyAttribute& {
    return t.global_index ? t.global_index->sort_key[i] : *t.sort;
  };
  for (size_t i = 0; i < r->range_prefix.size(); ++i) {  // the leading "=" conditions
    SortCondition s;
    KS_ASSIGN_OR_RETURN(s.value, KeyPart(sort_attr(i), AttributeValueToJson(r->range_prefix[i]),
                                         "sk" + suffix(i), &p->parameters, q, where));
    if (i == 0)
      k.sort = std::move(s);
    else
      k.more_sort.push_back(std::move(s));
  }
  if (r->range) {
    const size_t i = r->range_prefix.size();
    SortCondition s;
    s.op = SortOpOf(r->range->op);
    KS_ASSIGN_OR_RETURN(s.value, KeyPart(sort_attr(i), AttributeValueToJson(r->range->v1),
                                         "sk" + suffix(i), &p->parameters, q, where));
    if (s.op == SortOp::kBetween) {
      KS_ASSIGN_OR_RETURN(KeyTemplate high,
                          KeyPart(sort_attr(i), AttributeValueToJson(r->range->v2),
                                  "sk" + suffix(i) + "High", &p->parameters, q, where));
      s.high = std::move(high);
    }
    if (i == 0)
      k.sort = std::move(s);
    else
      k.more_sort.push_back(std::move(s));
  }
  p->key = std::move(k);
  return Status::Ok();
}

// The placeholders the compiled request uses itself (compile_pattern.cc), with the
// attribute each names ("" for values): #pk/:pk, #sk/:sk (:sk2) for the key, #p0.. for the
// projection.
std::map<std::string, std::string> CompiledPlaceholders(const PatternTarget& t,
                                                        const AccessPattern& p) {
  std::map<std::string, std::string> out;
  if (p.operation == Operation::kQuery && p.key) {
    out["#pk"] = t.partition.name, out[":pk"] = "";
    if (p.key->sort) out["#sk"] = t.sort->name, out[":sk"] = "", out[":sk2"] = "";
    if (t.global_index) {  // a multi-attribute key: #pk2 :pk2 ..., #sk2 :sk2 :sk2hi ...
      for (size_t i = 1; i < t.global_index->partition_key.size(); ++i)
        out["#pk" + std::to_string(i + 1)] = t.global_index->partition_key[i].name,
                                   out[":pk" + std::to_string(i + 1)] = "";
      for (size_t i = 0; i < t.global_index->sort_key.size(); ++i) {
        const std::string n = i == 0 ? "" : std::to_string(i + 1);
        out["#sk" + n] = t.global_index->sort_key[i].name;
        out[":sk" + n] = "", out[":sk" + n + "hi"] = "";
      }
    }
  }
  for (size_t i = 0; i < p.projection.size(); ++i) out["#p" + std::to_string(i)] = p.projection[i];
  return out;
}

// The filter, its placeholders renamed where they would meet the compiled request's own
// with another meaning. REQUIRES: p's key and projection are read.
void Filter(const PatternTarget& t, const Request& q, AccessPattern* p) {
  const std::string* text = q.Text("FilterExpression");
  if (!text) return;
  const std::map<std::string, std::string> own = CompiledPlaceholders(t, *p);
  std::set<std::string> used;
  ScanPlaceholders(*text, {}, &used);
  std::map<std::string, std::string> rename;
  for (const std::string& u : used) {
    auto it = own.find(u);
    if (it == own.end()) continue;
    const Json* name = q.Names() ? q.Names()->Find(u) : nullptr;
    if (u[0] == '#' && name && name->is_string() && name->string_value() == it->second) continue;
    std::string fresh = u + "_f";
    while (used.count(fresh) || own.count(fresh)) fresh += "_";
    rename[u] = fresh;
  }
  p->filter = SpecOf(q, *text, rename);
}

// --projection-expression as the attribute list, when every path is one top-level name.
void Projection(const Request& q, AccessPattern* p) {
  const std::string* text = q.Text("ProjectionExpression");
  if (!text) return;
  std::vector<std::string> attrs;
  size_t start = 0;
  while (start <= text->size()) {
    size_t comma = text->find(',', start);
    if (comma == std::string::npos) comma = text->size();
    std::string part = text->substr(start, comma - start);
    part.erase(0, part.find_first_not_of(" \t\n"));
    part.erase(part.find_last_not_of(" \t\n") + 1);
    const Json* name = part[0] == '#' && q.Names() ? q.Names()->Find(part) : nullptr;
    const std::string attr = name && name->is_string() ? name->string_value() : part;
    if (part.empty() || attr.find_first_of(".[]#:") != std::string::npos ||
        (part[0] == '#' && !name)) {
      q.notes->push_back(q.path + ": the projection " + *text +
                         " is not a list of top-level attributes: not kept, the pattern reads "
                         "whole items");
      return;
    }
    attrs.push_back(attr);
    start = comma + 1;
  }
  p->projection = std::move(attrs);
}

void ReadOptions(const Request& q, AccessPattern* p) {
  if (const Json* l = q.Get("Limit")) p->limit = static_cast<int64_t>(l->number_value());
  if (const Json* f = q.Get("ScanIndexForward")) p->scan_index_forward = f->bool_value();
  if (const Json* c = q.Get("ConsistentRead")) p->consistent_read = c->bool_value();
  for (const char* m : {"Select", "ReturnValues", "ReturnConsumedCapacity", "ExclusiveStartKey"})
    if (q.Get(m))
      q.notes->push_back(q.path + ": " + m + " " + (q.Text(m) ? *q.Text(m) : q.Get(m)->Dump()) +
                         " is not kept (the model's patterns do not state it)");
}

Status WriteExpressions(const Request& q, AccessPattern* p) {
  if (const std::string* u = q.Text("UpdateExpression")) p->update = SpecOf(q, *u);
  if (const std::string* c = q.Text("ConditionExpression")) p->condition = SpecOf(q, *c);
  return Status::Ok();
}

// The table and index the request names, which the design must have.
Result<PatternTarget> Target(const Design& d, const Request& q, AccessPattern* p) {
  p->table = *q.Text("TableName");
  const TableModel* t = d.FindTable(p->table);
  if (!t) return q.Error("--table-name " + p->table + ": there is no such table in tables");
  if (const std::string* index = q.Text("IndexName")) {
    if (!t->FindGlobalIndex(*index) && !t->FindLocalIndex(*index))
      return q.Error("--index-name " + *index + ": table " + p->table + " has no such index");
    p->index = *index;
  }
  return TargetOf(d, *p);
}

Result<std::optional<AccessPattern>> NotHeld(std::string* why, std::string text) {
  *why = std::move(text);
  return std::optional<AccessPattern>();
}

// BatchGetItem / TransactGetItems of one table: the first key, and how many items.
Result<std::optional<AccessPattern>> MultiGet(const Design& d, const AwsCliCommand& cmd,
                                              const Request& q, std::string* why) {
  AccessPattern p;
  ParseOperation(cmd.operation, &p.operation);
  std::vector<const Json*> keys;
  std::string table;
  if (const Json* items = q.Get("RequestItems")) {
    if (items->size() != 1) return NotHeld(why, "a batch over several tables");
    table = items->members()[0].first;
    const Json* k = items->members()[0].second.Find("Keys");
    for (size_t i = 0; k && k->is_array() && i < k->array().size(); ++i)
      keys.push_back(&k->array()[i]);
    if (const Json* c = items->members()[0].second.Find("ConsistentRead"); c && c->is_bool())
      p.consistent_read = c->bool_value();
  } else {
    const Json* transact = q.Get("TransactItems");
    for (size_t i = 0; transact->is_array() && i < transact->array().size(); ++i) {
      const Json* get = transact->array()[i].Find("Get");
      const Json* name = get ? get->Find("TableName") : nullptr;
      if (!name || !name->is_string() || (!table.empty() && table != name->string_value()))
        return NotHeld(why, "transaction items that are not Gets of one table");
      table = name->string_value();
      if (get->Find("Key")) keys.push_back(get->Find("Key"));
    }
  }
  const TableModel* t = d.FindTable(table);
  if (!t) return q.Error("table " + table + ": there is no such table in tables");
  if (keys.empty()) return q.Error("names no key");
  p.table = table;
  KS_RETURN_IF_ERROR(ItemKey(*t, *keys[0], false, q, "the first key", &p));
  p.items_per_request = static_cast<int64_t>(keys.size());
  if (keys.size() > 1)
    q.notes->push_back(q.path + ": keeps the first of " + std::to_string(keys.size()) +
                       " keys; the others come from the sample items when the pattern runs");
  return std::optional<AccessPattern>(std::move(p));
}

}  // namespace

Result<std::optional<AccessPattern>> PatternOfCommand(const Design& d, const AwsCliCommand& cmd,
                                                      const std::string& path,
                                                      std::vector<std::string>* notes,
                                                      std::string* why) {
  const Request q{cmd.request, path, notes};
  if (cmd.operation == "BatchWriteItem" || cmd.operation == "TransactWriteItems") {
    *why =
        "the model's batch and transaction writes write items of an entity, not the items "
        "of a command";
    return std::optional<AccessPattern>();
  }
  if (cmd.operation == "BatchGetItem" || cmd.operation == "TransactGetItems")
    return MultiGet(d, cmd, q, why);
  AccessPattern p;
  ParseOperation(cmd.operation, &p.operation);
  KS_ASSIGN_OR_RETURN(PatternTarget t, Target(d, q, &p));
  switch (p.operation) {
    case Operation::kQuery:
      KS_RETURN_IF_ERROR(QueryKey(t, q, &p));
      break;
    case Operation::kGetItem:
    case Operation::kUpdateItem:
    case Operation::kDeleteItem:
      if (!q.Get("Key")) return q.Error("aws dynamodb " + cmd.command + " needs --key");
      KS_RETURN_IF_ERROR(ItemKey(*t.table, *q.Get("Key"), false, q, "--key", &p));
      break;
    case Operation::kPutItem:
      if (!q.Get("Item")) return q.Error("aws dynamodb put-item needs --item");
      KS_RETURN_IF_ERROR(ItemKey(*t.table, *q.Get("Item"), true, q, "--item", &p));
      if (Result<AttrMap> item = ParseAttrMap(*q.Get("Item")); !item.ok())
        return q.Error("--item: " + item.status().message());
      p.item = *q.Get("Item");
      break;
    default:
      break;
  }
  if (p.operation == Operation::kUpdateItem && !q.Get("UpdateExpression")) {
    *why = "an update-item without --update-expression";
    return std::optional<AccessPattern>();
  }
  Projection(q, &p);
  Filter(t, q, &p);
  ReadOptions(q, &p);
  KS_RETURN_IF_ERROR(WriteExpressions(q, &p));
  return std::optional<AccessPattern>(std::move(p));
}

}  // namespace keyscape::interop
