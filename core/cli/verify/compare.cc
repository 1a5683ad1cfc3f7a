#include "compare.h"

#include <algorithm>
#include <string_view>
#include <utility>

#include "keyscape/value/number.h"

namespace keyscape::cli {
namespace {

using base::Json;

std::string NumberText(const std::string& text) {
  base::Result<value::Number> n = value::Number::ParseUnchecked(text);
  return n.ok() ? n->ToString() : text;
}

bool IsSetType(std::string_view t) { return t == "SS" || t == "NS" || t == "BS"; }

void CanonicalTo(const Json& v, std::string* out);

// A set's members, normalised and sorted.
void CanonicalSet(std::string_view type, const Json& members, std::string* out) {
  std::vector<std::string> parts;
  for (const Json& m : members.array()) {
    std::string s;
    if (type == "NS" && m.is_string())
      base::AppendJsonString(NumberText(m.string_value()), &s);
    else
      CanonicalTo(m, &s);
    parts.push_back(std::move(s));
  }
  std::sort(parts.begin(), parts.end());
  out->push_back('[');
  for (size_t i = 0; i < parts.size(); ++i) *out += (i ? "," : "") + parts[i];
  out->push_back(']');
}

void CanonicalTo(const Json& v, std::string* out) {
  switch (v.kind()) {
    case Json::Kind::kNumber:
      *out += NumberText(v.number_text());
      return;
    case Json::Kind::kArray:
      out->push_back('[');
      for (size_t i = 0; i < v.array().size(); ++i) {
        if (i) out->push_back(',');
        CanonicalTo(v.array()[i], out);
      }
      out->push_back(']');
      return;
    case Json::Kind::kObject: {
      std::vector<const Json::Member*> members;
      for (const Json::Member& m : v.members()) members.push_back(&m);
      std::sort(members.begin(), members.end(),
                [](const Json::Member* a, const Json::Member* b) { return a->first < b->first; });
      const bool single = members.size() == 1;
      out->push_back('{');
      for (size_t i = 0; i < members.size(); ++i) {
        const auto& [name, value] = *members[i];
        if (i) out->push_back(',');
        base::AppendJsonString(name, out);
        out->push_back(':');
        if (single && name == "N" && value.is_string())
          base::AppendJsonString(NumberText(value.string_value()), out);
        else if (single && IsSetType(name) && value.is_array())
          CanonicalSet(name, value, out);
        else
          CanonicalTo(value, out);
      }
      out->push_back('}');
      return;
    }
    default:
      *out += v.Dump();
  }
}

bool Same(const Json* a, const Json* b) {
  if (!a || !b) return a == b;
  return Canonical(*a) == Canonical(*b);
}

std::string Cut(std::string s) {
  if (s.size() > 120) s = s.substr(0, 117) + "...";
  return s;
}

// The attribute names of two items: `first` (when present in either), then the rest sorted.
std::vector<std::string> AttributeOrder(const Json& a, const Json& b,
                                        const std::vector<std::string>& first) {
  std::vector<std::string> rest;
  for (const Json* item : {&a, &b})
    for (const Json::Member& m : item->members())
      if (std::find(first.begin(), first.end(), m.first) == first.end()) rest.push_back(m.first);
  std::sort(rest.begin(), rest.end());
  rest.erase(std::unique(rest.begin(), rest.end()), rest.end());
  std::vector<std::string> out;
  for (const std::string& f : first)
    if (a.Find(f) || b.Find(f)) out.push_back(f);
  out.insert(out.end(), rest.begin(), rest.end());
  return out;
}

// "endpoint SK ORDER#9, keyscape ORDER#10" for the first attribute that differs.
std::string ItemDetail(const Json& endpoint, const Json& keyscape,
                       const std::vector<std::string>& key_names) {
  if (!endpoint.is_object() || !keyscape.is_object())
    return "endpoint " + Cut(endpoint.Dump()) + ", keyscape " + Cut(keyscape.Dump());
  for (const std::string& name : AttributeOrder(endpoint, keyscape, key_names)) {
    const Json* e = endpoint.Find(name);
    const Json* k = keyscape.Find(name);
    if (Same(e, k)) continue;
    if (!e) return "endpoint has no " + name + ", keyscape " + ShowValue(*k);
    if (!k) return "endpoint " + name + " " + ShowValue(*e) + ", keyscape has none";
    return "endpoint " + name + " " + ShowValue(*e) + ", keyscape " + ShowValue(*k);
  }
  return "";
}

std::string TieKey(const Json& item, const std::vector<std::string>& tie_keys) {
  std::string key;
  for (const std::string& name : tie_keys) {
    const Json* v = item.Find(name);
    key += v ? Canonical(*v) : "-";
    key.push_back('|');
  }
  return key;
}

std::vector<std::string> SortedCanonical(const std::vector<Json>& items, size_t from, size_t to) {
  std::vector<std::string> out;
  for (size_t i = from; i < to; ++i) out.push_back(Canonical(items[i]));
  std::sort(out.begin(), out.end());
  return out;
}

// The first item of `a` without an equal in `b` (as multisets), or "".
std::string MissingFrom(std::vector<std::string> a, std::vector<std::string> b) {
  std::vector<std::string> extra;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(extra));
  return extra.empty() ? "" : extra.front();
}

std::string MultisetDifference(const std::vector<std::string>& e, const std::vector<std::string>& k,
                               const std::string& what) {
  if (std::string x = MissingFrom(e, k); !x.empty())
    return what + ": endpoint has " + Cut(x) + ", keyscape does not";
  if (std::string x = MissingFrom(k, e); !x.empty())
    return what + ": keyscape has " + Cut(x) + ", endpoint does not";
  return "";
}

std::string CompareItems(const std::vector<Json>& e, const std::vector<Json>& k,
                         const CompareRules& rules) {
  if (rules.unordered) {
    std::string d =
        MultisetDifference(SortedCanonical(e, 0, e.size()), SortedCanonical(k, 0, k.size()),
                           "items differ (compared as a set: Scan order is the "
                           "endpoint's own)");
    if (!d.empty()) return d;
  } else {
    const size_t n = std::min(e.size(), k.size());
    for (size_t i = 0; i < n; ++i) {
      bool differs = rules.tie_keys.empty()
                         ? !Same(&e[i], &k[i])
                         : TieKey(e[i], rules.tie_keys) != TieKey(k[i], rules.tie_keys);
      if (differs)
        return "item " + std::to_string(i + 1) +
               " differs: " + ItemDetail(e[i], k[i], rules.key_names);
    }
    if (!rules.tie_keys.empty()) {  // equal index keys throughout: compare each run as a set
      for (size_t from = 0; from < n;) {
        size_t to = from + 1;
        while (to < n && TieKey(k[to], rules.tie_keys) == TieKey(k[from], rules.tie_keys)) ++to;
        std::string what = "items " + std::to_string(from + 1) + "-" + std::to_string(to) +
                           " (equal " + rules.tie_name + " keys, in an order DynamoDB leaves open)";
        std::string d = to - from == 1 && !Same(&e[from], &k[from])
                            ? "item " + std::to_string(from + 1) +
                                  " differs: " + ItemDetail(e[from], k[from], rules.key_names)
                            : MultisetDifference(SortedCanonical(e, from, to),
                                                 SortedCanonical(k, from, to), what);
        if (!d.empty()) return d;
        from = to;
      }
    }
  }
  if (e.size() != k.size())
    return "endpoint returned " + std::to_string(e.size()) + " items, keyscape " +
           std::to_string(k.size());
  return "";
}

std::string Show(const Json* v) { return v ? Cut(v->Dump()) : "none"; }

// BatchGetItem's Responses, {table: [items]}, whose order within each list DynamoDB leaves
// open. True (and *d: "" when equal, else the difference) when both are such maps of the
// same tables.
bool ResponsesAsSets(const Json& e, const Json& k, std::string* d) {
  if (!e.is_object() || !k.is_object() || e.size() != k.size()) return false;
  for (const Json::Member& m : k.members()) {
    const Json* t = e.Find(m.first);
    if (!t || !t->is_array() || !m.second.is_array()) return false;
  }
  for (const Json::Member& m : k.members()) {
    const std::vector<Json>& theirs = e.Find(m.first)->array();
    *d = MultisetDifference(SortedCanonical(theirs, 0, theirs.size()),
                            SortedCanonical(m.second.array(), 0, m.second.array().size()),
                            "Responses." + m.first + " (compared as a set)");
    if (!d->empty()) return true;
  }
  return true;
}

std::string CompareMember(const std::string& name, const Json* e, const Json* k,
                          const CompareRules& rules) {
  if (Same(e, k)) return "";
  if ((name == "Item" || name == "Attributes") && e && k)
    return name + " differs: " + ItemDetail(*e, *k, rules.key_names);
  std::string d;
  if (name == "Responses" && e && k && ResponsesAsSets(*e, *k, &d)) return d;
  return name + ": endpoint " + Show(e) + ", keyscape " + Show(k);
}

}  // namespace

