// The onetable export: per table, a OneTable schema (indexes, one model per entity, key
// fields as value templates) and the function that constructs its Table.
//
// A key template is a OneTable value template when OneTable spells it exactly: plain
// ${x} and ${x:N:c} for pad(N,c) (OneTable's padding). Any other key (iso8601, upper,
// lower, several filters, a literal "${", a ':' in a name) is a `value: true` field that
// the table's `value` function computes with keyscape's filters. A multi-attribute GSI key
// is an error naming the index: a OneTable index has one hash and one sort attribute.
#include <string>
#include <vector>

#include "interop/export/export_internal.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
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
using model::IndexProjection;
using model::KeyAttribute;
using model::KeyTemplate;
using model::LocalIndex;
using model::ProjectionKind;
using model::TableModel;
using model::TemplateFilter;
using model::TemplatePart;
using model::TemplateText;
using value::AttrType;

namespace {

// The OneTable value template of `t`, or "" when OneTable cannot spell it.
std::string ValueTemplate(const KeyTemplate& t) {
  std::string out;
  for (const TemplatePart& p : t.parts()) {
    if (!p.placeholder) {
      if (p.text.find("${") != std::string::npos) return "";
      out += p.text;
      continue;
    }
    if (p.text.find(':') != std::string::npos) return "";
    if (p.filters.empty()) {
      out += "${" + p.text + "}";
      continue;
    }
    const TemplateFilter& f = p.filters[0];
    if (p.filters.size() > 1 || f.kind != TemplateFilter::Kind::kPad || f.fill == ':' ||
        f.fill == '}')
      return "";
    out += "${" + p.text + ":" + std::to_string(f.width) + ":" + std::string(1, f.fill) + "}";
  }
  return out;
}

std::string FieldType(AttrType t) {
  return t == AttrType::kN ? "Number" : t == AttrType::kB ? "ArrayBuffer" : "String";
}

std::string Projection(const IndexProjection& p) {
  if (p.kind == ProjectionKind::kAll) return "\"all\"";
  if (p.kind == ProjectionKind::kKeysOnly) return "\"keys\"";
  std::string out = "[";
  for (size_t i = 0; i < p.non_key_attributes.size(); ++i)
    out += (i ? ", " : "") + Quote(p.non_key_attributes[i]);
  return out + "]";
}

Result<std::string> Indexes(const TableModel& t) {
  std::string out = "  indexes: {\n    primary: { hash: " + Quote(t.partition_key.name);
  if (t.sort_key) out += ", sort: " + Quote(t.sort_key->name);
  out += " },\n";
  for (const GlobalIndex& g : t.global_indexes) {
    if (g.partition_key.size() > 1 || g.sort_key.size() > 1)
      return Status::Validation("onetable: table " + t.name + " index " + g.name +
                                " has a multi-attribute key, which a OneTable index cannot "
                                "express");
    out += "    " + TsPropertyName(g.name) + ": { hash: " + Quote(g.partition_key[0].name);
    if (!g.sort_key.empty()) out += ", sort: " + Quote(g.sort_key[0].name);
    out += ", project: " + Projection(g.projection) + " },\n";
  }
  for (const LocalIndex& l : t.local_indexes)
    out += "    " + TsPropertyName(l.name) +
           ": { type: \"local\", sort: " + Quote(l.sort_key.name) +
           ", project: " + Projection(l.projection) + " },\n";
  return out + "  },\n";
}

std::string Enum(const AttributeSpec& a) {
  if (a.allowed_values.empty() || a.type != AttrType::kS) return "";
  std::string out = ", enum: [";
  for (size_t i = 0; i < a.allowed_values.size(); ++i)
    out += (i ? ", " : "") + Quote(TemplateText(a.allowed_values[i]));
  return out + "]";
}

struct Computed {
  const Entity* entity;
  const EntityKey* key;
};

Result<std::string> Model(const Entity& e, const TableModel& t, std::vector<Computed>* computed) {
  std::string out = "    " + TsPropertyName(e.name) + ": {\n";
  for (const AttributeSpec& a : e.attributes)
    out += "      " + TsPropertyName(a.name) + ": { type: " + FieldType(a.type) +
           ", required: " + (a.required ? "true" : "false") + Enum(a) + " },\n";
  for (const EntityKey& k : e.keys) {
    AttrType type = AttrType::kS;
    for (const KeyAttribute& ka : t.AllKeyAttributes())
      if (ka.name == k.attribute) type = ka.type;
    if (e.FindAttribute(k.attribute)) {
      if (k.key_template.text() == "${" + k.attribute + "}") continue;  // the attribute itself
      return Status::Validation("onetable: entity " + e.name + ": key " + k.attribute +
                                " is also an attribute of the entity, with another value");
    }
    const std::string tmpl = ValueTemplate(k.key_template);
    out += "      " + TsPropertyName(k.attribute) + ": { type: " + FieldType(type) + ", value: ";
    if (tmpl.empty()) {
      computed->push_back({&e, &k});
      out += "true";  // computed by the table's value function
    } else {
      out += Quote(tmpl);
    }
    out += " },\n";
  }
  return out + "    },\n";
}

// The table's `value` function: the keys OneTable's templates cannot spell.
std::string ValueFunction(const std::string& name, const std::vector<Computed>& computed) {
  std::string out =
      "\n// The key fields marked `value: true`: keyscape templates that OneTable's ${name} and\n"
      "// ${name:N:c} cannot spell, rendered with keyscape's filters. A key whose values are not\n"
      "// all given is left out (OneTable types this function as returning a string; it\n"
      "// accepts undefined, as for a template with a missing value).\n"
      "function " +
      name + "(model: AnyModel, fieldName: string, p: OneProperties): string {\n" +
      "  const modelName = (model as AnyModel & { name: string }).name;  // untyped in OneTable\n";
  for (const Computed& c : computed)
    out += "  if (modelName === " + Quote(c.entity->name) +
           " && fieldName === " + Quote(c.key->attribute) + ")\n    return " +
           TsHasAll(c.key->key_template, "p") + " ? " + TsTemplateExpr(c.key->key_template, "p") +
           " : (undefined as unknown as string);\n";
  return out + "  return undefined as unknown as string;\n}\n";
}

}  // namespace

