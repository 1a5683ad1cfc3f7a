// keyscape's design operations: ValidateModel, RunAccessPatterns, Cost, Import, Lint,
// Template, Export, ListExportFormats, RangeView, AggregateView, LoadDesign (their
// requests: requests.d.ts). The model file itself: model.d.ts (generated).

import type { CreateTableRequest } from './dynamodb-requests';
import type { ErrorBody } from './errors';
import type { ModelFile } from './model';
import type { AttributeValue, Item, Key } from './values';
import type { ExplainOrderResponse } from './partitions';

export interface ValidateModelResponse {
  model: ModelFile;
  summary: { tables: number; entities: number; items: number; accessPatterns: number };
  /** The CreateTable request of each table. */
  createTable: CreateTableRequest[];
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
  /** dynamodb-json and csv: each inference with its confidence (0..1) and its evidence. */
  inferences?: ImportInference[];
  /** dynamodb-json and csv: keyscape:Lint's findings on the imported design. */
  findings?: LintResponse['findings'];
}

export interface ImportInference {
  /** entity, template, format, closed-set, zero-padded-number, number, table-keys, index */
  kind: string;
  /** What it is about: "Msg", "Msg.SK", "Msg.sentAt", "Order.SK ${orderId}". */
  subject: string;
  value: unknown;
  confidence: number;
  evidence: { items: number; matching: number; distinct: number };
}

/** A lint rule id (ARCHITECTURE.md "Lint rule ids"). */
export type LintRule =
  | 'unpadded-number' | 'unsortable-date' | 'variable-length-middle' | 'delimiter-in-value'
  | 'random-sort-key' | 'low-cardinality-partition' | 'monotonic-partition-key'
  | 'lookup-needs-timestamp' | 'prefix-overlap' | 'case-mismatch' | 'key-too-long'
  | 'scan-required' | 'filter-on-key' | 'hot-partition' | 'gsi-write-amplification'
  | 'projection-all' | 'unused-index' | 'item-collection-limit' | 'multi-key-range-before-equality'
  | 'multi-key-skipped-attribute' | 'key-attribute-type' | 'key-collision';

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
 * keyscape:Template: one member, by the request's action. render: the key; parse: the
 * values as text, in the template's order; prefix: the begins_with operand; variables: the
 * placeholders' attribute names, in first appearance order, unique.
 */
export type TemplateResponse =
  | { key: string }
  | { values: Record<string, string> }
  | { prefix: string }
  | { variables: string[] };

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

export type RangeItemState = 'matched' | 'filtered' | 'outside' | 'beyond-limit';

/** One item of the queried collection, in stored order. */
export interface RangeItem {
  /** The sort key as text ("" when the index has none; a multi-attribute key's values joined by " · "). */
  sk: string;
  sortKey?: AttributeValue;
  /** A multi-attribute sort key: the item's values, in key order (sortKeyNames). */
  sortKeys?: AttributeValue[];
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
  /** The page's Items as the pattern's request returns them (its projection applied), in response order. */
  items: Item[];
}

