// ExpressionAttributeNames / ExpressionAttributeValues of one request.
//
// Build() validates both maps the way DynamoDB does, in this order:
//   names:  empty map          -> "ExpressionAttributeNames must not be empty"
//           per entry, in request order:
//             key over 255 bytes -> "ExpressionAttributeNames contains invalid key: The
//                                   expression attribute map contains a key that is too
//                                   long; size of key: <n>"
//             key not #[A-Za-z0-9_]+ -> "ExpressionAttributeNames contains invalid key:
//                                   Syntax error; key: \"<key>\""
//             empty value        -> "ExpressionAttributeNames contains invalid value:
//                                   Empty attribute name for key <key>"
//   (entries are visited in DynamoDB's map order, described below)
//   values: empty map          -> "ExpressionAttributeValues must not be empty"
//           every key (length, then syntax; the length message has no size suffix)
//           then every value   -> "ExpressionAttributeValues contains invalid value:
//                                   <AttributeValue message> for key <key>"
// A null/absent map is allowed (it just defines nothing).
//
// The parser resolves placeholders through ResolveName/ResolveValue, which record use;
// after every expression of the request has been parsed, CheckAllUsed() reports unused
// entries (names first, then values). Entries are visited, both here and by Build(), in
// the order DynamoDB's Java HashMap iterates them (see attributes.cc; a real response
// lists ":create_at_2_v1, :create_at_1_v1" for a request that sent them the other way):
//   "Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}"
//   "Value provided in ExpressionAttributeValues unused in expressions: keys: {:v}"
#ifndef KEYSCAPE_EXPR_ATTRIBUTES_H_
#define KEYSCAPE_EXPR_ATTRIBUTES_H_

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::expr {

class ExpressionAttributes {
 public:
  ExpressionAttributes() = default;

  // `names` and `values` are the request members (nullptr or JSON null when absent).
  // REQUIRES (else a SerializationException is returned): names is an object of
  // strings, values is an object.
  // A value DynamoDB refuses is reported as "ExpressionAttributeValues contains invalid
  // value: <why> for key <placeholder>" when `name_bad_values` (the older validation layer),
  // as <why> alone otherwise (the current one: PutItem, UpdateItem, DeleteItem). A value
  // nested too deep is reported alone either way (recorded in us-east-1 and eu-west-2).
  static base::Result<ExpressionAttributes> Build(const base::Json* names, const base::Json* values,
                                                  bool name_bad_values = true);

  // Convenience for tests and in-process callers.
  void AddName(std::string placeholder, std::string name);
  void AddValue(std::string placeholder, value::AttributeValue value);

  // The attribute name / value a placeholder stands for, or nullptr when it is not
  // defined. A successful lookup marks the entry used.
  const std::string* ResolveName(std::string_view placeholder);
  const value::AttributeValue* ResolveValue(std::string_view placeholder);

  bool has_names() const { return !names_.empty(); }
  bool has_values() const { return !values_.empty(); }

  // The unused-entry check described above. OK when everything was used.
  base::Status CheckAllUsed() const;

 private:
  struct NameEntry {
    std::string key;
    std::string name;
    bool used = false;
  };
  struct ValueEntry {
    std::string key;
    value::AttributeValue value;
    bool used = false;
  };
  std::vector<NameEntry> names_;
  std::vector<ValueEntry> values_;
};

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_ATTRIBUTES_H_
