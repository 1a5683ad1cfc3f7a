// The key reads of a PartiQL SELECT (key_reads.h).
#include "key_reads.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <utility>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Status;
using expr::PqNode;
using value::AttributeValue;
using Kind = PqNode::Kind;

namespace {

constexpr size_t kMaxBranches = 1000;       // expanding further counts as too many
constexpr size_t kMaxDecomposedReads = 50;  // DynamoDB's key reads per statement
using Branch = std::vector<const PqNode*>;

bool IsAttr(const PqNode& n, const std::string& name) {
  return n.kind == Kind::kPath && n.path.size() == 1 && n.path[0].name == name;
}

bool Mentions(const PqNode& n, const std::string& name) {
  if (n.kind == Kind::kPath && n.path[0].name == name) return true;
  for (const PqNode& k : n.kids)
    if (Mentions(k, name)) return true;
  return false;
}

// The WHERE as OR-ed branches of AND-ed leaves; nullopt past kMaxBranches. An OR that names
// no key attribute stays one leaf (a filter: DynamoDB accepts `pk = 'a' AND (f(x) OR f(y))`);
// an IN on a key attribute becomes one `key = member` leaf per member (kept in `made_`).
class Expander {
 public:
  explicit Expander(std::vector<std::string> keys) : keys_(std::move(keys)) {}

  std::optional<std::vector<Branch>> Of(const PqNode& n) {
    if (n.kind == Kind::kOr && NamesKey(n)) {
      std::vector<Branch> out;
      for (const PqNode& k : n.kids) {
        auto kid = Of(k);
        if (!kid || out.size() + kid->size() > kMaxBranches) return std::nullopt;
        out.insert(out.end(), kid->begin(), kid->end());
      }
      return out;
    }
    if (n.kind == Kind::kAnd) {
      std::vector<Branch> out{Branch{}};
      for (const PqNode& k : n.kids) {
        auto kid = Of(k);
        if (!kid || out.size() * kid->size() > kMaxBranches) return std::nullopt;
        std::vector<Branch> product;
        for (const Branch& a : out)
          for (const Branch& b : *kid) {
            Branch both = a;
            both.insert(both.end(), b.begin(), b.end());
            product.push_back(std::move(both));
          }
        out = std::move(product);
      }
      return out;
    }
    if (n.kind == Kind::kIn && n.kids[0].kind == Kind::kPath && NamesKey(n.kids[0])) {
      if (n.kids.size() - 1 > kMaxBranches) return std::nullopt;
      std::vector<Branch> out;
      for (size_t i = 1; i < n.kids.size(); ++i) {
        PqNode& eq = made_.emplace_back();
        eq.kind = Kind::kCompare;
        eq.op.push_back('=');
        eq.kids = {n.kids[0], n.kids[i]};
        out.push_back(Branch{&eq});
      }
      return out;
    }
    return std::vector<Branch>{Branch{&n}};
  }

 private:
  bool NamesKey(const PqNode& n) const {
    for (const std::string& k : keys_)
      if (Mentions(n, k)) return true;
    return false;
  }

