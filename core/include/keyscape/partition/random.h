// Deterministic randomness for sample data and key distributions.
//
// Everything here uses only integer arithmetic and IEEE-754 +, -, *, / and comparisons
// (no libm), so a seed gives bit-identical results natively and in wasm32.
#ifndef KEYSCAPE_PARTITION_RANDOM_H_
#define KEYSCAPE_PARTITION_RANDOM_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace keyscape::partition {

// SplitMix64 (Steele, Lea, Flood 2014): a 64-bit mixer and seed expander.
uint64_t SplitMix64(uint64_t* state);
// The SplitMix64 finaliser of one value (a good 64-bit hash of an integer).
uint64_t Mix64(uint64_t x);

// xoshiro256** 1.0 (Blackman, Vigna), seeded by four SplitMix64 outputs of `seed`.
class Rng {
 public:
  explicit Rng(uint64_t seed);
  uint64_t Next();
  // Uniform in [0, 1) with 53 random bits.
  double NextDouble() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }
  // Uniform integer in [0, n) without bias (Lemire's method). REQUIRES: n >= 1.
  uint64_t Below(uint64_t n);

  // The generator's whole state: a stream resumed from state() continues exactly where
  // this one stands.
  using State = std::array<uint64_t, 4>;
  State state() const { return {s_[0], s_[1], s_[2], s_[3]}; }
  void set_state(const State& s) {
    for (size_t i = 0; i < 4; ++i) s_[i] = s[i];
  }

 private:
  uint64_t s_[4];
};

// Natural log, exp and x^y for x > 0, accurate to a few ulps, platform-independent.
double DetLog(double x);            // REQUIRES: x > 0 and finite
double DetExp(double x);            // underflows to 0 below about -745, overflows to +inf above 709
double DetPow(double x, double y);  // REQUIRES: x > 0

// Zipf over ranks 0..n-1: P(rank k) = (k+1)^-s / H(n, s).
class ZipfDistribution {
 public:
  // REQUIRES: 1 <= n <= kMaxZipfKeys, s >= 0.
  ZipfDistribution(uint32_t n, double s);
  static constexpr uint32_t kMaxZipfKeys = 1000000;

  uint32_t n() const { return static_cast<uint32_t>(cdf_.size()); }
  // Probability of rank k.
  double Probability(uint32_t k) const;
  // A rank drawn by inversion of the cumulative table (binary search).
  uint32_t Sample(Rng* rng) const;

 private:
  std::vector<double> cdf_;  // cdf_[k] = P(rank <= k); cdf_.back() == 1
};

// A stable 64-bit hash of bytes (the MD5 position of the bytes); used to pick write
// shard suffixes.
uint64_t StableHash(std::string_view bytes);

}  // namespace keyscape::partition

#endif  // KEYSCAPE_PARTITION_RANDOM_H_
