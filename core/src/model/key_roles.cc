#include "keyscape/model/key_roles.h"

namespace keyscape::model {

std::vector<KeyRole> KeyRolesOf(const TableModel& t) {
  std::vector<KeyRole> out;
  out.push_back({t.partition_key, false, "", false, ""});
  if (t.sort_key) out.push_back({*t.sort_key, true, "", false, t.partition_key.name});
  for (const GlobalIndex& g : t.global_indexes) {
    for (const KeyAttribute& k : g.partition_key) out.push_back({k, false, g.name, false, ""});
    for (const KeyAttribute& k : g.sort_key)
      out.push_back({k, true, g.name, false, g.partition_key.front().name});
  }
  for (const LocalIndex& l : t.local_indexes)
    out.push_back({l.sort_key, true, l.name, true, t.partition_key.name});
  return out;
}

std::vector<KeyRole> KeyRolesOf(const TableModel& t, std::string_view name) {
  std::vector<KeyRole> out;
  for (KeyRole& r : KeyRolesOf(t))
    if (r.attr.name == name) out.push_back(std::move(r));
  return out;
}

}  // namespace keyscape::model
