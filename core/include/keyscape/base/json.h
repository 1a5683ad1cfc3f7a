// A small JSON DOM with exact control over parsing and printing.
//
// Guarantees:
// - Parse() accepts RFC 8259 JSON only (no comments, no trailing commas), nests at most
//   kMaxDepth levels, decodes \u escapes (surrogate pairs included) to UTF-8, and rejects
//   invalid UTF-8, lone surrogates and trailing garbage with a message naming the offset.
// - Numbers keep their source text (Json::number_text()), so nothing is lost to doubles.
// - Objects keep member order; duplicate names are kept as given (Find returns the first).
// - Dump() prints compact JSON escaped exactly as JavaScript's JSON.stringify does, so the
//   native CLI, the wasm build and Node print the same bytes for the same value.
#ifndef KEYSCAPE_BASE_JSON_H_
#define KEYSCAPE_BASE_JSON_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/base/status.h"

namespace keyscape::base {

class Json {
 public:
  enum class Kind : uint8_t { kNull, kBool, kNumber, kString, kArray, kObject };
  using Member = std::pair<std::string, Json>;
  static constexpr int kMaxDepth = 256;

  Json() = default;
  static Json Null() { return Json(); }
  static Json Bool(bool b);
  static Json Number(std::string text);  // REQUIRES: text is a valid JSON number
  static Json Int(int64_t v);
  static Json Double(double v);  // printed like JavaScript's Number#toString
  static Json String(std::string s);
  static Json Array();
  static Json Object();
  // Pre-rendered JSON text that Dump and DumpTo copy as it is (DumpIndented re-indents it).
  // REQUIRES: `json_text` is one valid JSON value as Dump would print it. A verbatim node is
  // for printing only: it reports kind() kNull and has no members or elements, so only
  // responses that go straight to text hold one (api::FindTextOp).
  static Json Verbatim(std::string json_text);
  bool is_verbatim() const { return verbatim_; }

  Kind kind() const { return kind_; }
  bool is_null() const { return kind_ == Kind::kNull; }
  bool is_bool() const { return kind_ == Kind::kBool; }
  bool is_number() const { return kind_ == Kind::kNumber; }
  bool is_string() const { return kind_ == Kind::kString; }
  bool is_array() const { return kind_ == Kind::kArray; }
  bool is_object() const { return kind_ == Kind::kObject; }

  bool bool_value() const { return bool_; }
  const std::string& number_text() const { return str_; }
  double number_value() const;
  // True and sets *out when the number is an integer that fits in int64.
  bool GetInt64(int64_t* out) const;
  const std::string& string_value() const { return str_; }

  const std::vector<Json>& array() const { return array_; }
  std::vector<Json>& array() { return array_; }
  const std::vector<Member>& members() const { return members_; }
  std::vector<Member>& members() { return members_; }

  // Object access. Find returns nullptr when absent (or when this is not an object).
  const Json* Find(std::string_view name) const;
  Json* Find(std::string_view name);
  // Appends a member (object) and returns a reference to its value.
  Json& Add(std::string name, Json value);
  // Sets or replaces a member.
  Json& Set(std::string_view name, Json value);
  void Push(Json value) { array_.push_back(std::move(value)); }
  size_t size() const;

  std::string Dump() const;
  void DumpTo(std::string* out) const;
  // JSON.stringify(value, null, indent): members and elements one per line, empty
  // objects and arrays as {} and [], strings and numbers exactly as Dump prints them.
  std::string DumpIndented(int indent = 2) const;

  static Result<Json> Parse(std::string_view text);

 private:
  Kind kind_ = Kind::kNull;
  bool bool_ = false;
  bool verbatim_ = false;
  std::string str_;  // number text, string value or verbatim text
  std::vector<Json> array_;
  std::vector<Member> members_;
};

// Appends `s` as a JSON string literal (quotes included), escaped like JSON.stringify.
void AppendJsonString(std::string_view s, std::string* out);
// Shortest round-trip text of a double as JavaScript prints it (1, 0.5, 1e+21, 1.5e-7).
std::string FormatDoubleJs(double v);

}  // namespace keyscape::base

#endif  // KEYSCAPE_BASE_JSON_H_
