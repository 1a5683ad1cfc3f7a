#include "keyscape/value/item_size.h"

#include "keyscape/value/number.h"

namespace keyscape::value {

int64_t AttributeValueSize(const AttributeValue& v) {
  switch (v.type) {
    case AttrType::kS:
    case AttrType::kB:
      return static_cast<int64_t>(v.scalar.size());
    case AttrType::kN: {
      auto n = Number::ParseUnchecked(v.scalar);
      return n.ok() ? n->StorageSize() : static_cast<int64_t>(v.scalar.size());
    }
    case AttrType::kBool:
    case AttrType::kNull:
      return 1;
    case AttrType::kSS:
    case AttrType::kBS: {
      int64_t s = 0;
      for (const auto& e : v.set) s += static_cast<int64_t>(e.size());
      return s;
    }
    case AttrType::kNS: {
      int64_t s = 0;
      for (const auto& e : v.set) {
        auto n = Number::ParseUnchecked(e);
        s += n.ok() ? n->StorageSize() : static_cast<int64_t>(e.size());
      }
      return s;
    }
    case AttrType::kL: {
      int64_t s = 3;
      for (const auto& e : v.list) s += 1 + AttributeValueSize(e);
      return s;
    }
    case AttrType::kM: {
      int64_t s = 3;
      for (const auto& kv : v.map)
        s += 1 + static_cast<int64_t>(kv.first.size()) + AttributeValueSize(kv.second);
      return s;
    }
  }
  return 0;
}

int64_t ItemSize(const AttrMap& item) {
  int64_t s = 0;
  for (const auto& kv : item)
    s += static_cast<int64_t>(kv.first.size()) + AttributeValueSize(kv.second);
  return s;
}

}  // namespace keyscape::value
