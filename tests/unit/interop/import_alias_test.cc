// NoSQL Workbench import of key templates held in KeyAttributeAlias (what the
// nosql-workbench export writes): an alias that is a template every item of the facet fits
// becomes the key's template, for the table keys and for index keys; Workbench's own
// aliases (names such as "PK") and templates the items contradict do not.
#include <catch2/catch.hpp>
#include <string>

#include "keyscape/interop/import/workbench.h"
#include "test_support.h"

using namespace keyscape::base;
using namespace keyscape::model;
using namespace keyscape::interop;
using namespace keyscape::testing;

namespace {

// One table PK/SK with a GSI on G1PK, one facet with these aliases and items.
ImportResult ImportFacet(const std::string& aliases, const std::string& items) {
  const std::string doc =
      R"({"ModelName":"m","ModelMetadata":{"Version":"3.0","AWSService":"Amazon DynamoDB"},)"
      R"("DataModel":[{"TableName":"T","KeyAttributes":{"PartitionKey":{"AttributeName":"PK","AttributeType":"S"},)"
      R"("SortKey":{"AttributeName":"SK","AttributeType":"S"}},)"
      R"("NonKeyAttributes":[{"AttributeName":"G1PK","AttributeType":"S"},{"AttributeName":"n","AttributeType":"N"}],)"
      R"("GlobalSecondaryIndexes":[{"IndexName":"G1","KeyAttributes":{"PartitionKey":{"AttributeName":"G1PK","AttributeType":"S"}},)"
      R"("Projection":{"ProjectionType":"ALL"}}],)"
      R"("TableFacets":[{"FacetName":"Order","KeyAttributeAlias":)" +
      aliases + R"(,"TableData":)" + items + R"(,"NonKeyAttributes":["n"]}]}]})";
  Result<ImportResult> r = ImportWorkbench(MustParse(doc));
  INFO(doc);
  REQUIRE(r.ok());
  REQUIRE(r->design.entities.size() == 1);
  return *std::move(r);
}

std::string TemplateOf(const Entity& e, const std::string& attribute) {
  const EntityKey* k = e.FindKey(attribute);
  return k ? k->key_template.text() : "(none)";
}

}  // namespace

TEST_CASE("import: key templates from KeyAttributeAlias", "[import]") {
  const ImportResult r = ImportFacet(
      R"({"PartitionKeyAlias":"CUSTOMER#${customerId}","SortKeyAlias":"ORDER#${n|pad(4)}","G1PK":"STATUS#${status}"})",
      R"([{"PK":{"S":"CUSTOMER#c1"},"SK":{"S":"ORDER#0007"},"G1PK":{"S":"STATUS#OPEN"},"n":{"N":"7"}}])");
  const Entity& e = r.design.entities[0];
  CHECK(TemplateOf(e, "PK") == "CUSTOMER#${customerId}");
  CHECK(TemplateOf(e, "SK") == "ORDER#${n|pad(4)}");
  CHECK(TemplateOf(e, "G1PK") == "STATUS#${status}");
  // Every attribute a template names is defined, typed from the table's attributes.
  REQUIRE(e.FindAttribute("customerId"));
  REQUIRE(e.FindAttribute("n"));
  CHECK(e.FindAttribute("n")->type == keyscape::value::AttrType::kN);
  CHECK(e.FindAttribute("status"));
  CHECK_FALSE(e.description);  // every alias was a template
  CHECK(r.notes[0] ==
        "entity Order: PK takes the template CUSTOMER#${customerId} from its KeyAttributeAlias");
}

TEST_CASE("import: a literal alias is a template when the items carry it", "[import]") {
  const std::string items = R"([{"PK":{"S":"CUSTOMER#c1"},"SK":{"S":"#PROFILE"}}])";
  const ImportResult r =
      ImportFacet(R"({"PartitionKeyAlias":"CUSTOMER#${id}","SortKeyAlias":"#PROFILE"})", items);
  CHECK(TemplateOf(r.design.entities[0], "SK") == "#PROFILE");
  // Without items, "#PROFILE" does not read as a name either; "Profile" does.
  CHECK(TemplateOf(ImportFacet(R"({"SortKeyAlias":"#PROFILE"})", "[]").design.entities[0], "SK") ==
        "#PROFILE");
  CHECK(TemplateOf(ImportFacet(R"({"SortKeyAlias":"Profile"})", "[]").design.entities[0], "SK") ==
        "${SK}");
}

TEST_CASE("import: Workbench's own aliases and contradicted templates stay descriptions",
          "[import]") {
  const std::string items =
      R"([{"PK":{"S":"c#1"},"SK":{"S":"c#1"}},{"PK":{"S":"c#2"},"SK":{"S":"c#2"}}])";
  const ImportResult names =
      ImportFacet(R"({"PartitionKeyAlias":"PK","SortKeyAlias":"SK"})", items);
  CHECK(TemplateOf(names.design.entities[0], "PK") == "c#${c}");  // proposed from the items
  CHECK(*names.design.entities[0].description ==
        "NoSQL Workbench key aliases: PartitionKeyAlias = PK; SortKeyAlias = SK");
  // The items do not fit ORDER#${o}: the template is proposed from them instead.
  const ImportResult wrong = ImportFacet(R"({"PartitionKeyAlias":"ORDER#${o}"})", items);
  CHECK(TemplateOf(wrong.design.entities[0], "PK") == "c#${c}");
  CHECK(*wrong.design.entities[0].description ==
        "NoSQL Workbench key aliases: PartitionKeyAlias = ORDER#${o}");
  CHECK(TemplateOf(wrong.design.entities[0], "G1PK") == "(none)");
}
