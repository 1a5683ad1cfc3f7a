// The read path's writer from stored bytes (value/encoded_item.h) against the tree path
// it replaces: for a varied set of items, text == AttrMapToJson(...).Dump() for the whole
// item and for every projection, sizes == ItemSize, partial decodes == the chosen members;
// and the read operations' text handlers print what their tree handlers' responses do.
#include "keyscape/value/encoded_item.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "keyscape/api/ops.h"
#include "keyscape/expr/projection.h"
#include "keyscape/table/database.h"
#include "keyscape/value/dynamodb_json.h"
#include "keyscape/value/item_codec.h"
#include "keyscape/value/item_size.h"
#include "keyscape/value/number.h"
#include "test_support.h"

using namespace keyscape;
using value::AttributeValue;
using value::AttrMap;
using value::AttrType;

namespace {

// Items written by hand: every type, odd numbers, escapes, unicode, binary, nesting.
const char* const kItems[] = {
    R"({"pk":{"S":"a"}})",
    R"({"s":{"S":""},"n":{"N":"-0.000120"},"b":{"B":"AAECA/8="},"t":{"BOOL":true},)"
    R"("f":{"BOOL":false},"z":{"NULL":true}})",
    R"({"n1":{"N":"1E+30"},"n2":{"N":"+00012.50"},"n3":{"N":"-1e-130"},"n4":{"N":"0.0"},)"
    R"("n5":{"N":"99999999999999999999999999999999999999"},"n6":{"N":".5"},"n7":{"N":"5."}})",
    R"({"q\"uo\\te":{"S":"line\nbreak\ttab\u0001\u001f\u007f\"\\/"},)"
    R"("ünï":{"S":"h\u00e9llo \u2028 \u2029 \ud83d\ude00 中文"},"ctl\b\f\r":{"S":"\b\f\r"}})",
    R"({"ss":{"SS":["b","a","\u0000x"]},"ns":{"NS":["3","-1.50","1e2"]},)"
    R"("bs":{"BS":["","AQ==","AQI=","AQID"]}})",
    R"({"l":{"L":[]},"m":{"M":{}},"ll":{"L":[{"L":[{"S":"x"},{"N":"2"}]},{"M":{"k":{"NULL":true}}}]}})",
    R"({"a":{"M":{"b":{"M":{"c":{"L":[{"S":"0"},{"S":"1"},{"M":{"d":{"N":"4"},"e":{"S":"5"}}},)"
    R"({"L":[{"N":"6"},{"N":"7"}]}]}}},"x":{"SS":["y"]}}},"top":{"N":"7"}})",
};

// Random values, up to `depth` more levels deep.
class Generator {
 public:
  explicit Generator(uint32_t seed) : rng_(seed) {}

  AttrMap Item() {
    AttrMap m;
    const int n = Pick(1, 8);
    for (int i = 0; i < n; ++i) value::SetAttr(m, Name(), Value(3));
    return m;
  }

 private:
  int Pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  std::string Text() {
    static const char* const kPieces[] = {"a",
                                          "b",
                                          "\"",
                                          "\\",
                                          "\n",
                                          "\x01",
                                          "\x1f",
                                          " ",
                                          "\xc3\xa9",
                                          "\xe2\x80\xa8",
                                          "\xf0\x9f\x98\x80",
                                          "z9"};
    std::string s;
    for (int i = Pick(0, 5); i > 0; --i) s += kPieces[Pick(0, 11)];
    return s;
  }
  std::string Name() {
    static const char* const kNames[] = {"a", "b", "c", "d", "x", "\xc3\xbc", "q\"", "e\n"};
    return kNames[Pick(0, 7)];
  }
  std::string Bytes() {
    std::string s;
    for (int i = Pick(0, 7); i > 0; --i) s.push_back(static_cast<char>(Pick(0, 255)));
    return s;
  }
  std::string NumberText() {
    static const char* const kNums[] = {"0",    "1",       "-1",   "12.5",   "-0.001",
                                        "1e10", "3.14159", "1E-5", "100000", "-98765.4321"};
    auto n = value::Number::Parse(kNums[Pick(0, 9)]);
    return n->ToString();
  }
  AttributeValue Value(int depth) {
    AttributeValue v;
    v.type = static_cast<AttrType>(Pick(0, depth > 0 ? 9 : 4));
    if (v.type == AttrType::kL || v.type == AttrType::kM) {
      if (depth == 0) v.type = AttrType::kS;
    }
    switch (v.type) {
      case AttrType::kS:
        v.scalar = Text();
        break;
      case AttrType::kN:
        v.scalar = NumberText();
        break;
      case AttrType::kB:
        v.scalar = Bytes();
        break;
      case AttrType::kBool:
        v.boolean = Pick(0, 1) == 1;
        break;
      case AttrType::kNull:
        v.boolean = true;
        break;
      case AttrType::kL:
        for (int i = Pick(0, 4); i > 0; --i) v.list.push_back(Value(depth - 1));
        break;
      case AttrType::kM:
        for (int i = Pick(0, 4); i > 0; --i) value::SetAttr(v.map, Name(), Value(depth - 1));
        break;
      case AttrType::kSS:
      case AttrType::kNS:
      case AttrType::kBS:
        for (int i = Pick(1, 4); i > 0; --i) {
          std::string e = v.type == AttrType::kSS   ? Text()
                          : v.type == AttrType::kNS ? NumberText()
                                                    : Bytes();
          if (std::find(v.set.begin(), v.set.end(), e) == v.set.end()) v.set.push_back(e);
        }
        break;
    }
    return v;
  }

