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

std::string SortExpression(SortOp op) {
  switch (op) {
    case SortOp::kBeginsWith:
      return "begins_with(#sk, :sk)";
    case SortOp::kBetween:
      return "#sk BETWEEN :sk AND :sk2";
    default:
      return std::string("#sk ") + SortOpText(op) + " :sk";
  }
}

Result<std::string> KeyCondition(const AccessPattern& p, const PatternTarget& t, Placeholders* ph,
                                 const std::string& path) {
  const TemplateValues params = TemplateValuesOf(p.parameters);
  const std::string kpath = Child(path, "key");
  Result<std::string> pk = p.key->partition.Render(params);
  if (!pk.ok()) return PathError(Child(kpath, "partition"), pk.status().message());
  ph->names.Add("#pk", Json::String(t.partition.name));
  ph->values.Add(":pk", KeyValueJson(t.partition.type, *pk));
  std::string expr = "#pk = :pk";
  // A multi-attribute GSI partition key: `key.partition` gives the first attribute; each
  // further one is `=` the parameter of the same name.
  if (t.global_index) {
    const auto& more = t.global_index->partition_key;
    for (size_t i = 1; i < more.size(); ++i) {
      auto it = params.find(more[i].name);
      if (it == params.end())
        return PathError(
            Child(path, "parameters"),
            "the index's partition attribute " + more[i].name + " needs a parameter of that name");
      const std::string n = std::to_string(i + 1);
      ph->names.Add("#pk" + n, Json::String(more[i].name));
      ph->values.Add(":pk" + n, KeyValueJson(more[i].type, it->second));
      expr += " AND #pk" + n + " = :pk" + n;
    }
  }
  if (!p.key->sort) return expr;
  const SortCondition& s = *p.key->sort;
  const std::string spath = Child(kpath, "sort");
  Result<std::string> low =
      s.op == SortOp::kBeginsWith ? s.value.Prefix(Only(params, s.value)) : s.value.Render(params);
  if (!low.ok()) return PathError(Child(spath, "value"), low.status().message());
  ph->names.Add("#sk", Json::String(t.sort->name));
  ph->values.Add(":sk", KeyValueJson(t.sort->type, *low));
  if (s.high) {
    Result<std::string> high = s.high->Render(params);
    if (!high.ok()) return PathError(Child(spath, "high"), high.status().message());
    ph->values.Add(":sk2", KeyValueJson(t.sort->type, *high));
  }
  return expr + " AND " + SortExpression(s.op);
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
