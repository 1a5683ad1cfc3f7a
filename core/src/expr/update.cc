#include "keyscape/expr/update.h"

#include <algorithm>
#include <utility>

#include "keyscape/base/status.h"
#include "keyscape/expr/evaluate.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/number.h"

namespace keyscape::expr {

using base::Result;
using base::Status;
using value::AttrEquals;
using value::AttributeValue;
using value::AttrType;
using value::Item;
using value::Number;
using value::RemoveAttr;
using value::SetAttr;

namespace {

const char kMissingOperand[] =
    "The provided expression refers to an attribute that does not exist in the item";
const char kWrongType[] = "An operand in the update expression has an incorrect data type";
const char kBadPath[] = "The document path provided in the update expression is invalid for update";

Status Invalid(const char* m) { return Status::Validation(m); }

// Arithmetic results are checked like stored numbers, except that DynamoDB reports too
// many digits as an overflow.
Result<AttributeValue> Arithmetic(const AttributeValue& a, const AttributeValue& b, bool add) {
  if (a.type != AttrType::kN || b.type != AttrType::kN) return Invalid(kWrongType);
  KS_ASSIGN_OR_RETURN(Number x, Number::ParseUnchecked(a.scalar));
  KS_ASSIGN_OR_RETURN(Number y, Number::ParseUnchecked(b.scalar));
  Number r = add ? Number::Add(x, y) : Number::Subtract(x, y);
  Status limits = r.CheckLimits();
  if (!limits.ok()) {
    if (limits.message() == value::kNumberPrecision)
      return Status::Validation(value::kNumberOverflow);
    return limits;
  }
  return AttributeValue::N(r.ToString());
}

Result<AttributeValue> EvalValue(const Node& n, const Item& original) {
  switch (n.type) {
    case NodeType::kValue:
      return n.value;
    case NodeType::kPath: {
      const AttributeValue* v = ResolvePath(original, n.path);
      if (v == nullptr) return Invalid(kMissingOperand);
      return *v;
    }
    case NodeType::kPlus:
    case NodeType::kMinus: {
      KS_ASSIGN_OR_RETURN(AttributeValue a, EvalValue(n.children[0], original));
      KS_ASSIGN_OR_RETURN(AttributeValue b, EvalValue(n.children[1], original));
      return Arithmetic(a, b, n.type == NodeType::kPlus);
    }
    case NodeType::kFunction:
      if (n.name == "if_not_exists") {
        if (const AttributeValue* v = ResolvePath(original, n.children[0].path)) return *v;
        return EvalValue(n.children[1], original);
      }
      if (n.name == "list_append") {
        KS_ASSIGN_OR_RETURN(AttributeValue a, EvalValue(n.children[0], original));
        KS_ASSIGN_OR_RETURN(AttributeValue b, EvalValue(n.children[1], original));
        if (a.type != AttrType::kL || b.type != AttrType::kL) return Invalid(kWrongType);
        for (AttributeValue& e : b.list) a.list.push_back(std::move(e));
        return a;
      }
      return Invalid(kWrongType);
    default:
      return Invalid(kWrongType);
  }
}

// The value at the first `len` elements of `path` in `item`, to change in place.
AttributeValue* FindMutable(Item& item, const DocumentPath& path, size_t len) {
  // `item` is not const, so neither is what ResolvePathPrefix finds in it.
  return const_cast<AttributeValue*>(ResolvePathPrefix(item, path, len));
}

// The container that holds the last element of `path`, checked to be of the kind the
// last element needs. nullptr when the path is top-level.
Result<AttributeValue*> Parent(Item& item, const DocumentPath& path) {
  if (path.size() == 1) return static_cast<AttributeValue*>(nullptr);
  AttributeValue* parent = FindMutable(item, path, path.size() - 1);
  if (parent == nullptr) return Invalid(kBadPath);
  AttrType want = path.back().is_index() ? AttrType::kL : AttrType::kM;
  if (parent->type != want) return Invalid(kBadPath);
  return parent;
}

Status SetAt(Item& item, const DocumentPath& path, AttributeValue v) {
  KS_ASSIGN_OR_RETURN(AttributeValue * parent, Parent(item, path));
  if (parent == nullptr) {
    SetAttr(item, path[0].name, std::move(v));
  } else if (path.back().is_index()) {
    uint32_t i = path.back().index;
    if (i < parent->list.size()) {
      parent->list[i] = std::move(v);
    } else {
      parent->list.push_back(std::move(v));
    }
  } else {
    SetAttr(parent->map, path.back().name, std::move(v));
  }
  return Status::Ok();
}

Status RemoveAt(Item& item, const DocumentPath& path) {
  KS_ASSIGN_OR_RETURN(AttributeValue * parent, Parent(item, path));
  if (parent == nullptr) {
    RemoveAttr(item, path[0].name);
  } else if (path.back().is_index()) {
    uint32_t i = path.back().index;
    if (i < parent->list.size()) parent->list.erase(parent->list.begin() + i);
  } else {
    RemoveAttr(parent->map, path.back().name);
  }
  return Status::Ok();
}

bool IsSet(AttrType t) { return t == AttrType::kSS || t == AttrType::kNS || t == AttrType::kBS; }

bool SetHas(const AttributeValue& set, const std::string& element) {
  if (set.type == AttrType::kNS) {
    AttributeValue e = AttributeValue::N(element);
    for (const std::string& x : set.set) {
      if (AttrEquals(AttributeValue::N(x), e)) return true;
    }
    return false;
  }
  return std::find(set.set.begin(), set.set.end(), element) != set.set.end();
}

// A string or binary set as DynamoDB returns it after ADD: its members in unsigned byte
// order (issue 24, observed against DynamoDB); number sets keep their order.
void InByteOrder(AttributeValue* set) {
  if (set->type != AttrType::kSS && set->type != AttrType::kBS) return;
  std::sort(set->set.begin(), set->set.end(), [](const std::string& a, const std::string& b) {
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
      return static_cast<unsigned char>(x) < static_cast<unsigned char>(y);
    });
  });
}

