// Linked into both wasm builds with --post-js (wasm/wasm.cmake): `Module.Engine`, the object
// wasm/engine.mjs wraps, over the C ABI of wasm/bindings.cpp. Runs inside the Emscripten
// factory, where _malloc, _free, the ks_* exports and the UTF-8 helpers are in scope.
/* global Module, _malloc, _free, lengthBytesUTF8, stringToUTF8, UTF8ToString, UTF8Decoder, HEAPU8,
   _ks_engine_new, _ks_engine_delete, _ks_engine_execute, _ks_engine_execute_line,
   _ks_engine_set_fixed_clock, _ks_text_length */

var ksEncoder = typeof TextEncoder != 'undefined' ? new TextEncoder() : null;

// Calls fn(pointer, byteLength) with `text` as UTF-8 in the wasm heap, freed afterwards. A
// well-formed string (no lone surrogate) is encoded by TextEncoder, which writes the same bytes
// as stringToUTF8 for it, at once instead of a JavaScript loop per character (twice: the
// length, then the bytes); any other string the loop's way, as before.
function ksWithUtf8(text, fn) {
  if (ksEncoder && text.length > 16 && text.length < 1 << 24 &&
      typeof text.isWellFormed == 'function' && text.isWellFormed()) {
    var room = 3 * text.length;  // UTF-8 takes at most 3 bytes per UTF-16 unit
    var q = _malloc(room + 1);
    try {
      var written = ksEncoder.encodeInto(text, HEAPU8.subarray(q, q + room)).written;
      HEAPU8[q + written] = 0;
      return fn(q, written);
    } finally {
      _free(q);
    }
  }
  var n = lengthBytesUTF8(text);
  var p = _malloc(n + 1);
  try {
    stringToUTF8(text, p, n + 1);
    return fn(p, n);
  } finally {
    _free(p);
  }
}

// Reads (and frees) a text the engine returned: its n bytes decoded at once (UTF8ToString
// first looks for a NUL byte one byte at a time in JavaScript, 0.3 MB for an AnalyzeDesign
// answer; the engine's texts hold none).
function ksTake(p) {
  var n = _ks_text_length();
  try {
    if (typeof UTF8Decoder != 'undefined' && UTF8Decoder && n > 16)
      return UTF8Decoder.decode(HEAPU8.subarray(p, p + n));
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
