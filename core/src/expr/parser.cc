// Pass 2 of expression parsing (pass 1 is syntax.cc): the semantic pass walks the raw
// tree in source order, resolves placeholders, and collects errors into DynamoDB's
// categories; the highest-priority one is reported.
#include "keyscape/expr/parser.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/base/enum_names.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/reserved_words.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "syntax.h"

namespace keyscape::expr {

using base::Result;
using base::Status;
using value::AttributeValue;
using value::AttrType;
using value::AttrTypeName;
using value::AttrValueMessageForm;
using value::CompareScalar;
using value::ParseAttrTypeName;

namespace {

using internal::Located;
using internal::Raw;
using internal::RawAction;
using internal::RawElem;
using internal::RawUpdate;

void SetOnce(std::optional<Located>* slot, std::string message,
             std::optional<internal::Span> span = std::nullopt) {
  if (!*slot) *slot = Located(std::move(message), span);
}

std::string IncorrectOperandType(std::string_view fn, std::string_view type) {
  return "Incorrect operand type for operator or function; operator or function: " +
         std::string(fn) + ", operand type: " + std::string(type);
}

// What the semantic pass knows about an operand's type without looking at an item.
struct TypeInfo {
  bool known = false;
  bool immediate = false;  // a literal :value (not a function result)
  AttrType type = AttrType::kNull;
};

bool IsOrderable(AttrType t) { return t == AttrType::kS || t == AttrType::kN || t == AttrType::kB; }

// Path resolution shared by every grammar: reserved words and #names.
class PathResolver {
 public:
  PathResolver(ExpressionAttributes* attrs, std::optional<Located>* reserved,
               std::optional<Located>* undefined_name)
      : attrs_(attrs), reserved_(reserved), undefined_name_(undefined_name) {}

  // False when some #name is undefined (the error is recorded).
  bool Resolve(const std::vector<RawElem>& raw, DocumentPath* out) {
    bool ok = true;
    for (const RawElem& e : raw) {
      if (e.is_index) {
        out->push_back(PathElement::Index(e.index));
      } else if (e.placeholder) {
        const std::string* name = (*undefined_name_) ? nullptr : attrs_->ResolveName(e.text);
        if (name == nullptr) {
          SetOnce(undefined_name_,
                  "An expression attribute name used in the document path is not defined; "
                  "attribute name: " +
                      e.text,
                  e.span);
          ok = false;
          out->push_back(PathElement::Name(e.text));
        } else {
          out->push_back(PathElement::Name(*name));
        }
      } else {
        if (IsReservedWord(e.text)) {
          SetOnce(reserved_, "Attribute name is a reserved keyword; reserved keyword: " + e.text,
                  e.span);
        }
        out->push_back(PathElement::Name(e.text));
      }
    }
    return ok;
  }

