#include "keyscape/expr/key_condition.h"

#include <algorithm>

#include "keyscape/base/enum_names.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::expr {

using base::Result;
using base::Status;
using value::AttributeValue;
using value::AttrType;
using value::AttrTypeName;

namespace {

using Op = KeyConditionTerm::Op;

std::optional<Op> OpFromCompare(CompareOp op) {
  static constexpr base::EnumPair<CompareOp, std::optional<Op>> kOps[] = {
      {CompareOp::kEq, Op::kEq},
      {CompareOp::kLt, Op::kLt},
      {CompareOp::kLe, Op::kLe},
      {CompareOp::kGt, Op::kGt},
      {CompareOp::kGe, Op::kGe}};
  return base::MapEnum(kOps, op, std::optional<Op>());
}

// `:v < k` means `k > :v`.
Op Mirror(Op op) {
  static constexpr base::EnumPair<Op, Op> kMirrors[] = {
      {Op::kLt, Op::kGt}, {Op::kLe, Op::kGe}, {Op::kGt, Op::kLt}, {Op::kGe, Op::kLe}};
  return base::MapEnum(kMirrors, op, op);
}

Status Invalid(std::string message) { return Status::Validation(std::move(message)); }

class Extractor {
 public:
  Status Check(const Node& n) {
    switch (n.type) {
      case NodeType::kOr:
        return Invalid("Invalid operator used in KeyConditionExpression: OR");
      case NodeType::kNot:
        return Invalid("Invalid operator used in KeyConditionExpression: NOT");
      case NodeType::kIn:
        return Invalid("Invalid operator used in KeyConditionExpression: IN");
      case NodeType::kCompare:
        if (n.op == CompareOp::kNe) {
          return Invalid("Invalid operator used in KeyConditionExpression: <>");
        }
        break;
      case NodeType::kFunction:
        if (n.name == "attribute_exists" || n.name == "attribute_not_exists" ||
            n.name == "attribute_type" || n.name == "contains") {
          return Invalid("Invalid operator used in KeyConditionExpression: " + n.name);
        }
        if (n.name == "size") {
          return Invalid("KeyConditionExpressions cannot contain nested operations");
        }
        break;
      default:
        break;
    }
    bool leading_key_required =
        n.type == NodeType::kBetween || (n.type == NodeType::kFunction && n.name == "begins_with");
    if (leading_key_required && (n.children.empty() || n.children[0].type != NodeType::kPath)) {
      std::string op = n.type == NodeType::kBetween ? "BETWEEN" : n.name;
      return Invalid("Invalid condition in KeyConditionExpression: " + op +
                     " operator must have the key attribute as its first operand");
    }
    const std::string* attr = nullptr;
    size_t attr_index = 0;
    for (size_t i = 0; i < n.children.size(); ++i) {
      const Node& c = n.children[i];
      if (c.type == NodeType::kPath) {
        if (attr != nullptr) {
          return Invalid(
              "Invalid condition in KeyConditionExpression: Multiple attribute names used in "
              "one condition");
        }
        if (c.path.size() > 1) {
          return Invalid("KeyConditionExpressions cannot have conditions on nested attributes");
        }
        attr = &c.path[0].name;
        attr_index = i;
      } else if (c.type != NodeType::kValue) {
        KS_RETURN_IF_ERROR(Check(c));
      }
    }
    if (n.type == NodeType::kAnd) return Status::Ok();
    if (attr == nullptr) {
      return Invalid("Invalid condition in KeyConditionExpression: No key attribute specified");
    }
    for (const KeyConditionTerm& t : terms_) {
      if (t.attr == *attr) {
        return Invalid("KeyConditionExpressions must only contain one condition per key");
      }
    }
    KeyConditionTerm term;
    term.attr = *attr;
    if (n.type == NodeType::kCompare) {
      term.op = *OpFromCompare(n.op);
      if (attr_index != 0) term.op = Mirror(term.op);
      term.values.push_back(n.children[attr_index == 0 ? 1 : 0].value);
    } else {
      term.op = n.type == NodeType::kBetween ? Op::kBetween : Op::kBeginsWith;
      for (size_t i = 1; i < n.children.size(); ++i) term.values.push_back(n.children[i].value);
    }
    terms_.push_back(std::move(term));
    return Status::Ok();
  }

