import { describe, expect, it } from 'vitest';
import { checkGenerator, chunkRequest, DEFAULT_GENERATOR, planChunks, previewRequest, type GeneratorSpec } from './generator';

function spec(over: Partial<typeof DEFAULT_GENERATOR> = {}): GeneratorSpec {
  const r = checkGenerator({ ...DEFAULT_GENERATOR, ...over });
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('planChunks', () => {
  it('covers every item exactly once, in order, with seed + chunk index', () => {
    const c = planChunks(100_000, 42);
    expect(c.length).toBe(5);
    expect(c.map((x) => x.first)).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
    expect(c.map((x) => x.seed)).toEqual([42, 43, 44, 45, 46]);
    expect(c.reduce((a, x) => a + x.count, 0)).toBe(100_000);
  });
  it('ends with a short chunk', () => {
    const c = planChunks(45_001, 0, 20_000);
    expect(c.map((x) => x.count)).toEqual([20_000, 20_000, 5_001]);
    expect(c.at(-1)?.first).toBe(40_000);
  });
  it('one million items take 50 chunks; small sets one', () => {
    expect(planChunks(1_000_000, 1).length).toBe(50);
    expect(planChunks(7, 1)).toEqual([{ index: 0, first: 0, count: 7, seed: 1 }]);
    expect(planChunks(0, 1)).toEqual([]);
  });
  it('rejects nonsense', () => {
    expect(() => planChunks(-1, 0)).toThrow();
    expect(() => planChunks(10, 0, 0)).toThrow();
  });
});

describe('chunkRequest', () => {
  it('continues sequential sort keys where the previous chunk stopped: FirstIndex', () => {
    const s = spec({ skStepSeconds: '2' });
    const [a, b, c] = planChunks(50_000, s.seed).map((ch) => chunkRequest('T', s, ch));
    // The Start text goes to the engine as typed; the engine moves its clock FirstIndex steps.
    for (const r of [a, b, c]) expect((r?.['SortKey'] as { Start: string }).Start).toBe('2024-01-01T00:00:00Z');
    expect(a?.['FirstIndex']).toBeUndefined();
    expect(b?.['FirstIndex']).toBe(20_000);
    expect(c?.['FirstIndex']).toBe(40_000);
    expect((b?.['SortKey'] as { StepSeconds: number }).StepSeconds).toBe(2);
    expect(a?.['Seed']).toBe(42);
    expect(b?.['Seed']).toBe(43);
    expect(a?.['Count']).toBe(20_000);
    expect(c?.['Count']).toBe(10_000);
    expect(a?.['PaddingBytes']).toBeUndefined();
  });
  it('RANDOM_ID has no clock to continue; ULID continues like timestamps', () => {
    const ch = planChunks(40_000, 1)[1]!;
    expect(chunkRequest('T', spec({ skDistribution: 'RANDOM_ID' }), ch)['FirstIndex']).toBeUndefined();
    expect(chunkRequest('T', spec({ skDistribution: 'ULID' }), ch)['FirstIndex']).toBe(20_000);
  });
  it('the preview request carries the whole spec', () => {
    const s = spec();
    expect(previewRequest('T', s)).toMatchObject({ TableName: 'T', Count: 100_000, Seed: 42, PreviewCount: 1, PartitionKey: s.partitionKey, SortKey: s.sortKey });
  });
  it('passes distribution options and padding', () => {
    const z = spec({ pkDistribution: 'ZIPF', zipfExponent: '1.2', paddingBytes: '300' });
    const req = chunkRequest('T', z, planChunks(10, 5)[0]!);
    expect(req['PartitionKey']).toEqual({ Template: 'CUSTOMER#${customerId}', Distribution: 'ZIPF', KeyCount: 1000, Exponent: 1.2 });
    expect(req['PaddingBytes']).toBe(300);
    const h = spec({ pkDistribution: 'HOT_KEY', hotFraction: '0.9' });
    expect(chunkRequest('T', h, planChunks(10, 5)[0]!)['PartitionKey']).toMatchObject({ HotFraction: 0.9 });
  });
});

describe('checkGenerator', () => {
  it('accepts the defaults', () => expect(checkGenerator(DEFAULT_GENERATOR).ok).toBe(true));
  it('accepts grouped numbers', () => expect(spec({ count: '1,000,000' }).count).toBe(1_000_000));
  it('explains what is wrong', () => {
    const bad = (over: Partial<typeof DEFAULT_GENERATOR>) => {
      const r = checkGenerator({ ...DEFAULT_GENERATOR, ...over });
      return r.ok ? '' : r.message;
    };
    expect(bad({ count: '1000001' })).toMatch(/Items must be from 1 to 1,000,000/);
    expect(bad({ count: 'lots' })).toMatch(/Items must be a whole number/);
    expect(bad({ skStepSeconds: '0' })).toMatch(/step/);
    expect(bad({ pkDistribution: 'ZIPF', zipfExponent: '11' })).toMatch(/Zipf exponent/);
    expect(bad({ pkDistribution: 'HOT_KEY', hotFraction: '1.5' })).toMatch(/hot key share/);
  });
});
