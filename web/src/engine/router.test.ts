import { describe, expect, it } from 'vitest';
import { EngineRouter } from './router';

const PARTS = [
  { name: 'core', usesState: true },
  { name: 'interop', usesState: false },
  { name: 'extended', usesState: true },
];
const OPS = [
  { name: 'PutItem', part: 'core', mutates: true },
  { name: 'Query', part: 'core', mutates: false },
  { name: 'keyscape:Export', part: 'interop', mutates: false },
  { name: 'ExecuteStatement', part: 'extended', mutates: true },
];

/** A scripted engine: `linked` parts answer; it keeps the requests of every call. */
class FakeEngine {
  readonly calls: string[] = [];
  constructor(readonly name: string, private readonly linked: readonly string[], private readonly refuse = '') {}
  execute(op: string, request: string): string {
    if (op === 'keyscape:ListOperations') {
      const operations = OPS.map((o) => ({ ...o, streams: false, linked: this.linked.includes(o.part), request: 'R', response: 'R' }));
      return JSON.stringify({ operations, parts: PARTS.map((p) => ({ ...p, linked: this.linked.includes(p.name) })) });
    }
    this.calls.push(`${op} ${request}`);
    if (request === this.refuse || request === '"bad"') return '{"__type":"x#ValidationException","message":"refused"}';
    return '{}';
  }
}

const main = () => new FakeEngine('main', ['core']);

async function send(router: EngineRouter<FakeEngine>, op: string, request: string): Promise<FakeEngine> {
  const route = await router.route(op);
  const engine = route.kind === 'here' ? route.engine : await route.engine;
  const response = engine.execute(op, request);
  if (route.kind === 'here') await router.record(engine, op, request, response);
  return engine;
}

describe('EngineRouter', () => {
  it('answers on the main engine until an operation of a part with state moves it, replaying the changes in order', async () => {
    const m = main();
    const fulls: FakeEngine[] = [];
    const router = new EngineRouter(Promise.resolve(m), async () => (fulls.push(new FakeEngine('full', ['core', 'interop', 'extended'])), fulls.at(-1)!));
    expect(await send(router, 'PutItem', '"a"')).toBe(m);
    expect(await send(router, 'PutItem', '"bad"')).toBe(m); // refused: not a state change
    expect(await send(router, 'Query', '"q"')).toBe(m);
    expect(await send(router, 'PutItem', '"b"')).toBe(m);
    expect(fulls).toHaveLength(0);
    const moved = await send(router, 'ExecuteStatement', '"s"');
    expect(fulls).toEqual([moved]);
    expect(moved.calls).toEqual(['PutItem "a"', 'PutItem "b"', 'ExecuteStatement "s"']);
    expect(await send(router, 'Query', '"q2"')).toBe(moved);
    expect(await send(router, 'keyscape:Export', '"e"')).toBe(moved);
    expect(fulls).toHaveLength(1);
  });

  it('answers an operation of a part without state aside, on a full engine that gets no replay', async () => {
    const m = main();
    const full = new FakeEngine('full', ['core', 'interop', 'extended']);
    let loads = 0;
    const router = new EngineRouter(Promise.resolve(m), async () => (loads++, full));
    await send(router, 'PutItem', '"a"');
    const route = await router.route('keyscape:Export');
    expect(route.kind).toBe('aside');
    expect(await send(router, 'keyscape:Export', '"e"')).toBe(full);
    expect(full.calls).toEqual(['keyscape:Export "e"']);
    expect(await send(router, 'Query', '"q"')).toBe(m);
    expect(loads).toBe(1);
  });

  it('a move whose module fails to load rejects that request and keeps the main engine; a later one retries', async () => {
    const m = main();
    let attempt = 0;
    const router = new EngineRouter(Promise.resolve(m), async () => {
      if (attempt++ === 0) throw new Error('offline');
      return new FakeEngine('full', ['core', 'interop', 'extended']);
    });
    await send(router, 'PutItem', '"a"');
    await expect(router.route('ExecuteStatement')).rejects.toThrow('offline');
    expect(await send(router, 'PutItem', '"b"')).toBe(m);
    const moved = await send(router, 'ExecuteStatement', '"s"');
    expect(moved.calls).toEqual(['PutItem "a"', 'PutItem "b"', 'ExecuteStatement "s"']);
  });

  it('a move whose replay is refused names the request, keeps the main engine, and starts a new module next time', async () => {
    const m = main();
    const fulls: FakeEngine[] = [];
    const router = new EngineRouter(Promise.resolve(m), async () => {
      fulls.push(new FakeEngine('full', ['core', 'interop', 'extended'], fulls.length === 0 ? '"a"' : ''));
      return fulls.at(-1)!;
    });
    await send(router, 'PutItem', '"a"');
    await expect(router.route('ExecuteStatement')).rejects.toThrow(/replaying PutItem failed \(ValidationException: refused\)/);
    expect(await send(router, 'Query', '"q"')).toBe(m);
    const moved = await send(router, 'ExecuteStatement', '"s"');
    expect(fulls).toHaveLength(2);
    expect(moved).toBe(fulls[1]);
    expect(moved.calls).toEqual(['PutItem "a"', 'ExecuteStatement "s"']);
  });

  it('fails to start when the main engine does not load', async () => {
    const router = new EngineRouter<FakeEngine>(Promise.reject(new Error('no wasm')), async () => main());
    await expect(router.ready()).rejects.toThrow('no wasm');
    await expect(router.route('Query')).rejects.toThrow('no wasm');
  });
});
