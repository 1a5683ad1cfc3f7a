// Shared helpers for the golden cases: attribute-value constructors, the four tables of
// dynalite's test/helpers.js (rebuilt here from reference §4.3), and expectation builders.

export const S = (s) => ({ S: s });
export const N = (n) => ({ N: n });
/** B from a list of byte values (the wire form is base64). */
export const B = (...bytes) => ({ B: Buffer.from(bytes).toString('base64') });
export const BOOL = (b) => ({ BOOL: b });
export const NUL = { NULL: true };
export const L = (...xs) => ({ L: xs });
export const M = (o) => ({ M: o });
export const SS = (...xs) => ({ SS: xs });
export const NS = (...xs) => ({ NS: xs });

const attr = (name, type) => ({ AttributeName: name, AttributeType: type });
const hash = (name) => ({ AttributeName: name, KeyType: 'HASH' });
const range = (name) => ({ AttributeName: name, KeyType: 'RANGE' });

/** testHashTable: a:S. */
export const hashTable = {
  TableName: 'hashTable',
  AttributeDefinitions: [attr('a', 'S')],
  KeySchema: [hash('a')],
  BillingMode: 'PAY_PER_REQUEST',
};

/** testRangeTable: a:S HASH, b:S RANGE; LSIs index1 (a,c) ALL, index2 (a,d) INCLUDE [c];
 *  GSIs index3 (c) ALL, index4 (c,d) INCLUDE [e]. */
export const rangeTable = {
  TableName: 'rangeTable',
  AttributeDefinitions: [attr('a', 'S'), attr('b', 'S'), attr('c', 'S'), attr('d', 'S')],
  KeySchema: [hash('a'), range('b')],
  BillingMode: 'PAY_PER_REQUEST',
  LocalSecondaryIndexes: [
    { IndexName: 'index1', KeySchema: [hash('a'), range('c')], Projection: { ProjectionType: 'ALL' } },
    { IndexName: 'index2', KeySchema: [hash('a'), range('d')],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['c'] } },
  ],
  GlobalSecondaryIndexes: [
    { IndexName: 'index3', KeySchema: [hash('c')], Projection: { ProjectionType: 'ALL' } },
    { IndexName: 'index4', KeySchema: [hash('c'), range('d')],
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['e'] } },
  ],
};

/** testRangeNTable: a:S HASH, b:N RANGE. */
export const rangeNTable = {
  TableName: 'rangeNTable',
  AttributeDefinitions: [attr('a', 'S'), attr('b', 'N')],
  KeySchema: [hash('a'), range('b')],
  BillingMode: 'PAY_PER_REQUEST',
};

/** testRangeBTable: a:S HASH, b:B RANGE. */
export const rangeBTable = {
  TableName: 'rangeBTable',
  AttributeDefinitions: [attr('a', 'S'), attr('b', 'B')],
  KeySchema: [hash('a'), range('b')],
  BillingMode: 'PAY_PER_REQUEST',
};

export const allTables = [hashTable, rangeTable, rangeNTable, rangeBTable];

export const put = (TableName, Item) => ['PutItem', { TableName, Item }];

// ---- expectations ----
export const VALIDATION = 'com.amazon.coral.validate#ValidationException';
export const NOT_FOUND = 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException';
export const SERIALIZATION = 'com.amazon.coral.service#SerializationException';

/** A successful response body, compared exactly (ConsumedCapacity only when listed). */
export const ok = (body) => ({ body });
/** A ValidationException with this exact message. */
export const verr = (message) => ({ error: VALIDATION, message });
/** A ValidationException inside the envelope DynamoDB's current validation layer reports
 *  PutItem's, UpdateItem's and DeleteItem's request errors in. */
export const inEnvelope = (message) => verr(`1 validation error detected: ${message}`);
/** "N validation errors detected: " + the pieces joined with "; " in any order. */
export const verrs = (pieces) => ({ error: VALIDATION, pieces });
export const notFound = () => ({ error: NOT_FOUND, message: 'Requested resource not found' });
/** A SerializationException: its message member is spelled `Message`, as DynamoDB's coral layer sends it. */
export const serr = (message) => ({ error: SERIALIZATION, message, messageMember: 'Message' });

/** Query request helper: q('rangeTable', 'a = :a', {':a': S('x')}, {Limit: 2}). */
export function q(TableName, KeyConditionExpression, values, extra = {}) {
  const r = { TableName, KeyConditionExpression };
  if (values) r.ExpressionAttributeValues = values;
  return { ...r, ...extra };
}

// Helpers several case files share.
/** A legacy condition: {ComparisonOperator, AttributeValueList}. */
export const kc = (op, ...v) => ({ ComparisonOperator: op, AttributeValueList: v });
/** The prefix of DynamoDB's parameter-value validation messages. */
export const INVALID = 'One or more parameter values were invalid: ';
/** DynamoDB's number messages (its texts, recorded; the engine's are in value/number.h). */
export const NOT_NUMERIC = 'The parameter cannot be converted to a numeric value';
export const OVERFLOW = 'Number overflow. Attempting to store a number with magnitude larger than supported range';
export const UNDERFLOW = 'Number underflow. Attempting to store a number with magnitude smaller than supported range';
export const DIGITS = 'Attempting to store more than 38 significant digits in a Number';
/** :a = "x", the value most key-condition cases bind. */
export const A = { ':a': S('x') };
/** A Query of rangeTable with a KeyConditionExpression. */
export const rangeQuery = (expr, values = A, extra = {}) => q('rangeTable', expr, values, extra);

/** Runs `steps` in order; the body of the last, or the first error. */
export const steps = (...list) => async (call) => {
  let last;
  for (const [op, req] of list) {
    last = await call(op, req);
    if (last.__type) return last;
  }
  return last;
};
