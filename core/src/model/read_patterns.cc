// ReadPattern and ReadPrices: the "accessPatterns" and "prices" sections of a model file.
#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "read_internal.h"

namespace keyscape::model {

using base::Child;
using base::Fields;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using value::AttributeValue;
using value::AttrMap;
using value::ParseAttributeValue;
using value::ParseAttrMap;
namespace {

Result<SortCondition> ReadSort(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(j, path, {"op", "value", "high"}));
  KS_ASSIGN_OR_RETURN(std::string op, f.String("op"));
  SortCondition c;
  if (!ParseSortOp(op, &c.op))
    return PathError(f.PathOf("op"), "must be one of = < <= > >= between begins_with");
  KS_ASSIGN_OR_RETURN(c.value, ReadTemplate(f.Get("value"), f.PathOf("value")));
  if (c.op == SortOp::kBetween) {
    KS_ASSIGN_OR_RETURN(KeyTemplate high, ReadTemplate(f.Get("high"), f.PathOf("high")));
    c.high = std::move(high);
  } else if (f.Get("high")) {
    return PathError(f.PathOf("high"), "only a between condition has a high bound");
  }
  return c;
}

// `partition`: a template, or an array of 1..4 (a multi-attribute partition key).
Status ReadPartitions(const Json& j, const std::string& path, PatternKey* k) {
  if (!j.is_array()) {
    KS_ASSIGN_OR_RETURN(k->partition, ReadTemplate(&j, path));
    return Status::Ok();
  }
  if (j.array().empty() || j.array().size() > 4)
    return PathError(path, "a multi-attribute partition key has 1 to 4 templates");
  k->partition_as_array = true;
  for (size_t i = 0; i < j.array().size(); ++i) {
    KS_ASSIGN_OR_RETURN(KeyTemplate t, ReadTemplate(&j.array()[i], Child(path, i)));
    if (i == 0)
      k->partition = std::move(t);
    else
      k->more_partition.push_back(std::move(t));
  }
  return Status::Ok();
}

// `sort`: a condition, or an array of 1..4 (a multi-attribute sort key, in key order).
Status ReadSorts(const Json& j, const std::string& path, PatternKey* k) {
  if (!j.is_array()) {
    KS_ASSIGN_OR_RETURN(SortCondition c, ReadSort(j, path));
    k->sort = std::move(c);
    return Status::Ok();
  }
  if (j.array().empty() || j.array().size() > 4)
    return PathError(path, "a multi-attribute sort key has 1 to 4 conditions");
  k->sort_as_array = true;
  for (size_t i = 0; i < j.array().size(); ++i) {
    KS_ASSIGN_OR_RETURN(SortCondition c, ReadSort(j.array()[i], Child(path, i)));
    if (i == 0)
      k->sort = std::move(c);
    else
      k->more_sort.push_back(std::move(c));
  }
  return Status::Ok();
}

Result<PatternKey> ReadKey(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(j, path, {"partition", "sort"}));
  PatternKey k;
  const Json* partition = f.Get("partition");
  if (!partition) {
    KS_ASSIGN_OR_RETURN(k.partition, ReadTemplate(partition, f.PathOf("partition")));
  } else {
    KS_RETURN_IF_ERROR(ReadPartitions(*partition, f.PathOf("partition"), &k));
  }
  if (const Json* s = f.Get("sort")) KS_RETURN_IF_ERROR(ReadSorts(*s, f.PathOf("sort"), &k));
  return k;
}

Result<ExpressionSpec> ReadExpression(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(j, path, {"expression", "names", "values"}));
  ExpressionSpec e;
  KS_ASSIGN_OR_RETURN(e.expression, f.String("expression"));
  KS_ASSIGN_OR_RETURN(const Json* names, f.Object("names", false));
  for (const auto& [k, v] : names ? names->members() : std::vector<Json::Member>{})
    if (!v.is_string() || v.string_value().empty())
      return PathError(Child(f.PathOf("names"), k), "must be an attribute name");
  KS_ASSIGN_OR_RETURN(const Json* values, f.Object("values", false));
  for (const auto& [k, v] : values ? values->members() : std::vector<Json::Member>{}) {
    Result<AttributeValue> av = ParseAttributeValue(v);
    if (!av.ok()) return PathError(Child(f.PathOf("values"), k), av.status().message());
  }
  if (names) e.names = *names;
  if (values) e.values = *values;
  return e;
}

