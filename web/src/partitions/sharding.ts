// Reading SimulateLoad's "WriteSharding" result into a before/after comparison, and the
// plain-language verdict the page shows under it. Heat (demand over one partition's limit
// under the simulation's limit rule) and the limits themselves are the engine's.
import { keyText } from '../ddb/attr';
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
  verdict: { tone: 'ok' | 'warn' | 'bad'; title: string; reasons: string[] };
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

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

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
  const reasons: string[] = [];
  let tone: 'ok' | 'warn' | 'bad';
  let title: string;
  const overLimit = after.heat > 1 + 1e-9;
  if (!overLimit && throttledAfter === 0) {
    tone = 'ok';
    title = `${ws.SuffixCount} shards keep every partition under its limit.`;
  } else {
    tone = after.heat < before.heat - 1e-9 ? 'warn' : 'bad';
    title = overLimit
      ? `Partition ${after.index} still gets ${fmt(after.writeDemand)} WCU/s, over its ${fmt(limit)} limit.`
      : 'Partitions are under their limits, but the table as a whole is throttled.';
  }
  if (ws.SuffixCount < ws.SuffixCountNeeded)
    reasons.push(`The load needs at least ${ws.SuffixCountNeeded} suffixes (${fmt(logicalWriteDemand)} WCU/s ÷ ${fmt(limit)} per partition).`);
  if (ws.MaxShardsOnOnePartition > 1)
    reasons.push(
      `Shards land where they hash: ${ws.MaxShardsOnOnePartition} of the ${ws.SuffixCount} share one partition, so it carries ${ws.MaxShardsOnOnePartition}/${ws.SuffixCount} of the key's writes.`,
    );
  if (partitionCount * limit < logicalWriteDemand)
    reasons.push(
      `${partitionCount} partitions serve at most ${fmt(partitionCount * limit)} WCU/s in total: no suffix count is enough until the table has more partitions (split for heat takes minutes; provisioning more WCU adds them).`,
    );
  if (r.TableWriteLimit < logicalWriteDemand)
    reasons.push(`The table itself is capped at ${fmt(r.TableWriteLimit)} WCU/s (${r.BillingMode === 'PAY_PER_REQUEST' ? 'on-demand: twice the previous peak, at least 4,000' : 'provisioned'}).`);
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
    verdict: { tone, title, reasons },
  };
}
