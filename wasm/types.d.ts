// The engine's response bodies, one type per operation: the one declaration every JS/TS
// caller uses (the page imports it as '@wasm/types'). Written by hand from the engine's
// writers; tests/js/types-drift.test.mjs runs the golden vectors and a sample request of
// every operation through the Node build and type-checks each response against these
// declarations with tsc (a member the types do not declare, a missing required member or
// a wrong type fails it), and fails when the engine's operation table and
// `OperationResponses` differ. Change the engine, run it, and update this file.

// ---- values ----

export type AttributeValue =
  | { S: string }
  | { N: string }
  | { B: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { M: Record<string, AttributeValue> }
  | { L: AttributeValue[] }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] };

/** An item, or a key (the key attributes only), in DynamoDB JSON. */
export type Item = Record<string, AttributeValue>;
export type Key = Item;

// ---- errors ----

/**
 * Where in the request an error is: the span of an expression's syntax error, reserved
 * word or undefined placeholder. offset and length count bytes of the parameter's UTF-8
 * text (not UTF-16 code units); length is 0 at the end of the text. Sent by the exec
 * stream and wasm, never by `keyscape serve` (DynamoDB has no such member).
 */
export interface ErrorPosition {
  /** The request parameter holding the text, e.g. "KeyConditionExpression" (the engine always sends it). */
  parameter?: string;
  offset: number;
  length: number;
}

/** One entry of TransactionCanceledException's CancellationReasons, per action. */
export interface CancellationReason {
  /** "None" for actions that did not cause the cancellation. */
  Code: string;
  Message?: string;
  /** The item before the transaction (ReturnValuesOnConditionCheckFailure: ALL_OLD). */
  Item?: Item;
}

/**
 * An error response: any body with a `__type` member is an error. DynamoDB writes the text
 * as `message`, or as `Message` in errors that carry more members.
 */
export interface ErrorBody {
  /** e.g. "com.amazon.coral.validate#ValidationException". */
  __type: string;
  message?: string;
  Message?: string;
  /** TransactionCanceledException: one reason per action, in request order. */
  CancellationReasons?: CancellationReason[];
  /** ConditionalCheckFailedException under ReturnValuesOnConditionCheckFailure ALL_OLD: the
   * item the condition was checked against (absent when there was none). */
  Item?: Item;
  /** The span of the request text the error is about (expression errors), after message. */
  position?: ErrorPosition;
}

// ---- shared pieces ----

export interface Capacity {
  CapacityUnits: number;
}

/** ReturnConsumedCapacity TOTAL, or INDEXES (then Table and the index maps). */
export interface ConsumedCapacity extends Capacity {
  TableName: string;
  Table?: Capacity;
  GlobalSecondaryIndexes?: Record<string, Capacity>;
  LocalSecondaryIndexes?: Record<string, Capacity>;
}

export interface KeySchemaElement {
  AttributeName: string;
  KeyType: 'HASH' | 'RANGE';
}

export interface AttributeDefinition {
  AttributeName: string;
  AttributeType: 'S' | 'N' | 'B';
}

export interface ProvisionedThroughputDescription {
  NumberOfDecreasesToday: number;
  ReadCapacityUnits: number;
  WriteCapacityUnits: number;
}

export interface Projection {
  ProjectionType: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  NonKeyAttributes?: string[];
}

export interface IndexDescription {
  IndexName: string;
  KeySchema: KeySchemaElement[];
  Projection: Projection;
  IndexSizeBytes: number;
  ItemCount: number;
  IndexArn: string;
}

export interface GlobalSecondaryIndexDescription extends IndexDescription {
  /** ACTIVE; CREATING or DELETING in the CreateTable/UpdateTable response that changes it. */
  IndexStatus: 'ACTIVE' | 'CREATING' | 'DELETING';
  ProvisionedThroughput: ProvisionedThroughputDescription;
  /** In UpdateTable's response for an index it creates: false (keyscape fills it at once). */
  Backfilling?: boolean;
}

