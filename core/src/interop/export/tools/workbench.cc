// The `nosql-workbench` export: a NoSQL Workbench data model, version 3.0
// (ModelMetadata.AWSService "Amazon DynamoDB"), that ImportWorkbench (import_workbench.h)
// reads back to the same tables, entity key templates and items.
//
// Per table one DataModel entry: KeyAttributes, NonKeyAttributes (index keys, entity
// attributes and the raw items' attributes, each once with its first type),
// GlobalSecondaryIndexes with their projections, BillingMode (and
// ProvisionedCapacitySettings.ProvisionedThroughput when PROVISIONED), TableData with the
// table's raw items, and one TableFacet per entity: FacetName, KeyAttributeAlias holding
// the entity's key templates (PartitionKeyAlias, SortKeyAlias, and one member per index key
// attribute, named by it), NonKeyAttributes, and TableData with its sample items rendered.
// Dates are fixed so the export is deterministic. What a Workbench model cannot hold is a
// ValidationException naming it: local secondary indexes and multi-attribute GSI keys. A
// TTL attribute, entity descriptions, attribute formats and access patterns are left out
// (a Workbench model has no place for them).
#include <set>
#include <string>
#include <vector>

#include "interop/export/export_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::interop {

using base::Json;
using base::Result;
using base::Status;
using model::AttributeSpec;
using model::Billing;
using model::Entity;
using model::EntityKey;
using model::GlobalIndex;
using model::KeyAttribute;
using model::ProjectionKind;
using model::ProjectionKindName;
using model::RenderedItem;
using model::TableModel;
using value::AttrMapToJson;
using value::AttrType;

namespace {

constexpr const char* kDate = "Jan 01, 2026, 12:00 AM";

Json WorkbenchKey(const KeyAttribute& k) {
  Json j = Json::Object();
  j.Add("AttributeName", Json::String(k.name));
  j.Add("AttributeType", Json::String(value::AttrTypeName(k.type)));
  return j;
}

Json KeyAttributes(const KeyAttribute& pk, const KeyAttribute* sk) {
  Json j = Json::Object();
  j.Add("PartitionKey", WorkbenchKey(pk));
  if (sk) j.Add("SortKey", WorkbenchKey(*sk));
  return j;
}

Json DataAccess() {
  Json j = Json::Object();
  j.Add("MySql", Json::Object());
  return j;
}

// The table's non-key attributes, each once, with its first type.
class AttributeList {
 public:
  explicit AttributeList(const TableModel& t) {
    taken_.insert(t.partition_key.name);
    if (t.sort_key) taken_.insert(t.sort_key->name);
  }
  void Add(const std::string& name, AttrType type) {
    if (!taken_.insert(name).second) return;
    Json a = Json::Object();
    a.Add("AttributeName", Json::String(name));
    a.Add("AttributeType", Json::String(value::AttrTypeName(type)));
    list_.Push(std::move(a));
  }
  Json Take() { return std::move(list_); }