  std::vector<KeyConditionTerm> terms_;
};

bool EqAllows(AttrType t) {
  switch (t) {
    case AttrType::kS:
    case AttrType::kN:
    case AttrType::kB:
    case AttrType::kSS:
    case AttrType::kNS:
    case AttrType::kBS:
      return true;
    default:
      return false;
  }
}

Status EmptyKeyValue(const KeySchemaView& schema, const std::string& key, AttrType type) {
  const char* what = type == AttrType::kB ? "binary" : "string";
  if (!schema.index_name.empty()) {
    return Invalid(
        std::string("One or more parameter values are not valid. A value specified for a "
                    "secondary index key is not supported. The AttributeValue for a key "
                    "attribute cannot contain an empty ") +
        what + " value. IndexName: " + schema.index_name + ", IndexKey: " + key);
  }
  return Invalid(std::string("One or more parameter values are not valid. The AttributeValue "
                             "for a key attribute cannot contain an empty ") +
                 what + " value. Key: " + key);
}

}  // namespace

const char* KeyConditionOpName(KeyConditionTerm::Op op) {
  static constexpr base::EnumName<Op> kOps[] = {{Op::kEq, "EQ"},
                                                {Op::kLt, "LT"},
                                                {Op::kLe, "LE"},
                                                {Op::kGt, "GT"},
                                                {Op::kGe, "GE"},
                                                {Op::kBetween, "BETWEEN"},
                                                {Op::kBeginsWith, "BEGINS_WITH"}};
  return base::NameOf(kOps, op, "EQ");
}

Result<std::vector<KeyConditionTerm>> ExtractKeyConditions(const ConditionExpression& expr) {
  Extractor ex;
  KS_RETURN_IF_ERROR(ex.Check(expr.root));
  for (const KeyConditionTerm& t : ex.terms_) {
    if (t.op != Op::kEq) continue;
    for (const AttributeValue& v : t.values) {
      if (!EqAllows(v.type)) {
        return Invalid(
            std::string("One or more parameter values were invalid: ComparisonOperator EQ is "
                        "not valid for ") +
            AttrTypeName(v.type) + " AttributeValue type");
      }
    }
  }
  if (ex.terms_.empty() || ex.terms_.size() > kMaxKeyConditions) {
    return Invalid("Conditions can be of length 1 or 2 only");
  }
  return std::move(ex.terms_);
}

