// UpdateTable (see keyscape/api/ops.h).
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

#include "keyscape/api/ops.h"
#include "keyscape/api/request.h"
#include "keyscape/api/table_description.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/table/database.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/item_codec.h"
#include "stream_spec.h"

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
using value::AttrMap;
using value::AttrType;
using value::DecodeItem;
using value::Item;
using value::ParseAttrTypeName;

namespace {

const char kInvalid[] = "One or more parameter values were invalid: ";
// Capacity units above this are "out of bounds" (DynamoDB's limit, 10^12).
constexpr int64_t kMaxCapacityUnits = 1000000000000;

struct Throughput {
  bool present = false;
  int64_t read = 0;
  int64_t write = 0;
};

Result<Throughput> ReadThroughput(const Json& parent, std::string_view member_prefix,
                                  ConstraintErrors* errors) {
  Throughput t;
  KS_ASSIGN_OR_RETURN(const Json* pt, GetObject(parent, "ProvisionedThroughput"));
  if (!pt) return t;
  KS_ASSIGN_OR_RETURN(CapacityUnits units,
                      ReadCapacityUnits(*pt, member_prefix, CapacityOrder::kWriteFirst, errors));
  t.present = true;
  t.read = units.read;
  t.write = units.write;
  return t;
}

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

void CheckRequiredIndexName(const std::optional<std::string>& name, const std::string& member,
                            ConstraintErrors* errors) {
  if (!name) {
    errors->Add("null", member, "Member must not be null");
    return;
  }
  CheckIndexName(name, member, errors);
}

enum class GsiAction { kCreate, kUpdate, kDelete };

struct GsiUpdate {
  GsiAction action = GsiAction::kUpdate;
  std::string index_name;
  const Json* body = nullptr;
  Throughput throughput;
};

std::string JoinNames(const std::vector<std::string>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
  return s;
}

// Reads KeySchema and Projection of a Create action into `idx`.
Status ParseNewIndex(const Json& body, const std::string& prefix,
                     const std::vector<std::pair<std::string, AttrType>>& defs, IndexDef* idx,
                     ConstraintErrors* errors) {
  KS_ASSIGN_OR_RETURN(const Json* ks, GetArray(body, "KeySchema"));
  KS_ASSIGN_OR_RETURN(const Json* pj, GetObject(body, "Projection"));
  if (!ks) errors->Add("null", prefix + ".keySchema", "Member must not be null");
  if (!pj) errors->Add("null", prefix + ".projection", "Member must not be null");
  if (!ks || !pj) return Status::Ok();
  if (ks->array().empty() || ks->array().size() > 8) {
    errors->Add(Quoted(ks->Dump()), prefix + ".keySchema",
                ks->array().empty() ? "Member must have length greater than or equal to 1"
                                    : "Member must have length less than or equal to 8");
    return Status::Ok();
  }
  std::vector<std::pair<std::string, std::string>> elems;
  for (size_t i = 0; i < ks->array().size(); ++i) {
    const Json& e = ks->array()[i];
    if (!e.is_object()) return Status::Serialization("Unexpected value type in KeySchemaElement");
    KS_ASSIGN_OR_RETURN(auto an, GetString(e, "AttributeName"));
    KS_ASSIGN_OR_RETURN(auto kt, GetString(e, "KeyType"));
    std::string p = prefix + ".keySchema." + std::to_string(i + 1) + ".member";
    if (!an) errors->Add("null", p + ".attributeName", "Member must not be null");
    if (!kt)
      errors->Add("null", p + ".keyType", "Member must not be null");
    else if (*kt != "HASH" && *kt != "RANGE")
      errors->Add(Quoted(*kt), p + ".keyType", "Member must satisfy enum value set: [HASH, RANGE]");
    elems.emplace_back(an.value_or(""), kt.value_or(""));
  }
  KS_ASSIGN_OR_RETURN(auto ptype, GetString(*pj, "ProjectionType"));
  KS_ASSIGN_OR_RETURN(const Json* nka, GetArray(*pj, "NonKeyAttributes"));
  if (ptype && *ptype != "ALL" && *ptype != "KEYS_ONLY" && *ptype != "INCLUDE")
    errors->Add(Quoted(*ptype), prefix + ".projection.projectionType",
                "Member must satisfy enum value set: [INCLUDE, KEYS_ONLY, ALL]");
  if (!errors->empty()) return Status::Ok();

  std::vector<std::string> missing;
  KS_RETURN_IF_ERROR(BuildKeySchemaFromElements(elems, defs, true, &idx->key, &missing));
  if (!missing.empty()) {
    std::vector<std::string> names;
    for (const auto& d : defs) names.push_back(d.first);
    return Status::Validation(
        std::string(kInvalid) +
        "Some index key attributes are not defined in AttributeDefinitions. Keys: [" +
        JoinNames(missing) + "], AttributeDefinitions: [" + JoinNames(names) + "]");
  }

  if (!ptype) return Status::Validation(std::string(kInvalid) + "Unknown ProjectionType: null");
  idx->projection.type = *ptype == "ALL"         ? ProjectionType::kAll
                         : *ptype == "KEYS_ONLY" ? ProjectionType::kKeysOnly
                                                 : ProjectionType::kInclude;
  if (nka) {
    if (idx->projection.type != ProjectionType::kInclude)
      return Status::Validation(std::string(kInvalid) + "ProjectionType is " + *ptype +
                                ", but NonKeyAttributes is specified");
    for (const Json& n : nka->array()) {
      if (!n.is_string())
        return Status::Serialization("NUMBER_VALUE cannot be converted to String");
      idx->projection.non_key_attributes.push_back(n.string_value());
    }
  } else if (idx->projection.type == ProjectionType::kInclude) {
    return Status::Validation(std::string(kInvalid) +
                              "ProjectionType is INCLUDE, but NonKeyAttributes is not specified");
  }
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

const char kPayPerRequestThroughput[] =
    "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is "
    "PAY_PER_REQUEST";

// The request's members, read and checked before the table is looked up.
struct UpdateTableRequest {
  std::string name;
  const Json* attr_defs = nullptr;
  std::optional<std::string> billing;
  Throughput throughput;
  std::vector<GsiUpdate> gsi_updates;
  StreamSpec streams;
};

// One action (Update, Create or Delete) of GlobalSecondaryIndexUpdates entry `prefix`.
Status ReadGsiAction(const Json* body, GsiAction action, const std::string& member,
                     ConstraintErrors* errors, std::vector<GsiUpdate>* out) {
  if (!body) return Status::Ok();
  GsiUpdate u;
  u.action = action;
  u.body = body;
  KS_ASSIGN_OR_RETURN(auto index_name, GetString(*body, "IndexName"));
  CheckRequiredIndexName(index_name, member + ".indexName", errors);
  u.index_name = index_name.value_or("");
  if (action != GsiAction::kDelete) {
    KS_ASSIGN_OR_RETURN(u.throughput,
                        ReadThroughput(*body, member + ".provisionedThroughput", errors));
    if (action == GsiAction::kUpdate && !u.throughput.present)
      errors->Add("null", member + ".provisionedThroughput", "Member must not be null");
  }
  out->push_back(std::move(u));
  return Status::Ok();
}

// GlobalSecondaryIndexUpdates. Sets *empty_entry for an entry with no action.
Status ReadGsiUpdates(const Json& list, ConstraintErrors* errors, std::vector<GsiUpdate>* out,
                      bool* empty_entry) {
  for (size_t i = 0; i < list.array().size(); ++i) {
    const Json& entry = list.array()[i];
    if (!entry.is_object())
      return Status::Serialization("Unexpected value type in GlobalSecondaryIndexUpdate");
    std::string prefix = "globalSecondaryIndexUpdates." + std::to_string(i + 1) + ".member";
    KS_ASSIGN_OR_RETURN(const Json* upd, GetObject(entry, "Update"));
    KS_ASSIGN_OR_RETURN(const Json* cre, GetObject(entry, "Create"));
    KS_ASSIGN_OR_RETURN(const Json* del, GetObject(entry, "Delete"));
    if (!upd && !cre && !del) {
      *empty_entry = true;
      continue;
    }
    KS_RETURN_IF_ERROR(ReadGsiAction(upd, GsiAction::kUpdate, prefix + ".update", errors, out));
    KS_RETURN_IF_ERROR(ReadGsiAction(cre, GsiAction::kCreate, prefix + ".create", errors, out));
    KS_RETURN_IF_ERROR(ReadGsiAction(del, GsiAction::kDelete, prefix + ".delete", errors, out));
  }
  return Status::Ok();
}

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

// A Create action: the new index, checked against the table, appended to def->indexes.
Status CreateIndex(const GsiUpdate& u, TableDef* def) {
  if (std::any_of(def->indexes.begin(), def->indexes.end(),
                  [&](const IndexDef& i) { return i.name == u.index_name; }))
    return Status::Validation(std::string(kInvalid) +
                              "Attempting to create an index which already exists");
  size_t gsi_count = 0;
  for (const IndexDef& i : def->indexes) gsi_count += i.global;
  if (gsi_count >= 20)
    return Status::Validation(std::string(kInvalid) +
                              "GlobalSecondaryIndex count exceeds the per-table limit of 20");
  IndexDef idx;
  idx.name = u.index_name;
  idx.global = true;
  ConstraintErrors index_errors;
  KS_RETURN_IF_ERROR(ParseNewIndex(*u.body, "globalSecondaryIndexUpdates.1.member.create",
                                   def->attribute_definitions, &idx, &index_errors));
  KS_RETURN_IF_ERROR(index_errors.ToStatus());
  if (def->billing == BillingMode::kProvisioned) {
    if (!u.throughput.present)
      return Status::Validation(std::string(kInvalid) +
                                "ProvisionedThroughput should not be null for index: " + idx.name);
    idx.read_capacity = u.throughput.read;
    idx.write_capacity = u.throughput.write;
  } else if (u.throughput.present) {
    return Status::Validation(std::string(kInvalid) + kPayPerRequestThroughput);
  }
  def->indexes.push_back(std::move(idx));
  return Status::Ok();
}

// One index update into *def; sets *rebuild when the indexes change.
Status ApplyGsiUpdate(const GsiUpdate& u, TableDef* def, bool* rebuild) {
  auto it = std::find_if(def->indexes.begin(), def->indexes.end(),
                         [&](const IndexDef& i) { return i.global && i.name == u.index_name; });
  switch (u.action) {
    case GsiAction::kUpdate:
      if (it == def->indexes.end())
        return Status::Validation(
            "This operation cannot be performed with given input values. Please contact DynamoDB "
            "service team for more info: Action Blocked: IndexUpdate");
      if (def->billing == BillingMode::kPayPerRequest)
        return Status::Validation(std::string(kInvalid) + kPayPerRequestThroughput);
      it->read_capacity = u.throughput.read;
      it->write_capacity = u.throughput.write;
      return Status::Ok();
    case GsiAction::kDelete:
      if (it == def->indexes.end())
        return Status::NotFound("Requested resource not found: Index: " + u.index_name +
                                " not found");
      def->indexes.erase(it);
      *rebuild = true;
      return Status::Ok();
    case GsiAction::kCreate:
      *rebuild = true;
      return CreateIndex(u, def);
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
