// keyscape:ValidateModel: a private part of keyscape/api/keyscape/design_ops.h (its contract).

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "keyscape/api/keyscape/design/model_run.h"
#include "keyscape/api/keyscape/design_ops.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/model/model_writer.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/model/table_request.h"
#include "keyscape/table/database.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/encoded_item.h"
#include "keyscape/value/item_codec.h"

namespace keyscape::api {

using base::Json;
using base::Result;
using table::Database;
using value::AttrMapToJson;

Json ValidatedJson(const LoadedDesign& loaded, bool items_as_text, ValidatedTexts* texts) {
  std::vector<std::string>* item_texts = texts ? &texts->items : nullptr;
  const model::Design& d = loaded.design;
  Json summary = Json::Object();
  summary.Add("tables", Json::Int(static_cast<int64_t>(d.tables.size())));
  summary.Add("entities", Json::Int(static_cast<int64_t>(d.entities.size())));
  summary.Add("items", Json::Int(static_cast<int64_t>(d.items.size())));
  summary.Add("accessPatterns", Json::Int(static_cast<int64_t>(d.patterns.size())));
  Json tables = Json::Array();
  for (const model::TableModel& t : d.tables) tables.Push(model::CreateTableRequest(t));
  Json items = Json::Array();
  if (item_texts) item_texts->resize(loaded.items.size());
  for (size_t k = 0; k < loaded.items.size(); ++k) {
    const model::RenderedItem& r = loaded.items[k];
    Json i = Json::Object();
    i.Add("table", Json::String(r.table));
    if (r.entity) i.Add("entity", Json::String(r.entity->name));
    if (items_as_text) {
      // AppendEncodedItemJson prints AttrMapToJson(item).Dump(), byte for byte, from the
      // item's encoding, which keeps its attribute order (value/encoded_item.h, item_codec.h).
      std::string own, *text = item_texts ? &(*item_texts)[k] : &own;
      if (text->empty()) {
        std::string encoded;
        value::EncodeItem(r.item, &encoded);
        value::AppendEncodedItemJson(encoded, text);
      }
      i.Add("item", Json::Verbatim(*text));
    } else {
      i.Add("item", AttrMapToJson(r.item));
    }
    items.Push(std::move(i));
  }
  Json out = Json::Object();
  out.Add("model", model::WriteModel(d, items_as_text && texts ? &texts->model : nullptr));
  out.Add("summary", std::move(summary));
  out.Add("createTable", std::move(tables));
  out.Add("items", std::move(items));
  return out;
}

Result<Json> ValidateModelOp(Database&, const Json& request) {
  KS_ASSIGN_OR_RETURN(LoadedDesign loaded, LoadDesign(request));
  return ValidatedJson(loaded);
}

}  // namespace keyscape::api
