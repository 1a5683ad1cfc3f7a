// Private to the table-data import (table_data.h): the parts it is built from, one file each.
//   value_shapes.cc  what a list of values looks like (formats, widths, closed sets) and how
//                    sure an inference is;
//   table_keys.cc    the table's keys and indexes, from describe-table output or inferred;
//   key_templates.cc a key attribute's template over one entity's items;
//   table_data.cc    grouping items into entities and writing the model.
#ifndef KEYSCAPE_SRC_INTEROP_IMPORT_TABLE_DATA_INTERNAL_H_
#define KEYSCAPE_SRC_INTEROP_IMPORT_TABLE_DATA_INTERNAL_H_

#include <cstddef>
#include <set>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"

namespace keyscape::interop::table_data {

// ---- value_shapes.cc ---------------------------------------------------------------------

// What every one of a list of values has in common.
struct ValueShape {
  size_t count = 0;
  size_t distinct = 0;
  model::ValueFormat format = model::ValueFormat::kNone;  // iso8601, ulid, uuid when all are
  bool digits = false;                                    // every value is ASCII digits only
  size_t fixed_width = 0;    // the one length every value has (0: lengths vary)
  bool zero_padded = false;  // digits, fixed width, and some value starts with '0'
};
ValueShape ShapeOf(const std::vector<std::string>& values);

// A closed value set: at least 2 and at most 10 distinct values, each seen 3 times on average.
bool IsClosedSet(const ValueShape& s);

// How sure an inference that `agreeing` observations all support is: 1 - 2^-agreeing (each
// agreeing observation halves the doubt), rounded to 3 decimals: 1 item 0.5, 3 items 0.875,
// 10 items 0.999. For a closed set: 1 - distinct/count (few values seen many times).
double Sureness(size_t agreeing);
double ClosedSetSureness(const ValueShape& s);

// One entry of the import's "inferences": {"kind", "subject", "value", "confidence",
// "evidence"}.
base::Json Inference(const std::string& kind, const std::string& subject, base::Json value,
                     double confidence, base::Json evidence);
base::Json Evidence(size_t items, size_t matching, size_t distinct);

// ---- table_keys.cc -----------------------------------------------------------------------

// The table the items come from. REQUIRES for InferTable: items non-empty, each an object of
// DynamoDB JSON attribute values.
struct TableGuess {
  model::TableModel table;
  std::vector<std::string> notes;
  base::Json inferences = base::Json::Array();
};
base::Result<TableGuess> TableFromDescribe(const base::Json& describe);
base::Result<TableGuess> InferTable(const std::vector<base::Json>& items);

// ---- key_templates.cc --------------------------------------------------------------------

// A non-key scalar attribute every item of the entity has: a candidate placeholder.
struct Candidate {
  std::string name;
  std::vector<std::string> texts;  // its text in each item (S: the string, N: the number)
};
// An attribute a template needs that the items do not have (it exists only in the key).
struct AddedAttribute {
  std::string name;
  base::Json spec;  // the model's attribute object
};
struct TemplateGuess {
  std::string text;  // the template
  std::vector<AddedAttribute> added;
  base::Json inferences = base::Json::Array();
};
// The template of key attribute `key` whose value in each item of entity `entity` is
// values[i] (text; REQUIRES: values non-empty). `taken` holds the entity's attribute names
// (added ones are inserted).
TemplateGuess GuessTemplate(const std::string& entity, const std::string& key,
                            const std::vector<std::string>& values,
                            const std::vector<Candidate>& candidates, std::set<std::string>* taken);

// The leading literal of a key value ("USER" of USER#u_01, "PROFILE" of #PROFILE), or "" when
// it does not start with a word in capitals or a word followed by '#'.
std::string LeadWord(const std::string& key_value);
// CamelCase of a word: MSG -> Msg, ORDER_ITEM -> OrderItem; lowerCamel when `lower`.
std::string Camel(const std::string& word, bool lower);

}  // namespace keyscape::interop::table_data

#endif  // KEYSCAPE_SRC_INTEROP_IMPORT_TABLE_DATA_INTERNAL_H_
