// keyscape:EntityRows: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/api/keyscape/request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/datagen/entity_values.h"
#include "keyscape/interop/import/dynamodb_items.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/table/database.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using base::Status;
using table::Database;
using value::AttributeValue;

namespace {

constexpr int64_t kMaxRows = 10000;

struct Target {
  const model::Entity* entity;
  const model::TableModel* table;
};

// Whether `name` is a key attribute of the table or one of its indexes.
bool IsKeyAttribute(const model::TableModel& t, const std::string& name) {
  for (const model::KeyAttribute& k : t.AllKeyAttributes())
    if (k.name == name) return true;
  return false;
}

// A DynamoDB JSON attribute value as an entity value: S, N and B keep their text (N exact,
// B as base64); other types are not values an entity holds, and an attribute of the entity
// must have its declared type.
Result<Json> ScalarOf(const model::Entity& e, const std::string& name, const Json& av) {
  if (av.is_object() && av.members().size() == 1) {
    const auto& [type, v] = av.members().front();
    const model::AttributeSpec* a = e.FindAttribute(name);
    if (a && (type == "S" || type == "N" || type == "B") && type != value::AttrTypeName(a->type))
      return Status::Validation("attribute " + name + " is of type " + type + " in the item, but " +
                                value::AttrTypeName(a->type) + " in entity " + e.name);
    if ((type == "S" || type == "N" || type == "B") && v.is_string()) return Json::String(v.string_value());
    return Status::Validation("attribute " + name + " is of type " + type +
                              ": an entity's values are S, N or B");
  }
  return Status::Validation("attribute " + name +
                            " is not a DynamoDB JSON attribute value ({\"S\": ...})");
}

// One row (attribute -> entity value, already unwrapped) judged: its entity values, every
// given key attribute compared with the key the entity's template renders.
Result<Json> JudgeRow(const Target& to, const Json& row, std::set<std::string>* ignored) {
  Json values = Json::Object();
  std::vector<std::pair<std::string, const Json*>> given_keys;
  for (const auto& [name, v] : row.members()) {
    if (to.entity->FindAttribute(name)) {
      if (v.is_string() && v.string_value().empty()) continue;  // an empty cell: no value
      values.Add(name, v);
    } else if (IsKeyAttribute(*to.table, name)) {
      given_keys.emplace_back(name, &v);
    } else {
      ignored->insert(name);
    }
  }
  Result<value::Item> item = model::RenderEntityItem(*to.entity, *to.table, values);
  if (!item.ok()) return item.status();
  for (const auto& [name, v] : given_keys) {
    const AttributeValue* rendered = value::FindAttr(*item, name);
    if (!rendered) continue;  // a sparse index key the entity does not write
    Result<AttributeValue> typed = model::TypedValue(rendered->type, *v);
    if (!typed.ok() || !value::AttrEquals(*typed, *rendered))
      return Status::Validation("key attribute " + name + " is " + model::TemplateText(*v) +
                                " in the row, but entity " + to.entity->name +
                                " renders it as " + value::AttrValueMessageForm(*rendered));
  }
  return values;
}

// JSON lines: one object per non-empty line; a line that does not parse is its own error row.
std::vector<Result<Json>> JsonLines(const std::string& text) {
  std::vector<Result<Json>> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    Result<Json> j = Json::Parse(line);
    if (j.ok() && !j->is_object()) j = Status::Validation("a line must be a JSON object");
    out.push_back(std::move(j));
  }
  return out;
}

Json ErrorRow(const Status& st) {
  Json r = Json::Object();
  r.Add("error", Json::String(st.message()));
  return r;
}

Json ValuesRow(Json values) {
  Json r = Json::Object();
  r.Add("values", std::move(values));
  return r;
}

