#include <catch2/catch.hpp>

#include "keyscape/api/ops.h"
#include "keyscape/table/database.h"
#include "keyscape/value/item_size.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape::value;
using namespace keyscape::table;
using namespace keyscape::api;

using namespace keyscape;
using keyscape::testing::MustParse;

namespace {

Table* LsiTable(Database& db) {
  auto r = CreateTableOp(db, MustParse(R"({"TableName":"Coll","BillingMode":"PAY_PER_REQUEST",
    "AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"},{"AttributeName":"s","AttributeType":"S"},{"AttributeName":"l","AttributeType":"S"}],
    "KeySchema":[{"AttributeName":"p","KeyType":"HASH"},{"AttributeName":"s","KeyType":"RANGE"}],
    "LocalSecondaryIndexes":[{"IndexName":"byL","KeySchema":[{"AttributeName":"p","KeyType":"HASH"},{"AttributeName":"l","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]})"));
  REQUIRE(r.ok());
  return db.Find("Coll");
}

Item MakeItem(const std::string& p, const std::string& s, size_t pad) {
  return {{"p", AttributeValue::S(p)},
          {"s", AttributeValue::S(s)},
          {"x", AttributeValue::S(std::string(pad, 'x'))}};
}

}  // namespace

TEST_CASE("table: item-collection sizes follow puts, replacements and deletes", "[table]") {
  Database db;
  Table* t = LsiTable(db);
  Item a = MakeItem("k", "1", 10), b = MakeItem("k", "2", 20), c = MakeItem("other", "1", 5);
  t->Put(a);
  t->Put(b);
  t->Put(c);
  CHECK(t->CollectionSize(AttributeValue::S("k")) == ItemSize(a) + ItemSize(b));
  Item b2 = MakeItem("k", "2", 3);
  t->Put(b2);
  CHECK(t->CollectionSize(AttributeValue::S("k")) == ItemSize(a) + ItemSize(b2));
  t->Delete({{"p", AttributeValue::S("k")}, {"s", AttributeValue::S("1")}});
  CHECK(t->CollectionSize(AttributeValue::S("k")) == ItemSize(b2));
  CHECK(t->CollectionSize(AttributeValue::S("other")) == ItemSize(c));
  CHECK(t->size_bytes() == ItemSize(b2) + ItemSize(c));
}

TEST_CASE("table: the LSI item-collection limit refuses growth, allows shrinking", "[table]") {
  Database db;
  Table* t = LsiTable(db);
  Item a = MakeItem("k", "1", 40);
  t->Put(a);
  const int64_t limit = ItemSize(a) + 30;
  Item grow = MakeItem("k", "2", 40);
  Status st = t->CheckCollectionLimit(grow, std::nullopt, limit);
  CHECK(st.code() == ErrorCode::kItemCollectionSizeLimitExceeded);
  Item small = MakeItem("k", "2", 1);
  CHECK(t->CheckCollectionLimit(small, std::nullopt, limit).ok());
  Item shrink = MakeItem("k", "1", 10);
  CHECK(t->CheckCollectionLimit(shrink, a, 1).ok());  // smaller than before: always allowed
  Item other = MakeItem("elsewhere", "1", 40);
  CHECK(t->CheckCollectionLimit(other, std::nullopt, limit).ok());  // another collection
}

TEST_CASE("database: a ClientRequestToken is remembered for its window, then forgotten",
          "[table]") {
  keyscape::table::Database db;
  db.SetFixedClock(1000);
  db.RememberToken("t", {"request", "{}", db.Now()});
  db.SetFixedClock(1600);
  const auto* use = db.RecallToken("t", 600);
  REQUIRE(use != nullptr);
  CHECK(use->request == "request");
  CHECK(db.RecallToken("other", 600) == nullptr);
  db.SetFixedClock(1600.5);
  CHECK(db.RecallToken("t", 600) == nullptr);
}
