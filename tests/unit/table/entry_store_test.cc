// EntryStore (the sorted block store) against a std::map model: a long seeded random
// sequence of Put / Erase / Find / LowerBound / UpperBound and full walks both ways, with
// keys sharing prefixes (and zero and 0xFF bytes), empty values, values larger than a block
// and 65535-byte keys, growing and shrinking the store so blocks split and merge many times.
#include "keyscape/table/entry_store.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

using keyscape::table::EntryStore;

namespace {

struct Stored {
  std::string value;
  uint32_t item_size = 0;
};
using Model = std::map<std::string, Stored>;

class Driver {
 public:
  explicit Driver(uint64_t seed) : rng_(seed) {}

  std::string Key() {
    static const char* kPrefixes[] = {"",    "a",        "ab",      "abc",
                                      "abd", "\xff\xff", "k#0001#", "k#0002#"};
    static const char kAlphabet[] = {'\0', 'a', 'b', 'z', '\xff', '#', '0', '1'};
    if (Pick(400) == 0)
      return std::string(EntryStore::kMaxKeyBytes, static_cast<char>('a' + Pick(3)));
    std::string k = kPrefixes[Pick(8)];
    const int n = static_cast<int>(Pick(14));
    for (int i = 0; i < n; ++i) k.push_back(kAlphabet[Pick(8)]);
    return k;
  }
  // Mostly small values, some empty, some larger than a block.
  std::string Value() {
    const uint32_t r = Pick(100);
    size_t n = r < 10 ? 0 : r < 97 ? Pick(400) : EntryStore::kBlockBytes + Pick(3000);
    std::string v(n, '\0');
    for (char& c : v) c = static_cast<char>(Pick(256));
    return v;
  }
  uint32_t Pick(uint32_t n) { return static_cast<uint32_t>(rng_() % n); }
  // A key of the model (most erases and finds hit), or a fresh one.
  std::string SomeKey(const Model& m) {
    if (m.empty() || Pick(4) == 0) return Key();
    auto it = m.lower_bound(Key());
    if (it == m.end()) it = m.begin();
    return it->first;
  }

 private:
  std::mt19937_64 rng_;
};

void CheckAt(const EntryStore& s, EntryStore::const_iterator it, const Model& m,
             Model::const_iterator want) {
  if (want == m.end()) {
    REQUIRE(it == s.end());
    return;
  }
  REQUIRE(it != s.end());
  EntryStore::Entry e = *it;
  REQUIRE(EntryStore::KeyOf(e) == want->first);
  REQUIRE(EntryStore::ValueOf(e) == want->second.value);
  REQUIRE(EntryStore::ItemSizeOf(e) == want->second.item_size);
}

void CheckWalks(const EntryStore& s, const Model& m) {
  REQUIRE(s.size() == m.size());
  uint64_t values = 0;
  auto it = s.begin();
  for (auto w = m.begin(); w != m.end(); ++w, ++it) {
    CheckAt(s, it, m, w);
    values += w->second.value.size();
  }
  REQUIRE(it == s.end());
  REQUIRE(s.value_bytes() == values);
  for (auto w = m.rbegin(); w != m.rend(); ++w) {
    REQUIRE(it != s.begin());
    --it;
    REQUIRE(EntryStore::KeyOf(*it) == w->first);
  }
  REQUIRE(it == s.begin());
}

// Heap accounting stays between the stored bytes and a generous bound above them.
void CheckHeap(const EntryStore& s, const Model& m) {
  uint64_t data = 0;
  for (const auto& [k, v] : m) data += k.size() + v.value.size();
  REQUIRE(s.heap_bytes() >= data);
  REQUIRE(s.heap_bytes() <= 2 * data + 64 * m.size() + 65536);
}

void Step(Driver& d, EntryStore& s, Model& m, int put_weight) {
  const uint32_t op = d.Pick(100);
  if (op < static_cast<uint32_t>(put_weight)) {
    std::string k = d.Key(), v = d.Value();
    const uint32_t size = d.Pick(1u << 20);
    bool had = m.count(k) > 0;
    REQUIRE(s.Put(k, v, size) == had);
    m[k] = Stored{v, size};
  } else if (op < 75) {
    std::string k = d.SomeKey(m);
    REQUIRE(s.Erase(k) == (m.erase(k) > 0));
  } else if (op < 85) {
    std::string k = d.SomeKey(m);
    auto e = s.Find(k);
    auto w = m.find(k);
    REQUIRE(e.has_value() == (w != m.end()));
    if (e) REQUIRE(EntryStore::ValueOf(*e) == w->second.value);
  } else {
    std::string k = d.SomeKey(m);
    const bool upper = op >= 93;
    auto it = upper ? s.UpperBound(k) : s.LowerBound(k);
    auto w = upper ? m.upper_bound(k) : m.lower_bound(k);
    CheckAt(s, it, m, w);
    if (w != m.begin()) {  // one step back and forth from there
      --it;
      --w;
      CheckAt(s, it, m, w);
      ++it;
      ++w;
      CheckAt(s, it, m, w);
    }
  }
}

}  // namespace

TEST_CASE("EntryStore agrees with a std::map over a long random sequence", "[entry_store]") {
  Driver d(20261201);
  EntryStore s;
  Model m;
  // Grow (puts dominate), shrink to empty (erases dominate), grow again.
  for (int phase = 0; phase < 3; ++phase) {
    const int put_weight = phase == 1 ? 20 : 60;
    for (int i = 0; i < 20000; ++i) {
      Step(d, s, m, put_weight);
      if (i % 2500 == 0) {
        CheckWalks(s, m);
        CheckHeap(s, m);
      }
    }
    if (phase == 1) {
      while (!m.empty()) {
        REQUIRE(s.Erase(m.begin()->first));
        m.erase(m.begin());
      }
      REQUIRE(s.begin() == s.end());
      REQUIRE(s.heap_bytes() < 4096);
    }
    CheckWalks(s, m);
  }
  REQUIRE(m.size() > 1000);

  EntryStore moved(std::move(s));
  CheckWalks(moved, m);
  REQUIRE(s.size() == 0);
  moved.Clear();
  REQUIRE(moved.size() == 0);
  REQUIRE(moved.begin() == moved.end());
  REQUIRE(moved.heap_bytes() == 0);
}

TEST_CASE("EntryStore keeps order over many entries of one partition in random order",
          "[entry_store]") {
  // Table-shaped keys: 8-byte position, partition, sort key; shuffled inserts, then every
  // other key erased, so full blocks split and emptied ones merge.
  std::vector<std::string> keys;
  for (int p = 0; p < 40; ++p)
    for (int k = 0; k < 500; ++k)
      keys.push_back(std::string("\x10\x20\x30\x40\x50\x60\x70", 7) + static_cast<char>(p) + "PK#" +
                     std::to_string(p) + '\0' + "SK#" + std::to_string(100000 + k));
  std::mt19937_64 rng(7);
  std::shuffle(keys.begin(), keys.end(), rng);
  EntryStore s;
  Model m;
  for (const std::string& k : keys) {
    std::string v(150 + k.size() % 50, 'v');
    REQUIRE_FALSE(s.Put(k, v, 187));
    m[k] = Stored{v, 187};
  }
  CheckWalks(s, m);
  CheckHeap(s, m);
  bool drop = false;
  for (auto it = m.begin(); it != m.end();) {
    if ((drop = !drop)) {
      REQUIRE(s.Erase(it->first));
      it = m.erase(it);
    } else {
      ++it;
    }
  }
  CheckWalks(s, m);
  CheckHeap(s, m);
}
