// keyscape's partition operations: DescribePartitions, SimulateLoad, GenerateItems,
// PreviewItems, DescribeKeys, ExplainOrder, Limits, ExpireItems (their requests:
// requests.d.ts; their contracts: the engine's keyscape api headers).

import type { AttributeValue, Item, Key } from './values';

export interface PartitionInfo {
  Index: number;
  /** 16 lowercase hex digits. */
  HashRangeStart: string;
  HashRangeEnd: string;
  /** When the partition starts inside an item collection: the key it starts at. */
  StartKey?: Key;
  ItemCount: number;
  SizeBytes: number;
  PartitionKeyCount: number;
}

export interface SplitInfo {
  Cause: string;
  Round: number;
  HashPosition: string;
  StartKey?: Key;
}

export interface RefusedSplit {
  Cause: string;
  Partition: number;
  Reason: string;
}

export interface DescribePartitionsResponse {
  TableName: string;
  HashFunction: string;
  BillingMode: 'PROVISIONED' | 'PAY_PER_REQUEST';
  InitialPartitionCount: number;
  PartitionCount: number;
  ItemCount: number;
  SizeBytes: number;
  Partitions: PartitionInfo[];
  Splits: SplitInfo[];
  RefusedSplits: RefusedSplit[];
}

/** Units per second, and the throttled fractions. */
export interface Load {
  ReadDemand: number;
  WriteDemand: number;
  ReadServed: number;
  WriteServed: number;
  ReadThrottledFraction: number;
  WriteThrottledFraction: number;
}

/** Demand as a share of one partition's limit under the simulation's LimitRule: above 1 it throttles. */
export interface Heat {
  Heat: number;
}

export interface SimulatedPartition extends PartitionInfo, Load, Heat {
  Throttled: boolean;
}

/** The hottest partition's index and load (empty when there is no partition). */
export interface HottestPartitionLoad extends Load, Heat {
  Index: number;
}

export interface HotKey extends Load, Heat {
  Key: Key;
  /** 16 lowercase hex digits. */
  HashPosition: string;
  Partitions: number[];
}

export interface Simulation {
  PartitionCount: number;
  Partitions: SimulatedPartition[];
  Table: Load & { ReadLimitReached: boolean; WriteLimitReached: boolean };
  AccessPatterns: Array<Load & { Name: string }>;
  HotKeys: HotKey[];
  /** Index into Partitions. */
  HottestPartition: number;
  ThrottledWithSpareCapacity: boolean;
  Splits: SplitInfo[];
  RefusedSplits: RefusedSplit[];
}

export interface ShardInfo {
  Key: Key;
  HashPosition: string;
  Partition: number;
  ItemCount: number;
  SizeBytes: number;
}

export interface WriteShardingResult {
  Key: Key;
  SuffixCount: number;
  Separator: string;
  SuffixCountNeeded: number;
  Shards: ShardInfo[];
  PartitionsHitBefore: number;
  PartitionsHitAfter: number;
  MaxShardsOnOnePartition: number;
  Before: { LogicalKey: Load; HottestPartitionLoad: HottestPartitionLoad };
  After: Simulation & { LogicalKey: Load; HottestPartitionLoad: HottestPartitionLoad };
  FullRead: {
    Consistency: string;
    QueriesBefore: number;
    QueriesAfter: number;
    ExtraQueries: number;
    ReadUnitsBefore: number;
    ReadUnitsAfter: number;
    ExtraReadUnits: number;
  };
  /** Whether sharding pays off here: the engine's verdict, with its reasons. */
  Verdict: WriteShardingVerdict;
}

export interface WriteShardingVerdict {
  Tone: 'OK' | 'WARN' | 'BAD';
  Title: string;
  Reasons: string[];
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
  /** Present while items of the data set's Count remain: send it to continue. */
  NextToken?: string;
}

/** keyscape:DesignLoad: the SimulateLoad form a design's pattern rates imply for one table. */
export interface DesignLoadResponse {
  /** One row per pattern on the table itself with rate.perSecond > 0. */
  AccessPatterns: DesignLoadPattern[];
  BillingMode: 'PROVISIONED' | 'PAY_PER_REQUEST';
  ProvisionedThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  /** How many patterns gave a row. */
  UsedPatterns: number;
  /** Patterns with a rate on an index of the table (no row). */
  OnIndexes: number;
}

