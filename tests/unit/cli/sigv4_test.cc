// The SigV4 signer of `keyscape verify` (core/cli/aws/sigv4.h) against AWS's published SigV4
// test suite (aws-sig-v4-test-suite, as shipped in the AWS SDK for JavaScript's signer
// fixture): credentials AKIDEXAMPLE / wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY, region
// us-east-1, service "service", 2015-08-30T12:36:00Z. Every expected signature, canonical
// request and string-to-sign hash below is copied from that published text, never computed
// here. Native only: the signer uses OpenSSL and belongs to the native CLI.
#ifdef KEYSCAPE_HAVE_OPENSSL

#include "cli/aws/sigv4.h"

#include <catch2/catch.hpp>
#include <string>

namespace {

using keyscape::cli::sigv4::Credentials;
using keyscape::cli::sigv4::Request;
namespace sigv4 = keyscape::cli::sigv4;

const Credentials kSuite{"AKIDEXAMPLE", "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", ""};
constexpr char kDate[] = "20150830T123600Z";
constexpr char kScope[] =
    "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ";

Request SuiteRequest(const char* method) {
  Request r;
  r.method = method;
  r.headers = {{"Host", "example.amazonaws.com"}, {"X-Amz-Date", kDate}};
  return r;
}

std::string Authz(const Request& r, const Credentials& c = kSuite) {
  return sigv4::Authorization(r, c, kDate, "us-east-1", "service");
}

}  // namespace

TEST_CASE("sigv4: get-vanilla (canonical request, string to sign, signature)", "[sigv4]") {
  Request r = SuiteRequest("GET");
  CHECK(sigv4::CanonicalRequest(r) ==
        "GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\n"
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sigv4::StringToSign(r, kDate, "us-east-1", "service") ==
        "AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\n"
        "bb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63");
  CHECK(Authz(r) ==
        std::string(kScope) +
            "SignedHeaders=host;x-amz-date, "
            "Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31");
}

TEST_CASE("sigv4: post-vanilla", "[sigv4]") {
  CHECK(Authz(SuiteRequest("POST")) ==
        std::string(kScope) +
            "SignedHeaders=host;x-amz-date, "
            "Signature=5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b");
}

TEST_CASE("sigv4: post-x-www-form-urlencoded (a signed content type and a payload)", "[sigv4]") {
  Request r = SuiteRequest("POST");
  r.headers.insert(r.headers.begin(), {"Content-Type", "application/x-www-form-urlencoded"});
  r.payload = "Param1=value1";
  CHECK(Authz(r) ==
        std::string(kScope) +
            "SignedHeaders=content-type;host;x-amz-date, "
            "Signature=ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a");
}

TEST_CASE("sigv4: post-header-key-sort and header names lower-cased", "[sigv4]") {
  Request r = SuiteRequest("POST");
  r.headers.emplace_back("My-Header1", "value1");  // after X-Amz-Date: sorting must move it
  CHECK(sigv4::SignedHeaders(r) == "host;my-header1;x-amz-date");
  CHECK(Authz(r) ==
        std::string(kScope) +
            "SignedHeaders=host;my-header1;x-amz-date, "
            "Signature=c5410059b04c1ee005303aed430f6e6645f61f4dc9e1461ec8f8916fdf18852c");
}

TEST_CASE("sigv4: get-header-value-trim (trim and collapse inner spaces)", "[sigv4]") {
  Request r = SuiteRequest("GET");
  r.headers.emplace_back("My-Header1", " value1");
  r.headers.emplace_back("My-Header2", " \"a   b   c\"");
  CHECK(sigv4::CanonicalRequest(r) ==
        "GET\n/\n\nhost:example.amazonaws.com\nmy-header1:value1\nmy-header2:\"a b c\"\n"
        "x-amz-date:20150830T123600Z\n\nhost;my-header1;my-header2;x-amz-date\n"
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(Authz(r) ==
        std::string(kScope) +
            "SignedHeaders=host;my-header1;my-header2;x-amz-date, "
            "Signature=acc3ed3afb60bb290fc8d2dd0098b9911fcaa05412b367055dee359757a9c736");
}

TEST_CASE("sigv4: get-header-key-duplicate (repeated names joined in order)", "[sigv4]") {
  Request r = SuiteRequest("GET");
  r.headers.emplace_back("My-Header1", "value2");
  r.headers.emplace_back("My-Header1", "value2");
  r.headers.emplace_back("My-Header1", "value1");
  CHECK(Authz(r) ==
        std::string(kScope) +
            "SignedHeaders=host;my-header1;x-amz-date, "
            "Signature=c9d5ea9f3f72853aea855b47ea873832890dbdd183b4468f858259531a5138ea");
}

TEST_CASE("sigv4: post-sts-header-before (a session token is a signed header)", "[sigv4]") {
  const std::string token =
      "AQoDYXdzEPT//////////"
      "wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmxfpSPf"
      "IeoIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYwT"
      "7WZ0wq5VSXDvp75YU9HFvlRd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKml"
      "zm8FDrypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2ICCR/oLxBA==";
  Request r = SuiteRequest("POST");
  r.headers.emplace_back("X-Amz-Security-Token", token);
  CHECK(Authz(r) ==
        std::string(kScope) +
            "SignedHeaders=host;x-amz-date;x-amz-security-token, "
            "Signature=85d96828115b5dc0cfc3bd16ad9e210dd772bbebba041836c64533a82be05ead");
}

TEST_CASE("sigv4: x-amz-date from a time and the DynamoDB header set", "[sigv4]") {
  CHECK(sigv4::AmzDate(1440938160) == kDate);  // 2015-08-30T12:36:00Z
  sigv4::Headers h = sigv4::DynamoDbHeaders("dynamodb.eu-west-1.amazonaws.com", "Query", "{}",
                                            {"AKID", "secret", "tok"}, "eu-west-1", 1440938160);
  REQUIRE(h.size() == 6);
  CHECK(h[0] == std::pair<std::string, std::string>("Content-Type", "application/x-amz-json-1.0"));
  CHECK(h[3] == std::pair<std::string, std::string>("X-Amz-Target", "DynamoDB_20120810.Query"));
  CHECK(h[4].first == "X-Amz-Security-Token");
  CHECK(h[5].first == "Authorization");
  CHECK(h[5].second.rfind(
            "AWS4-HMAC-SHA256 Credential=AKID/20150830/eu-west-1/dynamodb/aws4_request, "
            "SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, "
            "Signature=",
            0) == 0);
}

#endif  // KEYSCAPE_HAVE_OPENSSL
