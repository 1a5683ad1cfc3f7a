// dynalite 4.0.0 in-process (reference/dynamodb-semantics.md §6, approach A): the request goes
// through dynalite's own type checks, validations and action, exactly as its HTTP handler does,
// without a socket. Responses are JSON round-tripped, as the HTTP handler would send them.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let db, V;
try {
  db = require('dynalite/db');
  V = require('dynalite/validations');
} catch (e) {
  throw new Error('dynalite 4.0.0 is not installed: run `npm ci --prefix tests/conformance` (' + e.message + ')');
}

const validationCache = new Map();
const actionCache = new Map();

function load(op) {
  const a = V.toLowerFirst(op);
  if (!validationCache.has(a)) {
    validationCache.set(a, require('dynalite/validations/' + a));
    actionCache.set(a, require('dynalite/actions/' + a));
  }
  return { v: validationCache.get(a), action: actionCache.get(a) };
}

const clone = (x) => (x === undefined ? undefined : JSON.parse(JSON.stringify(x)));

export class DynaliteStore {
  constructor() {
    this.store = db.create({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  }

  /** Response body as text: the DynamoDB JSON body, or {"__type","message"}. */
  execute(op, request) {
    const data0 = typeof request === 'string' ? JSON.parse(request) : clone(request ?? {});
    const { v, action } = load(op);
    return new Promise((resolve, reject) => {
      let data;
      try {
        data = V.checkTypes(data0, v.types);
        V.checkValidations(data, v.types, v.custom, this.store);
      } catch (e) {
        if (e && e.body) return resolve(JSON.stringify(e.body));
        return reject(e);
      }
      try {
        action(this.store, data, (e, r) => {
          if (e) return e.body ? resolve(JSON.stringify(e.body)) : reject(e);
          resolve(JSON.stringify(r ?? {}));
        });
      } catch (e) {
        reject(e);
      }
    });
  }

  async call(op, request) {
    return JSON.parse(await this.execute(op, request));
  }

  /** CreateTable, then poll DescribeTable until the table (and its GSIs) are ACTIVE. */
  async createTable(request) {
    const r = await this.call('CreateTable', request);
    if (r.__type) throw new Error(`dynalite CreateTable ${request.TableName}: ${r.message}`);
    for (let i = 0; i < 2000; i++) {
      const d = await this.call('DescribeTable', { TableName: request.TableName });
      const t = d.Table;
      if (t && t.TableStatus === 'ACTIVE' &&
          (t.GlobalSecondaryIndexes || []).every((g) => g.IndexStatus === 'ACTIVE')) return;
      await new Promise((res) => setTimeout(res, 1));
    }
    throw new Error(`dynalite table ${request.TableName} never became ACTIVE`);
  }

  close() {
    return new Promise((res) => {
      try { this.store.db.close(() => res()); } catch { res(); }
    });
  }
}
