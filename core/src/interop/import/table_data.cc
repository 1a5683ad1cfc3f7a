// Designs from real data: grouping items into entities and writing the model (table_data.h).
#include "keyscape/interop/import/table_data.h"

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "interop/import/table_data_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/model_writer.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::interop {

using base::Json;
using base::Result;
using base::Status;
using namespace table_data;  // NOLINT: this file's parts

namespace {

// One item as read: its DynamoDB JSON and the text of each S/N/B attribute.
struct Row {
  const Json* item;
  std::map<std::string, std::pair<std::string, std::string>> scalars;  // name -> (type, text)
  bool only_scalars = true;
};

struct Group {
  std::string pk_word, sk_word;
  std::vector<const Row*> rows;
};

std::string KeyText(const Row& r, const std::string& name) {
  auto it = r.scalars.find(name);
  return it == r.scalars.end() ? "" : it->second.second;
}

Result<std::vector<Row>> ReadRows(const std::vector<Json>& items) {
  std::vector<Row> rows;
  for (size_t i = 0; i < items.size(); ++i) {
    const Json& item = items[i];
    Result<value::AttrMap> parsed = value::ParseAttrMap(item);
    if (!parsed.ok())
      return Status::Validation("/items/" + std::to_string(i) + ": " + parsed.status().message());
    Row r{&item, {}, true};
    for (const auto& [name, av] : item.members()) {
      const auto& [type, v] = av.members().front();
      if ((type == "S" || type == "N" || type == "B") && v.is_string())
        r.scalars[name] = {type, v.string_value()};
      else
        r.only_scalars = false;
    }
    rows.push_back(std::move(r));
  }
  return rows;
}

std::vector<Group> GroupRows(const std::vector<Row>& rows, const model::TableModel& t) {
  std::vector<Group> groups;
  std::map<std::pair<std::string, std::string>, size_t> at;
  for (const Row& r : rows) {
    std::pair<std::string, std::string> words{
        LeadWord(KeyText(r, t.partition_key.name)),
        t.sort_key ? LeadWord(KeyText(r, t.sort_key->name)) : ""};
    auto [it, fresh] = at.emplace(words, groups.size());
    if (fresh) groups.push_back({words.first, words.second, {}});
    groups[it->second].rows.push_back(&r);
  }
  return groups;
}

// Whether every row of the group has the same sort key (a marker: PROFILE, #METADATA).
bool MarkerSortKey(const Group& g, const model::TableModel& t) {
  if (!t.sort_key) return true;
  for (const Row* r : g.rows)
    if (KeyText(*r, t.sort_key->name) != KeyText(*g.rows.front(), t.sort_key->name)) return false;
  return true;
}

// An entity's name: its partition key's word when its sort key is a marker (USER#.. with
// PROFILE: User), else its sort key's word (ROOM#.. with MSG#..: Msg); a name an earlier
// entity took becomes the other word (#SUBSCRIPTION: Subscription) or both (UserRoom).
std::vector<std::string> EntityNames(const std::vector<Group>& groups, const model::TableModel& t) {
  std::vector<std::string> names(groups.size());
  std::set<std::string> taken;
  // Marker groups first, so the same data names the same entities in any item order.
  for (int pass = 0; pass < 2; ++pass)
    for (size_t i = 0; i < groups.size(); ++i) {
      const Group& g = groups[i];
      const bool marker = MarkerSortKey(g, t);
      if (marker != (pass == 0)) continue;
      const std::string pk = Camel(g.pk_word, false), sk = Camel(g.sk_word, false);
      const std::vector<std::string> tries = {marker && !pk.empty() ? pk : sk,
                                              marker ? sk : pk + sk, pk + sk, "Item"};
      std::string name;
      for (const std::string& n : tries)
        if (!n.empty() && !taken.count(n)) {
          name = n;
          break;
        }
      if (name.empty()) {
        const std::string base = tries[0].empty() ? "Item" : tries[0];
        name = base;
        for (int n = 2; taken.count(name); ++n) name = base + std::to_string(n);
      }
      taken.insert(name);
      names[i] = name;
    }
  return names;
}

bool IsKey(const model::TableModel& t, const std::string& name) {
  for (const model::KeyAttribute& k : t.AllKeyAttributes())
    if (k.name == name) return true;
  return false;
}

// The non-key attributes of a group: name -> (type, texts of the rows that have it); a name
// seen with two types is left out (its items stay raw).
struct AttrSeen {
  std::string type;
  std::vector<std::string> texts;
  bool mixed = false;
};

std::vector<std::pair<std::string, AttrSeen>> Attributes(const Group& g,
                                                         const model::TableModel& t) {
  std::vector<std::pair<std::string, AttrSeen>> out;
  std::map<std::string, size_t> at;
  for (const Row* r : g.rows)
    for (const auto& [name, av] : r->item->members()) {
      if (IsKey(t, name)) continue;
      auto [it, fresh] = at.emplace(name, out.size());
      if (fresh) out.push_back({name, AttrSeen{}});
      AttrSeen& s = out[it->second].second;
      auto sc = r->scalars.find(name);
      const std::string type = sc == r->scalars.end() ? "" : sc->second.first;
      if (s.texts.empty() && !s.mixed) s.type = type;
      if (type.empty() || type != s.type)
        s.mixed = true;
      else
        s.texts.push_back(sc->second.second);
    }
  return out;
}

Json AttributeSpec(const std::string& entity, const std::string& name, const AttrSeen& s,
                   size_t group_size, Json* inferences) {
  Json spec = Json::Object();
  spec.Add("type", Json::String(s.type));
  const ValueShape shape = ShapeOf(s.texts);
  const std::string subject = entity + "." + name;
  if (s.type == "S" && shape.format != model::ValueFormat::kNone) {
    spec.Add("format", Json::String(model::ValueFormatName(shape.format)));
    inferences->Push(
        Inference("format", subject, Json::String(model::ValueFormatName(shape.format)),
                  Sureness(shape.count), Evidence(shape.count, shape.count, shape.distinct)));
  }
  if (s.type == "S" && IsClosedSet(shape)) {
    Json values = Json::Array();
    for (const std::string& v : std::set<std::string>(s.texts.begin(), s.texts.end()))
      values.Push(Json::String(v));
    inferences->Push(Inference("closed-set", subject, values, ClosedSetSureness(shape),
                               Evidence(shape.count, shape.count, shape.distinct)));
    spec.Add("values", std::move(values));
  }
  if (s.texts.size() < group_size) spec.Add("required", Json::Bool(false));
  return spec;
}

struct EntityBuild {
  Json entity;
  std::set<std::string> added;  // attributes only the keys hold
  std::vector<std::string> template_attrs;
};

// The distinct partition-key values of the group's items.
size_t PartitionValues(const Group& g, const model::TableModel& t) {
  std::set<std::string> values;
  for (const Row* r : g.rows) values.insert(KeyText(*r, t.partition_key.name));
  return values.size();
}

EntityBuild BuildEntity(const std::string& name, const Group& g, const model::TableModel& t,
                        Json* inferences) {
  EntityBuild out;
  const size_t n = g.rows.size();
  inferences->Push(Inference("entity", name,
                             Json::String((g.pk_word.empty() ? "" : g.pk_word + "#") + " / " +
                                          (g.sk_word.empty() ? "" : g.sk_word)),
                             Sureness(n), Evidence(n, n, PartitionValues(g, t))));
  Json attrs = Json::Object();
  std::set<std::string> taken;  // no attribute the template adds may take a key's name
  for (const model::KeyAttribute& k : t.AllKeyAttributes()) taken.insert(k.name);
  std::vector<Candidate> candidates;
  for (const auto& [attr, seen] : Attributes(g, t)) {
    taken.insert(attr);
    if (seen.mixed) continue;
    attrs.Add(attr, AttributeSpec(name, attr, seen, n, inferences));
    if (seen.texts.size() == n && seen.type != "B") candidates.push_back({attr, seen.texts});
  }
  Json keys = Json::Object();
  for (const model::KeyAttribute& k : t.AllKeyAttributes()) {
    std::vector<std::string> values;
    for (const Row* r : g.rows) {
      auto it = r->scalars.find(k.name);
      if (it != r->scalars.end() && it->second.first == value::AttrTypeName(k.type))
        values.push_back(it->second.second);
    }
    if (values.size() != n) continue;     // a sparse index key some items lack: no template
    if (k.type != value::AttrType::kS) {  // N or B: one placeholder, an attribute equal to it
      for (const Candidate& c : candidates)
        if (c.texts == values &&
            attrs.Find(c.name)->Find("type")->string_value() == value::AttrTypeName(k.type)) {
          keys.Add(k.name, Json::String("${" + c.name + "}"));
          break;
        }
      continue;
    }
    TemplateGuess guess = GuessTemplate(name, k.name, values, candidates, &taken);
    for (const AddedAttribute& a : guess.added)
      if (guess.text.find("${" + a.name) != std::string::npos) {
        attrs.Add(a.name, a.spec);
        out.added.insert(a.name);
      }
    for (const Json& i : guess.inferences.array()) inferences->Push(i);
    keys.Add(k.name, Json::String(guess.text));
  }
  out.entity = Json::Object();
  out.entity.Add("name", Json::String(name));
  out.entity.Add("table", Json::String(t.name));
  out.entity.Add("attributes", std::move(attrs));
  out.entity.Add("keys", std::move(keys));
  return out;
}

}  // namespace