std::string Canonical(const Json& v) {
  std::string out;
  CanonicalTo(v, &out);
  return out;
}

std::string ShowValue(const Json& v) {
  if (v.is_object() && v.size() == 1) {
    const auto& [type, inner] = v.members().front();
    if (type == "S" && inner.is_string()) return Cut(inner.string_value());
    if (type == "N" && inner.is_string()) return inner.string_value();
    if ((type == "BOOL" || type == "NULL") && inner.is_bool())
      return type == "NULL" ? "null" : (inner.bool_value() ? "true" : "false");
  }
  return Cut(v.Dump());
}

std::string ErrorName(const Json& body) {
  const Json* t = body.Find("__type");
  if (!t || !t->is_string()) return "";
  const std::string& s = t->string_value();
  size_t hash = s.rfind('#');
  return hash == std::string::npos ? s : s.substr(hash + 1);
}

std::string ErrorMessage(const Json& body) {
  const Json* m = body.Find("message");
  if (!m) m = body.Find("Message");
  return m && m->is_string() ? m->string_value() : "";
}

std::string FirstDifference(const Json& endpoint, const Json& keyscape, const CompareRules& rules) {
  const std::string e_error = ErrorName(endpoint), k_error = ErrorName(keyscape);
  if (!e_error.empty() || !k_error.empty()) {
    if (e_error == k_error) return "";
    auto side = [](const std::string& error, const Json& body) {
      return error.empty() ? "answered " + Cut(body.Dump())
                           : "error " + error + ": " + Cut(ErrorMessage(body));
    };
    return "endpoint " + side(e_error, endpoint) + "; keyscape " + side(k_error, keyscape);
  }
  const Json* e_items = endpoint.Find("Items");
  const Json* k_items = keyscape.Find("Items");
  if (e_items || k_items) {
    if (!e_items || !k_items || !e_items->is_array() || !k_items->is_array())
      return "Items: endpoint " + Show(e_items) + ", keyscape " + Show(k_items);
    if (std::string d = CompareItems(e_items->array(), k_items->array(), rules); !d.empty())
      return d;
  }
  for (const char* name : {"Count", "ScannedCount"}) {
    const Json* e = endpoint.Find(name);
    const Json* k = keyscape.Find(name);
    if (!Same(e, k)) return std::string(name) + ": endpoint " + Show(e) + ", keyscape " + Show(k);
  }
  const Json* e_lek = endpoint.Find("LastEvaluatedKey");
  const Json* k_lek = keyscape.Find("LastEvaluatedKey");
  if (rules.unordered ? (e_lek == nullptr) != (k_lek == nullptr) : !Same(e_lek, k_lek))
    return "LastEvaluatedKey: endpoint " + Show(e_lek) + ", keyscape " + Show(k_lek);
  const bool capacity = endpoint.Find("ConsumedCapacity") && keyscape.Find("ConsumedCapacity");
  std::vector<std::string> names;
  for (const Json* body : {&keyscape, &endpoint})
    for (const Json::Member& m : body->members())
      if (std::find(names.begin(), names.end(), m.first) == names.end()) names.push_back(m.first);
  for (const std::string& name : names) {
    if (name == "Items" || name == "Count" || name == "ScannedCount" ||
        name == "LastEvaluatedKey" || (name == "ConsumedCapacity" && !capacity))
      continue;
    if (std::string d = CompareMember(name, endpoint.Find(name), keyscape.Find(name), rules);
        !d.empty())
      return d;
  }
  return "";
}

}  // namespace keyscape::cli
