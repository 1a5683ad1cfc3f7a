#include <algorithm>
#include <string>
#include <vector>

#include "create_table_request.h"
#include "keyscape/base/status.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::api {

using base::Status;
using table::BuildKeySchemaFromElements;
using table::KeySchema;
using value::AttrType;

namespace {

const char kInvalid[] = "One or more parameter values were invalid: ";

// Turns [(name, HASH|RANGE)] into a KeySchema using the attribute definitions; a missing
// definition comes back as "missing:<name>".
Status BuildKeySchema(const std::vector<std::pair<std::string, std::string>>& elems,
                      const std::vector<std::pair<std::string, AttrType>>& defs, bool allow_multi,
                      KeySchema* out) {
  for (const auto& e : elems) {
    if (e.second != "HASH" && e.second != "RANGE")
      return Status::Validation("1 validation error detected: Value '" + e.second +
                                "' at 'keySchema.1.member.keyType' failed to satisfy constraint: "
                                "Member must satisfy enum value set: [HASH, RANGE]");
  }
  std::vector<std::string> missing;
  KS_RETURN_IF_ERROR(BuildKeySchemaFromElements(elems, defs, allow_multi, out, &missing));
  if (!missing.empty()) return Status::Validation("missing:" + missing[0]);
  return Status::Ok();
}

std::string Join(const std::vector<std::string>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
  return s;
}

}  // namespace

// A key schema from its elements and the definitions; records the attributes it uses.
Status BuildKey(const KeyElements& es, bool allow_multi, NewTable* nt, KeySchema* ks) {
  const auto& defs = nt->def.attribute_definitions;
  Status st = BuildKeySchema(es, defs, allow_multi, ks);
  if (!st.ok() && st.message().rfind("missing:", 0) == 0) {
    std::vector<std::string> keys, names;
    for (const auto& e : es) keys.push_back(e.first);
    for (const auto& d : defs) names.push_back(d.first);
    return Status::Validation(std::string(kInvalid) +
                              "Some index key attributes are not defined in AttributeDefinitions. "
                              "Keys: [" +
                              Join(keys) + "], AttributeDefinitions: [" + Join(names) + "]");
  }
  for (const auto& e : es) {
    auto& used = nt->used_attrs;
    if (std::find(used.begin(), used.end(), e.first) == used.end()) used.push_back(e.first);
  }
  return st;
}

}  // namespace keyscape::api
