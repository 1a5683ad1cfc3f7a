#include "requests.h"

#include <algorithm>
#include <string_view>
#include <utility>

namespace keyscape::cli {
namespace {

using base::Json;

bool IsTableMap(std::string_view name) {
  return name == "RequestItems" || name == "Responses" || name == "UnprocessedItems" ||
         name == "UnprocessedKeys" || name == "ItemCollectionMetrics";
}

const std::string& Renamed(const std::string& name, const TableNames& names) {
  auto it = names.find(name);
  return it == names.end() ? name : it->second;
}

KeyNames KeyNamesOf(const Json* schema) {
  KeyNames out;
  if (!schema) return out;
  for (const Json& k : schema->array()) {
    const Json* name = k.Find("AttributeName");
    const Json* type = k.Find("KeyType");
    if (!name || !type) continue;
    (type->string_value() == "HASH" ? out.hash : out.range) = name->string_value();
    out.all.push_back(name->string_value());
  }
  return out;
}

void AddWritten(const std::string& table, const Json* item_or_key, bool is_item,
                const std::map<std::string, TableInfo>& tables, std::vector<TableKey>* out) {
  auto it = tables.find(table);
  if (!item_or_key || it == tables.end()) return;
  out->push_back({table, is_item ? KeyOf(*item_or_key, it->second.key) : *item_or_key});
}

}  // namespace

std::map<std::string, TableInfo> TablesOf(const Json& create_table_requests) {
  std::map<std::string, TableInfo> out;
  for (const Json& t : create_table_requests.array()) {
    TableInfo info;
    info.key = KeyNamesOf(t.Find("KeySchema"));
    for (const char* list : {"GlobalSecondaryIndexes", "LocalSecondaryIndexes"})
      if (const Json* indexes = t.Find(list))
        for (const Json& index : indexes->array())
          info.indexes[index.Find("IndexName")->string_value()] =
              KeyNamesOf(index.Find("KeySchema"));
    out[t.Find("TableName")->string_value()] = std::move(info);
  }
  return out;
}

Json RenameTables(const Json& body, const TableNames& names) {
  Json out = body;
  if (out.is_array()) {
    for (Json& v : out.array()) v = RenameTables(v, names);
    return out;
  }
  if (!out.is_object()) return out;
  for (Json::Member& m : out.members()) {
    if (m.first == "TableName" && m.second.is_string()) {
      m.second = Json::String(Renamed(m.second.string_value(), names));
    } else if (IsTableMap(m.first) && m.second.is_object()) {
      for (Json::Member& table : m.second.members()) {
        table.first = Renamed(table.first, names);
        table.second = RenameTables(table.second, names);
      }
    } else {
      m.second = RenameTables(m.second, names);
    }
  }
  return out;
}

std::string KeyId(const std::string& table, const Json& key) {
  return table + "\n" + Canonical(key);
}

Json KeyOf(const Json& item, const KeyNames& key) {
  Json out = Json::Object();
  for (const std::string* name : {&key.hash, &key.range})
    if (!name->empty())
      if (const Json* v = item.Find(*name)) out.Add(*name, *v);
  return out;
}

std::vector<Json> BatchWriteBodies(const Json& items,
                                   const std::map<std::string, TableInfo>& tables) {
  // The last item of each key, in the order of its first appearance.
  std::vector<std::string> order;
  std::map<std::string, std::pair<std::string, const Json*>> by_key;
  for (const Json& entry : items.array()) {
    const std::string& table = entry.Find("table")->string_value();
    const Json* item = entry.Find("item");
    auto info = tables.find(table);
    std::string key = info == tables.end() ? std::to_string(order.size())
                                           : KeyId(table, KeyOf(*item, info->second.key));
    if (!by_key.count(key)) order.push_back(key);
    by_key[key] = {table, item};
  }
  std::vector<Json> out;
  for (size_t start = 0; start < order.size(); start += 25) {
    Json request_items = Json::Object();
    for (size_t i = start; i < std::min(order.size(), start + 25); ++i) {
      const auto& [table, item] = by_key[order[i]];
      Json* list = request_items.Find(table);
      if (!list) list = &request_items.Add(table, Json::Array());
      Json put = Json::Object();
      put.Add("PutRequest", Json::Object()).Add("Item", *item);
      list->Push(std::move(put));
    }
    Json body = Json::Object();
    body.Add("RequestItems", std::move(request_items));
    out.push_back(std::move(body));
  }
  return out;
}

bool IsWrite(const std::string& op) {
  return op == "PutItem" || op == "UpdateItem" || op == "DeleteItem" || op == "BatchWriteItem" ||
         op == "TransactWriteItems";
}

std::vector<TableKey> WrittenKeys(const std::string& op, const Json& request,
                                  const std::map<std::string, TableInfo>& tables) {
  std::vector<TableKey> out;
  const Json* table = request.Find("TableName");
  const std::string name = table && table->is_string() ? table->string_value() : "";
  if (op == "PutItem") AddWritten(name, request.Find("Item"), true, tables, &out);
  if (op == "UpdateItem" || op == "DeleteItem")
    AddWritten(name, request.Find("Key"), false, tables, &out);
  if (op == "BatchWriteItem" && request.Find("RequestItems"))
    for (const Json::Member& t : request.Find("RequestItems")->members())
      for (const Json& w : t.second.array()) {
        if (const Json* put = w.Find("PutRequest"))
          AddWritten(t.first, put->Find("Item"), true, tables, &out);
        if (const Json* del = w.Find("DeleteRequest"))
          AddWritten(t.first, del->Find("Key"), false, tables, &out);
      }
  if (op == "TransactWriteItems" && request.Find("TransactItems"))
    for (const Json& t : request.Find("TransactItems")->array()) {
      if (const Json* put = t.Find("Put"))
        AddWritten(put->Find("TableName")->string_value(), put->Find("Item"), true, tables, &out);
      for (const char* kind : {"Update", "Delete"})
        if (const Json* w = t.Find(kind))
          AddWritten(w->Find("TableName")->string_value(), w->Find("Key"), false, tables, &out);
    }
  return out;
}

CompareRules RulesFor(const std::string& op, const Json& request,
                      const std::map<std::string, TableInfo>& tables) {
  CompareRules rules;
  rules.unordered = op == "Scan";
  const Json* table = request.Find("TableName");
  auto info = table && table->is_string() ? tables.find(table->string_value()) : tables.end();
  if (info == tables.end()) return rules;
  const Json* index = request.Find("IndexName");
  if (index && index->is_string()) {
    auto it = info->second.indexes.find(index->string_value());
    if (it != info->second.indexes.end()) {
      for (const std::string* n : {&it->second.hash, &it->second.range})
        if (!n->empty()) rules.tie_keys.push_back(*n), rules.key_names.push_back(*n);
      rules.tie_name = index->string_value();
    }
  }
  for (const std::string* n : {&info->second.key.hash, &info->second.key.range})
    if (!n->empty() &&
        std::find(rules.key_names.begin(), rules.key_names.end(), *n) == rules.key_names.end())
      rules.key_names.push_back(*n);
  return rules;
}

}  // namespace keyscape::cli
