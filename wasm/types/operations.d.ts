// The operation table: every operation the engine answers, with its request and response
// types. keyscape:ListOperations names the same types (`request`, `response`), and
// tests/js/types-drift.test.mjs fails when the engine's list and these maps differ.

import type {
  BatchExecuteStatementResponse,
  BatchGetItemResponse,
  BatchWriteItemResponse,
  CreateTableResponse,
  DeleteItemResponse,
  DeleteTableResponse,
  DescribeStreamResponse,
  DescribeTableResponse,
  DescribeContinuousBackupsResponse,
  DescribeEndpointsResponse,
  DescribeTimeToLiveResponse,
  ExecuteStatementResponse,
  ExecuteTransactionResponse,
  ExplainStatementResponse,
  GetItemResponse,
  GetRecordsResponse,
  GetShardIteratorResponse,
  ListStreamsResponse,
  ListTablesResponse,
  ListTagsOfResourceResponse,
  PutItemResponse,
  QueryResponse,
  ScanResponse,
  TagResourceResponse,
  TransactGetItemsResponse,
  TransactWriteItemsResponse,
  UntagResourceResponse,
  UpdateItemResponse,
  UpdateTableResponse,
  UpdateTimeToLiveResponse,
} from './dynamodb';
import type {
  BatchExecuteStatementRequest,
  BatchGetItemRequest,
  BatchWriteItemRequest,
  CreateTableRequest,
  DeleteItemRequest,
  DeleteTableRequest,
  DescribeStreamRequest,
  DescribeTableRequest,
  DescribeContinuousBackupsRequest,
  DescribeEndpointsRequest,
  DescribeTimeToLiveRequest,
  ExecuteStatementRequest,
  ExecuteTransactionRequest,
  GetItemRequest,
  GetRecordsRequest,
  GetShardIteratorRequest,
  ListStreamsRequest,
  ListTablesRequest,
  ListTagsOfResourceRequest,
  PutItemRequest,
  QueryRequest,
  ScanRequest,
  TagResourceRequest,
  TransactGetItemsRequest,
  TransactWriteItemsRequest,
  UntagResourceRequest,
  UpdateItemRequest,
  UpdateTableRequest,
  UpdateTimeToLiveRequest,
} from './dynamodb-requests';
import type {
  DescribeKeysResponse,
  DescribePartitionsResponse,
  DesignLoadResponse,
  ExpireItemsResponse,
  ExplainOrderResponse,
  GenerateItemsResponse,
  LimitsResponse,
  PreviewItemsResponse,
  SimulateLoadResponse,
} from './partitions';
import type {
  AggregateViewResponse,
  AnalyzeDesignResponse,
  EntityRowsResponse,
  CostResponse,
  DiffDesignsResponse,
  ExportResponse,
  ImportResponse,
  LintResponse,
  ListExportFormatsResponse,
  LoadDesignResponse,
  RangeViewResponse,
  RunAccessPatternsResponse,
  TemplateResponse,
  ValidateModelResponse,
} from './design';
import type {
  AggregateViewRequest,
  AnalyzeDesignRequest,
  EntityRowsRequest,
  CostRequest,
  DescribeKeysRequest,
  DescribePartitionsRequest,
  DesignLoadRequest,
  DiffDesignsRequest,
  ExpireItemsRequest,
  ExplainOrderRequest,
  ExplainStatementRequest,
  ExportRequest,
  GenerateItemsRequest,
  ImportRequest,
  LimitsRequest,
  LintRequest,
  ListExportFormatsRequest,
  ListOperationsRequest,
  LoadDesignRequest,
  PreviewItemsRequest,
  RangeViewRequest,
  RunAccessPatternsRequest,
  SimulateLoadRequest,
  TemplateRequest,
  ValidateModelRequest,
} from './requests';

/** One operation as keyscape:ListOperations lists it. */
export interface OperationInfo {
  name: string;
  /** Whether it can change the engine's database: the page's worker replays exactly these. */
  mutates: boolean;
  /** Whether it is a DynamoDB Streams operation. */
  streams: boolean;
  /**
   * The engine part that implements it: "core", "interop" (import, export, the design diff)
   * or "extended" (transactions, PartiQL, streams, UpdateTable, TTL, tags).
   */
  part: string;
  /**
   * Whether the module that answered links its part. The page's main wasm module is linked
   * without the interop and extended parts; its worker loads the module with every part
   * for them (PartInfo).
   */
  linked: boolean;
  /** The TypeScript names of its request and response types (this folder). */
  request: string;
  response: string;
}

/** One of the engine's parts as keyscape:ListOperations lists it. */
export interface PartInfo {
  /** "core", "interop" or "extended". */
  name: string;
  /** Whether the module that answered links it. */
  linked: boolean;
  /**
   * False when its operations read and change no database state (interop): an engine
   * holding none of this one's state answers them alike.
   */
  usesState: boolean;
}

