#include "verify.h"

#include <signal.h>

#include <atomic>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "client.h"
#include "credentials.h"
#include "interrupt.h"
#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "run.h"

namespace keyscape::cli {
namespace {

using base::Json;
using base::Result;
using base::Status;

constexpr char kUsage[] =
    "usage: keyscape verify --endpoint URL [--region R] [--profile P] [--prefix P]\n"
    "                       [--timeout SECONDS] MODEL\n";

struct Options {
  std::string endpoint, region, profile, prefix, timeout = "30", model_path;
  bool prefix_given = false;
};

bool ParseOptions(int argc, char** argv, Options* o) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    std::string* flag = a == "--endpoint"  ? &o->endpoint
                        : a == "--region"  ? &o->region
                        : a == "--profile" ? &o->profile
                        : a == "--prefix"  ? &o->prefix
                        : a == "--timeout" ? &o->timeout
                                           : nullptr;
    if (flag && i + 1 < argc) {
      *flag = argv[++i];
      o->prefix_given = o->prefix_given || a == "--prefix";
    } else if (!flag && o->model_path.empty() && !a.empty() && a[0] != '-') {
      o->model_path = a;
    } else {
      return false;
    }
  }
  return !o->endpoint.empty() && !o->model_path.empty();
}

// --timeout: whole seconds, 1 to 600.
int TimeoutSeconds(const std::string& text) {
  if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string::npos)
    return 0;
  int v = std::stoi(text);
  return v >= 1 && v <= 600 ? v : 0;
}

std::string RandomPrefix() {
  std::random_device rd;
  char hex[16];
  std::snprintf(hex, sizeof hex, "%08x", static_cast<unsigned>(rd()));
  return std::string("keyscape-verify-") + hex + "-";
}

// DynamoDB table names: 3 to 255 of [A-Za-z0-9_.-].
bool ValidPrefix(const std::string& p) {
  for (char c : p)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-')
      return false;
  return p.size() <= 200;
}

Result<Json> ReadModel(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::Validation("cannot read " + path);
  std::ostringstream s;
  s << in.rdbuf();
  Result<Json> j = Json::Parse(s.str());
  if (!j.ok()) return Status::Validation(path + ": /: invalid JSON: " + j.status().message());
  return j;
}

Result<Json> AskEngine(Engine& engine, const char* op, const Json& model, const std::string& path) {
  Json request = Json::Object();
  request.Add("model", model);
  Response r = engine.Execute(op, request.Dump());
  Result<Json> body = Json::Parse(r.body);
  if (!body.ok()) return Status::Internal(std::string(op) + " answered no JSON");
  if (!r.ok()) return Status::Validation(path + ": " + ErrorMessage(*body));
  return body;
}

Result<VerifyPlan> PlanFor(const std::string& path) {
  Result<Json> model = ReadModel(path);
  if (!model.ok()) return model.status();
  Engine engine;
  Result<Json> validated = AskEngine(engine, "keyscape:ValidateModel", *model, path);
  if (!validated.ok()) return validated.status();
  Result<Json> run = AskEngine(engine, "keyscape:RunAccessPatterns", *model, path);
  if (!run.ok()) return run.status();
  VerifyPlan plan;
  plan.create_table = *validated->Find("createTable");
  plan.items = *validated->Find("items");
  plan.patterns = *run->Find("patterns");
  plan.tables = TablesOf(plan.create_table);
  return plan;
}

bool ReadWholeFile(const std::string& path, std::string* text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  *text = s.str();
  return true;
}

Result<AwsSettings> Settings(const Options& o, const Endpoint& endpoint) {
  Result<AwsSettings> s = ResolveAwsSettings(
      o.profile, o.region, endpoint.host, [](const char* n) { return std::getenv(n); },
      ReadWholeFile);
  if (!s.ok() || s->found) return s;
  if (endpoint.aws)
    return Status::Validation(
        "no AWS credentials for " + endpoint.url +
        ": set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or use --profile / AWS_PROFILE");
  s->credentials = {"keyscape", "keyscape", ""};  // local endpoints accept any credentials
  s->source = "placeholder (local endpoint)";
  return s;
}

