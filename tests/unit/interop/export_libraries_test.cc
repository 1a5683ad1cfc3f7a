// The library exports (electrodb, onetable, dynamodb-toolbox, sdk-js): what each writes for
// the template forms, and the errors where a library cannot say what the design says.
// tests/exports/ runs the real libraries on the examples; these cases pin the forms and the
// errors no example has, among them a GSI with a multi-attribute key.
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "test_support.h"

using namespace keyscape;
using namespace keyscape::testing;

namespace {

// Orders: a padded number, an iso8601 date in the table key, an optional status in a GSI.
const char kOrders[] = R"J({"format":"keyscape-model","version":1,"name":"Orders & Co",
 "tables":[{"name":"Orders","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"},
   "globalSecondaryIndexes":[{"name":"ByStatus","partitionKey":{"name":"GSI1PK","type":"S"},
     "sortKey":{"name":"GSI1SK","type":"S"},"projection":{"type":"ALL"}}]}],
 "entities":[{"name":"Order","table":"Orders","attributes":{"c":{"type":"S"},"n":{"type":"N"},
   "at":{"type":"S","format":"iso8601"},"status":{"type":"S","required":false}},
   "keys":{"PK":"C#${c}","SK":"ORDER#${at|iso8601}#${n|pad(3)}","GSI1PK":"STATUS#${status}","GSI1SK":"${n|pad(3)}"}}],
 "items":[{"entity":"Order","values":{"c":"a","n":7,"at":"2026-01-01T10:00:00+01:00","status":"OPEN"}}],
 "accessPatterns":[
  {"name":"orders of c","table":"Orders","operation":"Query","key":{"partition":"C#${c}"},"parameters":{"c":"a"}},
  {"name":"Orders of C","table":"Orders","operation":"Query","key":{"partition":"C#${c}"},"parameters":{"c":"b"}}]})J";

// A GSI keyed by two partition attributes and one sort attribute (DynamoDB, November 2025).
const char kMultiKey[] = R"J({"format":"keyscape-model","version":1,"name":"Multi key",
 "tables":[{"name":"Games","partitionKey":{"name":"PK","type":"S"},"sortKey":{"name":"SK","type":"S"},
   "globalSecondaryIndexes":[{"name":"ByTournament",
     "partitionKey":[{"name":"tournament","type":"S"},{"name":"region","type":"S"}],
     "sortKey":[{"name":"round","type":"N"}],"projection":{"type":"ALL"}}]}],
 "entities":[{"name":"Match","table":"Games","attributes":{"id":{"type":"S"},
   "tournament":{"type":"S"},"region":{"type":"S"},"round":{"type":"N"}},
   "keys":{"PK":"MATCH#${id}","SK":"#META"}}],
 "items":[{"entity":"Match","values":{"id":"m1","tournament":"spring","region":"eu","round":2}}],
 "accessPatterns":[{"name":"rounds","table":"Games","index":"ByTournament","operation":"Query",
   "key":{"partition":"${tournament}"},"parameters":{"tournament":"spring","region":"eu"}}]})J";

std::string ExportBody(const std::string& model, const std::string& format) {
  return R"J({"format":")J" + format + R"J(","model":)J" + model + "}";
}

std::string Text(const std::string& model, const std::string& format) {
  Engine e;
  return StrOf(CallOk(e, "keyscape:Export", ExportBody(model, format)), "text");
}

std::string Error(const std::string& model, const std::string& format) {
  Engine e;
  return CallFail(e, "keyscape:Export", ExportBody(model, format));
}

