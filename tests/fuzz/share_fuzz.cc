// libFuzzer target: a share link's payload after decompression (web/src/share/codec.ts
// hands the page the model JSON text), going where the page sends it: JSON that parses is
// checked by keyscape:ValidateModel; the canonical model it answers validates again to the
// same model, and opening it runs keyscape:LoadDesign, RunAccessPatterns, Lint and Cost.
// Every answer is a JSON object. Any crash, sanitizer report or broken promise is a bug.
// fuzz-max-len: 65536
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "keyscape/base/json.h"
#include "keyscape/engine.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace keyscape;
  using fuzz::Require;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (!base::Json::Parse(text).ok()) return 0;  // the page's JSON.parse refuses it first
  Engine engine;
  fuzz::Answer v = fuzz::Execute(engine, "keyscape:ValidateModel", fuzz::Wrap("model", text));
  if (!v.ok) return 0;
  const base::Json* model = v.body.Find("model");
  Require(model != nullptr);
  const std::string canonical = model->Dump();
  fuzz::Answer again =
      fuzz::Execute(engine, "keyscape:ValidateModel", fuzz::Wrap("model", canonical));
  Require(again.ok && again.body.Find("model")->Dump() == canonical);
  (void)fuzz::Execute(engine, "keyscape:LoadDesign",
                      R"({"TableNamePrefix":"Design.","model":)" + canonical + "}");
  for (const char* op : {"keyscape:RunAccessPatterns", "keyscape:Lint", "keyscape:Cost"})
    (void)fuzz::Execute(engine, op, fuzz::Wrap("model", canonical));
  return 0;
}
