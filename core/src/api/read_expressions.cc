#include "keyscape/api/read_expressions.h"

#include <algorithm>

namespace keyscape {
namespace {

void CollectPaths(const expr::Node& n, std::vector<std::string>* out) {
  if (n.type == expr::NodeType::kPath && !n.path.empty() &&
      std::find(out->begin(), out->end(), n.path[0].name) == out->end())
    out->push_back(n.path[0].name);
  for (const auto& c : n.children) CollectPaths(c, out);
}

}  // namespace

std::vector<std::string> TopLevelAttributes(const expr::ConditionExpression& condition) {
  std::vector<std::string> out;
  CollectPaths(condition.root, &out);
  return out;
}

// PENDING(expr evaluate/projection): replaced by the expr layer's evaluator.
bool FilterMatches(const expr::ConditionExpression&, const Item&) { return true; }
Item ApplyProjection(const expr::ProjectionExpression& p, const Item& item) {
  Item out;
  for (const auto& path : p.paths)
    if (const AttributeValue* v = FindAttr(item, path[0].name)) SetAttr(out, path[0].name, *v);
  return out;
}

}  // namespace keyscape
