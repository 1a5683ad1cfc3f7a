// base/json_fields.h: the JSON Pointer paths the model reader's errors name.
#include "keyscape/base/json_fields.h"

#include <catch2/catch.hpp>
#include <string>

namespace keyscape::base {
namespace {

TEST_CASE("json_fields: Child appends a member or an index as a JSON Pointer step",
          "[base][json_fields]") {
  CHECK(Child("", "entities") == "/entities");
  CHECK(Child("/entities", 0) == "/entities/0");
  CHECK(Child("/entities/12", "keys") == "/entities/12/keys");
  CHECK(Child("/a", 1234567890) == "/a/1234567890");
  CHECK(Child("/a", "") == "/a/");
  // RFC 6901: '~' is written ~0 and '/' ~1.
  CHECK(Child("/keys", "a/b~c") == "/keys/a~1b~0c");
  CHECK(Child("", "~/") == "/~0~1");
  CHECK(Child("/k", "é/x") == "/k/é~1x");
}

TEST_CASE("json_fields: errors name the member's path", "[base][json_fields]") {
  const Json j = *Json::Parse(R"({"a/b":1})");
  Result<Fields> f = Fields::Of(j, "/t", {"x"});
  REQUIRE_FALSE(f.ok());
  CHECK(f.status().message() == "/t/a~1b: unknown field");
}

}  // namespace
}  // namespace keyscape::base