 private:
  ExpressionAttributes* attrs_;
  std::optional<Located>* reserved_;
  std::optional<Located>* undefined_name_;
};

// Checks a list of paths for overlaps/conflicts the way DynamoDB does: each path
// against every earlier one; equal or prefix paths overlap, a name-vs-index difference
// at the same depth conflicts.
void CheckPathOverlaps(const std::vector<const DocumentPath*>& paths,
                       std::optional<Located>* overlap, std::optional<Located>* conflict) {
  for (size_t j = 1; j < paths.size() && !*overlap; ++j) {
    for (size_t i = 0; i < j && !*overlap; ++i) {
      const DocumentPath& a = *paths[i];
      const DocumentPath& b = *paths[j];
      size_t n = std::min(a.size(), b.size());
      bool diverged = false;
      for (size_t k = 0; k < n; ++k) {
        if (a[k].kind != b[k].kind) {
          SetOnce(conflict,
                  "Two document paths conflict with each other; must remove or rewrite one "
                  "of these paths; path one: " +
                      DocumentPathMessageForm(a) + ", path two: " + DocumentPathMessageForm(b));
          diverged = true;
          break;
        }
        if (!(a[k] == b[k])) {
          diverged = true;
          break;
        }
      }
      if (!diverged) {
        *overlap =
            "Two document paths overlap with each other; must remove or rewrite one of these "
            "paths; path one: " +
            DocumentPathMessageForm(a) + ", path two: " + DocumentPathMessageForm(b);
      }
    }
  }
}

// A path (names resolved) or a :value (resolved; the first undefined one is recorded in
// *undefined and resolution stops there). A literal value's type is known.
bool IsLeaf(const Raw& r) { return r.type == NodeType::kPath || r.type == NodeType::kValue; }

TypeInfo ConvertLeaf(const Raw& r, Node* out, PathResolver* paths, ExpressionAttributes* attrs,
                     std::optional<Located>* undefined) {
  out->type = r.type;
  TypeInfo info;
  if (r.type == NodeType::kPath) {
    paths->Resolve(r.path, &out->path);
    return info;
  }
  out->placeholder = r.placeholder;
  const AttributeValue* v = *undefined ? nullptr : attrs->ResolveValue(r.placeholder);
  if (v == nullptr) {
    SetOnce(undefined,
            "An expression attribute value used in expression is not defined; attribute value: " +
                r.placeholder,
            r.span);
    return info;
  }
  out->value = *v;
  info.known = true;
  info.immediate = true;
  info.type = v->type;
  return info;
}

int UpdateFunctionArity(std::string_view name);

int ConditionFunctionArity(std::string_view name) {
  if (name == "attribute_exists" || name == "attribute_not_exists" || name == "size") return 1;
  if (name == "attribute_type" || name == "begins_with" || name == "contains") return 2;
  return -1;
}

// Semantic pass for the condition grammar.
class ConditionSemantics {
 public:
  explicit ConditionSemantics(ExpressionAttributes* attrs)
      : attrs_(attrs), paths_(attrs, &reserved_, &undefined_) {}

  // Returns the error text (without the "Invalid <Kind>: " prefix) or nullopt.
  std::optional<Located> Run(const Raw& root, bool redundant_parens, Node* out) {
    ConvertCondition(root, out);
    CheckMisusedSize(root);
    if (redundant_parens) return Located("The expression has redundant parentheses;");
    if (unknown_fn_) return unknown_fn_;
    if (misused_fn_) return misused_fn_;
    if (reserved_) return reserved_;
    if (condition_) return condition_;
    return std::nullopt;
  }

 private:
  struct Local {
    std::optional<Located> operand, distinct, function;
  };

  void CheckMisusedSize(const Raw& r) {
    if (r.type == NodeType::kFunction && r.name == "size") {
      SetOnce(&misused_fn_,
              "The function is not allowed to be used this way in an expression; function: size");
    }
  }
  void CheckMisusedFunctions(const std::vector<const Raw*>& args) {
    for (const Raw* a : args) {
      if (a->type == NodeType::kFunction && a->name != "size") {
        SetOnce(&misused_fn_,
                "The function is not allowed to be used this way in an expression; function: " +
                    a->name);
        return;
      }
    }
  }

  // The operands of a comparison or function, converted in order; a function among them
  // other than size() is misused.
  std::vector<TypeInfo> ConvertOperands(const Raw& r, Node* out) {
    std::vector<TypeInfo> types(r.children.size());
    out->children.resize(r.children.size());
    std::vector<const Raw*> args;
    for (size_t i = 0; i < r.children.size(); ++i) {
      types[i] = ConvertOperand(r.children[i], &out->children[i]);
      args.push_back(&r.children[i]);
    }
    CheckMisusedFunctions(args);
    return types;
  }

