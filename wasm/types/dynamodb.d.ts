// DynamoDB's responses as the engine answers them (tables, items, reads, batches,
// transactions, tags, TTL, Streams, PartiQL) and the descriptions they share. The
// requests: dynamodb-requests.d.ts.

import type { Item, Key } from './values';

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

// ---- tables, items, reads, batches, transactions, tags, TTL ----

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

/** ReturnItemCollectionMetrics SIZE on a table with an LSI. */
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
export interface DescribeTimeToLiveResponse {
  TimeToLiveDescription: { TimeToLiveStatus: 'ENABLED' | 'DISABLED'; AttributeName?: string };
}
/** keyscape keeps no backups: ENABLED with point-in-time recovery DISABLED, as a new table. */
export interface DescribeContinuousBackupsResponse {
  ContinuousBackupsDescription: {
    ContinuousBackupsStatus: 'ENABLED' | 'DISABLED';
    PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'ENABLED' | 'DISABLED' };
  };
}
export interface DescribeEndpointsResponse {
  Endpoints: Array<{ Address: string; CachePeriodInMinutes: number }>;
}

// ---- DynamoDB Streams ----

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

// ---- PartiQL ----

export interface ExecuteStatementResponse {
  /** SELECT: the page's items; INSERT, UPDATE, DELETE: [] (with RETURNING: the item's attributes). */
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
  /** Reads: one entry per statement (`{}` when the item does not exist); writes: `[]`. */
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
