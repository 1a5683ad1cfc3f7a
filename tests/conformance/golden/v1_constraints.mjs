// V1: parameter constraints — TableName/IndexName length and pattern, enums, Limit, and the
// aggregation of several constraint errors. Reference §2.3 rows 34-35, §2.5 step 2.
import { S, allTables, verr, verrs, q } from './fixtures.mjs';

const tn = (v, c) => `Value '${v}' at 'tableName' failed to satisfy constraint: ${c}`;
const ix = (v, c) => `Value '${v}' at 'indexName' failed to satisfy constraint: ${c}`;
const PATTERN = 'Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+';
const MIN3 = 'Member must have length greater than or equal to 3';
const MAX255 = 'Member must have length less than or equal to 255';
const A = { ':a': S('x') };

export default {
  group: 'V1 parameter constraints',
  tables: allTables,
  cases: [
    { id: 'V1-no-table-name', desc: 'no TableName', ref: '§2.5', request: {},
      expect: verr("1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member must not be null") },
    { id: 'V1-empty-table-name', desc: 'empty TableName fails both the pattern and the length', ref: '§2.5',
      request: { TableName: '' }, expect: verrs([tn('', PATTERN), tn('', MIN3)]) },
    { id: 'V1-short-table-name', desc: 'short TableName with a bad character', ref: '§2.5',
      request: { TableName: 'a;' }, expect: verrs([tn('a;', PATTERN), tn('a;', MIN3)]) },
    { id: 'V1-long-table-name', desc: 'TableName of 256 characters', ref: '§2.5',
      request: { TableName: 'a'.repeat(256) }, expect: verrs([tn('a'.repeat(256), MAX255)]) },
    { id: 'V1-empty-index-name', desc: 'empty IndexName', ref: '§2.5',
      request: { TableName: 'rangeTable', IndexName: '' }, expect: verrs([ix('', PATTERN), ix('', MIN3)]) },
    { id: 'V1-short-index-name', desc: 'short IndexName', ref: '§2.5',
      request: { TableName: 'rangeTable', IndexName: 'a;' }, expect: verrs([ix('a;', PATTERN), ix('a;', MIN3)]) },
    { id: 'V1-long-index-name', desc: 'IndexName of 256 characters', ref: '§2.5',
      request: { TableName: 'rangeTable', IndexName: 'a'.repeat(256) }, expect: verrs([ix('a'.repeat(256), MAX255)]) },
    { id: 'V1-several-errors', desc: 'several constraint errors are aggregated', ref: '§2.5 step 2',
      request: { TableName: 'abc;', IndexName: 'abc;', Select: 'hi', ReturnConsumedCapacity: 'hi', ConditionalOperator: 'hi' },
      expect: verrs([
        "Value 'hi' at 'select' failed to satisfy constraint: Member must satisfy enum value set: [SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]",
        ix('abc;', PATTERN),
        "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
        tn('abc;', PATTERN),
        "Value 'hi' at 'conditionalOperator' failed to satisfy constraint: Member must satisfy enum value set: [OR, AND]",
      ]) },
    { id: 'V1-select-enum', desc: 'invalid Select value', ref: '§2.3 row 35',
      request: q('rangeTable', 'a = :a', A, { Select: 'INVALID_VALUE' }),
      expect: verr("1 validation error detected: Value 'INVALID_VALUE' at 'select' failed to satisfy constraint: Member must satisfy enum value set: [SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]") },
    { id: 'V1-limit-zero', divergence: 'limit-zero-message', desc: 'Limit 0 (AWS wording: no value, member "Limit")', ref: '§2.3 row 34',
      request: q('rangeTable', 'a = :a', A, { Limit: 0 }),
      expect: verr("1 validation error detected: Value at 'Limit' failed to satisfy constraint: Member must have value greater than or equal to 1") },
    { id: 'V1-limit-negative', divergence: 'limit-zero-message', desc: 'negative Limit', ref: '§2.3 row 34',
      request: q('rangeTable', 'a = :a', A, { Limit: -5 }),
      expect: verr("1 validation error detected: Value at 'Limit' failed to satisfy constraint: Member must have value greater than or equal to 1") },
  ],
};
