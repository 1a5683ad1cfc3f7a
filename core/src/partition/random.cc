#include "keyscape/partition/random.h"

#include <algorithm>
#include <cassert>
#include <limits>

#include "keyscape/base/md5.h"

namespace keyscape::partition {

using base::Md5;

uint64_t Mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

uint64_t SplitMix64(uint64_t* state) {
  *state += 0x9e3779b97f4a7c15ULL;
  return Mix64(*state);
}

namespace {
inline uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

Rng::Rng(uint64_t seed) {
  uint64_t st = seed;
  for (auto& s : s_) s = SplitMix64(&st);
}

uint64_t Rng::Next() {
  const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = Rotl(s_[3], 45);
  return result;
}

uint64_t Rng::Below(uint64_t n) {
  assert(n >= 1);
  unsigned __int128 m = static_cast<unsigned __int128>(Next()) * n;
  uint64_t low = static_cast<uint64_t>(m);
  if (low < n) {
    const uint64_t threshold = (0 - n) % n;
    while (low < threshold) {
      m = static_cast<unsigned __int128>(Next()) * n;
      low = static_cast<uint64_t>(m);
    }
  }
  return static_cast<uint64_t>(m >> 64);
}

// ---- deterministic elementary functions -----------------------------------------------

namespace {

constexpr double kLn2Hi = 6.93147180369123816490e-01;  // high bits of ln 2 (fdlibm split)
constexpr double kLn2Lo = 1.90821492927058770002e-10;
constexpr double kLn2 = 0.69314718055994530942;
constexpr double kSqrtHalf = 0.70710678118654752440;

// x = m * 2^e with m in [0.5, 1), by exact scaling (no frexp: keep to basic operations).
double SplitExponent(double x, int* e) {
  int k = 0;
  while (x >= 1.0) {
    if (x >= 0x1.0p64) {
      x *= 0x1.0p-64;
      k += 64;
    } else {
      x *= 0.5;
      k += 1;
    }
  }
  while (x < 0.5) {
    if (x < 0x1.0p-64) {
      x *= 0x1.0p64;
      k -= 64;
    } else {
      x *= 2.0;
      k -= 1;
    }
  }
  *e = k;
  return x;
}

// x * 2^k by repeated exact scaling.
double Scale(double x, int k) {
  while (k > 0) {
    int s = k > 60 ? 60 : k;
    x *= static_cast<double>(uint64_t{1} << s);
    k -= s;
  }
  while (k < 0) {
    int s = -k > 60 ? 60 : -k;
    x /= static_cast<double>(uint64_t{1} << s);
    k += s;
  }
  return x;
}

}  // namespace

double DetLog(double x) {
  assert(x > 0);
  int e = 0;
  double m = SplitExponent(x, &e);  // m in [0.5, 1)
  if (m < kSqrtHalf) {
    m *= 2;
    e -= 1;
  }
  // m in [sqrt(1/2), sqrt(2)): log m = 2 atanh(t), t = (m-1)/(m+1), |t| < 0.1716.
  double t = (m - 1) / (m + 1);
  double t2 = t * t;
  double term = t, sum = 0;
  for (int k = 1; k <= 41; k += 2) {
    sum += term / k;
    term *= t2;
  }
  return 2 * sum + e * kLn2Hi + e * kLn2Lo;
}

double DetExp(double x) {
  if (x != x) return x;
  if (x > 709.8) return std::numeric_limits<double>::infinity();
  if (x < -745.2) return 0.0;
  // x = k ln2 + r, |r| <= ln2 / 2.
  double kd = x / kLn2;
  int k = static_cast<int>(kd < 0 ? kd - 0.5 : kd + 0.5);
  double r = (x - k * kLn2Hi) - k * kLn2Lo;
  // Taylor series of e^r, |r| < 0.35: 24 terms is far past double precision.
  double term = 1, sum = 1;
  for (int n = 1; n <= 24; ++n) {
    term = term * r / n;
    sum += term;
  }
  return Scale(sum, k);
}

double DetPow(double x, double y) {
  assert(x > 0);
  if (y == 0 || x == 1) return 1;
  return DetExp(y * DetLog(x));
}

// ---- Zipf -------------------------------------------------------------------------------

namespace {

// The last table built on this thread, by (n, s): the page generates a data set in chunks
// of 20,000 items, each chunk a new generator with the same distribution, and building a
// 100,000-key table costs more than drawing the chunk's keys. At most one table (8 MB at
// kMaxZipfKeys) is kept per thread.
struct ZipfCache {
  uint32_t n = 0;
  double s = 0;
  std::vector<double> cdf;
};

std::vector<double> ZipfTable(uint32_t n, double s) {
  thread_local ZipfCache cache;
  if (cache.n == n && cache.s == s && !cache.cdf.empty()) return cache.cdf;
  std::vector<double> cdf(n);
  double total = 0;
  for (uint32_t k = 0; k < n; ++k) {
    total += s == 0 ? 1.0 : 1.0 / DetPow(static_cast<double>(k) + 1, s);
    cdf[k] = total;
  }
  for (uint32_t k = 0; k < n; ++k) cdf[k] /= total;
  cdf[n - 1] = 1;
  cache = ZipfCache{n, s, cdf};
  return cdf;
}

}  // namespace

ZipfDistribution::ZipfDistribution(uint32_t n, double s) {
  assert(n >= 1 && n <= kMaxZipfKeys);
  cdf_ = ZipfTable(n, s);
}

double ZipfDistribution::Probability(uint32_t k) const {
  return k == 0 ? cdf_[0] : cdf_[k] - cdf_[k - 1];
}

uint32_t ZipfDistribution::Sample(Rng* rng) const {
  double u = rng->NextDouble();
  auto it = std::upper_bound(cdf_.begin(), cdf_.end(), u);
  if (it == cdf_.end()) --it;
  return static_cast<uint32_t>(it - cdf_.begin());
}

uint64_t StableHash(std::string_view bytes) {
  auto d = Md5(bytes);
  uint64_t h = 0;
  for (int i = 0; i < 8; ++i) h = (h << 8) | d[i];
  return h;
}

}  // namespace keyscape::partition
