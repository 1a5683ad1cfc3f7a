// libFuzzer target: a model file. Reading never crashes; a model that reads round-trips
// through the canonical writer byte for byte, renders its sample items or names the item
// that cannot be rendered, and its patterns compile and run through the engine without a
// crash or a non-JSON answer.
// fuzz-max-len: 65536
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "keyscape/model/compile_pattern.h"
#include "keyscape/model/model_reader.h"
#include "keyscape/model/model_writer.h"
#include "keyscape/model/sample_items.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace keyscape;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  base::Result<model::Design> d = model::ReadModelText(text);
  if (!d.ok()) {
    if (d.status().message().empty() || d.status().message()[0] != '/') std::abort();  // no path
    return 0;
  }
  const std::string once = model::WriteModel(*d).Dump();
  base::Result<model::Design> again = model::ReadModelText(once);
  if (!again.ok() || model::WriteModel(*again).Dump() != once) std::abort();
  base::Result<std::vector<model::RenderedItem>> items = model::RenderSampleItems(*d);
  if (!items.ok()) return 0;
  for (size_t i = 0; i < d->patterns.size(); ++i) (void)model::CompilePattern(*d, i, *items);
  Engine engine;
  Response r = engine.Execute("keyscape:RunAccessPatterns", "{\"model\":" + once + "}");
  if (!base::Json::Parse(r.body).ok()) std::abort();
  return 0;
}
