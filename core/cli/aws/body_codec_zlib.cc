// aws/body_codec.h with zlib (the native build).
#include <zlib.h>

#include <algorithm>
#include <climits>

#include "body_codec.h"

namespace keyscape {
namespace {

constexpr int kGzipWindow = 15 + 16;  // windowBits for a gzip wrapper
constexpr int kZlibWindow = 15;       // a zlib wrapper

// Feeds all of `in` to the deflate stream in chunks of at most UINT_MAX bytes, appending
// what it produces to *out, and finishes the stream.
bool Deflate(z_stream* zs, std::string_view in, std::string* out) {
  char buf[16384];
  size_t offset = 0;
  int flush = Z_NO_FLUSH;
  do {
    size_t chunk = std::min<size_t>(in.size() - offset, UINT_MAX);
    zs->next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data() + offset));
    zs->avail_in = static_cast<uInt>(chunk);
    offset += chunk;
    flush = offset == in.size() ? Z_FINISH : Z_NO_FLUSH;
    do {
      zs->next_out = reinterpret_cast<Bytef*>(buf);
      zs->avail_out = sizeof buf;
      if (deflate(zs, flush) == Z_STREAM_ERROR) return false;
      out->append(buf, sizeof buf - zs->avail_out);
    } while (zs->avail_out == 0);
  } while (flush != Z_FINISH);
  return true;
}

// One gzip member from *in (advanced past it) appended to *out. False when broken, cut
// short or over max_out.
bool InflateMember(std::string_view* in, size_t max_out, std::string* out) {
  z_stream zs{};
  if (inflateInit2(&zs, kGzipWindow) != Z_OK) return false;
  char buf[16384];
  int rc = Z_OK;
  while (rc != Z_STREAM_END) {
    size_t chunk = std::min<size_t>(in->size(), UINT_MAX);
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in->data()));
    zs.avail_in = static_cast<uInt>(chunk);
    zs.next_out = reinterpret_cast<Bytef*>(buf);
    zs.avail_out = sizeof buf;
    rc = inflate(&zs, Z_NO_FLUSH);
    in->remove_prefix(chunk - zs.avail_in);
    size_t produced = sizeof buf - zs.avail_out;
    if ((rc != Z_OK && rc != Z_STREAM_END) || out->size() + produced > max_out ||
        (rc == Z_OK && produced == 0 && in->empty())) {
      inflateEnd(&zs);
      return false;
    }
    out->append(buf, produced);
  }
  inflateEnd(&zs);
  return true;
}

bool StartsMember(std::string_view in) {
  return in.size() >= 2 && static_cast<unsigned char>(in[0]) == 0x1f &&
         static_cast<unsigned char>(in[1]) == 0x8b;
}

}  // namespace

bool BodyCodecAvailable() { return true; }

bool CompressBody(BodyCoding coding, std::string_view in, std::string* out) {
  if (coding == BodyCoding::kIdentity) return false;
  z_stream zs{};
  int window = coding == BodyCoding::kGzip ? kGzipWindow : kZlibWindow;
  if (deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, window, 8, Z_DEFAULT_STRATEGY) !=
      Z_OK)
    return false;
  out->clear();
  bool ok = Deflate(&zs, in, out);
  deflateEnd(&zs);
  return ok;
}

bool GunzipBody(std::string_view in, size_t max_out, std::string* out) {
  out->clear();
  if (!StartsMember(in)) return false;
  while (StartsMember(in)) {
    if (!InflateMember(&in, max_out, out)) return false;
  }
  return true;
}

}  // namespace keyscape
