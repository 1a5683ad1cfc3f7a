// PartiQL nodes as DynamoDB expression text (expr_text.h).
#include "expr_text.h"

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;

namespace {

using Kind = expr::PqNode::Kind;

Status Malformed(const std::string& detail) {
  return Status::Validation("Statement wasn't well formed, can't be processed: " + detail);
}

// A call that is itself a condition (so `f(x) = true` is `f(x)`).
bool IsConditionCall(const expr::PqNode& n) {
  return n.kind == Kind::kCall && n.op != "size";
}

bool IsBoolLiteral(const expr::PqNode& n) {
  return n.kind == Kind::kLiteral && n.literal.Find("BOOL") != nullptr;
}

// A condition that can stand after NOT or beside AND without parentheses.
bool IsSimple(const expr::PqNode& n) {
  return n.kind != Kind::kAnd && n.kind != Kind::kOr && n.kind != Kind::kNot;
}

}  // namespace

std::string PartiqlExprWriter::Path(const expr::PqPath& path) {
  std::string out;
  for (const expr::PqStep& step : path) {
    if (step.index >= 0) {
      out += "[" + std::to_string(step.index) + "]";
      continue;
    }
    auto [it, added] = name_of_.emplace(step.name, "#n" + std::to_string(name_of_.size()));
    if (added) names_.Add(it->second, Json::String(step.name));
    if (!out.empty()) out += ".";
    out += it->second;
  }
  return out;
}

Result<std::string> PartiqlExprWriter::Value(const expr::PqNode& node) {
  KS_ASSIGN_OR_RETURN(Json v, expr::BindPartiqlValue(node, *params_));
  std::string name = ":v" + std::to_string(value_count_++);
  values_.Add(name, std::move(v));
  return name;
}

Result<std::string> PartiqlExprWriter::Operand(const expr::PqNode& node) {
  if (node.kind == Kind::kPath) return Path(node.path);
  if (expr::IsPartiqlValue(node)) return Value(node);
  if (node.kind == Kind::kArith) {
    KS_ASSIGN_OR_RETURN(std::string a, Operand(node.kids[0]));
    KS_ASSIGN_OR_RETURN(std::string b, Operand(node.kids[1]));
    return a + " " + node.op + " " + b;
  }
  if (node.kind == Kind::kCall) {
    std::string out = node.op + "(";
    for (size_t i = 0; i < node.kids.size(); ++i) {
      KS_ASSIGN_OR_RETURN(std::string arg, Operand(node.kids[i]));
      out += (i ? ", " : "") + arg;
    }
    return out + ")";
  }
  return Malformed("Unexpected term");
}

Result<std::string> PartiqlExprWriter::Conjunction(const std::vector<const expr::PqNode*>& nodes) {
  std::string out;
  for (const expr::PqNode* n : nodes) {
    KS_ASSIGN_OR_RETURN(std::string c, Condition(*n));
    if (!out.empty()) out += " AND ";
    out += n->kind == Kind::kOr ? "(" + c + ")" : c;
  }
  return out;
}

Result<std::string> PartiqlExprWriter::Condition(const expr::PqNode& node) {
  switch (node.kind) {
    case Kind::kAnd: {
      std::vector<const expr::PqNode*> kids;
      for (const expr::PqNode& k : node.kids) kids.push_back(&k);
      return Conjunction(kids);
    }
    case Kind::kOr: {
      std::string out;
      for (const expr::PqNode& k : node.kids) {
        KS_ASSIGN_OR_RETURN(std::string c, Condition(k));
        out += (out.empty() ? "" : " OR ") + c;
      }
      return out;
    }
    case Kind::kNot: {
      KS_ASSIGN_OR_RETURN(std::string c, Condition(node.kids[0]));
      return IsSimple(node.kids[0]) ? "NOT " + c : "NOT (" + c + ")";
    }
    case Kind::kCompare: {
      const int call = IsConditionCall(node.kids[0]) ? 0 : IsConditionCall(node.kids[1]) ? 1 : -1;
      if (call >= 0 && (node.op == "=" || node.op == "<>") && IsBoolLiteral(node.kids[1 - call])) {
        KS_ASSIGN_OR_RETURN(std::string c, Operand(node.kids[call]));
        const bool truth = node.kids[1 - call].literal.Find("BOOL")->bool_value();
        return truth == (node.op == "=") ? c : "NOT " + c;
      }
      KS_ASSIGN_OR_RETURN(std::string a, Operand(node.kids[0]));
      KS_ASSIGN_OR_RETURN(std::string b, Operand(node.kids[1]));
      return a + " " + node.op + " " + b;
    }
    case Kind::kBetween: {
      KS_ASSIGN_OR_RETURN(std::string a, Operand(node.kids[0]));
      KS_ASSIGN_OR_RETURN(std::string lo, Operand(node.kids[1]));
      KS_ASSIGN_OR_RETURN(std::string hi, Operand(node.kids[2]));
      return a + " BETWEEN " + lo + " AND " + hi;
    }
    case Kind::kIn: {
      KS_ASSIGN_OR_RETURN(std::string a, Operand(node.kids[0]));
      std::string out = a + " IN (";
      for (size_t i = 1; i < node.kids.size(); ++i) {
        KS_ASSIGN_OR_RETURN(std::string v, Operand(node.kids[i]));
        out += (i > 1 ? ", " : "") + v;
      }
      return out + ")";
    }
    case Kind::kMissing: {
      if (node.kids[0].kind != Kind::kPath) return Malformed("Unexpected term");
      std::string p = Path(node.kids[0].path);
      return (node.op == "NOT" ? "attribute_exists(" : "attribute_not_exists(") + p + ")";
    }
    case Kind::kIsType: {
      if (node.kids[0].kind != Kind::kPath) return Malformed("Unexpected term");
      std::string p = Path(node.kids[0].path);
      expr::PqNode type;
      type.literal = Json::Object();
      type.literal.Add("S", Json::String(node.op));
      KS_ASSIGN_OR_RETURN(std::string v, Value(type));
      return "attribute_type(" + p + ", " + v + ")";
    }
    case Kind::kCall:
      return Operand(node);
    default:
      return Malformed("Unexpected term");
  }
}

void PartiqlExprWriter::AddTo(Json* request) const {
  if (!names_.members().empty()) request->Set("ExpressionAttributeNames", names_);
  if (!values_.members().empty()) request->Set("ExpressionAttributeValues", values_);
}

}  // namespace keyscape::api
