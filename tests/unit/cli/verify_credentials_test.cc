// Where `keyscape verify` finds credentials and the region (core/cli/verify/credentials.h),
// with a stub environment and stub files.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "cli/verify/credentials.h"

namespace {

using keyscape::cli::AwsSettings;
using keyscape::cli::ResolveAwsSettings;

struct Fake {
  std::map<std::string, std::string> env;
  std::map<std::string, std::string> files;

  keyscape::base::Result<AwsSettings> Resolve(const std::string& profile = "",
                                              const std::string& region = "",
                                              const std::string& host = "localhost") {
    return ResolveAwsSettings(
        profile, region, host,
        [this](const char* n) -> const char* {
          auto it = env.find(n);
          return it == env.end() ? nullptr : it->second.c_str();
        },
        [this](const std::string& path, std::string* text) {
          auto it = files.find(path);
          if (it == files.end()) return false;
          *text = it->second;
          return true;
        });
  }
};

const char kCredentials[] =
    "# comment\n[default]\naws_access_key_id = AKIDDEFAULT\naws_secret_access_key = s1\n\n"
    "[dev]\naws_access_key_id=AKIDDEV\naws_secret_access_key=s2\naws_session_token = tok\n";
const char kConfig[] =
    "[default]\nregion = eu-west-1\n[profile dev]\nregion=ap-south-1\n"
    "[profile cfgonly]\naws_access_key_id = AKIDCFG\naws_secret_access_key = s3\n";

Fake WithFiles() {
  Fake f;
  f.env["HOME"] = "/home/u";
  f.files["/home/u/.aws/credentials"] = kCredentials;
  f.files["/home/u/.aws/config"] = kConfig;
  return f;
}

}  // namespace

TEST_CASE("verify credentials: environment first, then the default profile", "[verify]") {
  Fake f = WithFiles();
  auto s = f.Resolve();
  REQUIRE(s.ok());
  CHECK(s->credentials.access_key_id == "AKIDDEFAULT");
  CHECK(s->region == "eu-west-1");
  f.env["AWS_ACCESS_KEY_ID"] = "AKIDENV";
  f.env["AWS_SECRET_ACCESS_KEY"] = "senv";
  f.env["AWS_SESSION_TOKEN"] = "tenv";
  f.env["AWS_DEFAULT_REGION"] = "us-west-2";
  s = f.Resolve();
  REQUIRE(s.ok());
  CHECK(s->credentials.access_key_id == "AKIDENV");
  CHECK(s->credentials.session_token == "tenv");
  CHECK(s->source == "environment");
  CHECK(s->region == "us-west-2");
  f.env["AWS_REGION"] = "us-east-2";
  CHECK(f.Resolve()->region == "us-east-2");
  CHECK(f.Resolve("", "sa-east-1")->region == "sa-east-1");
}

TEST_CASE("verify credentials: --profile wins over the environment", "[verify]") {
  Fake f = WithFiles();
  f.env["AWS_ACCESS_KEY_ID"] = "AKIDENV";
  f.env["AWS_SECRET_ACCESS_KEY"] = "senv";
  auto s = f.Resolve("dev");
  REQUIRE(s.ok());
  CHECK(s->credentials.access_key_id == "AKIDDEV");
  CHECK(s->credentials.session_token == "tok");
  CHECK(s->region == "ap-south-1");
  CHECK(s->source == "profile dev (/home/u/.aws/credentials)");
  CHECK(f.Resolve("cfgonly")->credentials.access_key_id == "AKIDCFG");
}

TEST_CASE("verify credentials: AWS_PROFILE and the file variables", "[verify]") {
  Fake f;
  f.env["AWS_PROFILE"] = "dev";
  f.env["AWS_SHARED_CREDENTIALS_FILE"] = "/etc/c";
  f.env["AWS_CONFIG_FILE"] = "/etc/k";
  f.files["/etc/c"] = kCredentials;
  f.files["/etc/k"] = kConfig;
  auto s = f.Resolve();
  REQUIRE(s.ok());
  CHECK(s->credentials.secret_access_key == "s2");
  CHECK(s->region == "ap-south-1");
  f.env["AWS_PROFILE"] = "nope";
  auto missing = f.Resolve();
  REQUIRE(!missing.ok());
  CHECK(missing.status().message() == "profile nope is in neither /etc/c nor /etc/k");
}

TEST_CASE("verify credentials: none found; the region from an AWS host", "[verify]") {
  Fake f;
  auto s = f.Resolve("", "", "dynamodb.eu-central-1.amazonaws.com");
  REQUIRE(s.ok());
  CHECK(!s->found);
  CHECK(s->region == "eu-central-1");
  CHECK(f.Resolve()->region == "us-east-1");
  CHECK(keyscape::cli::RegionOfAwsHost("localhost").empty());
}
