// The key template engine (core/include/keyscape/model/key_template.h) and the ISO 8601
// reader its iso8601 filter uses. The operation and its messages are also covered by the
// golden vectors tests/vectors/template_*.json.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "keyscape/model/key_template.h"
#include "keyscape/model/time_format.h"

using namespace keyscape::model;
using keyscape::value::AttrType;

namespace {

KeyTemplate T(std::string_view text) {
  auto t = KeyTemplate::Parse(text);
  INFO(text);
  REQUIRE(t.ok());
  return std::move(t).value();
}

std::string ParseError(std::string_view text) {
  return KeyTemplate::Parse(text).status().message();
}

std::string RenderOrError(std::string_view text, const TemplateValues& v) {
  auto r = T(text).Render(v);
  return r.ok() ? *r : "error: " + r.status().message();
}

std::string PrefixOrError(std::string_view text, const TemplateValues& v) {
  auto r = T(text).Prefix(v);
  return r.ok() ? *r : "error: " + r.status().message();
}

int64_t Millis(std::string_view text) {
  int64_t ms = -1;
  INFO(text);
  REQUIRE(ParseIso8601(text, &ms));
  return ms;
}

}  // namespace

TEST_CASE("template: parts, $$ and filters", "[model][template]") {
  KeyTemplate t = T("CUSTOMER#${customerId}#ORDER#${orderNo|pad(10)}");
  REQUIRE(t.parts().size() == 4);
  CHECK(t.parts()[0].text == "CUSTOMER#");
  CHECK_FALSE(t.parts()[0].placeholder);
  CHECK(t.parts()[1].placeholder);
  CHECK(t.parts()[1].text == "customerId");
  CHECK(t.parts()[1].filters.empty());
  REQUIRE(t.parts()[3].filters.size() == 1);
  CHECK(t.parts()[3].filters[0].kind == TemplateFilter::Kind::kPad);
  CHECK(t.parts()[3].filters[0].width == 10);
  CHECK(t.parts()[3].filters[0].fill == '0');
  CHECK(t.text() == "CUSTOMER#${customerId}#ORDER#${orderNo|pad(10)}");
  CHECK(t.Attributes() == std::vector<std::string>{"customerId", "orderNo"});
  CHECK_FALSE(t.IsSinglePlaceholder());

  KeyTemplate d = T("PRICE$$${amount}$5$");
  REQUIRE(d.parts().size() == 3);
  CHECK(d.parts()[0].text == "PRICE$");
  CHECK(d.parts()[2].text == "$5$");  // a lone $ is literal text
  CHECK(*d.Render({{"amount", "9"}}) == "PRICE$9$5$");

  KeyTemplate f = T("${a|pad(4,#)|upper|lower|iso8601}");
  REQUIRE(f.parts()[0].filters.size() == 4);
  CHECK(f.parts()[0].filters[0].fill == '#');
  CHECK(f.parts()[0].filters[1].kind == TemplateFilter::Kind::kUpper);
  CHECK(f.parts()[0].filters[2].kind == TemplateFilter::Kind::kLower);
  CHECK(f.parts()[0].filters[3].kind == TemplateFilter::Kind::kIso8601);
  CHECK(f.IsSinglePlaceholder());
  CHECK(T("#PROFILE").Attributes().empty());
  CHECK(T("${a}#${b}#${a}").Attributes() == std::vector<std::string>{"a", "b"});
  CHECK(T("${x|pad(3, )}").parts()[0].filters[0].fill == ' ');
}

TEST_CASE("template: fixed widths", "[model][template]") {
  KeyTemplate t = T("A${a|pad(4)}${b|iso8601}${c|upper}${d|iso8601|pad(25,x)|lower}");
  CHECK_FALSE(t.FixedWidth(0));  // a literal
  CHECK(t.FixedWidth(1) == 4u);
  CHECK(t.FixedWidth(2) == kIso8601Width);
  CHECK_FALSE(t.FixedWidth(3));
  CHECK(t.FixedWidth(4) == 25u);
  CHECK_FALSE(t.FixedWidth(99));
}

