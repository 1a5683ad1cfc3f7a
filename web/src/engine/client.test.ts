import { describe, expect, it } from 'vitest';
import { EngineClient, type WorkerLike } from './client';
import type { ExecuteMessage, FromWorker } from './protocol';

/** A scripted stand-in for the engine worker. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly sent: ExecuteMessage[] = [];
  terminated = false;
  postMessage(message: ExecuteMessage): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  emit(message: FromWorker): void {
    this.onmessage?.({ data: message } as MessageEvent);
  }
  crash(message: string): void {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const client = new EngineClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { client, workers, current: () => workers[workers.length - 1] as FakeWorker };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A ListOperations answer: PutItem, keyscape:LoadDesign and ExecuteStatement change state. */
const OPERATIONS = JSON.stringify({
  operations: [
    { name: 'PutItem', mutates: true, streams: false, request: 'PutItemRequest', response: 'PutItemResponse' },
    { name: 'Query', mutates: false, streams: false, request: 'QueryRequest', response: 'QueryResponse' },
    { name: 'Scan', mutates: false, streams: false, request: 'ScanRequest', response: 'ScanResponse' },
    { name: 'keyscape:LoadDesign', mutates: true, streams: false, request: 'LoadDesignRequest', response: 'LoadDesignResponse' },
    { name: 'ExecuteStatement', mutates: true, streams: false, request: 'ExecuteStatementRequest', response: 'ExecuteStatementResponse' },
  ],
});

/** The worker's engine loaded and listed its operations (the first request of every worker). */
async function boot(w: FakeWorker, operations = OPERATIONS): Promise<void> {
  w.emit({ kind: 'ready', loadMs: 1 });
  const list = w.sent[0];
  expect(list).toMatchObject({ op: 'keyscape:ListOperations', request: '{}' });
  w.emit({ kind: 'result', id: list!.id, response: operations, elapsedMs: 0 });
  await tick();
}

/** The requests `w` got after its operation list. */
const requests = (w: FakeWorker) => w.sent.slice(1);

/** Answers the request `w` got last with `response`. */
function answer(w: FakeWorker, response: string): void {
  w.emit({ kind: 'result', id: w.sent[w.sent.length - 1]!.id, response, elapsedMs: 0 });
}

