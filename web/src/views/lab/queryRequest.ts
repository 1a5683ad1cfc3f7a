// Turns the query form's text fields into a DynamoDB Query request. Only
// JSON syntax and the Limit number are checked here; everything DynamoDB
// validates is left to the engine, so its errors come back in DynamoDB's words.
import { parseAttributeValueMap, type Item } from '../../ddb/attr';

export type Direction = 'ascending' | 'descending';

export interface QueryForm {
  /** KeyConditionExpression text. */
  kce: string;
  /** ExpressionAttributeValues as DynamoDB JSON text. */
  eav: string;
  /** ExpressionAttributeNames as JSON text; empty means "not sent". */
  ean: string;
  direction: Direction;
  /** Limit as typed; empty means "not sent". */
  limit: string;
  /** FilterExpression; empty or absent means "not sent". */
  filter?: string;
  /** ProjectionExpression; empty or absent means "not sent". */
  projection?: string;
  /** Select; empty or absent means "not sent" (DynamoDB's default). */
  select?: string;
  /** ConsistentRead. */
  consistent?: boolean;
}

export interface QueryRequest {
  TableName: string;
  IndexName?: string;
  KeyConditionExpression: string;
  ExpressionAttributeValues?: Item;
  ExpressionAttributeNames?: Record<string, string>;
  ScanIndexForward: boolean;
  Limit?: number;
  ExclusiveStartKey?: Item;
  FilterExpression?: string;
  ProjectionExpression?: string;
  Select?: string;
  ConsistentRead?: boolean;
  ReturnConsumedCapacity: 'TOTAL';
}

/** A problem found before the request was sent (so it is not a DynamoDB error). */
export interface FormProblem {
  field: 'eav' | 'ean' | 'limit';
  message: string;
}

export type Built = { ok: true; request: QueryRequest } | { ok: false; problem: FormProblem };

export function buildQueryRequest(tableName: string, form: QueryForm, exclusiveStartKey?: Item, indexName?: string): Built {
  const request: QueryRequest = {
    TableName: tableName,
    ...(indexName ? { IndexName: indexName } : {}),
    KeyConditionExpression: form.kce,
    ScanIndexForward: form.direction === 'ascending',
    ReturnConsumedCapacity: 'TOTAL',
  };
  // Expressions go to the engine as typed: its errors are DynamoDB's.
  if (form.filter && form.filter.trim() !== '') request.FilterExpression = form.filter;
  if (form.projection && form.projection.trim() !== '') request.ProjectionExpression = form.projection;
  if (form.select && form.select !== '') request.Select = form.select;
  if (form.consistent) request.ConsistentRead = true;
  if (form.eav.trim() !== '') {
    const eav = parseAttributeValueMap(form.eav, 'ExpressionAttributeValues');
    if (!eav.ok) return { ok: false, problem: { field: 'eav', message: eav.message } };
    request.ExpressionAttributeValues = eav.value;
  }
  if (form.ean.trim() !== '') {
    let names: unknown;
    try {
      names = JSON.parse(form.ean);
    } catch (e) {
      return {
        ok: false,
        problem: { field: 'ean', message: `ExpressionAttributeNames is not valid JSON: ${(e as Error).message}` },
      };
    }
    if (typeof names !== 'object' || names === null || Array.isArray(names) ||
        !Object.values(names).every((v) => typeof v === 'string')) {
      return {
        ok: false,
        problem: { field: 'ean', message: 'ExpressionAttributeNames must be a JSON object of strings, like {"#sk": "SK"}.' },
      };
    }
    request.ExpressionAttributeNames = names as Record<string, string>;
  }
  const limit = form.limit.trim();
  if (limit !== '') {
    if (!/^-?\d+$/.test(limit)) {
      return { ok: false, problem: { field: 'limit', message: `Limit must be a whole number, not "${limit}".` } };
    }
    // Out-of-range values (0, negatives) are sent as typed: the engine answers as DynamoDB does.
    request.Limit = Number(limit);
  }
  if (exclusiveStartKey) request.ExclusiveStartKey = exclusiveStartKey;
  return { ok: true, request };
}

/** Pretty JSON for the "request" panel: the body exactly as it goes to the engine. */
export function requestPreview(op: string, request: object): string {
  return `${op}\n${JSON.stringify(request, null, 2)}`;
}
