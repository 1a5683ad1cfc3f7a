// keyscape:DiffDesigns' "changes" (diff.h): the model files written canonically
// (model_writer.h) and compared collection by collection.
#include <algorithm>
#include <string>
#include <utility>

#include "api/keyscape/design/diff.h"
#include "keyscape/base/json.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_writer.h"

namespace keyscape::api::diff {

using base::Json;

namespace {

// A member name as a JSON Pointer token ("~" -> "~0", "/" -> "~1").
std::string Token(const std::string& name) {
  std::string out;
  for (char c : name)
    out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
  return out;
}

bool Same(const Json* a, const Json* b) {
  if (!a || !b) return a == b;
  return a->Dump() == b->Dump();
}

class ChangeList {
 public:
  void Add(const std::string& kind, const std::string& path, const Json* before,
           const Json* after) {
    Json c = Json::Object();
    c.Add("kind", Json::String(kind));
    c.Add("path", Json::String(path));
    c.Add("before", before ? *before : Json::Null());
    c.Add("after", after ? *after : Json::Null());
    list_.Push(std::move(c));
  }
  Json Take() { return std::move(list_); }

 private:
  Json list_ = Json::Array();
};

const Json& Members(const Json& object, const char* name) {
  static const Json kEmpty = Json::Array();
  const Json* m = object.Find(name);
  return m ? *m : kEmpty;
}

// The element of `list` (an array of objects) whose "name" is `name`, and its index.
const Json* Named(const Json& list, const std::string& name, size_t* index) {
  for (size_t i = 0; i < list.array().size(); ++i) {
    const Json* n = list.array()[i].Find("name");
    if (n && n->string_value() == name) {
      *index = i;
      return &list.array()[i];
    }
  }
  return nullptr;
}

using Compare = void (*)(const Json& before, const Json& after, const std::string& path,
                         ChangeList* out);

// Elements matched by name: `added`/`removed` for the unmatched, `compare` for the others.
void ByName(const Json& before, const Json& after, const std::string& path, const char* added,
            const char* removed, Compare compare, ChangeList* out) {
  for (size_t i = 0; i < after.array().size(); ++i) {
    const Json& a = after.array()[i];
    size_t j = 0;
    const Json* b = Named(before, a.Find("name")->string_value(), &j);
    const std::string at = path + "/" + std::to_string(i);
    if (!b)
      out->Add(added, at, nullptr, &a);
    else
      compare(*b, a, at, out);
  }
  for (size_t j = 0; j < before.array().size(); ++j) {
    const Json& b = before.array()[j];
    size_t i = 0;
    if (!Named(after, b.Find("name")->string_value(), &i))
      out->Add(removed, path + "/" + std::to_string(j), &b, nullptr);
  }
}

// Members of two objects (the union, after's order first), each compared as a whole:
// `kind_of(member)` names the kind of a difference.
void ByMember(const Json& before, const Json& after, const std::string& path,
              std::string (*kind_of)(const std::string& member), ChangeList* out,
              std::initializer_list<std::string_view> skip = {}) {
  auto skipped = [&](const std::string& name) {
    for (std::string_view s : skip)
      if (s == name) return true;
    return false;
  };
  for (const auto& [name, v] : after.members()) {
    if (skipped(name)) continue;
    const Json* b = before.Find(name);
    if (!Same(b, &v)) out->Add(kind_of(name), path + "/" + Token(name), b, &v);
  }
  for (const auto& [name, v] : before.members())
    if (!skipped(name) && !after.Find(name))
      out->Add(kind_of(name), path + "/" + Token(name), &v, nullptr);
}

void WholeIndex(const char* kind, const Json& before, const Json& after, const std::string& path,
                ChangeList* out) {
  if (!Same(&before, &after)) out->Add(kind, path, &before, &after);
}

void CompareTables(const Json& before, const Json& after, const std::string& path,
                   ChangeList* out) {
  ByMember(before, after, path,
           [](const std::string& m) -> std::string {
             return m == "partitionKey" || m == "sortKey" ? "table-key" : "table-setting";
           },
           out, {"name", "globalSecondaryIndexes", "localSecondaryIndexes"});
  ByName(
      Members(before, "globalSecondaryIndexes"), Members(after, "globalSecondaryIndexes"),
      path + "/globalSecondaryIndexes", "gsi-added", "gsi-removed",
      [](const Json& b, const Json& a, const std::string& p, ChangeList* o) {
        WholeIndex("gsi-changed", b, a, p, o);
      },
      out);
  ByName(
      Members(before, "localSecondaryIndexes"), Members(after, "localSecondaryIndexes"),
      path + "/localSecondaryIndexes", "lsi-added", "lsi-removed",
      [](const Json& b, const Json& a, const std::string& p, ChangeList* o) {
        WholeIndex("lsi-changed", b, a, p, o);
      },
      out);
}

void CompareEntities(const Json& before, const Json& after, const std::string& path,
                     ChangeList* out) {
  ByMember(before, after, path, [](const std::string&) -> std::string { return "entity-setting"; },
           out, {"name", "keys", "attributes"});
  const Json empty = Json::Object();
  const Json* bk = before.Find("keys");
  const Json* ak = after.Find("keys");
  ByMember(
      bk ? *bk : empty, ak ? *ak : empty, path + "/keys",
      [](const std::string&) -> std::string { return "key-template"; }, out);
  const Json* ba = before.Find("attributes");
  const Json* aa = after.Find("attributes");
  ByMember(
      ba ? *ba : empty, aa ? *aa : empty, path + "/attributes",
      [](const std::string&) -> std::string { return "attribute"; }, out);
}

void ComparePatterns(const Json& before, const Json& after, const std::string& path,
                     ChangeList* out) {
  WholeIndex("pattern-changed", before, after, path, out);
}

void CompareItems(const Json& before, const Json& after, ChangeList* out) {
  const size_t n = std::max(before.array().size(), after.array().size());
  for (size_t i = 0; i < n; ++i) {
    const Json* b = i < before.array().size() ? &before.array()[i] : nullptr;
    const Json* a = i < after.array().size() ? &after.array()[i] : nullptr;
    if (Same(b, a)) continue;
    out->Add(!b   ? "item-added"
             : !a ? "item-removed"
                  : "item-changed",
             "/items/" + std::to_string(i), b, a);
  }
}

}  // namespace

Json Changes(const model::Design& before_design, const model::Design& after_design) {
  const Json before = model::WriteModel(before_design);
  const Json after = model::WriteModel(after_design);
  ChangeList out;
  ByMember(before, after, "", [](const std::string&) -> std::string { return "design-setting"; },
           &out, {"format", "version", "tables", "entities", "items", "accessPatterns"});
  ByName(Members(before, "tables"), Members(after, "tables"), "/tables", "table-added",
         "table-removed", CompareTables, &out);
  ByName(Members(before, "entities"), Members(after, "entities"), "/entities", "entity-added",
         "entity-removed", CompareEntities, &out);
  ByName(Members(before, "accessPatterns"), Members(after, "accessPatterns"), "/accessPatterns",
         "pattern-added", "pattern-removed", ComparePatterns, &out);
  CompareItems(Members(before, "items"), Members(after, "items"), &out);
  return out.Take();
}

}  // namespace keyscape::api::diff
