#include "credentials.h"

#include <utility>

namespace keyscape::cli {
namespace {

using Section = std::map<std::string, std::string>;

std::string_view TrimWs(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

std::string EnvOr(const EnvLookup& env, const char* name, const std::string& fallback) {
  const char* v = env(name);
  return v && *v ? std::string(v) : fallback;
}

std::string HomeFile(const EnvLookup& env, const char* var, const char* relative) {
  if (const char* v = env(var); v && *v) return v;
  const char* home = env("HOME");
  return std::string(home && *home ? home : ".") + "/" + relative;
}

// The section of `profile` in a parsed file: [name] in the credentials file; [profile name]
// (or [default] for "default") in the config file.
const Section* FindSection(const std::map<std::string, Section>& ini, const std::string& profile,
                           bool config) {
  std::string name = config && profile != "default" ? "profile " + profile : profile;
  auto it = ini.find(name);
  return it == ini.end() ? nullptr : &it->second;
}

bool TakeKeys(const Section* s, sigv4::Credentials* out) {
  if (!s) return false;
  auto id = s->find("aws_access_key_id");
  auto secret = s->find("aws_secret_access_key");
  if (id == s->end() || secret == s->end()) return false;
  out->access_key_id = id->second;
  out->secret_access_key = secret->second;
  auto token = s->find("aws_session_token");
  out->session_token = token == s->end() ? "" : token->second;
  return true;
}

}  // namespace

std::map<std::string, Section> ParseIni(std::string_view text) {
  std::map<std::string, Section> out;
  std::string section;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = TrimWs(text.substr(0, nl));
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    if (line.empty() || line[0] == '#' || line[0] == ';') continue;
    if (line.front() == '[' && line.back() == ']') {
      section = std::string(TrimWs(line.substr(1, line.size() - 2)));
      out[section];
      continue;
    }
    size_t eq = line.find('=');
    if (eq == std::string_view::npos || section.empty()) continue;
    out[section][std::string(TrimWs(line.substr(0, eq)))] =
        std::string(TrimWs(line.substr(eq + 1)));
  }
  return out;
}

std::string RegionOfAwsHost(std::string_view host) {
  constexpr std::string_view kPrefix = "dynamodb.";
  size_t at = host.find(".amazonaws.com");
  if (host.substr(0, kPrefix.size()) != kPrefix || at == std::string_view::npos) return "";
  std::string_view region = host.substr(kPrefix.size(), at - kPrefix.size());
  return region.find('.') == std::string_view::npos ? std::string(region) : "";
}

base::Result<AwsSettings> ResolveAwsSettings(const std::string& profile_flag,
                                             const std::string& region_flag,
                                             std::string_view endpoint_host, const EnvLookup& env,
                                             const FileReader& read) {
  AwsSettings out;
  const std::string env_profile = EnvOr(env, "AWS_PROFILE", "");
  const std::string profile = !profile_flag.empty()  ? profile_flag
                              : !env_profile.empty() ? env_profile
                                                     : "default";
  const bool profile_asked = !profile_flag.empty() || !env_profile.empty();
  const std::string cred_path = HomeFile(env, "AWS_SHARED_CREDENTIALS_FILE", ".aws/credentials");
  const std::string config_path = HomeFile(env, "AWS_CONFIG_FILE", ".aws/config");
  std::string text;
  std::map<std::string, Section> creds_ini, config_ini;
  if (read(cred_path, &text)) creds_ini = ParseIni(text);
  if (read(config_path, &text)) config_ini = ParseIni(text);
  const Section* in_creds = FindSection(creds_ini, profile, false);
  const Section* in_config = FindSection(config_ini, profile, true);
  if (profile_asked && !in_creds && !in_config)
    return base::Status::Validation("profile " + profile + " is in neither " + cred_path + " nor " +
                                    config_path);

  const char* id = env("AWS_ACCESS_KEY_ID");
  const char* secret = env("AWS_SECRET_ACCESS_KEY");
  if (profile_flag.empty() && id && *id && secret && *secret) {
    out.credentials = {id, secret, EnvOr(env, "AWS_SESSION_TOKEN", "")};
    out.found = true;
    out.source = "environment";
  } else if (TakeKeys(in_creds, &out.credentials)) {
    out.found = true;
    out.source = "profile " + profile + " (" + cred_path + ")";
  } else if (TakeKeys(in_config, &out.credentials)) {
    out.found = true;
    out.source = "profile " + profile + " (" + config_path + ")";
  } else if (profile_asked) {
    return base::Status::Validation("profile " + profile +
                                    " has no aws_access_key_id and aws_secret_access_key in " +
                                    cred_path + " or " + config_path +
                                    " (credential_process, SSO and roles are not supported)");
  } else {
    out.source = "none";
  }

  std::string region;
  if (!region_flag.empty()) {
    out.region = region_flag, out.region_source = "--region";
  } else if (const char* r = env("AWS_REGION"); r && *r) {
    out.region = r, out.region_source = "AWS_REGION";
  } else if (const char* d = env("AWS_DEFAULT_REGION"); d && *d) {
    out.region = d, out.region_source = "AWS_DEFAULT_REGION";
  } else if (in_config && in_config->count("region")) {
    out.region = in_config->at("region"), out.region_source = "profile " + profile;
  } else if (!(region = RegionOfAwsHost(endpoint_host)).empty()) {
    out.region = region, out.region_source = "endpoint host";
  } else {
    out.region = "us-east-1", out.region_source = "default";
  }
  return out;
}

}  // namespace keyscape::cli