 private:
  std::set<std::string> taken_;
  Json list_ = Json::Array();
};

Result<Json> GlobalIndexes(const TableModel& t) {
  Json a = Json::Array();
  for (const GlobalIndex& g : t.global_indexes) {
    if (g.partition_key.size() != 1 || g.sort_key.size() > 1)
      return Status::Validation("nosql-workbench: index " + g.name + " of table " + t.name +
                                " has a multi-attribute key, which a NoSQL Workbench model "
                                "cannot hold");
    Json j = Json::Object();
    j.Add("IndexName", Json::String(g.name));
    j.Add("KeyAttributes",
          KeyAttributes(g.partition_key[0], g.sort_key.empty() ? nullptr : &g.sort_key[0]));
    Json p = Json::Object();
    p.Add("ProjectionType", Json::String(ProjectionKindName(g.projection.kind)));
    if (g.projection.kind == ProjectionKind::kInclude) {
      Json attrs = Json::Array();
      for (const std::string& s : g.projection.non_key_attributes) attrs.Push(Json::String(s));
      p.Add("NonKeyAttributes", std::move(attrs));
    }
    j.Add("Projection", std::move(p));
    a.Push(std::move(j));
  }
  return a;
}

// PartitionKeyAlias / SortKeyAlias for the table's keys, the attribute's name otherwise.
std::string AliasName(const TableModel& t, const std::string& attribute) {
  if (attribute == t.partition_key.name) return "PartitionKeyAlias";
  if (t.sort_key && attribute == t.sort_key->name) return "SortKeyAlias";
  return attribute;
}

Json Facet(const ExportInput& in, const TableModel& t, const Entity& e) {
  Json f = Json::Object();
  f.Add("FacetName", Json::String(e.name));
  Json alias = Json::Object();
  Json names = Json::Array();
  for (const KeyAttribute& k : t.AllKeyAttributes())
    if (const EntityKey* key = e.FindKey(k.name)) {
      alias.Add(AliasName(t, k.name), Json::String(key->key_template.text()));
      if (AliasName(t, k.name) == k.name) names.Push(Json::String(k.name));
    }
  f.Add("KeyAttributeAlias", std::move(alias));
  Json data = Json::Array();
  for (const RenderedItem& r : in.items)
    if (r.entity == &e) data.Push(AttrMapToJson(r.item));
  f.Add("TableData", std::move(data));
  for (const AttributeSpec& a : e.attributes)
    if (!e.FindKey(a.name)) names.Push(Json::String(a.name));
  f.Add("NonKeyAttributes", std::move(names));
  f.Add("DataAccess", DataAccess());
  return f;
}

Result<Json> DataModelTable(const ExportInput& in, const TableModel& t) {
  if (!t.local_indexes.empty())
    return Status::Validation("nosql-workbench: table " + t.name + " has local secondary index " +
                              t.local_indexes[0].name +
                              ", which a NoSQL Workbench model cannot hold");
  Json j = Json::Object();
  j.Add("TableName", Json::String(t.name));
  j.Add("KeyAttributes", KeyAttributes(t.partition_key, t.sort_key ? &*t.sort_key : nullptr));
  AttributeList attrs(t);
  for (const KeyAttribute& k : t.AllKeyAttributes()) attrs.Add(k.name, k.type);
  Json facets = Json::Array();
  for (const Entity& e : in.design.entities) {
    if (e.table != t.name) continue;
    for (const AttributeSpec& a : e.attributes) attrs.Add(a.name, a.type);
    facets.Push(Facet(in, t, e));
  }
  Json raw = Json::Array();
  for (const RenderedItem& r : in.items) {
    if (r.entity || r.table != t.name) continue;
    for (const auto& [name, v] : r.item) attrs.Add(name, v.type);
    raw.Push(AttrMapToJson(r.item));
  }
  j.Add("NonKeyAttributes", attrs.Take());
  j.Add("TableFacets", std::move(facets));
  KS_ASSIGN_OR_RETURN(Json gsis, GlobalIndexes(t));
  j.Add("GlobalSecondaryIndexes", std::move(gsis));
  j.Add("TableData", std::move(raw));
  j.Add("DataAccess", DataAccess());
  const bool provisioned = t.billing == Billing::kProvisioned;
  j.Add("BillingMode", Json::String(provisioned ? "PROVISIONED" : "PAY_PER_REQUEST"));
  if (provisioned) {
    Json pt = Json::Object();
    pt.Add("ReadCapacityUnits", Json::Int(t.read_capacity));
    pt.Add("WriteCapacityUnits", Json::Int(t.write_capacity));
    Json settings = Json::Object();
    settings.Add("ProvisionedThroughput", std::move(pt));
    j.Add("ProvisionedCapacitySettings", std::move(settings));
  }
  return j;
}

}  // namespace

Result<std::string> WriteWorkbenchExport(const ExportInput& in) {
  Json doc = Json::Object();
  doc.Add("ModelName", Json::String(in.design.name));
  Json meta = Json::Object();
  meta.Add("Author", Json::String("keyscape"));
  meta.Add("DateCreated", Json::String(kDate));
  meta.Add("DateLastModified", Json::String(kDate));
  meta.Add("Description", Json::String(in.design.description.value_or("")));
  meta.Add("AWSService", Json::String("Amazon DynamoDB"));
  meta.Add("Version", Json::String("3.0"));
  doc.Add("ModelMetadata", std::move(meta));
  Json tables = Json::Array();
  for (const TableModel& t : in.design.tables) {
    KS_ASSIGN_OR_RETURN(Json j, DataModelTable(in, t));
    tables.Push(std::move(j));
  }
  doc.Add("DataModel", std::move(tables));
  return doc.DumpIndented() + "\n";
}

}  // namespace keyscape::interop
