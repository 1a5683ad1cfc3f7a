// DynamoDB's requests, as AWS's API defines them, limited to the members the engine reads
// (a member outside these is one `tsc` refuses). Legacy parameters (Expected,
// AttributesToGet, KeyConditions, QueryFilter, ScanFilter, AttributeUpdates,
// ConditionalOperator) are read as DynamoDB reads them. The responses: dynamodb.d.ts.

import type { AttributeValue, Item, Key } from './values';
import type { AttributeDefinition, KeySchemaElement, Projection, StreamViewType } from './dynamodb';

// ---- members many requests share ----

export type ReturnConsumedCapacity = 'INDEXES' | 'TOTAL' | 'NONE';
export type ReturnItemCollectionMetrics = 'SIZE' | 'NONE';
export type ReturnValuesOnConditionCheckFailure = 'ALL_OLD' | 'NONE';
export type BillingMode = 'PROVISIONED' | 'PAY_PER_REQUEST';
export type ExpressionAttributeNames = Record<string, string>;
export type ExpressionAttributeValues = Record<string, AttributeValue>;

export interface ProvisionedThroughput {
  ReadCapacityUnits: number;
  WriteCapacityUnits: number;
}

/** The legacy comparison of Expected, KeyConditions, QueryFilter and ScanFilter. */
export type ComparisonOperator =
  | 'EQ' | 'NE' | 'IN' | 'LE' | 'LT' | 'GE' | 'GT' | 'BETWEEN'
  | 'NOT_NULL' | 'NULL' | 'CONTAINS' | 'NOT_CONTAINS' | 'BEGINS_WITH';

export interface Condition {
  ComparisonOperator: ComparisonOperator;
  AttributeValueList?: AttributeValue[];
}

/** Expected: a Condition, or the older Value/Exists form. */
export interface ExpectedAttributeValue {
  Value?: AttributeValue;
  Exists?: boolean;
  ComparisonOperator?: ComparisonOperator;
  AttributeValueList?: AttributeValue[];
}

export type ConditionalOperator = 'AND' | 'OR';

/** The condition members of PutItem, UpdateItem and DeleteItem. */
interface WriteConditionMembers {
  ConditionExpression?: string;
  Expected?: Record<string, ExpectedAttributeValue>;
  ConditionalOperator?: ConditionalOperator;
  ExpressionAttributeNames?: ExpressionAttributeNames;
  ExpressionAttributeValues?: ExpressionAttributeValues;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
  ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
}

// ---- tables ----

export interface LocalSecondaryIndex {
  IndexName: string;
  KeySchema: KeySchemaElement[];
  Projection: Projection;
}

export interface GlobalSecondaryIndex extends LocalSecondaryIndex {
  ProvisionedThroughput?: ProvisionedThroughput;
}

export interface StreamSpecification {
  StreamEnabled: boolean;
  StreamViewType?: StreamViewType;
}

export interface CreateTableRequest {
  TableName: string;
  AttributeDefinitions: AttributeDefinition[];
  KeySchema: KeySchemaElement[];
  BillingMode?: BillingMode;
  ProvisionedThroughput?: ProvisionedThroughput;
  LocalSecondaryIndexes?: LocalSecondaryIndex[];
  GlobalSecondaryIndexes?: GlobalSecondaryIndex[];
  StreamSpecification?: StreamSpecification;
}

export interface DeleteTableRequest {
  TableName: string;
}
export interface DescribeTableRequest {
  TableName: string;
}
export interface ListTablesRequest {
  ExclusiveStartTableName?: string;
  Limit?: number;
}

/** One entry of UpdateTable's GlobalSecondaryIndexUpdates: exactly one member. */
export type GlobalSecondaryIndexUpdate =
  | { Create: GlobalSecondaryIndex }
  | { Update: { IndexName: string; ProvisionedThroughput: ProvisionedThroughput } }
  | { Delete: { IndexName: string } };

/**
 * The members UpdateTable changes. (The engine also reads SSESpecification, TableClass,
 * ReplicaUpdates, DeletionProtectionEnabled, OnDemandThroughput and WarmThroughput, only to
 * tell whether a request asks for any change; they change nothing, so they are not typed.)
 */
export interface UpdateTableRequest {
  TableName: string;
  AttributeDefinitions?: AttributeDefinition[];
  BillingMode?: BillingMode;
  ProvisionedThroughput?: ProvisionedThroughput;
  GlobalSecondaryIndexUpdates?: GlobalSecondaryIndexUpdate[];
  StreamSpecification?: StreamSpecification;
}

// ---- items ----

export type ReturnValues = 'NONE' | 'ALL_OLD' | 'UPDATED_OLD' | 'ALL_NEW' | 'UPDATED_NEW';

export interface PutItemRequest extends WriteConditionMembers {
  TableName: string;
  Item: Item;
  /** NONE or ALL_OLD (the others are a ValidationException). */
  ReturnValues?: ReturnValues;
}

export interface DeleteItemRequest extends WriteConditionMembers {
  TableName: string;
  Key: Key;
  /** NONE or ALL_OLD (the others are a ValidationException). */
  ReturnValues?: ReturnValues;
}

/** The legacy AttributeUpdates of UpdateItem. */
export interface AttributeValueUpdate {
  Value?: AttributeValue;
  Action?: 'ADD' | 'PUT' | 'DELETE';
}

