// Reading a model file (../shared/MODEL.md, version 1) into a Design.
//
// ReadModel accepts exactly the documented format: unknown fields, wrong kinds, bad enum
// values and missing required fields are errors, and so is every broken cross-reference
// (an entity of a table that does not exist, a key template naming an attribute the entity
// does not define, a pattern naming a missing index...). Every error is a
// ValidationException whose message starts with the JSON Pointer path of the offending value:
//   "/entities/0/keys/SK: template refers to attribute orderNum, which entity Order does not
//   define"
#ifndef KEYSCAPE_MODEL_MODEL_READER_H_
#define KEYSCAPE_MODEL_MODEL_READER_H_

#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/model/design.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::model {

// A design holds at most these many tables, entities, sample items and access patterns;
// a larger section is a validation error naming its path.
constexpr size_t kMaxDesignTables = 256;
constexpr size_t kMaxDesignEntities = 1000;
constexpr size_t kMaxDesignItems = 10000;
constexpr size_t kMaxDesignPatterns = 1000;
base::Result<Design> ReadModel(const base::Json& doc);
// ReadModel(doc) given `last` (null: ReadModel), the design ReadModel read from a document
// equal to doc but in some elements of its "entities" and "accessPatterns" arrays: entity
// and pattern i are last's (copied) when same_entities[i] / same_patterns[i] is set (the
// element's text is the same), the tables and sample items are last's, the rest is read.
// The same design and errors as ReadModel: a section's element is read from its own JSON
// and path alone (read_internal.h), and last's elements were read without an error.
// REQUIRES: the documents differ nowhere else.
base::Result<Design> ReadModelLike(const base::Json& doc, const Design* last,
                                   const std::vector<bool>& same_entities,
                                   const std::vector<bool>& same_patterns);
// Parses the text first (a JSON syntax error names no path: "/: invalid JSON: ...").
base::Result<Design> ReadModelText(std::string_view text);

// A key attribute type of the model file ("S", "N" or "B") at `path`; also read by the
// importers, whose files spell key types the same way.
base::Result<value::AttrType> ReadScalarType(const base::Json* j, const std::string& path);

}  // namespace keyscape::model

#endif  // KEYSCAPE_MODEL_MODEL_READER_H_
