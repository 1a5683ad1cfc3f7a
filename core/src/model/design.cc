#include "keyscape/model/design.h"

#include "model_names.h"

namespace keyscape::model {
namespace {

template <typename T>
const T* FindByName(const std::vector<T>& v, std::string_view name) {
  for (const T& x : v)
    if (x.name == name) return &x;
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
    if (k.attribute == attribute) return &k;
  return nullptr;
}
const TableModel* Design::FindTable(std::string_view name) const {
  return FindByName(tables, name);
}
const Entity* Design::FindEntity(std::string_view name) const { return FindByName(entities, name); }

const char* SortOpText(SortOp op) {
  switch (op) {
    case SortOp::kEq:
      return "=";
    case SortOp::kLt:
      return "<";
    case SortOp::kLe:
      return "<=";
    case SortOp::kGt:
      return ">";
    case SortOp::kGe:
      return ">=";
    case SortOp::kBetween:
      return "between";
    case SortOp::kBeginsWith:
      return "begins_with";
  }
  return "=";
}

const char* OperationName(Operation op) {
  switch (op) {
    case Operation::kGetItem:
      return "GetItem";
    case Operation::kQuery:
      return "Query";
    case Operation::kScan:
      return "Scan";
    case Operation::kPutItem:
      return "PutItem";
    case Operation::kUpdateItem:
      return "UpdateItem";
    case Operation::kDeleteItem:
      return "DeleteItem";
    case Operation::kBatchGetItem:
      return "BatchGetItem";
    case Operation::kBatchWriteItem:
      return "BatchWriteItem";
    case Operation::kTransactGetItems:
      return "TransactGetItems";
    case Operation::kTransactWriteItems:
      return "TransactWriteItems";
  }
  return "Query";
}

bool IsWriteOperation(Operation op) {
  return op == Operation::kPutItem || op == Operation::kUpdateItem ||
         op == Operation::kDeleteItem || op == Operation::kBatchWriteItem ||
         op == Operation::kTransactWriteItems;
}

}  // namespace keyscape::model