// The rows of one source, each judged.
Result<Json> RowsOf(const Target& to, const Json& source, std::set<std::string>* ignored) {
  Json rows = Json::Array();
  auto judge = [&](const Result<Json>& row) {
    if (!row.ok()) return rows.Push(ErrorRow(row.status()));
    Result<Json> v = JudgeRow(to, *row, ignored);
    rows.Push(v.ok() ? ValuesRow(std::move(*v)) : ErrorRow(v.status()));
  };
  if (const Json* ddb = source.Find("dynamodbJson")) {
    if (!ddb->is_string()) return Status::Validation("source.dynamodbJson must be a string");
    KS_ASSIGN_OR_RETURN(std::vector<Json> items, interop::DynamoDbItems(ddb->string_value()));
    for (const Json& item : items) {
      Json row = Json::Object();
      Status bad = item.is_object() ? Status::Ok() : Status::Validation("an item must be an object");
      for (const auto& [name, av] : item.is_object() ? item.members() : row.members()) {
        Result<Json> v = ScalarOf(*to.entity, name, av);
        if (!v.ok()) {
          bad = v.status();
          break;
        }
        row.Add(name, std::move(*v));
      }
      judge(bad.ok() ? Result<Json>(std::move(row)) : Result<Json>(bad));
    }
  } else if (const Json* lines = source.Find("jsonLines")) {
    if (!lines->is_string()) return Status::Validation("source.jsonLines must be a string");
    for (const Result<Json>& row : JsonLines(lines->string_value())) judge(row);
  } else if (const Json* given = source.Find("rows")) {
    if (!given->is_array()) return Status::Validation("source.rows must be an array of objects");
    for (const Json& row : given->array())
      judge(row.is_object() ? Result<Json>(row) : Result<Json>(Status::Validation("a row must be an object")));
  } else {
    return Status::Validation("source must hold dynamodbJson, jsonLines, rows or generate");
  }
  if (static_cast<int64_t>(rows.array().size()) > kMaxRows)
    return Status::Validation("at most " + std::to_string(kMaxRows) + " rows at once");
  return rows;
}

// Generated rows: datagen's entity values (the values keyscape:GenerateItems renders).
Result<Json> GeneratedRows(const model::Design& d, const Target& to, const Json& spec) {
  Fields f(spec, "source.generate");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"count", "seed", "partitionKeys"}));
  KS_ASSIGN_OR_RETURN(auto count, f.Int("count", 1, 1000));
  if (!count) return Status::Validation("source.generate.count is required (1 to 1000)");
  datagen::EntityValuesSpec s;
  KS_ASSIGN_OR_RETURN(auto seed, f.Int("seed", 0, (int64_t{1} << 53) - 1));
  s.seed = static_cast<uint64_t>(seed.value_or(0));
  KS_ASSIGN_OR_RETURN(auto keys, f.Int("partitionKeys", 1, int64_t{1} << 53));
  s.key_count = static_cast<uint64_t>(keys.value_or(1000));
  KS_ASSIGN_OR_RETURN(datagen::EntityValues gen, datagen::EntityValues::Create(d, *to.entity, s));
  Json rows = Json::Array();
  std::set<std::string> none;
  for (int64_t i = 0; i < *count; ++i) {
    Result<Json> v = JudgeRow(to, gen.Next(), &none);
    rows.Push(v.ok() ? ValuesRow(std::move(*v)) : ErrorRow(v.status()));
  }
  return rows;
}

}  // namespace

Result<Json> EntityRowsOp(Database&, const Json& request) {
  Fields f(request, "");
  KS_RETURN_IF_ERROR(f.OnlyKnown({"model", "entity", "source"}));
  const Json* model_json = request.Find("model");
  if (!model_json) return Status::Validation("model is required");
  KS_ASSIGN_OR_RETURN(model::Design d, model::ReadModel(*model_json));
  KS_ASSIGN_OR_RETURN(auto name, f.String("entity"));
  if (!name) return Status::Validation("entity is required (an entity's name)");
  const model::Entity* e = d.FindEntity(*name);
  if (!e) return Status::Validation("entity: the design has no entity " + *name);
  const model::TableModel* t = d.FindTable(e->table);
  if (!t) return Status::Validation("entity " + *name + ": its table is not in the design");
  KS_ASSIGN_OR_RETURN(const Json* source, f.Object("source"));
  if (!source) return Status::Validation("source is required");
  const Target to{e, t};
  std::set<std::string> ignored;
  Json rows;
  if (const Json* gen = source->Find("generate")) {
    if (!gen->is_object()) return Status::Validation("source.generate must be an object");
    KS_ASSIGN_OR_RETURN(rows, GeneratedRows(d, to, *gen));
  } else {
    KS_ASSIGN_OR_RETURN(rows, RowsOf(to, *source, &ignored));
  }
  Json out = Json::Object();
  out.Add("rows", std::move(rows));
  Json names = Json::Array();
  for (const std::string& n : ignored) names.Push(Json::String(n));
  out.Add("ignored", std::move(names));
  return out;
}

}  // namespace keyscape::api
