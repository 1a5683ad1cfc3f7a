// The electrodb export: a TypeScript module with one ElectroDB Entity per entity and one
// Service per table.
//
// Keys are ElectroDB `template` keys with casing "none" (ElectroDB lower-cases keys by
// default). A plain ${x} is ElectroDB's own composite attribute; a pad(N,c) that is the only
// use of its attribute in the entity's keys is ElectroDB's attribute `padding`; every other
// filtered placeholder (iso8601, upper, lower, mixed pads) reads a hidden attribute that
// `watch`es its source and computes the keyscape filter in its `set`. ElectroDB stores that
// attribute with the item (the keys are exact; the file lists the attributes it adds).
// A secondary index whose keys read an optional attribute gets a `condition`, so ElectroDB
// writes no half-rendered key ("TIER#") where keyscape leaves the key out.
//
// Where ElectroDB alone cannot render keyscape's keys, the module says so in `gaps` (data,
// so tests check each): "input" — ElectroDB checks the composites of the table's key and of
// a sparse index before any `set` runs, so a computed one must be given (the module's
// keyInputs adds it); "together" — ElectroDB refuses an item that gives some of a sparse
// index's values and not all, where keyscape renders the key whose values are given.
// What ElectroDB cannot say at all is an error naming the part: a literal "${" (ElectroDB
// reads a placeholder), a binary key attribute, a multi-attribute GSI key, an index sort key
// without its partition key.
#include <map>
#include <set>
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
using model::KeyAttribute;
using model::LocalIndex;
using model::TableModel;
using model::TemplateFilter;
using model::TemplatePart;
using model::TemplateText;
using value::AttrType;

namespace {

Status Unsupported(const Entity& e, const std::string& problem) {
  return Status::Validation("electrodb: entity " + e.name + ": " + problem);
}

// One ElectroDB index of an entity: the table's (name "") or a GSI/LSI's.
struct IndexKeys {
  std::string access_pattern;  // "primary", "gsi1", ...
  std::string index;           // "" for the table
  std::string pk_field, sk_field;
  const EntityKey* pk = nullptr;
  const EntityKey* sk = nullptr;
  // A secondary index whose keys read an optional attribute: ElectroDB's `condition`
  // writes its keys only when all their values are given.
  bool sparse = false;
};

bool ReadsOptional(const Entity& e, const EntityKey* k) {
  if (!k) return false;
  for (const std::string& a : k->key_template.Attributes())
    if (const AttributeSpec* spec = e.FindAttribute(a); spec && !spec->required) return true;
  return false;
}

Result<std::vector<IndexKeys>> IndexesOf(const Entity& e, const TableModel& t) {
  std::vector<IndexKeys> out;
  IndexKeys primary{"primary", "", t.partition_key.name, t.sort_key ? t.sort_key->name : ""};
  primary.pk = e.FindKey(primary.pk_field);
  if (t.sort_key) primary.sk = e.FindKey(primary.sk_field);
  out.push_back(primary);
  std::set<std::string> names = {"primary"};
  auto name_of = [&](const std::string& index) {
    std::string n = CamelCase(index);
    while (names.count(n)) n += "Index";
    names.insert(n);
    return n;
  };
  for (const GlobalIndex& g : t.global_indexes) {
    // An entity is in an index it writes keys of; a multi-attribute key's attributes are
    // usually the entity's own attributes, so having one of them counts too.
    const bool multi = g.partition_key.size() > 1 || g.sort_key.size() > 1;
    bool any = false;
    for (const auto* keys : {&g.partition_key, &g.sort_key})
      for (const KeyAttribute& k : *keys)
        any |= e.FindKey(k.name) != nullptr || (multi && e.FindAttribute(k.name) != nullptr);
    if (!any) continue;
    if (g.partition_key.size() > 1 || g.sort_key.size() > 1)
      return Unsupported(e, "index " + g.name +
                                " has a multi-attribute key, which an ElectroDB index cannot "
                                "express");
    IndexKeys k{name_of(g.name), g.name, g.partition_key[0].name,
                g.sort_key.empty() ? "" : g.sort_key[0].name};
    k.pk = e.FindKey(k.pk_field);
    if (!g.sort_key.empty()) k.sk = e.FindKey(k.sk_field);
    if (!k.pk)
      return Unsupported(e, "index " + g.name + " has a sort key template (" + k.sk_field +
                                ") but no partition key template, which ElectroDB cannot express");
    k.sparse = ReadsOptional(e, k.pk) || ReadsOptional(e, k.sk);
    out.push_back(k);
  }
  for (const LocalIndex& l : t.local_indexes) {
    const EntityKey* sk = e.FindKey(l.sort_key.name);
    if (!sk) continue;
    IndexKeys k{name_of(l.name), l.name, t.partition_key.name, l.sort_key.name};
    k.pk = primary.pk;
    k.sk = sk;
    k.sparse = ReadsOptional(e, k.pk) || ReadsOptional(e, k.sk);
    out.push_back(k);
  }
  return out;
}

std::string FilterSuffix(const std::vector<TemplateFilter>& filters) {
  std::string out;
  for (const TemplateFilter& f : filters) {
    if (!out.empty()) out += "_";
    switch (f.kind) {
      case TemplateFilter::Kind::kPad:
        out += "pad" + std::to_string(f.width);
        if (f.fill != '0') out += "x" + std::to_string(static_cast<int>(f.fill));
        break;
      case TemplateFilter::Kind::kUpper:
        out += "upper";
        break;
      case TemplateFilter::Kind::kLower:
        out += "lower";
        break;
      case TemplateFilter::Kind::kIso8601:
        out += "iso8601";
        break;
    }
  }
  return out;
}

// The filters as a template writes them: "pad(10)|iso8601".
std::string FilterText(const std::vector<TemplateFilter>& filters) {
  std::string out;
  for (const TemplateFilter& f : filters) {
    if (!out.empty()) out += "|";
    if (f.kind == TemplateFilter::Kind::kPad)
      out += "pad(" + std::to_string(f.width) +
             (f.fill == '0' ? std::string() : std::string(",") + f.fill) + ")";
    else
      out += f.kind == TemplateFilter::Kind::kUpper   ? "upper"
             : f.kind == TemplateFilter::Kind::kLower ? "lower"
                                                      : "iso8601";
  }
  return out;
}

bool SameFilters(const std::vector<TemplateFilter>& a, const std::vector<TemplateFilter>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].kind != b[i].kind || a[i].width != b[i].width || a[i].fill != b[i].fill) return false;
  return true;
}

