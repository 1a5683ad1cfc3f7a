// The PartiQL statement parser (see keyscape/expr/partiql.h). Recursive descent over the
// lexer's tokens; the nesting depth is bounded, so hostile text cannot exhaust the stack.
#include <algorithm>
#include <cctype>
#include <utility>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/expr/partiql.h"
#include "partiql_lexer.h"

namespace keyscape::expr {

using base::Json;
using base::Result;
using base::Status;

namespace {

using Kind = PqNode::Kind;
using TK = PqToken::Kind;

constexpr const char* kPrefix = "Statement wasn't well formed, can't be processed: ";

Status Malformed(std::string_view detail) {
  return Status::Validation(std::string(kPrefix) + std::string(detail));
}

std::string Upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool IsKeyword(std::string_view word) {
  static const char* kWords[] = {
      "SELECT", "FROM",   "WHERE", "INSERT", "INTO", "VALUE",   "VALUES",    "UPDATE", "SET",
      "REMOVE", "DELETE", "AND",   "OR",     "NOT",  "BETWEEN", "IN",        "IS",     "MISSING",
      "NULL",   "TRUE",   "FALSE", "ORDER",  "BY",   "AS",      "RETURNING", "LIMIT",
      "ASC",    "DESC",  "LIKE"};
  const std::string up = Upper(word);
  return std::any_of(std::begin(kWords), std::end(kWords), [&](const char* w) { return up == w; });
}

class Parser {
 public:
  explicit Parser(std::vector<PqToken> tokens) : t_(std::move(tokens)) {}

  Result<PqStatement> Statement();

 private:
  const PqToken& Peek(size_t ahead = 0) const { return t_[std::min(pos_ + ahead, t_.size() - 1)]; }
  bool AtEnd() const {
    return Peek().kind == TK::kEnd || (Peek().kind == TK::kPunct && Peek().text == ";");
  }
  bool IsWord(std::string_view w, size_t ahead = 0) const {
    return Peek(ahead).kind == TK::kIdent && Upper(Peek(ahead).text) == w;
  }
  bool IsPunct(std::string_view p) const { return Peek().kind == TK::kPunct && Peek().text == p; }
  bool Accept(std::string_view word_or_punct) {
    if (IsWord(word_or_punct) || IsPunct(word_or_punct)) return ++pos_, true;
    return false;
  }
  Status Expect(std::string_view word_or_punct) {
    if (Accept(word_or_punct)) return Status::Ok();
    return Unexpected();
  }
  // The error for the token at the cursor where a term should start.
  Status Unexpected() const {
    if (AtEnd()) return Malformed("Unexpected term");
    if (IsOperatorWord()) return Malformed("Unexpected operator");
    if (Peek().kind == TK::kIdent && IsKeyword(Peek().text)) return Malformed("Unexpected keyword");
    if (Peek().kind == TK::kPunct) return Malformed("Unexpected operator");
    return Malformed("Unexpected token after expression");
  }
  // A keyword that is an infix operator (where a term should start, it is "Unexpected operator").
  bool IsOperatorWord() const {
    static const char* kOps[] = {"AND", "OR", "IS", "LIKE", "IN", "BETWEEN"};
    return std::any_of(std::begin(kOps), std::end(kOps), [&](const char* w) { return IsWord(w); });
  }
  Status Enter() {
    if (++depth_ > kMaxPartiqlDepth) return Malformed("Statement is nested too deeply");
    return Status::Ok();
  }
  void Leave() { --depth_; }

  Result<std::string> Name();
  Result<std::string> DotComponent();
  // `alias_refused`: a name after the table is "Aliasing is not supported" (SELECT, UPDATE,
  // DELETE); INSERT leaves it to the next clause, an unexpected token there (recorded).
  Status TableRef(PqStatement* s, bool allow_index, bool alias_refused = true);
  Result<PqPath> Path();
  Result<PqNode> Or();
  Result<PqNode> And();
  Result<PqNode> Not();
  Result<PqNode> Predicate();
  Result<PqNode> Operand();
  Result<PqNode> Value();
  Result<PqNode> Sequence(Kind kind, std::string_view close);
  Result<PqNode> Map();
  Result<PqNode> Call(std::string name);
  Result<PqNode> RightOperand();
  Result<PqNode> SetValue();
  Result<PqNode> IsTest(PqNode subject);
  Result<std::string> TypeName();
  Status UpdateClauses(PqStatement* s);
  Status Returning(PqStatement* s);
  Status OrderBy(PqStatement* s);
  Status Select(PqStatement* s);
  Status Insert(PqStatement* s);
  Status Update(PqStatement* s);
  Status Delete(PqStatement* s);
  Status FromFirst(PqStatement* s);
  Status Where(PqStatement* s, bool required);