  std::mt19937 rng_;
};

std::vector<AttrMap> VariedItems() {
  std::vector<AttrMap> items;
  for (const char* text : kItems) items.push_back(testing::ItemOf(text));
  // 40 levels of nesting, alternating maps and lists.
  AttributeValue deep = AttributeValue::S("bottom");
  for (int i = 0; i < 40; ++i) {
    AttributeValue up;
    up.type = i % 2 ? AttrType::kL : AttrType::kM;
    if (i % 2) {
      up.list = {AttributeValue::N("1"), deep};
    } else {
      up.map = {{"k", deep}, {"o", AttributeValue::Null()}};
    }
    deep = up;
  }
  items.push_back({{"deep", deep}});
  Generator gen(20261201);
  for (int i = 0; i < 400; ++i) items.push_back(gen.Item());
  return items;
}

// Every path of the item down to `max_len` steps, plus paths that do not resolve.
void CollectPaths(const AttributeValue& v, expr::DocumentPath* at, size_t max_len,
                  std::vector<expr::DocumentPath>* out) {
  out->push_back(*at);
  if (at->size() >= max_len) return;
  if (v.type == AttrType::kM) {
    for (const auto& [name, child] : v.map) {
      at->push_back(expr::PathElement::Name(name));
      CollectPaths(child, at, max_len, out);
      at->pop_back();
    }
    at->push_back(expr::PathElement::Name("absent"));
    out->push_back(*at);
    at->pop_back();
  }
  if (v.type == AttrType::kL) {
    for (uint32_t i = 0; i <= v.list.size(); ++i) {
      at->push_back(expr::PathElement::Index(i));
      if (i < v.list.size()) {
        CollectPaths(v.list[i], at, max_len, out);
      } else {
        out->push_back(*at);
      }
      at->pop_back();
    }
  }
  at->push_back(expr::PathElement::Index(0));  // an index into a scalar or a map
  out->push_back(*at);
  at->pop_back();
}

std::vector<expr::DocumentPath> PathsOf(const AttrMap& item) {
  std::vector<expr::DocumentPath> out;
  for (const auto& [name, v] : item) {
    expr::DocumentPath at{expr::PathElement::Name(name)};
    CollectPaths(v, &at, 4, &out);
  }
  out.push_back({expr::PathElement::Name("missing")});
  out.push_back({expr::PathElement::Index(0)});  // starts with an index: selects nothing
  return out;
}

std::string SelectionText(const std::vector<expr::DocumentPath>& paths, std::string_view encoded) {
  value::AttrSelection selection;
  for (const expr::DocumentPath& p : paths) {
    std::vector<value::AttrSelection::Step> steps;
    for (const expr::PathElement& e : p) steps.push_back({e.is_index(), e.name, e.index});
    selection.Add(steps);
  }
  std::string text;
  value::AppendEncodedItemJson(encoded, selection, &text);
  return text;
}

std::string Encode(const AttrMap& item) {
  std::string encoded;
  value::EncodeItem(item, &encoded);
  return encoded;
}

}  // namespace