export interface TableDescription {
  AttributeDefinitions: AttributeDefinition[];
  TableName: string;
  KeySchema: KeySchemaElement[];
  /** ACTIVE; CREATING, UPDATING or DELETING in the response of the call that changes it. */
  TableStatus: 'ACTIVE' | 'CREATING' | 'UPDATING' | 'DELETING';
  CreationDateTime: number;
  ProvisionedThroughput: ProvisionedThroughputDescription;
  TableSizeBytes: number;
  ItemCount: number;
  TableArn: string;
  TableId: string;
  /** On-demand tables only. */
  BillingModeSummary?: { BillingMode: 'PAY_PER_REQUEST'; LastUpdateToPayPerRequestDateTime: number };
  LocalSecondaryIndexes?: IndexDescription[];
  GlobalSecondaryIndexes?: GlobalSecondaryIndexDescription[];
  /** While a stream is enabled (absent after it is disabled, as in DynamoDB). */
  StreamSpecification?: { StreamEnabled: true; StreamViewType: StreamViewType };
  /** The newest stream's label and ARN; kept after the stream is disabled. */
  LatestStreamLabel?: string;
  LatestStreamArn?: string;
}

/** What a stream record carries besides the keys (StreamSpecification.StreamViewType). */
export type StreamViewType = 'KEYS_ONLY' | 'NEW_IMAGE' | 'OLD_IMAGE' | 'NEW_AND_OLD_IMAGES';

// ---- DynamoDB operations ----

export interface CreateTableResponse {
  TableDescription: TableDescription;
}
export interface DeleteTableResponse {
  TableDescription: TableDescription;
}
export interface DescribeTableResponse {
  Table: TableDescription;
}
export interface UpdateTableResponse {
  TableDescription: TableDescription;
}
export interface ListTablesResponse {
  TableNames: string[];
  LastEvaluatedTableName?: string;
}

/** ReturnItemCollectionMetrics SIZE on a table with an LSI (core/include/keyscape/api/collection_metrics.h). */
export interface ItemCollectionMetrics {
  ItemCollectionKey: Item;
  /** [lower, upper] whole GB around the collection's size. */
  SizeEstimateRangeGB: [number, number];
}
export interface PutItemResponse {
  /** ReturnValues ALL_OLD, when an item was replaced. */
  Attributes?: Item;
  ConsumedCapacity?: ConsumedCapacity;
  ItemCollectionMetrics?: ItemCollectionMetrics;
}
export interface DeleteItemResponse {
  Attributes?: Item;
  ConsumedCapacity?: ConsumedCapacity;
  ItemCollectionMetrics?: ItemCollectionMetrics;
}
export interface UpdateItemResponse {
  Attributes?: Item;
  ConsumedCapacity?: ConsumedCapacity;
  ItemCollectionMetrics?: ItemCollectionMetrics;
}
export interface GetItemResponse {
  /** Absent when there is no such item. */
  Item?: Item;
  ConsumedCapacity?: ConsumedCapacity;
}

/** Query and Scan: one page. */
export interface ItemsPage {
  /** Absent with Select COUNT. */
  Items?: Item[];
  Count: number;
  ScannedCount: number;
  /** Present when the page stopped early (Limit or 1 MB); pass it as ExclusiveStartKey. */
  LastEvaluatedKey?: Key;
  ConsumedCapacity?: ConsumedCapacity;
}
export type QueryResponse = ItemsPage;
export type ScanResponse = ItemsPage;

export interface BatchWriteItemResponse {
  UnprocessedItems: Record<string, unknown[]>;
  ConsumedCapacity?: ConsumedCapacity[];
  /** Per table with an LSI, one entry per write, under ReturnItemCollectionMetrics SIZE. */
  ItemCollectionMetrics?: Record<string, ItemCollectionMetrics[]>;
}
export interface BatchGetItemResponse {
  Responses: Record<string, Item[]>;
  UnprocessedKeys: Record<string, unknown>;
  ConsumedCapacity?: ConsumedCapacity[];
}
export interface TransactWriteItemsResponse {
  ConsumedCapacity?: Array<ConsumedCapacity & { WriteCapacityUnits: number }>;
}
export interface TransactGetItemsResponse {
  /** One entry per Get, in request order; `{}` when the item does not exist. */
  Responses: Array<{ Item?: Item }>;
  ConsumedCapacity?: Array<ConsumedCapacity & { ReadCapacityUnits: number }>;
}

