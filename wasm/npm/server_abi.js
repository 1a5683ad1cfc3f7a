// Linked into the npm package's module with --post-js (wasm/npm.cmake): `Module.WireServer`
// over the C ABI of wasm/npm/server_bindings.cpp. Per request the bytes cross the boundary
// once each way (socket chunk -> wasm heap, response bytes -> one Buffer): no strings, no
// objects. Runs inside the Emscripten factory, where HEAPU8 (re-read after every call that
// may grow memory), the ks_server_* exports and the UTF-8 helpers are in scope.
/* global Module, HEAPU8, _malloc, _free, lengthBytesUTF8, stringToUTF8, UTF8ToString,
   _ks_server_new, _ks_server_delete, _ks_server_input, _ks_server_open, _ks_server_close,
   _ks_server_feed, _ks_server_output, _ks_server_execute, _ks_server_text_length,
   _ks_server_set_fixed_clock */

function KsWireServer(ttlSeconds) {
  this.ptr = _ks_server_new(ttlSeconds);
  // Set by feed(): the connection is to be closed once the returned bytes are sent.
  this.mustClose = false;
}

/** A new connection (a handle for feed and close). */
KsWireServer.prototype.open = function () {
  return _ks_server_open(this.ptr);
};

/** The bytes `chunk` (a Uint8Array) completes answered: a Buffer to send, maybe empty. */
KsWireServer.prototype.feed = function (conn, chunk) {
  var n = chunk.length;
  var input = _ks_server_input(this.ptr, n) >>> 0;
  HEAPU8.set(chunk, input);
  var length = _ks_server_feed(this.ptr, conn, n);
  this.mustClose = length < 0;
  if (length < 0) length = -length - 1;
  var out = Buffer.allocUnsafe(length);
  if (length > 0) {
    var at = _ks_server_output(conn) >>> 0;
    out.set(HEAPU8.subarray(at, at + length));
  }
  return out;
};

KsWireServer.prototype.close = function (conn) {
  if (this.ptr) _ks_server_close(this.ptr, conn);
};

/** The exec stream's text for one operation on this server's engine. */
KsWireServer.prototype.execute = function (op, request) {
  var self = this;
  var o = String(op);
  var r = String(request);
  var on = lengthBytesUTF8(o);
  var rn = lengthBytesUTF8(r);
  var p = _malloc(on + rn + 2);
  try {
    stringToUTF8(o, p, on + 1);
    stringToUTF8(r, p + on + 1, rn + 1);
    var at = _ks_server_execute(self.ptr, p, on, p + on + 1, rn) >>> 0;
    return UTF8ToString(at, _ks_server_text_length(self.ptr));
  } finally {
    _free(p);
  }
};

KsWireServer.prototype.setFixedClock = function (seconds) {
  _ks_server_set_fixed_clock(this.ptr, seconds);
};

/** Frees the engine and every connection. */
KsWireServer.prototype['delete'] = function () {
  if (this.ptr) _ks_server_delete(this.ptr);
  this.ptr = 0;
};

Module['WireServer'] = KsWireServer;
