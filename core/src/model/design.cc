#include "keyscape/model/design.h"

#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/enum_names.h"

namespace keyscape::model {
namespace {

constexpr base::EnumName<SortOp> kSortOps[] = {{SortOp::kEq, "="},
                                               {SortOp::kLt, "<"},
                                               {SortOp::kLe, "<="},
                                               {SortOp::kGt, ">"},
                                               {SortOp::kGe, ">="},
                                               {SortOp::kBetween, "between"},
                                               {SortOp::kBeginsWith, "begins_with"}};
constexpr base::EnumName<Operation> kOperations[] = {
    {Operation::kGetItem, "GetItem"},
    {Operation::kQuery, "Query"},
    {Operation::kScan, "Scan"},
    {Operation::kPutItem, "PutItem"},
    {Operation::kUpdateItem, "UpdateItem"},
    {Operation::kDeleteItem, "DeleteItem"},
    {Operation::kBatchGetItem, "BatchGetItem"},
    {Operation::kBatchWriteItem, "BatchWriteItem"},
    {Operation::kTransactGetItems, "TransactGetItems"},
    {Operation::kTransactWriteItems, "TransactWriteItems"}};
constexpr base::EnumName<ValueFormat> kFormats[] = {{ValueFormat::kIso8601, "iso8601"},
                                                    {ValueFormat::kEpochSeconds, "epoch-seconds"},
                                                    {ValueFormat::kEpochMillis, "epoch-millis"},
                                                    {ValueFormat::kUuid, "uuid"},
                                                    {ValueFormat::kUlid, "ulid"}};
constexpr base::EnumName<ProjectionKind> kProjections[] = {{ProjectionKind::kAll, "ALL"},
                                                           {ProjectionKind::kKeysOnly, "KEYS_ONLY"},
                                                           {ProjectionKind::kInclude, "INCLUDE"}};

// Names compared size first, then as bytes: the lookups run for every entity, key and
// attribute a design's readers and lint rules visit, and in the page's -Oz wasm the string
// comparison operator is a library call per candidate.
bool SameName(const std::string& a, std::string_view b) {
  return a.size() == b.size() && (b.empty() || std::memcmp(a.data(), b.data(), b.size()) == 0);
}

template <typename T>
const T* FindByName(const std::vector<T>& v, std::string_view name) {
  for (const T& x : v)
    if (SameName(x.name, name)) return &x;
  return nullptr;
}

}  // namespace

std::vector<KeyAttribute> TableModel::AllKeyAttributes() const {
  std::vector<KeyAttribute> out;
  auto add = [&](const KeyAttribute& k) {
    for (const KeyAttribute& o : out)
      if (o.name == k.name) return;
    out.push_back(k);
  };
  add(partition_key);
  if (sort_key) add(*sort_key);
  for (const GlobalIndex& g : global_indexes) {
    for (const KeyAttribute& k : g.partition_key) add(k);
    for (const KeyAttribute& k : g.sort_key) add(k);
  }
  for (const LocalIndex& l : local_indexes) add(l.sort_key);
  return out;
}

const GlobalIndex* TableModel::FindGlobalIndex(std::string_view name) const {
  return FindByName(global_indexes, name);
}
const LocalIndex* TableModel::FindLocalIndex(std::string_view name) const {
  return FindByName(local_indexes, name);
}
const AttributeSpec* Entity::FindAttribute(std::string_view name) const {
  return FindByName(attributes, name);
}
const EntityKey* Entity::FindKey(std::string_view attribute) const {
  for (const EntityKey& k : keys)
    if (SameName(k.attribute, attribute)) return &k;
  return nullptr;
}
const TableModel* Design::FindTable(std::string_view name) const {
  return FindByName(tables, name);
}
const Entity* Design::FindEntity(std::string_view name) const { return FindByName(entities, name); }

const char* SortOpText(SortOp op) { return base::NameOf(kSortOps, op, "="); }
bool ParseSortOp(std::string_view text, SortOp* out) { return base::ValueOf(kSortOps, text, out); }

std::vector<const SortCondition*> PatternKey::SortConditions() const {
  std::vector<const SortCondition*> out;
  if (!sort) return out;
  out.push_back(&*sort);
  for (const SortCondition& c : more_sort) out.push_back(&c);
  return out;
}

const SortCondition* PatternKey::LastSort() const {
  if (!sort) return nullptr;
  return more_sort.empty() ? &*sort : &more_sort.back();
}
const char* OperationName(Operation op) { return base::NameOf(kOperations, op, "Query"); }
bool ParseOperation(std::string_view text, Operation* out) {
  return base::ValueOf(kOperations, text, out);
}
const char* ValueFormatName(ValueFormat f) { return base::NameOf(kFormats, f, ""); }
bool ParseValueFormat(std::string_view text, ValueFormat* out) {
  return base::ValueOf(kFormats, text, out);
}
const char* ProjectionKindName(ProjectionKind k) { return base::NameOf(kProjections, k, "ALL"); }
bool ParseProjectionKind(std::string_view text, ProjectionKind* out) {
  return base::ValueOf(kProjections, text, out);
}

bool IsWriteOperation(Operation op) {
  return op == Operation::kPutItem || op == Operation::kUpdateItem ||
         op == Operation::kDeleteItem || op == Operation::kBatchWriteItem ||
         op == Operation::kTransactWriteItems;
}

}  // namespace keyscape::model