export interface RangeViewResponse {
  pattern: string;
  table: string;
  index?: string;
  indexKind: 'table' | 'gsi' | 'lsi';
  partitionKeyName: string;
  sortKeyName?: string;
  partitionKey: AttributeValue | null;
  /** A multi-attribute partition key: its attributes and the pattern's values, in key order. */
  partitionKeyNames?: string[];
  partitionKeys?: (AttributeValue | null)[];
  /** A multi-attribute sort key: its attributes in key order. */
  sortKeyNames?: string[];
  /** The pattern's compiled Query, exactly. */
  request: Record<string, unknown>;
  direction: 'ascending' | 'descending';
  limit?: number;
  /** The (last) sort condition; on a multi-attribute sort key, `conditions` lists each one. */
  condition?: {
    op: string;
    values: AttributeValue[];
    bounds: RangeBound[];
    conditions?: { attribute: string; op: string; values: AttributeValue[] }[];
  };
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

export interface AggregateGroup {
  partitionKey: AttributeValue;
  /** A multi-attribute partition key: every value, in key order. */
  partitionKeys?: AttributeValue[];
  /** The partition key as text (a multi-attribute key's values joined by " · "). */
  pk: string;
  /** The collection in stored order (sortKeys: a multi-attribute sort key's values). */
  items: { sk: string; sortKeys?: AttributeValue[]; entity?: string; item: Item }[];
}

export interface AggregateIndexView {
  index?: string;
  kind: 'table' | 'gsi' | 'lsi';
  partitionKeyName: string;
  sortKeyName?: string;
  /** A multi-attribute key: the attributes in key order (the *Name members are the first). */
  partitionKeyNames?: string[];
  sortKeyNames?: string[];
  itemCount: number;
  /** In DynamoDB's order of the partition key values. */
  groups: AggregateGroup[];
}

export interface AggregateViewResponse {
  table: string;
  views: AggregateIndexView[];
}

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

// ---- keyscape:AnalyzeDesign ----

/**
 * One key template of an entity with keyscape:Template's answers for it: its variables, and
 * the parse-back (type S) of the first key it rendered for the entity's sample items.
 */
export interface KeyTemplateInfo {
  entity: string;
  attribute: string;
  template: string;
  variables: string[];
  /** The first non-empty rendered value of the attribute, when a sample item has one. */
  key?: string;
  /** With `key`: the template's parse of it... */
  values?: Record<string, string>;
  /** ...or why it does not parse back. */
  parseError?: string;
}

/**
 * Everything the designer draws after an edit, from one load of the design with each
 * pattern run once; each member is byte for byte the separate operation's answer.
 */
/** keyscape:DiffDesigns: one difference between the two model files. */
export interface DesignChange {
  kind:
    | 'table-added' | 'table-removed' | 'table-key' | 'table-setting'
    | 'gsi-added' | 'gsi-removed' | 'gsi-changed' | 'lsi-added' | 'lsi-removed' | 'lsi-changed'
    | 'entity-added' | 'entity-removed' | 'entity-setting' | 'key-template' | 'attribute'
    | 'pattern-added' | 'pattern-removed' | 'pattern-changed'
    | 'item-added' | 'item-removed' | 'item-changed' | 'design-setting';
  /** JSON Pointer in the new design (in the old one for a removal). */
  path: string;
  /** The value as written canonically; null where absent. */
  before: unknown;
  after: unknown;
}

/** A new or changed GSI of a kept table, filled from the items after the rewrites. */
export interface GsiBackfill {
  table: string;
  index: string;
  items: number;
  writeUnits: number;
}

/** The writes that take the old design's live items (expectedCount) to the new keys. */
export interface DesignMigration {
  itemsRewritten: number;
  deletes: number;
  puts: number;
  gsiBackfills: GsiBackfill[];
  writeUnits: number;
  /** USD at the new design's on-demand write price. */
  onDemandCost: number;
  /** Tables made anew (a key schema or LSI change, or a new table). */
  tablesRecreated: string[];
  /** Items the new design cannot key, with the reason. */
  unmigrated: { item: string; message: string }[];
}

export interface PatternDiff {
  name: string;
  status: 'same' | 'differs' | 'new' | 'removed';
  detail: string;
}

export interface DiffDesignsResponse {
  changes: DesignChange[];
  migration: DesignMigration;
  patterns: PatternDiff[];
  lint: { new: LintFinding[]; resolved: LintFinding[] };
}

/** A pattern run as AnalyzeDesign answers it: `response` only without patternResponses: false. */
export type AnalyzedPattern = Omit<PatternRunResult, 'response'> & { response?: PatternRunResult['response'] };

export interface AnalyzeDesignResponse {
  validated: ValidateModelResponse;
  /** keyscape:RunAccessPatterns' answer (each `response` left out with patternResponses: false). */
  patterns: { patterns: AnalyzedPattern[] };
  lint: LintResponse;
  cost: CostResponse;
  /** One per key of each entity, in design order. */
  keyTemplates: KeyTemplateInfo[];
  /** When the request asked for view.rangeView and it could be drawn. */
  rangeView?: RangeViewResponse;
  /** When the request asked for view.aggregateView and it could be drawn. */
  aggregateView?: AggregateViewResponse;
  /** The view's error body, when the model is valid but the view cannot be drawn. */
  viewError?: ErrorBody;
}

/** keyscape:EntityRows: one row per source row, in order; each judged by the engine. */
export interface EntityRowsResponse {
  rows: ({ values: Record<string, string | number> } | { error: string })[];
  /** Columns that are neither attributes of the entity nor key attributes of its table. */
  ignored: string[];
}
