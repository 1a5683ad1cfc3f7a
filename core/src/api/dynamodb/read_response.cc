// The page of a read (Items, Count, ScannedCount, LastEvaluatedKey, ConsumedCapacity) and
// the items' rendering: the response half of read_request.h.
#include <algorithm>
#include <string>
#include <string_view>

#include "keyscape/api/dynamodb/capacity.h"
#include "keyscape/api/dynamodb/legacy/filter.h"
#include "keyscape/api/dynamodb/read_expressions.h"
#include "keyscape/api/dynamodb/read_request.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/evaluate.h"
#include "keyscape/expr/parser.h"
#include "keyscape/query/executor.h"
#include "keyscape/table/entry_store.h"
#include "keyscape/table/table.h"
#include "keyscape/table/table_def.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"

namespace keyscape::api {

using base::Json;
using query::EvaluatedItem;
using query::RangeReadResult;
using table::EntryStore;
using table::IndexDef;
using table::KeyElement;
using table::Table;
using value::AttributeValue;
using value::AttrMap;
using value::AttrMapToJson;
using value::DecodeItem;
using value::FindAttr;
using value::Item;
using value::ItemSize;

ItemsWriter::ItemsWriter(ItemForm form, const expr::ProjectionExpression* projection)
    : form_(form), projection_(projection) {
  if (form_ != ItemForm::kText || !projection_) return;
  std::vector<value::AttrSelection::Step> steps;
  for (const expr::DocumentPath& path : projection_->paths) {
    steps.clear();
    for (const expr::PathElement& e : path) steps.push_back({e.is_index(), e.name, e.index});
    selection_.Add(steps);
  }
}

void ItemsWriter::Add(std::string_view encoded) {
  if (form_ == ItemForm::kTree) {
    auto item = DecodeItem(encoded);
    if (item.ok()) Add(*item);
    return;
  }
  // The buffer grows by doubling, so its bytes are zeroed once, not per item.
  const size_t need = used_ + 1 + value::EncodedItemJsonBound(encoded);
  if (text_.size() < need) text_.resize(std::max(need, 2 * text_.size()));
  char* p = text_.data() + used_;
  if (used_ > 1) *p++ = ',';
  p = projection_ ? value::WriteEncodedItemJson(encoded, selection_, p)
                  : value::WriteEncodedItemJson(encoded, p);
  used_ = static_cast<size_t>(p - text_.data());
}

void ItemsWriter::Add(const Item& item) {
  Json json = AttrMapToJson(projection_ ? ApplyProjection(*projection_, item) : item);
  if (form_ == ItemForm::kTree) {
    tree_.Push(std::move(json));
    return;
  }
  text_.resize(used_);
  if (used_ > 1) text_.push_back(',');
  json.DumpTo(&text_);
  used_ = text_.size();
}

Json ItemsWriter::TakeList() {
  if (form_ == ItemForm::kTree) return std::move(tree_);
  text_.resize(used_);
  text_.push_back(']');
  return Json::Verbatim(std::move(text_));
}

Json ItemsWriter::ItemJson(std::string_view encoded) const {
  if (form_ == ItemForm::kTree) {
    auto item = DecodeItem(encoded);
    if (!item.ok()) return Json::Object();
    return AttrMapToJson(projection_ ? ApplyProjection(*projection_, *item) : *item);
  }
  std::string text;
  if (projection_) {
    value::AppendEncodedItemJson(encoded, selection_, &text);
  } else {
    value::AppendEncodedItemJson(encoded, &text);
  }
  return Json::Verbatim(std::move(text));
}

std::optional<std::string_view> StoredItem(const Table& t, std::string_view storage_key,
                                           int64_t* size) {
  const EntryStore& s = t.store(-1);
  auto it = s.LowerBound(storage_key);
  if (it == s.end() || EntryStore::KeyOf(*it) != storage_key) return std::nullopt;
  std::string_view encoded = EntryStore::ValueOf(*it);
  if (!value::CheckEncodedItem(encoded, size)) return std::nullopt;
  return encoded;
}

namespace {

// The LastEvaluatedKey of an evaluated item: table keys, plus index keys for an index.
Json LastKeyJson(const Table& t, int store, std::string_view encoded) {
  std::vector<std::string> names;
  if (store >= 0)
    for (const KeyElement* k : t.def().indexes[store].key.Elements()) names.push_back(k->name);
  names.push_back(t.def().key.hash.name);
  if (t.def().key.range) names.push_back(t.def().key.range->name);
  const Item item = value::DecodeItemAttributes(encoded, names);
  AttrMap key;
  for (const std::string& name : names) {
    if (FindAttr(key, name)) continue;
    if (const AttributeValue* v = FindAttr(item, name)) key.emplace_back(name, *v);
  }
  return AttrMapToJson(key);
}

// The ConsumedCapacity of a page's first `evaluated` items (all of them unless the page was
// cut at r.max_matches), plus `fetch_units` for an LSI's reads of the table.
Json PageCapacity(const Table& t, int store, const ReadRequest& r, const RangeReadResult& page,
                  size_t evaluated, double fetch_units) {
  int64_t read_bytes = page.total_bytes;
  if (evaluated < page.items.size()) {
    read_bytes = 0;
    for (size_t i = 0; i < evaluated; ++i) read_bytes += page.items[i].size;
  }
  const double units = ReadUnits(read_bytes, r.consistent);
  CapacityUse use;
  if (store < 0) {
    use.table = units;
  } else {
    const IndexDef& idx = t.def().indexes[store];
    (idx.global ? use.gsis : use.lsis)[idx.name] = units;
    use.table = fetch_units;
  }
  return CapacityJson(t.def().name, use, r.capacity, true);
}

}  // namespace

Json BuildReadResponse(const Table& t, int store, const ReadRequest& r, const RangeReadResult& page,
                       bool fetch_from_table, ItemForm form) {
  Json out = Json::Object();
  ItemsWriter items(form, r.projection ? &*r.projection : nullptr);
  // A filter reads only the top-level attributes it names: those are all it decodes.
  const std::vector<std::string> filter_names =
      r.filter ? TopLevelAttributes(*r.filter) : std::vector<std::string>();
  int64_t count = 0;
  double fetch_units = 0;
  size_t evaluated = page.items.size();  // fewer when the page is cut at r.max_matches
  for (size_t i = 0; i < page.items.size(); ++i) {
    const EvaluatedItem& e = page.items[i];
    const std::string_view encoded = page.Encoded(e);
    std::optional<Item> fetched;
    if (fetch_from_table) {
      auto entry = DecodeItem(encoded);
      if (entry.ok()) fetched = t.Get(*entry);
      if (fetched) {
        fetch_units += ReadUnits(ItemSize(*fetched), r.consistent);
      } else if (entry.ok()) {
        fetched = std::move(entry).value();
      }
    }
    if (r.filter &&
        !FilterMatches(*r.filter,
                       fetched ? *fetched : value::DecodeItemAttributes(encoded, filter_names)))
      continue;
    ++count;
    if (r.select != Select::kCount) {
      if (fetched) {
        items.Add(*fetched);
      } else {
        items.Add(encoded);
      }
    }
    if (r.max_matches > 0 && count == r.max_matches && i + 1 < page.items.size()) {
      evaluated = i + 1;
      break;
    }
  }
  if (r.select != Select::kCount) out.Add("Items", items.TakeList());
  out.Add("Count", Json::Int(count));
  out.Add("ScannedCount", Json::Int(static_cast<int64_t>(evaluated)));
  if ((page.stopped_early || evaluated < page.items.size()) && evaluated > 0)
    out.Add("LastEvaluatedKey", LastKeyJson(t, store, page.Encoded(page.items[evaluated - 1])));
  if (r.capacity != CapacityMode::kNone)
    out.Add("ConsumedCapacity", PageCapacity(t, store, r, page, evaluated, fetch_units));
  return out;
}

}  // namespace keyscape::api
