// What the typed key-builder writers (typescript.cc, python.cc, go.cc, java.cc, each a part
// of this header) share (private to core/src/interop): each entity's keys in the order the
// engine renders them (RenderEntityItem: the table's keys, then its indexes'), the roles
// each key attribute plays, and identifier scopes that keep generated names apart.
//
// The generated files re-implement key_template.h in their language (a small runtime, once
// per file) and carry every template as data (its parts and filters, taken from
// KeyTemplate::parts()), so their keys agree with the engine's byte for byte; the checks
// are tests/exports/builders.test.mjs.
#ifndef KEYSCAPE_SRC_INTEROP_EXPORT_BUILDERS_BUILDERS_H_
#define KEYSCAPE_SRC_INTEROP_EXPORT_BUILDERS_BUILDERS_H_

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "interop/export/export_internal.h"
#include "keyscape/model/design.h"
#include "keyscape/model/key_roles.h"
#include "keyscape/model/key_template.h"

namespace keyscape::interop {

struct BuilderKey {
  std::string attribute;  // the key attribute, e.g. "PK"
  value::AttrType type = value::AttrType::kS;
  const model::KeyTemplate* key_template = nullptr;
  bool table_key = false;               // the table's own key: never sparse
  bool parseable = false;               // ParseKey is not ambiguous for this template
  std::vector<std::string> attributes;  // KeyTemplate::Attributes()
  std::vector<model::KeyRole> roles;    // model::KeyRolesOf(table, attribute)
};

struct BuilderEntity {
  const model::Entity* entity = nullptr;
  const model::TableModel* table = nullptr;
  std::vector<BuilderKey> keys;
};

// The runtime of each language's generated file, as text: runtime/keys.go, keys.py, keys.ts and
// KeyTemplateRuntime.java, embedded at build time (runtime/runtimes.cmake).
extern const char kTypescriptRuntime[];
extern const char kPythonRuntime[];
extern const char kGoRuntime[];
extern const char kJavaRuntime[];

// Every entity of the design, in file order, with its keys.
std::vector<BuilderEntity> BuilderEntities(const model::Design& d);

// The type of attribute `name` of the entity (S when it has no such attribute).
value::AttrType AttributeType(const model::Entity& e, std::string_view name);
// "S", "N" or "B".
const char* TypeLetter(value::AttrType t);

// Names already taken in one scope (a module, a class); Take returns `want`, or `want`
// followed by 2, 3, ... when that is taken or is in `reserved`, and takes it.
class NameScope {
 public:
  explicit NameScope(std::set<std::string> reserved = {}) : taken_(std::move(reserved)) {}
  std::string Take(const std::string& want);

 private:
  std::set<std::string> taken_;
};

// `id`, or `id` + "_" when it is one of `keywords`.
std::string NotKeyword(std::string id, const std::set<std::string>& keywords);

// A package name from the design's name: its words in lower case, joined ("Online shop" ->
// "onlineshop"); "design" when none or when it would start with a digit; "keys" appended
// when it is one of `keywords`.
std::string PackageName(const model::Design& d, const std::set<std::string>& keywords);

// `comment` ("// ", "# ") before each line of `text`, each line after `indent`: a
// description as line comments. "\\u" becomes "\\ u" (Java reads unicode escapes even in
// comments).
std::string CommentLines(std::string_view text, std::string_view comment, std::string_view indent);

// `text` made safe inside a one-line comment of any of the four languages, // or /** */:
// line breaks and control characters become spaces, "*/" becomes "*\\/", "\\u" becomes
// "\\ u".
std::string CommentText(std::string_view text);

}  // namespace keyscape::interop

#endif  // KEYSCAPE_SRC_INTEROP_EXPORT_BUILDERS_BUILDERS_H_
