// DynamoDB's PartiQL subset: a small hand-written recursive-descent parser.
//
// Statements (keywords in any case; names bare or in double quotes; strings in single
// quotes with '' for a quote; `--` and `/* */` comments; one optional trailing `;`):
//   SELECT * | path[, path...] FROM "Table"[."Index"] [WHERE condition]
//          [ORDER BY path [ASC|DESC][, ...]]
//   INSERT INTO "Table" VALUE {'attr': value, ...}
//   UPDATE "Table" (SET path = value[, path = value...] | REMOVE path[, path...])...
//          [WHERE condition] [RETURNING (ALL|MODIFIED) (NEW|OLD) *]
//   FROM "Table" [WHERE condition] (SET ... | REMOVE ...)... [RETURNING ...]   (an UPDATE)
//   DELETE FROM "Table" WHERE condition [RETURNING ALL OLD *]
//   EXISTS(SELECT ...)                     (a condition check, in ExecuteTransaction only)
// Values: 'string', numbers, TRUE/FALSE, NULL, [list], {'map': ...}, <<set>>, `?`.
// Conditions: OR, AND, NOT, parentheses, = <> != < <= > >=, BETWEEN x AND y,
// IN [a, b] or IN (a, b), IS [NOT] MISSING | NULL | <type> (BOOL, BOOLEAN, STRING, NUMERIC,
// BLOB, STRUCT, TUPLE, LIST), and calls (which functions a clause takes is the planner's
// rule). A SET value may also be `operand + operand`, `operand - operand` or a call.
//
// Refusals with DynamoDB's own words (no envelope): "Empty bags are not supported" (<<>>),
// "RETURNING is not supported in INSERT", "Expected '*' after ( MODIFIED | ALL ) ( NEW | OLD )
// in RETURNING clause", "Invalid syntax with multiple returning elements in RETURNING
// clause", "Invalid returning clause: RETURNING <what>. Only RETURNING ALL OLD * is allowed
// in DELETE statements.", "Unexpected path component at <pos>" (a call in a SELECT list),
// "Unsupported data type: <fn> under key root at <pos>" (a call in a VALUE tuple), and
// "Unsupported data type for IS operator: <type>. Supported data types are [...]" (a PartiQL
// type DynamoDB does not test for), "Path component cannot be an empty string" (a quoted ""
// as a name in FROM or in a path) and "A path may contain at most 2 components in the FROM
// clause". <pos> is "<line>:<column>:<length>" in characters.
//
// Errors are values: every failure is a ValidationException whose message starts
// "Statement wasn't well formed, can't be processed: " followed by DynamoDB's detail
// where it is known ("Unexpected token after expression", "Unexpected term", "Missing
// right-hand side expression of infix operator", "Unexpected keyword", "Expected
// identifier for simple path", and "Invalid path dot component" for a path step after a dot
// that is one of PartiQL's keywords, such as m.inner or m.size, or not a name at all); a
// table alias is "Aliasing is not supported". Lexical
// failures (an unterminated string, name or comment, a character outside the grammar)
// have nothing after the colon, as DynamoDB's do. Nesting deeper than kMaxPartiqlDepth
// (parentheses, NOT, lists, maps) fails with the detail "Statement is nested too
// deeply" (keyscape's own words: DynamoDB's limit is not documented). The parser never
// recurses deeper than that bound and reads any text, of any length, in linear time.
#ifndef KEYSCAPE_EXPR_PARTIQL_H_
#define KEYSCAPE_EXPR_PARTIQL_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"

