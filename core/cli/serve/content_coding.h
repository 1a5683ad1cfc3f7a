// DynamoDB's content codings on the wire, transport-free (exchange.h applies them):
//   - a response of at least kCompressAtBytes is compressed when Accept-Encoding allows
//     gzip or deflate, chosen as DynamoDB chooses (ChooseResponseCoding); x-amz-crc32 is
//     then the CRC of the compressed bytes, as on DynamoDB;
//   - a request with Content-Encoding: gzip is decompressed; any other coding, or a body
//     that is not gzip, is DynamoDB's 500 InternalServerError.
// Observed against DynamoDB by ScyllaDB's Alternator tests (test_compressed_response.py,
// test_compressed_request.py, both run against AWS).
#ifndef KEYSCAPE_CLI_SERVE_CONTENT_CODING_H_
#define KEYSCAPE_CLI_SERVE_CONTENT_CODING_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "../aws/body_codec.h"

namespace keyscape::serve {

// DynamoDB compresses responses of 4 KB and more, never smaller ones.
constexpr size_t kCompressAtBytes = 4096;
// A compressed request may decompress to at most this much (DynamoDB accepts even 1 GB;
// a local endpoint stops earlier, with the 500 DynamoDB gives a 10 GB one).
constexpr size_t kMaxInflatedBytes = 64u * 1024u * 1024u;

// The coding DynamoDB picks for an Accept-Encoding value: the item list split on ',', each
// item a name (trimmed, any case) and ';' parameters of which the first `q` counts (its
// value trimmed; an unreadable q counts as 1, above 1 as 1, 0 or below refuses). gzip and
// deflate are the only codings; `*` stands for whichever is not named; identity and
// unknown names are ignored. The highest q wins; on a tie a named coding beats `*`, the
// first named wins, and `*` alone means gzip. kIdentity when nothing is acceptable.
BodyCoding ChooseResponseCoding(std::string_view accept_encoding);

// "gzip" / "deflate" (nullptr for kIdentity): the Content-Encoding header's value.
const char* CodingName(BodyCoding coding);

// The request body as the operation reads it. Content-Encoding absent, empty or
// "identity": unchanged. "gzip" (any case): decompressed into *body. False (an
// InternalServerError message in *error) otherwise.
bool DecodeRequestBody(std::string_view content_encoding, std::string* body,
                       std::string* error);

}  // namespace keyscape::serve

#endif  // KEYSCAPE_CLI_SERVE_CONTENT_CODING_H_
