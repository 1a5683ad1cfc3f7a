// CompilePattern for Query, Scan and GetItem; the other operations are in compile_writes.cc.
#include "compile_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::model {

using base::Child;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using value::AttrType;
namespace {

// ExpressionAttributeNames / Values being assembled; the pattern's own placeholders
// (#pk, :sk, ...) and the filter's must not collide.
struct Placeholders {
  Json names = Json::Object();
  Json values = Json::Object();

  Status Merge(const ExpressionSpec& e, const std::string& path) {
    for (const auto& [k, v] :
         e.names.is_object() ? e.names.members() : std::vector<Json::Member>{}) {
      if (const Json* old = names.Find(k); old && old->Dump() != v.Dump())
        return PathError(Child(path, "names"),
                         "placeholder " + k + " is used by the pattern's key or projection");
      if (!names.Find(k)) names.Add(k, v);
    }
    for (const auto& [k, v] :
         e.values.is_object() ? e.values.members() : std::vector<Json::Member>{}) {
      if (values.Find(k))
        return PathError(Child(path, "values"),
                         "placeholder " + k + " is used by the pattern's key");
      values.Add(k, v);
    }
    return Status::Ok();
  }
};

// The values of the attributes `t` uses (Prefix takes no others).
TemplateValues Only(const TemplateValues& values, const KeyTemplate& t) {
  TemplateValues out;
  for (const std::string& a : t.Attributes())
    if (auto it = values.find(a); it != values.end()) out.insert(*it);
  return out;
}

// One sort condition on attribute placeholder `n` with value placeholders `v` (and `hi`).
std::string SortExpression(SortOp op, const std::string& n, const std::string& v,
                           const std::string& hi) {
  switch (op) {
    case SortOp::kBeginsWith:
      return "begins_with(" + n + ", " + v + ")";
    case SortOp::kBetween:
      return n + " BETWEEN " + v + " AND " + hi;
    default:
      return n + " " + SortOpText(op) + " " + v;
  }
}

// "#pk = :pk" and, on a multi-attribute partition key, " AND #pk2 = :pk2" for each further
// attribute: from key.partition's array (attributes it leaves out are left out, and the
// engine answers as DynamoDB does), or from the parameter of the attribute's name.
Result<std::string> PartitionCondition(const AccessPattern& p, const PatternTarget& t,
                                       const TemplateValues& params, Placeholders* ph,
                                       const std::string& path) {
  const std::string ppath = Child(Child(path, "key"), "partition");
  Result<std::string> pk = p.key->partition.Render(params);
  if (!pk.ok())
    return PathError(p.key->partition_as_array ? Child(ppath, size_t{0}) : ppath,
                     pk.status().message());
  ph->names.Add("#pk", Json::String(t.partition.name));
  ph->values.Add(":pk", KeyValueJson(t.partition.type, *pk));
  std::string expr = "#pk = :pk";
  if (!t.global_index) return expr;
  const auto& more = t.global_index->partition_key;
  for (size_t i = 1; i < more.size(); ++i) {
    std::string value;
    if (p.key->partition_as_array) {
      if (i > p.key->more_partition.size()) break;
      Result<std::string> r = p.key->more_partition[i - 1].Render(params);
      if (!r.ok()) return PathError(Child(ppath, i), r.status().message());
      value = *r;
    } else {
      auto it = params.find(more[i].name);
      if (it == params.end())
        return PathError(
            Child(path, "parameters"),
            "the index's partition attribute " + more[i].name + " needs a parameter of that name");
      value = it->second;
    }
    const std::string n = std::to_string(i + 1);
    ph->names.Add("#pk" + n, Json::String(more[i].name));
    ph->values.Add(":pk" + n, KeyValueJson(more[i].type, value));
    expr += " AND #pk" + n + " = :pk" + n;
  }
  return expr;
}

// The sort conditions, in key order: #sk/:sk for the first, #sk2/:sk2 ... for the next
// (a lone between's high bound is :sk2, as before multi-attribute keys; otherwise :skNhi).
Result<std::string> SortConditions(const AccessPattern& p, const PatternTarget& t,
                                   const TemplateValues& params, Placeholders* ph,
                                   const std::string& path) {
  const std::vector<const SortCondition*> conds = p.key->SortConditions();
  const std::string spath = Child(Child(path, "key"), "sort");
  std::string expr;
  for (size_t i = 0; i < conds.size(); ++i) {
    const SortCondition& s = *conds[i];
    const KeyAttribute& a = t.global_index ? t.global_index->sort_key[i] : *t.sort;
    const std::string cpath = p.key->sort_as_array ? Child(spath, i) : spath;
    const std::string suffix = i == 0 ? "" : std::to_string(i + 1);
    const std::string n = "#sk" + suffix, v = ":sk" + suffix;
    const std::string hi = conds.size() == 1 ? ":sk2" : v + "hi";
    Result<std::string> low = s.op == SortOp::kBeginsWith ? s.value.Prefix(Only(params, s.value))
                                                          : s.value.Render(params);
    if (!low.ok()) return PathError(Child(cpath, "value"), low.status().message());
    ph->names.Add(n, Json::String(a.name));
    ph->values.Add(v, KeyValueJson(a.type, *low));
    if (s.high) {
      Result<std::string> high = s.high->Render(params);
      if (!high.ok()) return PathError(Child(cpath, "high"), high.status().message());
      ph->values.Add(hi, KeyValueJson(a.type, *high));
    }
    expr += " AND " + SortExpression(s.op, n, v, hi);
  }
  return expr;
}

Result<std::string> KeyCondition(const AccessPattern& p, const PatternTarget& t, Placeholders* ph,
                                 const std::string& path) {
  const TemplateValues params = TemplateValuesOf(p.parameters);
  KS_ASSIGN_OR_RETURN(std::string expr, PartitionCondition(p, t, params, ph, path));
  KS_ASSIGN_OR_RETURN(std::string sort, SortConditions(p, t, params, ph, path));
  return expr + sort;
}

std::string Projection(const AccessPattern& p, Placeholders* ph) {
  std::string out;
  for (size_t i = 0; i < p.projection.size(); ++i) {
    const std::string name = "#p" + std::to_string(i);
    ph->names.Add(name, Json::String(p.projection[i]));
    out += (i ? ", " : "") + name;
  }
  return out;
}

void AddReadOptions(const AccessPattern& p, bool query, Json* r) {
  if (query && p.scan_index_forward) r->Add("ScanIndexForward", Json::Bool(*p.scan_index_forward));
  if (p.limit) r->Add("Limit", Json::Int(*p.limit));
  if (p.consistent_read) r->Add("ConsistentRead", Json::Bool(*p.consistent_read));
}

// Query, or a Scan when there is no key (scan_required).
Result<CompiledPattern> CompileRange(const Design& d, const AccessPattern& p,
                                     const std::string& path) {
  const PatternTarget t = TargetOf(d, p);
  CompiledPattern c;
  c.scan_required = !p.key;
  c.operation = c.scan_required ? "Scan" : "Query";
  Placeholders ph;
  std::string key_condition;
  if (p.key) {
    KS_ASSIGN_OR_RETURN(key_condition, KeyCondition(p, t, &ph, path));
  }
  const std::string projection = Projection(p, &ph);
  if (p.filter) KS_RETURN_IF_ERROR(ph.Merge(*p.filter, Child(path, "filter")));
  Json& r = c.request = Json::Object();
  r.Add("TableName", Json::String(p.table));
  if (p.index) r.Add("IndexName", Json::String(*p.index));
  if (p.key) r.Add("KeyConditionExpression", Json::String(key_condition));
  if (p.filter) r.Add("FilterExpression", Json::String(p.filter->expression));
  if (!projection.empty()) r.Add("ProjectionExpression", Json::String(projection));
  if (ph.names.size()) r.Add("ExpressionAttributeNames", ph.names);
  if (ph.values.size()) r.Add("ExpressionAttributeValues", ph.values);
  AddReadOptions(p, !c.scan_required, &r);
  return c;
}

Result<CompiledPattern> CompileGet(const Design& d, const AccessPattern& p,
                                   const std::string& path) {
  const PatternTarget t = TargetOf(d, p);
  CompiledPattern c;
  c.operation = "GetItem";
  Placeholders ph;
  KS_ASSIGN_OR_RETURN(Json key, RenderItemKey(p, t, path));
  const std::string projection = Projection(p, &ph);
  Json& r = c.request = Json::Object();
  r.Add("TableName", Json::String(p.table));
  r.Add("Key", std::move(key));
  if (!projection.empty()) {
    r.Add("ProjectionExpression", Json::String(projection));
    r.Add("ExpressionAttributeNames", ph.names);
  }
  if (p.consistent_read) r.Add("ConsistentRead", Json::Bool(*p.consistent_read));
  return c;
}

}  // namespace