export type TagResourceResponse = Record<string, never>;
export type UntagResourceResponse = Record<string, never>;
export interface ListTagsOfResourceResponse {
  Tags: Array<{ Key: string; Value: string }>;
}
export interface UpdateTimeToLiveResponse {
  TimeToLiveSpecification: { Enabled: boolean; AttributeName: string };
}
/** keyscape:ExpireItems: per table with TTL enabled, how many expired items were deleted. */
export interface ExpireItemsResponse {
  Expired: Record<string, number>;
}
export interface DescribeTimeToLiveResponse {
  TimeToLiveDescription: { TimeToLiveStatus: 'ENABLED' | 'DISABLED'; AttributeName?: string };
}

// ---- DynamoDB Streams (core/src/api/stream_list_ops.cc, stream_read_ops.cc) ----

export interface ListStreamsResponse {
  Streams: Array<{ StreamArn: string; TableName: string; StreamLabel: string }>;
  /** Present when more streams remain; pass it as ExclusiveStartStreamArn. */
  LastEvaluatedStreamArn?: string;
}
export interface StreamShard {
  ShardId: string;
  /** EndingSequenceNumber once the stream is disabled (the shard is closed). */
  SequenceNumberRange: { StartingSequenceNumber: string; EndingSequenceNumber?: string };
}
export interface DescribeStreamResponse {
  StreamDescription: {
    StreamArn: string;
    StreamLabel: string;
    StreamStatus: 'ENABLED' | 'DISABLED';
    StreamViewType: StreamViewType;
    CreationRequestDateTime: number;
    TableName: string;
    KeySchema: KeySchemaElement[];
    Shards: StreamShard[];
  };
}
export interface GetShardIteratorResponse {
  ShardIterator: string;
}
export interface StreamRecord {
  awsRegion: string;
  dynamodb: {
    ApproximateCreationDateTime: number;
    Keys: Key;
    /** NEW_IMAGE and NEW_AND_OLD_IMAGES, except on a REMOVE. */
    NewImage?: Item;
    /** OLD_IMAGE and NEW_AND_OLD_IMAGES, except on an INSERT. */
    OldImage?: Item;
    /** 21 decimal digits, increasing in the shard. */
    SequenceNumber: string;
    SizeBytes: number;
    StreamViewType: StreamViewType;
  };
  eventID: string;
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  eventSource: 'aws:dynamodb';
  eventVersion: string;
}
export interface GetRecordsResponse {
  Records: StreamRecord[];
  /** Absent once a disabled stream's last record has been read. */
  NextShardIterator?: string;
}

// ---- keyscape operations (core/src/api/<operation>_op.cc documents the requests) ----

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
  /** The engine's verdict on the sharded design: OK (every partition under its limit), WARN (cooler, still over), BAD. */
  Verdict: { Tone: 'OK' | 'WARN' | 'BAD'; Title: string; Reasons: string[] };
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
  /** Present while items of the data set remain: send it back (same request) to continue. */
  NextToken?: string;
}

// ---- the design-model operations (core/src/api/model_ops.cc) ----

/** A model file (../shared/MODEL.md); docs/model.schema.json describes it in full. */
export type ModelFile = Record<string, unknown> & { format: 'keyscape-model'; version: 1; name: string };

export interface ValidateModelResponse {
  model: ModelFile;
  summary: { tables: number; entities: number; items: number; accessPatterns: number };
  createTable: Record<string, unknown>[];
  items: { table: string; entity?: string; item: Item }[];
}

export interface ExpectVerdict {
  holds: boolean;
  count?: { expected: number; actual: number };
  keys?: { expected: Record<string, string | number>[]; actual: Record<string, string>[] };
}

export interface PatternRunResult {
  name: string;
  operation: string;
  request: Record<string, unknown>;
  /** The engine's response body, or an error body {__type, message}. */
  response: Record<string, unknown>;
  matchedEntities: string[];
  readUnits: number;
  writeUnits: number;
  expect: ExpectVerdict | null;
  scanRequired?: boolean;
  note?: string;
}

export interface RunAccessPatternsResponse {
  patterns: PatternRunResult[];
}

