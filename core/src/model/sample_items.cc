#include "keyscape/model/sample_items.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/base64.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/number.h"

namespace keyscape::model {

using base::Child;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using value::AttributeValue;
using value::AttrType;
using value::Item;
using value::Number;
using value::ParseAttrMap;

std::string TemplateText(const Json& v) {
  return v.is_number() ? v.number_text() : v.string_value();
}

TemplateValues TemplateValuesOf(const Json& values) {
  TemplateValues out;
  if (values.is_object())
    for (const auto& [name, v] : values.members()) out.emplace(name, TemplateText(v));
  return out;
}

Result<AttributeValue> TypedValue(AttrType type, const Json& v) {
  const std::string text = TemplateText(v);
  if (type == AttrType::kN) {
    KS_ASSIGN_OR_RETURN(Number n, Number::Parse(text));
    return AttributeValue::N(n.ToString());
  }
  if (type == AttrType::kB) {
    std::string raw;
    if (!value::Base64Decode(text, &raw))
      return Status::Validation("value " + text + " is not base64");
    return AttributeValue::B(std::move(raw));
  }
  return AttributeValue::S(text);
}

namespace {

// RenderEntityItem with `keys`, t.AllKeyAttributes().
Result<Item> RenderWithKeys(const Entity& e, const TableModel& t,
                            const std::vector<KeyAttribute>& keys, const Json& values) {
  Item item;
  for (const AttributeSpec& a : e.attributes) {
    const Json* v = values.Find(a.name);
    if (!v) continue;
    Result<AttributeValue> typed = TypedValue(a.type, *v);
    if (!typed.ok())
      return Status::Validation("attribute " + a.name + ": " + typed.status().message());
    item.emplace_back(a.name, std::move(*typed));
  }
  const TemplateValues tv = TemplateValuesOf(values);
  for (const KeyAttribute& k : keys) {
    const EntityKey* key = e.FindKey(k.name);
    if (!key) continue;
    bool is_table_key =
        k.name == t.partition_key.name || (t.sort_key && k.name == t.sort_key->name);
    bool complete = true;  // every placeholder has a value
    for (const TemplatePart& p : key->key_template.parts())
      complete = complete && (!p.placeholder || tv.count(p.text));
    if (!complete && !is_table_key) continue;  // sparse: absent from that index
    KS_ASSIGN_OR_RETURN(std::string text, key->key_template.Render(tv));
    Result<AttributeValue> typed = TypedValue(k.type, Json::String(text));
    if (!typed.ok()) return Status::Validation("key " + k.name + ": " + typed.status().message());
    value::SetAttr(item, k.name, std::move(*typed));
  }
  return item;
}

}  // namespace

Result<Item> RenderEntityItem(const Entity& e, const TableModel& t, const Json& values) {
  return RenderWithKeys(e, t, t.AllKeyAttributes(), values);
}

Result<std::vector<RenderedItem>> RenderSampleItems(const Design& d) {
  return RenderEntityItems(d, nullptr);
}

Result<std::vector<RenderedItem>> RenderEntityItems(const Design& d,
                                                   const std::vector<bool>* entities) {
  std::vector<RenderedItem> out;
  std::map<const TableModel*, std::vector<KeyAttribute>> keys_of;  // each table's, once
  for (size_t i = 0; i < d.items.size(); ++i) {
    const SampleItem& s = d.items[i];
    RenderedItem r;
    r.index = i;
    if (s.table) {
      if (entities) continue;
      r.table = *s.table;
      Result<Item> item = ParseAttrMap(s.item);
      if (!item.ok()) return PathError(Child(Child("/items", i), "item"), item.status().message());
      r.item = std::move(*item);
    } else {
      r.entity = d.FindEntity(*s.entity);
      if (entities && !(*entities)[static_cast<size_t>(r.entity - d.entities.data())]) continue;
      r.table = r.entity->table;
      const TableModel* t = d.FindTable(r.table);
      auto keys = keys_of.find(t);
      if (keys == keys_of.end()) keys = keys_of.emplace(t, t->AllKeyAttributes()).first;
      Result<Item> item = RenderWithKeys(*r.entity, *t, keys->second, s.values);
      if (!item.ok())
        return PathError(Child(Child("/items", i), "values"), item.status().message());
      r.item = std::move(*item);
    }
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace keyscape::model