TEST_CASE("template: syntax errors name the offset", "[model][template]") {
  CHECK(ParseError("") == "key template is empty");
  CHECK(ParseError("A#${x") == "template A#${x: unclosed ${ at offset 2");
  CHECK(ParseError("A#${}") == "template A#${}: empty attribute name at offset 4");
  CHECK(ParseError("${|upper}") == "template ${|upper}: empty attribute name at offset 2");
  CHECK(ParseError("${a${b}") ==
        "template ${a${b}: attribute name 'a${b' contains $ or { at offset 2");
  CHECK(ParseError("${a|}") == "template ${a|}: empty filter at offset 4");
  CHECK(ParseError("${a|upper|}") == "template ${a|upper|}: empty filter at offset 10");
  CHECK(ParseError("X${a|trim}") ==
        "template X${a|trim}: unknown filter 'trim' at offset 5 (filters: pad(N), pad(N,c), upper, "
        "lower, iso8601)");
  CHECK(ParseError("${a| upper}").find("unknown filter ' upper' at offset 4") != std::string::npos);
  const std::string pad_help =
      ": use pad(N) with N from 1 to 2048, or pad(N,c) with one printable ASCII character c";
  CHECK(ParseError("${n|pad}") ==
        "template ${n|pad}: bad pad arguments 'pad' at offset 4" + pad_help);
  for (const char* bad : {"pad()", "pad(0)", "pad(2049)", "pad(-1)", "pad(1.5)", "pad(10",
                          "pad(10,)", "pad(10,ab)", "pad(10,é)", "pad(00000)", "pad( 1)"}) {
    const std::string text = std::string("${n|") + bad + "}";
    INFO(text);
    CHECK(ParseError(text) ==
          "template " + text + ": bad pad arguments '" + bad + "' at offset 4" + pad_help);
  }
  CHECK(ParseError("A\xC3${a}") == "key template is not valid UTF-8 at offset 1");
  CHECK(ParseError("A#\xED\xA0\x80") ==
        "key template is not valid UTF-8 at offset 2");                            // surrogate
  CHECK(ParseError("\xC0\xAF") == "key template is not valid UTF-8 at offset 0");  // overlong
  CHECK(KeyTemplate::Parse("${n|pad(2048)}").ok());
  CHECK(KeyTemplate::Parse("${n|pad(0010)}").ok());
}

TEST_CASE("template: render inserts values through filters", "[model][template]") {
  CHECK(RenderOrError("ORDER#${orderNo|pad(10)}", {{"orderNo", "7"}}) == "ORDER#0000000007");
  CHECK(RenderOrError("${n|pad(3)}", {{"n", "123"}}) == "123");
  CHECK(RenderOrError("${s|pad(5,-)}", {{"s", "ab"}}) == "---ab");
  CHECK(RenderOrError("${s|pad(4,*)}", {{"s", "é"}}) == "***é");  // characters, not bytes
  CHECK(RenderOrError("${s|upper}", {{"s", "straße-é-x"}}) == "STRAßE-é-X");  // ASCII only
  CHECK(RenderOrError("${s|lower}", {{"s", "ÉCOLE-AB"}}) == "École-ab");
  CHECK(RenderOrError("${t|iso8601}", {{"t", "2026-06-23T12:00:00+02:00"}}) ==
        "2026-06-23T10:00:00Z");
  CHECK(RenderOrError("${t|iso8601}", {{"t", "2026-06-23"}}) == "2026-06-23T00:00:00Z");
  CHECK(RenderOrError("${t|iso8601|pad(22,_)}", {{"t", "2026-06-23T10:00:00.999Z"}}) ==
        "__2026-06-23T10:00:00Z");
  CHECK(RenderOrError("${s|pad(3)|upper}", {{"s", "a"}}) == "00A");
  CHECK(RenderOrError("U#${u}", {{"u", "Zoë 🙂"}, {"unused", "x"}}) == "U#Zoë 🙂");
  CHECK(RenderOrError("#PROFILE", {}) == "#PROFILE");
  CHECK(RenderOrError("${a}#${a}", {{"a", "x"}}) == "x#x");
  CHECK(RenderOrError("A#${a}", {{"a", ""}}) == "A#");
}

