// Shared by the export writers (private to core/src/interop): the writer of each format, and
// (through naming.h and quoting.h) the naming and quoting rules they have in common.
#ifndef KEYSCAPE_SRC_INTEROP_EXPORT_EXPORT_INTERNAL_H_
#define KEYSCAPE_SRC_INTEROP_EXPORT_EXPORT_INTERNAL_H_

#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/interop/export/export.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_template.h"
#include "naming.h"   // the writers' identifiers
#include "quoting.h"  // and string literals

namespace keyscape::interop {

// The writer of each format (export_<format>.cc).
base::Result<std::string> WriteKeyscapeExport(const ExportInput& in);

// Documents and infrastructure (tools/design_sheet.cc, infra/cloudformation.cc,
// infra/terraform.cc, infra/cdk.cc, tools/workbench.cc). Every infrastructure export
// prints each table as CreateTableRequest (table_request.h) has it, plus its TTL.
base::Result<std::string> WriteDesignSheetExport(const ExportInput& in);
base::Result<std::string> WriteCloudFormationExport(const ExportInput& in);
base::Result<std::string> WriteTerraformExport(const ExportInput& in);
base::Result<std::string> WriteCdkExport(const ExportInput& in);
base::Result<std::string> WriteWorkbenchExport(const ExportInput& in);
// A design's items as a scan document (tools/dynamodb_json.cc).
base::Result<std::string> WriteDynamoDbJsonExport(const ExportInput& in);

// ---- libraries: electrodb, onetable, dynamodb-toolbox, sdk-js (export_<format>.cc) --------
// TypeScript shared by them (libraries/ts_keys.cc).

// Which of keyscape's template filters a module uses, so it defines only those helpers.
struct TsFilterUse {
  bool pad = false, upper = false, lower = false, iso8601 = false;
  void Add(const model::KeyTemplate& t);
  void Add(const std::vector<model::TemplateFilter>& filters);
  void Add(const TsFilterUse& other);
};
// The TypeScript functions ksPad, ksUpper, ksLower, ksIso8601 that `use` names: keyscape's
// filters (key_template.h) with the same results and the same errors (they throw).
std::string TsFilterFunctions(const TsFilterUse& use);
// `source[name]` as TypeScript: source.name for an identifier, source["n m"] otherwise.
std::string TsMember(std::string_view source, std::string_view name);
// An object literal's property name: name bare when it is an identifier, else Quote(name).
std::string TsPropertyName(std::string_view name);
// The text of placeholder `p` read from the object expression `source`, through p's filters:
// ksPad(String(item.n), 10, "0").
std::string TsPlaceholderExpr(const model::TemplatePart& p, std::string_view source);
// Template `t` rendered from `source` as a TypeScript string expression.
std::string TsTemplateExpr(const model::KeyTemplate& t, std::string_view source);
// A TypeScript condition that every attribute of `t` is defined in `source` ("true" when t
// has none): keyscape leaves an index key out when its values are not all given.
std::string TsHasAll(const model::KeyTemplate& t, std::string_view source);
// A TypeScript object literal of `j` (JSON is one), except that an attribute value's binary
// {"B": "<base64>"} / {"BS": [...]} becomes ksBytes("<base64>"), as the SDK takes Uint8Array.
std::string TsLiteral(const base::Json& j, int indent);
// The stems of a module's top-level TypeScript names, one per design name, in order: unique
// PascalCase stems (UniqueIdentifiers: "Orders", "orders" -> Orders, Orders2) and the same
// stems in camelCase (orders, orders2). A writer appends one suffix per kind of name
// (Table, Entity, Schema, Service, ...), so names of different kinds never clash.
struct TsNames {
  std::vector<std::string> pascal, camel;
};
TsNames TsUniqueNames(const std::vector<std::string>& names);
// TsUniqueNames of the design's table names and of its entity names, in design order.
TsNames TsTableNames(const model::Design& d);
TsNames TsEntityNames(const model::Design& d);

base::Result<std::string> WriteElectroDbExport(const ExportInput& in);
base::Result<std::string> WriteOneTableExport(const ExportInput& in);
base::Result<std::string> WriteDynamoDbToolboxExport(const ExportInput& in);
base::Result<std::string> WriteSdkJsExport(const ExportInput& in);
// AWS tools (tools/aws.cc): aws-mcp's dynamodb_data_model.json and an AWS CLI script.
base::Result<std::string> WriteAwsMcpExport(const ExportInput& in);
base::Result<std::string> WriteAwsCliExport(const ExportInput& in);
// key builders (builders/builders.h): typed key builders per language
base::Result<std::string> WriteTypescriptBuilders(const ExportInput& in);
base::Result<std::string> WritePythonBuilders(const ExportInput& in);
base::Result<std::string> WriteGoBuilders(const ExportInput& in);
base::Result<std::string> WriteJavaBuilders(const ExportInput& in);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_SRC_INTEROP_EXPORT_EXPORT_INTERNAL_H_
