// Shared by the export writers (private to core/src/model): the writer of each format and
// the naming and quoting rules they have in common.
#ifndef KEYSCAPE_SRC_MODEL_EXPORT_INTERNAL_H_
#define KEYSCAPE_SRC_MODEL_EXPORT_INTERNAL_H_

#include <string>
#include <string_view>

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

// key builders (export_builders.h): typed key builders per language
Result<std::string> WriteTypescriptBuilders(const ExportInput& in);
Result<std::string> WritePythonBuilders(const ExportInput& in);
Result<std::string> WriteGoBuilders(const ExportInput& in);
Result<std::string> WriteJavaBuilders(const ExportInput& in);

}  // namespace keyscape::model

#endif  // KEYSCAPE_SRC_MODEL_EXPORT_INTERNAL_H_
