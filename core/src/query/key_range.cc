#include "keyscape/query/key_range.h"

#include "keyscape/keycodec/hash_position.h"
#include "keyscape/keycodec/keycodec.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::query {

using keycodec::AppendPosition;
using keycodec::EncodeKeyPrefix;
using keycodec::EncodeKeyValue;
using keycodec::HashPosition;
using keycodec::PrefixSuccessor;
using value::AttributeValue;
using value::CompareScalar;

KeyRange PartitionRange(const AttributeValue& hash, const std::optional<SortCondition>& sort) {
  return PartitionRange(std::vector<AttributeValue>{hash}, {}, sort);
}

KeyRange PartitionRange(const std::vector<AttributeValue>& hash,
                        const std::vector<AttributeValue>& sort_prefix,
                        const std::optional<SortCondition>& sort) {
  std::string p;
  AppendPosition(HashPosition(hash), &p);
  for (const AttributeValue& h : hash) EncodeKeyValue(h, &p);
  for (const AttributeValue& v : sort_prefix) EncodeKeyValue(v, &p);
  const std::string p_end = PrefixSuccessor(p);
  KeyRange r{p, p_end};
  if (!sort) return r;
  auto enc = [&](const AttributeValue& v) {
    std::string s = p;
    EncodeKeyValue(v, &s);
    return s;
  };
  // The smallest key above every key starting with `s`, capped at the partition's end.
  auto after_all = [&](const std::string& s) {
    std::string succ = PrefixSuccessor(s);
    if (succ.empty() || (!p_end.empty() && succ > p_end)) return p_end;
    return succ;
  };
  switch (sort->op) {
    case SortOp::kEq: {
      std::string e = enc(sort->v1);
      r = {e, after_all(e)};
      break;
    }
    case SortOp::kLt:
      r = {p, enc(sort->v1)};
      break;
    case SortOp::kLe:
      r = {p, after_all(enc(sort->v1))};
      break;
    case SortOp::kGt:
      r = {after_all(enc(sort->v1)), p_end};
      break;
    case SortOp::kGe:
      r = {enc(sort->v1), p_end};
      break;
    case SortOp::kBetween:
      r = {enc(sort->v1), after_all(enc(sort->v2))};
      break;
    case SortOp::kBeginsWith: {
      std::string s = p;
      EncodeKeyPrefix(sort->v1, &s);
      r = {s, after_all(s)};
      break;
    }
  }
  return r;
}

bool SortConditionHolds(const SortCondition& c, const AttributeValue& v) {
  if (v.type != c.v1.type) return false;
  int cmp = CompareScalar(v, c.v1);
  switch (c.op) {
    case SortOp::kEq:
      return cmp == 0;
    case SortOp::kLt:
      return cmp < 0;
    case SortOp::kLe:
      return cmp <= 0;
    case SortOp::kGt:
      return cmp > 0;
    case SortOp::kGe:
      return cmp >= 0;
    case SortOp::kBetween:
      return cmp >= 0 && CompareScalar(v, c.v2) <= 0;
    case SortOp::kBeginsWith:
      return v.scalar.compare(0, c.v1.scalar.size(), c.v1.scalar) == 0;
  }
  return false;
}

}  // namespace keyscape::query