TEST_CASE("encoded item: the text, the size and partial decodes equal the tree path's", "[value]") {
  for (const AttrMap& item : VariedItems()) {
    const std::string want = value::AttrMapToJson(item).Dump();
    INFO(want);
    const std::string encoded = Encode(item);
    int64_t size = -1;
    REQUIRE(value::CheckEncodedItem(encoded, &size));
    CHECK(size == value::ItemSize(item));
    std::string text = "prefix";
    value::AppendEncodedItemJson(encoded, &text);
    CHECK(text == "prefix" + want);
    // Partial decodes: each name alone, and the names in reverse.
    std::vector<std::string> names;
    for (const auto& kv : item) {
      names.insert(names.begin(), kv.first);
      CHECK(value::AttrMapToJson(value::DecodeItemAttributes(encoded, {kv.first})).Dump() ==
            value::AttrMapToJson({kv}).Dump());
    }
    CHECK(value::AttrMapToJson(value::DecodeItemAttributes(encoded, names)).Dump() == want);
    CHECK(value::DecodeItemAttributes(encoded, {"missing"}).empty());
  }
}

TEST_CASE("encoded item: every projection prints what ApplyProjection's tree does", "[value]") {
  int compared = 0;
  for (const AttrMap& item : VariedItems()) {
    const std::string encoded = Encode(item);
    const std::vector<expr::DocumentPath> paths = PathsOf(item);
    // Each path alone, each pair of paths (in both orders: overlaps included), and all.
    auto check = [&](const std::vector<expr::DocumentPath>& chosen) {
      const std::string want = value::AttrMapToJson(expr::ApplyProjection(chosen, item)).Dump();
      INFO(value::AttrMapToJson(item).Dump());
      CHECK(SelectionText(chosen, encoded) == want);
      ++compared;
    };
    for (size_t i = 0; i < paths.size() && i < 24; ++i) {
      check({paths[i]});
      for (size_t j = 0; j < paths.size() && j < 24; j += 3) check({paths[i], paths[j]});
    }
    check(paths);
  }
  CHECK(compared > 10000);
}

TEST_CASE("encoded item: damaged bytes are refused exactly when DecodeItem refuses them",
          "[value]") {
  int refused = 0;
  for (const AttrMap& item : VariedItems()) {
    const std::string encoded = Encode(item);
    for (size_t cut = 0; cut < encoded.size(); ++cut) {
      std::string bad = encoded.substr(0, cut);
      int64_t size = 0;
      const bool ok = value::CheckEncodedItem(bad, &size);
      CHECK(ok == value::DecodeItem(bad).ok());
      refused += ok ? 0 : 1;
      std::string sink;
      value::AppendEncodedItemJson(bad, &sink);  // never reads past the bytes
    }
    std::string extra = encoded + "x";
    int64_t size = 0;
    CHECK_FALSE(value::CheckEncodedItem(extra, &size));
    std::string bad_tag = encoded;
    if (bad_tag.size() > 2) {
      bad_tag[bad_tag.size() - 1] = '\x7f';
      CHECK(value::CheckEncodedItem(bad_tag, &size) == value::DecodeItem(bad_tag).ok());
    }
  }
  CHECK(refused > 1000);
  // Nesting beyond DecodeItem's 64 levels.
  AttributeValue deep = AttributeValue::S("x");
  for (int i = 0; i < 70; ++i) {
    AttributeValue up;
    up.type = AttrType::kL;
    up.list = {deep};
    deep = up;
  }
  const std::string encoded = Encode({{"d", deep}});
  int64_t size = 0;
  CHECK_FALSE(value::DecodeItem(encoded).ok());
  CHECK_FALSE(value::CheckEncodedItem(encoded, &size));
}

TEST_CASE("json: a verbatim node prints its text; indented, it is re-indented", "[json]") {
  base::Json doc = base::Json::Object();
  doc.Add("Items", base::Json::Verbatim(R"([{"a":{"S":"x\n"}},{"b":{"L":[]}}])"));
  doc.Add("Count", base::Json::Int(2));
  CHECK(doc.Dump() == R"({"Items":[{"a":{"S":"x\n"}},{"b":{"L":[]}}],"Count":2})");
  CHECK(doc.DumpIndented() == testing::MustParse(doc.Dump()).DumpIndented());
  CHECK(doc.Find("Items")->is_verbatim());
  CHECK(doc.Find("Items")->is_null());
}

namespace {

// The read operations answer the same through their text handlers as through the tree ones.
int with_items = 0;  // responses that returned at least one item

void CheckBothForms(table::Database& db, const char* op, const std::string& request) {
  INFO(op << " " << request);
  const base::Json req = testing::MustParse(request);
  auto tree = api::FindOp(op)(db, req);
  auto text = api::FindTextOp(op)(db, req);
  REQUIRE(tree.ok() == text.ok());
  if (!tree.ok()) {
    CHECK(tree.status().message() == text.status().message());
    return;
  }
  CHECK(tree->Dump() == text->Dump());
  const std::string dump = tree->Dump();
  if (dump.find("\"Items\":[{") != std::string::npos ||
      dump.find("\"Item\":{") != std::string::npos || dump.find("\":[{") != std::string::npos)
    ++with_items;
}

}  // namespace

