// AttributeValue: DynamoDB's ten data types, and items (attribute name -> value).
//
// Invariants of a valid AttributeValue (as produced by ParseAttributeValue):
// - N and NS elements hold the normalised number text (Number::ToString()).
// - B and BS elements hold raw bytes (base64 is only a wire form).
// - Sets are non-empty and free of duplicates (NS duplicates judged by value).
// - M members have unique names; member order is kept as received.
#ifndef KEYSCAPE_VALUE_ATTRIBUTE_VALUE_H_
#define KEYSCAPE_VALUE_ATTRIBUTE_VALUE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::value {

enum class AttrType : uint8_t { kS, kN, kB, kBool, kNull, kL, kM, kSS, kNS, kBS };

// "S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS".
const char* AttrTypeName(AttrType t);
bool ParseAttrTypeName(std::string_view name, AttrType* out);

struct AttributeValue;
using AttrMap = std::vector<std::pair<std::string, AttributeValue>>;

struct AttributeValue {
  AttrType type = AttrType::kNull;
  bool boolean = false;              // BOOL value; NULL is always true on the wire
  std::string scalar;                // S (UTF-8), N (normalised text), B (raw bytes)
  std::vector<std::string> set;      // SS, NS (normalised), BS (raw)
  std::vector<AttributeValue> list;  // L
  AttrMap map;                       // M

  // Special members are defined out of line, where AttrMap's element type is complete
  // (clang with libstdc++ rejects instantiating them inside this incomplete class).
  AttributeValue();
  AttributeValue(const AttributeValue&);
  AttributeValue(AttributeValue&&) noexcept;
  AttributeValue& operator=(const AttributeValue&);
  AttributeValue& operator=(AttributeValue&&) noexcept;
  ~AttributeValue();

  static AttributeValue S(std::string v);
  static AttributeValue N(std::string normalised);
  static AttributeValue B(std::string raw);
  static AttributeValue Bool(bool v);
  static AttributeValue Null();

  bool is_scalar_key_type() const {
    return type == AttrType::kS || type == AttrType::kN || type == AttrType::kB;
  }
};

// An item: attribute name -> value, names unique, order as written.
using Item = AttrMap;

const AttributeValue* FindAttr(const AttrMap& m, std::string_view name);
AttributeValue* FindAttr(AttrMap& m, std::string_view name);
void SetAttr(AttrMap& m, std::string_view name, AttributeValue v);
bool RemoveAttr(AttrMap& m, std::string_view name);

// Deep equality by DynamoDB semantics (N by value, sets as sets, M ignoring order).
bool AttrEquals(const AttributeValue& a, const AttributeValue& b);
// Ordering of two scalar values of the same type (S: UTF-8 bytes, N: numeric,
// B: unsigned bytes). REQUIRES: a.type == b.type and both are S, N or B.
int CompareScalar(const AttributeValue& a, const AttributeValue& b);

// The SerializationException DynamoDB sends when a request member has the wrong JSON type
// ("NUMBER_VALUE cannot be converted to String", "Start of list found where not expected").
base::Status JsonTypeError(const base::Json& j, const char* want);

// Parses one AttributeValue in DynamoDB JSON ({"S":"x"}, {"N":"1"}, {"L":[...]}, ...)
// with DynamoDB's validation messages. `max_depth` bounds L/M nesting (DynamoDB: 32).
base::Result<AttributeValue> ParseAttributeValue(const base::Json& j, int max_depth = 32);
// Parses an item / key map {"name": AttributeValue, ...}.
base::Result<AttrMap> ParseAttrMap(const base::Json& j);
base::Json AttributeValueToJson(const AttributeValue& v);
base::Json AttrMapToJson(const AttrMap& m);
// Text form used inside messages: {S:b}, {N:1}, {B:...}.
std::string AttrValueMessageForm(const AttributeValue& v);

// DynamoDB item size in bytes (names + values, UTF-8 lengths), as used for the 400 KB
// limit and capacity. ItemSize sums AttributeSize over the members.
int64_t AttributeValueSize(const AttributeValue& v);
int64_t ItemSize(const AttrMap& item);
constexpr int64_t kMaxItemSize = 400 * 1024;

// Compact binary form used for storage. DecodeItem(EncodeItem(x)) == x.
void EncodeItem(const AttrMap& item, std::string* out);
base::Result<AttrMap> DecodeItem(std::string_view bytes);

// base64 (RFC 4648, with padding) as DynamoDB uses for B.
std::string Base64Encode(std::string_view raw);
bool Base64Decode(std::string_view text, std::string* raw);

}  // namespace keyscape::value

#endif  // KEYSCAPE_VALUE_ATTRIBUTE_VALUE_H_
