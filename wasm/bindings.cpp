// The engine's wasm boundary: one long-lived keyscape::Engine behind a plain C ABI (no
// embind: its runtime cost more than the engine's own boundary needs). wasm/engine_abi.js
// (linked with --post-js) wraps these functions as `Module.Engine`, the object engine.mjs
// expects: execute(op, requestJson) returns exactly the text `keyscape exec` prints.
// Strings cross as UTF-8 bytes with their lengths; each returned text is malloc'd and
// freed by the caller (the wrapper) after ks_text_length() told its length.
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "keyscape/engine.h"

namespace {

size_t last_length = 0;

// A malloc'd copy of `text` (NUL-terminated); its length is ks_text_length() until the next call.
char* Give(const std::string& text) {
  last_length = text.size();
  char* out = static_cast<char*>(std::malloc(text.size() + 1));
  if (!out) std::abort();  // out of memory: the page replaces the worker
  std::memcpy(out, text.data(), text.size());
  out[text.size()] = '\0';
  return out;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE keyscape::Engine* ks_engine_new() { return new keyscape::Engine(); }

EMSCRIPTEN_KEEPALIVE void ks_engine_delete(keyscape::Engine* engine) { delete engine; }

EMSCRIPTEN_KEEPALIVE char* ks_engine_execute(keyscape::Engine* engine, const char* op, size_t op_len,
                                             const char* request, size_t request_len) {
  return Give(engine->Execute(std::string_view(op, op_len), std::string_view(request, request_len)).body);
}

// The {"op":...,"request":...} line form, as the exec stream reads it.
EMSCRIPTEN_KEEPALIVE char* ks_engine_execute_line(keyscape::Engine* engine, const char* line,
                                                  size_t line_len) {
  return Give(engine->ExecuteLine(std::string_view(line, line_len)).body);
}

EMSCRIPTEN_KEEPALIVE void ks_engine_set_fixed_clock(keyscape::Engine* engine, double seconds) {
  engine->database().SetFixedClock(seconds);
}

// The byte length of the text the last ks_engine_execute* call returned.
EMSCRIPTEN_KEEPALIVE size_t ks_text_length() { return last_length; }

}  // extern "C"
