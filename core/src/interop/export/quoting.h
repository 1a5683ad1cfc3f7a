// String literals of the languages the exports write, shared by the export writers (private
// to core/src/interop/export).
#ifndef KEYSCAPE_SRC_INTEROP_EXPORT_QUOTING_H_
#define KEYSCAPE_SRC_INTEROP_EXPORT_QUOTING_H_

#include <string>
#include <string_view>

namespace keyscape::interop {

// `s` as a double-quoted string literal valid in JavaScript, TypeScript, JSON, YAML,
// Python, Go and Java (JSON escapes; U+2028/U+2029 escaped too, for old JavaScript).
std::string Quote(std::string_view s);

// `s` as a YAML double-quoted scalar: Quote(s), with the characters YAML may not carry
// literally (DEL, C1 controls but NEL, U+FEFF, U+FFFE, U+FFFF) escaped as \uXXXX too.
std::string YamlQuote(std::string_view s);

// `s` as an HCL quoted string: \" \\ \n \r \t, \uXXXX for other control characters,
// and "${" / "%{" written "$${" / "%%{" so Terraform never interpolates a name.
std::string HclQuote(std::string_view s);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_SRC_INTEROP_EXPORT_QUOTING_H_