// How each placeholder of an entity's keys is spelled in ElectroDB.
struct Plan {
  std::map<std::string, TemplateFilter> padding;  // attribute -> its one pad
  struct Derived {
    std::string name;
    TemplatePart part;
    // Read by the table's key or a sparse index's: ElectroDB checks those composites before
    // any `set` runs, so the caller gives it (keyInputs).
    bool input = false;
    std::string input_key;  // the first key attribute that reads it
  };
  std::vector<Derived> derived;
  TsFilterUse use;

  // The ElectroDB attribute placeholder `p` reads.
  std::string NameOf(const TemplatePart& p) const {
    if (p.filters.empty() || padding.count(p.text)) return p.text;
    for (const Derived& d : derived)
      if (d.part.text == p.text && SameFilters(d.part.filters, p.filters)) return d.name;
    return p.text;  // unreachable: MakePlan derives every filtered placeholder
  }
};

Plan MakePlan(const Entity& e, const std::vector<IndexKeys>& indexes) {
  std::map<std::string, std::vector<const TemplatePart*>> uses;
  std::set<const EntityKey*> keys;
  for (const IndexKeys& k : indexes) keys.insert({k.pk, k.sk});
  keys.erase(nullptr);
  for (const EntityKey& key : e.keys)  // file order, for a deterministic output
    if (keys.count(&key))
      for (const TemplatePart& p : key.key_template.parts())
        if (p.placeholder) uses[p.text].push_back(&p);
  Plan plan;
  std::set<std::string> taken;
  for (const AttributeSpec& a : e.attributes) taken.insert(a.name);
  for (const auto& [attr, parts] : uses) {
    const TemplatePart& first = *parts.front();
    bool one_pad = first.filters.size() == 1 && first.filters[0].kind == TemplateFilter::Kind::kPad;
    for (const TemplatePart* p : parts) one_pad &= SameFilters(p->filters, first.filters);
    if (one_pad) {
      plan.padding[attr] = first.filters[0];
      continue;
    }
    for (const TemplatePart* p : parts) {
      if (p->filters.empty() || plan.NameOf(*p) != p->text) continue;
      std::string name = attr + "__" + FilterSuffix(p->filters);
      while (taken.count(name)) name += "_";
      taken.insert(name);
      plan.derived.push_back({name, *p});
      plan.use.Add(p->filters);
    }
  }
  for (size_t i = 0; i < indexes.size(); ++i) {
    if (i > 0 && !indexes[i].sparse) continue;
    for (const EntityKey* k : {indexes[i].pk, indexes[i].sk})
      for (const TemplatePart& p : k ? k->key_template.parts() : std::vector<TemplatePart>{})
        for (Plan::Derived& d : plan.derived)
          if (p.placeholder && d.part.text == p.text && SameFilters(d.part.filters, p.filters) &&
              !d.input)
            d.input = true, d.input_key = k->attribute;
  }
  return plan;
}

