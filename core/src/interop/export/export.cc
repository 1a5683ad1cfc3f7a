#include "keyscape/interop/export/export.h"

#include "export_internal.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_writer.h"

namespace keyscape::interop {

using base::Result;
using model::Design;
using model::WriteModel;

Result<std::string> WriteKeyscapeExport(const ExportInput& in) {
  return WriteModel(in.design).DumpIndented() + "\n";
}

const std::vector<ExportFormat>& ExportFormats() {
  static const std::vector<ExportFormat> formats = {
      // the design itself
      {"keyscape", "keyscape model (canonical JSON)", ".keyscape.json", "application/json",
       WriteKeyscapeExport},
      // documents
      {"design-sheet", "Design sheet (Markdown)", ".design.md", "text/markdown",
       WriteDesignSheetExport},
      // infrastructure
      {"cloudformation", "AWS CloudFormation (YAML)", ".cfn.yaml", "application/yaml",
       WriteCloudFormationExport},
      {"terraform", "Terraform (HCL)", ".tf", "text/plain", WriteTerraformExport},
      {"cdk", "AWS CDK app (TypeScript)", ".cdk.ts", "text/typescript", WriteCdkExport},
      // AWS tools
      {"nosql-workbench", "NoSQL Workbench model (3.0)", ".workbench.json", "application/json",
       WriteWorkbenchExport},
      {"aws-mcp", "AWS DynamoDB MCP server data model (dynamodb_data_model.json)", ".aws-mcp.json",
       "application/json", WriteAwsMcpExport},
      {"aws-cli", "AWS CLI script (create-table, batch-write-item, one command per pattern)",
       ".aws-cli.sh", "text/x-shellscript", WriteAwsCliExport},
      {"dynamodb-json", "Items as a scan document (aws dynamodb scan output)", ".scan.json",
       "application/json", WriteDynamoDbJsonExport},
      // libraries
      {"electrodb", "ElectroDB entities and service (TypeScript)", ".electrodb.ts",
       "text/typescript", WriteElectroDbExport},
      {"onetable", "OneTable schema and table (TypeScript)", ".onetable.ts", "text/typescript",
       WriteOneTableExport},
      {"dynamodb-toolbox", "DynamoDB-Toolbox v2 table and entities (TypeScript)", ".toolbox.ts",
       "text/typescript", WriteDynamoDbToolboxExport},
      {"sdk-js", "AWS SDK for JavaScript v3: one function per access pattern (TypeScript)",
       ".sdk.ts", "text/typescript", WriteSdkJsExport},
      // key builders
      {"typescript", "TypeScript key builders", ".keys.ts", "text/x-typescript",
       WriteTypescriptBuilders},
      {"python", "Python key builders (dataclasses)", ".keys.py", "text/x-python",
       WritePythonBuilders},
      {"go", "Go key builders (structs with dynamodbav tags)", ".keys.go", "text/x-go",
       WriteGoBuilders},
      {"java", "Java key builders (DynamoDB enhanced client beans)", ".keys.java",
       "text/x-java-source", WriteJavaBuilders},
  };
  return formats;
}

const ExportFormat* FindExportFormat(std::string_view id) {
  for (const ExportFormat& f : ExportFormats())
    if (f.id == id) return &f;
  return nullptr;
}

std::string ExportFileName(const Design& d, const ExportFormat& f) {
  std::string slug = KebabCase(d.name);
  if (slug.empty()) slug = "design";
  return slug + std::string(f.extension);
}

}  // namespace keyscape::interop