describe('EngineClient', () => {
  it('reports loading, then ready once the engine listed its operations', async () => {
    const { client, current } = setup();
    const seen: string[] = [];
    client.subscribe((s) => seen.push(s.state));
    expect(client.status.state).toBe('loading');
    current().emit({ kind: 'ready', loadMs: 12 });
    await tick();
    expect(client.status.state).toBe('loading');
    current().emit({ kind: 'result', id: current().sent[0]!.id, response: OPERATIONS, elapsedMs: 0 });
    await client.ready();
    expect(client.status).toEqual({ state: 'ready', loadMs: 12 });
    expect(seen).toEqual(['ready']);
  });

  it('fails to load when the engine does not list its operations', async () => {
    const { client, current } = setup();
    current().emit({ kind: 'ready', loadMs: 1 });
    current().emit({ kind: 'result', id: current().sent[0]!.id, response: '{"__type":"x#UnknownOperationException","message":"no such op"}', elapsedMs: 0 });
    await expect(client.ready()).rejects.toThrow(/did not list its operations.*no such op/);
    expect(client.status.state).toBe('failed');
  });

  it('matches responses to requests by id, in any order', async () => {
    const { client, current } = setup();
    const w = current();
    await boot(w);
    const a = client.execute('GetItem', { TableName: 'A' });
    const b = client.execute('GetItem', { TableName: 'B' });
    await tick();
    const [ra, rb] = requests(w);
    expect(ra).toEqual({ kind: 'execute', id: ra?.id, op: 'GetItem', request: '{"TableName":"A"}' });
    w.emit({ kind: 'result', id: rb!.id, response: '{"Item":{"n":{"S":"b"}}}', elapsedMs: 2 });
    w.emit({
      kind: 'result',
      id: ra!.id,
      response: '{"__type":"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException","message":"Requested resource not found"}',
      elapsedMs: 1,
    });
    expect(await b).toEqual({ ok: true, body: { Item: { n: { S: 'b' } } }, elapsedMs: 2 });
    const resultA = await a;
    expect(resultA.ok === false && resultA.error.name).toBe('ResourceNotFoundException');
  });

  it('sends a first-start request before the engine is ready, and records it once the operations are listed', async () => {
    const { client, current } = setup();
    const w = current();
    const put = client.execute('PutItem', { TableName: 'T' });
    await tick();
    expect(w.sent.map((m) => m.op)).toEqual(['keyscape:ListOperations', 'PutItem']);
    w.emit({ kind: 'ready', loadMs: 1 });
    w.emit({ kind: 'result', id: w.sent[0]!.id, response: OPERATIONS, elapsedMs: 0 });
    w.emit({ kind: 'result', id: w.sent[1]!.id, response: '{}', elapsedMs: 0 });
    expect((await put).ok).toBe(true);
    w.crash('boom');
    const restarted = client.restart();
    await boot(current());
    await tick();
    expect(requests(current()).map((m) => m.op)).toEqual(['PutItem']);
    answer(current(), '{}');
    expect(await restarted).toEqual({ replayed: 1, failed: [] });
  });

  it('rejects a request sent before the engine is ready when the module cannot load', async () => {
    const { client, current } = setup();
    const p = client.execute('Query', {});
    await tick();
    current().emit({ kind: 'init-failed', message: 'CompileError: bad magic' });
    await expect(p).rejects.toThrow('bad magic');
  });

  it('rejects when the worker reports a failure for one request', async () => {
    const { client, current } = setup();
    await boot(current());
    const p = client.execute('Query', {});
    await tick();
    current().emit({ kind: 'failed', id: requests(current())[0]!.id, message: 'RuntimeError: unreachable' });
    await expect(p).rejects.toThrow('RuntimeError: unreachable');
  });

  it('fails ready() when the module cannot load', async () => {
    const { client, current } = setup();
    current().emit({ kind: 'init-failed', message: 'CompileError: bad magic' });
    await expect(client.ready()).rejects.toThrow('bad magic');
    expect(client.status).toEqual({ state: 'failed', message: 'CompileError: bad magic' });
    await expect(client.execute('ListTables', {})).rejects.toThrow(/not available/);
  });

  it('replays exactly the successful requests of the operations the engine marks mutating, in order', async () => {
    const { client, current, workers } = setup();
    const w1 = current();
    await boot(w1);
    const run = async (op: string, request: object, response: string) => {
      const p = client.execute(op, request);
      await tick();
      answer(w1, response);
      return p;
    };
    await run('keyscape:LoadDesign', { model: { name: 'd' } }, '{"Tables":[]}');
    await run('PutItem', { TableName: 'T', Item: { k: { S: '1' } } }, '{}');
    await run('PutItem', { TableName: 'Nope' }, '{"__type":"x#ResourceNotFoundException","message":"m"}');
    await run('Query', { TableName: 'T' }, '{"Items":[]}');
    await run('ExecuteStatement', { Statement: "INSERT INTO T VALUE {'k':'2'}" }, '{}');

    const pending = client.execute('Scan', { TableName: 'T' });
    await tick();
    w1.crash('out of memory');
    await expect(pending).rejects.toThrow('out of memory');
    expect(client.status).toEqual({ state: 'crashed', message: 'out of memory' });

    const restarted = client.restart();
    expect(w1.terminated).toBe(true);
    const w2 = current();
    expect(workers).toHaveLength(2);
    // A page request made during the restart waits for the replay.
    const early = client.execute('Query', { TableName: 'T' });
    await boot(w2);
    const replayed: Array<[string, string]> = [];
    for (let i = 0; i < 3; i++) {
      const m = w2.sent[w2.sent.length - 1]!;
      replayed.push([m.op, m.request]);
      answer(w2, '{}');
      await tick();
    }
    expect(replayed).toEqual([
      ['keyscape:LoadDesign', '{"model":{"name":"d"}}'],
      ['PutItem', '{"TableName":"T","Item":{"k":{"S":"1"}}}'],
      ['ExecuteStatement', '{"Statement":"INSERT INTO T VALUE {\'k\':\'2\'}"}'],
    ]);
    expect(await restarted).toEqual({ replayed: 3, failed: [] });
    expect(client.status.state).toBe('ready');
    await tick();
    expect(w2.sent[w2.sent.length - 1]).toMatchObject({ op: 'Query', request: '{"TableName":"T"}' });
    answer(w2, '{"Items":[]}');
    expect((await early).ok).toBe(true);
  });

  it('says which replayed requests the new engine refused, and keeps replaying the rest', async () => {
    const { client, current } = setup();
    const w1 = current();
    await boot(w1);
    for (const table of ['A', 'B']) {
      const p = client.execute('PutItem', { TableName: table, Item: {} });
      await tick();
      answer(w1, '{}');
      await p;
    }
    w1.crash('killed');
    const restarted = client.restart();
    const w2 = current();
    await boot(w2);
    answer(w2, '{"__type":"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException","message":"Requested resource not found"}');
    await tick();
    expect(w2.sent[w2.sent.length - 1]).toMatchObject({ op: 'PutItem', request: '{"TableName":"B","Item":{}}' });
    answer(w2, '{}');
    expect(await restarted).toEqual({ replayed: 2, failed: [{ op: 'PutItem', message: 'ResourceNotFoundException: Requested resource not found' }] });
    expect(client.status.state).toBe('ready');
    // What was lost is not replayed again: the log holds what the new engine took.
    w2.crash('killed again');
    const again = client.restart();
    await boot(current());
    expect(requests(current()).map((m) => m.request)).toEqual(['{"TableName":"B","Item":{}}']);
    answer(current(), '{}');
    expect(await again).toEqual({ replayed: 1, failed: [] });
  });
});
