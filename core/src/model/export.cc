#include "keyscape/model/export.h"

#include "export_internal.h"
#include "keyscape/model/model_writer.h"

namespace keyscape::model {

Result<std::string> WriteKeyscapeExport(const ExportInput& in) {
  return WriteModel(in.design).DumpIndented() + "\n";
}

const std::vector<ExportFormat>& ExportFormats() {
  static const std::vector<ExportFormat> formats = {
      // the design itself
      {"keyscape", "keyscape model (canonical JSON)", ".keyscape.json", "application/json",
       WriteKeyscapeExport},
      // documents
      // infrastructure
      // AWS tools
      // libraries
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

}  // namespace keyscape::model
