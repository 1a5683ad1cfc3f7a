// The dynamodb-toolbox export (v2): one Table per table and one Entity per entity, whose
// schema holds the entity's attributes and its key attributes as linked (computed)
// attributes that render keyscape's templates, filters included (pad, upper, lower,
// iso8601 as TypeScript functions with keyscape's rules).
//
// The attributes a primary-key template reads are `.key()` attributes (the key input of
// GetItem and DeleteItem); an index key is `.optional()` and left out when its values are
// not all given (a sparse index, as keyscape renders it). No entity attribute and no
// timestamps are added, so the item is the one keyscape puts. Errors: a multi-attribute
// GSI key (toolbox indexes have one attribute per key), a binary key computed from a
// template, a key attribute that is also an entity attribute with another value.
#include <set>
#include <string>
#include <vector>

#include "interop/export/export_internal.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::interop {

using base::Result;
using base::Status;
using model::AttributeSpec;
using model::Design;
using model::Entity;
using model::EntityKey;
using model::GlobalIndex;
using model::KeyAttribute;
using model::LocalIndex;
using model::TableModel;
using model::TemplateText;
using value::AttrType;

namespace {

Status Unsupported(const std::string& part, const std::string& problem) {
  return Status::Validation("dynamodb-toolbox: " + part + ": " + problem);
}

std::string KeyType(AttrType t) {
  return t == AttrType::kN ? "\"number\"" : t == AttrType::kB ? "\"binary\"" : "\"string\"";
}

std::string KeyOf(const KeyAttribute& k) {
  return "{ name: " + Quote(k.name) + ", type: " + KeyType(k.type) + " }";
}

Result<std::string> TableText(const TableModel& t, const std::string& id) {
  std::string out = "export const " + id + " = new Table({\n  name: " + Quote(t.name) +
                    ",\n  partitionKey: " + KeyOf(t.partition_key) + ",\n";
  if (t.sort_key) out += "  sortKey: " + KeyOf(*t.sort_key) + ",\n";
  if (t.global_indexes.empty() && t.local_indexes.empty()) return out + "});\n";
  out += "  indexes: {\n";
  for (const GlobalIndex& g : t.global_indexes) {
    if (g.partition_key.size() > 1 || g.sort_key.size() > 1)
      return Unsupported("table " + t.name + " index " + g.name,
                         "a multi-attribute key, which a toolbox index cannot express");
    out += "    " + TsPropertyName(g.name) +
           ": { type: \"global\", partitionKey: " + KeyOf(g.partition_key[0]);
    if (!g.sort_key.empty()) out += ", sortKey: " + KeyOf(g.sort_key[0]);
    out += " },\n";
  }
  for (const LocalIndex& l : t.local_indexes)
    out += "    " + TsPropertyName(l.name) + ": { type: \"local\", sortKey: " + KeyOf(l.sort_key) +
           " },\n";
  return out + "  },\n});\n";
}

std::string AttributeText(const AttributeSpec& a, bool key) {
  std::string out = a.type == AttrType::kN   ? "number()"
                    : a.type == AttrType::kB ? "binary()"
                                             : "string()";
  if (a.type == AttrType::kS && !a.allowed_values.empty()) {
    out += ".enum(";
    for (size_t i = 0; i < a.allowed_values.size(); ++i)
      out += (i ? ", " : "") + Quote(TemplateText(a.allowed_values[i]));
    out += ")";
  }
  if (key) return out + ".key()";
  return a.required ? out : out + ".optional()";
}

// The ids of the module's top-level names (TsNames stems with their suffixes).
struct Names {
  std::vector<std::string> tables, entities, schemas;  // OrdersTable, OrderEntity, orderSchema
};

Names NamesOf(const Design& d) {
  const TsNames t = TsTableNames(d), e = TsEntityNames(d);
  Names out;
  for (const std::string& s : t.pascal) out.tables.push_back(s + "Table");
  for (const std::string& s : e.pascal) out.entities.push_back(s + "Entity");
  for (const std::string& s : e.camel) out.schemas.push_back(s + "Schema");
  return out;
}

// Entity `e` of table `t`; `schema`, `entity`, `table`: the ids of its schema, its Entity and
// its table's Table.
Result<std::string> EntityText(const Entity& e, const TableModel& t, const std::string& schema,
                               const std::string& entity, const std::string& table) {
  std::set<std::string> primary = {t.partition_key.name};
  if (t.sort_key) primary.insert(t.sort_key->name);
  std::set<std::string> key_inputs;
  for (const EntityKey& k : e.keys)
    if (primary.count(k.attribute))
      for (const std::string& a : k.key_template.Attributes()) key_inputs.insert(a);
  std::string out = "\nconst " + schema + " = item({\n";
  for (const AttributeSpec& a : e.attributes)
    out +=
        "  " + TsPropertyName(a.name) + ": " + AttributeText(a, key_inputs.count(a.name)) + ",\n";
  std::string links;  // the linked key attributes
  for (const EntityKey& k : e.keys) {
    const std::string part = "entity " + e.name + " key " + k.attribute;
    if (e.FindAttribute(k.attribute)) {
      if (k.key_template.text() == "${" + k.attribute + "}") continue;  // the attribute itself
      return Unsupported(part, "also an attribute of the entity, with another value");
    }
    AttrType type = AttrType::kS;
    for (const KeyAttribute& ka : t.AllKeyAttributes())
      if (ka.name == k.attribute) type = ka.type;
    if (type == AttrType::kB)
      return Unsupported(part, "a binary key cannot be rendered from a template");
    std::string value = TsTemplateExpr(k.key_template, "v");
    if (type == AttrType::kN) value = "Number(" + value + ")";
    const bool is_primary = primary.count(k.attribute) > 0;
    links += "  " + TsPropertyName(k.attribute) + ": " +
             (type == AttrType::kN ? "number()" : "string()") +
             (is_primary ? ".key()" : ".optional()") + ".link<typeof s>((v) =>\n    " +
             (is_primary ? value
                         : "(" + TsHasAll(k.key_template, "v") + " ? " + value + " : undefined)") +
             ",\n  ),\n";
  }
  // No .and() when every key is an entity attribute itself: toolbox types an empty
  // .and({}) as an index signature, which hides the schema's key attributes from the
  // Entity (tsc then asks for a computeKey).
  out += links.empty() ? "});\n" : "}).and((s) => ({\n" + links + "}));\n";
  out += "\nexport const " + entity + " = new Entity({\n  name: " + Quote(e.name) +
         ",\n  table: " + table + ",\n  schema: " + schema +
         ",\n  timestamps: false,\n  entityAttribute: false,\n});\n";
  return out;
}

}  // namespace