// One line per pattern on stdout; the exit code for the comparisons (0 or 1).
// Nothing when no pattern ran (the run ended before them; stderr says why).
int Report(const VerifyPlan& plan, const std::vector<EndpointOutcome>& outcomes) {
  int ok = 0, differs = 0, not_run = 0;
  bool any = false;
  for (const EndpointOutcome& o : outcomes) any = any || o.run;
  if (!any) return 0;
  for (size_t i = 0; i < outcomes.size(); ++i) {
    const std::string& name = plan.patterns.array()[i].Find("name")->string_value();
    const EndpointOutcome& o = outcomes[i];
    std::string line = "pattern " + Json::String(name).Dump() + ": ";
    if (!o.run) {
      line += "not run", ++not_run;
    } else if (o.difference.empty()) {
      line += "ok", ++ok;
    } else {
      line += "DIFFERS: " + o.difference, ++differs;
    }
    std::printf("%s\n", line.c_str());
  }
  std::printf("%zu patterns: %d ok, %d DIFFERS%s\n", outcomes.size(), ok, differs,
              not_run ? (", " + std::to_string(not_run) + " not run").c_str() : "");
  std::fflush(stdout);
  return differs ? 1 : 0;
}

// Steps 1-4 of verify.h; the first error ends them.
Status RunSteps(VerifyRun& run, std::vector<EndpointOutcome>* outcomes) {
  KS_RETURN_IF_ERROR(run.CreateTables());
  KS_RETURN_IF_ERROR(run.WaitActive());
  KS_RETURN_IF_ERROR(run.WriteItems());
  KS_RETURN_IF_ERROR(run.WaitVisible());
  return run.RunPatterns(outcomes);
}

int Verify(const Options& o, const VerifyPlan& plan, const Endpoint& endpoint,
           const AwsSettings& settings) {
  std::fprintf(stderr,
               "keyscape verify: %s (region %s from %s, credentials: %s), table prefix %s\n",
               endpoint.url.c_str(), settings.region.c_str(), settings.region_source.c_str(),
               settings.source.c_str(), o.prefix.c_str());
  TableLedger ledger;
  std::atomic<DynamoClient*> client_ptr{nullptr};
  Interrupt interrupt(
      [&] {
        std::fprintf(stderr, "keyscape verify: interrupted; deleting the tables it created\n");
        if (DynamoClient* c = client_ptr.load()) c->Stop();
      },
      [&] {
        for (const std::string& t : ledger.Names())
          std::fprintf(stderr, "keyscape verify: interrupted again; table %s is left on %s\n",
                       t.c_str(), endpoint.url.c_str());
      });
  DynamoClient client(endpoint, settings, &interrupt, TimeoutSeconds(o.timeout));
  client_ptr = &client;
  VerifyRun run(&client, &interrupt, &ledger, &plan, o.prefix);
  std::vector<EndpointOutcome> outcomes(plan.patterns.array().size());
  Status status = RunSteps(run, &outcomes);
  if (!status.ok() && !interrupt.interrupted())
    std::fprintf(stderr, "keyscape verify: %s\n", status.message().c_str());
  const bool cleaned = run.Cleanup();
  client_ptr = nullptr;
  if (!cleaned)
    std::fprintf(stderr,
                 "keyscape verify: delete what is left with aws dynamodb delete-table "
                 "--endpoint-url %s --table-name NAME\n",
                 endpoint.url.c_str());
  int code = Report(plan, outcomes);
  if (interrupt.interrupted()) return 130;
  return !status.ok() || !cleaned ? 2 : code;
}

}  // namespace

int RunVerify(int argc, char** argv) {
  Options o;
  if (!ParseOptions(argc, argv, &o)) {
    std::fputs(kUsage, stderr);
    return 2;
  }
  if (!o.prefix_given) o.prefix = RandomPrefix();
  if (TimeoutSeconds(o.timeout) == 0) {
    std::fprintf(stderr, "keyscape verify: --timeout %s: whole seconds from 1 to 600\n",
                 o.timeout.c_str());
    return 2;
  }
  if (!ValidPrefix(o.prefix)) {
    std::fprintf(stderr, "keyscape verify: --prefix %s: only A-Z a-z 0-9 _ . - are allowed\n",
                 o.prefix.c_str());
    return 2;
  }
  Result<VerifyPlan> plan = PlanFor(o.model_path);
  Result<Endpoint> endpoint = ParseEndpoint(o.endpoint);
  const Status& bad = !plan.ok() ? plan.status() : endpoint.status();
  if (!bad.ok()) {
    std::fprintf(stderr, "keyscape verify: %s\n", bad.message().c_str());
    return 2;
  }
  Result<AwsSettings> settings = Settings(o, *endpoint);
  if (!settings.ok()) {
    std::fprintf(stderr, "keyscape verify: %s\n", settings.status().message().c_str());
    return 2;
  }
  signal(SIGPIPE, SIG_IGN);
  return Verify(o, *plan, *endpoint, *settings);
}

}  // namespace keyscape::cli