  // A condition position: AND/OR/NOT or an atomic condition.
  void ConvertCondition(const Raw& r, Node* out) {
    out->type = r.type;
    if (r.type == NodeType::kAnd || r.type == NodeType::kOr || r.type == NodeType::kNot) {
      out->children.resize(r.children.size());
      for (size_t i = 0; i < r.children.size(); ++i) {
        ConvertCondition(r.children[i], &out->children[i]);
      }
      for (const Raw& c : r.children) CheckMisusedSize(c);
      return;
    }
    // Atomic condition.
    Local local;
    undefined_.reset();
    local_ = &local;
    if (r.type == NodeType::kFunction) {
      ConvertOperand(r, out);
    } else {
      out->op = r.op;
      std::vector<TypeInfo> types = ConvertOperands(r, out);
      if (r.type == NodeType::kCompare) {
        CheckDistinct(CompareOpText(r.op), *out);
        bool ordering = r.op != CompareOp::kEq && r.op != CompareOp::kNe;
        if (ordering) {
          for (const TypeInfo& t : types) {
            if (t.known && t.immediate && !IsOrderable(t.type)) {
              SetOnce(&local.function,
                      IncorrectOperandType(CompareOpText(r.op), AttrTypeName(t.type)));
              break;
            }
          }
        }
      } else if (r.type == NodeType::kBetween) {
        for (const TypeInfo& t : types) {
          if (t.known && t.immediate && !IsOrderable(t.type)) {
            SetOnce(&local.function, IncorrectOperandType("BETWEEN", AttrTypeName(t.type)));
            break;
          }
        }
        CheckBetweenBounds(types, *out, &local);
      }
    }
    local_ = nullptr;
    if (!condition_) {
      if (undefined_) {
        condition_ = undefined_;
      } else if (local.operand) {
        condition_ = local.operand;
      } else if (local.distinct) {
        condition_ = local.distinct;
      } else if (local.function) {
        condition_ = local.function;
      }
    }
  }

  void CheckBetweenBounds(const std::vector<TypeInfo>& types, const Node& n, Local* local) {
    if (local->function) return;
    const TypeInfo& lo = types[1];
    const TypeInfo& hi = types[2];
    if (!(lo.known && lo.immediate && hi.known && hi.immediate)) return;
    const AttributeValue& a = n.children[1].value;
    const AttributeValue& b = n.children[2].value;
    std::string bounds = "lower bound operand: AttributeValue: " + AttrValueMessageForm(a) +
                         ", upper bound operand: AttributeValue: " + AttrValueMessageForm(b);
    if (lo.type != hi.type) {
      local->function =
          "The BETWEEN operator requires same data type for lower and upper bounds; " + bounds;
    } else if (IsOrderable(lo.type) && CompareScalar(a, b) > 0) {
      local->function =
          "The BETWEEN operator requires upper bound to be greater than or equal to lower "
          "bound; " +
          bounds;
    }
  }

  void CheckDistinct(std::string_view op, const Node& n) {
    if (n.children.size() != 2) return;
    const Node& a = n.children[0];
    const Node& b = n.children[1];
    if (a.type != NodeType::kPath || b.type != NodeType::kPath || a.path != b.path) return;
    SetOnce(&local_->distinct,
            "The first operand must be distinct from the remaining operands for this operator "
            "or function; operator: " +
                std::string(op) + ", first operand: " + DocumentPathMessageForm(a.path));
  }

  TypeInfo ConvertOperand(const Raw& r, Node* out) {
    if (IsLeaf(r)) return ConvertLeaf(r, out, &paths_, attrs_, &undefined_);
    out->type = r.type;
    if (r.type == NodeType::kFunction) return ConvertFunction(r, out);
    return TypeInfo{};  // conditions in operand position are rejected by the syntax pass
  }

