// The `terraform` export: one aws_dynamodb_table resource per table, in HCL, with the
// arguments of the AWS provider: name, billing_mode, read/write_capacity (PROVISIONED),
// hash_key, range_key, attribute blocks, global_secondary_index and local_secondary_index
// blocks with their projections, and a ttl block. The values are the table's CreateTable
// request (table_request.h), so the resource creates exactly that table.
//
// A GSI with single-attribute keys takes hash_key/range_key, which every provider version
// reads. A multi-attribute GSI key has no hash_key form: it is written as key_schema blocks
// (attribute_name, key_type: HASH then RANGE, in key order), the form AWS provider releases
// from December 2025 take (hashicorp/terraform-provider-aws#45357; hash_key/range_key in a
// GSI are deprecated there) — older providers reject it, and the export says so in a comment.
//
// Strings are HCL quoted templates: \" \\ \n \r \t and \uXXXX for other control characters,
// and the template openers ${ and %{ written $${ and %%{, so a name is never interpolated.
// Resource labels are snake_case of the table names, made unique.
#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "interop/export/export_internal.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/table_request.h"

namespace keyscape::interop {

using base::Json;
using base::Result;
using model::CreateTableRequest;
using model::TableModel;

namespace {

// One block's arguments, written with their '=' aligned as `terraform fmt` does.
using Arguments = std::vector<std::pair<std::string, std::string>>;

void AppendArguments(const Arguments& args, int indent, std::string* out) {
  size_t width = 0;
  for (const auto& a : args) width = std::max(width, a.first.size());
  for (const auto& a : args)
    *out += std::string(indent, ' ') + a.first + std::string(width - a.first.size(), ' ') + " = " +
            a.second + "\n";
}

std::string Str(const Json& j) { return HclQuote(j.string_value()); }

std::string List(const Json& strings) {
  std::string out = "[";
  for (size_t i = 0; i < strings.array().size(); ++i)
    out += (i ? ", " : "") + Str(strings.array()[i]);
  return out + "]";
}

bool MultiAttribute(const Json& key_schema) {
  int hash = 0, range = 0;
  for (const Json& k : key_schema.array())
    (k.Find("KeyType")->string_value() == "HASH" ? hash : range)++;
  return hash > 1 || range > 1;
}

void AddProjection(const Json& index, Arguments* args) {
  const Json& p = *index.Find("Projection");
  args->push_back({"projection_type", Str(*p.Find("ProjectionType"))});
  if (const Json* attrs = p.Find("NonKeyAttributes"))
    args->push_back({"non_key_attributes", List(*attrs)});
}

void AddCapacity(const Json& owner, Arguments* args) {
  if (const Json* pt = owner.Find("ProvisionedThroughput")) {
    args->push_back({"read_capacity", pt->Find("ReadCapacityUnits")->number_text()});
    args->push_back({"write_capacity", pt->Find("WriteCapacityUnits")->number_text()});
  }
}

// hash_key/range_key arguments from a single-attribute key schema.
void AddKeys(const Json& key_schema, Arguments* args) {
  for (const Json& k : key_schema.array())
    args->push_back({k.Find("KeyType")->string_value() == "HASH" ? "hash_key" : "range_key",
                     Str(*k.Find("AttributeName"))});
}

void AppendGlobalIndex(const Json& g, std::string* out) {
  const Json& ks = *g.Find("KeySchema");
  const bool multi = MultiAttribute(ks);
  *out += "\n";
  if (multi)
    *out +=
        "  # A multi-attribute key: key_schema blocks need an AWS provider with multi-attribute\n"
        "  # GSI keys (December 2025 on, hashicorp/terraform-provider-aws#45357).\n";
  *out += "  global_secondary_index {\n";
  Arguments args = {{"name", Str(*g.Find("IndexName"))}};
  if (!multi) AddKeys(ks, &args);
  AddProjection(g, &args);
  AddCapacity(g, &args);
  AppendArguments(args, 4, out);
  for (size_t i = 0; multi && i < ks.array().size(); ++i) {
    *out += "\n    key_schema {\n";
    AppendArguments({{"attribute_name", Str(*ks.array()[i].Find("AttributeName"))},
                     {"key_type", Str(*ks.array()[i].Find("KeyType"))}},
                    6, out);
    *out += "    }\n";
  }
  *out += "  }\n";
}

void AppendLocalIndex(const Json& l, std::string* out) {
  *out += "\n  local_secondary_index {\n";
  Arguments args = {{"name", Str(*l.Find("IndexName"))}};
  for (const Json& k : l.Find("KeySchema")->array())
    if (k.Find("KeyType")->string_value() == "RANGE")
      args.push_back({"range_key", Str(*k.Find("AttributeName"))});
  AddProjection(l, &args);
  AppendArguments(args, 4, out);
  *out += "  }\n";
}

void AppendTable(const TableModel& t, const std::string& label, std::string* out) {
  const Json r = CreateTableRequest(t);
  *out += "\nresource \"aws_dynamodb_table\" " + HclQuote(label) + " {\n";
  Arguments args = {{"name", Str(*r.Find("TableName"))},
                    {"billing_mode", Str(*r.Find("BillingMode"))}};
  AddCapacity(r, &args);
  AddKeys(*r.Find("KeySchema"), &args);
  AppendArguments(args, 2, out);
  for (const Json& d : r.Find("AttributeDefinitions")->array()) {
    *out += "\n  attribute {\n";
    AppendArguments(
        {{"name", Str(*d.Find("AttributeName"))}, {"type", Str(*d.Find("AttributeType"))}}, 4, out);
    *out += "  }\n";
  }
  if (const Json* gsis = r.Find("GlobalSecondaryIndexes"))
    for (const Json& g : gsis->array()) AppendGlobalIndex(g, out);
  if (const Json* lsis = r.Find("LocalSecondaryIndexes"))
    for (const Json& l : lsis->array()) AppendLocalIndex(l, out);
  if (t.ttl_attribute) {
    *out += "\n  ttl {\n";
    AppendArguments({{"attribute_name", HclQuote(*t.ttl_attribute)}, {"enabled", "true"}}, 4, out);
    *out += "  }\n";
  }
  *out += "}\n";
}

}  // namespace

std::string HclQuote(std::string_view s) {
  std::string out = "\"";
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const char next = i + 1 < s.size() ? s[i + 1] : '\0';
    if (c == '"') {
      out += "\\\"";
    } else if (c == '\\') {
      out += "\\\\";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else if ((c == '$' || c == '%') && next == '{') {
      out.push_back(static_cast<char>(c));
      out.push_back(static_cast<char>(c));
    } else {
      out.push_back(static_cast<char>(c));
    }
  }
  return out + "\"";
}

Result<std::string> WriteTerraformExport(const ExportInput& in) {
  std::vector<std::string> names;
  for (const TableModel& t : in.design.tables) names.push_back(t.name);
  const std::vector<std::string> labels = UniqueIdentifiers(names, SnakeCase);
  std::string out =
      "# Generated by keyscape (keyscape export --format terraform): the DynamoDB tables of\n"
      "# the design " +
      Quote(in.design.name) +
      ".\n\n"
      "terraform {\n"
      "  required_providers {\n"
      "    aws = {\n"
      "      source = \"hashicorp/aws\"\n"
      "    }\n"
      "  }\n"
      "}\n";
  for (size_t i = 0; i < in.design.tables.size(); ++i)
    AppendTable(in.design.tables[i], labels[i], &out);
  return out;
}

}  // namespace keyscape::interop
