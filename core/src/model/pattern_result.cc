#include "keyscape/model/pattern_result.h"

#include <algorithm>

#include "keyscape/base/json.h"
#include "keyscape/model/pattern_target.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/base64.h"

namespace keyscape::model {

using base::Json;
using value::AttributeValue;
using value::Item;
namespace {

// The text of a DynamoDB-JSON scalar ({"S": "x"} -> "x", {"N": "7"} -> "7").
std::string ScalarText(const Json* av) {
  if (!av || !av->is_object() || av->members().size() != 1) return "";
  const Json& v = av->members()[0].second;
  return v.is_string() ? v.string_value() : v.Dump();
}

// ScalarText of the value's DynamoDB JSON: a B value's bytes as its base64 text.
std::string JsonScalar(const AttributeValue& v) {
  return v.type == value::AttrType::kB ? value::Base64Encode(v.scalar) : v.scalar;
}

}  // namespace

std::string PrimaryKeyText(const TableModel& t, std::string_view pk, std::string_view sk) {
  if (!t.sort_key) return std::string(pk);
  return std::to_string(pk.size()) + ":" + std::string(pk) + std::string(sk);
}

std::vector<const Json*> ReturnedItems(const Json& response, const std::string& table) {
  std::vector<const Json*> out;
  if (const Json* items = response.Find("Items"))
    for (const Json& i : items->array()) out.push_back(&i);
  if (const Json* item = response.Find("Item")) out.push_back(item);
  if (const Json* r = response.Find("Responses")) {
    if (const Json* t = r->Find(table))
      for (const Json& i : t->array()) out.push_back(&i);
    if (r->is_array())
      for (const Json& e : r->array())
        if (const Json* i = e.Find("Item")) out.push_back(i);
  }
  return out;
}

ItemEntities::ItemEntities(const Design& d, const std::vector<RenderedItem>& items) : d_(d) {
  for (const RenderedItem& r : items) {
    const TableModel* t = d.FindTable(r.table);
    if (!t) continue;
    const AttributeValue* pk = value::FindAttr(r.item, t->partition_key.name);
    const AttributeValue* sk = t->sort_key ? value::FindAttr(r.item, t->sort_key->name) : nullptr;
    if (!pk || (t->sort_key && !sk)) continue;
    // A later item of the key replaces the earlier one in the table: its entity (or none).
    tables_[r.table][PrimaryKeyText(*t, JsonScalar(*pk), sk ? JsonScalar(*sk) : "")] = r.entity;
  }
}

const Entity* ItemEntities::Find(const std::string& table, const Json& returned) const {
  auto keys = tables_.find(table);
  const TableModel* t = d_.FindTable(table);
  if (keys == tables_.end() || !t) return nullptr;
  const std::string sk = t->sort_key ? ScalarText(returned.Find(t->sort_key->name)) : "";
  auto it =
      keys->second.find(PrimaryKeyText(*t, ScalarText(returned.Find(t->partition_key.name)), sk));
  return it == keys->second.end() ? nullptr : it->second;
}

std::vector<std::string> MatchedEntities(const ItemEntities& entities, const AccessPattern& p,
                                         const std::vector<const Json*>& full_items) {
  std::vector<std::string> out;
  for (const Json* returned : full_items) {
    const Entity* e = entities.Find(p.table, *returned);
    if (e && std::find(out.begin(), out.end(), e->name) == out.end()) out.push_back(e->name);
  }
  return out;
}

Json ExpectVerdict(const AccessPattern& p, const std::vector<const Json*>& full_items) {
  if (p.expect.is_null()) return Json();
  Json v = Json::Object();
  bool holds = true;
  if (const Json* count = p.expect.Find("count")) {
    Json c = Json::Object();
    c.Add("expected", *count);
    c.Add("actual", Json::Int(static_cast<int64_t>(full_items.size())));
    holds = holds && count->Dump() == std::to_string(full_items.size());
    v.Add("count", std::move(c));
  }
  if (const Json* keys = p.expect.Find("keys")) {
    Json actual = Json::Array();
    const std::vector<Json>& wanted = keys->array();
    for (size_t i = 0; i < full_items.size(); ++i) {
      Json got = Json::Object();
      // The attributes to show: those of the expected key at i, else of the last one.
      if (!wanted.empty()) {
        const Json& want = i < wanted.size() ? wanted[i] : wanted.back();
        for (const Json::Member& m : want.members())
          got.Add(m.first, Json::String(ScalarText(full_items[i]->Find(m.first))));
      }
      actual.Push(std::move(got));
    }
    bool same = actual.size() == keys->size();
    for (size_t i = 0; same && i < keys->array().size(); ++i)
      for (const Json::Member& m : keys->array()[i].members())
        same =
            same && actual.array()[i].Find(m.first)->string_value() ==
                        (m.second.is_string() ? m.second.string_value() : m.second.number_text());
    holds = holds && same;
    Json k = Json::Object();
    k.Add("expected", *keys);
    k.Add("actual", std::move(actual));
    v.Add("keys", std::move(k));
  }
  Json out = Json::Object();
  out.Add("holds", Json::Bool(holds));
  for (Json::Member& m : v.members()) out.Add(m.first, std::move(m.second));
  return out;
}

}  // namespace keyscape::model
