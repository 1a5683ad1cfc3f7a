// The native `keyscape` command.
//   keyscape exec [--fixed-clock SECONDS]   JSON lines in, one response line out per line
//   keyscape serve ...                      DynamoDB's HTTP protocol on loopback
//   keyscape mcp                            the Model Context Protocol over stdio (mcp/mcp.h)
//   keyscape template|validate|lint|...     model commands (model_commands.h)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "keyscape/engine.h"
#include "mcp/mcp.h"
#include "model_commands.h"
#include "serve/serve.h"

namespace {

const char kUsage[] =
    "usage: keyscape <command> [options]\n"
    "\n"
    "commands:\n"
    "  exec [--fixed-clock SECONDS]\n"
    "      Read JSON lines {\"op\":\"Query\",\"request\":{...}} on stdin and print one\n"
    "      DynamoDB response (or {\"__type\",\"message\"} error) per line on stdout.\n"
    "      --fixed-clock makes CreationDateTime and other times reproducible.\n"
    "  serve [--port 8000] [--host 127.0.0.1] [--load FILE]\n"
    "      Serve DynamoDB's JSON 1.0 HTTP protocol (see keyscape serve --help).\n"
    "  mcp\n"
    "      The Model Context Protocol over stdio: tools for coding agents that design tables.\n"
    "\n"
    "model commands (MODEL: a design file, see docs/model.schema.json; `keyscape <command> "
    "--help`):\n";

const char kExitCodes[] =
    "\n"
    "exit codes: 0 ok, 1 a lint error, a failed expect or a differing endpoint,\n"
    "2 invalid input (the message on stderr).\n";

void PrintUsage(FILE* out) {
  std::fputs(kUsage, out);
  std::fputs(keyscape::ModelCommandUsages().c_str(), out);
  std::fputs(kExitCodes, out);
}

int RunExec(int argc, char** argv) {
  keyscape::Engine engine;
  for (int i = 2; i < argc; ++i) {
    if (std::strcmp(argv[i], "--fixed-clock") == 0 && i + 1 < argc) {
      engine.database().SetFixedClock(std::atof(argv[++i]));
    } else {
      std::fprintf(stderr, "keyscape exec: unknown option %s\n", argv[i]);
      return 2;
    }
  }
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    keyscape::Response r = engine.ExecuteLine(line);
    std::cout << r.body << '\n';
  }
  std::cout.flush();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0) {
    PrintUsage(argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  std::string cmd = argv[1];
  if (cmd == "exec") return RunExec(argc, argv);
  if (cmd == "serve") return keyscape::RunServe(argc - 1, argv + 1);
  if (cmd == "mcp") return keyscape::RunMcp(argc - 1, argv + 1);
  if (int rc = keyscape::RunModelCommand(argc, argv); rc >= 0) return rc;
  std::fprintf(stderr, "keyscape: unknown command '%s'\n\n", argv[1]);
  PrintUsage(stderr);
  return 2;
}
