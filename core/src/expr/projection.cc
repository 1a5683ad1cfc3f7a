#include "keyscape/expr/projection.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "keyscape/value/attribute_value.h"

namespace keyscape::expr {

using value::AttributeValue;
using value::AttrType;
using value::Item;

namespace {

// The projected paths as a tree: a node is taken whole, or by named members, or by
// list indexes.
struct ProjNode {
  bool whole = false;
  std::vector<std::pair<std::string, std::unique_ptr<ProjNode>>> names;
  std::map<uint32_t, std::unique_ptr<ProjNode>> indexes;

  ProjNode* Name(const std::string& n) {
    for (auto& [k, v] : names) {
      if (k == n) return v.get();
    }
    names.emplace_back(n, std::make_unique<ProjNode>());
    return names.back().second.get();
  }
  ProjNode* Index(uint32_t i) {
    auto& slot = indexes[i];
    if (!slot) slot = std::make_unique<ProjNode>();
    return slot.get();
  }
  const ProjNode* FindName(const std::string& n) const {
    for (const auto& [k, v] : names) {
      if (k == n) return v.get();
    }
    return nullptr;
  }
};

void Insert(ProjNode* root, const DocumentPath& path) {
  ProjNode* cur = root;
  for (const PathElement& e : path) {
    if (cur->whole) return;  // an ancestor is already taken whole
    cur = e.is_index() ? cur->Index(e.index) : cur->Name(e.name);
  }
  cur->whole = true;
  cur->names.clear();
  cur->indexes.clear();
}

std::optional<AttributeValue> Project(const AttributeValue& v, const ProjNode& node) {
  if (node.whole) return v;
  if (v.type == AttrType::kM && !node.names.empty()) {
    AttributeValue out;
    out.type = AttrType::kM;
    for (const auto& [name, child] : v.map) {
      if (const ProjNode* p = node.FindName(name)) {
        if (auto projected = Project(child, *p)) out.map.emplace_back(name, std::move(*projected));
      }
    }
    if (out.map.empty()) return std::nullopt;
    return out;
  }
  if (v.type == AttrType::kL && !node.indexes.empty()) {
    AttributeValue out;
    out.type = AttrType::kL;
    for (const auto& [index, child] : node.indexes) {
      if (index >= v.list.size()) break;
      if (auto projected = Project(v.list[index], *child))
        out.list.push_back(std::move(*projected));
    }
    if (out.list.empty()) return std::nullopt;
    return out;
  }
  return std::nullopt;
}

}  // namespace

Item ApplyProjection(const std::vector<DocumentPath>& paths, const Item& item) {
  ProjNode root;
  for (const DocumentPath& p : paths) {
    if (!p.empty() && !p.front().is_index()) Insert(&root, p);
  }
  Item out;
  for (const auto& [name, value] : item) {
    if (const ProjNode* p = root.FindName(name)) {
      if (auto projected = Project(value, *p)) out.emplace_back(name, std::move(*projected));
    }
  }
  return out;
}

Item ApplyProjection(const ProjectionExpression& projection, const Item& item) {
  return ApplyProjection(projection.paths, item);
}

}  // namespace keyscape::expr
