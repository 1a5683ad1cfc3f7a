// Helpers shared by the unit tests.
#ifndef KEYSCAPE_TESTS_UNIT_SUPPORT_TEST_SUPPORT_H_
#define KEYSCAPE_TESTS_UNIT_SUPPORT_TEST_SUPPORT_H_

#include <catch2/catch.hpp>
#include <cstddef>
#include <string>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/expr/attributes.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::testing {

// Absolute path of a file in the source tree (tests/vectors/x.json).
std::string SourcePath(const std::string& relative);
// Whole file as a string; empty when unreadable.
std::string ReadFile(const std::string& path);
// Parses JSON or fails the current test.
base::Json MustParse(const std::string& text);
// A JSON file of the source tree (tests/vectors/x.json), parsed, or fails the current test.
base::Json ReadJsonFile(const std::string& relative);
// Executes and returns the response body.
std::string Exec(Engine& engine, const std::string& op, const std::string& request);
// Executes a call that must succeed and returns its parsed body (fails the test otherwise).
base::Json CallOk(Engine& engine, const std::string& op, const std::string& request);
// Executes a call that must fail and returns its error body.
std::string CallFail(Engine& engine, const std::string& op, const std::string& request);
// Members of a response, REQUIRE-d present and of the right kind.
int64_t IntOf(const base::Json& j, const char* name);
double NumOf(const base::Json& j, const char* name);
std::string StrOf(const base::Json& j, const char* name);
const std::vector<base::Json>& ArrOf(const base::Json& j, const char* name);

// Whether `text` contains `part`; how many times it does (overlapping occurrences count).
bool Has(const std::string& text, const std::string& part);
size_t Count(const std::string& text, const std::string& part);

// ExpressionAttributeNames and ExpressionAttributeValues from JSON text ("" = absent).
base::Result<expr::ExpressionAttributes> AttrsOf(const std::string& names,
                                                 const std::string& values);
// An item from DynamoDB JSON text, or fails the current test.
value::Item ItemOf(const std::string& json);

// One row of a table-driven expression test: `text` with ExpressionAttributeValues
// `values` and ExpressionAttributeNames `names` (JSON, "" = absent) gives `want`.
template <typename Want>
struct Case {
  const char* text;
  Want want;
  const char* values = "";
  const char* names = "";
};
using MessageCase = Case<const char*>;  // want: "ok" or the error message
using TruthCase = Case<bool>;           // want: what a condition evaluates to

// Checks every row: run(row) == row.want, each failure naming the row's text.
template <typename Want, size_t N, typename Run>
void CheckRows(const Case<Want> (&rows)[N], Run run) {
  for (const Case<Want>& row : rows) {
    INFO(row.text);
    CHECK(run(row) == row.want);
  }
}

}  // namespace keyscape::testing

#endif  // KEYSCAPE_TESTS_UNIT_SUPPORT_TEST_SUPPORT_H_