// One element of the module's `gaps`: what ElectroDB cannot do for these keys of `e`.
// kind "input": keyInputs gives the key's composite; "together": ElectroDB refuses an item
// that gives some of the index's values and not all, where keyscape writes the keys it can.
std::string Gap(const Entity& e, const char* kind, const std::vector<std::string>& keys,
                const std::string& problem) {
  std::string list;
  for (const std::string& k : keys) list += std::string(list.empty() ? "" : ", ") + Quote(k);
  return "  { entity: " + Quote(e.name) + ", kind: \"" + kind + "\", keys: [" + list +
         "], problem: " + Quote(problem) + " },\n";
}

// A sparse index where an optional attribute is in one key's template and not in the
// other's: keyscape renders the key whose values are given, ElectroDB (its `condition`)
// refuses the write.
std::string TogetherGaps(const Entity& e, const std::vector<IndexKeys>& indexes) {
  std::string out;
  for (size_t i = 1; i < indexes.size(); ++i) {
    const IndexKeys& k = indexes[i];
    if (!k.sk || !k.sparse) continue;
    const std::vector<std::string> pa = k.pk->key_template.Attributes();
    const std::vector<std::string> sa = k.sk->key_template.Attributes();
    const std::set<std::string> ps(pa.begin(), pa.end()), ss(sa.begin(), sa.end());
    std::string optional;
    for (auto [one, other] : {std::pair{&ps, &ss}, std::pair{&ss, &ps}})
      for (const std::string& a : *one) {
        const AttributeSpec* spec = e.FindAttribute(a);
        if (!other->count(a) && spec && !spec->required) optional = a;
      }
    if (optional.empty()) continue;
    out += Gap(e, "together", {k.pk_field, k.sk_field},
               "index " + k.index +
                   ": ElectroDB refuses an item with some of the index's values but not all "
                   "(optional " +
                   optional + "), where keyscape writes the key whose values are given");
  }
  return out;
}

// An entity's keyInputs function: its values with the derived attributes ElectroDB needs
// given (each when its source is).
std::string KeyInputs(const Entity& e, const Plan& plan) {
  std::string out = "  " + TsPropertyName(e.name) +
                    ": <T extends Record<string, unknown>>(v: T) => ({\n"
                    "    ...v,\n";
  for (const Plan::Derived& d : plan.derived)
    if (d.input)
      out += "    ...(" + TsMember("v", d.part.text) + " === undefined ? {} : { " +
             TsPropertyName(d.name) + ": " + TsPlaceholderExpr(d.part, "v") + " }),\n";
  return out + "  }),\n";
}

std::string AttributeType(const AttributeSpec& a) {
  if (a.type == AttrType::kN) return "\"number\"";
  if (a.type == AttrType::kB) return "\"any\"";  // ElectroDB has no binary type
  if (a.allowed_values.empty()) return "\"string\"";
  std::string out = "[";
  for (size_t i = 0; i < a.allowed_values.size(); ++i)
    out += (i ? ", " : "") + Quote(TemplateText(a.allowed_values[i]));
  return out + "] as const";
}

std::string Attributes(const Entity& e, const Plan& plan) {
  std::string out = "    attributes: {\n";
  for (const AttributeSpec& a : e.attributes) {
    out += "      " + TsPropertyName(a.name) + ": { type: " + AttributeType(a) +
           ", required: " + (a.required ? "true" : "false");
    if (auto it = plan.padding.find(a.name); it != plan.padding.end())
      out += ", padding: { length: " + std::to_string(it->second.width) +
             ", char: " + Quote(std::string(1, it->second.fill)) + " }";
    out += " },\n";
  }
  for (const Plan::Derived& d : plan.derived) {
    out += "      // ${" + d.part.text + "|" + FilterText(d.part.filters) +
           "}: no ElectroDB key option does this, so it is computed (and stored)\n";
    out += "      " + TsPropertyName(d.name) + ": {\n        type: \"string\",\n" +
           "        hidden: true,\n        watch: [" + Quote(d.part.text) + "],\n" +
           "        set: (_value, item) =>\n          " + TsMember("item", d.part.text) +
           " === undefined ? undefined : " + TsPlaceholderExpr(d.part, "item") + ",\n      },\n";
  }
  return out + "    },\n";
}