export interface CostPrices {
  region: string;
  date: string;
  source: string;
  readRequestUnit: number;
  writeRequestUnit: number;
  rcuHour: number;
  wcuHour: number;
  gbMonth: number;
  hoursPerMonth: number;
  from: 'model' | 'default';
}

export interface PatternCost {
  name: string;
  operation: string;
  ratePerSecond: number;
  readUnitsPerRequest: number;
  writeUnitsPerRequest: number;
  readUnitsPerSecond: number;
  writeUnitsPerSecond: number;
  onDemandMonthly: number;
  provisionedMonthly: number;
}

export interface StorageCost {
  table: string;
  index?: string;
  items: number;
  bytes: number;
  gb: number;
  monthly: number;
}

export interface CostResponse {
  prices: CostPrices;
  patterns: PatternCost[];
  storage: StorageCost[];
  totals: {
    readUnitsPerSecond: number;
    writeUnitsPerSecond: number;
    onDemand: { requests: number; storage: number; total: number };
    provisioned: { readCapacityUnits: number; writeCapacityUnits: number; capacity: number; storage: number; total: number };
  };
}

export interface ImportResponse {
  model: ModelFile;
  /** What the importer proposed or left out, one line each: nosql-workbench's proposed key
   * templates; aws-mcp's options and patterns the model cannot hold (e.g. a `reason`). */
  notes: string[];
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

// ---- keyscape:Lint ----

/** A lint rule id (ARCHITECTURE.md "Lint rule ids"). */
export type LintRule =
  | 'unpadded-number' | 'unsortable-date' | 'variable-length-middle' | 'delimiter-in-value'
  | 'random-sort-key' | 'low-cardinality-partition' | 'monotonic-partition-key'
  | 'lookup-needs-timestamp' | 'prefix-overlap' | 'case-mismatch' | 'key-too-long'
  | 'scan-required' | 'filter-on-key' | 'hot-partition' | 'gsi-write-amplification'
  | 'projection-all' | 'unused-index' | 'item-collection-limit';

/** Where a finding is: only the members that apply; `path` is the JSON Pointer the fix changes. */
export interface LintLocation {
  table?: string;
  index?: string;
  entity?: string;
  attribute?: string;
  pattern?: string;
  path: string;
}

export interface LintFinding {
  rule: LintRule;
  severity: 'error' | 'warning' | 'info';
  location: LintLocation;
  /** One line: what is wrong here. */
  message: string;
  /** The DynamoDB behaviour behind the rule. */
  explanation: string;
  /** The concrete change: the corrected template or setting. */
  fix: string;
  /** When the fix is one new value of the string at location.path (a corrected key template): that value. */
  fixValue?: string;
}

/** Ordered by rule id, then location path; empty for a clean design. */
export interface LintResponse {
  findings: LintFinding[];
}
/**
 * keyscape:Template (core/src/api/template_op.cc): one member, by the request's action.
 * render: the key; parse: the values as text, in the template's order; prefix: the
 * begins_with operand.
 */
export type TemplateResponse =
  | { key: string }
  | { values: Record<string, string> }
  | { prefix: string };

// ---- keyscape:Limits (core/src/api/limits_op.cc) ----

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

// ---- keyscape:Export, keyscape:ListExportFormats (core/src/api/export_op.cc) ----

/** The design written in one export format (model/export.h). */
export interface ExportResponse {
  /** The format's id, as requested ("cloudformation"). */
  format: string;
  /** The download name: the design's name as a slug plus the format's extension. */
  fileName: string;
  mediaType: string;
  /** The file's text, byte for byte what `keyscape export` prints. */
  text: string;
}

export interface ExportFormatInfo {
  id: string;
  title: string;
  /** Present when the request carried a model. */
  fileName?: string;
  extension: string;
  mediaType: string;
}

export interface ListExportFormatsResponse {
  formats: ExportFormatInfo[];
}

// ---- keyscape:RangeView (core/src/api/range_view_op.cc) ----

export type RangeItemState = 'matched' | 'filtered' | 'outside' | 'beyond-limit';

/** One item of the queried collection, in stored order. */
export interface RangeItem {
  /** The sort key as text ("" when the index has none). */
  sk: string;
  sortKey?: AttributeValue;
  /** The table's primary key of the item. */
  key: Key;
  entity?: string;
  state: RangeItemState;
  /** 0-based page whose read covered the item (items inside the key condition). */
  page?: number;
  /** Whether the filter keeps it (items inside the key condition). */
  passesFilter?: boolean;
  /** The item as the index holds it. */
  item: Item;
}

/** A bound of the sort condition, drawn before items[at]. */
export interface RangeBound {
  side: 'low' | 'high';
  value: AttributeValue;
  inclusive: boolean;
  /** begins_with's end: after the last value that begins with `value`. */
  prefix?: true;
  at: number;
}

export interface RangePage {
  count: number;
  scannedCount: number;
  readUnits: number;
  lastEvaluatedKey?: Key;
  /** The index in items of the item lastEvaluatedKey names. */
  lastEvaluatedIndex?: number;
  /** Indexes into items of what the page returned, in returned order. */
  returned: number[];
}

export interface RangeViewResponse {
  pattern: string;
  table: string;
  index?: string;
  indexKind: 'table' | 'gsi' | 'lsi';
  partitionKeyName: string;
  sortKeyName?: string;
  partitionKey: AttributeValue | null;
  /** The pattern's compiled Query, exactly. */
  request: Record<string, unknown>;
  direction: 'ascending' | 'descending';
  limit?: number;
  condition?: { op: string; values: AttributeValue[]; bounds: RangeBound[] };
  items: RangeItem[];
  pages: RangePage[];
  /** The first page: what the pattern returns. */
  count: number;
  scannedCount: number;
  readUnits: number;
  totals: { pages: number; count: number; scannedCount: number; readUnits: number };
  /** keyscape:ExplainOrder of the items' sort keys (null for fewer than two). */
  order: ExplainOrderResponse | null;
}

// ---- keyscape:AggregateView (core/src/api/aggregate_view_op.cc) ----

export interface AggregateGroup {
  partitionKey: AttributeValue;
  /** The partition key as text. */
  pk: string;
  /** The collection in stored order. */
  items: { sk: string; entity?: string; item: Item }[];
}

export interface AggregateIndexView {
  index?: string;
  kind: 'table' | 'gsi' | 'lsi';
  partitionKeyName: string;
  sortKeyName?: string;
  itemCount: number;
  /** In DynamoDB's order of the partition key values. */
  groups: AggregateGroup[];
}

export interface AggregateViewResponse {
  table: string;
  views: AggregateIndexView[];
}

// ---- keyscape:LoadDesign (core/src/api/load_design_op.cc) ----

export interface LoadDesignTable {
  /** The table in the engine's database: TableNamePrefix + DesignTable. */
  TableName: string;
  /** The table's name in the design. */
  DesignTable: string;
  /** The key attribute names. */
  PartitionKey: string;
  SortKey?: string;
  ItemCount: number;
  /** The design's entities stored in this table. */
  Entities: string[];
}

export interface LoadDesignResponse {
  Tables: LoadDesignTable[];
}

/** keyscape:DesignLoad: the load a design's access patterns imply on one of its tables. */
export interface DesignLoadResponse {
  AccessPatterns: Array<{
    Name: string;
    ReadsPerSecond: number;
    WritesPerSecond: number;
    ReadShape: 'ITEM' | 'QUERY';
    ReadConsistency: 'EVENTUAL' | 'STRONG';
  }>;
  BillingMode: 'PROVISIONED' | 'PAY_PER_REQUEST';
  ProvisionedThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  /** Patterns with a rate on the table itself (the rows). */
  UsedPatterns: number;
  /** Patterns with a rate on one of the table's indexes. */
  OnIndexes: number;
}

/** keyscape:ListOperations: every operation the engine answers, in the order of its one list. */
export interface ListOperationsResponse {
  operations: Array<{ name: string; mutates: boolean; streams: boolean; request: string; response: string }>;
}

// ---- PartiQL (core/src/api/partiql_ops.cc, partiql_batch_ops.cc) ----

export interface ExecuteStatementResponse {
  /** SELECT: the page's items; INSERT, UPDATE, DELETE: []. */
  Items: Item[];
  /** Opaque; continues this statement where the page ended. */
  NextToken?: string;
  LastEvaluatedKey?: Item;
  ConsumedCapacity?: ConsumedCapacity;
}
export interface BatchStatementResponse {
  TableName?: string;
  Item?: Item;
  Error?: {
    Code: 'ValidationError' | 'ConditionalCheckFailed' | 'DuplicateItem' | 'ResourceNotFound' |
      'ItemCollectionSizeLimitExceeded' | 'TransactionConflict' | 'InternalServerError';
    Message: string;
  };
}
export interface BatchExecuteStatementResponse {
  /** One entry per statement, in request order. */
  Responses: BatchStatementResponse[];
}
export interface ExecuteTransactionResponse {
  /** Reads: one entry per statement (`{}` when the item does not exist); absent for writes. */
  Responses?: Array<{ Item?: Item }>;
  ConsumedCapacity?: ConsumedCapacity[];
}
/** keyscape:ExplainStatement: the one request a statement runs as, and why. */
export interface ExplainStatementResponse {
  operation: 'Query' | 'Scan' | 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem';
  tableName: string;
  indexName?: string;
  /** e.g. "the WHERE clause does not fix the partition key pk with = (at the top level, joined by AND)". */
  reason: string;
  /** The DynamoDB request body (without paging and capacity members). */
  request: Record<string, unknown>;
}

// ---- the operation table ----

/** Every operation the engine answers, with its success body. */
export interface OperationResponses {
  CreateTable: CreateTableResponse;
  DeleteTable: DeleteTableResponse;
  DescribeTable: DescribeTableResponse;
  ListTables: ListTablesResponse;
  PutItem: PutItemResponse;
  GetItem: GetItemResponse;
  DeleteItem: DeleteItemResponse;
  UpdateItem: UpdateItemResponse;
  Query: QueryResponse;
  Scan: ScanResponse;
  BatchWriteItem: BatchWriteItemResponse;
  BatchGetItem: BatchGetItemResponse;
  'keyscape:DescribePartitions': DescribePartitionsResponse;
  'keyscape:SimulateLoad': SimulateLoadResponse;
  'keyscape:GenerateItems': GenerateItemsResponse;
  'keyscape:PreviewItems': PreviewItemsResponse;
  'keyscape:DescribeKeys': DescribeKeysResponse;
  'keyscape:ExplainOrder': ExplainOrderResponse;
  'keyscape:Template': TemplateResponse;
  'keyscape:Limits': LimitsResponse;
  TransactWriteItems: TransactWriteItemsResponse;
  TransactGetItems: TransactGetItemsResponse;
  UpdateTable: UpdateTableResponse;
  TagResource: TagResourceResponse;
  UntagResource: UntagResourceResponse;
  ListTagsOfResource: ListTagsOfResourceResponse;
  UpdateTimeToLive: UpdateTimeToLiveResponse;
  DescribeTimeToLive: DescribeTimeToLiveResponse;
  'keyscape:ExpireItems': ExpireItemsResponse;
  'keyscape:ValidateModel': ValidateModelResponse;
  'keyscape:RunAccessPatterns': RunAccessPatternsResponse;
  'keyscape:Cost': CostResponse;
  'keyscape:Import': ImportResponse;
  'keyscape:Lint': LintResponse;
  'keyscape:Export': ExportResponse;
  'keyscape:ListExportFormats': ListExportFormatsResponse;
  'keyscape:RangeView': RangeViewResponse;
  'keyscape:AggregateView': AggregateViewResponse;
  'keyscape:LoadDesign': LoadDesignResponse;
  'keyscape:DesignLoad': DesignLoadResponse;
  'keyscape:ListOperations': ListOperationsResponse;
  ExecuteStatement: ExecuteStatementResponse;
  BatchExecuteStatement: BatchExecuteStatementResponse;
  ExecuteTransaction: ExecuteTransactionResponse;
  'keyscape:ExplainStatement': ExplainStatementResponse;
  ListStreams: ListStreamsResponse;
  DescribeStream: DescribeStreamResponse;
  GetShardIterator: GetShardIteratorResponse;
  GetRecords: GetRecordsResponse;
}

export type OperationName = keyof OperationResponses;

/** The success body of `op`; an object of unknown members for an operation not in the table. */
export type ResponseOf<Op extends string> = Op extends OperationName
  ? OperationResponses[Op]
  : Record<string, unknown>;