std::string Replaced(std::string s, const std::string& from, const std::string& to) {
  const size_t at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("library exports: registered, named from the design, deterministic", "[export]") {
  const std::pair<const char*, const char*> formats[] = {
      {"electrodb", "orders-co.electrodb.ts"},
      {"onetable", "orders-co.onetable.ts"},
      {"dynamodb-toolbox", "orders-co.toolbox.ts"},
      {"sdk-js", "orders-co.sdk.ts"}};
  for (const auto& [f, file] : formats) {
    INFO(f);
    Engine e;
    const base::Json a = CallOk(e, "keyscape:Export", ExportBody(kOrders, f));
    CHECK(StrOf(a, "mediaType") == "text/typescript");
    CHECK(StrOf(a, "fileName") == file);
    CHECK(Text(kOrders, f) == StrOf(a, "text"));
  }
}

TEST_CASE("electrodb export: templates, casing none, padding, computed composites", "[export]") {
  const std::string t = Text(kOrders, "electrodb");
  // Four keys, each with casing "none" (ElectroDB lower-cases keys by default).
  CHECK(Count(t, "casing: \"none\"") == 4);
  CHECK(Has(t, R"(template: "C#${c}")"));
  // n is padded the same way in both its uses: ElectroDB's own padding.
  CHECK(Has(t, R"(n: { type: "number", required: true, padding: { length: 3, char: "0" } })"));
  CHECK(Has(t, R"(template: "ORDER#${at__iso8601}#${n}")"));
  // iso8601 in the table key: a watched attribute, and a reported gap with its keyInputs.
  CHECK(Has(t, R"(watch: ["at"])"));
  CHECK(Has(t, R"(kind: "input", keys: ["SK"])"));
  CHECK(Has(t, "at__iso8601: ksIso8601(String(v.at))"));
  CHECK(Has(t, "function ksIso8601("));
  CHECK_FALSE(Has(t, "function ksUpper("));  // only the filters used
  // status is optional: the GSI has a condition, and one key can be rendered without the
  // other, which ElectroDB refuses: a "together" gap.
  CHECK(Has(t, "condition: (a) => a.status !== undefined && a.n !== undefined"));
  CHECK(Has(t, R"(kind: "together", keys: ["GSI1PK", "GSI1SK"])"));
  // A lone placeholder is cast to string, else ElectroDB stores n itself (7, unpadded).
  CHECK(Has(t, R"(template: "${n}", casing: "none", cast: "string" })"));
  CHECK(Has(t, "export function ordersService(client?: DocumentClient)"));
}

TEST_CASE("electrodb export: what ElectroDB cannot say is an error naming the part", "[export]") {
  CHECK(
      Has(Error(Replaced(kOrders, R"J("PK":"C#${c}")J", R"J("PK":"C$${x}#${c}")J"), "electrodb"),
          "electrodb: entity Order: key PK: template C$${x}#${c} has the literal text \\\"${\\\""));
}

TEST_CASE("onetable export: value templates where OneTable spells them", "[export]") {
  const std::string t = Text(kOrders, "onetable");
  CHECK(Has(t, R"(PK: { type: String, value: "C#${c}" })"));
  CHECK(Has(t, R"(GSI1SK: { type: String, value: "${n:3:0}" })"));
  // iso8601: a value: true field the table's value function renders.
  CHECK(Has(t, "SK: { type: String, value: true }"));
  CHECK(Has(t, R"(if (modelName === "Order" && fieldName === "SK"))"));
  CHECK(Has(t, "ksIso8601(String(p.at))"));
  CHECK(Has(t, "ksPad(String(p.n), 3, \"0\")"));
  CHECK(Has(t, R"(status: { type: String, required: false })"));
  CHECK(Has(t, "partial: false, value: ordersValue"));
  // A fill OneTable's ${name:N:c} cannot spell (':' splits it) is computed too.
  CHECK(Has(Text(Replaced(kOrders, "${n|pad(3)}\"}}]", "${n|pad(3,:)}\"}}]"), "onetable"),
            "GSI1SK: { type: String, value: true }"));
}

TEST_CASE("dynamodb-toolbox export: key inputs, linked keys, sparse index keys", "[export]") {
  const std::string t = Text(kOrders, "dynamodb-toolbox");
  CHECK(Has(t, "c: string().key(),"));
  CHECK(Has(t, "n: number().key(),"));
  CHECK(Has(t, "status: string().optional(),"));
  CHECK(Has(t, "PK: string().key().link<typeof s>((v) =>\n    \"C#\" + String(v.c),"));
  CHECK(Has(t, "(v.status !== undefined ? \"STATUS#\" + String(v.status) : undefined)"));
  CHECK(Has(t, "timestamps: false,\n  entityAttribute: false,"));
}

// Tables "Orders" and "orders", entities "Order" and "order": names that clash once cased.
// The second table is keyed by an N attribute that is the entity's own attribute.
const char kClash[] = R"J({"format":"keyscape-model","version":1,"name":"Clash",
 "tables":[{"name":"Orders","partitionKey":{"name":"PK","type":"S"}},
   {"name":"orders","partitionKey":{"name":"id","type":"N"}}],
 "entities":[{"name":"Order","table":"Orders","attributes":{"c":{"type":"S"}},"keys":{"PK":"C#${c}"}},
   {"name":"order","table":"orders","attributes":{"id":{"type":"N"}},"keys":{"id":"${id}"}}],
 "items":[{"entity":"Order","values":{"c":"a"}},{"entity":"order","values":{"id":1}}],
 "accessPatterns":[]})J";

TEST_CASE("library exports: names that clash once cased get distinct identifiers", "[export]") {
  const std::string e = Text(kClash, "electrodb");
  CHECK(Count(e, "export const OrderEntity = ") == 1);
  CHECK(Count(e, "export const Order2Entity = ") == 1);
  CHECK(Has(e, "  Order: OrderEntity,\n  order: Order2Entity,\n"));  // `entities`
  CHECK(Count(e, "export function ordersService(") == 1);
  CHECK(Has(e,
            "export function orders2Service(client?: DocumentClient) {\n"
            "  return new Service(\n    {\n      order2: Order2Entity,\n"));

  const std::string o = Text(kClash, "onetable");
  CHECK(Count(o, "export const OrdersSchema = ") == 1);
  CHECK(Count(o, "export const Orders2Schema = ") == 1);
  CHECK(Has(o, "export function ordersTable(client: DynamoDBClient): Table<typeof OrdersSchema>"));
  CHECK(
      Has(o, "export function orders2Table(client: DynamoDBClient): Table<typeof Orders2Schema>"));
  CHECK(Has(o, "    Orders: ordersTable(client),\n    orders: orders2Table(client),\n"));

  const std::string t = Text(kClash, "dynamodb-toolbox");
  CHECK(Count(t, "export const OrdersTable = ") == 1);
  CHECK(Has(t, "export const Orders2Table = new Table({\n  name: \"orders\",\n"));
  CHECK(Has(t,
            "export const OrderEntity = new Entity({\n  name: \"Order\",\n"
            "  table: OrdersTable,\n  schema: orderSchema,\n"));
  CHECK(Has(t,
            "export const Order2Entity = new Entity({\n  name: \"order\",\n"
            "  table: Orders2Table,\n  schema: order2Schema,\n"));
  // Its only key is the attribute itself: no .and(), whose empty object toolbox would type
  // as an index signature, hiding the key attribute (tsc then wants a computeKey).
  CHECK(Has(t, "const order2Schema = item({\n  id: number().key(),\n});\n"));
  CHECK(
      Has(t, "  OrdersTable.documentClient = client;\n  Orders2Table.documentClient = client;\n"));
}

TEST_CASE("sdk-js export: one function per pattern with the compiled request", "[export]") {
  const std::string t = Text(kOrders, "sdk-js");
  CHECK(Has(
      t, "export async function ordersOfC(client: DynamoDBClient): Promise<QueryCommandOutput>"));
  CHECK(Has(t, "export async function ordersOfC2("));  // names made distinct
  CHECK(Has(t, "\"orders of c\": ordersOfC,\n  \"Orders of C\": ordersOfC2,"));
  // A pattern named like the module's own functions gets another name.
  const std::string own =
      Text(Replaced(kOrders, R"J("name":"Orders of C")J", R"J("name":"make client")J"), "sdk-js");
  CHECK(Count(own, "function makeClient(") == 1);
  CHECK(Has(own, "export async function makeClient2(client: DynamoDBClient)"));
  CHECK(Has(t, "KeyConditionExpression: \"#pk = :pk\","));
  CHECK(Has(t, "\":pk\": { S: \"C#a\" },"));  // short objects on one line
  CHECK_FALSE(Has(t, "ksBytes"));
  // A binary key value is a Uint8Array for the SDK.
  std::string binary = Replaced(kOrders, R"J("partitionKey":{"name":"PK","type":"S"})J",
                                R"J("partitionKey":{"name":"PK","type":"B"})J");
  binary = Replaced(binary, R"J("PK":"C#${c}")J", R"J("PK":"${c}")J");
  binary = Replaced(binary, R"J("values":{"c":"a")J", R"J("values":{"c":"AAE=")J");
  binary = Replaced(binary, R"J("partition":"C#${c}"},"parameters":{"c":"a"})J",
                    R"J("partition":"${c}"},"parameters":{"c":"AAE="})J");
  const std::string b = Text(binary, "sdk-js");
  CHECK(Has(b, "B: ksBytes(\"AAE=\")"));
  CHECK(Has(b, "function ksBytes(base64: string): Uint8Array"));
}

TEST_CASE("library exports: a multi-attribute GSI key is refused where the library cannot say it",
          "[export]") {
  CHECK(Has(Error(kMultiKey, "onetable"),
            "onetable: table Games index ByTournament has a "
            "multi-attribute key, which a OneTable index cannot "
            "express"));
  CHECK(Has(Error(kMultiKey, "dynamodb-toolbox"),
            "dynamodb-toolbox: table Games index ByTournament: a multi-attribute key"));
  // sdk-js sends the compiled request as it is: both partition attributes in the condition.
  const std::string sdk = Text(kMultiKey, "sdk-js");
  CHECK(Has(sdk, "#pk = :pk AND #pk2 = :pk2"));
}
