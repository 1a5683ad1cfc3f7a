#include "content_coding.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "wire.h"

namespace keyscape::serve {
namespace {

// A q value as DynamoDB reads it: [-]digits[.digits] or [-]digits. (e.g. "0." is 0);
// anything else counts as 1, and values above 1 as 1.
double ReadQ(std::string_view v) {
  size_t i = 0;
  bool negative = !v.empty() && v[0] == '-';
  if (negative) ++i;
  double q = 0;
  size_t digits = 0;
  for (; i < v.size() && std::isdigit(static_cast<unsigned char>(v[i])); ++i, ++digits)
    q = q * 10 + (v[i] - '0');
  if (i < v.size() && v[i] == '.') {
    double scale = 0.1;
    for (++i; i < v.size() && std::isdigit(static_cast<unsigned char>(v[i])); ++i, scale /= 10)
      q += (v[i] - '0') * scale;
  }
  if (digits == 0 || i != v.size()) return 1;
  if (negative) q = -q;
  return q > 1 ? 1 : q;
}

// One Accept-Encoding item: its name (lower case) and the first q among its parameters.
std::pair<std::string, double> ReadItem(std::string_view item) {
  size_t semi = item.find(';');
  std::string name = Lower(Trim(item.substr(0, semi)));
  double q = 1;
  while (semi != std::string_view::npos) {
    item.remove_prefix(semi + 1);
    semi = item.find(';');
    std::string_view param = item.substr(0, semi);
    size_t eq = param.find('=');
    if (eq == std::string_view::npos || Lower(Trim(param.substr(0, eq))) != "q") continue;
    q = ReadQ(Trim(param.substr(eq + 1)));
    break;
  }
  return {std::move(name), q};
}

struct Offer {
  bool named = false;
  double q = 0;
  size_t position = 0;  // of its first naming item
};

}  // namespace

BodyCoding ChooseResponseCoding(std::string_view accept_encoding) {
  Offer gzip, deflate;
  bool star = false;
  double star_q = 0;
  size_t position = 0;
  while (true) {
    size_t comma = accept_encoding.find(',');
    auto [name, q] = ReadItem(accept_encoding.substr(0, comma));
    Offer* offer = name == "gzip" ? &gzip : name == "deflate" ? &deflate : nullptr;
    if (offer != nullptr) {
      if (!offer->named || q > offer->q) offer->q = q;
      if (!offer->named) offer->position = position;
      offer->named = true;
    } else if (name == "*") {
      star_q = star ? std::max(star_q, q) : q;
      star = true;
    }
    ++position;
    if (comma == std::string_view::npos) break;
    accept_encoding.remove_prefix(comma + 1);
  }
  for (Offer* o : {&gzip, &deflate}) {
    if (!o->named && star) o->q = star_q;
  }
  if (gzip.q <= 0 && deflate.q <= 0) return BodyCoding::kIdentity;
  if (gzip.q != deflate.q) return gzip.q > deflate.q ? BodyCoding::kGzip : BodyCoding::kDeflate;
  if (gzip.named != deflate.named) return gzip.named ? BodyCoding::kGzip : BodyCoding::kDeflate;
  if (gzip.named && deflate.position < gzip.position) return BodyCoding::kDeflate;
  return BodyCoding::kGzip;
}

const char* CodingName(BodyCoding coding) {
  switch (coding) {
    case BodyCoding::kGzip:
      return "gzip";
    case BodyCoding::kDeflate:
      return "deflate";
    default:
      return nullptr;
  }
}

bool DecodeRequestBody(std::string_view content_encoding, std::string* body,
                       std::string* error) {
  std::string coding = Lower(Trim(content_encoding));
  if (coding.empty() || coding == "identity") return true;
  if (coding != "gzip") {
    *error = "Unsupported Content-Encoding: " + std::string(Trim(content_encoding));
    return false;
  }
  if (!BodyCodecAvailable()) {
    *error = "This keyscape build does not decompress request bodies (no zlib): "
             "send the request uncompressed";
    return false;
  }
  std::string inflated;
  if (!GunzipBody(*body, kMaxInflatedBytes, &inflated)) {
    *error = "The request body is not valid gzip content";
    return false;
  }
  *body = std::move(inflated);
  return true;
}

}  // namespace keyscape::serve
