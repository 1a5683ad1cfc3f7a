// The roles key attributes play in a table: each is the partition or sort key of the table
// itself, of a GSI or of an LSI (one attribute may play several). Read by lint (analysis/) and
// the key-builder exports (interop/export/builders/).
#ifndef KEYSCAPE_MODEL_KEY_ROLES_H_
#define KEYSCAPE_MODEL_KEY_ROLES_H_

#include <string>
#include <string_view>
#include <vector>

#include "keyscape/model/design.h"

namespace keyscape::model {

// One use of a key attribute: the table's or an index's partition or sort key.
struct KeyRole {
  KeyAttribute attr;
  bool sort = false;              // a sort key; else a partition key
  std::string index;              // "" for the table's own key
  bool local = false;             // an LSI's sort key (the LSI's partition key is the table's)
  std::string partition_of_sort;  // sort roles: the partition attribute of the same key
};

// Every role of every key attribute of `t`: the table's partition then sort key, then each
// GSI's partition then sort key attributes, then each LSI's sort key, in file order.
std::vector<KeyRole> KeyRolesOf(const TableModel& t);
// The roles of the attribute named `name`, in the same order (empty: not a key attribute).
std::vector<KeyRole> KeyRolesOf(const TableModel& t, std::string_view name);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_KEY_ROLES_H_
