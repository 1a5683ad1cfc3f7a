#include "test_support.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

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

std::string Exec(Engine& engine, const std::string& op, const std::string& request) {
  return engine.Execute(op, request).body;
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

}  // namespace keyscape::testing