  std::vector<std::string> keys_;
  std::deque<PqNode> made_;
};

// One end of a sort-key range; no value: unbounded.
struct Bound {
  std::optional<AttributeValue> v;
  bool inclusive = true;
};
struct Range {
  Bound lower, upper;
};

// True when a range ending at `upper` ends before one starting at `lower` starts.
bool EndsBefore(const Bound& upper, const Bound& lower) {
  if (!upper.v || !lower.v) return false;
  const int c = value::CompareScalar(*upper.v, *lower.v);
  return c < 0 || (c == 0 && !(upper.inclusive && lower.inclusive));
}

bool Overlap(const Range& a, const Range& b) {
  return !EndsBefore(a.upper, b.lower) && !EndsBefore(b.upper, a.lower);
}

bool Empty(const Range& r) { return EndsBefore(r.upper, r.lower); }

// Narrows `r` to `b` as its lower (or upper) end.
void Narrow(Bound b, bool lower, Range* r) {
  if (!b.v) return;  // unbounded: narrows nothing
  Bound& end = lower ? r->lower : r->upper;
  if (!end.v) {
    end = std::move(b);
    return;
  }
  const int c = value::CompareScalar(*b.v, *end.v);
  if ((lower && c > 0) || (!lower && c < 0) || (c == 0 && !b.inclusive)) end = std::move(b);
}

// The smallest value above every value starting with `prefix` (S or B), or nullopt.
std::optional<AttributeValue> AfterPrefix(AttributeValue prefix) {
  std::string& bytes = prefix.scalar;
  while (!bytes.empty() && static_cast<unsigned char>(bytes.back()) == 0xFF) bytes.pop_back();
  if (bytes.empty()) return std::nullopt;
  bytes.back() = static_cast<char>(static_cast<unsigned char>(bytes.back()) + 1);
  return prefix;
}

struct KeyValues {
  const std::vector<Json>* params;
  const table::KeyElement* key;
  // The bound value of `n` when it has the key's type.
  std::optional<AttributeValue> Of(const PqNode& n) const {
    if (!expr::IsPartiqlValue(n)) return std::nullopt;
    auto json = expr::BindPartiqlValue(n, *params);
    if (!json.ok()) return std::nullopt;
    auto v = value::ParseAttributeValue(*json);
    if (!v.ok() || v->type != key->type) return std::nullopt;
    return std::move(*v);
  }
};

// Applies the sort-key leaf `c` to `r`. False when it is not a key condition (or its value
// does not bind), which makes the statement a scan.
bool ApplySortLeaf(const PqNode& c, const KeyValues& kv, Range* r) {
  const std::string& sk = kv.key->name;
  if (c.kind == Kind::kBetween && IsAttr(c.kids[0], sk)) {
    auto lo = kv.Of(c.kids[1]), hi = kv.Of(c.kids[2]);
    if (!lo || !hi) return false;
    Narrow(Bound{std::move(lo), true}, true, r);
    Narrow(Bound{std::move(hi), true}, false, r);
    return true;
  }
  if (c.kind == Kind::kCall && c.op == "begins_with" && c.kids.size() == 2 &&
      IsAttr(c.kids[0], sk) && kv.key->type != value::AttrType::kN) {
    auto p = kv.Of(c.kids[1]);
    if (!p) return false;
    Narrow(Bound{AfterPrefix(*p), false}, false, r);
    Narrow(Bound{std::move(p), true}, true, r);
    return true;
  }
  if (c.kind != Kind::kCompare || c.op == "<>") return false;
  const int side = IsAttr(c.kids[0], sk) ? 0 : IsAttr(c.kids[1], sk) ? 1 : -1;
  if (side < 0) return false;
  auto v = kv.Of(c.kids[1 - side]);
  if (!v) return false;
  std::string op = c.op;
  if (side == 1) op = op == "<" ? ">" : op == ">" ? "<" : op == "<=" ? ">=" : op == ">=" ? "<=" : op;
  if (op == "=" || op == ">" || op == ">=") Narrow(Bound{v, op != ">"}, true, r);
  if (op == "=" || op == "<" || op == "<=") Narrow(Bound{v, op != "<"}, false, r);
  return true;
}

// A key attribute compared by = with a scalar of another type, anywhere outside NOT.
Status CheckKeyTypes(const table::KeySchema& ks, const PqNode& n, const std::vector<Json>& params) {
  if (n.kind == Kind::kNot) return Status::Ok();
  if (n.kind == Kind::kAnd || n.kind == Kind::kOr) {
    for (const PqNode& k : n.kids) KS_RETURN_IF_ERROR(CheckKeyTypes(ks, k, params));
    return Status::Ok();
  }
  const bool eq = n.kind == Kind::kCompare && n.op == "=";
  if (!eq && n.kind != Kind::kIn) return Status::Ok();
  for (const table::KeyElement* key : ks.Elements()) {
    const int side = IsAttr(n.kids[0], key->name) ? 0 : eq && IsAttr(n.kids[1], key->name) ? 1 : -1;
    if (side < 0) continue;
    for (size_t i = 0; i < n.kids.size(); ++i) {
      if (static_cast<int>(i) == side || !expr::IsPartiqlValue(n.kids[i])) continue;
      auto json = expr::BindPartiqlValue(n.kids[i], params);
      if (!json.ok()) continue;
      auto v = value::ParseAttributeValue(*json);
      if (v.ok() && v->is_scalar_key_type() && v->type != key->type)
        return Status::Validation(
            "Key attribute's data type should match its data type in table's schema: Key " +
            key->name);
    }
  }
  return Status::Ok();
}

// True when every OR-ed branch of `n` fixes the partition key `pk` with = or IN: a leaf that
// does, an AND with one such operand, an OR of such operands; never under NOT.
bool PinsPartition(const PqNode& n, const std::string& pk) {
  switch (n.kind) {
    case Kind::kAnd:
      return std::any_of(n.kids.begin(), n.kids.end(), [&](const PqNode& k) { return PinsPartition(k, pk); });
    case Kind::kOr:
      return std::all_of(n.kids.begin(), n.kids.end(), [&](const PqNode& k) { return PinsPartition(k, pk); });
    case Kind::kIn:
      return IsAttr(n.kids[0], pk);
    case Kind::kCompare:
      return n.op == "=" && ((IsAttr(n.kids[0], pk) && expr::IsPartiqlValue(n.kids[1])) ||
                             (IsAttr(n.kids[1], pk) && expr::IsPartiqlValue(n.kids[0])));
    default:
      return false;
  }
}

// The value `c` fixes the partition key `pk` to (`pk` = value), if it does and binds.
std::optional<AttributeValue> PartitionOf(const PqNode& c, const KeyValues& kv) {
  if (c.kind != Kind::kCompare || c.op != "=") return std::nullopt;
  const std::string& pk = kv.key->name;
  const int side = IsAttr(c.kids[0], pk) ? 0 : IsAttr(c.kids[1], pk) ? 1 : -1;
  if (side < 0) return std::nullopt;
  return kv.Of(c.kids[1 - side]);
}

// A condition on the sort key `sk` that a key read holds (=, <, <=, >, >=, BETWEEN,
// begins_with), rather than a filter.
bool IsSortKeyCondition(const PqNode& c, const std::string& sk) {
  if (c.kind == Kind::kBetween || (c.kind == Kind::kCall && c.op == "begins_with"))
    return !c.kids.empty() && IsAttr(c.kids[0], sk);
  if (c.kind != Kind::kCompare || c.op == "<>") return false;
  return (IsAttr(c.kids[0], sk) && expr::IsPartiqlValue(c.kids[1])) ||
         (IsAttr(c.kids[1], sk) && expr::IsPartiqlValue(c.kids[0]));
}

void AddRoots(const PqNode& n, std::vector<std::string>* out) {
  if (n.kind == Kind::kPath && std::find(out->begin(), out->end(), n.path[0].name) == out->end())
    out->push_back(n.path[0].name);
  for (const PqNode& k : n.kids) AddRoots(k, out);
}

// Java's String.hashCode of UTF-8 `s` (over its UTF-16 code units), spread as HashMap does.
uint32_t JavaHash(const std::string& s) {
  uint32_t h = 0;
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    uint32_t cp = n == 1 ? c : c & (0x7F >> n);
    for (int j = 1; j < n && i + j < s.size(); ++j)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + j]) & 0x3F);
    i += static_cast<size_t>(n);
    if (cp < 0x10000) {
      h = 31 * h + cp;
    } else {
      h = 31 * h + (0xD800 + ((cp - 0x10000) >> 10));
      h = 31 * h + (0xDC00 + ((cp - 0x10000) & 0x3FF));
    }
  }
  return h ^ (h >> 16);
}

