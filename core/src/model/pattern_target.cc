#include "keyscape/model/pattern_target.h"

namespace keyscape::model {

PatternTarget TargetOf(const Design& d, const AccessPattern& p) {
  PatternTarget t;
  t.table = d.FindTable(p.table);
  t.partition = t.table->partition_key;
  t.sort = t.table->sort_key;
  if (!p.index) return t;
  if ((t.global_index = t.table->FindGlobalIndex(*p.index))) {
    t.partition = t.global_index->partition_key.front();
    t.sort.reset();
    if (!t.global_index->sort_key.empty()) t.sort = t.global_index->sort_key.front();
  } else if ((t.local_index = t.table->FindLocalIndex(*p.index))) {
    t.sort = t.local_index->sort_key;
  }
  return t;
}

}  // namespace keyscape::model
