import { describe, expect, it } from 'vitest';
import { compareSharding, hottestAfterIndex } from './sharding';
import type { SimulateLoadResponse } from '@wasm/types';

const load = (w: number, served = Math.min(w, 1000)) => ({
  ReadDemand: 0,
  WriteDemand: w,
  ReadServed: 0,
  WriteServed: served,
  ReadThrottledFraction: 0,
  WriteThrottledFraction: w > 0 ? 1 - served / w : 0,
});
const part = (i: number, w: number, throttled = w > 1000) => ({
  Index: i,
  HashRangeStart: (BigInt(i) << 62n).toString(16).padStart(16, '0'),
  HashRangeEnd: ((BigInt(i + 1) << 62n) - 1n).toString(16).padStart(16, '0'),
  ItemCount: 10,
  SizeBytes: 100,
  PartitionKeyCount: 2,
  ...load(w),
  // The engine's Heat for write-only load (INDEPENDENT rule): demand over 1,000 WCU/s.
  Heat: w / 1000,
  Throttled: throttled,
});
const sim = (ws: number[]) => ({
  PartitionCount: ws.length,
  Partitions: ws.map((w, i) => part(i, w)),
  Table: { ...load(ws.reduce((a, b) => a + b, 0)), ReadLimitReached: false, WriteLimitReached: false },
  AccessPatterns: [],
  HotKeys: [],
  ThrottledWithSpareCapacity: false,
  Splits: [],
  RefusedSplits: [],
});

/** The engine's verdict, as SimulateLoad words it for the worked example. */
const VERDICT = {
  Tone: 'WARN',
  Title: 'Partition 3 still gets 1,500 WCU/s, over its 1,000 limit.',
  Reasons: ['Shards land where they hash: 3 of the 10 share one partition, so it carries 3/10 of the key\'s writes.'],
};

/** A response as the engine writes it (After holds a simulation, so its own HottestPartition index). */
function responseText(after: number[], afterHottest: number, suffixes: number, maxShards: number, partitions = 4, verdict: object = VERDICT): string {
  const before = [0, 0, 5000, 0, ...new Array(Math.max(0, partitions - 4)).fill(0)] as number[];
  const base = {
    TableName: 'T',
    HashFunction: 'md5-illustrative',
    BillingMode: 'PAY_PER_REQUEST',
    LimitRule: 'INDEPENDENT',
    PartitionReadLimit: 3000,
    PartitionWriteLimit: 1000,
    TableReadLimit: 12000,
    TableWriteLimit: 4000,
    InitialPartitionCount: partitions,
    ...sim(before),
    HottestPartition: 2,
  };
  const afterSim = JSON.stringify({
    LogicalKey: load(5000, 4000),
    HottestPartitionLoad: { Index: afterHottest, ...load(after[afterHottest] ?? 0) },
    ...sim(after),
    HottestPartition: afterHottest,
  });
  const ws = `{"Key":{"PK":{"S":"HOT"}},"SuffixCount":${suffixes},"Separator":"#","SuffixCountNeeded":5,"Shards":[],` +
    `"PartitionsHitBefore":1,"PartitionsHitAfter":4,"MaxShardsOnOnePartition":${maxShards},` +
    `"Before":{"LogicalKey":${JSON.stringify(load(5000))},"HottestPartitionLoad":${JSON.stringify({ Index: 2, ...load(5000) })}},` +
    `"After":${afterSim},"Verdict":${JSON.stringify(verdict)},"FullRead":{"Consistency":"EVENTUAL","QueriesBefore":1,"QueriesAfter":${suffixes},"ExtraQueries":${suffixes - 1},"ReadUnitsBefore":1,"ReadUnitsAfter":5,"ExtraReadUnits":4}}`;
  return JSON.stringify(base).replace(/}$/, `,"WriteSharding":${ws}}`);
}

describe('compareSharding', () => {
  it('reads the hottest partition after sharding from After.HottestPartition', () => {
    const r = JSON.parse(responseText([1000, 1500, 1000, 1500], 3, 10, 3)) as SimulateLoadResponse;
    expect(r.WriteSharding?.After.HottestPartition).toBe(3);
    expect(r.WriteSharding?.After.HottestPartitionLoad.Index).toBe(3);
    expect(hottestAfterIndex(r.WriteSharding!)).toBe(3);
  });

  it('the worked example with 4 partitions: the hottest partitions before and after', () => {
    const r = JSON.parse(responseText([1000, 1500, 1000, 1500], 3, 10, 3)) as SimulateLoadResponse;
    const c = compareSharding(r)!;
    expect(c.key).toBe('HOT');
    expect(c.before).toEqual({ index: 2, readDemand: 0, writeDemand: 5000, heat: 5, throttled: true });
    expect(c.after).toMatchObject({ index: 3, writeDemand: 1500, heat: 1.5, throttled: true });
    expect(c.throttledBefore).toBe(1);
    expect(c.throttledAfter).toBe(2);
    expect(c.fullRead.ExtraQueries).toBe(9);
  });

  it("shows the engine's verdict as it is: tone, title and reasons", () => {
    const c = compareSharding(JSON.parse(responseText([1000, 1500, 1000, 1500], 3, 10, 3)) as SimulateLoadResponse)!;
    expect(c.verdict).toEqual({ tone: 'warn', title: VERDICT.Title, reasons: VERDICT.Reasons });
    const ok = { Tone: 'OK', Title: '10 shards keep every partition under its limit.', Reasons: [] };
    expect(compareSharding(JSON.parse(responseText([900, 900, 900, 900], 0, 10, 1, 4, ok)) as SimulateLoadResponse)!.verdict).toEqual({ tone: 'ok', title: ok.Title, reasons: [] });
    const bad = { Tone: 'BAD', Title: 'Partition 0 still gets 5,000 WCU/s, over its 1,000 limit.', Reasons: ['r1', 'r2'] };
    expect(compareSharding(JSON.parse(responseText([5000, 0, 0, 0], 0, 2, 2, 4, bad)) as SimulateLoadResponse)!.verdict).toEqual({ tone: 'bad', title: bad.Title, reasons: ['r1', 'r2'] });
  });

  it('no sharding result, no comparison', () => {
    const r = JSON.parse(responseText([0, 0, 0, 0], 0, 1, 1)) as SimulateLoadResponse;
    delete r.WriteSharding;
    expect(compareSharding(r)).toBeUndefined();
  });

  it('takes the heat from the engine, not from the demand', () => {
    const r = JSON.parse(responseText([1500, 0, 0, 0], 0, 4, 1)) as SimulateLoadResponse;
    const after = r.WriteSharding!.After.Partitions[0]!;
    after.Heat = 0.9; // e.g. LEGACY_LINEAR with reads: the engine's number wins
    after.Throttled = false;
    expect(compareSharding(r)!.after.heat).toBe(0.9);
  });
});
