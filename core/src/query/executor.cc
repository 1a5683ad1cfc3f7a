#include "keyscape/query/executor.h"

#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"
#include "query_names.h"

namespace keyscape::query {

RangeReadResult ReadRange(const Table& table, const KeyRange& range, const RangeReadOptions& opt) {
  RangeReadResult out;
  const EntryStore& s = table.store(opt.store);
  std::string_view lo = range.lo, hi = range.hi;
  bool bounded = !range.hi.empty();

  auto take = [&](const EntryStore::Entry& entry) -> bool {
    auto item = DecodeItem(EntryStore::ValueOf(entry));
    if (!item.ok()) return true;
    EvaluatedItem e{std::string(EntryStore::KeyOf(entry)), std::move(item).value(), 0};
    e.size = ItemSize(e.item);
    out.bytes += e.size;
    out.items.push_back(std::move(e));
    if (opt.limit > 0 && static_cast<int64_t>(out.items.size()) >= opt.limit) return false;
    if (out.bytes >= kMaxPageBytes) return false;
    return true;
  };

  if (opt.forward) {
    auto it = s.LowerBound(lo);
    if (opt.start_after && std::string_view(*opt.start_after) >= lo)
      it = s.UpperBound(*opt.start_after);
    for (; it != s.end(); ++it) {
      std::string_view k = EntryStore::KeyOf(*it);
      if (bounded && k >= hi) break;
      if (!take(*it)) {
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
      if (!take(*it)) {
        out.stopped_early = true;
        break;
      }
    }
  }
  return out;
}

}  // namespace keyscape::query