export interface UpdateItemRequest extends WriteConditionMembers {
  TableName: string;
  Key: Key;
  UpdateExpression?: string;
  AttributeUpdates?: Record<string, AttributeValueUpdate>;
  ReturnValues?: ReturnValues;
}

/** The projection members of GetItem and each table of BatchGetItem. */
interface ReadProjection {
  ProjectionExpression?: string;
  AttributesToGet?: string[];
  ExpressionAttributeNames?: ExpressionAttributeNames;
}

export interface GetItemRequest extends ReadProjection {
  TableName: string;
  Key: Key;
  ConsistentRead?: boolean;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

// ---- Query and Scan ----

export type Select = 'ALL_ATTRIBUTES' | 'ALL_PROJECTED_ATTRIBUTES' | 'SPECIFIC_ATTRIBUTES' | 'COUNT';

/** The members Query and Scan share. */
interface ReadPageMembers extends ReadProjection {
  TableName: string;
  IndexName?: string;
  Select?: Select;
  Limit?: number;
  ConsistentRead?: boolean;
  ExclusiveStartKey?: Key;
  FilterExpression?: string;
  ConditionalOperator?: ConditionalOperator;
  ExpressionAttributeValues?: ExpressionAttributeValues;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

export interface QueryRequest extends ReadPageMembers {
  KeyConditionExpression?: string;
  KeyConditions?: Record<string, Condition>;
  QueryFilter?: Record<string, Condition>;
  ScanIndexForward?: boolean;
}

export interface ScanRequest extends ReadPageMembers {
  ScanFilter?: Record<string, Condition>;
  Segment?: number;
  TotalSegments?: number;
}

// ---- batches and transactions ----

export type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } };

export interface BatchWriteItemRequest {
  RequestItems: Record<string, WriteRequest[]>;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
}

export interface KeysAndAttributes extends ReadProjection {
  Keys: Key[];
  ConsistentRead?: boolean;
}

export interface BatchGetItemRequest {
  RequestItems: Record<string, KeysAndAttributes>;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

/** The members every TransactWriteItems action has. */
interface TransactAction {
  TableName: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: ExpressionAttributeNames;
  ExpressionAttributeValues?: ExpressionAttributeValues;
  ReturnValuesOnConditionCheckFailure?: ReturnValuesOnConditionCheckFailure;
}

/** One action of TransactWriteItems: exactly one member. */
export type TransactWriteItem =
  | { Put: TransactAction & { Item: Item } }
  | { Update: TransactAction & { Key: Key; UpdateExpression: string } }
  | { Delete: TransactAction & { Key: Key } }
  | { ConditionCheck: TransactAction & { Key: Key; ConditionExpression: string } };

export interface TransactWriteItemsRequest {
  TransactItems: TransactWriteItem[];
  ClientRequestToken?: string;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
}

export interface TransactGetItem {
  Get: {
    TableName: string;
    Key: Key;
    ProjectionExpression?: string;
    ExpressionAttributeNames?: ExpressionAttributeNames;
  };
}

export interface TransactGetItemsRequest {
  TransactItems: TransactGetItem[];
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

// ---- tags and Time to Live ----

export interface Tag {
  Key: string;
  Value: string;
}
export interface TagResourceRequest {
  ResourceArn: string;
  Tags: Tag[];
}
export interface UntagResourceRequest {
  ResourceArn: string;
  TagKeys: string[];
}
export interface ListTagsOfResourceRequest {
  ResourceArn: string;
  NextToken?: string;
}
export interface UpdateTimeToLiveRequest {
  TableName: string;
  TimeToLiveSpecification: { Enabled: boolean; AttributeName: string };
}
export interface DescribeTimeToLiveRequest {
  TableName: string;
}
export interface DescribeContinuousBackupsRequest {
  TableName: string;
}
export type DescribeEndpointsRequest = Record<string, never>;

// ---- DynamoDB Streams ----

export interface ListStreamsRequest {
  TableName?: string;
  Limit?: number;
  ExclusiveStartStreamArn?: string;
}
export interface DescribeStreamRequest {
  StreamArn: string;
  Limit?: number;
  ExclusiveStartShardId?: string;
}
export type ShardIteratorType = 'TRIM_HORIZON' | 'LATEST' | 'AT_SEQUENCE_NUMBER' | 'AFTER_SEQUENCE_NUMBER';
export interface GetShardIteratorRequest {
  StreamArn: string;
  ShardId: string;
  ShardIteratorType: ShardIteratorType;
  /** AT_SEQUENCE_NUMBER and AFTER_SEQUENCE_NUMBER. */
  SequenceNumber?: string;
}
export interface GetRecordsRequest {
  ShardIterator: string;
  Limit?: number;
}

// ---- PartiQL ----

export interface ExecuteStatementRequest {
  Statement: string;
  Parameters?: AttributeValue[];
  ConsistentRead?: boolean;
  NextToken?: string;
  Limit?: number;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

export interface BatchStatementRequest {
  Statement: string;
  Parameters?: AttributeValue[];
  ConsistentRead?: boolean;
}
export interface BatchExecuteStatementRequest {
  Statements: BatchStatementRequest[];
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}

export interface ParameterizedStatement {
  Statement: string;
  Parameters?: AttributeValue[];
}
export interface ExecuteTransactionRequest {
  TransactStatements: ParameterizedStatement[];
  ClientRequestToken?: string;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}