TEST_CASE("template: render errors name the template and the attribute", "[model][template]") {
  CHECK(RenderOrError("ORDER#${orderNo|pad(10)}", {}) ==
        "error: template ORDER#${orderNo|pad(10)}: attribute orderNo is missing");
  CHECK(RenderOrError("ORDER#${orderNo|pad(10)}", {{"orderNo", "12345678901"}}) ==
        "error: template ORDER#${orderNo|pad(10)}: value 12345678901 of orderNo is longer than "
        "pad(10)");
  CHECK(RenderOrError("${n|pad(4,x)}", {{"n", "abcde"}}) ==
        "error: template ${n|pad(4,x)}: value abcde of n is longer than pad(4,x)");
  CHECK(RenderOrError("${n|pad(4)}", {{"n", "-5"}}) ==
        "error: template ${n|pad(4)}: value -5 of n is a negative number, which pad(4) cannot "
        "keep in order");
  CHECK(RenderOrError("${n|pad(4)}", {{"n", "-x"}}) == "00-x");  // not a number
  CHECK(RenderOrError("${n}#", {{"n", "a\xBC"}}) ==
        "error: template ${n}#: the value of n is not valid UTF-8");
  CHECK(RenderOrError("E#${at|iso8601}", {{"at", "tomorrow"}}) ==
        "error: template E#${at|iso8601}: value tomorrow of at is not an ISO 8601 date-time "
        "(like 2026-06-23T10:00:00Z)");
  CHECK(RenderOrError("E#${at|iso8601}", {{"at", "2026-06"}}).rfind("error: ", 0) == 0);
  CHECK(RenderOrError("C#${c}#O#${o}", {{"c", "a#O#b"}, {"o", "1"}}) ==
        "error: template C#${c}#O#${o}: value a#O#b of c contains '#O#', the text that follows "
        "${c}, so the key could not be parsed back");
  CHECK(RenderOrError("C#${c}##${o}", {{"c", "a#"}, {"o", "1"}}) ==
        "error: template C#${c}##${o}: value a# of c ends with the start of '##', the text "
        "that follows ${c}, so the key could not be parsed back");
  // The delimiter rule is about the rendered text, and a fixed width is exempt.
  CHECK(RenderOrError("${c|upper}#X", {{"c", "a#x"}}).rfind("error: ", 0) == 0);
  CHECK(RenderOrError("${c|pad(4,#)}#${d}", {{"c", "1"}, {"d", "2"}}) == "###1#2");
  CHECK(RenderOrError("${c}#", {{"c", "a#b"}}).rfind("error: ", 0) == 0);
  CHECK(RenderOrError("X#${c}", {{"c", "a#b"}}) == "X#a#b");  // nothing follows
}

