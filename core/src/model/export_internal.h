// Shared by the export writers (private to core/src/model): the writer of each format and
// the naming and quoting rules they have in common.
#ifndef KEYSCAPE_SRC_MODEL_EXPORT_INTERNAL_H_
#define KEYSCAPE_SRC_MODEL_EXPORT_INTERNAL_H_

#include <string>
#include <string_view>
#include <vector>

#include "keyscape/model/export.h"
#include "model_names.h"

namespace keyscape::model {

// Identifier casing of a design's names ("order item", "order-item", "OrderItem",
// "order_item" all split into the words order, item; a digit run stays with the word
// before it). Non-ASCII letters and punctuation separate words; an identifier that would
// start with a digit gets a leading '_' (PascalCase: 'N'). Empty input gives "x" / "X".
std::string PascalCase(std::string_view name);  // OrderItem
std::string CamelCase(std::string_view name);   // orderItem
std::string SnakeCase(std::string_view name);   // order_item
std::string KebabCase(std::string_view name);   // order-item ("" when no word)

// `s` as a double-quoted string literal valid in JavaScript, TypeScript, JSON, YAML,
// Python, Go and Java (JSON escapes; U+2028/U+2029 escaped too, for old JavaScript).
std::string Quote(std::string_view s);

// The writer of each format (export_<format>.cc).
Result<std::string> WriteKeyscapeExport(const ExportInput& in);

// Documents and infrastructure (export_design_sheet.cc, export_cloudformation.cc,
// export_terraform.cc, export_cdk.cc, export_workbench.cc). Every infrastructure export
// prints each table as CreateTableRequest (table_request.h) has it, plus its TTL.
Result<std::string> WriteDesignSheetExport(const ExportInput& in);
Result<std::string> WriteCloudFormationExport(const ExportInput& in);
Result<std::string> WriteTerraformExport(const ExportInput& in);
Result<std::string> WriteCdkExport(const ExportInput& in);
Result<std::string> WriteWorkbenchExport(const ExportInput& in);

// One identifier per name, in order, made by `casing` and unique: a name whose identifier
// was taken gets the first free suffix 2, 3, ... ("Orders", "orders" -> Orders, Orders2).
std::vector<std::string> UniqueIdentifiers(const std::vector<std::string>& names,
                                           std::string (*casing)(std::string_view));

// `s` as a YAML double-quoted scalar: Quote(s), with the characters YAML may not carry
// literally (DEL, C1 controls but NEL, U+FEFF, U+FFFE, U+FFFF) escaped as \uXXXX too.
std::string YamlQuote(std::string_view s);

// `s` as an HCL quoted string: \" \\ \n \r \t, \uXXXX for other control characters,
// and "${" / "%{" written "$${" / "%%{" so Terraform never interpolates a name.
std::string HclQuote(std::string_view s);

}  // namespace keyscape::model

#endif  // KEYSCAPE_SRC_MODEL_EXPORT_INTERNAL_H_
