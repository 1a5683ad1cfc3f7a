// Linked into both wasm builds with --post-js (wasm/wasm.cmake): `Module.Engine`, the object
// wasm/engine.mjs wraps, over the C ABI of wasm/bindings.cpp. Runs inside the Emscripten
// factory, where _malloc, _free, the ks_* exports and the UTF-8 helpers are in scope.
/* global Module, _malloc, _free, lengthBytesUTF8, stringToUTF8, UTF8ToString, _ks_engine_new,
   _ks_engine_delete, _ks_engine_execute, _ks_engine_execute_line, _ks_engine_set_fixed_clock,
   _ks_text_length */

// Calls fn(pointer, byteLength) with `text` as UTF-8 in the wasm heap, freed afterwards.
function ksWithUtf8(text, fn) {
  var n = lengthBytesUTF8(text);
  var p = _malloc(n + 1);
  try {
    stringToUTF8(text, p, n + 1);
    return fn(p, n);
  } finally {
    _free(p);
  }
}

// Reads (and frees) a text the engine returned.
function ksTake(p) {
  var n = _ks_text_length();
  try {
    return UTF8ToString(p, n);
  } finally {
    _free(p);
  }
}

function KsEngine() {
  this.ptr = _ks_engine_new();
}
KsEngine.prototype.execute = function (op, request) {
  var self = this;
  return ksWithUtf8(String(op), function (o, on) {
    return ksWithUtf8(String(request), function (r, rn) {
      return ksTake(_ks_engine_execute(self.ptr, o, on, r, rn));
    });
  });
};
KsEngine.prototype.executeLine = function (line) {
  var self = this;
  return ksWithUtf8(String(line), function (l, ln) {
    return ksTake(_ks_engine_execute_line(self.ptr, l, ln));
  });
};
KsEngine.prototype.setFixedClock = function (seconds) {
  _ks_engine_set_fixed_clock(this.ptr, seconds);
};
KsEngine.prototype['delete'] = function () {
  _ks_engine_delete(this.ptr);
  this.ptr = 0;
};
Module['Engine'] = KsEngine;
