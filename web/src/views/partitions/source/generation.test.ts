import { describe, expect, it } from 'vitest';
import type { Exec } from '../../../engine/call';
import { generateDataSet } from './generation';

/** An engine stand-in that writes `total` items in chunks of the request's Limit, resumed by an opaque token. */
function fakeEngine(total: number) {
  const requests: Array<Record<string, unknown>> = [];
  let written = 0;
  const exec = (async (_op: string, request: object) => {
    const r = request as Record<string, unknown>;
    requests.push(r);
    const n = Math.min(Number(r['Limit']), total - written);
    written += n;
    const body: Record<string, unknown> = { Generated: n, Inserted: n, Replaced: 0, GeneratedBytes: n * 10, TableItemCount: written, TableSizeBytes: written * 10 };
    if (written < total) body['NextToken'] = `token-${written}`;
    return { ok: true, body, elapsedMs: 0 };
  }) as unknown as Exec;
  return { exec, requests };
}

describe('generateDataSet', () => {
  it('sends the same request with the Limit, and each NextToken back until the engine gives none', async () => {
    const { exec, requests } = fakeEngine(2500);
    const progress: number[] = [];
    const r = await generateDataSet(exec, { TableName: 'T', Count: 2500, Seed: 1 }, { chunkSize: 1000, onProgress: (n) => progress.push(n) });
    expect(requests).toEqual([
      { TableName: 'T', Count: 2500, Seed: 1, Limit: 1000 },
      { TableName: 'T', Count: 2500, Seed: 1, Limit: 1000, NextToken: 'token-1000' },
      { TableName: 'T', Count: 2500, Seed: 1, Limit: 1000, NextToken: 'token-2000' },
    ]);
    expect(progress).toEqual([0, 1000, 2000, 2500]);
    expect(r).toEqual({ requested: 2500, generated: 2500, inserted: 2500, replaced: 0, generatedBytes: 25_000, tableItemCount: 2500, tableSizeBytes: 25_000, chunks: 3, stopped: false });
  });

  it('stops between chunks when asked, and says so', async () => {
    const { exec, requests } = fakeEngine(5000);
    const r = await generateDataSet(exec, { TableName: 'T', Count: 5000 }, { chunkSize: 1000, shouldStop: () => true });
    expect(requests).toHaveLength(1);
    expect(r).toMatchObject({ generated: 1000, chunks: 1, stopped: true });
  });

  it('a data set done in its first call is not "stopped"', async () => {
    const { exec } = fakeEngine(10);
    expect(await generateDataSet(exec, { TableName: 'T', Count: 10 }, { shouldStop: () => true })).toMatchObject({ generated: 10, stopped: false });
  });

  it('an engine refusal is thrown with the engine error, not swallowed', async () => {
    const exec = (async () => ({ ok: false, error: { name: 'ValidationException', message: 'Count must be ...', type: 'x#ValidationException' }, elapsedMs: 0 })) as unknown as Exec;
    await expect(generateDataSet(exec, { TableName: 'T', Count: 'lots' })).rejects.toThrow(/keyscape:GenerateItems failed: ValidationException: Count must be/);
  });
});
