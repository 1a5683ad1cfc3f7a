// ReadModel: the top level of a model file; the sections are read by read_*.cc and the
// cross-references checked by check_design.cc.
#include "keyscape/model/model_reader.h"

#include "keyscape/base/json.h"
#include "keyscape/base/json_fields.h"
#include "keyscape/base/status.h"
#include "read_internal.h"

namespace keyscape::model {

using base::Child;
using base::Fields;
using base::Json;
using base::PathError;
using base::Result;
using base::Status;
namespace {

// Reads every element of an optional array member with `read`; with `last`, element i is
// last[i] (copied) when `same` is null or marks it (ReadModelLike).
template <typename T, typename Read>
Status ReadList(const Fields& f, std::string_view member, bool required, Read read,
                std::vector<T>* out, const std::vector<T>* last = nullptr,
                const std::vector<bool>* same = nullptr) {
  KS_ASSIGN_OR_RETURN(const Json* list, f.Array(member, required));
  for (size_t i = 0; list && i < list->array().size(); ++i) {
    if (last && i < last->size() && (!same || (i < same->size() && (*same)[i]))) {
      out->push_back((*last)[i]);
      continue;
    }
    KS_ASSIGN_OR_RETURN(T x, read(list->array()[i], Child(f.PathOf(member), i)));
    out->push_back(std::move(x));
  }
  return Status::Ok();
}

// The documented caps of a design (docs/RELIABILITY.md "Limits"): larger sections are an
// error before any work, so a hostile file answers at once.
Status CheckSectionSize(const Fields& f, const char* name, size_t max) {
  const Json* list = f.Get(name);
  if (!list || !list->is_array() || list->array().size() <= max) return Status::Ok();
  return PathError(std::string("/") + name, "a design holds at most " + std::to_string(max) + " " +
                                                name + " (this one has " +
                                                std::to_string(list->array().size()) + ")");
}

}  // namespace

Result<Design> ReadModel(const Json& doc) { return ReadModelLike(doc, nullptr, {}, {}); }

Result<Design> ReadModelLike(const Json& doc, const Design* last,
                             const std::vector<bool>& same_entities,
                             const std::vector<bool>& same_patterns) {
  KS_ASSIGN_OR_RETURN(Fields f, Fields::Of(doc, "",
                                           {"format", "version", "name", "description", "tables",
                                            "entities", "items", "accessPatterns", "prices"}));
  KS_ASSIGN_OR_RETURN(std::optional<std::string> format, f.OptString("format"));
  if (format != "keyscape-model") return PathError("/format", "must be \"keyscape-model\"");
  KS_ASSIGN_OR_RETURN(std::optional<int64_t> version, f.OptInt("version", 0));
  if (version != 1) return PathError("/version", "must be 1 (the only version there is)");
  Design d;
  KS_ASSIGN_OR_RETURN(d.name, f.String("name"));
  KS_ASSIGN_OR_RETURN(d.description, f.OptString("description"));
  KS_RETURN_IF_ERROR(CheckSectionSize(f, "tables", kMaxDesignTables));
  KS_RETURN_IF_ERROR(CheckSectionSize(f, "entities", kMaxDesignEntities));
  KS_RETURN_IF_ERROR(CheckSectionSize(f, "items", kMaxDesignItems));
  KS_RETURN_IF_ERROR(CheckSectionSize(f, "accessPatterns", kMaxDesignPatterns));
  KS_RETURN_IF_ERROR(ReadList(f, "tables", true, ReadTable, &d.tables, last ? &last->tables : nullptr));
  if (d.tables.empty()) return PathError("/tables", "a design has at least one table");
  KS_RETURN_IF_ERROR(ReadList(f, "entities", false, ReadEntity, &d.entities,
                              last ? &last->entities : nullptr, &same_entities));
  KS_RETURN_IF_ERROR(
      ReadList(f, "items", false, ReadSampleItem, &d.items, last ? &last->items : nullptr));
  KS_RETURN_IF_ERROR(ReadList(f, "accessPatterns", false, ReadPattern, &d.patterns,
                              last ? &last->patterns : nullptr, &same_patterns));
  if (const Json* prices = f.Get("prices")) {
    KS_ASSIGN_OR_RETURN(Prices p, ReadPrices(*prices, "/prices"));
    d.prices = p;
    d.prices_json = *prices;
  }
  KS_RETURN_IF_ERROR(CheckDesign(d));
  return d;
}

Result<Design> ReadModelText(std::string_view text) {
  Result<Json> doc = Json::Parse(text);
  if (!doc.ok()) return PathError("", "invalid JSON: " + doc.status().message());
  return ReadModel(*doc);
}

}  // namespace keyscape::model
