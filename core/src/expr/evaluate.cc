#include "keyscape/expr/evaluate.h"

#include <algorithm>
#include <optional>
#include <string_view>

#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::expr {

using base::Status;
using value::AttrEquals;
using value::AttributeValue;
using value::AttrMap;
using value::AttrType;
using value::AttrTypeName;
using value::CompareScalar;
using value::FindAttr;

namespace {

// An operand's value: borrowed from the item/tree, owned (size()), or absent.
struct Value {
  const AttributeValue* ptr = nullptr;
  AttributeValue owned;
  bool has_owned = false;

  const AttributeValue* get() const { return has_owned ? &owned : ptr; }
};

bool IsOrderable(AttrType t) { return t == AttrType::kS || t == AttrType::kN || t == AttrType::kB; }

// Length of a UTF-8 string in UTF-16 code units (characters outside the BMP count 2).
int64_t Utf16Length(std::string_view s) {
  int64_t n = 0;
  for (unsigned char c : s) {
    if ((c & 0xC0) != 0x80) ++n;  // a lead byte starts a code point
    if (c >= 0xF0) ++n;           // four-byte sequences are surrogate pairs in UTF-16
  }
  return n;
}

// size(): S in UTF-16 code units (as real DynamoDB counts: size("é𝄞") is 3), B in
// bytes, sets, L and M by element count.
std::optional<int64_t> SizeOf(const AttributeValue& v) {
  switch (v.type) {
    case AttrType::kS:
      return Utf16Length(v.scalar);
    case AttrType::kB:
      return static_cast<int64_t>(v.scalar.size());
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS:
      return static_cast<int64_t>(v.set.size());
    case AttrType::kL:
      return static_cast<int64_t>(v.list.size());
    case AttrType::kM:
      return static_cast<int64_t>(v.map.size());
    default:
      return std::nullopt;
  }
}

Value Eval(const Node& n, const AttrMap& item) {
  Value out;
  switch (n.type) {
    case NodeType::kPath:
      out.ptr = ResolvePath(item, n.path);
      return out;
    case NodeType::kValue:
      out.ptr = &n.value;
      return out;
    case NodeType::kFunction:
      if (n.name == "size" && n.children.size() == 1) {
        Value arg = Eval(n.children[0], item);
        if (const AttributeValue* v = arg.get()) {
          if (std::optional<int64_t> s = SizeOf(*v)) {
            out.owned = AttributeValue::N(std::to_string(*s));
            out.has_owned = true;
          }
        }
      }
      return out;
    default:
      return out;
  }
}

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && s.compare(0, prefix.size(), prefix) == 0;
}

bool SetContains(const AttributeValue& set, const AttributeValue& v) {
  if (set.type == AttrType::kNS) {
    // Elements and v are normalised; compare by value all the same.
    for (const std::string& e : set.set) {
      if (AttrEquals(AttributeValue::N(e), v)) return true;
    }
    return false;
  }
  return std::find(set.set.begin(), set.set.end(), v.scalar) != set.set.end();
}

bool Contains(const AttributeValue& a, const AttributeValue& b) {
  switch (a.type) {
    case AttrType::kS:
    case AttrType::kB:
      return b.type == a.type && a.scalar.find(b.scalar) != std::string::npos;
    case AttrType::kSS:
      return b.type == AttrType::kS && SetContains(a, b);
    case AttrType::kNS:
      return b.type == AttrType::kN && SetContains(a, b);
    case AttrType::kBS:
      return b.type == AttrType::kB && SetContains(a, b);
    case AttrType::kL:
      for (const AttributeValue& e : a.list) {
        if (AttrEquals(e, b)) return true;
      }
      return false;
    default:
      return false;
  }
}

bool EvalFunction(const Node& n, const AttrMap& item) {
  const std::string& name = n.name;
  if (name == "attribute_exists") return Eval(n.children[0], item).get() != nullptr;
  if (name == "attribute_not_exists") return Eval(n.children[0], item).get() == nullptr;
  Value a = Eval(n.children[0], item);
  Value b = n.children.size() > 1 ? Eval(n.children[1], item) : Value{};
  const AttributeValue* av = a.get();
  const AttributeValue* bv = b.get();
  if (av == nullptr || bv == nullptr) return false;
  if (name == "attribute_type") {
    return bv->type == AttrType::kS && bv->scalar == AttrTypeName(av->type);
  }
  if (name == "begins_with") {
    return av->type == bv->type && (av->type == AttrType::kS || av->type == AttrType::kB) &&
           StartsWith(av->scalar, bv->scalar);
  }
  if (name == "contains") return Contains(*av, *bv);
  return false;  // size() and unknown names are not conditions (rejected at parse time)
}

bool EvalCompare(CompareOp op, const AttributeValue* a, const AttributeValue* b) {
  if (op == CompareOp::kEq) return a != nullptr && b != nullptr && AttrEquals(*a, *b);
  if (op == CompareOp::kNe) return !(a != nullptr && b != nullptr && AttrEquals(*a, *b));
  if (a == nullptr || b == nullptr || a->type != b->type || !IsOrderable(a->type)) return false;
  int c = CompareScalar(*a, *b);
  switch (op) {
    case CompareOp::kLt:
      return c < 0;
    case CompareOp::kLe:
      return c <= 0;
    case CompareOp::kGt:
      return c > 0;
    case CompareOp::kGe:
      return c >= 0;
    default:
      return false;
  }
}

