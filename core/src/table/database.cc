#include "keyscape/table/database.h"

#include <chrono>

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