  TypeInfo ConvertFunction(const Raw& r, Node* out) {
    out->name = r.name;
    std::vector<TypeInfo> types = ConvertOperands(r, out);
    TypeInfo result;
    int arity = ConditionFunctionArity(r.name);
    if (arity < 0) {
      // The update functions are known, just not here.
      SetOnce(&unknown_fn_,
              UpdateFunctionArity(r.name) >= 0
                  ? "The function is not allowed in a condition expression; function: " + r.name
                  : "Invalid function name; function: " + r.name);
      return result;
    }
    if (unknown_fn_) return result;
    Local& local = *local_;
    if (local.operand) return result;
    if (static_cast<int>(r.children.size()) != arity) {
      local.operand =
          "Incorrect number of operands for operator or function; operator or function: " + r.name +
          ", number of operands: " + std::to_string(r.children.size());
      return result;
    }
    if (arity == 2) CheckDistinct(r.name, *out);
    if (local.function) return result;
    const std::string& name = r.name;
    if (name == "attribute_exists" || name == "attribute_not_exists") {
      if (out->children[0].type != NodeType::kPath) {
        local.function =
            "Operator or function requires a document path; operator or function: " + name;
      }
      return result;  // DynamoDB gives these no static type.
    }
    result.known = true;
    result.type = AttrType::kBool;
    if (name == "begins_with") {
      for (const TypeInfo& t : types) {
        if (t.known && t.type != AttrType::kS && t.type != AttrType::kB) {
          local.function = IncorrectOperandType(name, AttrTypeName(t.type));
          return TypeInfo{};
        }
      }
    } else if (name == "attribute_type") {
      const TypeInfo& t = types[1];
      if (!t.known || t.type != AttrType::kS) {
        local.function = IncorrectOperandType(
            name, t.known ? AttrTypeName(t.type) : "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}");
        return TypeInfo{};
      }
      AttrType parsed;
      const std::string& type_name = out->children[1].value.scalar;
      if (!ParseAttrTypeName(type_name, &parsed)) {
        local.function = "Invalid attribute type name found; type: " + type_name +
                         ", valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}";
        return TypeInfo{};
      }
    } else if (name == "size") {
      const TypeInfo& t = types[0];
      if (t.known &&
          (t.type == AttrType::kN || t.type == AttrType::kBool || t.type == AttrType::kNull)) {
        local.function = IncorrectOperandType(name, AttrTypeName(t.type));
        return TypeInfo{};
      }
      result.type = AttrType::kN;
    }
    return result;
  }

  ExpressionAttributes* attrs_;
  PathResolver paths_;
  std::optional<Located> reserved_, unknown_fn_, misused_fn_, condition_;
  std::optional<Located> undefined_;  // first undefined name/value of this condition
  Local* local_ = nullptr;
};

int UpdateFunctionArity(std::string_view name) {
  if (name == "if_not_exists" || name == "list_append") return 2;
  return -1;
}

// The operand type word of ADD/DELETE errors; nullptr for the sets, which are fine.
const char* UpdateOperandTypeWord(AttrType t) {
  static constexpr base::EnumName<AttrType> kWords[] = {
      {AttrType::kS, "STRING"},  {AttrType::kN, "NUMBER"},     {AttrType::kB, "BINARY"},
      {AttrType::kNull, "NULL"}, {AttrType::kBool, "BOOLEAN"}, {AttrType::kL, "LIST"},
      {AttrType::kM, "MAP"}};
  return base::NameOf(kWords, t, nullptr);
}

class UpdateSemantics {
 public:
  explicit UpdateSemantics(ExpressionAttributes* attrs)
      : attrs_(attrs), paths_(attrs, &reserved_, &undefined_name_) {}

  std::optional<Located> Run(const RawUpdate& raw, bool redundant_parens, UpdateExpression* out) {
    if (redundant_parens) SetOnce(&parens_, "The expression has redundant parentheses;");
    // Repeated clauses.
    std::vector<UpdateAction::Kind> seen;
    for (UpdateAction::Kind k : raw.sections) {
      if (std::find(seen.begin(), seen.end(), k) != seen.end()) {
        static const char* kNames[] = {"SET", "REMOVE", "ADD", "DELETE"};
        SetOnce(&section_, std::string("The \"") + kNames[static_cast<int>(k)] +
                               "\" section can only be used once in an update expression;");
      }
      seen.push_back(k);
    }
    std::vector<bool> target_ok;
    for (const RawAction& ra : raw.actions) {
      UpdateAction a;
      a.kind = ra.kind;
      target_ok.push_back(paths_.Resolve(ra.path, &a.path));
      switch (ra.kind) {
        case UpdateAction::Kind::kSet:
          Convert(ra.value, &a.value);
          break;
        case UpdateAction::Kind::kRemove:
          break;
        case UpdateAction::Kind::kAdd:
        case UpdateAction::Kind::kDelete: {
          TypeInfo t = Convert(ra.value, &a.value);
          if (t.known) {
            const char* word = UpdateOperandTypeWord(t.type);
            bool bad =
                word != nullptr && !(ra.kind == UpdateAction::Kind::kAdd && t.type == AttrType::kN);
            if (bad) {
              SetOnce(&operand_, std::string("Incorrect operand type for operator or function; "
                                             "operator: ") +
                                     (ra.kind == UpdateAction::Kind::kAdd ? "ADD" : "DELETE") +
                                     ", operand type: " + word);
            }
          }
          break;
        }
      }
      out->actions.push_back(std::move(a));
    }
    std::vector<const DocumentPath*> targets;
    for (size_t i = 0; i < out->actions.size(); ++i) {
      if (target_ok[i]) targets.push_back(&out->actions[i].path);
    }
    CheckPathOverlaps(targets, &overlap_, &conflict_);
    for (const auto* slot : {&parens_, &reserved_, &unknown_fn_, &section_, &undefined_name_,
                             &undefined_value_, &overlap_, &conflict_, &operand_, &function_}) {
      if (*slot) return *slot;
    }
    return std::nullopt;
  }

