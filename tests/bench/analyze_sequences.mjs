// The keyscape:AnalyzeDesign request sequences the designer's bench measures (the page's own
// request: the first pattern's range view, patternResponses false), on the 50-entity design
// of workload.mjs:
//   repeat(n)    the same request n times: from the second call on, the engine answers
//                from its last analysis (the same model) and draws only the view;
//   select(n)    the same model, another pattern's range view each call (the designer
//                selecting patterns): the last analysis is reused, each view is new;
//   edits(n, from)  a different design each call, as a user editing it: in turn a pattern edit
//                (pattern k's parameter), an entity-template edit (entity k's GSI1SK
//                template) and an attribute edit (entity k's status values). No call's
//                model is the previous call's: each differs from it in one or two entities
//                and patterns, and the engine reuses the rest of its last analysis
//                (last_analysis.h, load_delta.h): the edit figure.
import { design } from './workload.mjs';

const request = (model, pattern = 0) =>
  JSON.stringify({ model, view: { rangeView: { pattern } }, patternResponses: false });

export function repeat(n) {
  const r = request(design(50));
  return Array.from({ length: n }, () => r);
}

export function select(n) {
  const m = design(50);
  return Array.from({ length: n }, (_, k) => request(m, k % m.accessPatterns.length));
}

/** The k-th edited design (k = 0, 1, ...): each differs from the one before it. */
export function edited(k) {
  const m = design(50);
  const e = Math.floor(k / 3) % m.entities.length;
  if (k % 3 === 0) m.accessPatterns[2 * e].parameters.ownerId = 'o1';
  else if (k % 3 === 1) m.entities[e].keys.GSI1SK = '${createdAt}#${itemId}';
  else m.entities[e].attributes.status.values = ['NEW', 'DONE', 'HELD'];
  return m;
}

/** Edits from the `from`-th on (edits(60) and edits(60, 60) are 120 different designs). */
export function edits(n, from = 0) {
  return Array.from({ length: n }, (_, k) => request(edited(from + k)));
}