Result<std::string> Key(const Entity& e, const std::string& field, const EntityKey& key,
                        const TableModel& t, const Plan& plan) {
  std::string tmpl, composite;
  for (const TemplatePart& p : key.key_template.parts()) {
    if (!p.placeholder) {
      if (p.text.find("${") != std::string::npos)
        return Unsupported(e, "key " + field + ": template " + key.key_template.text() +
                                  " has the literal text \"${\", which ElectroDB reads as a "
                                  "placeholder");
      tmpl += p.text;
      continue;
    }
    const std::string name = plan.NameOf(p);
    tmpl += "${" + name + "}";
    composite += std::string(composite.empty() ? "" : ", ") + Quote(name);
  }
  std::string out = "{ field: " + Quote(field) + ", composite: [" + composite +
                    "], template: " + Quote(tmpl) + ", casing: \"none\"";
  for (const KeyAttribute& k : t.AllKeyAttributes()) {
    if (k.name != field) continue;
    if (k.type == AttrType::kB)
      return Unsupported(e, "key " + field + " is binary; ElectroDB keys are strings or numbers");
    if (k.type == AttrType::kN) out += ", cast: \"number\"";
    // A lone placeholder is otherwise the attribute's own value: unpadded, and a number
    // for a number attribute.
    if (k.type == AttrType::kS && key.key_template.IsSinglePlaceholder())
      out += ", cast: \"string\"";
  }
  return out + " }";
}

Result<std::string> Indexes(const Entity& e, const TableModel& t,
                            const std::vector<IndexKeys>& indexes, const Plan& plan) {
  std::string out = "    indexes: {\n";
  for (const IndexKeys& k : indexes) {
    out += "      " + TsPropertyName(k.access_pattern) + ": {\n";
    if (!k.index.empty()) out += "        index: " + Quote(k.index) + ",\n";
    if (k.sparse) {
      // Without a condition ElectroDB writes an index's keys from whatever composites are
      // given ("TIER#" for a missing tier); keyscape leaves out a key whose values are missing.
      std::string all = TsHasAll(k.pk->key_template, "a");
      if (k.sk) all += " && " + TsHasAll(k.sk->key_template, "a");
      out += "        condition: (a) => " + all + ",\n";
    }
    KS_ASSIGN_OR_RETURN(std::string pk, Key(e, k.pk_field, *k.pk, t, plan));
    out += "        pk: " + pk + ",\n";
    if (k.sk) {
      KS_ASSIGN_OR_RETURN(std::string sk, Key(e, k.sk_field, *k.sk, t, plan));
      out += "        sk: " + sk + ",\n";
    }
    out += "      },\n";
  }
  return out + "    },\n";
}

std::string ServiceName(const Design& d) {
  const std::string s = KebabCase(d.name);
  return s.empty() ? "design" : s;
}

// The module being written: entity definitions and what the header and tail list.
struct Module {
  std::string body, key_inputs, gaps;
  std::vector<std::string> notes;  // the computed (derived) attributes
  TsFilterUse use;
};

// Entity `e`, exported as `id` (OrderEntity).
Status AddEntity(const Design& d, const Entity& e, const std::string& id, Module* m) {
  const TableModel& t = *d.FindTable(e.table);
  KS_ASSIGN_OR_RETURN(std::vector<IndexKeys> indexes, IndexesOf(e, t));
  const Plan plan = MakePlan(e, indexes);
  bool input = false;
  for (const Plan::Derived& x : plan.derived) {
    const std::string filtered = "${" + x.part.text + "|" + FilterText(x.part.filters) + "}";
    m->notes.push_back(e.name + "." + x.name + " = " + filtered);
    if (!x.input) continue;
    input = true;
    m->gaps +=
        Gap(e, "input", {x.input_key},
            filtered + " is composite attribute " + x.name +
                ", which ElectroDB cannot compute on put; pass keyInputs." + e.name + "(values)");
  }
  if (input) m->key_inputs += KeyInputs(e, plan);
  m->gaps += TogetherGaps(e, indexes);
  m->use.Add(plan.use);
  KS_ASSIGN_OR_RETURN(std::string index_text, Indexes(e, t, indexes, plan));
  m->body += "\nexport const " + id + " = new Entity(\n  {\n" +
             "    model: { entity: " + Quote(e.name) +
             ", version: \"1\", service: " + Quote(ServiceName(d)) + " },\n" + Attributes(e, plan) +
             index_text + "  },\n" + "  { table: " + Quote(e.table) + " },\n);\n";
  return Status::Ok();
}

