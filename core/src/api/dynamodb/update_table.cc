// UpdateTable (see keyscape/api/ops.h); its GlobalSecondaryIndexUpdates in index_updates.h.
//
// Changes take effect at once, as CreateTable's do in keyscape: the response and every
// later DescribeTable show the table ACTIVE with the new settings. A created global
// secondary index is filled from the table's items before the call returns (items
// without the index key attributes, or with other types, stay out of it: sparse).
#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "index_updates.h"
#include "keyscape/api/dynamodb/request.h"
#include "keyscape/api/dynamodb/table_description.h"
#include "keyscape/api/ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/stream_log.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_codec.h"
#include "api/dynamodb/streams/spec.h"

namespace keyscape::api {

using base::ErrorCode;
using base::Json;
using base::Result;
using base::Status;
using table::BillingMode;
using table::BuildKeySchemaFromElements;
using table::Database;
using table::EntryStore;
using table::IndexDef;
using table::ProjectionType;
using table::Table;
using table::TableDef;
using update_table::ApplyGsiUpdate;
using update_table::GsiAction;
using update_table::GsiUpdate;
using update_table::kInvalid;
using update_table::kPayPerRequestThroughput;
using update_table::ReadGsiUpdates;
using update_table::ReadThroughput;
using update_table::Throughput;
using value::AttrMap;
using value::AttrType;
using value::DecodeItem;
using value::Item;
using value::ParseAttrTypeName;

namespace {

// Capacity units above this are "out of bounds" (DynamoDB's limit, 10^12).
constexpr int64_t kMaxCapacityUnits = 1000000000000;

Status CheckBounds(const Throughput& t) {
  if (!t.present) return Status::Ok();
  if (t.read > kMaxCapacityUnits)
    return Status::Validation("Given value " + std::to_string(t.read) +
                              " for ReadCapacityUnits is out of bounds");
  if (t.write > kMaxCapacityUnits)
    return Status::Validation("Given value " + std::to_string(t.write) +
                              " for WriteCapacityUnits is out of bounds");
  return Status::Ok();
}

// Attribute definitions still used by a key of the table or of an index, in their order.
void DropUnusedDefinitions(TableDef* def) {
  std::vector<std::pair<std::string, AttrType>> kept;
  for (const auto& d : def->attribute_definitions)
    if (def->IsAnyKeyAttribute(d.first)) kept.push_back(d);
  def->attribute_definitions = std::move(kept);
}

// Replaces the table by one with definition `def`, holding the same items (indexes are
// rebuilt from them). Returns the new table.
Table* Rebuild(Database& db, Table* old, TableDef def) {
  std::vector<Item> items;
  items.reserve(static_cast<size_t>(old->item_count()));
  const EntryStore& store = old->store(-1);
  for (auto it = store.begin(); it != store.end(); ++it) {
    Result<AttrMap> item = DecodeItem(EntryStore::ValueOf(*it));
    if (item.ok()) items.push_back(std::move(item).value());
  }
  std::string name = def.name;
  table::StreamLog* stream = old->stream();  // moves to the new table, unrecorded
  old->set_stream(nullptr);
  db.Drop(name);
  Table* t = db.Create(std::move(def));
  for (const Item& item : items) t->Put(item);
  t->set_stream(stream);
  return t;
}

// The request's members, read and checked before the table is looked up.
struct UpdateTableRequest {
  std::string name;
  const Json* attr_defs = nullptr;
  std::optional<std::string> billing;
  Throughput throughput;
  std::vector<GsiUpdate> gsi_updates;
  StreamSpec streams;
};

// True when the request asks for any change at all (DynamoDB's list of members).
Result<bool> AsksForChange(const Json& req, const UpdateTableRequest& r, const Json* gsi_json) {
  KS_ASSIGN_OR_RETURN(const Json* streams, GetObject(req, "StreamSpecification"));
  KS_ASSIGN_OR_RETURN(const Json* sse, GetObject(req, "SSESpecification"));
  KS_ASSIGN_OR_RETURN(const Json* replicas, GetArray(req, "ReplicaUpdates"));
  KS_ASSIGN_OR_RETURN(auto table_class, GetString(req, "TableClass"));
  KS_ASSIGN_OR_RETURN(auto deletion_protection, GetBool(req, "DeletionProtectionEnabled"));
  KS_ASSIGN_OR_RETURN(const Json* on_demand, GetObject(req, "OnDemandThroughput"));
  KS_ASSIGN_OR_RETURN(const Json* warm, GetObject(req, "WarmThroughput"));
  return r.throughput.present || r.billing || (gsi_json && !gsi_json->array().empty()) || streams ||
         sse || replicas || table_class || deletion_protection || on_demand || warm;
}

// The checks after the constraint errors: bounds, something to change, complete and
// distinct index updates.
Status CheckUpdates(const UpdateTableRequest& r, bool asks_for_change, bool empty_gsi_entry) {
  KS_RETURN_IF_ERROR(CheckBounds(r.throughput));
  for (const GsiUpdate& u : r.gsi_updates) KS_RETURN_IF_ERROR(CheckBounds(u.throughput));
  if (!asks_for_change)
    return Status::Validation(
        "At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
        "GlobalSecondaryIndexUpdates or SSESpecification is required");
  if (empty_gsi_entry)
    return Status::Validation(
        std::string(kInvalid) +
        "One of GlobalSecondaryIndexUpdate.Update, GlobalSecondaryIndexUpdate.Create, "
        "GlobalSecondaryIndexUpdate.Delete must not be null");
  std::set<std::string> seen;
  for (const GsiUpdate& u : r.gsi_updates) {
    if (!seen.insert(u.index_name).second)
      return Status::Validation(std::string(kInvalid) +
                                "Only one global secondary index update per index is allowed "
                                "simultaneously. Index: " +
                                u.index_name);
  }
  return Status::Ok();
}

Result<UpdateTableRequest> ReadUpdateTableRequest(const Json& req) {
  ConstraintErrors errors;
  UpdateTableRequest r;
  KS_ASSIGN_OR_RETURN(auto name, GetString(req, "TableName"));
  KS_ASSIGN_OR_RETURN(r.attr_defs, GetArray(req, "AttributeDefinitions"));
  KS_ASSIGN_OR_RETURN(r.billing, GetString(req, "BillingMode"));
  KS_ASSIGN_OR_RETURN(r.throughput, ReadThroughput(req, "provisionedThroughput", &errors));
  KS_ASSIGN_OR_RETURN(const Json* gsi_json, GetArray(req, "GlobalSecondaryIndexUpdates"));
  KS_ASSIGN_OR_RETURN(bool asks_for_change, AsksForChange(req, r, gsi_json));
  KS_ASSIGN_OR_RETURN(r.streams, ReadStreamSpec(req, &errors));
  if (!name)
    return Status::Validation(
        "The parameter 'TableName' is required but was not present in the request");
  if (name->size() < 3 || name->size() > 255)
    return Status::Validation(
        "TableName must be at least 3 characters long and at most 255 characters long");
  CheckTableName(name, "tableName", &errors);
  if (r.billing && *r.billing != "PROVISIONED" && *r.billing != "PAY_PER_REQUEST")
    errors.Add(Quoted(*r.billing), "billingMode",
               "Member must satisfy enum value set: [PROVISIONED, PAY_PER_REQUEST]");
  bool empty_gsi_entry = false;
  if (gsi_json)
    KS_RETURN_IF_ERROR(ReadGsiUpdates(*gsi_json, &errors, &r.gsi_updates, &empty_gsi_entry));
  KS_RETURN_IF_ERROR(errors.ToStatus());
  KS_RETURN_IF_ERROR(CheckUpdates(r, asks_for_change, empty_gsi_entry));
  KS_RETURN_IF_ERROR(CheckStreamSpecPairing(r.streams));
  r.name = *name;
  return r;
}

// Billing mode and the table's throughput into *def.
Status ApplyBilling(const UpdateTableRequest& r, TableDef* def) {
  const Throughput& pt = r.throughput;
  const BillingMode new_billing = !r.billing                        ? def->billing
                                  : *r.billing == "PAY_PER_REQUEST" ? BillingMode::kPayPerRequest
                                                                    : BillingMode::kProvisioned;
  if (new_billing == BillingMode::kPayPerRequest && pt.present)
    return Status::Validation(std::string(kInvalid) + kPayPerRequestThroughput);
  if (new_billing == BillingMode::kProvisioned && def->billing == BillingMode::kPayPerRequest &&
      !pt.present)
    return Status::Validation(
        std::string(kInvalid) +
        "ProvisionedThroughput must be specified when BillingMode is PROVISIONED");
  if (pt.present && new_billing == def->billing && pt.read == def->read_capacity &&
      pt.write == def->write_capacity && r.gsi_updates.empty()) {
    std::string rc = std::to_string(pt.read), wc = std::to_string(pt.write);
    return Status::Validation(
        "The provisioned throughput for the table will not change. The requested value equals the "
        "current value. Current ReadCapacityUnits provisioned for the table: " +
        rc + ". Requested ReadCapacityUnits: " + rc +
        ". Current WriteCapacityUnits provisioned for the table: " + wc +
        ". Requested WriteCapacityUnits: " + wc +
        ". Refer to the Amazon DynamoDB Developer Guide for current limits and how to request "
        "higher limits.");
  }
  if (new_billing == BillingMode::kPayPerRequest) {
    def->read_capacity = def->write_capacity = 0;
    for (IndexDef& idx : def->indexes) {
      if (idx.global) idx.read_capacity = idx.write_capacity = 0;
    }
  } else if (pt.present) {
    def->read_capacity = pt.read;
    def->write_capacity = pt.write;
  }
  def->billing = new_billing;
  return Status::Ok();
}

// Attribute definitions the request adds (for new index keys).
Status ApplyAttributeDefinitions(const Json& attr_defs, TableDef* def) {
  for (const Json& ad : attr_defs.array()) {
    if (!ad.is_object())
      return Status::Serialization("Unexpected value type in AttributeDefinition");
    KS_ASSIGN_OR_RETURN(auto an, GetString(ad, "AttributeName"));
    KS_ASSIGN_OR_RETURN(auto at, GetString(ad, "AttributeType"));
    AttrType type;
    if (!an || !at || !ParseAttrTypeName(*at, &type) ||
        (type != AttrType::kS && type != AttrType::kN && type != AttrType::kB))
      return Status::Validation(std::string(kInvalid) + "Invalid AttributeDefinition");
    bool known = false;
    for (auto& d : def->attribute_definitions) {
      if (d.first != *an) continue;
      if (d.second != type && def->IsAnyKeyAttribute(*an))
        return Status::Validation(std::string(kInvalid) +
                                  "Cannot change the type of an existing key attribute: " + *an);
      d.second = type;
      known = true;
    }
    if (!known) def->attribute_definitions.emplace_back(*an, type);
  }
  return Status::Ok();
}

// After the changes: GSIs without throughput take the table's when the table turned
// PROVISIONED; definitions no key uses go, and every definition the request gave must be
// a key attribute.
Status FinishDefinition(const Json* attr_defs, BillingMode old_billing, TableDef* def) {
  if (def->billing == BillingMode::kProvisioned && def->billing != old_billing) {
    for (IndexDef& idx : def->indexes) {
      if (idx.global && idx.read_capacity == 0) {
        idx.read_capacity = def->read_capacity;
        idx.write_capacity = def->write_capacity;
      }
    }
  }
  DropUnusedDefinitions(def);
  if (!attr_defs) return Status::Ok();
  for (const Json& ad : attr_defs->array()) {
    const Json* an = ad.Find("AttributeName");
    if (an && an->is_string() && !def->IsAnyKeyAttribute(an->string_value()))
      return Status::Validation(std::string(kInvalid) +
                                "Number of attributes in KeySchema does not exactly match number "
                                "of attributes defined in AttributeDefinitions");
  }
  return Status::Ok();
}

// The GSI entry `name` of a table description's GlobalSecondaryIndexes, or null.
Json* FindGsiEntry(Json& description, const std::string& name) {
  Json* gsis = description.Find("GlobalSecondaryIndexes");
  if (!gsis) return nullptr;
  for (Json& e : gsis->array()) {
    const Json* n = e.Find("IndexName");
    if (n && n->string_value() == name) return &e;
  }
  return nullptr;
}

// UpdateTable's TableDescription as DynamoDB answers while the change runs: the table
// UPDATING (from `after`), a created index CREATING and not yet backfilling, a deleted
// index still listed as DELETING (its entry from `before`). keyscape applies the change at
// once, so the next DescribeTable says ACTIVE.
Json InTransition(Json after, const Json& before, const UpdateTableRequest& r) {
  for (const GsiUpdate& u : r.gsi_updates) {
    if (u.action == GsiAction::kCreate) {
      if (Json* e = FindGsiEntry(after, u.index_name)) {
        *e->Find("IndexStatus") = Json::String("CREATING");
        e->Add("Backfilling", Json::Bool(false));
      }
    } else if (u.action == GsiAction::kDelete) {
      Json old = before;
      if (Json* e = FindGsiEntry(old, u.index_name)) {
        *e->Find("IndexStatus") = Json::String("DELETING");
        Json* gsis = after.Find("GlobalSecondaryIndexes");
        if (!gsis) gsis = &after.Add("GlobalSecondaryIndexes", Json::Array());
        gsis->Push(std::move(*e));
      }
    }
  }
  return after;
}

}  // namespace

Result<Json> UpdateTableOp(Database& db, const Json& req) {
  KS_ASSIGN_OR_RETURN(UpdateTableRequest r, ReadUpdateTableRequest(req));
  KS_ASSIGN_OR_RETURN(Table * t, FindNamedTable(db, r.name));
  KS_RETURN_IF_ERROR(CheckStreamChange(r.streams, t->def()));
  int online = 0;
  for (const GsiUpdate& u : r.gsi_updates) online += u.action != GsiAction::kUpdate;
  if (online > 1)
    return Status(ErrorCode::kLimitExceeded,
                  "Subscriber limit exceeded: Only 1 online index can be created or deleted "
                  "simultaneously per table");
  const Json before = DescribeTableJson(*t);
  TableDef def = t->def();
  KS_RETURN_IF_ERROR(ApplyBilling(r, &def));
  if (r.attr_defs) KS_RETURN_IF_ERROR(ApplyAttributeDefinitions(*r.attr_defs, &def));
  bool rebuild = false;
  for (const GsiUpdate& u : r.gsi_updates) KS_RETURN_IF_ERROR(ApplyGsiUpdate(u, &def, &rebuild));
  KS_RETURN_IF_ERROR(FinishDefinition(r.attr_defs, t->def().billing, &def));
  if (rebuild) {
    t = Rebuild(db, t, std::move(def));
  } else {
    t->mutable_def() = std::move(def);
  }
  if (r.streams.present) ApplyStreamSpec(db, t, r.streams);
  Json out = Json::Object();
  out.Add("TableDescription", InTransition(DescribeTableJson(*t, "UPDATING"), before, r));
  return out;
}

}  // namespace keyscape::api
