#include "keyscape/model/time_format.h"

#include <cstdio>

namespace keyscape::model {

// ---- time and id formats ------------------------------------------------------------------

namespace {

// Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian).
int64_t DaysFromCivil(int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<int64_t>(doe) - 719468;
}

void CivilFromDays(int64_t z, int64_t* y, unsigned* m, unsigned* d) {
  z += 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  *d = doy - (153 * mp + 2) / 5 + 1;
  *m = mp < 10 ? mp + 3 : mp - 9;
  *y = static_cast<int64_t>(yoe) + era * 400 + (*m <= 2);
}

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

}  // namespace

int64_t EpochSeconds(int64_t millis) { return FloorDiv(millis, 1000); }

namespace {

// Appends `v` (0 <= v < 10^width) as `width` decimal digits.
void AppendDigits(uint64_t v, int width, std::string* out) {
  char buf[20];
  for (int i = width - 1; i >= 0; --i, v /= 10) buf[i] = static_cast<char>('0' + v % 10);
  out->append(buf, static_cast<size_t>(width));
}

}  // namespace

void AppendIso8601(int64_t millis, std::string* out) {
  int64_t secs = FloorDiv(millis, 1000);
  int64_t days = FloorDiv(secs, 86400);
  int64_t rem = secs - days * 86400;
  int64_t y;
  unsigned m, d;
  CivilFromDays(days, &y, &m, &d);
  if (y < 0 || y > 9999) {  // outside the fixed-width form: printf's %04lld
    char buf[40];
    std::snprintf(buf, sizeof buf, "%04lld", static_cast<long long>(y));
    out->append(buf);
  } else {
    AppendDigits(static_cast<uint64_t>(y), 4, out);
  }
  out->push_back('-');
  AppendDigits(m, 2, out);
  out->push_back('-');
  AppendDigits(d, 2, out);
  out->push_back('T');
  AppendDigits(static_cast<uint64_t>(rem / 3600), 2, out);
  out->push_back(':');
  AppendDigits(static_cast<uint64_t>(rem / 60 % 60), 2, out);
  out->push_back(':');
  AppendDigits(static_cast<uint64_t>(rem % 60), 2, out);
  out->push_back('Z');
}

std::string FormatIso8601(int64_t millis) {
  std::string out;
  AppendIso8601(millis, &out);
  return out;
}

namespace {

// Reads `len` digits of `t` at `*at` into `*out` and advances `*at`.
bool Digits(std::string_view t, size_t* at, size_t len, int64_t* out) {
  if (*at + len > t.size()) return false;
  int64_t v = 0;
  for (size_t i = *at; i < *at + len; ++i) {
    if (t[i] < '0' || t[i] > '9') return false;
    v = v * 10 + (t[i] - '0');
  }
  *at += len;
  *out = v;
  return true;
}

bool ValidDate(int64_t y, int64_t mo, int64_t d) {
  static const int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (mo < 1 || mo > 12 || d < 1 || d > kDays[mo - 1]) return false;
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return !(mo == 2 && d == 29 && !leap);
}

// "THH:MM[:SS[.fff...]](Z|+HH[:MM]|-HH[:MM])" at `*at` -> milliseconds since midnight UTC
// of the date (may be negative or past one day after the offset).
bool ParseTimeOfDay(std::string_view t, size_t at, int64_t* millis) {
  int64_t h, mi, s = 0, frac = 0;
  if (at >= t.size() || (t[at] != 'T' && t[at] != 't')) return false;
  ++at;
  if (!Digits(t, &at, 2, &h) || at >= t.size() || t[at++] != ':' || !Digits(t, &at, 2, &mi))
    return false;
  if (at < t.size() && t[at] == ':') {
    ++at;
    if (!Digits(t, &at, 2, &s)) return false;
    if (at < t.size() && (t[at] == '.' || t[at] == ',')) {
      const size_t first = ++at;
      while (at < t.size() && t[at] >= '0' && t[at] <= '9') {
        if (at - first < 3) frac = frac * 10 + (t[at] - '0');
        ++at;
      }
      if (at == first) return false;
      for (size_t n = at - first; n < 3; ++n) frac *= 10;
    }
  }
  if (h > 23 || mi > 59 || s > 59 || at >= t.size()) return false;
  int64_t offset_minutes = 0;
  if (t[at] == 'Z' || t[at] == 'z') {
    ++at;
  } else if (t[at] == '+' || t[at] == '-') {
    const int64_t sign = t[at++] == '-' ? -1 : 1;
    int64_t oh, om = 0;
    if (!Digits(t, &at, 2, &oh)) return false;
    if (at < t.size()) {
      if (t[at] == ':') ++at;
      if (!Digits(t, &at, 2, &om)) return false;
    }
    if (oh > 23 || om > 59) return false;
    offset_minutes = sign * (oh * 60 + om);
  } else {
    return false;
  }
  if (at != t.size()) return false;
  *millis = ((h * 60 + mi - offset_minutes) * 60 + s) * 1000 + frac;
  return true;
}

}  // namespace

bool ParseIso8601(std::string_view t, int64_t* millis) {
  size_t at = 0;
  int64_t y, mo, d;
  if (!Digits(t, &at, 4, &y) || at >= t.size() || t[at++] != '-' || !Digits(t, &at, 2, &mo) ||
      at >= t.size() || t[at++] != '-' || !Digits(t, &at, 2, &d) || !ValidDate(y, mo, d))
    return false;
  int64_t time_of_day = 0;
  if (at != t.size() && !ParseTimeOfDay(t, at, &time_of_day)) return false;
  const int64_t day = DaysFromCivil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d));
  const int64_t result = day * 86400000 + time_of_day;
  static const int64_t kMin = DaysFromCivil(0, 1, 1) * 86400000;
  static const int64_t kMax = 253402300799999;  // 9999-12-31T23:59:59.999Z
  if (result < kMin || result > kMax) return false;
  *millis = result;
  return true;
}

void AppendUlid(uint64_t time_millis, uint64_t random_hi16, uint64_t random_lo64,
                std::string* out) {
  static const char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  unsigned __int128 v = (static_cast<unsigned __int128>(time_millis & 0xFFFFFFFFFFFFULL) << 80) |
                        (static_cast<unsigned __int128>(random_hi16 & 0xFFFF) << 64) | random_lo64;
  char buf[26];
  for (int i = 25; i >= 0; --i) {
    buf[i] = kAlphabet[static_cast<unsigned>(v & 31)];
    v >>= 5;
  }
  out->append(buf, sizeof buf);
}

std::string FormatUlid(uint64_t time_millis, uint64_t random_hi16, uint64_t random_lo64) {
  std::string out;
  AppendUlid(time_millis, random_hi16, random_lo64, &out);
  return out;
}

std::string FormatUuid(uint64_t hi, uint64_t lo) {
  hi = (hi & ~uint64_t{0xF000}) | 0x4000;                     // version 4
  lo = (lo & 0x3FFFFFFFFFFFFFFFULL) | 0x8000000000000000ULL;  // RFC 4122 variant
  char buf[40];
  std::snprintf(buf, sizeof buf, "%08x-%04x-%04x-%04x-%012llx", static_cast<unsigned>(hi >> 32),
                static_cast<unsigned>((hi >> 16) & 0xFFFF), static_cast<unsigned>(hi & 0xFFFF),
                static_cast<unsigned>(lo >> 48),
                static_cast<unsigned long long>(lo & 0xFFFFFFFFFFFFULL));
  return buf;
}

}  // namespace keyscape::model