namespace {

// Whether `e` renders `row` back exactly: the same attribute names, types and values.
bool RendersExactly(const model::Entity& e, const model::TableModel& t, const Row& row) {
  if (!row.only_scalars) return false;
  Json values = Json::Object();
  for (const auto& [name, tv] : row.scalars)
    if (!IsKey(t, name)) {
      if (!e.FindAttribute(name)) return false;
      values.Add(name, Json::String(tv.second));
    }
  Result<value::Item> rendered = model::RenderEntityItem(e, t, values);
  Result<value::AttrMap> original = value::ParseAttrMap(*row.item);
  if (!rendered.ok() || !original.ok() || rendered->size() != original->size()) return false;
  for (const auto& [name, v] : *original) {
    const value::AttributeValue* r = value::FindAttr(*rendered, name);
    if (!r || !value::AttrEquals(*r, v)) return false;
  }
  return true;
}

Json EntityItem(const std::string& entity, const Row& row, const model::TableModel& t) {
  Json values = Json::Object();
  for (const auto& [name, av] : row.item->members())
    if (!IsKey(t, name)) values.Add(name, Json::String(row.scalars.at(name).second));
  Json s = Json::Object();
  s.Add("entity", Json::String(entity));
  s.Add("values", std::move(values));
  return s;
}

Json RawItem(const model::TableModel& t, const Row& row) {
  Json s = Json::Object();
  s.Add("table", Json::String(t.name));
  s.Add("item", *row.item);
  return s;
}

Json TableJson(const model::TableModel& t) {
  model::Design d;
  d.name = "t";
  d.tables.push_back(t);
  Json written = model::WriteModel(d);
  return written.Find("tables")->array().front();
}

}  // namespace