TEST_CASE("read operations: the text handlers print what the tree handlers' responses do",
          "[api]") {
  table::Database db;
  auto call = [&](const char* op, const std::string& request) {
    auto r = api::FindOp(op)(db, testing::MustParse(request));
    INFO((r.ok() ? "" : r.status().message()));
    REQUIRE(r.ok());
  };
  call(
      "CreateTable",
      R"({"TableName":"Tbl","KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},)"
      R"({"AttributeName":"sk","KeyType":"RANGE"}],"AttributeDefinitions":[)"
      R"({"AttributeName":"pk","AttributeType":"S"},{"AttributeName":"sk","AttributeType":"N"},)"
      R"({"AttributeName":"g","AttributeType":"S"},{"AttributeName":"l","AttributeType":"S"}],)"
      R"("GlobalSecondaryIndexes":[{"IndexName":"Gsi","KeySchema":[{"AttributeName":"g",)"
      R"("KeyType":"HASH"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}],)"
      R"("LocalSecondaryIndexes":[{"IndexName":"Lsi","KeySchema":[{"AttributeName":"pk",)"
      R"("KeyType":"HASH"},{"AttributeName":"l","KeyType":"RANGE"}],"Projection":{)"
      R"("ProjectionType":"INCLUDE","NonKeyAttributes":["st"]}}],"BillingMode":"PAY_PER_REQUEST"})");
  Generator gen(7);
  int stored = 0;
  for (int i = 0; i < 60; ++i) {
    AttrMap item = gen.Item();
    value::SetAttr(item, "pk", AttributeValue::S(i % 3 ? "p\"1" : "p\xc3\xa9"));
    value::SetAttr(item, "sk", AttributeValue::N(std::to_string(i * 7 % 61) + ".25"));
    if (i % 2) value::SetAttr(item, "g", AttributeValue::S("g" + std::to_string(i % 4)));
    if (i % 5) value::SetAttr(item, "l", AttributeValue::S("l" + std::to_string(i % 9)));
    value::SetAttr(item, "st", AttributeValue::S(i % 4 ? "open" : "shut"));
    // Some random items break DynamoDB's item rules (PutItem refuses them): the rest count.
    auto put =
        api::FindOp("PutItem")(db, testing::MustParse(R"({"TableName":"Tbl","Item":)" +
                                                      value::AttrMapToJson(item).Dump() + "}"));
    stored += put.ok() ? 1 : 0;
  }
  REQUIRE(stored > 40);
  const std::string q = R"({"TableName":"Tbl","ReturnConsumedCapacity":"INDEXES",)";
  const std::string p1 = R"("ExpressionAttributeValues":{":p":{"S":"p\"1"})";
  const char* const queries[] = {
      R"("KeyConditionExpression":"pk = :p"})",
      R"("KeyConditionExpression":"pk = :p","Limit":5})",
      R"("KeyConditionExpression":"pk = :p","ScanIndexForward":false,"Limit":7})",
      R"("KeyConditionExpression":"pk = :p","ProjectionExpression":"sk, a.b, c[1], d, #x",)"
      R"("ExpressionAttributeNames":{"#x":"x"}})",
      R"("KeyConditionExpression":"pk = :p","FilterExpression":"st = :s","Limit":9,)"
      R"("ExpressionAttributeValues":{":p":{"S":"p\"1"},":s":{"S":"open"}}})",
      R"("KeyConditionExpression":"pk = :p","FilterExpression":"attribute_exists(a.b) OR )"
      R"(size(c) > :n","ExpressionAttributeValues":{":p":{"S":"p\"1"},":n":{"N":"1"}}})",
      R"("KeyConditionExpression":"pk = :p","Select":"COUNT"})",
      R"("IndexName":"Lsi","KeyConditionExpression":"pk = :p","Limit":4})",
      R"("IndexName":"Lsi","KeyConditionExpression":"pk = :p","Select":"ALL_ATTRIBUTES"})",
      R"("IndexName":"Lsi","KeyConditionExpression":"pk = :p","ProjectionExpression":"a, st"})",
      R"("KeyConditionExpression":"pk = :p","ExclusiveStartKey":{"pk":{"S":"p\"1"},)"
      R"("sk":{"N":"8.25"}}})",
      R"("KeyConditionExpression":"pk = :p AND sk > :p"})",  // an error
  };
  for (const char* tail : queries) {
    std::string body =
        q +
        (std::string(tail).find("ExpressionAttributeValues") == std::string::npos ? p1 + "},"
                                                                                  : "") +
        tail;
    CheckBothForms(db, "Query", body);
  }
  CheckBothForms(db, "Query",
                 R"({"TableName":"Tbl","IndexName":"Gsi","KeyConditionExpression":"g = :g",)"
                 R"("ExpressionAttributeValues":{":g":{"S":"g1"}},"Limit":3})");
  CheckBothForms(db, "Scan", R"({"TableName":"Tbl"})");
  CheckBothForms(db, "Scan", R"({"TableName":"Tbl","Limit":11,"Segment":1,"TotalSegments":3})");
  CheckBothForms(db, "Scan",
                 R"({"TableName":"Tbl","ScanFilter":{"st":{"ComparisonOperator":"EQ",)"
                 R"("AttributeValueList":[{"S":"shut"}]}},"AttributesToGet":["pk","a"]})");
  CheckBothForms(db, "Scan", R"({"TableName":"Tbl","IndexName":"Gsi"})");
  CheckBothForms(db, "Scan", R"({"TableName":"Nope"})");
  for (const char* key : {R"({"pk":{"S":"p\"1"},"sk":{"N":"7.25"}})",
                          R"({"pk":{"S":"p\"1"},"sk":{"N":"1000"}})", R"({"pk":{"S":"x"}})"}) {
    CheckBothForms(
        db, "GetItem",
        std::string(R"({"TableName":"Tbl","ReturnConsumedCapacity":"TOTAL","Key":)") + key + "}");
    CheckBothForms(
        db, "GetItem",
        std::string(R"({"TableName":"Tbl","ProjectionExpression":"a.b, st","Key":)") + key + "}");
  }
  CheckBothForms(db, "BatchGetItem",
                 R"({"ReturnConsumedCapacity":"TOTAL","RequestItems":{"Tbl":{"Keys":[)"
                 R"({"pk":{"S":"p\"1"},"sk":{"N":"7.25"}},{"pk":{"S":"p\"1"},"sk":{"N":"14.25"}},)"
                 R"({"pk":{"S":"p\"1"},"sk":{"N":"999"}}],"ProjectionExpression":"sk, c[0]"}}})");
  CheckBothForms(db, "BatchGetItem",
                 R"({"RequestItems":{"Tbl":{"Keys":[{"pk":{"S":"p\u00e9"},"sk":{"N":"0.25"}}]}}})");
  CHECK(with_items >= 15);
  // FindTextOp answers every other operation with FindOp's handler.
  CHECK(api::FindTextOp("PutItem") == api::FindOp("PutItem"));
  CHECK(api::FindTextOp("Nope") == nullptr);
}

