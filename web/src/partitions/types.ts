// Response shapes of the engine's partition operations (core/src/api/partition_ops.cc).
import type { AttributeValue } from '../ddb/attr';

export type KeyJson = Record<string, AttributeValue>;

export interface PartitionInfo {
  Index: number;
  HashRangeStart: string;
  HashRangeEnd: string;
  StartKey?: KeyJson;
  ItemCount: number;
  SizeBytes: number;
  PartitionKeyCount: number;
}

export interface Load {
  ReadDemand: number;
  WriteDemand: number;
  ReadServed: number;
  WriteServed: number;
  ReadThrottledFraction: number;
  WriteThrottledFraction: number;
}

export interface SimulatedPartition extends PartitionInfo, Load {
  Throttled: boolean;
}

export interface SplitInfo {
  Cause: string;
  Round: number;
  HashPosition: string;
  StartKey?: KeyJson;
}

export interface RefusedSplit {
  Cause: string;
  Partition: number;
  Reason: string;
}

export interface DescribePartitionsResponse {
  TableName: string;
  HashFunction: string;
  BillingMode: string;
  InitialPartitionCount: number;
  PartitionCount: number;
  ItemCount: number;
  SizeBytes: number;
  Partitions: PartitionInfo[];
  Splits: SplitInfo[];
  RefusedSplits: RefusedSplit[];
}

export interface Simulation {
  PartitionCount: number;
  Partitions: SimulatedPartition[];
  Table: Load & { ReadLimitReached: boolean; WriteLimitReached: boolean };
  AccessPatterns: Array<Load & { Name: string }>;
  HotKeys: Array<Load & { Key: KeyJson; Partitions: number[] }>;
  ThrottledWithSpareCapacity: boolean;
  Splits: SplitInfo[];
  RefusedSplits: RefusedSplit[];
}

export interface ShardInfo {
  Key: KeyJson;
  HashPosition: string;
  Partition: number;
  ItemCount: number;
  SizeBytes: number;
}

export interface WriteShardingResult {
  Key: KeyJson;
  SuffixCount: number;
  Separator: string;
  SuffixCountNeeded: number;
  Shards: ShardInfo[];
  PartitionsHitBefore: number;
  PartitionsHitAfter: number;
  MaxShardsOnOnePartition: number;
  Before: { LogicalKey: Load; HottestPartition: Load & { Index: number } };
  /**
   * The engine writes "HottestPartition" twice in After (the object, then the index of
   * the simulation); JSON.parse keeps the last. Read it through sharding.ts.
   */
  After: Simulation & { LogicalKey: Load; HottestPartition: number | (Load & { Index: number }) };
  FullRead: {
    Consistency: string;
    QueriesBefore: number;
    QueriesAfter: number;
    ExtraQueries: number;
    ReadUnitsBefore: number;
    ReadUnitsAfter: number;
    ExtraReadUnits: number;
  };
}

export interface SimulateLoadResponse extends Simulation {
  TableName: string;
  HashFunction: string;
  BillingMode: 'PROVISIONED' | 'PAY_PER_REQUEST';
  LimitRule: string;
  PartitionReadLimit: number;
  PartitionWriteLimit: number;
  TableReadLimit: number;
  TableWriteLimit: number;
  InitialPartitionCount: number;
  HottestPartition: number;
  WriteSharding?: WriteShardingResult;
}

export interface GenerateItemsResponse {
  TableName: string;
  Generated: number;
  Inserted: number;
  Replaced: number;
  DistinctPartitionKeys: number;
  GeneratedBytes: number;
  TableItemCount: number;
  TableSizeBytes: number;
}