std::string Header(const Design& d, const Module& m) {
  std::string out = "// ElectroDB entities of the keyscape design " + Quote(d.name) +
                    " (keyscape export --format electrodb).\n" +
                    "// Keys are ElectroDB templates with casing \"none\"; pad(N) is ElectroDB's "
                    "attribute padding.\n";
  if (!m.notes.empty()) {
    out +=
        "// ElectroDB has no key filter for these placeholders, so each is a hidden attribute\n"
        "// computed from its source (watch/set) and stored with the item:\n";
    for (const std::string& n : m.notes) out += "//   " + n + "\n";
    out +=
        "// ElectroDB checks the composites of the table's key (and of a sparse index's, one\n"
        "// with a condition) before any set runs, so those must be given: keyInputs adds them.\n";
  }
  out +=
      "import { Entity, Service } from \"electrodb\";\nimport type { DocumentClient } from "
      "\"electrodb\";\n";
  if (const std::string f = TsFilterFunctions(m.use); !f.empty()) out += "\n" + f;
  return out;
}

// `entities`, `gaps`, `keyInputs`; `ids`: the entities' exported names.
std::string Lists(const Design& d, const std::vector<std::string>& ids, const Module& m) {
  std::string out = "\n/** Every entity, by its keyscape name. */\nexport const entities = {\n";
  for (size_t i = 0; i < d.entities.size(); ++i)
    out += "  " + TsPropertyName(d.entities[i].name) + ": " + ids[i] + ",\n";
  return out +
         "};\n\n/** Where ElectroDB cannot render a keyscape key by itself (empty: nowhere). */\n"
         "export const gaps: {\n  entity: string;\n  kind: \"input\" | \"together\";\n"
         "  keys: string[];\n  problem: string;\n}[] = [" +
         (m.gaps.empty() ? "" : "\n" + m.gaps) + "];\n\n" +
         "/** Per entity of `gaps`: its values with the key attributes ElectroDB needs given. */\n"
         "export const keyInputs = {" +
         (m.key_inputs.empty() ? "" : "\n" + m.key_inputs) + "};\n";
}

// One Service factory per table that has entities (ordersService), its members named by
// the entities' unique camelCase stems; `ids`: the entities' exported names.
std::string Services(const Design& d, const std::vector<std::string>& ids) {
  const TsNames tables = TsTableNames(d), entities = TsEntityNames(d);
  std::string out;
  for (size_t ti = 0; ti < d.tables.size(); ++ti) {
    const TableModel& t = d.tables[ti];
    std::string members;
    for (size_t i = 0; i < d.entities.size(); ++i)
      if (d.entities[i].table == t.name)
        members += "      " + entities.camel[i] + ": " + ids[i] + ",\n";
    if (members.empty()) continue;
    out += "\n/** The entities of table " + t.name + " as one ElectroDB Service. */\n" +
           "export function " + tables.camel[ti] +
           "Service(client?: DocumentClient) {\n  return new Service(\n    {\n" + members +
           "    },\n    { table: " + Quote(t.name) + ", client },\n  );\n}\n";
  }
  return out;
}

}  // namespace

Result<std::string> WriteElectroDbExport(const ExportInput& in) {
  const Design& d = in.design;
  std::vector<std::string> ids;  // OrderEntity, ...
  for (const std::string& stem : TsEntityNames(d).pascal) ids.push_back(stem + "Entity");
  Module m;
  for (size_t i = 0; i < d.entities.size(); ++i)
    KS_RETURN_IF_ERROR(AddEntity(d, d.entities[i], ids[i], &m));
  return Header(d, m) + m.body + Lists(d, ids, m) + Services(d, ids);
}

}  // namespace keyscape::interop