 private:
  TypeInfo Convert(const Raw& r, Node* out) {
    if (IsLeaf(r)) return ConvertLeaf(r, out, &paths_, attrs_, &undefined_value_);
    out->type = r.type;
    out->name = r.name;
    std::vector<TypeInfo> types(r.children.size());
    out->children.resize(r.children.size());
    for (size_t i = 0; i < r.children.size(); ++i) {
      types[i] = Convert(r.children[i], &out->children[i]);
    }
    // The syntax pass leaves only +, - and functions here.
    std::string fn = r.type == NodeType::kPlus ? "+" : r.type == NodeType::kMinus ? "-" : r.name;
    return CheckFunction(fn, types, *out);
  }

  TypeInfo CheckFunction(const std::string& fn, const std::vector<TypeInfo>& types, const Node& n) {
    TypeInfo result;
    bool arithmetic = fn == "+" || fn == "-";
    int arity = arithmetic ? 2 : UpdateFunctionArity(fn);
    if (arity < 0) {
      // The condition functions are known, just not here.
      SetOnce(&unknown_fn_,
              ConditionFunctionArity(fn) >= 0
                  ? "The function is not allowed in an update expression; function: " + fn
                  : "Invalid function name; function: " + fn);
      return result;
    }
    if (function_) return result;
    if (static_cast<int>(types.size()) != arity) {
      function_ =
          "Incorrect number of operands for operator or function; operator or function: " + fn +
          ", number of operands: " + std::to_string(types.size());
      return result;
    }
    // list_append takes no list_append among its operands (Scylla's tests against DynamoDB;
    // issue 24): "The function is not allowed to be used this way".
    if (fn == "list_append")
      for (const Node& c : n.children)
        if (c.type == NodeType::kFunction && c.name == "list_append") {
          function_ =
              "The function is not allowed to be used this way in an expression; function: " + fn;
          return result;
        }
    if (fn == "if_not_exists") {
      if (n.children[0].type != NodeType::kPath) {
        function_ = "Operator or function requires a document path; operator or function: " + fn;
        return result;
      }
      return types[1];
    }
    AttrType want = arithmetic ? AttrType::kN : AttrType::kL;
    for (const TypeInfo& t : types) {
      if (t.known && t.immediate && t.type != want) {
        function_ = IncorrectOperandType(fn, AttrTypeName(t.type));
        return result;
      }
    }
    result.known = true;
    result.type = want;
    return result;
  }

