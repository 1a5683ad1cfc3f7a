// A CSV file with a header as DynamoDB items: CsvItems of table_data.h (its contract).
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "keyscape/base/json.h"
#include "keyscape/base/status.h"
#include "keyscape/interop/import/table_data.h"

namespace keyscape::interop {

using base::Json;
using base::Result;
using base::Status;

namespace {

struct CsvRow {
  std::vector<std::string> cells;
  int line = 0;
};

// RFC 4180 rows. A quoted cell may hold commas, newlines and "" (one quote).
Result<std::vector<CsvRow>> ReadRows(std::string_view text) {
  std::vector<CsvRow> rows;
  CsvRow row{{}, 1};
  std::string cell;
  int line = 1;
  bool quoted = false, any = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"')
        cell += text[++i];
      else if (c == '"')
        quoted = false;
      else {
        if (c == '\n') ++line;
        cell += c;
      }
      continue;
    }
    if (c == '"' && cell.empty()) {
      quoted = any = true;
    } else if (c == ',') {
      row.cells.push_back(std::move(cell));
      cell.clear();
      any = true;
    } else if (c == '\n' || c == '\r') {
      if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      if (any || !cell.empty()) {
        row.cells.push_back(std::move(cell));
        rows.push_back(std::move(row));
      }
      cell.clear();
      any = false;
      row = CsvRow{{}, ++line};
    } else {
      cell += c;
      any = true;
    }
  }
  if (quoted)
    return Status::Validation("CSV line " + std::to_string(row.line) +
                              ": a quoted cell is not closed");
  if (any || !cell.empty()) {
    row.cells.push_back(std::move(cell));
    rows.push_back(std::move(row));
  }
  return rows;
}

// A decimal number DynamoDB keeps as written, without a leading zero that a number would lose.
bool IsNumber(const std::string& s) {
  size_t i = s[0] == '-' ? 1 : 0;
  const size_t int_start = i;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
  const size_t int_digits = i - int_start;
  if (int_digits == 0 || (int_digits > 1 && s[int_start] == '0')) return false;
  if (i < s.size() && s[i] == '.') {
    const size_t f = ++i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    if (i == f) return false;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    const size_t e = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    if (i == e) return false;
  }
  return i == s.size();
}

}  // namespace

Result<std::vector<Json>> CsvItems(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte-order mark
  KS_ASSIGN_OR_RETURN(std::vector<CsvRow> rows, ReadRows(text));
  if (rows.empty()) return Status::Validation("CSV: no header row");
  const std::vector<std::string>& header = rows.front().cells;
  std::set<std::string> seen;
  for (const std::string& h : header)
    if (h.empty() || !seen.insert(h).second)
      return Status::Validation("CSV line 1: header cell \"" + h + "\" is empty or repeated");
  std::vector<bool> numeric(header.size(), true);
  for (size_t r = 1; r < rows.size(); ++r) {
    if (rows[r].cells.size() > header.size())
      return Status::Validation("CSV line " + std::to_string(rows[r].line) + ": " +
                                std::to_string(rows[r].cells.size()) + " cells, the header has " +
                                std::to_string(header.size()));
    for (size_t c = 0; c < rows[r].cells.size(); ++c)
      if (!rows[r].cells[c].empty() && !IsNumber(rows[r].cells[c])) numeric[c] = false;
  }
  std::vector<Json> items;
  for (size_t r = 1; r < rows.size(); ++r) {
    Json item = Json::Object();
    for (size_t c = 0; c < rows[r].cells.size(); ++c) {
      if (rows[r].cells[c].empty()) continue;
      Json av = Json::Object();
      av.Add(numeric[c] ? "N" : "S", Json::String(rows[r].cells[c]));
      item.Add(header[c], std::move(av));
    }
    items.push_back(std::move(item));
  }
  return items;
}

}  // namespace keyscape::interop
