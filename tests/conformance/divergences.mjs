// The allow-list: every known way dynalite 4.0.0 differs from DynamoDB, where keyscape follows
// DynamoDB (reference/dynamodb-semantics.md §4.4 and the sections cited per entry).
//
// Each entry: id, description, ref (the reference section) and matches(ctx) → true when a
// dynalite/keyscape mismatch is this divergence. Golden cases that assert DynamoDB's behaviour
// for an entry carry `divergence: '<id>'`; the run fails when an entry has none.
//   ctx = { op, request, dynalite, keyscape, table?, expect?, source: 'golden' | 'random' }
//   table is the CreateTable request of request.TableName, when known.
//   dynalite / keyscape are parsed response bodies.
// A mismatch that no entry recognises fails the run.

const isErr = (b) => !!(b && typeof b.__type === 'string');
const msgOf = (b) => (isErr(b) ? String(b.message ?? b.Message ?? '') : '');

/** Every AttributeValue in a request (values, items, keys, start keys, legacy conditions). */
function* attributeValues(req) {
  function* walkAv(av) {
    if (!av || typeof av !== 'object') return;
    yield av;
    if (Array.isArray(av.L)) for (const x of av.L) yield* walkAv(x);
    if (av.M && typeof av.M === 'object') for (const x of Object.values(av.M)) yield* walkAv(x);
  }
  const maps = [req.ExpressionAttributeValues, req.Item, req.Key, req.ExclusiveStartKey];
  for (const m of maps) if (m && typeof m === 'object') for (const v of Object.values(m)) yield* walkAv(v);
  for (const cond of [req.KeyConditions, req.QueryFilter, req.ScanFilter, req.Expected]) {
    if (!cond || typeof cond !== 'object') continue;
    for (const c of Object.values(cond)) {
      if (c && Array.isArray(c.AttributeValueList)) for (const v of c.AttributeValueList) yield* walkAv(v);
      if (c && c.Value) yield* walkAv(c.Value);
    }
  }
}

function* numberLiterals(req) {
  for (const av of attributeValues(req)) {
    if (typeof av.N === 'string') yield av.N;
    if (Array.isArray(av.NS)) yield* av.NS.filter((x) => typeof x === 'string');
  }
}

function* stringLiterals(req) {
  for (const av of attributeValues(req)) {
    if (typeof av.S === 'string') yield av.S;
    if (Array.isArray(av.SS)) yield* av.SS.filter((x) => typeof x === 'string');
  }
}

const utf8Len = (s) => Buffer.byteLength(s, 'utf8');
/** Sign of comparing two strings by UTF-8 bytes (DynamoDB) and by UTF-16 units (JavaScript). */
const cmpUtf8 = (a, b) => Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
const cmpUtf16 = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** A code unit where UTF-16 order and code-point order disagree: a surrogate or U+E000..U+FFFF. */
const hasOrderTrap = (s) => /[\uD800-\uFFFF]/.test(s);