// `names` (distinct, in insertion order) in the order a java.util.HashSet iterates them: by
// bucket of a table that starts at 16 and doubles past 3/4 full, insertion order within a
// bucket (ignoring the tree buckets Java makes of 8 or more colliding names). DynamoDB lists
// unprojected filter attributes in this order (recorded: [a, b] for b then a; [zz, aa, mm]).
std::vector<std::string> JavaHashSetOrder(std::vector<std::string> names) {
  uint32_t capacity = 16;
  while (names.size() > capacity / 4 * 3) capacity *= 2;
  std::stable_sort(names.begin(), names.end(), [&](const std::string& a, const std::string& b) {
    return (JavaHash(a) & (capacity - 1)) < (JavaHash(b) & (capacity - 1));
  });
  return names;
}

}  // namespace

Status CheckIndexFilterProjection(const table::TableDef& table, const table::IndexDef& index,
                                  const PqNode& where, const std::vector<Json>& params) {
  if (index.projection.type == table::ProjectionType::kAll) return Status::Ok();
  const auto hashes = index.key.HashElements();
  const auto ranges = index.key.RangeElements();
  if (hashes.size() != 1 || ranges.size() > 1) return Status::Ok();
  std::vector<std::string> projected = index.projection.non_key_attributes;
  for (const table::KeyElement* e : table.key.Elements()) projected.push_back(e->name);
  for (const table::KeyElement* e : index.key.Elements()) projected.push_back(e->name);
  std::vector<std::string> keys{hashes[0]->name};
  if (!ranges.empty()) keys.push_back(ranges[0]->name);
  Expander expander(keys);
  auto branches = expander.Of(where);
  if (!branches) return Status::Ok();
  // Per branch: its partition value and the unprojected attributes its filters name.
  std::vector<std::pair<AttributeValue, std::vector<std::string>>> reads;
  for (const Branch& b : *branches) {
    std::optional<AttributeValue> partition;
    std::vector<std::string> names;
    for (const PqNode* c : b) {
      if (auto v = PartitionOf(*c, KeyValues{&params, hashes[0]})) {
        if (partition && value::CompareScalar(*partition, *v) != 0) return Status::Ok();
        partition = std::move(v);
        continue;
      }
      if (!ranges.empty() && IsSortKeyCondition(*c, ranges[0]->name)) continue;
      AddRoots(*c, &names);
    }
    if (!partition) return Status::Ok();  // a scan: it filters the index's own view
    names.erase(std::remove_if(names.begin(), names.end(), [&](const std::string& n) {
      return std::find(projected.begin(), projected.end(), n) != projected.end();
    }), names.end());
    if (names.empty()) return Status::Ok();
    reads.emplace_back(std::move(*partition), std::move(names));
  }
  if (reads.empty()) return Status::Ok();
  std::stable_sort(reads.begin(), reads.end(), [](const auto& a, const auto& b) {
    return value::CompareScalar(a.first, b.first) < 0;
  });
  std::string list;
  for (const std::string& n : JavaHashSetOrder(reads.back().second)) {
    if (!list.empty()) list += ", ";
    list += n;
  }
  return Status::Validation("One or more parameter values were invalid: Secondary index " +
                            index.name + " does not project one or more filter attributes: [" +
                            list + "]");
}

