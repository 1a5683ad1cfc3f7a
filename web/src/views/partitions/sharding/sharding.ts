// Reading SimulateLoad's "WriteSharding" result into a before/after comparison. Heat
// (demand over one partition's limit under the simulation's limit rule), the limits and
// the verdict shown under the comparison (its tone, title and reasons) are the engine's.
import { keyText } from '../../../ddb/attr';
import type { SimulatedPartition, SimulateLoadResponse, Simulation, WriteShardingResult } from '@wasm/types';

export interface Hottest {
  index: number;
  readDemand: number;
  writeDemand: number;
  /** The engine's Heat: demand over one partition's limit under the limit rule; 1 is at the limit. */
  heat: number;
  throttled: boolean;
}

export interface ShardingComparison {
  key: string;
  suffixCount: number;
  suffixCountNeeded: number;
  partitionCount: number;
  before: Hottest;
  after: Hottest;
  throttledBefore: number;
  throttledAfter: number;
  partitionsHitBefore: number;
  partitionsHitAfter: number;
  maxShardsOnOnePartition: number;
  logicalWriteDemand: number;
  logicalWriteServedBefore: number;
  logicalWriteServedAfter: number;
  fullRead: WriteShardingResult['FullRead'];
  tableWriteLimit: number;
  /** One partition's write limit (WCU/s), from the engine. */
  partitionWriteLimit: number;
  /** The engine's verdict on the sharded design. */
  verdict: { tone: 'ok' | 'warn' | 'bad'; title: string; reasons: readonly string[] };
}

function hottest(sim: Simulation, index: number): Hottest {
  const p = sim.Partitions[index] as SimulatedPartition | undefined;
  if (!p) return { index, readDemand: 0, writeDemand: 0, heat: 0, throttled: false };
  return { index, readDemand: p.ReadDemand, writeDemand: p.WriteDemand, heat: p.Heat, throttled: p.Throttled };
}

/** The hottest partition of the sharded simulation (an index into After.Partitions). */
export function hottestAfterIndex(ws: WriteShardingResult): number {
  return ws.After.HottestPartition;
}

export function compareSharding(r: SimulateLoadResponse): ShardingComparison | undefined {
  const ws = r.WriteSharding;
  if (!ws) return undefined;
  const before = hottest(r, r.HottestPartition);
  const after = hottest(ws.After, hottestAfterIndex(ws));
  const throttledBefore = r.Partitions.filter((p) => p.Throttled).length;
  const throttledAfter = ws.After.Partitions.filter((p) => p.Throttled).length;
  const partitionCount = ws.After.PartitionCount;
  const logicalWriteDemand = ws.Before.LogicalKey.WriteDemand;
  const limit = r.PartitionWriteLimit;
  const { Tone, Title, Reasons } = ws.Verdict;
  const tone = Tone === 'OK' ? 'ok' : Tone === 'WARN' ? 'warn' : 'bad';
  return {
    key: keyText(Object.values(ws.Key)[0]),
    suffixCount: ws.SuffixCount,
    suffixCountNeeded: ws.SuffixCountNeeded,
    partitionCount,
    before,
    after,
    throttledBefore,
    throttledAfter,
    partitionsHitBefore: ws.PartitionsHitBefore,
    partitionsHitAfter: ws.PartitionsHitAfter,
    maxShardsOnOnePartition: ws.MaxShardsOnOnePartition,
    logicalWriteDemand,
    logicalWriteServedBefore: ws.Before.LogicalKey.WriteServed,
    logicalWriteServedAfter: ws.After.LogicalKey.WriteServed,
    fullRead: ws.FullRead,
    tableWriteLimit: r.TableWriteLimit,
    partitionWriteLimit: limit,
    verdict: { tone, title: Title, reasons: Reasons },
  };
}