Result<Operation> ReadOperation(const Fields& f) {
  KS_ASSIGN_OR_RETURN(std::string name, f.String("operation"));
  Operation op;
  if (ParseOperation(name, &op)) return op;
  return PathError(f.PathOf("operation"),
                   "must be GetItem, Query, Scan, PutItem, UpdateItem, DeleteItem, BatchGetItem, "
                   "BatchWriteItem, TransactGetItems or TransactWriteItems");
}

Status ReadReadOptions(const Fields& f, AccessPattern* p) {
  if (const Json* fl = f.Get("filter")) {
    KS_ASSIGN_OR_RETURN(ExpressionSpec e, ReadExpression(*fl, f.PathOf("filter")));
    p->filter = std::move(e);
  }
  KS_ASSIGN_OR_RETURN(const Json* proj, f.Array("projection", false));
  if (proj && proj->array().empty())
    return PathError(f.PathOf("projection"), "must name at least one attribute");
  for (size_t i = 0; proj && i < proj->array().size(); ++i) {
    const Json& a = proj->array()[i];
    if (!a.is_string() || a.string_value().empty())
      return PathError(Child(f.PathOf("projection"), i), "must be an attribute name");
    p->projection.push_back(a.string_value());
  }
  KS_ASSIGN_OR_RETURN(p->scan_index_forward, f.OptBool("scanIndexForward"));
  KS_ASSIGN_OR_RETURN(p->limit, f.OptInt("limit", 1));
  KS_ASSIGN_OR_RETURN(p->consistent_read, f.OptBool("consistentRead"));
  return Status::Ok();
}

Status ReadWriteOptions(const Fields& f, AccessPattern* p) {
  if (const Json* u = f.Get("update")) {
    if (p->operation != Operation::kUpdateItem)
      return PathError(f.PathOf("update"), "only an UpdateItem pattern has an update expression");
    KS_ASSIGN_OR_RETURN(ExpressionSpec e, ReadExpression(*u, f.PathOf("update")));
    p->update = std::move(e);
  }
  if (const Json* c = f.Get("condition")) {
    if (p->operation != Operation::kPutItem && p->operation != Operation::kUpdateItem &&
        p->operation != Operation::kDeleteItem)
      return PathError(f.PathOf("condition"),
                       "only a PutItem, UpdateItem or DeleteItem pattern has a condition");
    KS_ASSIGN_OR_RETURN(ExpressionSpec e, ReadExpression(*c, f.PathOf("condition")));
    p->condition = std::move(e);
  }
  KS_ASSIGN_OR_RETURN(const Json* item, f.Object("item", false));
  if (item) {
    if (p->operation != Operation::kPutItem)
      return PathError(f.PathOf("item"), "only a PutItem pattern writes an item of its own");
    if (p->entity)
      return PathError(f.PathOf("item"), "a pattern writes its entity's item or its own, not both");
    Result<AttrMap> parsed = ParseAttrMap(*item);
    if (!parsed.ok()) return PathError(f.PathOf("item"), parsed.status().message());
    p->item = *item;
  }
  KS_ASSIGN_OR_RETURN(p->items_per_request, f.OptInt("itemsPerRequest", 1));
  bool multi = p->operation == Operation::kBatchGetItem ||
               p->operation == Operation::kBatchWriteItem ||
               p->operation == Operation::kTransactGetItems ||
               p->operation == Operation::kTransactWriteItems;
  if (p->items_per_request && !multi)
    return PathError(f.PathOf("itemsPerRequest"), "only batch and transaction patterns have it");
  int64_t cap = p->operation == Operation::kBatchGetItem     ? 100
                : p->operation == Operation::kBatchWriteItem ? 25
                                                             : 100;
  if (p->items_per_request && *p->items_per_request > cap)
    return PathError(f.PathOf("itemsPerRequest"), std::string("at most ") + std::to_string(cap) +
                                                      " for " + OperationName(p->operation));
  return Status::Ok();
}

