#include "builders.h"

#include <algorithm>

#include "keyscape/model/design.h"
#include "keyscape/model/key_roles.h"
#include "keyscape/model/key_template.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::interop {

using model::AttributeSpec;
using model::Design;
using model::Entity;
using model::EntityKey;
using model::KeyAttribute;
using model::KeyTemplate;
using model::TableModel;
using model::TemplatePart;
using value::AttrType;

namespace {

bool Parseable(const KeyTemplate& t) {
  const std::vector<TemplatePart>& parts = t.parts();
  for (size_t i = 0; i + 1 < parts.size(); ++i) {
    if (parts[i].placeholder && parts[i + 1].placeholder && !t.FixedWidth(i)) return false;
  }
  return true;
}

}  // namespace

std::vector<BuilderEntity> BuilderEntities(const Design& d) {
  std::vector<BuilderEntity> out;
  for (const Entity& e : d.entities) {
    BuilderEntity b;
    b.entity = &e;
    b.table = d.FindTable(e.table);
    if (!b.table) continue;  // ReadModel guarantees the table; stay safe anyway
    for (const KeyAttribute& k : b.table->AllKeyAttributes()) {
      const EntityKey* key = e.FindKey(k.name);
      if (!key) continue;
      BuilderKey bk;
      bk.attribute = k.name;
      bk.type = k.type;
      bk.key_template = &key->key_template;
      bk.table_key = k.name == b.table->partition_key.name ||
                     (b.table->sort_key && k.name == b.table->sort_key->name);
      bk.parseable = Parseable(key->key_template);
      bk.attributes = key->key_template.Attributes();
      bk.roles = model::KeyRolesOf(*b.table, k.name);
      b.keys.push_back(std::move(bk));
    }
    out.push_back(std::move(b));
  }
  return out;
}

AttrType AttributeType(const Entity& e, std::string_view name) {
  const AttributeSpec* a = e.FindAttribute(name);
  return a ? a->type : AttrType::kS;
}

const char* TypeLetter(AttrType t) {
  return t == AttrType::kN ? "N" : t == AttrType::kB ? "B" : "S";
}

std::string NameScope::Take(const std::string& want) {
  std::string name = want;
  for (int n = 2; taken_.count(name); ++n) name = want + std::to_string(n);
  taken_.insert(name);
  return name;
}

std::string NotKeyword(std::string id, const std::set<std::string>& keywords) {
  if (keywords.count(id)) id += "_";
  return id;
}

std::string PackageName(const Design& d, const std::set<std::string>& keywords) {
  std::string name = SnakeCase(d.name);
  name.erase(std::remove(name.begin(), name.end(), '_'), name.end());
  if (KebabCase(d.name).empty()) return "design";
  if (name[0] >= '0' && name[0] <= '9') name = "design" + name;
  if (keywords.count(name)) name += "keys";
  return name;
}

std::string CommentText(std::string_view text) {
  std::string out;
  for (const char c : CommentLines(text, "", "")) out.push_back(c == '\n' ? ' ' : c);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  for (size_t at = out.find("*/"); at != std::string::npos; at = out.find("*/", at + 3))
    out.replace(at, 2, "*\\/");
  return out;
}

std::string CommentLines(std::string_view text, std::string_view comment, std::string_view indent) {
  std::string out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    for (size_t at = line.find("\\u"); at != std::string::npos; at = line.find("\\u", at + 3))
      line.replace(at, 2, "\\ u");
    // U+2028 and U+2029 end a line comment in JavaScript.
    for (size_t at = line.find("\xE2\x80"); at != std::string::npos;
         at = line.find("\xE2\x80", at + 1))
      if (at + 2 < line.size() && (line[at + 2] == '\xA8' || line[at + 2] == '\xA9'))
        line.erase(at, 2), line[at] = ' ';
    line.erase(
        std::remove_if(line.begin(), line.end(),
                       [](char c) { return c == '\r' || (c >= 0 && c < 0x20 && c != '\t'); }),
        line.end());
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.pop_back();
    out += std::string(indent) + std::string(comment);
    while (!out.empty() && out.back() == ' ' && line.empty()) out.pop_back();
    out += line + "\n";
    start = end + 1;
  }
  return out;
}

}  // namespace keyscape::interop
