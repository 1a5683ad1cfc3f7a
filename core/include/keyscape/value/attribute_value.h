// AttributeValue: DynamoDB's ten data types, and items (attribute name -> value): the
// type, its members, equality and scalar order. Its wire and storage forms live apart:
// dynamodb_json.h (DynamoDB JSON reading and writing), item_size.h (DynamoDB's item
// size), item_codec.h (the compact storage encoding), base64.h (B's wire text).
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

}  // namespace keyscape::value

#endif  // KEYSCAPE_VALUE_ATTRIBUTE_VALUE_H_
