// The parts of TransactWriteItems and TransactGetItems they share (transact.h).
#include "transact.h"

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/base/json.h"

namespace keyscape::api::transact {

using base::Json;

namespace {

// The value text of a list in a constraint message ('[]' for an empty one).
std::string ListValueText(const Json& list) {
  if (list.array().empty()) return "'[]'";
  return Quoted(list.Dump());
}

}  // namespace

// TransactItems' length: 1 to 100 entries.
void CheckTransactItems(const Json* items, ConstraintErrors* errors) {
  if (!items) {
    errors->Add("null", "transactItems", "Member must not be null");
  } else if (items->array().empty()) {
    errors->Add(ListValueText(*items), "transactItems",
                "Member must have length greater than or equal to 1");
  } else if (items->array().size() > kMaxTransactItems) {
    errors->Add(ListValueText(*items), "transactItems",
                "Member must have length less than or equal to 100");
  }
}

bool HasEntriesToRead(const Json* items) {
  return items && !items->array().empty() && items->array().size() <= kMaxTransactItems;
}

// A copy of the action body that the single-item handler accepts.
Json SubRequest(const Json& body) {
  Json req = body;
  auto& m = req.members();
  for (auto it = m.begin(); it != m.end();) {
    if (it->first == "ReturnValuesOnConditionCheckFailure")
      it = m.erase(it);
    else
      ++it;
  }
  return req;
}

using UnitsPerTable = std::vector<std::pair<std::string, CapacityUse>>;

// Adds `use` (table and index units) to the table's running sum.
void AddUnits(UnitsPerTable* per_table, const std::string& table, const CapacityUse& use) {
  for (auto& e : *per_table) {
    if (e.first != table) continue;
    e.second.table += use.table;
    for (const auto& [name, u] : use.gsis) e.second.gsis[name] += u;
    for (const auto& [name, u] : use.lsis) e.second.lsis[name] += u;
    return;
  }
  per_table->emplace_back(table, use);
}

Json CapacityList(const UnitsPerTable& per_table, CapacityMode mode, bool is_read) {
  Json list = Json::Array();
  for (const auto& e : per_table) {
    Json c = CapacityJson(e.first, e.second, mode, is_read);
    c.Add(is_read ? "ReadCapacityUnits" : "WriteCapacityUnits", Json::Double(e.second.total()));
    list.Push(std::move(c));
  }
  return list;
}

}  // namespace keyscape::api::transact