Status ReadRateAndExpect(const Fields& f, AccessPattern* p) {
  KS_ASSIGN_OR_RETURN(const Json* rate, f.Object("rate", false));
  if (rate) {
    KS_ASSIGN_OR_RETURN(Fields r, Fields::Of(*rate, f.PathOf("rate"), {"perSecond"}));
    KS_ASSIGN_OR_RETURN(p->rate_per_second, r.OptNumber("perSecond", 0));
    if (!p->rate_per_second) return PathError(r.PathOf("perSecond"), "required");
    p->rate = *rate;
  }
  KS_ASSIGN_OR_RETURN(const Json* expect, f.Object("expect", false));
  if (!expect) return Status::Ok();
  KS_ASSIGN_OR_RETURN(Fields e, Fields::Of(*expect, f.PathOf("expect"), {"count", "keys"}));
  KS_ASSIGN_OR_RETURN(std::optional<int64_t> count, e.OptInt("count", 0));
  KS_ASSIGN_OR_RETURN(const Json* keys, e.Array("keys", false));
  if (!count && !keys) return PathError(e.path(), "states a count, keys, or both");
  for (size_t i = 0; keys && i < keys->array().size(); ++i) {
    const Json& k = keys->array()[i];
    KS_RETURN_IF_ERROR(CheckScalarMap(k, Child(e.PathOf("keys"), i)));
    if (k.members().empty()) return PathError(Child(e.PathOf("keys"), i), "names a key attribute");
  }
  p->expect = *expect;
  return Status::Ok();
}

}  // namespace

Result<AccessPattern> ReadPattern(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(
      Fields f, Fields::Of(j, path,
                           {"name", "description", "table", "index", "entity", "operation", "key",
                            "parameters", "filter", "projection", "scanIndexForward", "limit",
                            "consistentRead", "update", "condition", "item", "itemsPerRequest",
                            "rate", "expect"}));
  AccessPattern p;
  KS_ASSIGN_OR_RETURN(p.name, f.String("name"));
  KS_ASSIGN_OR_RETURN(p.description, f.OptString("description"));
  KS_ASSIGN_OR_RETURN(p.table, f.String("table"));
  KS_ASSIGN_OR_RETURN(p.index, f.OptString("index"));
  KS_ASSIGN_OR_RETURN(p.entity, f.OptString("entity"));
  KS_ASSIGN_OR_RETURN(p.operation, ReadOperation(f));
  if (const Json* k = f.Get("key")) {
    KS_ASSIGN_OR_RETURN(PatternKey key, ReadKey(*k, f.PathOf("key")));
    p.key = std::move(key);
  }
  KS_ASSIGN_OR_RETURN(const Json* params, f.Object("parameters", false));
  if (params) {
    KS_RETURN_IF_ERROR(CheckScalarMap(*params, f.PathOf("parameters")));
    p.parameters = *params;
  }
  KS_RETURN_IF_ERROR(ReadReadOptions(f, &p));
  KS_RETURN_IF_ERROR(ReadWriteOptions(f, &p));
  KS_RETURN_IF_ERROR(ReadRateAndExpect(f, &p));
  return p;
}

Result<Prices> ReadPrices(const Json& j, const std::string& path) {
  KS_ASSIGN_OR_RETURN(Fields f,
                      Fields::Of(j, path,
                                 {"region", "date", "source", "readRequestUnit", "writeRequestUnit",
                                  "rcuHour", "wcuHour", "gbMonth", "hoursPerMonth"}));
  Prices p;
  KS_ASSIGN_OR_RETURN(p.region, f.String("region"));
  KS_ASSIGN_OR_RETURN(std::optional<std::string> date, f.OptString("date"));
  KS_ASSIGN_OR_RETURN(std::optional<std::string> source, f.OptString("source"));
  p.date = date.value_or("");
  p.source = source.value_or("");
  struct {
    const char* name;
    double* out;
  } const numbers[] = {{"readRequestUnit", &p.read_request_unit},
                       {"writeRequestUnit", &p.write_request_unit},
                       {"rcuHour", &p.rcu_hour},
                       {"wcuHour", &p.wcu_hour},
                       {"gbMonth", &p.gb_month}};
  for (const auto& n : numbers) {
    KS_ASSIGN_OR_RETURN(std::optional<double> v, f.OptNumber(n.name, 0));
    if (!v) return PathError(f.PathOf(n.name), "required");
    *n.out = *v;
  }
  KS_ASSIGN_OR_RETURN(std::optional<double> hours, f.OptNumber("hoursPerMonth", 0));
  if (hours && *hours <= 0) return PathError(f.PathOf("hoursPerMonth"), "must be more than 0");
  p.hours_per_month = hours.value_or(730);
  return p;
}

}  // namespace keyscape::model
