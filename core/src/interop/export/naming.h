// Identifiers made from a design's names, shared by the export writers (private to
// core/src/interop/export).
#ifndef KEYSCAPE_SRC_INTEROP_EXPORT_NAMING_H_
#define KEYSCAPE_SRC_INTEROP_EXPORT_NAMING_H_

#include <string>
#include <string_view>
#include <vector>

namespace keyscape::interop {

// Identifier casing of a design's names ("order item", "order-item", "OrderItem",
// "order_item" all split into the words order, item; a digit run stays with the word
// before it). Non-ASCII letters and punctuation separate words; an identifier that would
// start with a digit gets a leading '_' (PascalCase: 'N'). Empty input gives "x" / "X".
std::string PascalCase(std::string_view name);  // OrderItem
std::string CamelCase(std::string_view name);   // orderItem
std::string SnakeCase(std::string_view name);   // order_item
std::string KebabCase(std::string_view name);   // order-item ("" when no word)

// One identifier per name, in order, made by `casing` and unique: a name whose identifier
// was taken gets the first free suffix 2, 3, ... ("Orders", "orders" -> Orders, Orders2).
std::vector<std::string> UniqueIdentifiers(const std::vector<std::string>& names,
                                           std::string (*casing)(std::string_view));

}  // namespace keyscape::interop

#endif  // KEYSCAPE_SRC_INTEROP_EXPORT_NAMING_H_
