// The requests of keyscape's own operations (keyscape:*), from their contracts in the
// engine's keyscape api headers. A member outside these is a ValidationException naming
// it, as `tsc` refuses it here. DynamoDB's requests: dynamodb-requests.d.ts.

import type { ModelFile, Prices } from './model';
import type { AttributeValue, Key } from './values';
import type { BillingMode, ProvisionedThroughput } from './dynamodb-requests';

// ---- partitions ----

export interface DescribePartitionsRequest {
  TableName: string;
  /** 1..65536; default: the table's initial count (provisioned: ceil(RCU/3000 + WCU/1000), on-demand: 4). */
  PartitionCount?: number;
  /** Size splits above it (default 10 GiB). */
  PartitionSizeLimitBytes?: number;
}

export type KeyDistribution = 'UNIFORM' | 'ZIPF' | 'HOT_KEY';

/** One row of SimulateLoad's AccessPatterns. */
export interface LoadPattern {
  Name: string;
  ReadsPerSecond?: number;
  WritesPerSecond?: number;
  ReadConsistency?: 'EVENTUAL' | 'STRONG' | 'TRANSACTIONAL';
  WriteKind?: 'STANDARD' | 'TRANSACTIONAL';
  ReadShape?: 'ITEM' | 'QUERY';
  WriteOrder?: 'RANDOM' | 'SEQUENTIAL';
  KeyDistribution?: KeyDistribution;
  /** ZIPF (default 1.0). */
  Exponent?: number;
  /** HOT_KEY: the hot key's value, and the share of the load it takes (default 1.0). */
  HotKey?: AttributeValue;
  HotFraction?: number;
  /** Default: every partition key value in the table. */
  Keys?: AttributeValue[];
  ItemSizeBytes?: number;
}

export interface UnitsPerSecond {
  ReadUnitsPerSecond: number;
  WriteUnitsPerSecond: number;
}

export interface SimulateLoadRequest {
  TableName: string;
  /** Default: the table's. */
  BillingMode?: BillingMode;
  ProvisionedThroughput?: ProvisionedThroughput;
  /** On-demand: the earlier peak (default 0). */
  PreviousPeak?: UnitsPerSecond;
  /** Default 40000 each. */
  TableQuota?: UnitsPerSecond;
  PartitionCount?: number;
  PartitionSizeLimitBytes?: number;
  LimitRule?: 'INDEPENDENT' | 'LEGACY_LINEAR';
  SplitForHeat?: boolean;
  /** Default 0.8. */
  HeatSplitThreshold?: number;
  /** Default 10. */
  TopKeys?: number;
  /** 1..100 patterns. */
  AccessPatterns: LoadPattern[];
  WriteSharding?: {
    Key: AttributeValue;
    SuffixCount: number;
    Separator?: string;
    FullReadConsistency?: 'EVENTUAL' | 'STRONG';
  };
}

/** The engine's continuation of one data set (keyscape:GenerateItems). */
interface Continuation {
  /** Write at most this many items in this call (1..). */
  Limit?: number;
  /** The previous answer's NextToken; every other member as in the first call. */
  NextToken?: string;
}

export interface PartitionKeySpec {
  Distribution?: KeyDistribution;
  /** Distinct partition key values (default 1000). */
  KeyCount?: number;
  /** ZIPF (default 1.0). */
  Exponent?: number;
  /** HOT_KEY (default 0.5). */
  HotFraction?: number;
}

/** Items from key templates, into an existing table. */
export interface TemplateItemsSpec {
  TableName: string;
  Count: number;
  Seed?: number;
  PartitionKey: PartitionKeySpec & {
    Template: string;
    /** Pads the key number to this many digits (default 0). */
    PadTo?: number;
  };
  SortKey?: {
    Template: string;
    Distribution?: 'SEQUENTIAL_TIMESTAMP' | 'RANDOM_ID' | 'ULID';
    /** ISO-8601 start of SEQUENTIAL_TIMESTAMP's clock. */
    Start?: string;
    StepSeconds?: number;
    StepMillis?: number;
    Format?: 'ISO8601' | 'EPOCH_SECONDS' | 'EPOCH_MILLIS';
  };
  /** Attributes every item carries. */
  Attributes?: Record<string, AttributeValue>;
  PaddingBytes?: number;
}

/** Items of one entity of a design, into its table (made by keyscape:LoadDesign). */
export interface EntityItemsSpec {
  model: ModelFile;
  Entity: string;
  Count: number;
  Seed?: number;
  PartitionKey?: PartitionKeySpec;
  /** As given to keyscape:LoadDesign. */
  TableNamePrefix?: string;
}

export type GenerateItemsRequest = (TemplateItemsSpec | EntityItemsSpec) & Continuation;

/** GenerateItems' request (Limit and NextToken included): what that call would write. */
export type PreviewItemsRequest = (TemplateItemsSpec | EntityItemsSpec) & Continuation & {
  /** 1..100 (default 5): the items to render. */
  PreviewCount?: number;
};

