#include "mcp.h"

#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>
#include <string>

#include "session.h"

namespace keyscape {

int RunMcp(int argc, char** argv) {
  if (argc > 1) {
    bool help = std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0;
    std::fputs("usage: keyscape mcp\n  The Model Context Protocol over stdio (JSON-RPC 2.0, one "
               "message per line): tools to validate, run, lint, price, export, diff and "
               "import designs.\n",
               help ? stdout : stderr);
    return help ? 0 : 2;
  }
  std::string line;
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    std::optional<std::string> answer = mcp::HandleMessage(line);
    if (!answer) continue;
    std::fwrite(answer->data(), 1, answer->size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
  }
  return 0;
}

}  // namespace keyscape
