// prefix-overlap (lint.h's rule table): a begins_with operand that also matches the sort keys
// of another kind of item in the same item collection. A part of the lint rule table
// (context.h).
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "analysis/context.h"
#include "keyscape/model/design.h"
#include "keyscape/model/pattern_target.h"
#include "keyscape/model/sample_items.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::analysis::lint {

using model::AccessPattern;
using model::Entity;
using model::EntityKey;
using model::PatternTarget;
using model::RenderedItem;
using model::SortOp;
using model::TargetOf;
using value::AttrType;

namespace {

constexpr char kOverlapWhy[] =
    "begins_with matches every key that starts with its operand, whatever comes next: "
    "begins_with ORDER also returns ORDERLINE#... items, so the query reads (and pays for) "
    "items of another kind in the same item collection.";

// The sample items of a table that have a partition and a sort attribute, in item order,
// listed once per (table, partition, sort) for every pattern (a short list of lists: a design
// has few key pairs).
class Collections {
 public:
  struct Keyed {
    const std::string* pk;
    const std::string* sk;
    const RenderedItem* item;
  };

  explicit Collections(const Context& c) : c_(c) {}

  const std::vector<Keyed>& Of(const std::string& table, const std::string& pk,
                               const std::string& sk) {
    for (const List& l : lists_)
      if (l.table == table && l.pk == pk && l.sk == sk) return l.items;
    List l{table, pk, sk, {}};
    for (const RenderedItem& it : c_.items) {
      if (it.table != table) continue;
      const std::string* p = KeyTextOf(it.item, pk);
      const std::string* s = p ? KeyTextOf(it.item, sk) : nullptr;
      if (s) l.items.push_back({p, s, &it});
    }
    lists_.push_back(std::move(l));
    return lists_.back().items;
  }

 private:
  struct List {
    std::string table, pk, sk;
    std::vector<Keyed> items;
  };
  const Context& c_;
  std::vector<List> lists_;
};

// The entities of a table with both key attributes of a target (its partition and sort
// attribute), each with those keys and its sort key template's leading literal, in entity
// order: listed once per (table, partition, sort) for every pattern, like Collections.
class Candidates {
 public:
  struct Candidate {
    const Entity* entity;
    const EntityKey* partition;
    std::string sort_literal;
  };

  explicit Candidates(const Context& c) : c_(c) {}

  const std::vector<Candidate>& Of(const std::string& table, const std::string& pk,
                                   const std::string& sk) {
    for (const List& l : lists_)
      if (l.table == table && l.pk == pk && l.sk == sk) return l.entities;
    List l{table, pk, sk, {}};
    for (const Entity& f : c_.d.entities) {
      if (f.table != table) continue;
      const EntityKey* fs = f.FindKey(sk);
      const EntityKey* fp = f.FindKey(pk);
      if (fs && fp) l.entities.push_back({&f, fp, LeadingLiteral(fs->key_template)});
    }
    lists_.push_back(std::move(l));
    return lists_.back().entities;
  }

 private:
  struct List {
    std::string table, pk, sk;
    std::vector<Candidate> entities;
  };
  const Context& c_;
  std::vector<List> lists_;
};

// The entities other than the pattern's whose keys in the pattern's item collection start
// with the begins_with operand.
void PatternRule(const Context& c, size_t i, Collections* collections, Candidates* candidates,
                 Findings* out) {
  const AccessPattern& p = c.d.patterns[i];
  if (!p.key || !p.key->sort || p.key->sort->op != SortOp::kBeginsWith) return;
  PatternTarget target = TargetOf(c.d, p);
  if (!target.sort || target.sort->type != AttrType::kS) return;
  const std::string prefix = Rendered(p.key->sort->value, p);
  if (prefix.empty()) return;  // reads the whole collection on purpose
  const std::string partition = Rendered(p.key->partition, p);
  std::set<std::string> others;
  const Entity* e = p.entity ? c.d.FindEntity(*p.entity) : nullptr;
  const EntityKey* ep = e ? e->FindKey(target.partition.name) : nullptr;
  const std::vector<Candidates::Candidate> none;
  for (const Candidates::Candidate& f :
       p.entity ? candidates->Of(p.table, target.partition.name, target.sort->name) : none) {
    if (f.entity->name == *p.entity) continue;
    // The prefix test first: it is cheaper than rendering the partition template.
    if (f.sort_literal.rfind(prefix, 0) != 0) continue;
    bool same_collection = (ep && ep->key_template.text() == f.partition->key_template.text()) ||
                           Rendered(f.partition->key_template, p) == partition;
    if (same_collection) others.insert(f.entity->name);
  }
  // Sample items in the collection whose keys match without being of the pattern's kind.
  for (const Collections::Keyed& k :
       collections->Of(p.table, target.partition.name, target.sort->name)) {
    const RenderedItem& it = *k.item;
    const std::string* sk = k.sk;
    if (*k.pk != partition || sk->rfind(prefix, 0) != 0) continue;
    if (p.entity && it.entity && it.entity->name != *p.entity) others.insert(it.entity->name);
    bool mid_word = !prefix.empty() && IsAlnum(prefix.back()) && sk->size() > prefix.size() &&
                    IsAlnum((*sk)[prefix.size()]);
    if (!p.entity && !it.entity && mid_word) others.insert(*sk);
  }
  if (others.empty()) return;
  std::string list;
  for (const std::string& o : others) list += (list.empty() ? "" : ", ") + o;
  out->push_back(Make("prefix-overlap", Severity::kWarning, PatternLocation(p, i, "key/sort/value"),
                      "begins_with \"" + prefix + "\" of pattern \"" + p.name + "\" also matches " +
                          list + " in the same item collection",
                      kOverlapWhy,
                      "end the operand with the delimiter (begins_with \"" + prefix +
                          (IsAlnum(prefix.back()) ? "#" : "") +
                          "\") and give every other kind of item its own prefix that does "
                          "not start with it (e.g. LINE#... instead of ORDER#...#LINE#...)"));
}

}  // namespace

void PrefixOverlap(const Context& c, Findings* out) {
  Collections collections(c);
  Candidates candidates(c);
  for (size_t i = 0; i < c.d.patterns.size(); ++i)
    PatternRule(c, i, &collections, &candidates, out);
}

}  // namespace keyscape::analysis::lint
