// Workbench facets as entities, with key templates proposed from their items.
#include "workbench_facets.h"

#include <set>

#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::interop {

using base::Child;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
using model::AttributeSpec;
using model::Entity;
using model::KeyAttribute;
using model::KeyTemplate;
using model::TableModel;
using value::AttrType;

namespace {

bool IsDelimiter(char c) {
  return c == '#' || c == '|' || c == ':' || c == '_' || c == '-' || c == '.';
}

// The longest prefix all values share, cut after its last delimiter. REQUIRES: values given.
std::string DelimitedPrefix(const std::vector<std::string>& values) {
  std::string literal = values[0];
  if (!literal.empty()) literal.pop_back();  // at least one character is the placeholder's
  for (const std::string& v : values) {
    size_t n = 0;
    while (n < literal.size() && n < v.size() && literal[n] == v[n]) ++n;
    literal.resize(n);
  }
  while (!literal.empty() && !IsDelimiter(literal.back())) literal.pop_back();
  return literal;
}

std::string EscapeLiteral(const std::string& s) {
  std::string out;
  for (char c : s) out += c == '$' ? std::string("$$") : std::string(1, c);
  return out;
}

// "ORDER#" -> "order": the last alphanumeric run of the literal, lower case.
std::string PlaceholderName(const std::string& literal, const std::string& fallback) {
  size_t end = literal.size();
  while (end > 0 && !std::isalnum(static_cast<unsigned char>(literal[end - 1]))) --end;
  size_t start = end;
  while (start > 0 && std::isalnum(static_cast<unsigned char>(literal[start - 1]))) --start;
  std::string name = literal.substr(start, end - start);
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return fallback;
  return name;
}

// The text values of attribute `attr` in the facet's items (S keys only).
std::vector<std::string> KeyValues(const Json& facet, const std::string& attr) {
  std::vector<std::string> out;
  if (const Json* data = facet.Find("TableData"); data && data->is_array())
    for (const Json& item : data->array())
      if (const Json* v = item.Find(attr); v && v->Find("S") && v->Find("S")->is_string())
        out.push_back(v->Find("S")->string_value());
  return out;
}

void AddAttribute(Entity* e, const std::string& name, AttrType type) {
  if (e->FindAttribute(name)) return;
  AttributeSpec a;
  a.name = name;
  a.type = type;
  e->attributes.push_back(a);
}

// A template for key attribute `k` of the entity, proposed from its items when they follow
// one, else the bare placeholder ${k}.
Status ProposeKey(const Json& facet, const KeyAttribute& k, Entity* e, ImportResult* out) {
  std::vector<std::string> values =
      k.type == AttrType::kS ? KeyValues(facet, k.name) : std::vector<std::string>{};
  std::optional<std::string> proposal;
  if (!values.empty()) {
    const std::string name = PlaceholderName(DelimitedPrefix(values), k.name + "Value");
    proposal = ProposeTemplate(values, name);
    if (proposal && proposal->find("${") != std::string::npos) AddAttribute(e, name, AttrType::kS);
  }
  std::string text = proposal.value_or("${" + k.name + "}");
  if (!proposal) AddAttribute(e, k.name, k.type);
  KS_ASSIGN_OR_RETURN(KeyTemplate t, KeyTemplate::Parse(text));
  e->keys.push_back({k.name, std::move(t)});
  out->notes.push_back("entity " + e->name + ": " + k.name + " " +
                       (proposal ? "follows the template " + text + " (proposed from its " +
                                       std::to_string(values.size()) + " items)"
                                 : "has no common prefix in its items: template " + text));
  return Status::Ok();
}

// The facet's alias of key attribute `k`: PartitionKeyAlias and SortKeyAlias for the
// table's keys, a member named by the attribute for an index key; "" when absent.
std::string AliasName(const TableModel& t, const KeyAttribute& k) {
  if (k.name == t.partition_key.name) return "PartitionKeyAlias";
  if (t.sort_key && k.name == t.sort_key->name) return "SortKeyAlias";
  return k.name;
}

bool IsAliasLike(const std::string& s) {
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != ' ' && c != '_') return false;
  return true;
}

// The alias as the key template of `k`, when it is one (keyscape's nosql-workbench export
// writes the templates there; Workbench itself writes names such as "PK"): it parses, suits
// k's type, every item of the facet fits it, and it has a placeholder — or, a literal, the
// items carry it or it does not read as a name.
std::optional<KeyTemplate> AliasTemplate(const std::string& alias, const Json& facet,
                                         const KeyAttribute& k) {
  Result<KeyTemplate> t = KeyTemplate::Parse(alias);
  if (!t.ok() || !t->CheckKeyType(k.type).ok()) return std::nullopt;
  const std::vector<std::string> values =
      k.type == AttrType::kS ? KeyValues(facet, k.name) : std::vector<std::string>{};
  for (const std::string& v : values)
    if (!t->ParseKey(v).ok()) return std::nullopt;
  if (t->Attributes().empty() && values.empty() && IsAliasLike(alias)) return std::nullopt;
  return *std::move(t);
}