  ExpressionAttributes* attrs_;
  PathResolver paths_;
  std::optional<Located> parens_, reserved_, unknown_fn_, section_, undefined_name_,
      undefined_value_, overlap_, conflict_, operand_, function_;
};

// ---------------------------------------------------------------------------------

Status Invalid(ExprKind kind, const std::string& message) {
  return Status::Validation(std::string("Invalid ") + ExprKindName(kind) + ": " + message);
}

// The error with the position of its span in the expression, when it has one.
Status Invalid(ExprKind kind, const Located& error) {
  Status st = Invalid(kind, error.message);
  if (!error.span) return st;
  return std::move(st).WithPosition(
      base::ErrorPosition{ExprKindName(kind), error.span->offset, error.span->length});
}

bool IsBlank(std::string_view text) {
  for (char c : text) {
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return false;
  }
  return true;
}

Status CheckText(std::string_view text, ExprKind kind) {
  if (IsBlank(text)) return Invalid(kind, "The expression can not be empty;");
  if (text.size() > kMaxExpressionBytes) {
    std::string m = "Expression size has exceeded the maximum allowed size;";
    if (kind == ExprKind::kCondition || kind == ExprKind::kFilter) {
      m += " expression size: " + std::to_string(text.size());
    }
    return Invalid(kind, m);
  }
  return Status::Ok();
}

// Projection's semantic pass: reserved words, undefined names, overlapping and
// conflicting paths, in that priority.
std::optional<Located> ProjectionSemantics(const std::vector<std::vector<RawElem>>& raw,
                                           ExpressionAttributes* attrs, ProjectionExpression* out) {
  std::optional<Located> reserved, undefined, overlap, conflict;
  PathResolver resolver(attrs, &reserved, &undefined);
  std::vector<bool> ok;
  for (const auto& r : raw) {
    DocumentPath p;
    ok.push_back(resolver.Resolve(r, &p));
    out->paths.push_back(std::move(p));
  }
  std::vector<const DocumentPath*> resolved;
  for (size_t i = 0; i < out->paths.size(); ++i) {
    if (ok[i]) resolved.push_back(&out->paths[i]);
  }
  CheckPathOverlaps(resolved, &overlap, &conflict);
  for (const auto* slot : {&reserved, &undefined, &overlap, &conflict}) {
    if (*slot) return *slot;
  }
  return std::nullopt;
}

// The steps every grammar shares: the text checks, the syntax pass into a RawTree, then
// `semantics(raw, redundant_parens)`, whose error (if any) is reported.
template <typename RawTree, typename SyntaxPass, typename Semantics>
Status ParseWith(std::string_view text, ExprKind kind, SyntaxPass syntax_pass,
                 Semantics semantics) {
  KS_RETURN_IF_ERROR(CheckText(text, kind));
  RawTree raw;
  internal::SyntaxOutcome syntax = syntax_pass(text, &raw);
  if (syntax.error) return Invalid(kind, *syntax.error);
  if (std::optional<Located> err = semantics(raw, syntax.redundant_parens)) {
    return Invalid(kind, *err);
  }
  return Status::Ok();
}

}  // namespace

Result<ConditionExpression> ParseConditionExpression(std::string_view text, ExprKind kind,
                                                     ExpressionAttributes* attrs) {
  ConditionExpression out;
  ConditionSemantics semantics(attrs);
  KS_RETURN_IF_ERROR(ParseWith<Raw>(text, kind, internal::ParseConditionSyntax,
                                    [&](const Raw& raw, bool redundant_parens) {
                                      return semantics.Run(raw, redundant_parens, &out.root);
                                    }));
  return out;
}

Result<ProjectionExpression> ParseProjectionExpression(std::string_view text,
                                                       ExpressionAttributes* attrs) {
  ProjectionExpression out;
  KS_RETURN_IF_ERROR(ParseWith<std::vector<std::vector<RawElem>>>(
      text, ExprKind::kProjection, internal::ParseProjectionSyntax,
      [&](const std::vector<std::vector<RawElem>>& raw, bool) {
        return ProjectionSemantics(raw, attrs, &out);
      }));
  return out;
}

Result<UpdateExpression> ParseUpdateExpression(std::string_view text, ExpressionAttributes* attrs) {
  UpdateExpression out;
  UpdateSemantics semantics(attrs);
  KS_RETURN_IF_ERROR(ParseWith<RawUpdate>(text, ExprKind::kUpdate, internal::ParseUpdateSyntax,
                                          [&](const RawUpdate& raw, bool redundant_parens) {
                                            return semantics.Run(raw, redundant_parens, &out);
                                          }));
  return out;
}

}  // namespace keyscape::expr
