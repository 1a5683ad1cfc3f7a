// The engine requests of the two data sources, built from the forms as typed (numbers
// read by the page's one typedNumber; every check and limit is the engine's):
// - the demo data set: the view's own table DEMO_TABLE, keys from the form's templates;
// - the open design: its tables and sample items (keyscape:LoadDesign under DESIGN_PREFIX),
//   and items of one of its entities, keys rendered by the engine from the entity's own
//   templates.
// A keyscape:GenerateItems request here is one whole data set; the engine splits it into
// chunks (Limit, NextToken) and owns the seeding.
import type { ModelFile } from '@wasm/types';
import { typedNumber } from '../../../ui/numbers';
import type { KeyTable } from '../keys';
import type { DemoForm, DistributionForm, EntityForm } from './types';

/** The demo data set's table, apart from the sort-order lab's table. */
export const DEMO_TABLE: KeyTable = { table: 'OrdersAtScale', pk: 'PK', sk: 'SK' };

export const DEMO_CREATE = {
  TableName: DEMO_TABLE.table,
  AttributeDefinitions: [
    { AttributeName: DEMO_TABLE.pk, AttributeType: 'S' },
    { AttributeName: DEMO_TABLE.sk, AttributeType: 'S' },
  ],
  KeySchema: [
    { AttributeName: DEMO_TABLE.pk, KeyType: 'HASH' },
    { AttributeName: DEMO_TABLE.sk, KeyType: 'RANGE' },
  ],
  BillingMode: 'PAY_PER_REQUEST',
} as const;

/** Design tables live under this prefix, apart from the other views' tables. */
export const DESIGN_PREFIX = 'Design.';

const DISTRIBUTION: DistributionForm = {
  count: '100000',
  keyCount: '1000',
  distribution: 'UNIFORM',
  exponent: '1.1',
  hotFraction: '0.5',
  seed: '42',
};

export const DEFAULT_DEMO: DemoForm = {
  ...DISTRIBUTION,
  pkTemplate: 'CUSTOMER#${customerId}',
  skTemplate: 'ORDER#${placedAt}',
  skDistribution: 'SEQUENTIAL_TIMESTAMP',
  skStart: '2024-01-01T00:00:00Z',
  skStepSeconds: '1',
  paddingBytes: '0',
};

export const DEFAULT_ENTITY: EntityForm = { ...DISTRIBUTION, entity: '' };

/** A keyscape:GenerateItems request for one whole data set (no Limit, no NextToken). */
export type GenerationRequest = Record<string, unknown> & { Count: unknown };

/** The partition key spread: Exponent only for ZIPF, HotFraction only for HOT_KEY. */
function partitionKeyOf(f: DistributionForm): Record<string, unknown> {
  const pk: Record<string, unknown> = { Distribution: f.distribution, KeyCount: typedNumber(f.keyCount) };
  if (f.distribution === 'ZIPF') pk['Exponent'] = typedNumber(f.exponent);
  if (f.distribution === 'HOT_KEY') pk['HotFraction'] = typedNumber(f.hotFraction);
  return pk;
}

export function demoRequest(f: DemoForm): GenerationRequest {
  const req: GenerationRequest = {
    TableName: DEMO_TABLE.table,
    Count: typedNumber(f.count),
    Seed: typedNumber(f.seed),
    PartitionKey: { Template: f.pkTemplate, ...partitionKeyOf(f) },
    SortKey: { Template: f.skTemplate, Distribution: f.skDistribution, Start: f.skStart.trim(), StepSeconds: typedNumber(f.skStepSeconds) },
  };
  const padding = typedNumber(f.paddingBytes, 0);
  if (padding !== 0) req['PaddingBytes'] = padding;
  return req;
}

export function loadDesignRequest(model: ModelFile): Record<string, unknown> {
  return { model, TableNamePrefix: DESIGN_PREFIX };
}

export function entityRequest(model: ModelFile, f: EntityForm): GenerationRequest {
  return {
    model,
    TableNamePrefix: DESIGN_PREFIX,
    Entity: f.entity,
    Count: typedNumber(f.count),
    Seed: typedNumber(f.seed),
    PartitionKey: partitionKeyOf(f),
  };
}
