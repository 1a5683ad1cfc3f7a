import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY } from './example';
import { buildQueryRequest, requestPreview, type QueryForm } from './queryRequest';

const form = (over: Partial<QueryForm> = {}): QueryForm => ({ ...DEFAULT_QUERY, ...over });

describe('buildQueryRequest', () => {
  it('builds the example request', () => {
    const r = buildQueryRequest('Orders', form());
    expect(r).toEqual({
      ok: true,
      request: {
        TableName: 'Orders',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' }, ':prefix': { S: 'ORDER#' } },
        ScanIndexForward: true,
        ReturnConsumedCapacity: 'TOTAL',
      },
    });
  });

  it('maps direction, Limit, names and the start key', () => {
    const r = buildQueryRequest(
      'Orders',
      form({ direction: 'descending', limit: ' 2 ', ean: '{"#sk": "SK"}' }),
      { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#10' } },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.request.ScanIndexForward).toBe(false);
    expect(r.request.Limit).toBe(2);
    expect(r.request.ExpressionAttributeNames).toEqual({ '#sk': 'SK' });
    expect(r.request.ExclusiveStartKey).toEqual({ PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#10' } });
  });

  it('leaves out empty optional fields', () => {
    const r = buildQueryRequest('Orders', form({ eav: '', ean: '  ', limit: '' }));
    expect(r.ok && Object.keys(r.request).sort()).toEqual(
      ['KeyConditionExpression', 'ReturnConsumedCapacity', 'ScanIndexForward', 'TableName']);
  });

  it('passes filter, projection, Select and ConsistentRead through as typed', () => {
    const r = buildQueryRequest('Orders', form({
      filter: '#st = :s', projection: 'SK, placedAt', select: 'SPECIFIC_ATTRIBUTES', consistent: true,
    }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.request.FilterExpression).toBe('#st = :s');
    expect(r.request.ProjectionExpression).toBe('SK, placedAt');
    expect(r.request.Select).toBe('SPECIFIC_ATTRIBUTES');
    expect(r.request.ConsistentRead).toBe(true);
    const plain = buildQueryRequest('Orders', form({ filter: '  ', projection: '', select: '' }));
    expect(plain.ok && 'FilterExpression' in plain.request).toBe(false);
    expect(plain.ok && 'Select' in plain.request).toBe(false);
  });

  it('sends out-of-range Limits to the engine unchanged', () => {
    const r = buildQueryRequest('Orders', form({ limit: '0' }));
    expect(r.ok && r.request.Limit).toBe(0);
  });

  it('reports form problems before sending', () => {
    expect(buildQueryRequest('Orders', form({ limit: 'ten' }))).toEqual({
      ok: false,
      problem: { field: 'limit', message: 'Limit must be a whole number, not "ten".' },
    });
    const eav = buildQueryRequest('Orders', form({ eav: '{":pk": ' }));
    expect(eav.ok === false && eav.problem.field).toBe('eav');
    const ean = buildQueryRequest('Orders', form({ ean: '{"#sk": 1}' }));
    expect(ean.ok === false && ean.problem.field).toBe('ean');
  });

  it('does not validate the expression itself: that is the engine\'s job', () => {
    const r = buildQueryRequest('Orders', form({ kce: 'PK = :pk AND begins_with(SK, :prefix' }));
    expect(r.ok).toBe(true);
  });
});

describe('requestPreview', () => {
  it('prints the operation and the pretty body', () => {
    expect(requestPreview('Query', { TableName: 'Orders' })).toBe('Query\n{\n  "TableName": "Orders"\n}');
  });
});