void CollectPaths(const Node& n, std::vector<const DocumentPath*>* out) {
  if (n.type == NodeType::kPath) out->push_back(&n.path);
  for (const Node& c : n.children) CollectPaths(c, out);
}

}  // namespace

const AttributeValue* ResolvePath(const AttrMap& item, const DocumentPath& path) {
  if (path.empty() || path[0].is_index()) return nullptr;
  return ResolvePathPrefix(item, path, path.size());
}

const AttributeValue* ResolvePathPrefix(const AttrMap& item, const DocumentPath& path, size_t len) {
  const AttributeValue* cur = FindAttr(item, path[0].name);
  for (size_t i = 1; i < len && cur != nullptr; ++i) {
    const PathElement& e = path[i];
    if (e.is_index()) {
      cur =
          (cur->type == AttrType::kL && e.index < cur->list.size()) ? &cur->list[e.index] : nullptr;
    } else {
      cur = cur->type == AttrType::kM ? FindAttr(cur->map, e.name) : nullptr;
    }
  }
  return cur;
}

bool EvaluateCondition(const Node& n, const AttrMap& item) {
  switch (n.type) {
    case NodeType::kAnd:
      return EvaluateCondition(n.children[0], item) && EvaluateCondition(n.children[1], item);
    case NodeType::kOr:
      return EvaluateCondition(n.children[0], item) || EvaluateCondition(n.children[1], item);
    case NodeType::kNot:
      return !EvaluateCondition(n.children[0], item);
    case NodeType::kCompare: {
      Value a = Eval(n.children[0], item);
      Value b = Eval(n.children[1], item);
      return EvalCompare(n.op, a.get(), b.get());
    }
    case NodeType::kBetween: {
      Value x = Eval(n.children[0], item);
      Value lo = Eval(n.children[1], item);
      Value hi = Eval(n.children[2], item);
      const AttributeValue* xv = x.get();
      const AttributeValue* lv = lo.get();
      const AttributeValue* hv = hi.get();
      if (xv == nullptr || lv == nullptr || hv == nullptr) return false;
      if (xv->type != lv->type || xv->type != hv->type || !IsOrderable(xv->type)) return false;
      return CompareScalar(*lv, *xv) <= 0 && CompareScalar(*xv, *hv) <= 0;
    }
    case NodeType::kIn: {
      Value x = Eval(n.children[0], item);
      const AttributeValue* xv = x.get();
      if (xv == nullptr) return false;
      for (size_t i = 1; i < n.children.size(); ++i) {
        Value c = Eval(n.children[i], item);
        if (c.get() != nullptr && AttrEquals(*xv, *c.get())) return true;
      }
      return false;
    }
    case NodeType::kFunction:
      return EvalFunction(n, item);
    default:
      return false;
  }
}

bool EvaluateCondition(const ConditionExpression& cond, const AttrMap& item) {
  return EvaluateCondition(cond.root, item);
}

std::vector<const DocumentPath*> ReferencedPaths(const Node& node) {
  std::vector<const DocumentPath*> out;
  CollectPaths(node, &out);
  return out;
}

std::vector<std::string> ReferencedTopLevelNames(const Node& node) {
  std::vector<std::string> out;
  for (const DocumentPath* p : ReferencedPaths(node)) {
    if (p->empty() || p->front().is_index()) continue;
    if (std::find(out.begin(), out.end(), p->front().name) == out.end()) {
      out.push_back(p->front().name);
    }
  }
  return out;
}

Status CheckFilterAvoidsKeys(const ConditionExpression& filter,
                             const std::vector<std::string>& key_names) {
  std::vector<std::string> used = ReferencedTopLevelNames(filter.root);
  for (const std::string& key : key_names) {
    if (std::find(used.begin(), used.end(), key) != used.end()) {
      return Status::Validation(
          "Filter Expression can only contain non-primary key attributes: Primary key "
          "attribute: " +
          key);
    }
  }
  return Status::Ok();
}

Status CheckKeyPathsScalar(const std::vector<const DocumentPath*>& paths,
                           const std::vector<std::string>& table_keys,
                           const std::vector<std::string>& index_keys) {
  auto nested_on = [&](const std::string& key) {
    for (const DocumentPath* p : paths) {
      if (p->size() > 1 && !p->front().is_index() && p->front().name == key) return true;
    }
    return false;
  };
  const std::string prefix =
      "Key attributes must be scalars; list random access '[]' and map lookup '.' are not "
      "allowed: ";
  for (const std::string& k : table_keys) {
    if (nested_on(k)) return Status::Validation(prefix + "Key: " + k);
  }
  for (const std::string& k : index_keys) {
    if (nested_on(k)) return Status::Validation(prefix + "IndexKey: " + k);
  }
  return Status::Ok();
}

}  // namespace keyscape::expr