Result<std::string> WriteDynamoDbToolboxExport(const ExportInput& in) {
  const Design& d = in.design;
  std::string body;
  TsFilterUse use;
  bool binary = false, number = false;
  const Names names = NamesOf(d);
  for (size_t i = 0; i < d.tables.size(); ++i) {
    KS_ASSIGN_OR_RETURN(std::string table, TableText(d.tables[i], names.tables[i]));
    body += "\n" + table;
  }
  for (size_t i = 0; i < d.entities.size(); ++i) {
    const Entity& e = d.entities[i];
    for (const EntityKey& k : e.keys) use.Add(k.key_template);
    for (const AttributeSpec& a : e.attributes)
      binary |= a.type == AttrType::kB, number |= a.type == AttrType::kN;
    // The entity's table (ReadModel checked that it exists), by its index in d.tables.
    const size_t ti = static_cast<size_t>(d.FindTable(e.table) - d.tables.data());
    const TableModel& t = d.tables[ti];
    for (const KeyAttribute& ka : t.AllKeyAttributes()) number |= ka.type == AttrType::kN;
    KS_ASSIGN_OR_RETURN(std::string entity,
                        EntityText(e, t, names.schemas[i], names.entities[i], names.tables[ti]));
    body += entity;
  }
  std::string imports = "Entity, Table, item, string";
  if (number) imports += ", number";
  if (binary) imports += ", binary";
  std::string out = "// DynamoDB-Toolbox v2 tables and entities of the keyscape design " +
                    Quote(d.name) + " (keyscape export --format dynamodb-toolbox).\n" +
                    "// Keys are linked attributes computed from keyscape's templates.\n" +
                    "import { " + imports + " } from \"dynamodb-toolbox\";\n" +
                    "import type { DynamoDBDocumentClient } from \"@aws-sdk/lib-dynamodb\";\n";
  if (const std::string f = TsFilterFunctions(use); !f.empty()) out += "\n" + f;
  out += body + "\n/** Every entity, by its keyscape name. */\nexport const entities = {\n";
  for (size_t i = 0; i < d.entities.size(); ++i)
    out += "  " + TsPropertyName(d.entities[i].name) + ": " + names.entities[i] + ",\n";
  out +=
      "};\n\n/** Sends every table's commands through `client`. */\n"
      "export function useDocumentClient(client: DynamoDBDocumentClient): void {\n";
  for (const std::string& table : names.tables) out += "  " + table + ".documentClient = client;\n";
  return out + "}\n";
}

}  // namespace keyscape::interop
