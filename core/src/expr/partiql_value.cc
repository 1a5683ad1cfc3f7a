// Binding PartiQL value nodes to DynamoDB JSON, and paths as text (keyscape/expr/partiql.h).
#include <utility>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"

namespace keyscape::expr {

using base::Json;
using base::Result;
using base::Status;

namespace {

using Kind = PqNode::Kind;

// <<'a', 'b'>> -> {"SS":["a","b"]}: every element a scalar of one type, S, N or B.
Result<Json> BindSet(const PqNode& node, const std::vector<Json>& params) {
  std::string type;
  Json elements = Json::Array();
  for (const PqNode& kid : node.kids) {
    KS_ASSIGN_OR_RETURN(Json v, BindPartiqlValue(kid, params));
    if (v.members().size() != 1) return Status::Validation("Unsupported data type in Bag");
    const std::string& t = v.members()[0].first;
    if ((t != "S" && t != "N" && t != "B") || (!type.empty() && t != type))
      return Status::Validation("Unsupported data type in Bag");
    type = t;
    elements.Push(v.members()[0].second);
  }
  if (type.empty()) return Status::Validation("Unsupported data type in Bag");
  Json out = Json::Object();
  out.Add(type + "S", std::move(elements));
  return out;
}

}  // namespace

bool IsPartiqlValue(const PqNode& node) {
  switch (node.kind) {
    case Kind::kLiteral:
    case Kind::kParam:
    case Kind::kList:
    case Kind::kMap:
    case Kind::kSet:
      return true;
    default:
      return false;
  }
}

Result<Json> BindPartiqlValue(const PqNode& node, const std::vector<Json>& params) {
  switch (node.kind) {
    case Kind::kLiteral:
      return node.literal;
    case Kind::kParam:
      return params[static_cast<size_t>(node.param)];
    case Kind::kSet:
      return BindSet(node, params);
    case Kind::kList:
    case Kind::kMap: {
      Json body = node.kind == Kind::kList ? Json::Array() : Json::Object();
      for (size_t i = 0; i < node.kids.size(); ++i) {
        if (!IsPartiqlValue(node.kids[i]))
          return Status::Validation(
              "Statement wasn't well formed, can't be processed: Unexpected path in a value");
        KS_ASSIGN_OR_RETURN(Json v, BindPartiqlValue(node.kids[i], params));
        if (node.kind == Kind::kList) {
          body.Push(std::move(v));
        } else {
          body.Set(node.keys[i], std::move(v));
        }
      }
      Json out = Json::Object();
      out.Add(node.kind == Kind::kList ? "L" : "M", std::move(body));
      return out;
    }
    default:
      return Status::Validation(
          "Statement wasn't well formed, can't be processed: Expected a value");
  }
}

std::string PartiqlPathText(const PqPath& path) {
  std::string out;
  for (size_t i = 0; i < path.size(); ++i) {
    if (path[i].index >= 0) {
      out += "[" + std::to_string(path[i].index) + "]";
      continue;
    }
    if (i) out += ".";
    out += path[i].name;
  }
  return out;
}

}  // namespace keyscape::expr
