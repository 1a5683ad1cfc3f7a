// The chart's shared types, so that its parts import them from here and never from the
// chart component that draws them.
import type { PartitionInfo, SimulatedPartition } from '@wasm/types';
import type { Item } from '../../../ddb/attr';

/** One column of the chart: a partition of the layout, with its load when simulated. */
export type ChartPartition = PartitionInfo & Partial<SimulatedPartition>;

/** The first items of one item collection, in sort-key order. */
export interface Peek {
  first: Item[];
}

/** A hovered key's item collection: read, being read, unreadable, or not asked for. */
export type PeekState = Peek | 'loading' | 'error' | undefined;
