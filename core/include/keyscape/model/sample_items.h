// The design's sample items as DynamoDB items: an entity's values with its keys rendered from
// its templates, or a raw item as written.
#ifndef KEYSCAPE_MODEL_SAMPLE_ITEMS_H_
#define KEYSCAPE_MODEL_SAMPLE_ITEMS_H_

#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::model {

struct RenderedItem {
  size_t index = 0;  // position in Design::items
  std::string table;
  const Entity* entity = nullptr;  // null for a raw item
  value::Item item;                // attributes in entity order, then rendered keys
};

// The text a template sees for a value: a string as it is, a number as written.
std::string TemplateText(const base::Json& v);
// {"attr": "text" | number} -> template values (null -> empty).
TemplateValues TemplateValuesOf(const base::Json& values);
// A model value as an attribute of `type` (S: the text; N: the number, normalised;
// B: base64 text decoded). Errors name no path.
base::Result<value::AttributeValue> TypedValue(value::AttrType type, const base::Json& v);

// The item of an entity with these values: every given value typed by the entity's
// attribute, then every key attribute with a template rendered from the values (a key
// template whose attributes are not all given is left out: a sparse index key).
// Error (path-free) when a table key cannot be rendered.
base::Result<value::Item> RenderEntityItem(const Entity& e, const TableModel& t,
                                           const base::Json& values);
// Every sample item, in order; errors start with the item's path (/items/3/...).
base::Result<std::vector<RenderedItem>> RenderSampleItems(const Design& d);
// RenderSampleItems' items of the entities whose index in d.entities is marked in `entities`
// (sized as d.entities), in order, each as RenderSampleItems renders it; the others and the
// raw items are left out. Its first error is RenderSampleItems' first error among these
// items. Null `entities`: every item (RenderSampleItems).
base::Result<std::vector<RenderedItem>> RenderEntityItems(const Design& d,
                                                          const std::vector<bool>* entities);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_SAMPLE_ITEMS_H_
