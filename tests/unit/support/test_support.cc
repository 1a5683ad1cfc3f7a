#include "test_support.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "keyscape/value/dynamodb_json.h"

using namespace keyscape::base;

namespace keyscape::testing {

std::string SourcePath(const std::string& relative) {
  return std::string(KEYSCAPE_SOURCE_DIR) + "/" + relative;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Json MustParse(const std::string& text) {
  auto r = Json::Parse(text);
  INFO(text.substr(0, 200));
  REQUIRE(r.ok());
  return std::move(r).value();
}

Result<expr::ExpressionAttributes> AttrsOf(const std::string& names, const std::string& values) {
  Json n, v;
  if (!names.empty()) n = MustParse(names);
  if (!values.empty()) v = MustParse(values);
  return expr::ExpressionAttributes::Build(names.empty() ? nullptr : &n,
                                           values.empty() ? nullptr : &v);
}

value::Item ItemOf(const std::string& json) {
  Result<value::AttrMap> item = value::ParseAttrMap(MustParse(json));
  REQUIRE(item.ok());
  return std::move(item).value();
}

Json ReadJsonFile(const std::string& relative) {
  std::string text = ReadFile(SourcePath(relative));
  INFO(relative);
  REQUIRE(!text.empty());
  return MustParse(text);
}

std::string Exec(Engine& engine, const std::string& op, const std::string& request) {
  return engine.Execute(op, request).body;
}

int64_t IntOf(const base::Json& j, const char* name) {
  const base::Json* m = j.Find(name);
  INFO(name);
  REQUIRE(m);
  int64_t v = 0;
  REQUIRE(m->GetInt64(&v));
  return v;
}

double NumOf(const base::Json& j, const char* name) {
  const base::Json* m = j.Find(name);
  INFO(name);
  REQUIRE(m);
  REQUIRE(m->is_number());
  return m->number_value();
}

std::string StrOf(const base::Json& j, const char* name) {
  const base::Json* m = j.Find(name);
  INFO(name);
  REQUIRE(m);
  REQUIRE(m->is_string());
  return m->string_value();
}

const std::vector<base::Json>& ArrOf(const base::Json& j, const char* name) {
  const base::Json* m = j.Find(name);
  INFO(name);
  REQUIRE(m);
  REQUIRE(m->is_array());
  return m->array();
}

base::Json CallOk(Engine& engine, const std::string& op, const std::string& request) {
  Response r = engine.Execute(op, request);
  INFO(op << " -> " << r.body.substr(0, 600));
  REQUIRE(r.ok());
  return MustParse(r.body);
}

std::string CallFail(Engine& engine, const std::string& op, const std::string& request) {
  Response r = engine.Execute(op, request);
  INFO(op << " -> " << r.body);
  CHECK_FALSE(r.ok());
  return r.body;
}

bool Has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

size_t Count(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace keyscape::testing