TEST_CASE("template: parse splits keys", "[model][template]") {
  KeyTemplate t = T("CUSTOMER#${customerId}#ORDER#${orderNo|pad(10)}");
  auto v = t.ParseKey("CUSTOMER#c_01#ORDER#0000000007");
  REQUIRE(v.ok());
  CHECK(*v == TemplateValues{{"customerId", "c_01"}, {"orderNo", "7"}});
  CHECK(*T("${n|pad(10)}").ParseKey("0000000000") == TemplateValues{{"n", "0"}});
  CHECK(*T("${n|pad(6)}").ParseKey("0003.5") == TemplateValues{{"n", "3.5"}});
  CHECK(*T("${n|pad(6)}").ParseKey("0000.5") == TemplateValues{{"n", "0.5"}});
  CHECK(*T("${n|pad(6,#)}").ParseKey("####ab") == TemplateValues{{"n", "ab"}});
  CHECK(*T("${n|pad(4,#)}").ParseKey("####") == TemplateValues{{"n", ""}});
  // Fixed width: two placeholders without literal text between them.
  CHECK(*T("${y|pad(4)}${m|pad(2)}${rest}").ParseKey("20260623") ==
        TemplateValues{{"y", "2026"}, {"m", "6"}, {"rest", "23"}});
  CHECK(*T("${at|iso8601}${id}").ParseKey("2026-06-23T10:00:00Zabc") ==
        TemplateValues{{"at", "2026-06-23T10:00:00Z"}, {"id", "abc"}});
  CHECK(*T("${s|pad(3,*)}#${t}").ParseKey("**é#x") == TemplateValues{{"s", "é"}, {"t", "x"}});
  // The last placeholder takes the rest, delimiters and all.
  CHECK(*T("A#${a}#${b}").ParseKey("A#x#y#z") == TemplateValues{{"a", "x"}, {"b", "y#z"}});
  CHECK(*T("#PROFILE").ParseKey("#PROFILE") == TemplateValues{});
  CHECK(*T("U#${u}").ParseKey("U#Zoë 🙂") == TemplateValues{{"u", "Zoë 🙂"}});
  // An attribute used twice takes the value that renders both of its segments.
  CHECK(*T("${a|upper}#${a}").ParseKey("ABC#abc") == TemplateValues{{"a", "abc"}});
  CHECK(*T("${a|upper}#${a|pad(3)}").ParseKey("AB#0ab") == TemplateValues{{"a", "ab"}});
  CHECK(*T("${a|upper}").ParseKey("ABC") == TemplateValues{{"a", "ABC"}});
  // When the best undoing does not render, fewer fill characters are removed.
  CHECK(*T("${n|pad(4)}").ParseKey("00-5") == TemplateValues{{"n", "0-5"}});
  CHECK(*T("${t|iso8601|pad(22,2)}").ParseKey("222026-06-23T10:00:00Z") ==
        TemplateValues{{"t", "2026-06-23T10:00:00Z"}});
  CHECK(*T("${t|iso8601|lower}").ParseKey("2026-06-23t10:00:00z") ==
        TemplateValues{{"t", "2026-06-23t10:00:00z"}});
}

TEST_CASE("template: parse errors say why", "[model][template]") {
  auto error = [](std::string_view text, std::string_view key) {
    auto r = T(text).ParseKey(key);
    return r.ok() ? std::string("ok") : r.status().message();
  };
  CHECK(error("${n|pad(6)}\xC2\xBC" "3", "000000\xBC" "3") ==
        "template ${n|pad(6)}\xC2\xBC" "3: the key is not valid UTF-8 at offset 6");
  CHECK(error("${a}${b}", "xy") ==
        "template ${a}${b}: keys cannot be parsed: ${a} and ${b} have no literal text between "
        "them (give ${a} a fixed width with pad(N))");
  CHECK(error("C#${c}", "X#1") ==
        "template C#${c}: key X#1 does not fit: expected 'C#' at offset 0");
  CHECK(error("C#${c}#O", "C#1") ==
        "template C#${c}#O: key C#1 does not fit: expected '#O' after ${c} at offset 2");
  CHECK(error("C#${n|pad(4)}", "C#12") ==
        "template C#${n|pad(4)}: key C#12 does not fit: ${n} needs 4 characters at offset 2, and "
        "only 2 are left");
  CHECK(error("C#${n|pad(2)}", "C#123") ==
        "template C#${n|pad(2)}: key C#123 does not fit: unexpected text '3' at offset 4, after "
        "the end of the template");
  CHECK(error("${a|upper}", "AbC") ==
        "template ${a|upper}: key AbC does not fit: AbC at offset 0 is not what ${a} renders for "
        "AbC (ABC)");
  CHECK(error("${a|iso8601}", "2026-06-23T10:00:00+") ==
        "template ${a|iso8601}: key 2026-06-23T10:00:00+ does not fit: value 2026-06-23T10:00:00+ "
        "of a is not an ISO 8601 date-time (like 2026-06-23T10:00:00Z)");
  CHECK(error("${a}#${a}", "x#y") ==
        "template ${a}#${a}: key x#y does not fit: y at offset 2 is not what ${a} renders for x "
        "(x)");
  CHECK(error("${n|pad(4)}", "-005").find("value -005 of n is a negative number") !=
        std::string::npos);
}