std::optional<Json> SingleItemKey(const table::KeySchema& ks, const PqNode& where,
                                  const std::vector<Json>& params) {
  std::vector<std::string> names;
  for (const table::KeyElement* e : ks.Elements()) names.push_back(e->name);
  Expander expander(names);
  auto branches = expander.Of(where);
  if (!branches || branches->size() != 1) return std::nullopt;
  std::vector<std::optional<Json>> values(names.size());
  for (const PqNode* c : (*branches)[0]) {
    if (c->kind != Kind::kCompare || c->op != "=") return std::nullopt;
    size_t i = 0, side = 0;
    for (; i < names.size(); ++i) {
      if (IsAttr(c->kids[0], names[i]) && expr::IsPartiqlValue(c->kids[1])) break;
      if (IsAttr(c->kids[1], names[i]) && expr::IsPartiqlValue(c->kids[0])) {
        side = 1;
        break;
      }
    }
    if (i == names.size()) return std::nullopt;  // a filter: more than the key
    auto bound = expr::BindPartiqlValue(c->kids[1 - side], params);
    if (!bound.ok()) return std::nullopt;
    if (values[i]) {  // the same key attribute again: only with the same value
      auto a = value::ParseAttributeValue(*values[i]);
      auto b = value::ParseAttributeValue(*bound);
      if (!a.ok() || !b.ok() || !value::AttrEquals(*a, *b)) return std::nullopt;
      continue;
    }
    values[i] = std::move(*bound);
  }
  Json key = Json::Object();
  for (size_t i = 0; i < names.size(); ++i) {
    if (!values[i]) return std::nullopt;
    key.Add(names[i], std::move(*values[i]));
  }
  return key;
}

Status CheckKeyReads(const table::KeySchema& ks, const PqNode& where,
                     const std::vector<Json>& params, bool check_types) {
  if (check_types) KS_RETURN_IF_ERROR(CheckKeyTypes(ks, where, params));
  const auto hashes = ks.HashElements();
  const auto ranges = ks.RangeElements();
  if (hashes.size() != 1 || ranges.size() > 1) return Status::Ok();
  std::vector<std::string> keys{hashes[0]->name};
  if (!ranges.empty()) keys.push_back(ranges[0]->name);
  Expander expander(std::move(keys));
  auto branches = expander.Of(where);
  if (PinsPartition(where, hashes[0]->name) && (!branches || branches->size() > kMaxDecomposedReads))
    return Status::Validation("Too many decomposed read operations for a given query.");
  if (!branches) return Status::Ok();
  std::vector<std::pair<AttributeValue, Range>> reads;
  for (const Branch& b : *branches) {
    std::optional<AttributeValue> partition;
    Range range;
    for (const PqNode* c : b) {
      if (!partition && c->kind == Kind::kCompare && c->op == "=") {
        const std::string& pk = hashes[0]->name;
        const int side = IsAttr(c->kids[0], pk) ? 0 : IsAttr(c->kids[1], pk) ? 1 : -1;
        if (side >= 0) partition = KeyValues{&params, hashes[0]}.Of(c->kids[1 - side]);
        if (partition) continue;
      }
      if (!ranges.empty() && Mentions(*c, ranges[0]->name) &&
          !ApplySortLeaf(*c, KeyValues{&params, ranges[0]}, &range))
        return Status::Ok();
    }
    if (!partition) return Status::Ok();
    if (!Empty(range)) reads.emplace_back(std::move(*partition), std::move(range));
  }
  for (size_t i = 0; i < reads.size(); ++i)
    for (size_t j = i + 1; j < reads.size(); ++j)
      if (value::CompareScalar(reads[i].first, reads[j].first) == 0 &&
          Overlap(reads[i].second, reads[j].second))
        return Status::Validation(
            "Overlapping conditions with range keys are not supported in where clause");
  return Status::Ok();
}

bool ReadsByPartitionKeys(const table::KeySchema& ks, const PqNode& where) {
  const auto hashes = ks.HashElements();
  return hashes.size() == 1 && PinsPartition(where, hashes[0]->name);
}

}  // namespace keyscape::api
