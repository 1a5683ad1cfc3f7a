// F7: the 1 MB page. DynamoDB's exact byte accounting is internal (reference §3.2, §6 point 6),
// so these cases assert properties: a page stops near 1 MB with a LastEvaluatedKey, an item
// under 400 KB is always returned, Limit applies first, and paging returns everything once.
import { S, N, rangeNTable, put } from './fixtures.mjs';

const KB = 1024;
const pad = (n, ch) => ch.repeat(n);
const big = [];
for (let i = 1; i <= 12; i++) big.push({ a: S('big'), b: N(String(i)), p: S(pad(100 * KB, String.fromCharCode(96 + i))) });
const huge = [];
for (let i = 1; i <= 4; i++) huge.push({ a: S('huge'), b: N(String(i)), p: S(pad(390 * KB, 'h')) });

function pageAll(request, maxPages = 40) {
  return async (call) => {
    const pages = [];
    let esk;
    for (let i = 0; i < maxPages; i++) {
      const r = await call('Query', esk ? { ...request, ExclusiveStartKey: esk } : request);
      pages.push(r);
      if (r.__type || !r.LastEvaluatedKey) break;
      esk = r.LastEvaluatedKey;
    }
    return pages;
  };
}

const size = (item) => Object.entries(item).reduce((s, [k, v]) => s + k.length + (v.S ? v.S.length : 3), 0);

/** Every page under ~1 MB (its last item may cross), all items once in order. */
function checkPages(all, { forward = true, firstMin = 1, firstMax = Infinity, countOnly = false } = {}) {
  return (pages) => {
    const bad = pages.find((p) => p.__type);
    if (bad) return `error: ${bad.message}`;
    if (pages.length < 2) return `expected several pages, got ${pages.length}`;
    const first = pages[0];
    const n0 = countOnly ? first.ScannedCount : first.Items.length;
    if (n0 < firstMin || n0 > firstMax) return `first page holds ${n0} items, expected ${firstMin}..${firstMax}`;
    if (!first.LastEvaluatedKey) return 'first page has no LastEvaluatedKey';
    if (countOnly) {
      const total = pages.reduce((s, p) => s + p.ScannedCount, 0);
      return total === all.length ? null : `ScannedCount total ${total}`;
    }
    for (const p of pages) {
      if (p.Count !== p.Items.length || p.ScannedCount !== p.Items.length) return 'Count/ScannedCount differ from the page';
      const sizes = p.Items.map(size);
      const before = sizes.slice(0, -1).reduce((s, x) => s + x, 0);
      if (before >= 1024 * KB) return `a page read ${before} bytes before its last item`;
      if (p.Items.length === 0 && p.LastEvaluatedKey) return 'an empty page with a LastEvaluatedKey';
    }
    const got = pages.flatMap((p) => p.Items.map((i) => i.b.N));
    const want = (forward ? all : [...all].reverse()).map((i) => i.b.N);
    return JSON.stringify(got) === JSON.stringify(want) ? null : `paged keys ${got} vs ${want}`;
  };
}

const Q = (a, extra = {}) => ({ TableName: 'rangeNTable', KeyConditionExpression: 'a = :a', ExpressionAttributeValues: { ':a': S(a) }, ...extra });

export default {
  group: 'F7 1 MB page limit (properties)',
  tables: [rangeNTable],
  setup: [...big, ...huge].map((i) => put('rangeNTable', i)),
  cases: [
    { id: 'F7-forward', desc: '12 × 100 KB: the first page stops near 1 MB with a LEK; paging returns all', ref: '§3.2',
      run: pageAll(Q('big')), expect: { check: checkPages(big, { firstMin: 9, firstMax: 11 }) } },
    { id: 'F7-reverse', desc: 'the same in reverse', ref: '§3.2 §3.1',
      run: pageAll(Q('big', { ScanIndexForward: false })), expect: { check: checkPages(big, { forward: false, firstMin: 9, firstMax: 11 }) } },
    { id: 'F7-count', desc: 'Select COUNT: the 1 MB cut applies before projection', ref: '§3.2',
      run: pageAll(Q('big', { Select: 'COUNT' })), expect: { check: checkPages(big, { firstMin: 9, firstMax: 11, countOnly: true }) } },
    { id: 'F7-projection', desc: 'ProjectionExpression does not enlarge the page (limit applies before projection)', ref: '§3.2',
      run: pageAll(Q('big', { ProjectionExpression: 'b' })),
      expect: { check: (pages) => (pages.length >= 2 && pages[0].Items.length >= 9 && pages[0].Items.length <= 11 && pages[0].LastEvaluatedKey ? null : `first page ${pages[0].Items && pages[0].Items.length} items, ${pages.length} pages`) } },
    { id: 'F7-limit-first', desc: 'Limit below the 1 MB cut wins', ref: '§3.2',
      run: async (call) => call('Query', Q('big', { Limit: 5, Select: 'COUNT' })),
      expect: { check: (r) => (r.Count === 5 && r.ScannedCount === 5 && r.LastEvaluatedKey && r.LastEvaluatedKey.b.N === '5' ? null : JSON.stringify(r)) } },
    { id: 'F7-large-items', desc: '390 KB items: every page returns at least one item, all come back', ref: '§3.2',
      run: pageAll(Q('huge')), expect: { check: checkPages(huge, { firstMin: 2, firstMax: 3 }) } },
  ],
};
