#include "keyscape/query/executor.h"

#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/value/encoded_item.h"

namespace keyscape::query {

using table::EntryStore;
using table::Table;
using value::CheckEncodedItem;

RangeReadResult ReadRange(const Table& table, const KeyRange& range, const RangeReadOptions& opt) {
  RangeReadResult out;
  const EntryStore& s = table.store(opt.store);
  std::string_view lo = range.lo, hi = range.hi;
  bool bounded = !range.hi.empty();

  auto take = [&](std::string_view key, std::string_view encoded) -> bool {
    int64_t size = 0;
    if (!CheckEncodedItem(encoded, &size)) return true;
    EvaluatedItem e;
    e.key_at = static_cast<uint32_t>(out.bytes.size());
    e.key_size = static_cast<uint32_t>(key.size());
    out.bytes.append(key);
    e.encoded_at = static_cast<uint32_t>(out.bytes.size());
    e.encoded_size = static_cast<uint32_t>(encoded.size());
    out.bytes.append(encoded);
    e.size = size;
    out.total_bytes += size;
    out.items.push_back(e);
    if (opt.limit > 0 && static_cast<int64_t>(out.items.size()) >= opt.limit) return false;
    if (out.total_bytes >= kMaxPageBytes) return false;
    return true;
  };

  if (opt.forward) {
    auto it = s.LowerBound(lo);
    if (opt.start_after && std::string_view(*opt.start_after) >= lo)
      it = s.UpperBound(*opt.start_after);
    for (; it != s.end(); ++it) {
      std::string_view k = EntryStore::KeyOf(*it);
      if (bounded && k >= hi) break;
      if (!take(k, EntryStore::ValueOf(*it))) {
        out.stopped_early = true;
        break;
      }
    }
  } else {
    auto it = bounded ? s.LowerBound(hi) : s.end();
    if (opt.start_after && (!bounded || std::string_view(*opt.start_after) < hi))
      it = s.LowerBound(*opt.start_after);
    while (it != s.begin()) {
      --it;
      std::string_view k = EntryStore::KeyOf(*it);
      if (k < lo) break;
      if (!take(k, EntryStore::ValueOf(*it))) {
        out.stopped_early = true;
        break;
      }
    }
  }
  return out;
}

}  // namespace keyscape::query