namespace keyscape::expr {

constexpr int kMaxPartiqlDepth = 64;

// One step of a document path: a name, or a list index when `index` >= 0.
struct PqStep {
  std::string name;
  int index = -1;
};
using PqPath = std::vector<PqStep>;  // never empty; the first step is a name

// A node of a condition or value.
struct PqNode {
  enum class Kind {
    kPath,     // path
    kLiteral,  // literal: a scalar in DynamoDB JSON ({"S":"x"}, {"N":"1"}, ...)
    kParam,    // param: the index of the `?`, 0-based in text order
    kList,     // kids
    kMap,      // keys[i] -> kids[i]
    kSet,      // kids: literals or params of one scalar type (checked on binding)
    kCompare,  // op ("=", "<>", "<", "<=", ">", ">="), kids[0] op kids[1]
    kBetween,  // kids[0] BETWEEN kids[1] AND kids[2]
    kIn,       // kids[0] IN (kids[1..])
    kAnd,      // kids (2 or more)
    kOr,       // kids (2 or more)
    kNot,      // kids[0]
    kMissing,  // kids[0] IS MISSING (op "NOT" for IS NOT MISSING)
    kIsType,   // kids[0] IS <type>: op is the DynamoDB type (NULL, BOOL, S, N, B, M, L);
               // IS NOT <type> is a kNot around it
    kCall,     // op is the function's name in lower case, kids its arguments
    kArith,    // op "+" or "-", kids[0] op kids[1]
  };
  Kind kind = Kind::kLiteral;
  std::string op;
  PqPath path;
  base::Json literal;
  int param = -1;
  std::vector<std::string> keys;
  std::vector<PqNode> kids;
  std::string at;  // kPath and kCall: "<line>:<column>:<length>" of the first token
};

struct PqSetAction {
  PqPath path;
  PqNode value;
};

struct PqOrder {
  PqPath path;
  bool descending = false;
};

struct PqStatement {
  // kExists: EXISTS(SELECT ...), an ExecuteTransaction condition check (the SELECT's fields).
  enum class Kind { kSelect, kInsert, kUpdate, kDelete, kExists };
  Kind kind = Kind::kSelect;
  std::string table;
  std::optional<std::string> index;  // SELECT ... FROM "Table"."Index"
  std::vector<PqPath> projection;    // empty: SELECT *
  std::optional<PqNode> where;
  std::optional<PqNode> value;  // INSERT: a kMap
  std::vector<PqSetAction> sets;
  std::vector<PqPath> removes;
  std::vector<PqOrder> order_by;  // SELECT ... ORDER BY
  std::string returning;  // UPDATE/DELETE: "", ALL_NEW, ALL_OLD, UPDATED_NEW or UPDATED_OLD
  int param_count = 0;    // how many `?` the text holds
};

// Parses one statement. Never crashes on any input; errors as described above.
base::Result<PqStatement> ParsePartiql(std::string_view text);

// The DynamoDB JSON value of a value node (kLiteral, kParam, kList, kMap, kSet) with
// the `?` bound to `params` (DynamoDB JSON AttributeValues, in order).
// REQUIRES: params.size() >= every kParam's index + 1.
base::Result<base::Json> BindPartiqlValue(const PqNode& node,
                                          const std::vector<base::Json>& params);

// True when `text` is a number as PartiQL converts one (Java's BigDecimal): [+-]digits
// [.digits][e[+-]digits] (or .digits), its exponent and its scale (digits after the point
// less the exponent) within a 32-bit integer.
bool IsConvertiblePartiqlNumber(std::string_view text);

// The limits PartiQL checks on a parsed statement before it runs: first an IN in the WHERE
// with more than 100 operands ("The IN operator is provided with too many operands; number of
// operands: <n>"), then the literals (INSERT's tuple, SET values, the WHERE), in that order: a
// part of a value 32 lists or maps below it (an item 33 levels deep, the attribute being level
// 1) is "Nesting Levels have exceeded supported limits under <where>"; a number PartiQL cannot
// convert is "Statement wasn't well formed, can't be processed: " with nothing after it; one
// outside DynamoDB's limits is the Number message followed by " under <where>". <where> is
// "root" then ".name" and "[i]" steps naming where inside the value it is.
base::Status CheckPartiqlLiterals(const PqStatement& s);

// True for the value kinds BindPartiqlValue takes.
bool IsPartiqlValue(const PqNode& node);

// The path as PartiQL text: a."b c"[2] (for explanations and messages).
std::string PartiqlPathText(const PqPath& path);

}  // namespace keyscape::expr

#endif  // KEYSCAPE_EXPR_PARTIQL_H_
