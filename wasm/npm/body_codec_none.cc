// keyscape::BodyCodec (core/cli/aws/body_codec.h) for the npm package's wasm build, which
// has no zlib (Emscripten's port needs a download): nothing is available, so its server
// answers uncompressed and refuses compressed requests with a message that says why.
#include "aws/body_codec.h"

namespace keyscape {

bool BodyCodecAvailable() { return false; }

bool CompressBody(BodyCoding, std::string_view, std::string*) { return false; }

bool GunzipBody(std::string_view, size_t, std::string*) { return false; }

}  // namespace keyscape