namespace {

struct Key {
  const std::string* name;
  AttrType type;
  bool is_hash;
};

std::vector<Key> SchemaKeys(const KeySchemaView& schema) {
  std::vector<Key> keys = {{&schema.hash_name, schema.hash_type, true}};
  for (const auto& [n, t] : schema.more_hash) keys.push_back({&n, t, true});
  if (schema.range_name) keys.push_back({&*schema.range_name, schema.range_type, false});
  for (const auto& [n, t] : schema.more_range) keys.push_back({&n, t, false});
  return keys;
}

const KeyConditionTerm* TermFor(const std::vector<KeyConditionTerm>& terms,
                                const std::string& name) {
  for (const KeyConditionTerm& t : terms)
    if (t.attr == name) return &t;
  return nullptr;
}

// The value checks of one key's condition, in DynamoDB's order.
Status CheckTermValues(const Key& key, const KeyConditionTerm& term, const KeySchemaView& schema) {
  for (const AttributeValue& v : term.values) {
    if (v.type != key.type) {
      return Invalid(
          "One or more parameter values were invalid: Condition parameter type does not match "
          "schema type");
    }
  }
  if (key.is_hash && term.op != Op::kEq) return Invalid("Query key condition not supported");
  for (const AttributeValue& v : term.values) {
    if ((v.type == AttrType::kS || v.type == AttrType::kB) && v.scalar.empty()) {
      return EmptyKeyValue(schema, *key.name, v.type);
    }
  }
  for (const AttributeValue& v : term.values) {
    if (v.type == AttrType::kN) continue;
    int64_t size = static_cast<int64_t>(v.scalar.size());
    if (key.is_hash && size > kMaxHashKeyBytes) {
      return Invalid(
          "One or more parameter values were invalid: Size of hashkey has exceeded the "
          "maximum size limit of2048 bytes");
    }
    if (!key.is_hash && size > kMaxRangeKeyBytes) {
      return Invalid(
          "One or more parameter values were invalid: Aggregated size of all range keys has "
          "exceeded the size limit of 1024 bytes");
    }
  }
  return Status::Ok();
}

RangeKeyCondition ToRange(const KeyConditionTerm& t) {
  RangeKeyCondition rc;
  rc.op = t.op;
  rc.v1 = t.values[0];
  if (t.values.size() > 1) rc.v2 = t.values[1];
  return rc;
}

// Multi-attribute keys: structure first (every partition attribute, sort attributes left
// to right), then each condition's values in schema order.
Result<ResolvedKeyCondition> MatchMultiAttribute(const std::vector<KeyConditionTerm>& terms,
                                                 const KeySchemaView& schema) {
  const std::vector<Key> keys = SchemaKeys(schema);
  for (const Key& key : keys)
    if (key.is_hash && !TermFor(terms, *key.name))
      return Invalid("Query condition missed key schema element: " + *key.name);
  for (const KeyConditionTerm& t : terms) {
    bool known = false;
    for (const Key& key : keys) known = known || *key.name == t.attr;
    if (known) continue;
    for (const Key& key : keys)
      if (!TermFor(terms, *key.name))
        return Invalid("Query condition missed key schema element: " + *key.name);
    return Invalid("Query key condition not supported");
  }
  size_t last = keys.size();  // the last sort key with a condition
  for (size_t i = 0; i < keys.size(); ++i)
    if (!keys[i].is_hash && TermFor(terms, *keys[i].name)) last = i;
  if (last < keys.size()) {
    std::string need;
    for (size_t i = 0; i < last; ++i) {
      if (keys[i].is_hash) continue;
      const KeyConditionTerm* t = TermFor(terms, *keys[i].name);
      if (!t || t->op != Op::kEq) need += (need.empty() ? "" : ", ") + *keys[i].name;
    }
    if (!need.empty())
      return Invalid("RANGE key attributes " + need +
                     " must have equality conditions specified in the query because a "
                     "condition is present on key attribute " +
                     *keys[last].name);
  }
  ResolvedKeyCondition out;
  for (size_t i = 0; i < keys.size(); ++i) {
    const KeyConditionTerm* t = TermFor(terms, *keys[i].name);
    if (!t) continue;
    KS_RETURN_IF_ERROR(CheckTermValues(keys[i], *t, schema));
    if (keys[i].is_hash)
      out.hash_values.push_back(t->values[0]);
    else if (i < last)
      out.range_prefix.push_back(t->values[0]);
    else
      out.range = ToRange(*t);
  }
  out.hash_value = out.hash_values[0];
  return out;
}

}  // namespace

Result<ResolvedKeyCondition> MatchKeySchema(const std::vector<KeyConditionTerm>& terms,
                                            const KeySchemaView& schema) {
  if (!schema.more_hash.empty() || !schema.more_range.empty())
    return MatchMultiAttribute(terms, schema);
  if (terms.size() > 2) return Invalid("Conditions can be of length 1 or 2 only");
  if (!schema.range_name && terms.size() > 1) {
    return Invalid("Query key condition not supported");
  }
  const std::vector<Key> keys = SchemaKeys(schema);
  ResolvedKeyCondition out;
  for (const Key& key : keys) {
    const KeyConditionTerm* it = TermFor(terms, *key.name);
    if (!it) {
      if (key.is_hash || terms.size() == 2) {
        return Invalid("Query condition missed key schema element: " + *key.name);
      }
      continue;
    }
    KS_RETURN_IF_ERROR(CheckTermValues(key, *it, schema));
    if (key.is_hash) {
      out.hash_value = it->values[0];
      out.hash_values.push_back(it->values[0]);
    } else {
      out.range = ToRange(*it);
    }
  }
  return out;
}

}  // namespace keyscape::expr
