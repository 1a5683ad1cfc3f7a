#include "model_commands.h"

#include <cstdio>
#include <cstring>
#include <string>

#include "design_commands.h"
#include "keyscape/base/json.h"
#include "keyscape/engine.h"
#include "verify/verify.h"

namespace keyscape {

namespace {

using base::Json;

// Prints the operation's answer: the response on stdout (0), or its message on stderr (2).
int PrintResponse(const char* command, const std::string& op, const Json& request) {
  Engine engine;
  Response r = engine.Execute(op, request.Dump());
  if (r.ok()) {
    std::printf("%s\n", r.body.c_str());
    return 0;
  }
  auto body = Json::Parse(r.body);
  const Json* message = body.ok() ? body->Find("message") : nullptr;
  if (body.ok() && !message) message = body->Find("Message");
  std::fprintf(stderr, "keyscape %s: %s\n", command,
               message && message->is_string() ? message->string_value().c_str() : r.body.c_str());
  return 2;
}

int Usage(const char* usage) {
  std::fprintf(stderr, "usage: keyscape %s\n", usage);
  return 2;
}

// keyscape template render|prefix TEMPLATE VALUES · parse TEMPLATE KEY
int RunTemplate(int argc, char** argv, const char* usage) {
  if (argc != 5) return Usage(usage);
  const std::string action = argv[2];
  if (action != "render" && action != "parse" && action != "prefix") return Usage(usage);
  Json request = Json::Object();
  request.Add("action", Json::String(action));
  request.Add("template", Json::String(argv[3]));
  if (action == "parse") {
    request.Add("key", Json::String(argv[4]));
  } else {
    auto values = Json::Parse(argv[4]);
    if (!values.ok()) {
      std::fprintf(stderr, "keyscape template: VALUES is not JSON: %s\n",
                   values.status().message().c_str());
      return 2;
    }
    request.Add("values", std::move(values).value());
  }
  return PrintResponse("template", "keyscape:Template", request);
}

// The commands that read a model file (design_commands.h).
int RunDesign(int argc, char** argv, const char*) {
  return cli::RunDesignCommand(argc - 1, argv + 1);
}

// keyscape verify ... MODEL (verify.h): runs the design on a DynamoDB endpoint.
int RunVerifyCommand(int argc, char** argv, const char*) {
  return cli::RunVerify(argc - 1, argv + 1);
}

struct ModelCommand {
  const char* name;
  int (*run)(int argc, char** argv, const char* usage);
  const char* usage;
};

const ModelCommand kModelCommands[] = {
    {"template", RunTemplate,
     "template render TEMPLATE VALUES | parse TEMPLATE KEY | prefix TEMPLATE VALUES"},
    {"validate", RunDesign, "validate [--format json|text] MODEL"},
    {"lint", RunDesign, "lint [--format json|text] MODEL"},
    {"patterns", RunDesign, "patterns [--format json|text] MODEL"},
    {"cost", RunDesign, "cost [--format json|text] [--prices FILE] MODEL"},
    {"import", RunDesign, "import --from nosql-workbench|aws-mcp|dynamodb-json|csv [--describe-table FILE] FILE"},
    {"export", RunDesign, "export --format F MODEL"},
    {"diff", RunDesign, "diff [--format json|text] OLD NEW"},
    {"verify", RunVerifyCommand,
     "verify --endpoint URL [--region R] [--profile P] [--prefix P] [--timeout SECONDS] MODEL"},
};

}  // namespace

std::string ModelCommandUsages() {
  std::string out;
  for (const ModelCommand& c : kModelCommands) out += std::string("  ") + c.usage + "\n";
  return out;
}

int RunModelCommand(int argc, char** argv) {
  for (const ModelCommand& c : kModelCommands) {
    if (std::strcmp(argv[1], c.name) != 0) continue;
    if (argc == 3 && (std::strcmp(argv[2], "--help") == 0 || std::strcmp(argv[2], "-h") == 0)) {
      std::printf("usage: keyscape %s\n", c.usage);
      return 0;
    }
    return c.run(argc, argv, c.usage);
  }
  return -1;
}

}  // namespace keyscape
