// S0: request members of the wrong JSON type → SerializationException. Evidence is [DT] only
// (dynalite's expectations, captured from AWS years ago), so these are lower-confidence; the
// message member must be spelled "Message", as AWS's coral layer sends it.
import { S, allTables, serr } from './fixtures.mjs';

const Q = (extra) => ({ TableName: 'rangeTable', KeyConditionExpression: 'a = :a', ExpressionAttributeValues: { ':a': S('x') }, ...extra });

export default {
  group: 'S0 serialization (lower confidence)',
  tables: allTables,
  cases: [
    { id: 'S0-table-name-number', desc: 'TableName is a number', ref: '§2.5 step 1 [DT L17]',
      request: { TableName: 5 }, expect: serr('NUMBER_VALUE cannot be converted to String') },
    { id: 'S0-table-name-decimal', desc: 'TableName is a decimal', ref: '[DT L17]',
      request: { TableName: 1.5 }, expect: serr('DECIMAL_VALUE cannot be converted to String') },
    { id: 'S0-table-name-bool', desc: 'TableName is a boolean', ref: '[DT L17]',
      request: { TableName: true }, expect: serr('TRUE_VALUE cannot be converted to String') },
    { id: 'S0-table-name-map', desc: 'TableName is a map', ref: '[DT L17]',
      request: { TableName: {} }, expect: serr('Start of structure or map found where not expected') },
    { id: 'S0-consistent-read-number', desc: 'ConsistentRead is a number', ref: '[DT L34]',
      request: Q({ ConsistentRead: 3 }), expect: serr('NUMBER_VALUE cannot be converted to Boolean') },
    { id: 'S0-limit-string', desc: 'Limit is a string', ref: '[DT L75]',
      request: Q({ Limit: 'x' }), expect: serr('STRING_VALUE cannot be converted to Integer') },
    { id: 'S0-limit-bool', desc: 'Limit is a boolean', ref: '[DT L75]',
      request: Q({ Limit: false }), expect: serr('FALSE_VALUE cannot be converted to Integer') },
    { id: 'S0-kce-number', desc: 'KeyConditionExpression is a number', ref: '[DT L104]',
      request: { TableName: 'rangeTable', KeyConditionExpression: 5 }, expect: serr('NUMBER_VALUE cannot be converted to String') },
    { id: 'S0-filter-bool', desc: 'FilterExpression is a boolean', ref: '[DT L108]',
      request: Q({ FilterExpression: true }), expect: serr('TRUE_VALUE cannot be converted to String') },
    { id: 'S0-select-number', desc: 'Select is a number', ref: '[DT L71]',
      request: Q({ Select: 1 }), expect: serr('NUMBER_VALUE cannot be converted to String') },
    { id: 'S0-eav-s-number', desc: 'an S value given as a JSON number', ref: '§1.3 [DT L116]',
      request: Q({ ExpressionAttributeValues: { ':a': { S: 5 } } }), expect: serr('NUMBER_VALUE cannot be converted to String') },
    { id: 'S0-eav-n-number', desc: 'an N value given as a JSON number', ref: '§1.3 (AWS✓ Scylla test_number_in_json)',
      request: Q({ ExpressionAttributeValues: { ':a': { N: 5 } } }), expect: serr('NUMBER_VALUE cannot be converted to String') },
    { id: 'S0-ean-number', desc: 'an ExpressionAttributeNames value is a number', ref: '[DT L125]',
      request: Q({ ExpressionAttributeNames: { '#a': 5 } }), expect: serr('NUMBER_VALUE cannot be converted to String') },
  ],
};