export const divergences = [
  {
    id: 'number-plus-sign',
    description: 'dynalite rejects an N value with a leading "+" ("The parameter cannot be converted to a numeric value: +3"); DynamoDB accepts it and normalises "+3" to "3".',
    ref: '§1.3 Accepted syntax; §4.4 row 1',
    matches: ({ request, dynalite }) =>
      /numeric value: \+/.test(msgOf(dynalite)) && [...numberLiterals(request)].some((n) => n.trim().startsWith('+')),
  },
  {
    id: 'number-zero-exponent',
    description: 'dynalite accepts the zero literals 0e126 and 0e-131; DynamoDB rejects them as overflow/underflow (a documented DynamoDB quirk) while accepting 0.0e126.',
    ref: '§1.3 Magnitude checks; §4.4 row 2',
    matches: ({ request, dynalite }) =>
      !isErr(dynalite) && [...numberLiterals(request)].some((n) => {
        const m = /^[-+]?0*(?:\.0*)?[eE]([-+]?\d+)$/.exec(n.trim());
        return m && /^[-+]?0+[eE]/.test(n.trim()) && (Number(m[1]) >= 126 || Number(m[1]) <= -131);
      }),
  },
  {
    id: 'utf16-sizes',
    description: 'dynalite measures strings and attribute names in UTF-16 code units, so a 513×U+1F603 partition key (2052 UTF-8 bytes) or an over-size item of multi-byte text is accepted; DynamoDB measures UTF-8 bytes and rejects it.',
    ref: '§1.4 dynalite divergences; §1.5 dynalite bug; §4.4 row 3',
    matches: ({ request, dynalite, keyscape }) =>
      !isErr(dynalite) && /size|exceeded/i.test(msgOf(keyscape)) &&
      ([...stringLiterals(request)].some((s) => utf8Len(s) !== s.length) ||
       Object.keys(request.Item || {}).some((k) => utf8Len(k) !== k.length)),
  },
  {
    id: 'empty-key-in-query',
    description: 'dynalite answers a Query whose key condition compares a key with an empty string/binary with an empty page; DynamoDB rejects it ("…cannot contain an empty string value. Key: <attr>").',
    ref: '§2.3 row 18; §1.4; §4.4 row 4',
    matches: ({ op, request, dynalite }) => {
      if (op !== 'Query' || isErr(dynalite) || dynalite.Count !== 0) return false;
      const vals = Object.values(request.ExpressionAttributeValues || {});
      for (const c of Object.values(request.KeyConditions || {})) vals.push(...(c.AttributeValueList || []));
      return vals.some((v) => v && (v.S === '' || v.B === ''));
    },
  },
  {
    id: 'empty-query-capacity',
    description: 'dynalite charges 0 capacity units for a Query that reads nothing; DynamoDB charges the minimum (0.5 eventually consistent, 1 strongly consistent) per partition touched.',
    ref: '§3.6; §4.4 row 6',
    matches: ({ dynalite }) =>
      !isErr(dynalite) && dynalite.ConsumedCapacity && dynalite.ConsumedCapacity.CapacityUnits === 0 &&
      (dynalite.ScannedCount ?? 0) === 0,
  },
  {
    id: 'limit-zero-message',
    description: "dynalite reports Limit 0 as \"Value '0' at 'limit'\"; DynamoDB says \"1 validation error detected: Value at 'Limit' failed to satisfy constraint: Member must have value greater than or equal to 1\".",
    ref: '§2.3 row 34; §4.4 row 7',
    matches: ({ dynalite }) => /Value '-?\d+' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1/.test(msgOf(dynalite)),
  },
  {
    id: 'select-rules',
    description: 'dynalite accepts Select SPECIFIC_ATTRIBUTES without a projection, a ProjectionExpression with Select COUNT/ALL_ATTRIBUTES/ALL_PROJECTED_ATTRIBUTES, and ALL_PROJECTED_ATTRIBUTES without IndexName; DynamoDB rejects each with a ValidationException.',
    ref: '§2.3 rows 39-41; §3.4; §4.4 row 8',
    matches: ({ request, dynalite }) => {
      if (isErr(dynalite)) return false;
      const sel = request.Select;
      const proj = request.ProjectionExpression !== undefined || request.AttributesToGet !== undefined;
      return (sel === 'SPECIFIC_ATTRIBUTES' && !proj) ||
        (sel !== undefined && sel !== 'SPECIFIC_ATTRIBUTES' && request.ProjectionExpression !== undefined) ||
        (sel === 'ALL_PROJECTED_ATTRIBUTES' && !request.IndexName);
    },
  },
  {
    id: 'esk-hash-only',
    description: 'dynalite answers a Query on a hash-only table that carries an ExclusiveStartKey with an empty page; DynamoDB rejects it ("The provided exclusive start key is invalid: ExclusiveStartKey: {<pk>=AttributeValue: {…}}").',
    ref: '§2.3 row 53; §4.4 row 9',
    matches: ({ op, request, dynalite, keyscape }) =>
      op === 'Query' && !request.IndexName && request.ExclusiveStartKey &&
      Object.keys(request.ExclusiveStartKey).length === 1 && !isErr(dynalite) && dynalite.Count === 0 &&
      msgOf(keyscape).startsWith('The provided exclusive start key is invalid: ExclusiveStartKey: {'),
  },
  {
    id: 'esk-utf16-compare',
    description: 'dynalite checks an ExclusiveStartKey against the sort-key predicate with JavaScript string order (UTF-16), so e.g. sk = U+10000 with "sk > U+FFFF" is wrongly rejected ("does not match the range key predicate"); DynamoDB compares UTF-8 bytes.',
    ref: '§1.1; §4.4 row 10',
    matches: ({ op, request, dynalite }) => {
      if (op !== 'Query' || !request.ExclusiveStartKey) return false;
      if (!/does not match the range key predicate/.test(msgOf(dynalite)) && isErr(dynalite)) return false;
      const esk = Object.values(request.ExclusiveStartKey).filter((v) => v && typeof v.S === 'string').map((v) => v.S);
      const vals = [...stringLiterals({ ExpressionAttributeValues: request.ExpressionAttributeValues, KeyConditions: request.KeyConditions })];
      return esk.some((a) => vals.some((b) => cmpUtf8(a, b) !== cmpUtf16(a, b)));
    },
  },
  {
    id: 'filter-utf16-compare',
    description: 'dynalite evaluates <, <=, >, >= and BETWEEN on S values in filters with JavaScript string order (UTF-16); DynamoDB compares UTF-8 bytes, so U+FFFF < U+10000.',
    ref: '§1.1 ("some of its non-key comparisons use JavaScript string compare"); §4.4 row 10',
    matches: ({ request, dynalite }) => {
      if (isErr(dynalite)) return false;
      const relational = (request.FilterExpression && /<|>|between/i.test(request.FilterExpression)) ||
        Object.values(request.QueryFilter || request.ScanFilter || {}).some((c) => /^(LT|LE|GT|GE|BETWEEN)$/.test(c && c.ComparisonOperator));
      if (!relational) return false;
      return [...stringLiterals({ ExpressionAttributeValues: request.ExpressionAttributeValues, QueryFilter: request.QueryFilter, ScanFilter: request.ScanFilter })].some(hasOrderTrap);
    },
  },
  {
    id: 'between-utf16-order',
    description: 'dynalite checks that BETWEEN bounds are in order (KeyConditionExpression and FilterExpression) with JavaScript string order (UTF-16), so BETWEEN U+FFFF AND U+10000 is rejected and BETWEEN U+10000 AND U+FFFF accepted; DynamoDB orders by UTF-8 bytes.',
    ref: '§1.1; §2.3 row 14',
    matches: ({ request, dynalite, keyscape }) => {
      if (!/between/i.test((request.KeyConditionExpression || '') + ' ' + (request.FilterExpression || ''))) return false;
      const boundErr = (b) => /The BETWEEN operator requires upper bound to be greater than or equal to lower bound/.test(msgOf(b));
      if (boundErr(dynalite) === boundErr(keyscape)) return false;
      const vals = [...stringLiterals({ ExpressionAttributeValues: request.ExpressionAttributeValues })];
      return vals.some((a) => vals.some((b) => cmpUtf8(a, b) !== cmpUtf16(a, b)));
    },
  },
  {
    id: 'filter-binary-as-utf8',
    description: 'dynalite evaluates begins_with/contains on B values by decoding the bytes as UTF-8 text (lossy for invalid sequences); DynamoDB tests raw bytes.',
    ref: '§1.2; §4.4 row 11',
    matches: ({ request, dynalite }) => {
      if (isErr(dynalite)) return false;
      const fn = (request.FilterExpression && /begins_with|contains/.test(request.FilterExpression)) ||
        Object.values(request.QueryFilter || request.ScanFilter || {}).some((c) => /^(BEGINS_WITH|CONTAINS|NOT_CONTAINS)$/.test(c && c.ComparisonOperator));
      if (!fn) return false;
      return [...attributeValues({ ExpressionAttributeValues: request.ExpressionAttributeValues, QueryFilter: request.QueryFilter, ScanFilter: request.ScanFilter })]
        .some((av) => typeof av.B === 'string' && Buffer.from(av.B, 'base64').some((x) => x >= 0x80));
    },
  },
  {
    id: 'lsi-projection-fetch',
    description: 'dynalite answers an LSI query whose ProjectionExpression/AttributesToGet names attributes outside the index projection with the projected attributes only; DynamoDB fetches the missing attributes from the table (at extra cost).',
    ref: '§3.4 ("An LSI query fetches the missing attributes from the base table"); §3.6',
    matches: ({ op, request, dynalite, table }) => {
      if (op !== 'Query' || isErr(dynalite) || !table || !request.IndexName) return false;
      if (request.ProjectionExpression === undefined && request.AttributesToGet === undefined) return false;
      const lsi = (table.LocalSecondaryIndexes || []).find((i) => i.IndexName === request.IndexName);
      return !!lsi && lsi.Projection.ProjectionType !== 'ALL';
    },
  },
  {
    id: 'legacy-filter-or',
    description: 'dynalite evaluates a legacy QueryFilter/ScanFilter with ConditionalOperator OR by stopping at the first false condition, so an item is kept only when the first condition holds; DynamoDB keeps an item when any condition holds.',
    ref: '§2.4 (legacy conditional parameters; AWS guide LegacyConditionalParameters.ConditionalOperator)',
    matches: ({ request, dynalite }) =>
      !isErr(dynalite) && request.ConditionalOperator === 'OR' &&
      Object.keys(request.QueryFilter || request.ScanFilter || {}).length > 1,
  },
  {
    id: 'syntax-error-text',
    description: 'dynalite reports expression syntax errors with its PEG.js parser text; DynamoDB says "Syntax error; token: "<tok>", near: "<context>"".',
    ref: '§2.3 row 20; §4.4 row 12',
    matches: ({ dynalite, keyscape }) =>
      /^Invalid \w+Expression: Syntax error; /.test(msgOf(dynalite)) && !/; token: "/.test(msgOf(dynalite)) &&
      /^Invalid \w+Expression: Syntax error; token: "/.test(msgOf(keyscape)),
  },
];

/** The ids of the entries that recognise a mismatch (empty when none does). */
export function explain(ctx) {
  return divergences.filter((d) => {
    try { return d.matches(ctx); } catch { return false; }
  }).map((d) => d.id);
}
