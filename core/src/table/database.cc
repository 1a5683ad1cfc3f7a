#include "keyscape/table/database.h"

#include <chrono>
#include <cstdio>
#include <string>

namespace keyscape::table {

Table* Database::Find(std::string_view name) {
  auto it = tables_.find(name);
  return it == tables_.end() ? nullptr : it->second.get();
}

const Table* Database::Find(std::string_view name) const {
  auto it = tables_.find(name);
  return it == tables_.end() ? nullptr : it->second.get();
}

Table* Database::Create(TableDef def) {
  std::string name = def.name;
  auto t = std::make_unique<Table>(std::move(def));
  Table* raw = t.get();
  tables_[name] = std::move(t);
  return raw;
}

bool Database::Drop(std::string_view name) {
  auto it = tables_.find(name);
  if (it == tables_.end()) return false;
  if (StreamLog* s = it->second->stream()) s->Disable();
  tables_.erase(it);
  return true;
}

StreamLog* Database::AddStream(std::unique_ptr<StreamLog> stream) {
  streams_.push_back(std::move(stream));
  return streams_.back().get();
}

StreamLog* Database::FindStream(std::string_view arn) {
  for (auto& s : streams_)
    if (s->identity().arn == arn) return s.get();
  return nullptr;
}

int64_t Database::memory_bytes() const {
  int64_t total = 0;
  for (const auto& [name, t] : tables_) total += t->memory_bytes();
  return total;
}

namespace {

std::string Megabytes(int64_t bytes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", static_cast<double>(bytes) / (1 << 20));
  return buf;
}

}  // namespace

base::Status Database::CheckMemory(int64_t more, std::string_view what) const {
  const int64_t used = memory_bytes();
  if (used + more <= memory_cap_bytes_) return base::Status::Ok();
  return base::Status(base::ErrorCode::kLimitExceeded,
                      "keyscape's memory cap of " + std::to_string(memory_cap_bytes_ >> 20) +
                          " MB would be exceeded: the tables hold about " + Megabytes(used) +
                          " MB and " + std::string(what) + " needs about " + Megabytes(more) +
                          " MB more. Delete items or tables, or write fewer or smaller items.");
}

base::Status Database::CheckRoom(const Table& table, const value::Item& item) const {
  if (table.item_count() >= kMaxItemsPerTable && !table.GetByStorageKey(table.PrimaryKeyOf(item))) {
    return base::Status(base::ErrorCode::kLimitExceeded,
                        "keyscape holds at most " + std::to_string(kMaxItemsPerTable) +
                            " items per table, and table " + table.def().name + " is full");
  }
  return CheckMemory(table.MemoryFor(item), "the item");
}

double Database::Now() const {
  if (fixed_clock_ >= 0) return fixed_clock_;
  using namespace std::chrono;
  auto ms = duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
  return static_cast<double>(ms) / 1000.0;
}

const Database::TokenUse* Database::RecallToken(const std::string& token, double window) {
  const double now = Now();
  for (auto it = tokens_.begin(); it != tokens_.end();)
    it = now - it->second.at > window ? tokens_.erase(it) : std::next(it);
  auto it = tokens_.find(token);
  return it == tokens_.end() ? nullptr : &it->second;
}

}  // namespace keyscape::table