/** A row as keyscape:SimulateLoad's AccessPatterns take it. */
export interface DesignLoadPattern {
  Name: string;
  ReadsPerSecond: number;
  WritesPerSecond: number;
  /** ITEM for GetItem, BatchGetItem, TransactGetItems and writes; QUERY otherwise. */
  ReadShape: 'ITEM' | 'QUERY';
  /** STRONG when the pattern reads with consistentRead. */
  ReadConsistency: 'EVENTUAL' | 'STRONG';
}

/** keyscape:ExpireItems: per table with TTL enabled, how many expired items were deleted. */
export interface ExpireItemsResponse {
  Expired: Record<string, number>;
}
export interface PreviewItemsResponse {
  TableName: string;
  /** The spec's item count. */
  Count: number;
  /** The first PreviewCount items the spec generates, not written. */
  Items: Item[];
  /** The partition key value of key index 0 (the hot key of HOT_KEY, rank 1 of ZIPF). */
  FirstPartitionKey: Key;
  /** ISO-8601 time of the first item's sort key clock (when the spec has a sort key). */
  SortKeyStart?: string;
}

/** One partition key value in the hash space. */
export interface KeyPlacement {
  Key: Key;
  /** 16 lowercase hex digits. */
  HashPosition: string;
  /** HashPosition / 2^64, in [0, 1). */
  Fraction: number;
  /** The first and last partition of the layout its item collection spans. */
  Partitions: [number, number];
  ItemCount: number;
  SizeBytes: number;
}

export interface DescribeKeysResponse {
  TableName: string;
  HashFunction: string;
  PartitionReadLimit: number;
  PartitionWriteLimit: number;
  PartitionSizeLimitBytes: number;
  PartitionCount: number;
  ItemCount: number;
  SizeBytes: number;
  DistinctPartitionKeys: number;
  /** true: Keys is a sample (the busiest keys, then evenly spaced ranks). */
  Sampled: boolean;
  Order: 'HASH' | 'VALUE';
  Keys: KeyPlacement[];
  /** The key with the most items (absent for an empty table). */
  BusiestKey?: KeyPlacement;
  /** One per requested Lookup value, in request order (ItemCount 0 when absent). */
  Lookup: KeyPlacement[];
  /** Items (all of them, never sampled) per equal slice of the hash space. */
  Histogram: { Bins: number; ItemCounts: number[] };
}

export interface OrderPair {
  Relation: '<' | '=';
  Reason: 'BYTE' | 'PREFIX' | 'NUMERIC' | 'EQUAL';
  /** 0-based: the first differing byte (BYTE), the shorter value's length (PREFIX). */
  ByteIndex?: number;
  /** The two deciding bytes as "0x31" (BYTE). */
  Bytes?: [string, string];
  /** The characters those bytes belong to (BYTE, S). */
  Chars?: [string, string];
  /** The two numbers (NUMERIC). */
  Numbers?: [string, string];
  /** S: reading the digit runs as numbers would order the pair the other way. */
  NumbersDisagree: boolean;
  /** "ORDER#10 < ORDER#2: byte 7, '1' 0x31 < '2' 0x32". */
  Text: string;
}

export interface ExplainOrderResponse {
  Type: 'S' | 'N' | 'B';
  /** The values in DynamoDB order. */
  Values: AttributeValue[];
  /** Pairs[i] compares Values[i] and Values[i + 1]. */
  Pairs: OrderPair[];
  NumbersDisagree: boolean;
}

/** The engine's limits; a request {"MemoryCapMegabytes": N} sets the memory cap first. */
export interface LimitsResponse {
  /** Writes that would take the tables' estimated memory past this answer LimitExceededException. */
  MemoryCapMegabytes: number;
  /** The tables' and indexes' estimated memory now. */
  MemoryUsedBytes: number;
  MaxItemsPerTable: number;
  /** Requests over this size answer RequestTooLarge (DynamoDB's 16 MB). */
  MaxRequestBytes: number;
  /** JSON nested deeper than this is a SerializationException. */
  MaxJsonDepth: number;
}
