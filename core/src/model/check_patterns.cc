// CheckPatterns: each access pattern names what exists, and its key templates can be
// rendered from its parameters.
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/model/pattern_target.h"
#include "keyscape/value/attribute_value.h"
#include "read_internal.h"

namespace keyscape::model {

using base::Child;
using base::PathError;
using base::Status;
using value::AttrType;
namespace {

// Reads without a key compile to a Scan (a scan-required finding); writes need one.
bool NeedsKey(Operation op) {
  return op != Operation::kScan && op != Operation::kQuery && op != Operation::kGetItem;
}

Status CheckParameters(const AccessPattern& p, const KeyTemplate& t, const std::string& path) {
  for (const std::string& a : t.Attributes())
    if (p.parameters.is_null() || !p.parameters.Find(a))
      return PathError(path, "template refers to parameter " + a +
                                 ", which the pattern's parameters do not give");
  return Status::Ok();
}

// How many partition and sort attributes the target's key has.
size_t PartitionCount(const PatternTarget& t) {
  return t.global_index ? t.global_index->partition_key.size() : 1;
}
size_t SortCount(const PatternTarget& t) {
  if (t.global_index) return t.global_index->sort_key.size();
  return t.sort ? 1 : 0;
}
const KeyAttribute& SortAttribute(const PatternTarget& t, size_t i) {
  return t.global_index ? t.global_index->sort_key[i] : *t.sort;
}

std::string TargetName(const AccessPattern& p) {
  return p.index ? "index " + *p.index : "table " + p.table;
}

// The partition templates: no more than the key has attributes (fewer is left to lint's
// multi-key-skipped-attribute: DynamoDB refuses the Query, and the pattern shows why).
Status CheckPartitions(const AccessPattern& p, const PatternTarget& t, const std::string& kpath) {
  const std::string ppath = Child(kpath, "partition");
  const size_t given = 1 + p.key->more_partition.size();
  if (given > PartitionCount(t))
    return PathError(ppath, TargetName(p) + " has " + std::to_string(PartitionCount(t)) +
                                " partition key attribute(s), not " + std::to_string(given));
  KS_RETURN_IF_ERROR(CheckParameters(p, p.key->partition, p.key->partition_as_array
                                                              ? Child(ppath, size_t{0})
                                                              : ppath));
  for (size_t i = 0; i < p.key->more_partition.size(); ++i)
    KS_RETURN_IF_ERROR(CheckParameters(p, p.key->more_partition[i], Child(ppath, i + 1)));
  return Status::Ok();
}

Status CheckSort(const AccessPattern& p, const SortCondition& c, const KeyAttribute& a,
                 const std::string& spath) {
  if (c.op == SortOp::kBeginsWith && a.type == AttrType::kN)
    return PathError(Child(spath, "op"), "begins_with needs a sort key of type S or B");
  KS_RETURN_IF_ERROR(CheckParameters(p, c.value, Child(spath, "value")));
  if (c.high) KS_RETURN_IF_ERROR(CheckParameters(p, *c.high, Child(spath, "high")));
  return Status::Ok();
}

Status CheckKey(const AccessPattern& p, const PatternTarget& t, const std::string& path) {
  const std::string kpath = Child(path, "key");
  if (!p.key) {
    if (NeedsKey(p.operation))
      return PathError(kpath, std::string(OperationName(p.operation)) + " needs a key");
    return Status::Ok();
  }
  if (p.operation == Operation::kScan) return PathError(kpath, "a Scan has no key");
  KS_RETURN_IF_ERROR(CheckPartitions(p, t, kpath));
  if (!p.key->sort) return Status::Ok();
  const std::string spath = Child(kpath, "sort");
  if (!t.sort) return PathError(spath, TargetName(p) + " has no sort key");
  const std::vector<const SortCondition*> conds = p.key->SortConditions();
  if (conds.size() > SortCount(t))
    return PathError(spath, TargetName(p) + " has " + std::to_string(SortCount(t)) +
                                " sort key attribute(s), not " + std::to_string(conds.size()));
  for (size_t i = 0; i < conds.size(); ++i)
    KS_RETURN_IF_ERROR(CheckSort(p, *conds[i], SortAttribute(t, i),
                                 p.key->sort_as_array ? Child(spath, i) : spath));
  return Status::Ok();
}

// Single-item operations address one item: the table's full primary key, with "=".
Status CheckItemKey(const AccessPattern& p, const PatternTarget& t, const std::string& path) {
  bool single = p.operation != Operation::kQuery && p.operation != Operation::kScan;
  if (!single || !p.key) return Status::Ok();
  if (p.index)
    return PathError(Child(path, "index"), std::string(OperationName(p.operation)) +
                                               " reads and writes the table, not an index");
  if (t.sort && !p.key->sort)
    return PathError(Child(Child(path, "key"), "sort"),
                     "the table has a sort key: the item's key needs it (op \"=\")");
  if (p.key->sort && p.key->sort->op != SortOp::kEq)
    return PathError(
        Child(Child(Child(path, "key"), "sort"), "op"),
        std::string(OperationName(p.operation)) + " addresses one item: the op is \"=\"");
  return Status::Ok();
}

Status CheckPattern(const Design& d, const AccessPattern& p, const std::string& path) {
  const TableModel* table = d.FindTable(p.table);
  if (!table) return PathError(Child(path, "table"), "there is no table " + p.table);
  if (p.index && !table->FindGlobalIndex(*p.index) && !table->FindLocalIndex(*p.index))
    return PathError(Child(path, "index"), "table " + p.table + " has no index " + *p.index);
  if (p.entity) {
    const Entity* e = d.FindEntity(*p.entity);
    if (!e) return PathError(Child(path, "entity"), "there is no entity " + *p.entity);
    if (e->table != p.table)
      return PathError(Child(path, "entity"),
                       "entity " + e->name + " is in table " + e->table + ", not " + p.table);
  }
  const bool own_item = !p.item.is_null();  // a PutItem with its own item
  if (IsWriteOperation(p.operation) && p.operation != Operation::kDeleteItem &&
      p.operation != Operation::kUpdateItem && !p.entity && !own_item)
    return PathError(Child(path, "entity"),
                     "a write pattern names the entity whose items it writes");
  if (p.operation == Operation::kUpdateItem && !p.update)
    return PathError(Child(path, "update"), "an UpdateItem pattern has an update expression");
  PatternTarget t = TargetOf(d, p);
  KS_RETURN_IF_ERROR(CheckKey(p, t, path));
  return CheckItemKey(p, t, path);
}

}  // namespace

Status CheckPatterns(const Design& d) {
  for (size_t i = 0; i < d.patterns.size(); ++i)
    for (size_t k = 0; k < i; ++k)
      if (d.patterns[i].name == d.patterns[k].name)
        return PathError(Child(Child("/accessPatterns", i), "name"),
                         "access pattern " + d.patterns[i].name + " is defined twice");
  for (size_t i = 0; i < d.patterns.size(); ++i)
    KS_RETURN_IF_ERROR(CheckPattern(d, d.patterns[i], Child("/accessPatterns", i)));
  return Status::Ok();
}

}  // namespace keyscape::model