Json KeyValueJson(AttrType type, const std::string& text) {
  Json v = Json::Object();
  v.Add(type == AttrType::kN ? "N" : type == AttrType::kB ? "B" : "S", Json::String(text));
  return v;
}

Result<Json> RenderItemKey(const AccessPattern& p, const PatternTarget& t,
                           const std::string& path) {
  const TemplateValues params = TemplateValuesOf(p.parameters);
  Json key = Json::Object();
  Result<std::string> pk = p.key->partition.Render(params);
  if (!pk.ok()) return PathError(Child(Child(path, "key"), "partition"), pk.status().message());
  key.Add(t.partition.name, KeyValueJson(t.partition.type, *pk));
  if (p.key->sort) {
    Result<std::string> sk = p.key->sort->value.Render(params);
    if (!sk.ok())
      return PathError(Child(Child(Child(path, "key"), "sort"), "value"), sk.status().message());
    key.Add(t.sort->name, KeyValueJson(t.sort->type, *sk));
  }
  return key;
}

Result<CompiledPattern> CompilePattern(const Design& d, size_t pattern,
                                       const std::vector<RenderedItem>& items) {
  return CompilePatternAs(d, pattern, d.patterns[pattern], items);
}

Result<CompiledPattern> CompilePatternAs(const Design& d, size_t pattern, const AccessPattern& p,
                                         const std::vector<RenderedItem>& items) {
  const std::string path = Child("/accessPatterns", pattern);
  switch (p.operation) {
    case Operation::kQuery:
    case Operation::kScan:
      return CompileRange(d, p, path);
    case Operation::kGetItem:
      if (!p.key) return CompileRange(d, p, path);
      return CompileGet(d, p, path);
    default:
      return CompileItemsPattern(d, p, items, path);
  }
}

}  // namespace keyscape::model