/** Every operation, in the order of the engine's one operation list, and the engine's parts. */
export interface ListOperationsResponse {
  operations: OperationInfo[];
  parts: PartInfo[];
}

/** Every operation the engine answers, with its request body. */
export interface OperationRequests {
  CreateTable: CreateTableRequest;
  DeleteTable: DeleteTableRequest;
  DescribeTable: DescribeTableRequest;
  ListTables: ListTablesRequest;
  PutItem: PutItemRequest;
  GetItem: GetItemRequest;
  DeleteItem: DeleteItemRequest;
  UpdateItem: UpdateItemRequest;
  Query: QueryRequest;
  Scan: ScanRequest;
  BatchWriteItem: BatchWriteItemRequest;
  BatchGetItem: BatchGetItemRequest;
  'keyscape:DescribePartitions': DescribePartitionsRequest;
  'keyscape:SimulateLoad': SimulateLoadRequest;
  'keyscape:GenerateItems': GenerateItemsRequest;
  'keyscape:PreviewItems': PreviewItemsRequest;
  'keyscape:DescribeKeys': DescribeKeysRequest;
  'keyscape:ExplainOrder': ExplainOrderRequest;
  'keyscape:Template': TemplateRequest;
  'keyscape:Limits': LimitsRequest;
  TransactWriteItems: TransactWriteItemsRequest;
  TransactGetItems: TransactGetItemsRequest;
  UpdateTable: UpdateTableRequest;
  TagResource: TagResourceRequest;
  UntagResource: UntagResourceRequest;
  ListTagsOfResource: ListTagsOfResourceRequest;
  UpdateTimeToLive: UpdateTimeToLiveRequest;
  DescribeTimeToLive: DescribeTimeToLiveRequest;
  DescribeContinuousBackups: DescribeContinuousBackupsRequest;
  DescribeEndpoints: DescribeEndpointsRequest;
  'keyscape:ExpireItems': ExpireItemsRequest;
  'keyscape:ValidateModel': ValidateModelRequest;
  'keyscape:RunAccessPatterns': RunAccessPatternsRequest;
  'keyscape:Cost': CostRequest;
  'keyscape:Import': ImportRequest;
  'keyscape:Lint': LintRequest;
  'keyscape:Export': ExportRequest;
  'keyscape:ListExportFormats': ListExportFormatsRequest;
  'keyscape:RangeView': RangeViewRequest;
  'keyscape:AggregateView': AggregateViewRequest;
  'keyscape:LoadDesign': LoadDesignRequest;
  ExecuteStatement: ExecuteStatementRequest;
  BatchExecuteStatement: BatchExecuteStatementRequest;
  ExecuteTransaction: ExecuteTransactionRequest;
  'keyscape:ExplainStatement': ExplainStatementRequest;
  ListStreams: ListStreamsRequest;
  DescribeStream: DescribeStreamRequest;
  GetShardIterator: GetShardIteratorRequest;
  GetRecords: GetRecordsRequest;
  'keyscape:AnalyzeDesign': AnalyzeDesignRequest;
  'keyscape:DiffDesigns': DiffDesignsRequest;
  'keyscape:DesignLoad': DesignLoadRequest;
  'keyscape:EntityRows': EntityRowsRequest;
  'keyscape:ListOperations': ListOperationsRequest;
}

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
  DescribeContinuousBackups: DescribeContinuousBackupsResponse;
  DescribeEndpoints: DescribeEndpointsResponse;
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
  ExecuteStatement: ExecuteStatementResponse;
  BatchExecuteStatement: BatchExecuteStatementResponse;
  ExecuteTransaction: ExecuteTransactionResponse;
  'keyscape:ExplainStatement': ExplainStatementResponse;
  ListStreams: ListStreamsResponse;
  DescribeStream: DescribeStreamResponse;
  GetShardIterator: GetShardIteratorResponse;
  GetRecords: GetRecordsResponse;
  'keyscape:AnalyzeDesign': AnalyzeDesignResponse;
  'keyscape:DiffDesigns': DiffDesignsResponse;
  'keyscape:DesignLoad': DesignLoadResponse;
  'keyscape:EntityRows': EntityRowsResponse;
  'keyscape:ListOperations': ListOperationsResponse;
}

export type OperationName = keyof OperationResponses;

/** The request body of `op`; an object of unknown members for an operation not in the table. */
export type RequestOf<Op extends string> = Op extends OperationName
  ? OperationRequests[Op]
  : Record<string, unknown>;

/** The success body of `op`; an object of unknown members for an operation not in the table. */
export type ResponseOf<Op extends string> = Op extends OperationName
  ? OperationResponses[Op]
  : Record<string, unknown>;
