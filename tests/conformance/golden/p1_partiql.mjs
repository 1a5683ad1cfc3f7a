// P1: PartiQL (ExecuteStatement, BatchExecuteStatement, ExecuteTransaction) as DynamoDB
// answers it: DynamoDB's PartiQL reference, and messages recorded against DynamoDB by other
// emulators' suites (see tests/vectors/exec_partiql.json for the engine-level cases).
// dynalite 4.0.0 has no PartiQL (it answers UnknownOperationException), so every case here
// is keyscape-only: `dynalite: false`.
import { N, S, allTables, ok, put, verr, steps } from './fixtures.mjs';

const CONDITIONAL = 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException';
const DUPLICATE = 'com.amazonaws.dynamodb.v20120810#DuplicateItemException';
const CANCELED = 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException';
const MALFORMED = "Statement wasn't well formed, can't be processed: ";
const T = 'rangeNTable';
const exec = (Statement, extra = {}) => ['ExecuteStatement', { Statement, ...extra }];

const cases = [
  { id: 'P1-select-query', desc: 'SELECT with the partition key fixed: items in sort-key order, a sort-key range and a filter',
    op: 'ExecuteStatement', request: { Statement: `SELECT b, v FROM "${T}" WHERE a = 'p1' AND b > 1 AND v <> 'skip'` },
    expect: ok({ Items: [{ b: N('2'), v: S('two') }, { b: N('10'), v: S('ten') }] }) },
  { id: 'P1-select-params', desc: 'parameters bind in order of the ?',
    op: 'ExecuteStatement', request: { Statement: `SELECT * FROM "${T}" WHERE a = ? AND b BETWEEN ? AND ?`, Parameters: [S('p1'), N('1'), N('2')] },
    expect: ok({ Items: [{ a: S('p1'), b: N('1'), v: S('one') }, { a: S('p1'), b: N('2'), v: S('two') }] }) },
  { id: 'P1-select-index', desc: 'FROM "Table"."Index" queries a GSI',
    op: 'ExecuteStatement', request: { Statement: 'SELECT a, b FROM "rangeTable"."index3" WHERE c = \'p1-c\'' },
    expect: ok({ Items: [{ a: S('p1-r'), b: S('x') }] }) },
  { id: 'P1-page', desc: 'Limit ends the page with a NextToken', op: 'ExecuteStatement',
    request: { Statement: `SELECT b FROM "${T}" WHERE a = 'p1'`, Limit: 2 },
    expect: { check: (b) => (b.Items?.length === 2 && typeof b.NextToken === 'string' ? '' : `unexpected page ${JSON.stringify(b)}`) } },
  { id: 'P1-next-token', desc: 'NextToken continues the statement where the page ended', op: 'ExecuteStatement',
    run: async (call) => {
      const first = await call('ExecuteStatement', { Statement: `SELECT b FROM "${T}" WHERE a = 'p1'`, Limit: 2 });
      return call('ExecuteStatement', { Statement: `SELECT b FROM "${T}" WHERE a = 'p1'`, Limit: 2, NextToken: first.NextToken });
    },
    expect: { check: (b) => (JSON.stringify(b.Items) === JSON.stringify([{ b: N('10') }, { b: N('11') }]) ? '' : `unexpected page ${JSON.stringify(b)}`) } },
  { id: 'P1-insert-duplicate', desc: 'INSERT of an existing key is DuplicateItemException', op: 'ExecuteStatement',
    request: { Statement: `INSERT INTO "${T}" VALUE {'a': 'p1', 'b': 1}` },
    expect: { error: DUPLICATE, message: 'Duplicate primary key exists in table' } },
  { id: 'P1-update', desc: 'UPDATE with SET and REMOVE', op: 'ExecuteStatement',
    run: steps(exec(`INSERT INTO "${T}" VALUE {'a': 'p1-u', 'b': 1, 'n': 1, 'gone': 'x'}`),
      exec(`UPDATE "${T}" SET n = n + 2 REMOVE gone WHERE a = 'p1-u' AND b = 1`),
      exec(`SELECT * FROM "${T}" WHERE a = 'p1-u'`)),
    expect: ok({ Items: [{ a: S('p1-u'), b: N('1'), n: N('3') }] }) },
  { id: 'P1-update-missing', desc: 'UPDATE of a missing item is ConditionalCheckFailedException', op: 'ExecuteStatement',
    request: { Statement: `UPDATE "${T}" SET n = 1 WHERE a = 'p1-none' AND b = 1` },
    expect: { error: CONDITIONAL, message: 'The conditional request failed' } },
  { id: 'P1-delete-condition', desc: 'DELETE whose WHERE condition does not hold is ConditionalCheckFailedException', op: 'ExecuteStatement',
    request: { Statement: `DELETE FROM "${T}" WHERE a = 'p1' AND b = 1 AND v = 'other'` },
    expect: { error: CONDITIONAL, message: 'The conditional request failed' } },
  { id: 'P1-no-full-key', desc: 'UPDATE without the whole key', op: 'ExecuteStatement',
    request: { Statement: `UPDATE "${T}" SET n = 1 WHERE a = 'p1'` },
    expect: verr('Where clause does not contain a mandatory equality on all key attributes') },
  { id: 'P1-malformed', desc: 'a WHERE with nothing after it', op: 'ExecuteStatement',
    request: { Statement: `SELECT * FROM "${T}" WHERE` }, expect: verr(`${MALFORMED}Unexpected term`) },
  { id: 'P1-leftover', desc: 'a token after the statement', op: 'ExecuteStatement',
    request: { Statement: `SELECT * FROM "${T}" WHERE a = 'x' foo` }, expect: verr(`${MALFORMED}Unexpected token after expression`) },
  { id: 'P1-params-too-few', desc: 'fewer Parameters than ?', op: 'ExecuteStatement',
    request: { Statement: `SELECT * FROM "${T}" WHERE a = ? AND b = ?`, Parameters: [S('p1')] },
    expect: verr("Number of parameters in request and statement don't match.") },
  { id: 'P1-batch', desc: 'BatchExecuteStatement: a read, a duplicate insert, a malformed statement', op: 'BatchExecuteStatement',
    request: { Statements: [
      { Statement: `SELECT * FROM "${T}" WHERE a = 'p1' AND b = 2` },
      { Statement: `INSERT INTO "${T}" VALUE {'a': 'p1', 'b': 2}` },
      { Statement: `SELECT * FROM "${T}" WHERE` },
    ] },
    expect: ok({ Responses: [
      { TableName: T, Item: { a: S('p1'), b: N('2'), v: S('two') } },
      { TableName: T, Error: { Code: 'DuplicateItem', Message: 'Duplicate primary key exists in table' } },
      { Error: { Code: 'ValidationError', Message: `${MALFORMED}Unexpected term` } },
    ] }) },
  { id: 'P1-transaction-cancelled', desc: 'ExecuteTransaction: one failing statement cancels all', op: 'ExecuteTransaction',
    request: { TransactStatements: [
      { Statement: `INSERT INTO "${T}" VALUE {'a': 'p1-t', 'b': 1}` },
      { Statement: `INSERT INTO "${T}" VALUE {'a': 'p1', 'b': 1}` },
    ] },
    expect: { error: CANCELED, messageMember: 'Message',
      message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, DuplicateItem]' } },
  { id: 'P1-transaction-read', desc: 'ExecuteTransaction of reads: one entry per statement', op: 'ExecuteTransaction',
    request: { TransactStatements: [
      { Statement: `SELECT v FROM "${T}" WHERE a = 'p1' AND b = 10` },
      { Statement: `SELECT * FROM "${T}" WHERE a = 'p1-t' AND b = 1` },
    ] },
    expect: ok({ Responses: [{ Item: { v: S('ten') } }, {}] }) },
];

export default {
  group: 'P1 PartiQL',
  tables: allTables,
  setup: [
    put(T, { a: S('p1'), b: N('1'), v: S('one') }),
    put(T, { a: S('p1'), b: N('2'), v: S('two') }),
    put(T, { a: S('p1'), b: N('10'), v: S('ten') }),
    put(T, { a: S('p1'), b: N('11'), v: S('skip') }),
    put('rangeTable', { a: S('p1-r'), b: S('x'), c: S('p1-c') }),
  ],
  cases: cases.map((c) => ({ ...c, dynalite: false })),
};