Status AddAt(Item& item, const DocumentPath& path, const AttributeValue& v) {
  KS_RETURN_IF_ERROR(Parent(item, path).status());
  AttributeValue* cur = FindMutable(item, path, path.size());
  if (cur == nullptr) {
    KS_RETURN_IF_ERROR(SetAt(item, path, v));
    if (AttributeValue* added = FindMutable(item, path, path.size())) InByteOrder(added);
    return Status::Ok();
  }
  if (v.type == AttrType::kN) {
    KS_ASSIGN_OR_RETURN(AttributeValue sum, Arithmetic(*cur, v, true));
    *cur = std::move(sum);
    return Status::Ok();
  }
  if (!IsSet(v.type) || cur->type != v.type) return Invalid(kWrongType);
  for (const std::string& e : v.set) {
    if (!SetHas(*cur, e)) cur->set.push_back(e);
  }
  InByteOrder(cur);
  return Status::Ok();
}

Status DeleteAt(Item& item, const DocumentPath& path, const AttributeValue& v) {
  KS_RETURN_IF_ERROR(Parent(item, path).status());
  AttributeValue* cur = FindMutable(item, path, path.size());
  if (cur == nullptr) return Status::Ok();
  if (!IsSet(v.type) || cur->type != v.type) return Invalid(kWrongType);
  std::vector<std::string> kept;
  for (const std::string& e : cur->set) {
    if (!SetHas(v, e)) kept.push_back(e);
  }
  if (kept.empty()) return RemoveAt(item, path);
  cur->set = std::move(kept);
  return Status::Ok();
}

// A total order of paths: names by text, a name before an index at the same depth, a
// prefix before its extensions, and list indexes at the same place ascending (or
// descending when `high_index_first`).
bool PathBefore(const DocumentPath& a, const DocumentPath& b, bool high_index_first) {
  size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; ++i) {
    const PathElement& x = a[i];
    const PathElement& y = b[i];
    if (x.kind != y.kind) return !x.is_index();
    if (x.is_index()) {
      if (x.index != y.index) return high_index_first ? x.index > y.index : x.index < y.index;
    } else if (x.name != y.name) {
      return x.name < y.name;
    }
  }
  return a.size() < b.size();
}

// REMOVE order: under a common prefix, higher list indexes first, so removing one list
// element never shifts another still to be removed.
bool RemoveBefore(const DocumentPath* a, const DocumentPath* b) { return PathBefore(*a, *b, true); }

// SET order: under a common prefix, lower list indexes first, so SETs past the end of a
// list append in index order whatever order they are written in (issue 24, observed
// against DynamoDB). SET paths never overlap, so the order changes nothing else.
bool SetBefore(const DocumentPath* a, const DocumentPath* b) { return PathBefore(*a, *b, false); }

}  // namespace

Status CheckUpdateKeyAttributes(const UpdateExpression& update,
                                const std::vector<std::string>& key_names) {
  for (const UpdateAction& a : update.actions) {
    const std::string& head = a.path[0].name;
    if (std::find(key_names.begin(), key_names.end(), head) != key_names.end()) {
      return Status::Validation(
          "One or more parameter values were invalid: Cannot update "
          "attribute " +
          head + ". This attribute is part of the key");
    }
  }
  return Status::Ok();
}

Status ApplyUpdate(const UpdateExpression& update, Item* item,
                   const std::vector<std::string>& key_names) {
  KS_RETURN_IF_ERROR(CheckUpdateKeyAttributes(update, key_names));
  const Item& original = *item;
  // Each SET's value is evaluated against the item as it was, then applied in SetBefore order.
  std::vector<std::pair<const DocumentPath*, AttributeValue>> sets;
  for (const UpdateAction& a : update.actions) {
    if (a.kind != UpdateAction::Kind::kSet) continue;
    KS_ASSIGN_OR_RETURN(AttributeValue v, EvalValue(a.value, original));
    sets.emplace_back(&a.path, std::move(v));
  }
  std::stable_sort(sets.begin(), sets.end(),
                   [](const auto& x, const auto& y) { return SetBefore(x.first, y.first); });
  Item working = *item;
  for (auto& [path, value] : sets) KS_RETURN_IF_ERROR(SetAt(working, *path, std::move(value)));
  std::vector<const DocumentPath*> removals;
  for (const UpdateAction& a : update.actions) {
    switch (a.kind) {
      case UpdateAction::Kind::kSet:
        break;
      case UpdateAction::Kind::kAdd:
        KS_RETURN_IF_ERROR(AddAt(working, a.path, a.value.value));
        break;
      case UpdateAction::Kind::kDelete:
        KS_RETURN_IF_ERROR(DeleteAt(working, a.path, a.value.value));
        break;
      case UpdateAction::Kind::kRemove:
        removals.push_back(&a.path);
        break;
    }
  }
  std::stable_sort(removals.begin(), removals.end(), RemoveBefore);
  for (const DocumentPath* p : removals) KS_RETURN_IF_ERROR(RemoveAt(working, *p));
  *item = std::move(working);
  return Status::Ok();
}

}  // namespace keyscape::expr
