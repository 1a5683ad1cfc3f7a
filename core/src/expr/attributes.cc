#include "keyscape/expr/attributes.h"

#include <algorithm>
#include <cstdint>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::expr {

using base::ErrorCode;
using base::Json;
using base::Result;
using base::Status;
using value::AttributeValue;
using value::ParseAttributeValue;

namespace {

constexpr size_t kMaxPlaceholderBytes = 255;

bool ValidPlaceholderKey(std::string_view key, char prefix) {
  if (key.size() < 2 || key[0] != prefix) return false;
  for (size_t i = 1; i < key.size(); ++i) {
    char c = key[i];
    bool ok =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    if (!ok) return false;
  }
  return true;
}

const char* JsonKindWord(const Json& j) {
  switch (j.kind()) {
    case Json::Kind::kBool:
      return "BOOLEAN_VALUE";
    case Json::Kind::kNumber:
      return "NUMBER_VALUE";
    case Json::Kind::kArray:
      return "START_ARRAY";
    case Json::Kind::kObject:
      return "START_OBJECT";
    default:
      return "VALUE_NULL";
  }
}

// DynamoDB (a Java service) holds these maps in java.util.HashMap and reports on them in
// its iteration order: bucket by bucket (String.hashCode spread by h ^ h>>>16, table of 16
// slots doubling past a 0.75 load factor), insertion order within a bucket. A real
// response listing two unused values, "keys: {:create_at_2_v1, :create_at_1_v1}" for a
// request that sent them the other way round, is this order. Keys are ASCII (validated).
std::vector<size_t> JavaHashMapOrder(const std::vector<std::string_view>& keys) {
  size_t capacity = 16;
  while (keys.size() > capacity / 4 * 3) capacity *= 2;
  std::vector<std::pair<uint32_t, size_t>> slots;
  for (size_t i = 0; i < keys.size(); ++i) {
    uint32_t h = 0;
    for (unsigned char c : keys[i]) h = 31 * h + c;
    h ^= h >> 16;
    slots.emplace_back(static_cast<uint32_t>(h & (capacity - 1)), i);
  }
  std::stable_sort(slots.begin(), slots.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<size_t> order;
  for (const auto& s : slots) order.push_back(s.second);
  return order;
}

template <typename Members>
std::vector<size_t> MemberOrder(const Members& members) {
  std::vector<std::string_view> keys;
  for (const auto& m : members) keys.push_back(m.first);
  return JavaHashMapOrder(keys);
}

}  // namespace

Result<ExpressionAttributes> ExpressionAttributes::Build(const Json* names, const Json* values,
                                                         bool name_bad_values) {
  ExpressionAttributes out;
  if (names != nullptr && !names->is_null()) {
    if (!names->is_object()) {
      return Status::Serialization("Start of list found where not expected");
    }
    if (names->members().empty()) {
      return Status::Validation("ExpressionAttributeNames must not be empty");
    }
    for (size_t i : MemberOrder(names->members())) {
      const auto& [key, val] = names->members()[i];
      if (key.size() > kMaxPlaceholderBytes) {
        return Status::Validation(
            "ExpressionAttributeNames contains invalid key: The expression attribute map "
            "contains a key that is too long; size of key: " +
            std::to_string(key.size()));
      }
      if (!ValidPlaceholderKey(key, '#')) {
        return Status::Validation(
            "ExpressionAttributeNames contains invalid key: Syntax error; key: \"" + key + "\"");
      }
      if (!val.is_string()) {
        return Status::Serialization(std::string(JsonKindWord(val)) +
                                     " cannot be converted to String");
      }
      if (Status name = value::CheckAttributeName(val.string_value()); !name.ok()) {
        return Status::Validation("ExpressionAttributeNames contains invalid value: " +
                                  name.message() + " for key " + key);
      }
    }
    for (const auto& [key, val] : names->members()) {
      out.names_.push_back({key, val.string_value(), false});
    }
  }
  if (values != nullptr && !values->is_null()) {
    if (!values->is_object()) {
      return Status::Serialization("Start of list found where not expected");
    }
    if (values->members().empty()) {
      return Status::Validation("ExpressionAttributeValues must not be empty");
    }
    const std::vector<size_t> order = MemberOrder(values->members());
    for (size_t i : order) {
      const std::string& key = values->members()[i].first;
      if (key.size() > kMaxPlaceholderBytes) {
        return Status::Validation(
            "ExpressionAttributeValues contains invalid key: The expression attribute map "
            "contains a key that is too long;");
      }
      if (!ValidPlaceholderKey(key, ':')) {
        return Status::Validation(
            "ExpressionAttributeValues contains invalid key: Syntax error; key: \"" + key + "\"");
      }
    }
    std::vector<AttributeValue> parsed(values->members().size());
    for (size_t i : order) {
      const auto& [key, val] = values->members()[i];
      Result<AttributeValue> av = ParseAttributeValue(
          val, value::kMaxDocumentNesting,
          name_bad_values ? value::ValidationLayer::kOlder : value::ValidationLayer::kCurrent);
      if (!av.ok()) {
        if (av.status().code() != ErrorCode::kValidation || !name_bad_values ||
            av.status().message().rfind("Nesting Levels", 0) == 0)
          return av.status();
        return Status::Validation("ExpressionAttributeValues contains invalid value: " +
                                  av.status().message() + " for key " + key);
      }
      parsed[i] = std::move(av).value();
    }
    for (size_t i = 0; i < parsed.size(); ++i) {
      out.values_.push_back({values->members()[i].first, std::move(parsed[i]), false});
    }
  }
  return out;
}

void ExpressionAttributes::AddName(std::string placeholder, std::string name) {
  names_.push_back({std::move(placeholder), std::move(name), false});
}

void ExpressionAttributes::AddValue(std::string placeholder, AttributeValue value) {
  values_.push_back({std::move(placeholder), std::move(value), false});
}

const std::string* ExpressionAttributes::ResolveName(std::string_view placeholder) {
  for (auto& e : names_) {
    if (e.key == placeholder) {
      e.used = true;
      return &e.name;
    }
  }
  return nullptr;
}

const AttributeValue* ExpressionAttributes::ResolveValue(std::string_view placeholder) {
  for (auto& e : values_) {
    if (e.key == placeholder) {
      e.used = true;
      return &e.value;
    }
  }
  return nullptr;
}

Status ExpressionAttributes::CheckAllUsed() const {
  auto unused_keys = [](const auto& entries) {
    std::vector<std::string_view> keys;
    for (const auto& e : entries) keys.push_back(e.key);
    std::string out;
    for (size_t i : JavaHashMapOrder(keys)) {
      if (entries[i].used) continue;
      if (!out.empty()) out += ", ";
      out += entries[i].key;
    }
    return out;
  };
  std::string keys = unused_keys(names_);
  if (!keys.empty()) {
    return Status::Validation(
        "Value provided in ExpressionAttributeNames unused in expressions: keys: {" + keys + "}");
  }
  keys = unused_keys(values_);
  if (!keys.empty()) {
    return Status::Validation(
        "Value provided in ExpressionAttributeValues unused in expressions: keys: {" + keys + "}");
  }
  return Status::Ok();
}

}  // namespace keyscape::expr
