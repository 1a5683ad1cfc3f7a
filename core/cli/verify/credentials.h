// Where `keyscape verify` finds AWS credentials and the region, as the AWS CLI and SDKs do
// for static credentials:
//   credentials: with --profile P, that profile only; otherwise AWS_ACCESS_KEY_ID +
//     AWS_SECRET_ACCESS_KEY (+ AWS_SESSION_TOKEN) when both are set; otherwise the profile
//     AWS_PROFILE (default "default") from the shared credentials file
//     (AWS_SHARED_CREDENTIALS_FILE, default ~/.aws/credentials, section [P]) or the config
//     file (AWS_CONFIG_FILE, default ~/.aws/config, section [profile P], or [default]);
//     keys aws_access_key_id, aws_secret_access_key, aws_session_token.
//   region: --region; AWS_REGION; AWS_DEFAULT_REGION; the profile's `region` in the config
//     file; the region in an AWS endpoint's host name (dynamodb.<region>.amazonaws.com);
//     else "us-east-1".
// Not supported (say so when asked): credential_process, SSO, role assumption, IMDS.
// A profile that was asked for (--profile or AWS_PROFILE) and is in neither file is an
// error naming both files. With no credentials at all, `found` is false: local endpoints
// (DynamoDB Local, dynalite, keyscape serve) accept any, so the caller signs with a
// placeholder key for them and refuses an amazonaws.com endpoint.
#ifndef KEYSCAPE_CLI_VERIFY_CREDENTIALS_H_
#define KEYSCAPE_CLI_VERIFY_CREDENTIALS_H_

#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "../aws/sigv4.h"
#include "keyscape/base/status.h"

namespace keyscape::cli {

struct AwsSettings {
  sigv4::Credentials credentials;
  bool found = false;  // credentials were found
  std::string source;  // "environment", "profile dev (/home/u/.aws/credentials)", or "none"
  std::string region;
  std::string region_source;
};

// getenv, or a stub in tests. Returns nullptr when unset.
using EnvLookup = std::function<const char*(const char*)>;
// Reads a whole file; false when it does not exist or cannot be read.
using FileReader = std::function<bool(const std::string& path, std::string* text)>;

// INI sections ("profile dev", "default") to their key = value pairs. Comments (# ;) and
// blank lines are skipped; keys and values are trimmed.
std::map<std::string, std::map<std::string, std::string>> ParseIni(std::string_view text);

// The region named in an AWS host such as dynamodb.eu-west-1.amazonaws.com, or "".
std::string RegionOfAwsHost(std::string_view host);

base::Result<AwsSettings> ResolveAwsSettings(const std::string& profile_flag,
                                             const std::string& region_flag,
                                             std::string_view endpoint_host, const EnvLookup& env,
                                             const FileReader& read);

}  // namespace keyscape::cli

#endif  // KEYSCAPE_CLI_VERIFY_CREDENTIALS_H_