export interface DescribeKeysRequest {
  TableName: string;
  /** 1..100000 (default 2000): more distinct keys make Keys a sample. */
  MaxKeys?: number;
  /** 0..1000 (default 20): a sample always holds the keys with most items. */
  TopKeys?: number;
  /** 1..4096 (default 256): the most histogram bins. */
  Bins?: number;
  Order?: 'HASH' | 'VALUE';
  /** 0..100 values to describe, listed or not. */
  Lookup?: AttributeValue[];
  /** The partitions the indices refer to (a DescribePartitions or SimulateLoad answer's). */
  Layout?: Array<{ HashRangeStart: string; StartKey?: Key }>;
  PartitionCount?: number;
  PartitionSizeLimitBytes?: number;
}

export interface ExplainOrderRequest {
  /** 1..1000 values, all S, all N or all B. */
  Values: AttributeValue[];
}

export interface LimitsRequest {
  /** 1..1048576: sets the memory cap first. */
  MemoryCapMegabytes?: number;
}

export interface ExpireItemsRequest {
  /** Default: every table with TTL enabled. */
  TableName?: string;
  /** Epoch seconds (default: the engine's clock). */
  Now?: number;
}

/** keyscape:DesignLoad: the load rows a design's pattern rates imply for one of its tables. */
export interface DesignLoadRequest {
  model: ModelFile;
  Table: string;
}

// ---- design ----

export interface ModelRequest {
  model: ModelFile;
}
export type ValidateModelRequest = ModelRequest;
export type RunAccessPatternsRequest = ModelRequest;
export type LintRequest = ModelRequest;

export interface CostRequest extends ModelRequest {
  /** Overrides the model's own prices. */
  prices?: Prices;
}

export interface ImportRequest {
  from: 'nosql-workbench' | 'aws-mcp' | 'dynamodb-json' | 'csv';
  /** The other tool's document, as it wrote it; for dynamodb-json (a scan document, several
   * pages, DynamoDB JSON lines) and csv, its text (or, for dynamodb-json, the parsed JSON). */
  document: Record<string, unknown> | unknown[] | string;
  /** dynamodb-json and csv: `aws dynamodb describe-table` output for the keys and indexes. */
  describeTable?: Record<string, unknown> | string;
}

export interface ExportRequest extends ModelRequest {
  /** An id of keyscape:ListExportFormats. */
  format: string;
}

export interface ListExportFormatsRequest {
  /** With a model, each format names its file. */
  model?: ModelFile;
}

/** The pattern's members RangeView can replace (a value) or remove (null). */
export interface RangeViewOverrides {
  sort?: { op: string; value: string; high?: string } | null;
  scanIndexForward?: boolean | null;
  limit?: number | null;
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, AttributeValue> } | null;
  parameters?: Record<string, string | number>;
}

export interface RangeViewRequest extends ModelRequest {
  /** An index into accessPatterns, or a pattern's name. */
  pattern: number | string;
  overrides?: RangeViewOverrides;
}

export interface AggregateViewRequest extends ModelRequest {
  table: string;
}

export interface LoadDesignRequest extends ModelRequest {
  /** Each table is made as prefix + its name. */
  TableNamePrefix?: string;
}

/** keyscape:Template, by action. `type`: the key attribute's type (default S). */
export type TemplateRequest =
  | { action: 'render' | 'prefix'; template: string; values?: Record<string, string | number>; type?: 'S' | 'N' | 'B' }
  | { action: 'parse'; template: string; key: string; type?: 'S' | 'N' | 'B' }
  | { action: 'variables'; template: string; type?: 'S' | 'N' | 'B' };

/** The view AnalyzeDesign draws besides validation, patterns, lint and cost. */
export type AnalyzeDesignView =
  | { rangeView: { pattern: number | string; overrides?: RangeViewOverrides } }
  | { aggregateView: { table: string } };

export interface AnalyzeDesignRequest extends ModelRequest {
  view?: AnalyzeDesignView;
  /** false: each pattern's `response` is left out of `patterns` (the designer never draws it). */
  patternResponses?: boolean;
}

/** keyscape:DiffDesigns: the design before a change and after it. */
export interface DiffDesignsRequest {
  old: ModelFile;
  new: ModelFile;
}

// ---- PartiQL and the engine ----

export interface ExplainStatementRequest {
  Statement: string;
  Parameters?: AttributeValue[];
}

/** keyscape:ListOperations takes no member. */
export type ListOperationsRequest = Record<string, never>;

/** keyscape:EntityRows: where the rows for an entity's sample grid come from. */
export type EntityRowsSource =
  | { dynamodbJson: string }
  | { jsonLines: string }
  | { rows: Record<string, string | number>[] }
  | { generate: { count: number; seed?: number; partitionKeys?: number } };

export interface EntityRowsRequest extends ModelRequest {
  entity: string;
  source: EntityRowsSource;
}
