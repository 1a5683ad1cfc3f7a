// GENERATED from docs/model.schema.json by wasm/types/generate-model.mjs
// (json-schema-to-typescript); do not edit. Change the schema, then run
// `node wasm/types/generate-model.mjs`; tests/js/model_types.test.mjs fails while this file is stale.

/**
 * A GSI partition or sort key: one attribute, or up to 4 (multi-attribute keys).
 *
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "IndexKey".
 */
export type IndexKey = KeyAttribute | KeyAttribute[];
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "SampleItem".
 */
export type SampleItem = EntityValuesItem | RawTableItem;
/**
 * A DynamoDB JSON AttributeValue: exactly one type member.
 *
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "AttributeValue".
 */
export type AttributeValue =
  | {
      S: string;
    }
  | {
      N: string;
    }
  | {
      B: string;
    }
  | {
      BOOL: boolean;
    }
  | {
      NULL: true;
    }
  | {
      SS: string[];
    }
  | {
      NS: string[];
    }
  | {
      BS: string[];
    }
  | {
      L: AttributeValue[];
    }
  | {
      M: Item;
    };
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "AccessPattern".
 */
export type AccessPattern = {
  name: string;
  description?: string;
  table: string;
  index?: string;
  entity?: string;
  operation:
    | 'GetItem'
    | 'Query'
    | 'Scan'
    | 'PutItem'
    | 'UpdateItem'
    | 'DeleteItem'
    | 'BatchGetItem'
    | 'BatchWriteItem'
    | 'TransactGetItems'
    | 'TransactWriteItems';
  key?: KeySpec;
  parameters?: {
    [k: string]: string | number;
  };
  filter?: Expression;
  /**
   * @minItems 1
   */
  projection?: string[];
  scanIndexForward?: boolean;
  limit?: number;
  consistentRead?: boolean;
  update?: Expression;
  /**
   * PutItem, UpdateItem, DeleteItem: the ConditionExpression the write is made under (its names and values merge with the update's). Added for the aws-mcp import (docs/MODEL-deviations.md).
   */
  condition?: Expression;
  /**
   * PutItem only, instead of entity: the exact DynamoDB-JSON item the pattern writes; its key attributes are set from the pattern's key. Added for the aws-mcp import (docs/MODEL-deviations.md).
   */
  item?: Item;
  itemsPerRequest?: number;
  rate?: {
    perSecond: number;
  };
  expect?: Expect;
};

/**
 * One keyscape design (MODEL.md). Field names are exact and unknown fields are an error, so every object here has additionalProperties: false. The optional top-level `prices` is described in docs/model-prices.md.
 */
export type ModelFile = {
  format: 'keyscape-model';
  version: 1;
  name: string;
  description?: string;
  /**
   * @minItems 1
   */
  tables: Table[];
  entities?: Entity[];
  items?: SampleItem[];
  accessPatterns?: AccessPattern[];
  prices?: Prices;
};
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "Table".
 */
export interface Table {
  name: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  billingMode?: 'PAY_PER_REQUEST' | 'PROVISIONED';
  provisionedThroughput?: ProvisionedThroughput;
  globalSecondaryIndexes?: GlobalSecondaryIndex[];
  localSecondaryIndexes?: LocalSecondaryIndex[];
  timeToLiveAttribute?: string;
}
/**
 * A key attribute of a table or index: its name and scalar type.
 *
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "KeyAttribute".
 */
export interface KeyAttribute {
  name: string;
  type: 'S' | 'N' | 'B';
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "ProvisionedThroughput".
 */
export interface ProvisionedThroughput {
  readCapacityUnits: number;
  writeCapacityUnits: number;
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "GlobalSecondaryIndex".
 */
export interface GlobalSecondaryIndex {
  name: string;
  partitionKey: IndexKey;
  sortKey?: IndexKey;
  projection: Projection;
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "Projection".
 */
export interface Projection {
  type: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  /**
   * @minItems 1
   */
  nonKeyAttributes?: string[];
}
/**
 * Shares the table's partition key; only the sort key is given.
 *
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "LocalSecondaryIndex".
 */
export interface LocalSecondaryIndex {
  name: string;
  sortKey: KeyAttribute;
  projection: Projection;
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "Entity".
 */
export interface Entity {
  name: string;
  table: string;
  description?: string;
  expectedCount?: number;
  attributes: {
    [k: string]: AttributeDefinition;
  };
  /**
   * Key attribute name -> key template (`${name}`, filters `pad(N)`, `pad(N,c)`, `upper`, `lower`, `iso8601`; `$$` is a literal `$`).
   */
  keys: {
    [k: string]: string;
  };
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "AttributeDefinition".
 */
export interface AttributeDefinition {
  type: 'S' | 'N' | 'B';
  format?: 'iso8601' | 'epoch-seconds' | 'epoch-millis' | 'uuid' | 'ulid';
  /**
   * The allowed values (a closed set).
   *
   * @minItems 1
   */
  values?: (string | number)[];
  required?: boolean;
}
export interface EntityValuesItem {
  entity: string;
  values: EntityValues;
}
/**
 * Values of the scalar attributes of an entity (numbers as JSON numbers or strings, binary as base64).
 *
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "EntityValues".
 */
export interface EntityValues {
  [k: string]: string | number;
}
export interface RawTableItem {
  table: string;
  item: Item;
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "Item".
 */
export interface Item {
  [k: string]: AttributeValue;
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "KeySpec".
 */
export interface KeySpec {
  /**
   * A template over the pattern's parameters; on a multi-attribute GSI partition key, an array of templates, one per partition attribute in key order.
   */
  partition: string | string[];
  /**
   * The sort key condition; on a multi-attribute GSI sort key, an array of conditions on the leading sort attributes in key order (= on each but the last).
   */
  sort?: SortCondition | SortCondition[];
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "SortCondition".
 */
export interface SortCondition {
  op: '=' | '<' | '<=' | '>' | '>=' | 'between' | 'begins_with';
  /**
   * A template over the pattern's parameters; for between, the low bound.
   */
  value: string;
  /**
   * between only: the high bound (a template).
   */
  high?: string;
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "Expression".
 */
export interface Expression {
  expression: string;
  names?: {
    [k: string]: string;
  };
  values?: {
    [k: string]: AttributeValue;
  };
}
/**
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "Expect".
 */
export interface Expect {
  count?: number;
  /**
   * The primary keys of the returned items, in returned order (rendered key values).
   */
  keys?: {
    [k: string]: string | number;
  }[];
}
/**
 * Optional override of the cost model's prices (docs/model-prices.md). Request-unit prices are USD per million units.
 *
 * This interface was referenced by `ModelFile`'s JSON-Schema
 * via the `definition` "Prices".
 */
export interface Prices {
  region: string;
  date?: string;
  source?: string;
  /**
   * USD per million read request units
   */
  readRequestUnit: number;
  /**
   * USD per million write request units
   */
  writeRequestUnit: number;
  /**
   * USD per provisioned RCU-hour
   */
  rcuHour: number;
  /**
   * USD per provisioned WCU-hour
   */
  wcuHour: number;
  /**
   * USD per GB-month of storage
   */
  gbMonth: number;
  hoursPerMonth?: number;
}