Result<std::string> WriteOneTableExport(const ExportInput& in) {
  const Design& d = in.design;
  std::string body, tables;
  TsFilterUse use;
  // Per table: OrdersSchema, ordersValue and the function ordersTable (TsNames stems).
  const TsNames names = TsTableNames(d);
  for (size_t i = 0; i < d.tables.size(); ++i) {
    const TableModel& t = d.tables[i];
    KS_ASSIGN_OR_RETURN(std::string indexes, Indexes(t));
    std::string models;
    std::vector<Computed> computed;
    for (const Entity& e : d.entities) {
      if (e.table != t.name) continue;
      KS_ASSIGN_OR_RETURN(std::string m, Model(e, t, &computed));
      models += m;
    }
    for (const Computed& c : computed) use.Add(c.key->key_template);
    const std::string schema = names.pascal[i] + "Schema";
    const std::string value = names.camel[i] + "Value";
    const std::string table = names.camel[i] + "Table";
    body +=
        "\n/** Table " + t.name + " as a OneTable schema. */\nexport const " + schema +
        " = {\n  format: \"onetable:1.1.0\",\n  version: \"0.0.1\",\n" + indexes + "  models: {\n" +
        models + "  },\n" +
        "  params: { typeField: \"_type\", timestamps: false, isoDates: false },\n} as const;\n";
    if (!computed.empty()) body += ValueFunction(value, computed);
    body += "\n/** The OneTable Table of " + t.name +
            " (client: a DynamoDBClient of @aws-sdk/client-dynamodb). */\nexport function " +
            table + "(client: DynamoDBClient): Table<typeof " + schema +
            "> {\n  return new Table({ name: " + Quote(t.name) + ", client, schema: " + schema +
            ", partial: false" + (computed.empty() ? "" : ", value: " + value) + " });\n}\n";
    tables += "    " + TsPropertyName(t.name) + ": " + table + "(client),\n";
  }
  std::string out = "// OneTable schemas of the keyscape design " + Quote(d.name) +
                    " (keyscape export --format onetable).\n"
                    "// Key fields are value templates: ${name}, and ${name:N:c} for pad(N,c).\n"
                    "import { Table } from \"dynamodb-onetable\";\n"
                    "import type { AnyModel, OneProperties } from \"dynamodb-onetable\";\n"
                    "import type { DynamoDBClient } from \"@aws-sdk/client-dynamodb\";\n";
  if (const std::string f = TsFilterFunctions(use); !f.empty()) out += "\n" + f;
  out += body +
         "\n/** Every table, by its name. */\nexport function tables(client: DynamoDBClient) {\n" +
         "  return {\n" + tables + "  };\n}\n";
  return out;
}

}  // namespace keyscape::interop
