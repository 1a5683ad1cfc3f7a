// The input of the expression fuzz targets (condition_fuzz, key_condition_fuzz,
// projection_fuzz, update_fuzz): the expression text, then optionally a line break and a JSON
// object {"ExpressionAttributeNames": {...}, "ExpressionAttributeValues": {...}} as a request
// carries them (the seeds from the golden vectors look like that). Without that object, or
// when the text after the break is not JSON, the maps are derived from the expression: every
// `#tok` names the attribute "tok", every `:tok` stands for a value whose type the token's
// last character picks (S, N, B, BOOL, NULL, L, M, SS, NS, BS, empty S). Either way the maps
// go through ExpressionAttributes::Build, so its checks and the parser's placeholder
// resolution run on what the fuzzer wrote.
// The item to evaluate against: p (S), s (N), a nested map and list, and every name of the
// names map holding one of the values in turn.
#ifndef KEYSCAPE_TESTS_FUZZ_EXPR_INPUT_H_
#define KEYSCAPE_TESTS_FUZZ_EXPR_INPUT_H_

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_support.h"
#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/ast.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/value/attribute_value.h"
#include "keyscape/value/dynamodb_json.h"

namespace keyscape::fuzz {

struct ExprInput {
  std::string_view text;
  expr::ExpressionAttributes attrs;
  value::Item item;
};

// A parse error keeps the parser's contract: a ValidationException "Invalid <Kind>: ...".
inline void RequireExpressionError(const base::Status& st, expr::ExprKind kind) {
  Require(st.code() == base::ErrorCode::kValidation);
  Require(st.message().rfind(std::string("Invalid ") + expr::ExprKindName(kind) + ": ", 0) == 0);
}

namespace detail {

inline bool TokenChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

inline std::string DerivedValue(std::string_view token) {
  const unsigned char last = token.empty() ? 0 : static_cast<unsigned char>(token.back());
  switch (last % 11) {
    case 0:
      return R"({"S":"v"})";
    case 1:
      return R"({"N":")" + std::to_string(token.size()) + R"("})";
    case 2:
      return R"({"B":"AQID"})";
    case 3:
      return R"({"BOOL":true})";
    case 4:
      return R"({"NULL":true})";
    case 5:
      return R"({"L":[{"S":"x"},{"N":"2"}]})";
    case 6:
      return R"({"M":{"b":{"S":"x"},"c":{"N":"3"}}})";
    case 7:
      return R"({"SS":["a","b"]})";
    case 8:
      return R"({"NS":["1","2.5"]})";
    case 9:
      return R"({"BS":["AQ==","Ag=="]})";
    default:
      return R"({"S":""})";
  }
}

// {"ExpressionAttributeNames":{...},"ExpressionAttributeValues":{...}} for the placeholders
// the text mentions (a map is left out when no placeholder of its kind appears).
inline std::string DerivedMaps(std::string_view text) {
  std::string names, values;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '#' && text[i] != ':') continue;
    size_t end = i + 1;
    while (end < text.size() && TokenChar(text[end])) ++end;
    std::string_view token = text.substr(i, end - i);
    std::string& out = text[i] == '#' ? names : values;
    out += out.empty() ? "{" : ",";
    base::AppendJsonString(token, &out);
    out += ":";
    if (text[i] == '#') {
      base::AppendJsonString(token.size() > 1 ? token.substr(1) : "a", &out);
    } else {
      out += DerivedValue(token);
    }
    i = end - 1;
  }
  std::string doc = "{";
  if (!names.empty()) doc += "\"ExpressionAttributeNames\":" + names + "}";
  if (!values.empty()) {
    if (!names.empty()) doc += ",";
    doc += "\"ExpressionAttributeValues\":" + values + "}";
  }
  return doc + "}";
}

inline const value::Item& BaseItem() {
  static const value::Item item = [] {
    auto doc = base::Json::Parse(
        R"({"p":{"S":"k"},"s":{"N":"5"},"a":{"M":{"b":{"L":[{"N":"1"},{"S":"x"}]},"c":{"S":"y"}}},)"
        R"("l":{"L":[{"S":"w"},{"S":"x"},{"M":{"z":{"N":"0"}}}]},"ss":{"SS":["a","b"]}})");
    Require(doc.ok());
    auto parsed = value::ParseAttrMap(*doc);
    Require(parsed.ok());
    return *parsed;
  }();
  return item;
}

}  // namespace detail

// nullopt when the maps do not build (Build's own error paths have run then).
inline std::optional<ExprInput> ReadExprInput(const uint8_t* data, size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  const size_t nl = input.find('\n');
  ExprInput in;
  in.text = input.substr(0, nl);
  std::optional<base::Json> maps;
  if (nl != std::string_view::npos) {
    auto parsed = base::Json::Parse(input.substr(nl + 1));
    if (parsed.ok() && parsed->is_object()) maps = std::move(*parsed);
  }
  if (!maps) {
    auto derived = base::Json::Parse(detail::DerivedMaps(in.text));
    Require(derived.ok());
    maps = std::move(*derived);
  }
  const base::Json* names = maps->Find("ExpressionAttributeNames");
  const base::Json* values = maps->Find("ExpressionAttributeValues");
  auto attrs = expr::ExpressionAttributes::Build(names, values);
  if (!attrs.ok()) return std::nullopt;
  in.attrs = std::move(*attrs);
  in.item = detail::BaseItem();
  std::vector<value::AttributeValue> pool;
  if (values != nullptr && values->is_object()) {
    for (const auto& [key, v] : values->members()) {
      auto parsed = value::ParseAttributeValue(v);
      if (parsed.ok()) pool.push_back(std::move(*parsed));
    }
  }
  if (names != nullptr && names->is_object() && !pool.empty()) {
    size_t i = 0;
    for (const auto& [key, name] : names->members()) {
      if (name.is_string()) value::SetAttr(in.item, name.string_value(), pool[i++ % pool.size()]);
    }
  }
  return in;
}

}  // namespace keyscape::fuzz

#endif  // KEYSCAPE_TESTS_FUZZ_EXPR_INPUT_H_