TEST_CASE("encoded item: number sizes read from the stored text equal Number::StorageSize",
          "[value]") {
  std::mt19937 rng(14);
  auto digit = [&] { return static_cast<char>('0' + rng() % 10); };
  int checked = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string text = rng() % 2 ? "-" : "";
    for (int n = 1 + rng() % 20; n > 0; --n) text += digit();
    if (rng() % 2) {
      text += '.';
      for (int n = 1 + rng() % 20; n > 0; --n) text += digit();
    }
    if (rng() % 3 == 0) text += "e" + std::to_string(static_cast<int>(rng() % 200) - 100);
    auto n = value::Number::Parse(text);
    if (!n.ok()) continue;  // beyond DynamoDB's range or precision
    const AttrMap item = {{"n", AttributeValue::N(n->ToString())}};
    int64_t size = 0;
    REQUIRE(value::CheckEncodedItem(Encode(item), &size));
    INFO(text << " -> " << n->ToString());
    CHECK(size == value::ItemSize(item));
    ++checked;
  }
  CHECK(checked > 1000);
}

TEST_CASE("encoded item: a partial decode of more than 127 members", "[value]") {
  AttrMap item;
  std::vector<std::string> names;
  for (int i = 0; i < 300; ++i) {
    item.emplace_back("a" + std::to_string(i), AttributeValue::N(std::to_string(i)));
    if (i % 2 == 0) names.push_back(item.back().first);
  }
  AttrMap want;
  for (int i = 0; i < 300; i += 2) want.push_back(item[i]);
  CHECK(value::AttrMapToJson(value::DecodeItemAttributes(Encode(item), names)).Dump() ==
        value::AttrMapToJson(want).Dump());
}
