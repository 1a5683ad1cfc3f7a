// The data source's shared types, so that its parts import them from here and never from
// the panel or the hook that use them.

export type Phase = 'idle' | 'generating' | 'describing' | 'mapping' | 'simulating';

export interface Progress {
  phase: Phase;
  /** 0..1 within the phase. */
  fraction: number;
  text: string;
}

export const IDLE: Progress = { phase: 'idle', fraction: 0, text: '' };

/** What one data set's generation did, summed over its chunks. */
export interface GenerationTotals {
  /** The data set's item count as requested (0 when the request's Count is not a number). */
  requested: number;
  generated: number;
  inserted: number;
  replaced: number;
  generatedBytes: number;
  tableItemCount: number;
  tableSizeBytes: number;
  chunks: number;
  /** Stopped by the person before the data set was complete. */
  stopped: boolean;
}

/** A finished generation as the panel reports it. */
export interface GenerationResult extends GenerationTotals {
  elapsedMs: number;
  distinctKeys: number;
}

/** Where the partition view's data comes from. */
export type Source = 'design' | 'demo';

export type KeyDistribution = 'UNIFORM' | 'ZIPF' | 'HOT_KEY';
export type SortKeyDistribution = 'SEQUENTIAL_TIMESTAMP' | 'RANDOM_ID' | 'ULID';

/** How many items, over how many partition key values, spread how: both sources' fields, as typed. */
export interface DistributionForm {
  count: string;
  keyCount: string;
  distribution: KeyDistribution;
  exponent: string;
  hotFraction: string;
  seed: string;
}

/** The demo data set: its own key templates and sort-key values. */
export interface DemoForm extends DistributionForm {
  pkTemplate: string;
  skTemplate: string;
  skDistribution: SortKeyDistribution;
  skStart: string;
  skStepSeconds: string;
  paddingBytes: string;
}

/** Items of one entity of the open design, keyed by the entity's own templates. */
export interface EntityForm extends DistributionForm {
  entity: string;
}
