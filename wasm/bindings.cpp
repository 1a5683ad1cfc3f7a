// embind binding: one long-lived Engine object with coarse JSON-text calls.
// Engine.execute(op, requestJson) returns exactly the text `keyscape exec` prints.
#include <emscripten/bind.h>

#include <string>

#include "keyscape/engine.h"

namespace {

class WasmEngine {
 public:
  std::string execute(const std::string& op, const std::string& request_json) {
    return engine_.Execute(op, request_json).body;
  }
  // {"op":...,"request":...} line form, as the exec stream reads it.
  std::string executeLine(const std::string& line) { return engine_.ExecuteLine(line).body; }
  void setFixedClock(double seconds) { engine_.database().SetFixedClock(seconds); }

 private:
  keyscape::Engine engine_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(keyscape) {
  emscripten::class_<WasmEngine>("Engine")
      .constructor<>()
      .function("execute", &WasmEngine::execute)
      .function("executeLine", &WasmEngine::executeLine)
      .function("setFixedClock", &WasmEngine::setFixedClock);
}
