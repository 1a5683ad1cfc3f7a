import { describe, expect, it } from 'vitest';
import { EngineClient, type WorkerLike } from './client';
import type { FromWorker, ToWorker } from './protocol';

/** A scripted stand-in for the engine worker. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly sent: ToWorker[] = [];
  terminated = false;
  postMessage(message: ToWorker): void {
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

describe('EngineClient', () => {
  it('reports loading, then ready', async () => {
    const { client, current } = setup();
    const seen: string[] = [];
    client.subscribe((s) => seen.push(s.state));
    expect(client.status.state).toBe('loading');
    current().emit({ kind: 'ready', loadMs: 12 });
    await client.ready();
    expect(client.status).toEqual({ state: 'ready', loadMs: 12 });
    expect(seen).toEqual(['ready']);
  });

  it('matches responses to requests by id, in any order', async () => {
    const { client, current } = setup();
    const w = current();
    w.emit({ kind: 'ready', loadMs: 1 });
    const a = client.execute('GetItem', { TableName: 'A' });
    const b = client.execute('GetItem', { TableName: 'B' });
    const [ra, rb] = w.sent;
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

  it('rejects when the worker reports a failure for one request', async () => {
    const { client, current } = setup();
    current().emit({ kind: 'ready', loadMs: 1 });
    const p = client.execute('Query', {});
    current().emit({ kind: 'failed', id: current().sent[0]!.id, message: 'RuntimeError: unreachable' });
    await expect(p).rejects.toThrow('RuntimeError: unreachable');
  });

  it('fails ready() when the module cannot load', async () => {
    const { client, current } = setup();
    current().emit({ kind: 'init-failed', message: 'CompileError: bad magic' });
    await expect(client.ready()).rejects.toThrow('bad magic');
    expect(client.status).toEqual({ state: 'failed', message: 'CompileError: bad magic' });
    await expect(client.execute('ListTables', {})).rejects.toThrow(/not available/);
  });

  it('rejects pending requests when the worker crashes, and restart replays state changes', async () => {
    const { client, current, workers } = setup();
    const w1 = current();
    w1.emit({ kind: 'ready', loadMs: 1 });
    const put = client.execute('PutItem', { TableName: 'T', Item: { k: { S: '1' } } });
    w1.emit({ kind: 'result', id: w1.sent[0]!.id, response: '{}', elapsedMs: 0 });
    await put;
    const badPut = client.execute('PutItem', { TableName: 'Nope' });
    w1.emit({ kind: 'result', id: w1.sent[1]!.id, response: '{"__type":"x#ResourceNotFoundException","message":"m"}', elapsedMs: 0 });
    await badPut;
    const query = client.execute('Query', { TableName: 'T' });
    w1.emit({ kind: 'result', id: w1.sent[2]!.id, response: '{"Items":[]}', elapsedMs: 0 });
    await query;

    const pending = client.execute('Scan', { TableName: 'T' });
    w1.crash('out of memory');
    await expect(pending).rejects.toThrow('out of memory');
    expect(client.status).toEqual({ state: 'crashed', message: 'out of memory' });

    const restarted = client.restart();
    expect(w1.terminated).toBe(true);
    const w2 = current();
    expect(workers).toHaveLength(2);
    w2.emit({ kind: 'ready', loadMs: 1 });
    await tick();
    // Only the successful PutItem is replayed; failed writes and reads are not.
    expect(w2.sent.map((m) => [m.op, m.request])).toEqual([['PutItem', '{"TableName":"T","Item":{"k":{"S":"1"}}}']]);
    w2.emit({ kind: 'result', id: w2.sent[0]!.id, response: '{}', elapsedMs: 0 });
    await restarted;
    expect(client.status.state).toBe('ready');
  });
});
