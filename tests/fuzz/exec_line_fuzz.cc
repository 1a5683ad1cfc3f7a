// libFuzzer target: one exec-stream line into a long-lived engine (tables created by
// earlier inputs persist, so later inputs reach deeper). Any crash, sanitizer report or
// answer that is not a JSON object is a bug.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "fuzz_support.h"
#include "keyscape/base/json.h"
#include "keyscape/engine.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static keyscape::Engine* engine = keyscape::fuzz::EngineWithFuzzTable();
  std::string_view line(reinterpret_cast<const char*>(data), size);
  keyscape::Response r = engine->ExecuteLine(line);
  auto parsed = keyscape::base::Json::Parse(r.body);
  if (!parsed.ok() || !parsed->is_object()) std::abort();
  return 0;
}