TEST_CASE("template: what renders parses back, and what parses renders back", "[model][template]") {
  struct Case {
    const char* text;
    TemplateValues values;
  };
  const Case cases[] = {
      {"CUSTOMER#${c}#ORDER#${n|pad(10)}", {{"c", "c_01"}, {"n", "42"}}},
      {"${a}##${b}", {{"a", "x"}, {"b", "##"}}},
      {"$$${a}$$", {{"a", "x"}}},
      {"${y|pad(4)}${m|pad(2)}-${d}", {{"y", "2026"}, {"m", "6"}, {"d", "23-x"}}},
      {"U#${u|pad(8,.)}#${v}", {{"u", "Zoë"}, {"v", "🙂"}}},
      {"${n|pad(3)}", {{"n", "0"}}},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    KeyTemplate t = T(c.text);
    auto key = t.Render(c.values);
    REQUIRE(key.ok());
    auto back = t.ParseKey(*key);
    REQUIRE(back.ok());
    CHECK(*back == c.values);
    CHECK(*t.Render(*back) == *key);
  }
  CHECK_FALSE(T("${a}##${b}").Render({{"a", "x#"}, {"b", "##"}}).ok());  // a ends with '#'
  CHECK_FALSE(T("$$${a}$$").Render({{"a", "$"}}).ok());
}

TEST_CASE("template: prefix for begins_with", "[model][template]") {
  CHECK(PrefixOrError("EVT#${at}#${id}", {}) == "EVT#");
  CHECK(PrefixOrError("EVT#${at}#${id}", {{"at", "2026-06"}}) == "EVT#2026-06");
  CHECK(PrefixOrError("EVT#${at}#${id}", {{"at", "2026-06"}, {"id", "7"}}) == "EVT#2026-06#7");
  CHECK(PrefixOrError("USER#${id}#PROFILE", {{"id", "1"}}) == "USER#1");
  CHECK(PrefixOrError("#PROFILE", {}) == "#PROFILE");
  CHECK(PrefixOrError("${a}#${b}", {}) == "");
  CHECK(PrefixOrError("ORDER#${n|pad(10)}", {{"n", "7"}}) == "ORDER#0000000007");
  CHECK(PrefixOrError("E#${at|iso8601}#${id}", {{"at", "2026-06"}}) == "E#2026-06");
  CHECK(PrefixOrError("E#${at|iso8601}#${id}", {{"at", "2026-06-23"}}) == "E#2026-06-23");
  CHECK(PrefixOrError("E#${at|iso8601}#${id}", {{"at", "2026-06-23T12:00:00+02:00"}}) ==
        "E#2026-06-23T10:00:00Z");
  CHECK(PrefixOrError("E#${at|iso8601}#${id}", {{"at", "2026-06"}, {"id", "x"}}) ==
        "error: template E#${at|iso8601}#${id}: value 2026-06 of at is not an ISO 8601 "
        "date-time (like 2026-06-23T10:00:00Z)");
  // A pad after iso8601 would move a partial date: the date is normalised instead.
  CHECK(PrefixOrError("E#${at|iso8601|pad(25)}", {{"at", "2026-06-23"}}) ==
        "E#000002026-06-23T00:00:00Z");
  CHECK(PrefixOrError("E#${at|iso8601|upper}", {{"at", "2026-06"}}) == "E#2026-06");
  CHECK(PrefixOrError("S#${s|upper}", {{"s", "ab"}}) == "S#AB");
  CHECK(PrefixOrError("${a}#${b}#${a}", {{"a", "x"}}) == "x");
  CHECK(PrefixOrError("EVT#${at}#${id}", {{"id", "7"}}) ==
        "error: template EVT#${at}#${id}: attribute id is given, but at, which comes before it, "
        "is missing");
  CHECK(PrefixOrError("EVT#${at}#${id}", {{"atx", "7"}}) ==
        "error: template EVT#${at}#${id}: attribute atx is not in the template");
  CHECK(PrefixOrError("EVT#${at}#${id}", {{"at", "2026#1"}}).rfind("error: ", 0) == 0);
  CHECK(PrefixOrError("ORDER#${n|pad(2)}", {{"n", "123"}}).rfind("error: ", 0) == 0);
}

