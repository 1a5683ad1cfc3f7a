#include "design_commands.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "design_report.h"
#include "keyscape/base/json.h"
#include "keyscape/engine.h"

namespace keyscape::cli {
namespace {

using base::Json;

struct Command {
  const char* name;
  const char* op;
  std::string (*report)(const Json&);
};

const Command kCommands[] = {
    {"validate", "keyscape:ValidateModel", ValidateReport},
    {"lint", "keyscape:Lint", LintReport},
    {"patterns", "keyscape:RunAccessPatterns", PatternsReport},
    {"cost", "keyscape:Cost", CostReportText},
};

bool ReadFile(const std::string& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  *out = s.str();
  return true;
}

int Usage(const char* name) {
  std::fprintf(stderr, "usage: keyscape %s [--format json|text]%s MODEL\n", name,
               std::strcmp(name, "cost") == 0 ? " [--prices FILE]" : "");
  return 2;
}

// 1 when the response reports a finding of severity error or an expect that fails.
int VerdictOf(const Json& response) {
  if (const Json* findings = response.Find("findings"))
    for (const Json& f : findings->array())
      if (const Json* s = f.Find("severity"); s && s->string_value() == "error") return 1;
  if (const Json* patterns = response.Find("patterns"))
    for (const Json& p : patterns->array())
      if (const Json* e = p.Find("expect"); e && e->is_object() && !e->Find("holds")->bool_value())
        return 1;
  return 0;
}

// Reads a JSON file for the request; false (message printed) when it cannot.
bool ReadJsonFile(const char* cmd, const std::string& path, Json* out) {
  std::string text;
  if (!ReadFile(path, &text)) {
    std::fprintf(stderr, "keyscape %s: cannot read %s\n", cmd, path.c_str());
    return false;
  }
  base::Result<Json> j = Json::Parse(text);
  if (!j.ok()) {
    std::fprintf(stderr, "keyscape %s: %s: /: invalid JSON: %s\n", cmd, path.c_str(),
                 j.status().message().c_str());
    return false;
  }
  *out = std::move(*j);
  return true;
}

constexpr char kImportUsage[] =
    "usage: keyscape import --from nosql-workbench|aws-mcp FILE\n"
    "       keyscape import --from dynamodb-json|csv [--describe-table FILE] [--report] FILE\n";

// One inference as a line: "Msg.SK template MSG#${msgId} (confidence 0.999; 12 items, 12
// distinct)".
std::string InferenceLine(const Json& i) {
  const Json* ev = i.Find("evidence");
  std::string line = i.Find("subject")->string_value() + " " + i.Find("kind")->string_value() + " " +
                     (i.Find("value")->is_string() ? i.Find("value")->string_value() : i.Find("value")->Dump()) +
                     " (confidence " + i.Find("confidence")->Dump();
  if (ev && ev->Find("items")->number_value() > 0)
    line += "; " + ev->Find("items")->Dump() + " values, " + ev->Find("distinct")->Dump() + " distinct";
  return line + ")";
}

// keyscape import --from F FILE: the model on stdout; the notes, and for table data the
// inferences and lint findings, on stderr (--report: the whole keyscape:Import response,
// {"model","notes","inferences","findings"}, on stdout instead).
int RunImport(int argc, char** argv) {
  std::string from, path, describe;
  bool report = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--from" && i + 1 < argc)
      from = argv[++i];
    else if (a == "--describe-table" && i + 1 < argc)
      describe = argv[++i];
    else if (a == "--report")
      report = true;
    else if (path.empty() && (a.empty() || a[0] != '-'))
      path = a;
    else
      from.clear(), path.clear(), i = argc;
  }
  const bool items = from == "dynamodb-json" || from == "csv";
  if (from.empty() || path.empty() || ((report || !describe.empty()) && !items)) {
    std::fputs(kImportUsage, stderr);
    return 2;
  }
  Json request = Json::Object();
  request.Add("from", Json::String(from));
  if (items) {  // the text as it is: JSON lines and CSV are not one JSON document
    std::string text;
    if (!ReadFile(path, &text)) {
      std::fprintf(stderr, "keyscape import: cannot read %s\n", path.c_str());
      return 2;
    }
    request.Add("document", Json::String(std::move(text)));
    if (!describe.empty() && !ReadJsonFile("import", describe, &request.Add("describeTable", Json())))
      return 2;
  } else if (!ReadJsonFile("import", path, &request.Add("document", Json()))) {
    return 2;
  }
  Engine engine;
  Response r = engine.Execute("keyscape:Import", request.Dump());
  base::Result<Json> body = Json::Parse(r.body);
  if (!r.ok()) {
    const Json* m = body.ok() ? body->Find("message") : nullptr;
    std::fprintf(stderr, "keyscape import: %s: %s\n", path.c_str(),
                 m ? m->string_value().c_str() : r.body.c_str());
    return 2;
  }
  std::string out = (report ? *body : *body->Find("model")).Dump() + "\n";
  if (!report) {
    for (const Json& n : body->Find("notes")->array())
      std::fprintf(stderr, "note: %s\n", n.string_value().c_str());
    if (const Json* inf = body->Find("inferences"))
      for (const Json& i : inf->array()) std::fprintf(stderr, "inferred: %s\n", InferenceLine(i).c_str());
    if (const Json* f = body->Find("findings"))
      for (const Json& x : f->array())
        std::fprintf(stderr, "lint %s: %s\n", x.Find("rule")->string_value().c_str(),
                     x.Find("message")->string_value().c_str());
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

// keyscape export --format F MODEL: the export's text on stdout, exactly as keyscape:Export
// returns it.
int RunExport(int argc, char** argv) {
  std::string format, path;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--format" && i + 1 < argc)
      format = argv[++i];
    else if (path.empty() && (a.empty() || a[0] != '-'))
      path = a;
    else
      format.clear(), path.clear(), i = argc;
  }
  if (format.empty() || path.empty()) {
    std::fputs("usage: keyscape export --format F MODEL\n", stderr);
    return 2;
  }
  Json request = Json::Object();
  request.Add("format", Json::String(format));
  if (!ReadJsonFile("export", path, &request.Add("model", Json()))) return 2;
  Engine engine;
  Response r = engine.Execute("keyscape:Export", request.Dump());
  base::Result<Json> body = Json::Parse(r.body);
  if (!r.ok()) {
    const Json* m = body.ok() ? body->Find("message") : nullptr;
    std::fprintf(stderr, "keyscape export: %s: %s\n", path.c_str(),
                 m ? m->string_value().c_str() : r.body.c_str());
    return 2;
  }
  const std::string& text = body->Find("text")->string_value();
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}

// keyscape diff [--format json|text] OLD NEW: keyscape:DiffDesigns' answer; an invalid
// design is refused as `validate` refuses it, naming its file (exit 2).
int RunDiff(int argc, char** argv) {
  bool text = false;
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--format" && i + 1 < argc &&
        (std::strcmp(argv[i + 1], "json") == 0 || std::strcmp(argv[i + 1], "text") == 0))
      text = std::strcmp(argv[++i], "text") == 0;
    else if (!a.empty() && a[0] != '-')
      paths.push_back(a);
    else
      paths.assign(3, "");
  }
  if (paths.size() != 2) {
    std::fputs("usage: keyscape diff [--format json|text] OLD NEW\n", stderr);
    return 2;
  }
  Json request = Json::Object();
  if (!ReadJsonFile("diff", paths[0], &request.Add("old", Json())) ||
      !ReadJsonFile("diff", paths[1], &request.Add("new", Json())))
    return 2;
  Engine engine;
  Response r = engine.Execute("keyscape:DiffDesigns", request.Dump());
  base::Result<Json> body = Json::Parse(r.body);
  if (!r.ok()) {
    const Json* m = body.ok() ? body->Find("message") : nullptr;
    std::string message = m ? m->string_value() : r.body;
    std::string file = "";
    for (int side = 0; side < 2; ++side) {
      const std::string prefix = side == 0 ? "/old" : "/new";
      if (message.rfind(prefix, 0) != 0) continue;
      file = paths[side] + ": ";
      message = message.substr(prefix.size());
      if (message.rfind(": ", 0) == 0) message = message.substr(2);
    }
    std::fprintf(stderr, "keyscape diff: %s%s\n", file.c_str(), message.c_str());
    return 2;
  }
  std::string out = text ? DiffReport(*body) : r.body + "\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace

int RunDesignCommand(int argc, char** argv) {
  if (std::strcmp(argv[0], "import") == 0) return RunImport(argc, argv);
  if (std::strcmp(argv[0], "export") == 0) return RunExport(argc, argv);
  if (std::strcmp(argv[0], "diff") == 0) return RunDiff(argc, argv);
  const Command* cmd = nullptr;
  for (const Command& c : kCommands)
    if (std::strcmp(argv[0], c.name) == 0) cmd = &c;
  bool text = false;
  std::string model_path, prices_path;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--format" && i + 1 < argc) {
      std::string f = argv[++i];
      if (f != "json" && f != "text") return Usage(cmd->name);
      text = f == "text";
    } else if (a == "--prices" && i + 1 < argc && std::strcmp(cmd->name, "cost") == 0) {
      prices_path = argv[++i];
    } else if (!a.empty() && a[0] == '-' && a != "-") {
      return Usage(cmd->name);
    } else if (model_path.empty()) {
      model_path = a;
    } else {
      return Usage(cmd->name);
    }
  }
  if (model_path.empty()) return Usage(cmd->name);
  Json request = Json::Object();
  if (!ReadJsonFile(cmd->name, model_path, &request.Add("model", Json()))) return 2;
  if (!prices_path.empty() && !ReadJsonFile(cmd->name, prices_path, &request.Add("prices", Json())))
    return 2;
  Engine engine;
  Response r = engine.Execute(cmd->op, request.Dump());
  base::Result<Json> body = Json::Parse(r.body);
  if (!r.ok()) {
    const Json* m = body.ok() ? body->Find("message") : nullptr;
    std::fprintf(stderr, "keyscape %s: %s: %s\n", cmd->name, model_path.c_str(),
                 m ? m->string_value().c_str() : r.body.c_str());
    return 2;
  }
  std::string out = text ? cmd->report(*body) : r.body + "\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return VerdictOf(*body);
}

}  // namespace keyscape::cli
