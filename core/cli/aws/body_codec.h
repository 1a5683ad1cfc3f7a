// gzip and deflate for HTTP bodies: the one interface `keyscape serve` compresses and
// decompresses through. The native build implements it with zlib (aws/body_codec_zlib.cc);
// the npm package's wasm build has no zlib (Emscripten's port needs a download), so
// wasm/npm/body_codec_none.cc answers "not available" and that server neither compresses
// responses nor accepts compressed requests (it says so in the error).
#ifndef KEYSCAPE_CLI_AWS_BODY_CODEC_H_
#define KEYSCAPE_CLI_AWS_BODY_CODEC_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace keyscape {

enum class BodyCoding { kIdentity, kGzip, kDeflate };

// True when this build can compress and decompress (false: every call below fails).
bool BodyCodecAvailable();

// `in` compressed as a gzip stream (RFC 1952) or a zlib stream (RFC 1950, HTTP's
// "deflate") into *out. False when unavailable or on a zlib error.
bool CompressBody(BodyCoding coding, std::string_view in, std::string* out);

// The concatenated gzip members of `in` into *out, as DynamoDB reads a request with
// Content-Encoding: gzip: at least one whole member; bytes after the last member that do
// not start another one are ignored (DynamoDB accepts such trailing junk). False when `in`
// is empty, a member is broken or cut short, the output would pass `max_out` bytes, or the
// codec is unavailable.
bool GunzipBody(std::string_view in, size_t max_out, std::string* out);

}  // namespace keyscape

#endif  // KEYSCAPE_CLI_AWS_BODY_CODEC_H_