TEST_CASE("template: N and B key attributes need one placeholder", "[model][template]") {
  CHECK(T("${n}").CheckKeyType(AttrType::kN).ok());
  CHECK(T("${n|pad(4)}").CheckKeyType(AttrType::kB).ok());
  CHECK(T("N#${n}").CheckKeyType(AttrType::kS).ok());
  CHECK(T("N#${n}").CheckKeyType(AttrType::kN).message() ==
        "template N#${n}: a key attribute of type N must be exactly one placeholder, like ${n}");
  CHECK(T("${a}${b}").CheckKeyType(AttrType::kB).message() ==
        "template ${a}${b}: a key attribute of type B must be exactly one placeholder, like ${a}");
  CHECK(T("CONST").CheckKeyType(AttrType::kN).message() ==
        "template CONST: a key attribute of type N must be exactly one placeholder, like ${name}");
}

TEST_CASE("template: ISO 8601 as people type it", "[model][template]") {
  const int64_t ten = Millis("2026-06-23T10:00:00Z");
  CHECK(FormatIso8601(ten) == "2026-06-23T10:00:00Z");
  CHECK(Millis("2026-06-23T12:00:00+02:00") == ten);
  CHECK(Millis("2026-06-23T12:00:00+0200") == ten);
  CHECK(Millis("2026-06-23T12:00:00+02") == ten);
  CHECK(Millis("2026-06-23T05:30:00-04:30") == ten);
  CHECK(Millis("2026-06-23T10:00:00-00:00") == ten);
  CHECK(Millis("2026-06-23T10:00Z") == ten);
  CHECK(Millis("2026-06-23t10:00:00z") == ten);
  CHECK(Millis("2026-06-23T10:00:00.5Z") == ten + 500);
  CHECK(Millis("2026-06-23T10:00:00,25Z") == ten + 250);
  CHECK(Millis("2026-06-23T10:00:00.123456789Z") == ten + 123);
  CHECK(Millis("2026-06-23") == ten - 10 * 3600000);
  CHECK(Millis("2026-06-24T01:00:00+15:00") == ten);
  CHECK(Millis("2024-02-29T00:00:00Z") == 1709164800000);
  CHECK(FormatIso8601(Millis("0000-01-01T00:00:00Z")) == "0000-01-01T00:00:00Z");
  CHECK(FormatIso8601(Millis("9999-12-31T23:59:59.999Z")) == "9999-12-31T23:59:59Z");
  int64_t ms = 0;
  for (const char* bad : {"",
                          "2026",
                          "2026-06",
                          "2026-6-23",
                          "2026-06-23T",
                          "2026-06-23T10",
                          "2026-06-23T10:00",
                          "2026-06-23T10:00:00",
                          "2026-06-23 10:00:00Z",
                          "2026-06-23x10:00:00Z",
                          "2026-06-23T24:00:00Z",
                          "2026-06-23T10:60:00Z",
                          "2026-06-23T10:00:60Z",
                          "2026-06-23T10:00:00.Z",
                          "2026-06-23T10:00:00+2:00",
                          "2026-06-23T10:00:00+02:",
                          "2026-06-23T10:00:00+24:00",
                          "2026-06-23T10:00:00+02:60",
                          "2026-06-23T10:00:00Zx",
                          "2025-02-29",
                          "2026-13-01",
                          "2026-00-10",
                          "2026-06-31",
                          "2026-06-00",
                          "9999-12-31T23:00:00-02:00",
                          "0000-01-01T00:00:00+01:00",
                          "+2026-06-23"}) {
    INFO(bad);
    CHECK_FALSE(ParseIso8601(bad, &ms));
  }
}