Result<ImportResult> ImportTableData(const std::vector<Json>& items, const Json& describe_table,
                                     const std::string& source) {
  if (items.empty()) return Status::Validation("the " + source + " document holds no items");
  KS_ASSIGN_OR_RETURN(std::vector<Row> rows, ReadRows(items));
  KS_ASSIGN_OR_RETURN(TableGuess guess, describe_table.is_null()
                                            ? InferTable(items)
                                            : TableFromDescribe(describe_table));
  const model::TableModel& t = guess.table;
  ImportResult out;
  out.notes = guess.notes;
  out.inferences = guess.inferences;
  std::vector<Group> groups = GroupRows(rows, t);
  std::vector<std::string> names = EntityNames(groups, t);
  Json entities = Json::Array();
  std::vector<bool> kept(groups.size(), false);
  for (size_t i = 0; i < groups.size(); ++i) {
    EntityBuild b = BuildEntity(names[i], groups[i], t, &out.inferences);
    bool complete = b.entity.Find("keys")->Find(t.partition_key.name) &&
                    (!t.sort_key || b.entity.Find("keys")->Find(t.sort_key->name));
    if (!complete) {
      out.notes.push_back("entity " + names[i] + " left out: no template for its table key (its " +
                          std::to_string(groups[i].rows.size()) + " items stay raw)");
      continue;
    }
    kept[i] = true;
    entities.Push(std::move(b.entity));
  }
  Json doc = Json::Object();
  doc.Add("format", Json::String("keyscape-model"));
  doc.Add("version", Json::Int(1));
  doc.Add("name",
          Json::String(describe_table.is_null() ? "Imported table data" : "Imported " + t.name));
  doc.Add("description",
          Json::String(
              "Imported from " + source + ": " + std::to_string(items.size()) +
              " items; entities, templates and types inferred (see the import's inferences)."));
  Json tables = Json::Array();
  tables.Push(TableJson(t));
  doc.Add("tables", std::move(tables));
  doc.Add("entities", entities);
  KS_ASSIGN_OR_RETURN(model::Design shape, model::ReadModel(doc));
  Json samples = Json::Array();
  size_t raw = 0;
  std::vector<const Row*> in_order;
  std::map<const Row*, std::string> entity_of;
  for (size_t i = 0, e = 0; i < groups.size(); ++i) {
    if (!kept[i]) continue;
    const model::Entity& entity = shape.entities[e++];
    for (const Row* r : groups[i].rows)
      if (RendersExactly(entity, shape.tables.front(), *r)) entity_of[r] = entity.name;
  }
  for (const Row& r : rows) {
    auto it = entity_of.find(&r);
    if (it != entity_of.end())
      samples.Push(EntityItem(it->second, r, t));
    else {
      samples.Push(RawItem(t, r));
      ++raw;
    }
  }
  if (raw)
    out.notes.push_back(std::to_string(raw) + " of " + std::to_string(rows.size()) +
                        " items kept as raw items of table " + t.name +
                        ": their entity cannot render them back exactly (sets, lists, maps, BOOL "
                        "or NULL values, or a key attribute only the key holds)");
  doc.Add("items", std::move(samples));
  KS_ASSIGN_OR_RETURN(out.design, model::ReadModel(doc));
  return out;
}

}  // namespace keyscape::interop
