// The allow-list: every known way dynalite 4.0.0 differs from DynamoDB, where keyscape follows
// DynamoDB (reference/dynamodb-semantics.md §4.4 and the sections cited per entry).
//
// Each entry: id, description, ref (the reference section) and matches(ctx) → true when a
// dynalite/keyscape mismatch is this divergence. Golden cases that assert DynamoDB's behaviour
// for an entry carry `divergence: '<id>'`; the run fails when an entry has none.
//   ctx = { op, request, dynalite, keyscape, table?, expect?, source: 'golden' | 'random' }
//   table is the CreateTable request of request.TableName, when known.
//   dynalite is dynalite's parsed response; keyscape is keyscape's (random differential) or, for a
//   golden case, the expected DynamoDB response, so the cross-check never depends on keyscape.
// A mismatch that no entry recognises fails the run.
import { isErrorBody } from '../../wasm/engine.mjs';

import { legacyFilterMatches } from './lib/legacy.mjs';

const isErr = isErrorBody;  // the wrapper's rule (wasm/engine.mjs)
const canonical = (v) => JSON.stringify(v, (k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
const sameValue = (a, b) => canonical(a) === canonical(b);

/** The :placeholders used as operands of <, <=, >, >= or BETWEEN in an expression. */
function relationalOperands(expr) {
  const out = new Set();
  if (!expr) return out;
  for (const m of expr.matchAll(/(:\w+)\s*(?:<=|>=|<|>)|(?:<=|>=|<|>)\s*(:\w+)/g)) out.add(m[1] || m[2]);
  for (const m of expr.matchAll(/between\s+(:\w+)\s+and\s+(:\w+)/gi)) { out.add(m[1]); out.add(m[2]); }
  return out;
}

/** The :placeholders used as the second argument of begins_with or contains. */
function functionOperands(expr) {
  const out = new Set();
  if (!expr) return out;
  for (const m of expr.matchAll(/(?:begins_with|contains)\s*\(\s*[^,()]+,\s*(:\w+)\s*\)/g)) out.add(m[1]);
  return out;
}

/** True when every a can be paired with a distinct b such that fits(a, b) (Kuhn's algorithm). */
function perfectMatching(as, bs, fits) {
  const owner = new Array(bs.length).fill(-1);
  const tryAssign = (i, seen) => {
    for (let j = 0; j < bs.length; j++) {
      if (seen[j] || !fits(as[i], bs[j])) continue;
      seen[j] = true;
      if (owner[j] < 0 || tryAssign(owner[j], seen)) { owner[j] = i; return true; }
    }
    return false;
  };
  return as.every((_, i) => tryAssign(i, new Array(bs.length).fill(false)));
}

/** Top-level attribute names a ProjectionExpression or AttributesToGet asks for. */
function projectedNames(request) {
  if (request.AttributesToGet) return new Set(request.AttributesToGet);
  const names = request.ExpressionAttributeNames || {};
  return new Set((request.ProjectionExpression || '').split(',').map((p) => {
    const root = p.trim().split(/[.[]/)[0];
    return names[root] ?? root;
  }));
}
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
    description: 'dynalite answers a Query whose key condition compares a table key with an empty string/binary with an empty page, and rejects one on a secondary-index key with an undocumented message ("One or more parameter values were invalid: The AttributeValue for a key attribute cannot contain an empty string value. Key: <attr>"); DynamoDB rejects both with its documented messages ("…are not valid. … Key: <attr>" / "…A value specified for a secondary index key is not supported. … IndexName: <idx>, IndexKey: <attr>").',
    ref: '§2.3 row 18; §1.4; §4.4 row 4',
    matches: ({ op, request, dynalite, keyscape }) => {
      if (op !== 'Query') return false;
      if (!/^One or more parameter values are not valid\. (A value specified for a secondary index key is not supported\. )?The AttributeValue for a key attribute cannot contain an empty (string|binary) value\. /.test(msgOf(keyscape))) return false;
      // dynalite never checks for empty key values, so it may go on to report a later-stage
      // error (ALL_ATTRIBUTES on a GSI, a filter on a key: §2.5 step 12); DynamoDB's key-value
      // check (step 10) comes first. Any dynalite error is therefore consistent with this entry.
      if (!isErr(dynalite) && dynalite.Count !== 0) return false;
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
    description: "dynalite reports a Query's Limit 0 as \"Value '0' at 'limit'\"; DynamoDB says \"1 validation error detected: Value at 'Limit' failed to satisfy constraint: Member must have value greater than or equal to 1\" for Query (a Scan's Limit 0 it reports as dynalite does: \"Value '0' at 'limit'\", recorded by nubo-db/dynamodb-conformance tier3/error-messages/scan).",
    ref: '§2.3 row 34; §4.4 row 7',
    matches: ({ dynalite, keyscape }) =>
      /Value '-?\d+' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1/.test(msgOf(dynalite)) &&
      msgOf(keyscape) === "1 validation error detected: Value at 'Limit' failed to satisfy constraint: Member must have value greater than or equal to 1",
  },
  {
    id: 'select-rules',
    description: 'dynalite accepts Select SPECIFIC_ATTRIBUTES without a projection, a ProjectionExpression with Select COUNT/ALL_ATTRIBUTES/ALL_PROJECTED_ATTRIBUTES, and ALL_PROJECTED_ATTRIBUTES without IndexName; DynamoDB rejects each with a ValidationException.',
    ref: '§2.3 rows 39-41; §3.4; §4.4 row 8',
    matches: ({ request, dynalite, keyscape }) => {
      if (isErr(dynalite)) return false;
      if (!['1 validation error detected: Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES',
        'Cannot specify the ProjectionExpression when choosing to get only the Count',
        'Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES',
        'Cannot specify the ProjectionExpression when choosing to get ALL_PROJECTED_ATTRIBUTES',
        'ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName'].includes(msgOf(keyscape))) return false;
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
      Object.keys(request.ExclusiveStartKey).length === 1 &&
      // dynalite ignores the start key and may report a later-stage error instead (a filter on
      // a key attribute, §2.5 step 12); the start-key check (step 11) comes first.
      (isErr(dynalite) || dynalite.Count === 0) &&
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
      const eav = request.ExpressionAttributeValues || {};
      const exprValues = [...relationalOperands(request.FilterExpression)].map((k) => eav[k]);
      const legacyValues = Object.values(request.QueryFilter || request.ScanFilter || {})
        .filter((c) => /^(LT|LE|GT|GE|BETWEEN)$/.test(c && c.ComparisonOperator)).flatMap((c) => c.AttributeValueList || []);
      return [...exprValues, ...legacyValues].some((v) => v && typeof v.S === 'string' && hasOrderTrap(v.S));
    },
  },
  {
    id: 'between-utf16-order',
    description: 'dynalite checks that BETWEEN bounds are in order (KeyConditionExpression, FilterExpression, legacy KeyConditions and QueryFilter) with JavaScript string order (UTF-16), so BETWEEN U+FFFF AND U+10000 is rejected and BETWEEN U+10000 AND U+FFFF accepted; DynamoDB orders by UTF-8 bytes.',
    ref: '§1.1; §2.3 rows 14 and 20',
    matches: ({ request, dynalite, keyscape }) => {
      const boundErr = (b) => /The BETWEEN operator requires upper bound to be greater than or equal to lower bound|The BETWEEN condition was provided a range where the lower bound is greater than the upper bound/.test(msgOf(b));
      if (boundErr(dynalite) === boundErr(keyscape)) return false;
      const eav = request.ExpressionAttributeValues || {};
      const pairs = [];
      for (const expr of [request.KeyConditionExpression, request.FilterExpression]) {
        for (const mm of (expr || '').matchAll(/between\s+(:\w+)\s+and\s+(:\w+)/gi)) pairs.push([eav[mm[1]], eav[mm[2]]]);
      }
      for (const f of [request.KeyConditions, request.QueryFilter, request.ScanFilter].filter(Boolean)) {
        for (const c of Object.values(f)) if (c && c.ComparisonOperator === 'BETWEEN') pairs.push(c.AttributeValueList || []);
      }
      return pairs.some(([a, b]) => a && b && typeof a.S === 'string' && typeof b.S === 'string' && cmpUtf8(a.S, b.S) !== cmpUtf16(a.S, b.S));
    },
  },
  {
    id: 'binary-as-utf8',
    description: 'dynalite evaluates begins_with/contains on B values by decoding the bytes as UTF-8 text (lossy: every invalid sequence becomes U+FFFD), in filters and when checking an ExclusiveStartKey against begins_with; DynamoDB tests raw bytes.',
    ref: '§1.2; §4.4 row 11',
    matches: ({ request, dynalite }) => {
      if (isErr(dynalite) && !/does not match the range key predicate/.test(msgOf(dynalite))) return false;
      const eav = request.ExpressionAttributeValues || {};
      const highBytes = (v) => v && typeof v.B === 'string' && Buffer.from(v.B, 'base64').some((x) => x >= 0x80);
      const operands = [...functionOperands(request.FilterExpression)].map((k) => eav[k]);
      const legacy = [request.QueryFilter, request.ScanFilter].filter(Boolean).flatMap((f) => Object.values(f))
        .filter((c) => /^(BEGINS_WITH|CONTAINS|NOT_CONTAINS)$/.test(c && c.ComparisonOperator)).flatMap((c) => c.AttributeValueList || []);
      const keyBegins = [...functionOperands(request.KeyConditionExpression)].map((k) => eav[k]);
      const legacyKey = Object.values(request.KeyConditions || {}).filter((c) => c && c.ComparisonOperator === 'BEGINS_WITH').flatMap((c) => c.AttributeValueList || []);
      const eskHigh = Object.values(request.ExclusiveStartKey || {}).some(highBytes);
      return [...operands, ...legacy].some(highBytes) || ((keyBegins.length || legacyKey.length) && (eskHigh || [...keyBegins, ...legacyKey].some(highBytes)));
    },
  },
  {
    id: 'bool-false-as-missing',
    description: 'dynalite treats a BOOL false attribute as missing in attribute_type() (and IN/BETWEEN), so attribute_type(x, "BOOL") is false for x = false; DynamoDB tests the type of the value.',
    ref: '§3.5 (FilterExpression functions; AWS guide Expressions.OperatorsAndFunctions)',
    matches: ({ request, dynalite, keyscape }) =>
      !isErr(dynalite) && !isErr(keyscape) && keyscape.ScannedCount === dynalite.ScannedCount &&
      /attribute_type\s*\(/.test(request.FilterExpression || '') &&
      Object.values(request.ExpressionAttributeValues || {}).some((v) => v && v.S === 'BOOL'),
  },
  {
    id: 'lsi-projection-fetch',
    description: 'dynalite answers an LSI query that names attributes outside the index projection (in ProjectionExpression/AttributesToGet, or in a filter) from the index entry alone, so those attributes are missing from the items and the filter does not see them; DynamoDB fetches them from the table (at extra cost).',
    ref: '§3.4 ("An LSI query fetches the missing attributes from the base table"); §3.6',
    matches: ({ op, request, dynalite, keyscape, table }) => {
      // (a Scan is compared through its pages concatenated: same items in any order)
      if ((op !== 'Query' && op !== 'Scan') || isErr(dynalite) || isErr(keyscape) || !table || !request.IndexName) return false;
      const lsi = (table.LocalSecondaryIndexes || []).find((i) => i.IndexName === request.IndexName);
      if (!lsi || lsi.Projection.ProjectionType === 'ALL') return false;
      if (dynalite.ScannedCount !== keyscape.ScannedCount) return false;
      const inIndex = new Set([...table.KeySchema, ...lsi.KeySchema].map((k) => k.AttributeName).concat(lsi.Projection.NonKeyAttributes || []));
      const filterNames = new Set(Object.keys(request.QueryFilter || request.ScanFilter || {}));
      const names = request.ExpressionAttributeNames || {};
      for (const m of (request.FilterExpression || '').matchAll(/(#\w+|\b[a-zA-Z_]\w*)(?=\s*(?:[.[=<>]|\)|,|\s+(?:BETWEEN|IN|AND|OR)\b|$))/gi)) filterNames.add(names[m[1]] ?? m[1]);
      // a filter on attributes the index does not hold: the counts may differ, the page may not
      if ([...filterNames].some((n) => !inIndex.has(n))) return true;
      if (request.ProjectionExpression === undefined && request.AttributesToGet === undefined) return false;
      // otherwise the same items, each keyscape item holding dynalite's attributes plus fetched
      // attributes that the projection names (matched in any order: index ties have none)
      if (dynalite.Count !== keyscape.Count) return false;
      const di = dynalite.Items || [], ki = keyscape.Items || [];
      if (di.length !== ki.length) return false;
      const wanted = projectedNames(request);
      const fits = (d, k) => Object.keys(d).every((n) => sameValue(d[n], k[n])) && Object.keys(k).every((n) => n in d || wanted.has(n));
      return perfectMatching(di, ki, fits);
    },
  },
  {
    id: 'legacy-filter-or',
    description: 'dynalite evaluates a legacy QueryFilter/ScanFilter with ConditionalOperator OR by stopping at the first false condition, so an item is kept only when the first condition holds; DynamoDB keeps an item when any condition holds.',
    ref: '§2.4 (legacy conditional parameters; AWS guide LegacyConditionalParameters.ConditionalOperator)',
    matches: ({ request, dynalite, keyscape }) => {
      const filter = request.QueryFilter || request.ScanFilter;
      if (isErr(dynalite) || isErr(keyscape) || request.ConditionalOperator !== 'OR' || !filter || Object.keys(filter).length < 2) return false;
      // dynalite keeps a subset; keyscape's items must each satisfy the OR (checked here
      // independently, so only requests whose projection keeps the filtered attributes qualify)
      if (dynalite.ScannedCount !== keyscape.ScannedCount || dynalite.Count > keyscape.Count || !keyscape.Items) return false;
      const wanted = request.AttributesToGet ? new Set(request.AttributesToGet) : null;
      if (wanted && Object.keys(filter).some((n) => !wanted.has(n))) return false;
      return keyscape.Items.every((it) => legacyFilterMatches(it, filter, 'OR'));
    },
  },
  {
    id: 'legacy-expected-or',
    description: 'dynalite evaluates a legacy Expected with ConditionalOperator OR by stopping at the first false condition (the same loop as legacy-filter-or), so a write fails whenever the first condition fails; DynamoDB writes when any condition holds.',
    ref: 'AWS API reference, ConditionalOperator (legacy conditional parameters)',
    matches: ({ op, request, dynalite, keyscape }) =>
      ['PutItem', 'UpdateItem', 'DeleteItem'].includes(op) && request.ConditionalOperator === 'OR' &&
      request.Expected && Object.keys(request.Expected).length >= 2 &&
      isErr(dynalite) && /ConditionalCheckFailedException$/.test(dynalite.__type) && !isErr(keyscape),
  },
  {
    id: 'legacy-expected-exists-value',
    description: 'dynalite reads {"Exists": true, "Value": v} in Expected as "the attribute exists" and ignores the Value; DynamoDB requires the attribute to equal v.',
    ref: 'AWS API reference, ExpectedAttributeValue.Exists',
    matches: ({ op, request, dynalite, keyscape }) =>
      ['PutItem', 'UpdateItem', 'DeleteItem'].includes(op) && request.Expected &&
      Object.values(request.Expected).some((c) => c && c.Exists === true && c.Value) &&
      !isErr(dynalite) && isErr(keyscape) && /ConditionalCheckFailedException$/.test(keyscape.__type),
  },
  {
    id: 'return-values-on-condition-failure',
    description: 'dynalite 4.0.0 ignores ReturnValuesOnConditionCheckFailure on PutItem, UpdateItem and DeleteItem (it predates the parameter): no "Item" in the ConditionalCheckFailedException under ALL_OLD, and no check of its value.',
    ref: 'AWS API reference, PutItem/UpdateItem/DeleteItem ReturnValuesOnConditionCheckFailure',
    matches: ({ op, request }) =>
      ['PutItem', 'UpdateItem', 'DeleteItem'].includes(op) && request.ReturnValuesOnConditionCheckFailure !== undefined &&
      request.ReturnValuesOnConditionCheckFailure !== 'NONE',
  },
  {
    id: 'item-collection-metrics',
    description: 'dynalite 4.0.0 accepts ReturnItemCollectionMetrics but never returns ItemCollectionMetrics; DynamoDB returns them for tables with a local secondary index.',
    ref: 'AWS API reference, ItemCollectionMetrics',
    matches: ({ op, request, dynalite, keyscape }) =>
      ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'].includes(op) && request.ReturnItemCollectionMetrics === 'SIZE' &&
      !isErr(dynalite) && !isErr(keyscape) && keyscape.ItemCollectionMetrics !== undefined && dynalite.ItemCollectionMetrics === undefined,
  },
  {
    id: 'constraint-value-text',
    description: "In a list or map constraint message DynamoDB prints the value as its Java service holds it (BatchWriteItem: '{T=[com.amazonaws.dynamodb.v20120810.WriteRequest@<hash>, ...]}'; CreateTable: '[KeySchemaElement(attributeName=a, keyType=HASH), ...]'; more than 100 BatchGetItem keys: no value at all, 'Value at ...'); dynalite prints the value as JSON. The rest of the message is the same.",
    ref: 'validation messages reported from the real service in public issues (boto3 #483, aws-cdk-dynamodb-seeder #3, moto #3046)',
    matches: ({ op, dynalite, keyscape }) => {
      if (!['BatchWriteItem', 'BatchGetItem', 'CreateTable'].includes(op) || !isErr(dynalite) || !isErr(keyscape)) return false;
      const shape = (m) => m.replace(/Value (?:'.*'|null)? ?at '/s, 'Value <v> at \'');
      return msgOf(dynalite) !== msgOf(keyscape) && shape(msgOf(dynalite)) === shape(msgOf(keyscape));
    },
  },
  {
    id: 'batch-write-total-limit',
    description: 'dynalite checks the 25-write limit per table only, so 13 + 13 writes to two tables succeed; DynamoDB refuses a BatchWriteItem of more than 25 writes in all ("Too many items requested for the BatchWriteItem call").',
    ref: 'AWS API reference BatchWriteItem ("as many as 25 put or delete requests")',
    matches: ({ op, dynalite, keyscape }) =>
      op === 'BatchWriteItem' && !isErr(dynalite) && msgOf(keyscape) === 'Too many items requested for the BatchWriteItem call',
  },
  {
    id: 'syntax-error-text',
    description: 'dynalite reports expression syntax errors with its PEG.js parser text; DynamoDB says "Syntax error; token: "<tok>", near: "<context>"".',
    ref: '§2.3 row 20; §4.4 row 12',
    matches: ({ dynalite, keyscape }) =>
      /^Invalid \w+Expression: Syntax error; /.test(msgOf(dynalite)) && !/; token: "/.test(msgOf(dynalite)) &&
      /^(1 validation error detected: )?Invalid \w+Expression: Syntax error; token: "/.test(msgOf(keyscape)),
  },
  {
    id: 'scan-gsi-consistent',
    description: 'dynalite accepts a Scan of a global secondary index with ConsistentRead true (it checks this only for Query); DynamoDB rejects it ("Consistent reads are not supported on global secondary indexes").',
    ref: '§2.3 (GSI ConsistentRead row, Query); AWS API reference Scan.ConsistentRead ("If you scan a global secondary index with ConsistentRead set to true, you will receive a ValidationException")',
    // dynalite may report a later-stage error instead (ALL_ATTRIBUTES on a non-ALL GSI), as for Query the check comes first
    matches: ({ op, request, keyscape, table }) =>
      op === 'Scan' && request.ConsistentRead === true && !!request.IndexName &&
      msgOf(keyscape) === 'Consistent reads are not supported on global secondary indexes' &&
      (!table || (table.GlobalSecondaryIndexes || []).some((g) => g.IndexName === request.IndexName)),
  },
  {
    id: 'scan-segment-checks',
    description: 'dynalite tests Segment with JavaScript truthiness, so Segment 0 without TotalSegments is accepted (a whole-table scan), and it does not enforce TotalSegments ≤ 1000000; DynamoDB requires TotalSegments whenever Segment is present and caps it at 1000000.',
    ref: 'AWS API reference Scan (Segment: "If you provide Segment, you must also provide TotalSegments"; TotalSegments: valid range 1–1000000)',
    // dynalite, missing these checks, may go on to a later error (ALL_ATTRIBUTES on a GSI):
    // DynamoDB's constraint and segment checks come first, so any dynalite answer fits.
    matches: ({ op, request, keyscape }) =>
      op === 'Scan' && isErr(keyscape) &&
      ((request.Segment === 0 && request.TotalSegments === undefined && /^The TotalSegments parameter is required but was not present in the request when /.test(msgOf(keyscape))) ||
       (request.TotalSegments > 1000000 && msgOf(keyscape) === `1 validation error detected: Value '${request.TotalSegments}' at 'totalSegments' failed to satisfy constraint: Member must have value less than or equal to 1000000`)),
  },
  {
    id: 'streams',
    description: 'dynalite 4.0.0 has no DynamoDB Streams: it drops StreamSpecification on CreateTable and UpdateTable (no StreamSpecification, LatestStreamArn or LatestStreamLabel in the description, none of DynamoDB\'s stream checks; an UpdateTable with only a StreamSpecification asks for "at least one" change), and it does not know ListStreams, DescribeStream, GetShardIterator or GetRecords.',
    ref: 'AWS API reference, StreamSpecification, UpdateTable, and the DynamoDB Streams API (ListStreams, DescribeStream, GetShardIterator, GetRecords)',
    matches: ({ op, request, table }) =>
      ['ListStreams', 'DescribeStream', 'GetShardIterator', 'GetRecords'].includes(op) ||
      (['CreateTable', 'UpdateTable'].includes(op) && request.StreamSpecification !== undefined) ||
      (op === 'DescribeTable' && table?.StreamSpecification?.StreamEnabled === true),
  },
  {
    id: 'batch-request-items-required',
    description: 'dynalite reports a missing or empty RequestItems of BatchGetItem/BatchWriteItem as constraint errors ("Value null at \'requestItems\' … must not be null", "Value \'{}\' at \'requestItems\' … greater than or equal to 1"), after other members; DynamoDB answers "The requestItems parameter is required for <operation>" first (recorded in most regions in 2026; a few now answer an empty BatchGetItem map with "Value at \'RequestItems\' … greater than or equal to 1").',
    ref: 'nubo-db/dynamodb-conformance tier3/error-messages/batchWriteItem and captures/2026-08-12-batch-empty-and-nesting.json [AWS✓]; dynalite\'s own test/batchGetItem.js [DT]',
    matches: ({ op, request, keyscape }) =>
      ['BatchGetItem', 'BatchWriteItem'].includes(op) &&
      (request.RequestItems == null || Object.keys(request.RequestItems).length === 0) &&
      msgOf(keyscape) === `The requestItems parameter is required for ${op}`,
  },
  {
    id: 'batch-get-keys-member',
    description: "DynamoDB names the length limits of BatchGetItem's Keys as 'RequestItems.<table>.member.Keys' and prints no value (\"Value at 'RequestItems.t.member.Keys' failed to satisfy constraint: …\"); dynalite writes 'requestItems.<table>.member.keys' and prints the list.",
    ref: 'nubo-db/dynamodb-conformance tier3/error-messages/batchGetItem [AWS✓]',
    matches: ({ op, dynalite, keyscape }) =>
      op === 'BatchGetItem' &&
      /^1 validation error detected: Value at 'RequestItems\.[^']+\.member\.Keys' failed to satisfy constraint: Member must have length (less than or equal to 100|greater than or equal to 1)$/.test(msgOf(keyscape)) &&
      /at 'requestItems\.[^']+\.member\.keys' failed to satisfy constraint: Member must have length/.test(msgOf(dynalite)),
  },
  {
    id: 'tag-arn-access',
    description: "The tagging operations refuse a ResourceArn the caller cannot reach with AccessDeniedException \"User: <caller's IAM ARN> is not authorized to perform: dynamodb:<op> on resource: <arn>\". The caller is keyscape's one user (arn:aws:iam::000000000000:user/keyscape), dynalite's is its own; and keyscape, one account in one region, also refuses a well-formed table ARN of another region or account (as DynamoDB does another account's table), where dynalite looks the table up and answers ResourceNotFoundException.",
    ref: 'nubo-db/dynamodb-conformance tier2/tags/basic [AWS✓]; dynalite test/listTagsOfResource.js, tagResource.js, untagResource.js [DT]',
    matches: ({ op, request, dynalite, keyscape }) => {
      if (!['TagResource', 'UntagResource', 'ListTagsOfResource'].includes(op)) return false;
      if (!isErr(keyscape) || !/#AccessDeniedException$/.test(keyscape.__type)) return false;
      const resource = request.ResourceArn ? request.ResourceArn : '*';
      const tail = ` is not authorized to perform: dynamodb:${op} on resource: ${resource}`;
      if (!msgOf(keyscape).endsWith(tail)) return false;
      return (/#AccessDeniedException$/.test(dynalite.__type || '') && msgOf(dynalite).endsWith(tail)) ||
        (/#ResourceNotFoundException$/.test(dynalite.__type || '') && !String(request.ResourceArn).startsWith('arn:aws:dynamodb:local:000000000000:'));
    },
  },
  {
    id: 'empty-table-name-item-ops',
    description: "PutItem, UpdateItem and DeleteItem report an empty TableName as one error, \"1 validation error detected: Value at 'TableName' failed to satisfy constraint: Member must have length greater than or equal to 1\", whatever else is wrong (recorded against DynamoDB in us-east-1, eu-west-2 and eu-central-1; the regions on the older layer list it as \"Value '' at 'tableName'\" with the other errors; GetItem, which reads its request the same way in keyscape, answers alike, unrecorded); dynalite reports two (the pattern and a minimum length of 3), as DynamoDB did when its tests were written and as keyscape still does for the other operations.",
    ref: 'nubo-db/dynamodb-conformance registry/splits.json put-item-validation-error-aggregation, tier3/validation-ordering; moto test_update_item_with_empty_table_name [AWS✓]',
    matches: ({ op, request, keyscape }) =>
      ['PutItem', 'UpdateItem', 'DeleteItem', 'GetItem'].includes(op) && request.TableName === '' &&
      msgOf(keyscape) === "1 validation error detected: Value at 'TableName' failed to satisfy constraint: Member must have length greater than or equal to 1",
  },
  {
    id: 'item-write-validation-layer',
    description: "PutItem, UpdateItem and DeleteItem run DynamoDB's current validation layer (recorded in us-east-1 and eu-west-2, 2026-10): each request-validation error comes inside the envelope \"1 validation error detected: \" (ExpressionAttributeValues without an expression loses its \": ConditionExpression is null\" suffix; UpdateItem's wording of that one is not recorded and is taken to follow PutItem's and DeleteItem's); a bad ReturnValues is \"Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]\", a bad ReturnItemCollectionMetrics \"ReturnItemCollectionMetrics can only be SIZE or NONE\", and UpdateItem reports only its first bad enum. dynalite answers as the older layer: bare messages, every enum as \"Value 'x' at 'member'\".",
    ref: 'nubo-db/dynamodb-conformance tier3/error-messages putItem/deleteItem "request validation envelope", registry/splits.json update-item-validation-error-aggregation',
    matches: ({ op, dynalite, keyscape }) => {
      if (!['PutItem', 'UpdateItem', 'DeleteItem'].includes(op) || !isErr(keyscape)) return false;
      const k = msgOf(keyscape), d = msgOf(dynalite);
      // dynalite checks ReturnValues' two values on PutItem only
      if (k === '1 validation error detected: ReturnValues can only be ALL_OLD or NONE') return op === 'DeleteItem' || d === 'ReturnValues can only be ALL_OLD or NONE';
      if (!isErr(dynalite) || !/^\d+ validation errors? detected: /.test(k)) return false;
      const bare = d.replace(/: (UpdateExpression and )?ConditionExpression (is|are) null$/, '')
        .replace(/^ExpressionAttributeValues contains invalid value: (.*) for key :\w+$/, '$1');
      return k === `1 validation error detected: ${bare}` ||
        /Failed to satisfy constraint: Member must satisfy enum value set: \[ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE\]|ReturnItemCollectionMetrics can only be SIZE or NONE/.test(k);
    },
  },
  {
    id: 'update-size-statement',
    description: 'Standalone UpdateItem holds to 409,600 bytes the larger of the finished item and what its statement writes: the top-level attributes it names, as they end up, plus 3 bytes, 19 per SET or ADD (20 through a list index) and 2 per REMOVE or DELETE; the key and untouched attributes are not counted there, so at a short key the ceiling falls below 400 KB (recorded against DynamoDB by bisection, eu-west-2, 2026-08). dynalite measures the finished item alone, as DynamoDB does for transactions and PartiQL.',
    ref: 'nubo-db/dynamodb-conformance tier3/limits/itemSizeBySurface',
    matches: ({ op, dynalite, keyscape }) =>
      op === 'UpdateItem' && !isErr(dynalite) && msgOf(keyscape) === 'Item size to update has exceeded the maximum allowed size',
  },
  {
    id: 'document-nesting-32',
    description: 'Documents nest 32 levels, the attribute itself level 1: a value inside 31 maps or lists is the deepest accepted, and one inside 32 is refused with "Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit" (in the validation envelope on PutItem and UpdateItem, bare on BatchWriteItem and a transaction\'s Put; recorded in us-east-1 and eu-west-2, 2026-10). Past about 62 levels DynamoDB moves to a second check (bare on PutItem, naming the key in an UpdateItem value) whose exact threshold is not recorded: keyscape answers those as the first. dynalite accepts the 32-deep value.',
    ref: 'nubo-db/dynamodb-conformance tier3/limits/nestingDepth',
    matches: ({ keyscape }) => msgOf(keyscape).includes('Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit'),
  },
  {
    id: 'expression-size-4kb',
    description: 'An expression string is at most 4 KB: one of 4,097 bytes is "Invalid <Name>Expression: Expression size has exceeded the maximum allowed size; expression size: <bytes>", a request check made before the table is looked up (issue 24 family 1); dynalite has no such limit and answers the request (here ResourceNotFoundException).',
    ref: 'DynamoDB Developer Guide, Service quotas: expression parameters; issue 24 family 1',
    matches: ({ keyscape }) => /Expression size has exceeded the maximum allowed size; expression size: [0-9]+$/.test(msgOf(keyscape)),
  },
  {
    id: 'batch-get-mixed-projection',
    description: 'BatchGetItem with a ProjectionExpression on one table and AttributesToGet on another is refused as a mix of expression and non-expression parameters (recorded against DynamoDB); dynalite takes each table alone.',
    ref: 'nubo-db/dynamodb-conformance tier3/error-messages/batchGetItem',
    matches: ({ op, keyscape }) =>
      op === 'BatchGetItem' && msgOf(keyscape).startsWith('Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {AttributesToGet}'),
  },
  {
    id: 'remove-only-creates-nothing',
    description: 'An UpdateItem whose actions only take away (REMOVE, or DELETE from a set) creates no item where there was none, and `REMOVE x.y` there is accepted (issue 24, found by other projects\' suites against DynamoDB); dynalite creates the bare key.',
    ref: 'issue 24 family 6',
    matches: ({ op, dynalite, keyscape }) => {
      const stored = (b) => Boolean(b && (b.Item || (b.got && b.got.Item)));
      const refused = (b) => Boolean(b && b.upd && isErr(b.upd));  // dynalite: REMOVE x.y there is invalid
      return op === 'UpdateItem' && !isErr(keyscape) && (stored(dynalite) || refused(dynalite)) && !stored(keyscape);
    },
  },
  {
    id: 'update-function-placement',
    description: 'Functions out of place are refused in DynamoDB\'s words: "The function is not allowed in a condition expression; function: if_not_exists" (an update function in a condition), "... in an update expression; function: contains" (a condition function in an update), and "The function is not allowed to be used this way in an expression; function: list_append" for a list_append inside list_append (Scylla\'s Alternator tests, run against DynamoDB; other emulators\' suites). dynalite answers otherwise.',
    ref: 'issue 24 family 6; scylladb test/alternator/test_update_expression.py',
    matches: ({ keyscape }) => /The function is not allowed (in a condition expression|in an update expression|to be used this way in an expression; function: list_append)/.test(msgOf(keyscape)),
  },
  {
    id: 'create-table-tags',
    description: 'CreateTable keeps the Tags it is given (ListTagsOfResource lists them) and checks them as TagResource does (issue 24); dynalite ignores them.',
    ref: 'issue 24 family 6',
    matches: ({ op }) => op === 'CreateTable',
  },
  {
    id: 'empty-attribute-name',
    description: 'DynamoDB refuses an ExpressionAttributeNames entry whose value is "" ("ExpressionAttributeNames contains invalid value: Empty attribute name for key #n", reported by applications against the real service); dynalite takes the entry as missing and reports the name as not defined in the expression.',
    ref: 'real-service error text quoted by applications and other emulators\' suites (search: "Empty attribute name for key")',
    matches: ({ request, keyscape }) =>
      Object.values(request.ExpressionAttributeNames || {}).some((v) => v === '') &&
      /^(1 validation error detected: )?ExpressionAttributeNames contains invalid value: Empty attribute name for key #/.test(msgOf(keyscape)),
  },
  {
    id: 'index-name-order',
    description: "CreateTable with malformed names in both index lists: DynamoDB lists the global secondary indexes' errors before the local ones' (observed against DynamoDB, issue 24); dynalite lists the same errors with the local ones first.",
    ref: 'issue 24 family 1 (facts observed against DynamoDB)',
    matches: ({ op, dynalite, keyscape }) => {
      if (op !== 'CreateTable') return false;
      const pieces = (m) => m.replace(/^\d+ validation errors? detected: /, '').split('; ');
      const k = pieces(msgOf(keyscape)), d = pieces(msgOf(dynalite));
      return k.length > 1 && k.length === d.length && [...k].sort().join('|') === [...d].sort().join('|') &&
        /at 'globalSecondaryIndexes\./.test(k[0]) && /at 'localSecondaryIndexes\./.test(d[0]);
    },
  },
  {
    id: 'expected-not-contains-missing',
    description: 'A legacy Expected NOT_CONTAINS on an attribute the item lacks fails the condition on DynamoDB (observed, issue 24 family 6; ScyllaDB Alternator, whose tests run against DynamoDB, does the same); dynalite takes the missing attribute as not containing the value and writes.',
    ref: 'issue 24 family 6 (facts observed against DynamoDB)',
    matches: ({ op, request, keyscape }) =>
      ['PutItem', 'UpdateItem', 'DeleteItem'].includes(op) &&
      Object.values(request.Expected || {}).some((c) => c && c.ComparisonOperator === 'NOT_CONTAINS') &&
      /ConditionalCheckFailedException$/.test(keyscape?.__type ?? ''),
  },
  {
    id: 'attribute-name-limits',
    description: 'An attribute name may not be empty ("Empty attribute name") nor longer than 65,535 UTF-8 bytes ("Attribute name is too large, must be less than 65536 bytes"): in an item\'s top-level names (PutItem and UpdateItem inside the validation envelope, as the item\'s other value errors; BatchWriteItem and transactions bare), AttributeUpdates, AttributesToGet, and an ExpressionAttributeNames value (inside "ExpressionAttributeNames contains invalid value: … for key #n"). The texts are DynamoDB Local\'s; the service is recorded with the first in the names wrapper and refuses 65,536 bytes naming 65536 (Scylla\'s Alternator tests, run against DynamoDB). dynalite accepts both names.',
    ref: 'reference §1.4; DynamoDB Local ErrorFactory and LocalDBInputConverter.newAttributeName; scylladb test/alternator/test_limits.py',
    matches: ({ keyscape }) =>
      /(^|: )(Empty attribute name|Attribute name is too large, must be less than 65536 bytes)( for key #\w+)?$/.test(msgOf(keyscape)),
  },
  {
    id: 'non-key-attributes-duplicate',
    description: 'A projection whose NonKeyAttributes lists one attribute twice is refused: "Cannot have two attributes with the same name" (a user\'s report of DynamoDB\'s answer, guregu/dynamo#88; DynamoDB Local checks each projection alike); dynalite creates the table.',
    ref: 'guregu/dynamo#88; DynamoDB Local ControlPlaneFunction.validateProjection',
    matches: ({ op, keyscape }) =>
      ['CreateTable', 'UpdateTable'].includes(op) && msgOf(keyscape) === 'Cannot have two attributes with the same name',
  },
  // ---- issue 24 family 6: Scan's capacity ----
  {
    id: 'scan-consistent-capacity',
    description: 'A strongly consistent Scan costs a full unit per 4 KB, twice an eventually consistent one, as Query does (reference §3.6; the API reference\'s ConsumedCapacity); dynalite charges a Scan half a unit per 4 KB whatever its ConsistentRead.',
    ref: 'reference §3.6; issue 24 family 6',
    matches: ({ op, request, dynalite, keyscape }) =>
      op === 'Scan' && request.ConsistentRead === true && !isErr(dynalite) && !isErr(keyscape) &&
      dynalite.ConsumedCapacity?.CapacityUnits * 2 === keyscape.ConsumedCapacity?.CapacityUnits,
  },
  // ---- issue 24 family 1: the value layers and Query's current-layer checks ----
  {
    id: 'value-layer-current',
    description: 'PutItem, UpdateItem, DeleteItem, GetItem, BatchGetItem and Query run DynamoDB\'s current value layer (recorded in eu-west-2, us-east-1, eu-west-1 and us-west-2, 2026-10): an empty N is "The parameter cannot be converted to a numeric value: " (a colon and a space), Query reports a bad expression value bare (no "ExpressionAttributeValues contains invalid value" wrapper), and duplicate set members are quoted, in byte order up to the first repeat, then the repeat, then the rest as sent (["a", "b", "b"]; ["AA==","/w==","AA=="]of type BS), a number set\'s without members ("Input collection contains duplicates."). dynalite answers every operation in the older layer\'s words.',
    ref: 'paritysuite/dynamodb-conformance tier3/error-messages/valueLayers',
    matches: ({ op, dynalite, keyscape }) => {
      if (!['PutItem', 'UpdateItem', 'DeleteItem', 'GetItem', 'BatchGetItem', 'Query'].includes(op) || !isErr(dynalite)) return false;
      const k = msgOf(keyscape).replace(/^1 validation error detected: /, '');
      const d = msgOf(dynalite).replace(/^ExpressionAttributeValues contains invalid value: (.*) for key :\w+$/, '$1');
      if (/^One or more parameter values were invalid: Input collection (\[".*\](of type BS)? )?contains duplicates\.$/.test(k))
        return /contains duplicates\.?$/.test(d);
      if (k === 'The parameter cannot be converted to a numeric value: ') return d === 'The parameter cannot be converted to a numeric value';
      // Query: the same message as dynalite's, without its wrapper
      return op === 'Query' && k === d && msgOf(dynalite) !== d;
    },
  },
  {
    id: 'older-layer-exponent-wrap',
    description: 'BatchWriteItem, the transactions and Scan read a number as Java\'s BigDecimal: 1e2147483647 (an exponent that fits 32 bits, digits minus scale that does not) wraps to "Number underflow…" (recorded, 2026-10); dynalite answers an overflow. Exponents past 32 bits are not recorded in that layer: keyscape answers them as the current layer does.',
    ref: 'paritysuite/dynamodb-conformance tier3/error-messages/valueLayers',
    matches: ({ dynalite, keyscape }) =>
      msgOf(keyscape).includes('Number underflow. Attempting to store a number with magnitude smaller than supported range') &&
      msgOf(dynalite).includes('Number overflow. Attempting to store a number with magnitude larger than supported range'),
  },
  {
    id: 'number-exponent-64-bit',
    description: 'DynamoDB reads a number\'s exponent as a 64-bit integer: one past it (1e9223372036854775808) "cannot be converted to a numeric value", where an exponent inside it is range-checked (recorded in eu-west-2, 2026-10); dynalite answers an overflow.',
    ref: 'paritysuite/dynamodb-conformance tier3/limits/numberExponent',
    matches: ({ keyscape }) => /The parameter cannot be converted to a numeric value: [+-]?[0-9.]*[eE][+-]?[0-9]{19,}$/.test(msgOf(keyscape)),
  },
  {
    id: 'query-conditional-operator',
    description: 'Query\'s current layer reports a bad ConditionalOperator alone and bare, "Failed to satisfy constraint: Member must satisfy enum value set: [ALL, OR]", before an unknown Select and the table lookup (recorded with two QueryFilter conditions, eu-west-2 and us-east-1, 2026-10; other shapes keyscape answers alike, unrecorded); dynalite lists it with the other constraint errors as "Value \'XOR\' at \'conditionalOperator\' …".',
    ref: 'paritysuite/dynamodb-conformance tier3/validation-ordering/query',
    matches: ({ op, keyscape }) =>
      op === 'Query' && msgOf(keyscape) === 'Failed to satisfy constraint: Member must satisfy enum value set: [ALL, OR]',
  },
];

/** The ids of the entries that recognise a mismatch (empty when none does). */
export function explain(ctx) {
  return divergences.filter((d) => {
    try { return d.matches(ctx); } catch { return false; }
  }).map((d) => d.id);
}

/**
 * PartiQL behaviour keyscape answers without a recording against DynamoDB (issue 24 family 3):
 * what keyscape does, and where the answer comes from. Not allow-list entries (dynalite has no
 * PartiQL, so nothing is compared); kept here so that the guesses are listed in one place.
 */
export const partiqlUnknowns = [
  { id: 'partiql-returning-delete-text', keyscape: 'DELETE ... RETURNING other than ALL OLD * is "Invalid returning clause: RETURNING <ALL NEW *|MODIFIED NEW *|MODIFIED OLD *>. Only RETURNING ALL OLD * is allowed in DELETE statements."',
    source: "DynamoDB Local's message table (INVALID_RV_DELETE); how DynamoDB spells the clause inside it is not recorded" },
  { id: 'partiql-returning-insert', keyscape: 'INSERT ... RETURNING is "RETURNING is not supported in INSERT"; RETURNING without * and with two elements have their own messages',
    source: "DynamoDB Local's message table; not recorded against DynamoDB" },
  { id: 'partiql-order-by-errors', keyscape: 'ORDER BY without WHERE, on a non-key attribute, or without the partition key fixed gets the three ORDER BY messages of plan.h',
    source: "DynamoDB Local's message table; only ORDER BY ASC/DESC on the sort key and its placement errors are recorded" },
  { id: 'partiql-is-null-missing', keyscape: 'x IS NULL is false when x is missing (it tests the NULL type); IS NOT NULL is true then (golden X3-is-null-missing, X3-is-not-null-missing)',
    source: "an emulator's word only: floci's PartiQL handler says \"IS NULL holds only for a stored NULL, so a missing attribute IS NOT NULL (checked on real AWS, eu-west-2, 2026-09-17)\"; no recorded suite asserts it, and PartiQL itself says MISSING IS NULL" },
  { id: 'partiql-is-other-types', keyscape: 'IS with a PartiQL type outside [MISSING, NULL, BOOLEAN, BLOB, STRING, NUMERIC, STRUCT, TUPLE, LIST] (INT, DECIMAL, BAG, ...) is "Unsupported data type for IS operator: <NAME as written, upper case>. Supported data types are [...]"',
    source: "DynamoDB Local's message table; the spelling of <NAME> is not recorded (the recorded suite shows only that INT4, INT8, DOUBLE PRECISION, CHARACTER VARYING parse)" },
  { id: 'partiql-keyword-path-step', keyscape: "a dot component that is one of PartiQL's keywords (m.inner, m.size) is \"Invalid path dot component\" (recorded for m.inner; the list is partiql-lang-kotlin's, IsPartiqlKeyword); a path's FIRST step is refused only for keyscape's short list of statement words (SELECT, VALUE, ...), so `size = 1` or `key = 1` is accepted",
    source: 'what DynamoDB answers for a keyword as the first step of a path is not recorded (PartiQL\'s lexer would make it a keyword token)' },
  { id: 'partiql-statement-nesting', keyscape: `parentheses, NOT, lists and maps nested deeper than 64 are "Statement wasn't well formed, can't be processed: Statement is nested too deeply" (keyscape's words; the parser's bound); a document path deeper than 32 steps (SELECT, WHERE or SET) is the expression pipeline's "The document path has too many nesting levels; nesting levels: <n>", with no prefix`,
    source: "DynamoDB's limit on statement nesting and on a path's depth inside a statement is not documented or recorded; a literal 32 lists or maps deep is recorded (X3-literal-nested-*); DynamoDB Local's PartiQL message table (ValidationExceptionMessages) has no nesting message either" },
  { id: 'partiql-lsi-scan-view', keyscape: "an UNKEYED read of an LSI filters the index's view, so a filter on an attribute the LSI does not project matches nothing (X3-index-filter-lsi-scan, as DynamoDB is recorded answering); but a SELECT list naming an attribute the LSI does not project reads the table's item, and the filter then sees the table's attributes",
    source: "DynamoDB's answer is recorded for the filter alone (an emulator suite's record: SELECT ... FROM \"t\".\"lsi-keys\" WHERE nonproj = 'np1' answers no items); what it does with an unprojected attribute in an LSI's SELECT list (refused as on a GSI, or fetched) is not recorded" },
  { id: 'partiql-index-filter-branches', keyscape: 'a keyed index read of several partitions is refused only when every branch filters on an unprojected attribute; the message lists the branch with the greatest partition value, in java.util.HashSet order',
    source: "an emulator suite's record against DynamoDB (three cases, X3-index-filter-branches*, -order*); one branch is recorded by nubo-db/dynamodb-conformance. The rule behind the choice of branch is inferred, not documented" },
  { id: 'partiql-transaction-reasons', keyscape: 'in ExecuteTransaction, every statement whose key does not match the schema (or an INSERT missing a key attribute), and every write that fixes one key attribute to two values, is its ValidationError reason (X3-tx-*); the two-values reason\'s message is keyscape\'s, "Multiple conditions on same key <name>. Only single item Update/Insert/Delete are supported" (ExecuteStatement answers it as a ValidationException)',
    source: "an emulator suite's record against DynamoDB marks that statement a ValidationError reason ([ValidationError x4, None] for five statements); its message is not recorded" },
  { id: 'partiql-write-key-in', keyscape: 'an UPDATE or DELETE whose key is given by IN, or by more than 50 key reads, is "Where clause does not contain a mandatory equality on all key attributes" (ExecuteStatement)',
    source: 'not recorded against DynamoDB (only SELECT\'s decomposed-read limit is, X3-reads-*, and an IN key in a transaction write is recorded as its ValidationError reason, X3-tx-write-reasons-each); DynamoDB Local\'s PartiQL key extraction answers a write whose WHERE lacks an equality on each key attribute with this text' },
  { id: 'partiql-limit-order', keyscape: 'the IN operand count and a literal\'s nesting are checked when the statement is parsed: before the table is looked up and before the key checks',
    source: 'the order against a missing table is recorded only for an empty FROM component and an ordering comparison on a BOOL parameter (both ahead of the table: X3-path-empty-table, X3-operand-type-before-table; nubo-db tier3/validation-ordering/partiql); for the IN count and the nesting it is not' },
  { id: 'partiql-in-paging', keyscape: 'a SELECT whose WHERE fixes the partition key by IN (or ORs of =) runs as one Scan with that filter, its page cut at the 10th matching item (the developer guide: pages of up to 10 items, NextToken to the rest; X3-in-pages-of-10); the items come in the Scan\'s order, and a page may end empty when the last IN values match nothing',
    source: 'the developer guide\'s PartiQL operators page documents the 10-item pages; the order of the items across IN values and whether a Limit counts keys or items are not documented or recorded' },
  { id: 'partiql-empty-path-component', keyscape: 'a quoted "" anywhere in a path (SET, WHERE, the SELECT list) is "Path component cannot be an empty string", when the statement is parsed (X3-path-empty-set-target, X3-path-empty-dot)',
    source: 'recorded against DynamoDB for the FROM clause only (nubo-db tier3/error-messages/partiql: the table and the index component); DynamoDB Local\'s PartiQL translator (PathTranslator.checkForEmptyPathString) answers every path component alike' },
  { id: 'partiql-exists-outside-transaction', keyscape: 'EXISTS(SELECT ...) outside ExecuteTransaction is "EXISTS can only be used in ExecuteTransaction write requests.", on an index "Operations on indices are not supported in transactions"',
    source: "DynamoDB Local's message table; not recorded against DynamoDB" },
];

/**
 * Issue 24 families 1 and 6: behaviour keyscape answers without a recording of DynamoDB's
 * exact text (not allow-list entries: nothing is compared with dynalite). What keyscape does,
 * and why the text is not asserted.
 */
export const fidelityUnknowns = [
  { id: 'older-layer-wide-exponents', keyscape: 'in the older value layer (BatchWriteItem, transactions, Scan) a number whose exponent does not fit 32 bits (1e99999999999, 1e2147483648) is answered as the current layer does (overflow, underflow)',
    source: 'only 1e2147483647 is recorded there (an underflow); paritysuite tier3/limits/numberExponent records the wider exponents for the current layer only (past 32 bits a range error, past 64 bits not convertible); Java\'s BigDecimal, which the older layer\'s wrap shows it uses, refuses an exponent past 32 bits with the NumberFormatException the older layer answers for "abc" as "The parameter cannot be converted to a numeric value: abc" (recorded), so "…: 1e2147483648" is likely there; not recorded, not implemented' },
  { id: 'query-empty-attribute-value-bare', keyscape: 'Query reports an empty AttributeValue in ExpressionAttributeValues bare, without the "ExpressionAttributeValues contains invalid value" wrapper',
    source: 'the current layer reports numbers and duplicate sets bare in Query (recorded); the empty value is taken to follow its layer' },
  { id: 'query-conditional-operator-beside-names', keyscape: 'a bad ConditionalOperator beside a malformed TableName or IndexName is listed with the names\' errors in the older form ("Value \'X\' at \'conditionalOperator\' ... [OR, AND]")',
    source: 'recorded only with a valid table name and an unknown Select, where it is reported alone as "Failed to satisfy constraint: Member must satisfy enum value set: [ALL, OR]"' },
  { id: 'multi-attribute-key-messages', keyscape: 'a multi-attribute KeySchema with a HASH attribute after a RANGE one: "Invalid KeySchema: A HASH key attribute cannot follow a RANGE key attribute" (a RANGE first: "Invalid KeySchema: The first KeySchemaElement is not a HASH key type"); a condition other than = on a HASH attribute of a multi-attribute key: "Query key condition not supported"',
    source: 'DynamoDB\'s texts for these ("…HASH…precede…RANGE", "…HASH…equality") are not found in any suite run against it (moto\'s aws_verified multi-attribute tests check the code and that the message names the skipped attribute only); only the RANGE gap message is recorded (paritysuite tier1/query/multiAttributeGsiKey); DynamoDB Local\'s message tables predate multi-attribute keys; the developer guide (GSI.DesignPattern.MultiAttributeKeys) states the rules without the messages' },
  { id: 'attribute-name-places', keyscape: 'an empty or over-long name is checked in an item\'s top-level names, AttributeUpdates, AttributesToGet and ExpressionAttributeNames values; in PutItem and UpdateItem inside the validation envelope (as the nesting error of the same item check, recorded); the keys of maps inside an item and the names in Key, ExclusiveStartKey, Expected and QueryFilter/ScanFilter are not checked (a key named "" does not match the schema)',
    source: 'DynamoDB Local checks every map key of an item and of a key the same way (LocalDBInputConverter.newAttributeName); the service\'s answer for those places, and whether PutItem envelopes this one, are not recorded' },
  { id: 'scan-start-key-layer', keyscape: 'Scan words the errors of its ExclusiveStartKey and ScanFilter values in the older layer (no colon after an empty number, 1e2147483647 an underflow, duplicates listed as sent), as its expression values (recorded); Query words its own in the current layer (recorded)',
    source: 'Scan\'s start key and ScanFilter are not in the recorded suites (paritysuite valueLayers covers Scan\'s expression values only; nubo-db scan.test.ts and scanFilter.test.ts assert no value errors): inferred from one layer per operation' },
  { id: 'transaction-layer-by-region', keyscape: 'TransactWriteItems and TransactGetItems word bad values in the older layer (an empty number without the colon, 1e2147483647 an underflow, duplicates as sent), as us-east-1, eu-west-1 and us-west-2 do; eu-west-2 answers in the current layer',
    source: 'recorded in four regions (paritysuite/dynamodb-conformance tier3/error-messages/valueLayers, 2026-10: the transactions vary by region, the other operations do not); keyscape follows the three-region answer and has no per-region switch' },
  { id: 'transaction-missing-table-order', keyscape: 'TransactWriteItems and TransactGetItems look each action\'s table up before its values are checked: a bad value (an empty set, an unconvertible number, a document nested 33 levels) in an action on a missing table answers ResourceNotFoundException',
    source: 'family 1 of issue 24 (values before the table) is recorded for the single-item requests, and dynalite\'s batch tests (recorded against DynamoDB) show it for BatchWriteItem and BatchGetItem (X1-batch-*); for the transactions no suite run against DynamoDB sends a bad value to a missing table (dynalite test/transactWriteItem.js only checks that a missing table is found before duplicate keys)' },
  { id: 'delete-table-description-details', keyscape: 'DeleteTable answers the full description with TableStatus DELETING, its indexes as they were (IndexStatus ACTIVE), ItemCount and TableSizeBytes as they were',
    source: 'the API reference gives TableStatus DELETING; what DynamoDB puts in the other members then is not recorded (nubo-db tier1/deleteTable asserts only TableName; no suite searched asserts the rest)' },
];