// `t` as the entity's template of `k`, each attribute it names defined (typed from the
// table's attribute list, S when it has none).
void UseTemplate(const KeyAttribute& k, KeyTemplate t,
                 const std::map<std::string, std::string>& types, Entity* e, ImportResult* out) {
  for (const std::string& name : t.Attributes()) {
    AttrType type = AttrType::kS;
    auto it = types.find(name);
    if (it != types.end() && !value::ParseAttrTypeName(it->second, &type)) type = AttrType::kS;
    if (type != AttrType::kN && type != AttrType::kB) type = AttrType::kS;
    if (t.IsSinglePlaceholder() && k.type != AttrType::kS) type = k.type;
    AddAttribute(e, name, type);
  }
  out->notes.push_back("entity " + e->name + ": " + k.name + " takes the template " + t.text() +
                       " from its KeyAttributeAlias");
  e->keys.push_back({k.name, std::move(t)});
}

}  // namespace

std::optional<std::string> ProposeTemplate(const std::vector<std::string>& values,
                                           const std::string& placeholder) {
  if (values.empty()) return std::nullopt;
  bool all_same = true;
  for (const std::string& v : values) all_same = all_same && v == values[0];
  // One value seen: an identifier after a delimiter ("o#12345") is still a placeholder; a
  // value without digits ("#METADATA", "PROFILE") is a literal.
  const bool has_digit = values[0].find_first_of("0123456789") != std::string::npos;
  if (all_same && !has_digit) return EscapeLiteral(values[0]);
  const std::string literal = DelimitedPrefix(values);
  if (literal.empty()) return std::nullopt;
  for (const std::string& v : values)
    if (v.size() == literal.size()) return std::nullopt;  // one value is the bare prefix
  return EscapeLiteral(literal) + "${" + placeholder + "}";
}

Status ImportFacet(const Json& facet, const std::string& path, const TableModel& table,
                   const std::map<std::string, std::string>& types, ImportResult* out) {
  const Json* name = facet.Find("FacetName");
  if (!name || !name->is_string() || name->string_value().empty())
    return PathError(Child(path, "FacetName"), "required (a string)");
  Entity e;
  e.name = name->string_value();
  e.table = table.name;
  const Json* aliases = facet.Find("KeyAttributeAlias");
  if (aliases && !aliases->is_object()) aliases = nullptr;
  std::set<std::string> used;  // aliases taken as templates
  for (const KeyAttribute& k : table.AllKeyAttributes()) {
    const std::string alias_name = AliasName(table, k);
    const Json* alias = aliases ? aliases->Find(alias_name) : nullptr;
    std::optional<KeyTemplate> t;
    if (alias && alias->is_string()) t = AliasTemplate(alias->string_value(), facet, k);
    if (t) {
      UseTemplate(k, *std::move(t), types, &e, out);
      used.insert(alias_name);
    } else if (alias_name != k.name) {  // a table key: propose one from the items
      KS_RETURN_IF_ERROR(ProposeKey(facet, k, &e, out));
    }
  }
  std::string d = "NoSQL Workbench key aliases:";
  for (size_t i = 0; aliases && i < aliases->members().size(); ++i) {
    const Json::Member& m = aliases->members()[i];
    if (m.second.is_string() && !used.count(m.first))
      d += " " + m.first + " = " + m.second.string_value() + ";";
  }
  if (d.back() == ';') e.description = d.substr(0, d.size() - 1);
  if (const Json* attrs = facet.Find("NonKeyAttributes"); attrs && attrs->is_array()) {
    for (const Json& a : attrs->array()) {
      if (!a.is_string()) continue;
      auto t = types.find(a.string_value());
      AttrType type;
      if (t == types.end() || !value::ParseAttrTypeName(t->second, &type) ||
          (type != AttrType::kS && type != AttrType::kN && type != AttrType::kB)) {
        out->notes.push_back("entity " + e.name + ": attribute " + a.string_value() + " (" +
                             (t == types.end() ? "no type" : t->second) +
                             ") stays in the items; entity attributes are S, N or B");
        continue;
      }
      bool is_key = false;
      for (const KeyAttribute& k : table.AllKeyAttributes())
        is_key = is_key || k.name == a.string_value();
      if (!is_key) AddAttribute(&e, a.string_value(), type);
    }
  }
  for (AttributeSpec& a : e.attributes) {
    a.required = false;
    a.required_given = true;
  }
  out->design.entities.push_back(std::move(e));
  return Status::Ok();
}

}  // namespace keyscape::interop