  std::vector<PqToken> t_;
  size_t pos_ = 0;
  int depth_ = 0;
  int params_ = 0;
};

Result<std::string> Parser::Name() {
  const PqToken& tok = Peek();
  if (tok.kind == TK::kQuoted || (tok.kind == TK::kIdent && !IsKeyword(tok.text))) {
    ++pos_;
    return tok.text;
  }
  if (tok.kind == TK::kIdent) return Malformed("Unexpected keyword");
  return Malformed("Expected identifier for simple path");
}

// The name after a path's dot: an identifier that is not one of PartiQL's keywords, or a
// quoted name (PartiQL's "Invalid path dot component" otherwise).
Result<std::string> Parser::DotComponent() {
  const PqToken& tok = Peek();
  if (tok.kind == TK::kQuoted || (tok.kind == TK::kIdent && !IsPartiqlKeyword(tok.text))) {
    ++pos_;
    return tok.text;
  }
  return Malformed("Invalid path dot component");
}

Status Parser::TableRef(PqStatement* s, bool allow_index, bool alias_refused) {
  // Both recorded against DynamoDB, ahead of looking the table up.
  const char kEmpty[] = "Path component cannot be an empty string";
  KS_ASSIGN_OR_RETURN(s->table, Name());
  if (s->table.empty()) return Status::Validation(kEmpty);
  if (allow_index && Accept(".")) {
    KS_ASSIGN_OR_RETURN(std::string index, Name());
    if (index.empty()) return Status::Validation(kEmpty);
    if (IsPunct("."))
      return Status::Validation("A path may contain at most 2 components in the FROM clause");
    s->index = std::move(index);
  }
  const PqToken& next = Peek();
  if (!alias_refused) return Status::Ok();
  if (next.kind == TK::kQuoted || (next.kind == TK::kIdent && !IsKeyword(next.text)) ||
      IsWord("AS"))
    return Status::Validation("Aliasing is not supported");
  return Status::Ok();
}

// A path's names: a quoted "" is refused as in FROM (recorded there; DynamoDB Local's PartiQL
// translator checks every component the same way).
Result<PqPath> Parser::Path() {
  const char kEmpty[] = "Path component cannot be an empty string";
  PqPath path;
  KS_ASSIGN_OR_RETURN(std::string first, Name());
  if (first.empty()) return Status::Validation(kEmpty);
  path.push_back(PqStep{std::move(first), -1});
  for (;;) {
    if (Accept(".")) {
      KS_ASSIGN_OR_RETURN(std::string name, DotComponent());
      if (name.empty()) return Status::Validation(kEmpty);
      path.push_back(PqStep{std::move(name), -1});
    } else if (IsPunct("[")) {
      ++pos_;
      const PqToken& n = Peek();
      if (n.kind != TK::kNumber || n.text.size() > 9 ||
          !std::all_of(n.text.begin(), n.text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return Unexpected();
      path.push_back(PqStep{std::string(), std::stoi(n.text)});
      ++pos_;
      KS_RETURN_IF_ERROR(Expect("]"));
    } else {
      return path;
    }
  }
}

Result<PqNode> Parser::Or() {
  KS_ASSIGN_OR_RETURN(PqNode left, And());
  if (!IsWord("OR")) return left;
  PqNode node;
  node.kind = Kind::kOr;
  node.kids.push_back(std::move(left));
  while (Accept("OR")) {
    if (AtEnd()) return Malformed("Missing right-hand side expression of infix operator");
    KS_ASSIGN_OR_RETURN(PqNode right, And());
    node.kids.push_back(std::move(right));
  }
  return node;
}

Result<PqNode> Parser::And() {
  KS_ASSIGN_OR_RETURN(PqNode left, Not());
  if (!IsWord("AND")) return left;
  PqNode node;
  node.kind = Kind::kAnd;
  node.kids.push_back(std::move(left));
  while (Accept("AND")) {
    if (AtEnd()) return Malformed("Missing right-hand side expression of infix operator");
    KS_ASSIGN_OR_RETURN(PqNode right, Not());
    node.kids.push_back(std::move(right));
  }
  return node;
}

Result<PqNode> Parser::Not() {
  if (!Accept("NOT")) return Predicate();
  KS_RETURN_IF_ERROR(Enter());
  KS_ASSIGN_OR_RETURN(PqNode inner, Not());
  Leave();
  PqNode node;
  node.kind = Kind::kNot;
  node.kids.push_back(std::move(inner));
  return node;
}

// An operand after an infix operator: its absence is DynamoDB's "missing right-hand side".
Result<PqNode> Parser::RightOperand() {
  if (AtEnd()) return Malformed("Missing right-hand side expression of infix operator");
  return Operand();
}

Result<PqNode> Parser::Predicate() {
  KS_ASSIGN_OR_RETURN(PqNode left, Operand());
  PqNode node;
  node.kids.push_back(std::move(left));
  static const char* kComparators[] = {"=", "<>", "!=", "<", "<=", ">", ">="};
  for (const char* c : kComparators) {
    if (!IsPunct(c)) continue;
    ++pos_;
    node.kind = Kind::kCompare;
    node.op = std::string(c) == "!=" ? "<>" : c;
    KS_ASSIGN_OR_RETURN(PqNode right, RightOperand());
    node.kids.push_back(std::move(right));
    return node;
  }
  if (Accept("BETWEEN")) {
    node.kind = Kind::kBetween;
    KS_ASSIGN_OR_RETURN(PqNode low, RightOperand());
    KS_RETURN_IF_ERROR(Expect("AND"));
    KS_ASSIGN_OR_RETURN(PqNode high, RightOperand());
    node.kids.push_back(std::move(low));
    node.kids.push_back(std::move(high));
    return node;
  }
  if (Accept("IN")) {
    node.kind = Kind::kIn;
    const bool bracket = IsPunct("[");
    if (!bracket && !IsPunct("(")) return Unexpected();
    KS_ASSIGN_OR_RETURN(PqNode list, Sequence(Kind::kList, bracket ? "]" : ")"));
    for (PqNode& k : list.kids) node.kids.push_back(std::move(k));
    return node;
  }
  if (Accept("IS")) return IsTest(std::move(node.kids[0]));
  return std::move(node.kids[0]);
}

// The type after IS [NOT]: MISSING, NULL or a PartiQL type name, as DynamoDB tests them.
Result<PqNode> Parser::IsTest(PqNode subject) {
  const bool negated = Accept("NOT");
  PqNode node;
  node.kids.push_back(std::move(subject));
  if (Accept("MISSING")) {
    node.kind = Kind::kMissing;
    if (negated) node.op = "NOT";
    return node;
  }
  KS_ASSIGN_OR_RETURN(node.op, TypeName());
  node.kind = Kind::kIsType;
  if (!negated) return node;
  PqNode outer;
  outer.kind = Kind::kNot;
  outer.kids.push_back(std::move(node));
  return outer;
}

// A PartiQL type name after IS (one or two words) as the DynamoDB type it tests.
Result<std::string> Parser::TypeName() {
  static constexpr struct {
    const char* name;
    const char* type;  // "" for a PartiQL type DynamoDB does not test for
  } kTypes[] = {{"NULL", "NULL"}, {"BOOL", "BOOL"}, {"BOOLEAN", "BOOL"}, {"STRING", "S"},
                {"NUMERIC", "N"}, {"BLOB", "B"},    {"STRUCT", "M"},     {"TUPLE", "M"},
                {"LIST", "L"},    {"BAG", ""},      {"SEXP", ""},        {"CLOB", ""},
                {"SYMBOL", ""},   {"CHAR", ""},     {"CHARACTER", ""},   {"VARCHAR", ""},
                {"INT", ""},      {"INTEGER", ""},  {"INT2", ""},        {"INT4", ""},
                {"INT8", ""},     {"INTEGER2", ""}, {"INTEGER4", ""},    {"INTEGER8", ""},
                {"SMALLINT", ""}, {"BIGINT", ""},   {"FLOAT", ""},       {"REAL", ""},
                {"DOUBLE", ""},   {"DECIMAL", ""},  {"DEC", ""},         {"TIMESTAMP", ""},
                {"DATE", ""},     {"TIME", ""},     {"ANY", ""}};
  if (Peek().kind != TK::kIdent) return Malformed("Expected type name");
  std::string name = Upper(Peek().text);
  for (const auto& t : kTypes) {
    if (name != t.name) continue;
    ++pos_;
    if (name == "DOUBLE") {
      if (!IsWord("PRECISION")) return Malformed("Expected type name");
      ++pos_;
      name = "DOUBLE PRECISION";
    } else if (name == "CHARACTER" && IsWord("VARYING")) {
      ++pos_;
      name = "CHARACTER VARYING";
    }
    if (*t.type) return std::string(t.type);
    return Status::Validation("Unsupported data type for IS operator: " + name +
                              ". Supported data types are [MISSING, NULL, BOOLEAN, BLOB, STRING, "
                              "NUMERIC, STRUCT, TUPLE, LIST]");
  }
  return Malformed("Expected type name");
}

// [RETURNING (ALL|MODIFIED) (NEW|OLD) *] after an UPDATE's or DELETE's clauses.
Status Parser::Returning(PqStatement* s) {
  if (!Accept("RETURNING")) return Status::Ok();
  const bool all = Accept("ALL");
  if (!all && !Accept("MODIFIED")) return Unexpected();
  const bool old_values = Accept("OLD");
  if (!old_values && !Accept("NEW")) return Unexpected();
  if (!Accept("*"))
    return Status::Validation(
        "Expected '*' after ( MODIFIED | ALL ) ( NEW | OLD ) in RETURNING clause");
  if (IsPunct(","))
    return Status::Validation("Invalid syntax with multiple returning elements in RETURNING clause");
  s->returning = std::string(all ? "ALL_" : "UPDATED_") + (old_values ? "OLD" : "NEW");
  return Status::Ok();
}

// [ORDER BY path [ASC|DESC], ...] after a SELECT's WHERE.
Status Parser::OrderBy(PqStatement* s) {
  if (!IsWord("ORDER")) return Status::Ok();
  ++pos_;
  KS_RETURN_IF_ERROR(Expect("BY"));
  do {
    PqOrder o;
    KS_ASSIGN_OR_RETURN(o.path, Path());
    if (!Accept("ASC")) o.descending = Accept("DESC");
    s->order_by.push_back(std::move(o));
  } while (Accept(","));
  return Status::Ok();
}

Result<PqNode> Parser::Operand() {
  if (IsPunct("(")) {
    ++pos_;
    KS_RETURN_IF_ERROR(Enter());
    KS_ASSIGN_OR_RETURN(PqNode inner, Or());
    Leave();
    KS_RETURN_IF_ERROR(Expect(")"));
    return inner;
  }
  const PqToken& tok = Peek();
  if (tok.kind == TK::kIdent && Peek(1).kind == TK::kPunct && Peek(1).text == "(" &&
      !IsKeyword(tok.text)) {
    const std::string at = tok.at;
    pos_ += 2;
    KS_ASSIGN_OR_RETURN(PqNode call, Call(Lower(tok.text)));
    call.at = at;
    return call;
  }
  if (tok.kind == TK::kQuoted || (tok.kind == TK::kIdent && !IsKeyword(tok.text))) {
    PqNode node;
    node.kind = Kind::kPath;
    node.at = tok.at;
    KS_ASSIGN_OR_RETURN(node.path, Path());
    return node;
  }
  return Value();
}

Result<PqNode> Parser::Call(std::string name) {
  PqNode node;
  node.kind = Kind::kCall;
  node.op = std::move(name);
  KS_RETURN_IF_ERROR(Enter());
  if (!Accept(")")) {
    do {
      KS_ASSIGN_OR_RETURN(PqNode arg, Operand());
      node.kids.push_back(std::move(arg));
    } while (Accept(","));
    KS_RETURN_IF_ERROR(Expect(")"));
  }
  Leave();
  return node;
}

Result<PqNode> Parser::Value() {
  const PqToken tok = Peek();
  PqNode node;
  node.kind = Kind::kLiteral;
  if (tok.kind == TK::kString) {
    ++pos_;
    node.literal = Json::Object();
    node.literal.Add("S", Json::String(tok.text));
    return node;
  }
  const bool negative = IsPunct("-") && Peek(1).kind == TK::kNumber;
  if (tok.kind == TK::kNumber || negative) {
    const std::string digits = negative ? Peek(1).text : tok.text;
    pos_ += negative ? 2 : 1;
    node.literal = Json::Object();
    node.literal.Add("N", Json::String((negative ? "-" : "") + digits));
    return node;
  }
  if (IsWord("TRUE") || IsWord("FALSE")) {
    ++pos_;
    node.literal = Json::Object();
    node.literal.Add("BOOL", Json::Bool(Upper(tok.text) == "TRUE"));
    return node;
  }
  if (Accept("NULL")) {
    node.literal = Json::Object();
    node.literal.Add("NULL", Json::Bool(true));
    return node;
  }
  if (Accept("?")) {
    node.kind = Kind::kParam;
    node.param = params_++;
    return node;
  }
  if (IsPunct("[")) return Sequence(Kind::kList, "]");
  if (IsPunct("<<")) return Sequence(Kind::kSet, ">>");
  if (IsPunct("{")) return Map();
  return Unexpected();
}

// [a, b], (a, b) or <<a, b>>: the cursor is on the opening token.
Result<PqNode> Parser::Sequence(Kind kind, std::string_view close) {
  ++pos_;
  KS_RETURN_IF_ERROR(Enter());
  PqNode node;
  node.kind = kind;
  if (kind == Kind::kSet && IsPunct(close)) return Status::Validation("Empty bags are not supported");
  if (!Accept(close)) {
    do {
      KS_ASSIGN_OR_RETURN(PqNode v, kind == Kind::kSet ? Value() : Operand());
      node.kids.push_back(std::move(v));
    } while (Accept(","));
    KS_RETURN_IF_ERROR(Expect(close));
  }
  Leave();
  return node;
}

Result<PqNode> Parser::Map() {
  ++pos_;
  KS_RETURN_IF_ERROR(Enter());
  PqNode node;
  node.kind = Kind::kMap;
  if (!Accept("}")) {
    do {
      if (Peek().kind != TK::kString) return Unexpected();
      node.keys.push_back(Peek().text);
      ++pos_;
      KS_RETURN_IF_ERROR(Expect(":"));
      if (Peek().kind == TK::kIdent && Peek(1).kind == TK::kPunct && Peek(1).text == "(")
        return Status::Validation("Unsupported data type: " + Lower(Peek().text) +
                                  " under key root at " + Peek().at);
      KS_ASSIGN_OR_RETURN(PqNode v, Value());
      node.kids.push_back(std::move(v));
    } while (Accept(","));
    KS_RETURN_IF_ERROR(Expect("}"));
  }
  Leave();
  return node;
}

Result<PqNode> Parser::SetValue() {
  KS_ASSIGN_OR_RETURN(PqNode left, Operand());
  if (!IsPunct("+") && !IsPunct("-")) return left;
  PqNode node;
  node.kind = Kind::kArith;
  node.op = Peek().text;
  ++pos_;
  KS_ASSIGN_OR_RETURN(PqNode right, RightOperand());
  node.kids.push_back(std::move(left));
  node.kids.push_back(std::move(right));
  return node;
}

Status Parser::Where(PqStatement* s, bool required) {
  if (!Accept("WHERE")) return required ? Unexpected() : Status::Ok();
  KS_ASSIGN_OR_RETURN(PqNode cond, Or());
  s->where = std::move(cond);
  return Status::Ok();
}

Status Parser::Select(PqStatement* s) {
  s->kind = PqStatement::Kind::kSelect;
  if (!Accept("*")) {
    do {
      if (Peek().kind == TK::kIdent && Peek(1).kind == TK::kPunct && Peek(1).text == "(")
        return Status::Validation("Unexpected path component at " + Peek().at);
      KS_ASSIGN_OR_RETURN(PqPath p, Path());
      s->projection.push_back(std::move(p));
    } while (Accept(","));
  }
  KS_RETURN_IF_ERROR(Expect("FROM"));
  if (AtEnd()) return Malformed("Unexpected term");
  KS_RETURN_IF_ERROR(TableRef(s, true));
  KS_RETURN_IF_ERROR(Where(s, false));
  return OrderBy(s);
}

Status Parser::Insert(PqStatement* s) {
  s->kind = PqStatement::Kind::kInsert;
  KS_RETURN_IF_ERROR(Expect("INTO"));
  KS_RETURN_IF_ERROR(TableRef(s, false, false));
  if (!Accept("VALUE")) return Unexpected();
  if (!IsPunct("{")) return Malformed("Expected a tuple in VALUE");
  KS_ASSIGN_OR_RETURN(PqNode v, Map());
  s->value = std::move(v);
  if (IsWord("RETURNING")) return Status::Validation("RETURNING is not supported in INSERT");
  return Status::Ok();
}

Status Parser::Update(PqStatement* s) {
  s->kind = PqStatement::Kind::kUpdate;
  KS_RETURN_IF_ERROR(TableRef(s, false));
  KS_RETURN_IF_ERROR(UpdateClauses(s));
  KS_RETURN_IF_ERROR(Where(s, false));
  return Returning(s);
}

// FROM "Table" [WHERE condition] (SET ... | REMOVE ...)... [RETURNING ...]: an UPDATE.
Status Parser::FromFirst(PqStatement* s) {
  s->kind = PqStatement::Kind::kUpdate;
  KS_RETURN_IF_ERROR(TableRef(s, false));
  KS_RETURN_IF_ERROR(Where(s, false));
  KS_RETURN_IF_ERROR(UpdateClauses(s));
  return Returning(s);
}

Status Parser::UpdateClauses(PqStatement* s) {
  if (!IsWord("SET") && !IsWord("REMOVE")) return Unexpected();
  while (IsWord("SET") || IsWord("REMOVE")) {
    const bool set = Accept("SET");
    if (!set) ++pos_;
    do {
      KS_ASSIGN_OR_RETURN(PqPath p, Path());
      if (!set) {
        s->removes.push_back(std::move(p));
        continue;
      }
      KS_RETURN_IF_ERROR(Expect("="));
      KS_ASSIGN_OR_RETURN(PqNode v, SetValue());
      s->sets.push_back(PqSetAction{std::move(p), std::move(v)});
    } while (Accept(","));
  }
  return Status::Ok();
}

Status Parser::Delete(PqStatement* s) {
  s->kind = PqStatement::Kind::kDelete;
  KS_RETURN_IF_ERROR(Expect("FROM"));
  KS_RETURN_IF_ERROR(TableRef(s, false));
  KS_RETURN_IF_ERROR(Where(s, true));
  KS_RETURN_IF_ERROR(Returning(s));
  if (!s->returning.empty() && s->returning != "ALL_OLD") {
    const std::string what = s->returning == "ALL_NEW"       ? "ALL NEW *"
                             : s->returning == "UPDATED_NEW" ? "MODIFIED NEW *"
                                                             : "MODIFIED OLD *";
    return Status::Validation("Invalid returning clause: RETURNING " + what +
                              ". Only RETURNING ALL OLD * is allowed in DELETE statements.");
  }
  return Status::Ok();
}

Result<PqStatement> Parser::Statement() {
  PqStatement s;
  if (Accept("SELECT")) {
    KS_RETURN_IF_ERROR(Select(&s));
  } else if (Accept("INSERT")) {
    KS_RETURN_IF_ERROR(Insert(&s));
  } else if (Accept("UPDATE")) {
    KS_RETURN_IF_ERROR(Update(&s));
  } else if (Accept("DELETE")) {
    KS_RETURN_IF_ERROR(Delete(&s));
  } else if (Accept("FROM")) {
    KS_RETURN_IF_ERROR(FromFirst(&s));
  } else if (IsWord("EXISTS") && Peek(1).kind == TK::kPunct && Peek(1).text == "(") {
    pos_ += 2;
    KS_RETURN_IF_ERROR(Expect("SELECT"));
    KS_RETURN_IF_ERROR(Select(&s));
    KS_RETURN_IF_ERROR(Expect(")"));
    s.kind = PqStatement::Kind::kExists;
  } else if (AtEnd()) {
    return Malformed("Unexpected term");
  } else {
    return Malformed("Expected data manipulation");
  }
  Accept(";");
  if (Peek().kind != TK::kEnd) return Malformed("Unexpected token after expression");
  s.param_count = params_;
  return s;
}

}  // namespace

Result<PqStatement> ParsePartiql(std::string_view text) {
  std::vector<PqToken> tokens;
  if (!LexPartiql(text, &tokens)) return Malformed("");
  KS_ASSIGN_OR_RETURN(PqStatement s, Parser(std::move(tokens)).Statement());
  KS_RETURN_IF_ERROR(CheckPartiqlLiterals(s));
  return s;
}

}  // namespace keyscape::expr
