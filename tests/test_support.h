// Helpers shared by the unit tests.
#ifndef KEYSCAPE_TESTS_TEST_SUPPORT_H_
#define KEYSCAPE_TESTS_TEST_SUPPORT_H_

#include <string>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"

namespace keyscape::testing {

// Absolute path of a file in the source tree (tests/vectors/x.json).
std::string SourcePath(const std::string& relative);
// Whole file as a string; empty when unreadable.
std::string ReadFile(const std::string& path);
// Parses JSON or fails the current test.
base::Json MustParse(const std::string& text);
// Executes and returns the response body.
std::string Exec(Engine& engine, const std::string& op, const std::string& request);
// Executes a call that must succeed and returns its parsed body (fails the test otherwise).
base::Json CallOk(Engine& engine, const std::string& op, const std::string& request);
// Executes a call that must fail and returns its error body.
std::string CallFail(Engine& engine, const std::string& op, const std::string& request);

}  // namespace keyscape::testing

#endif  // KEYSCAPE_TESTS_TEST_SUPPORT_H_
