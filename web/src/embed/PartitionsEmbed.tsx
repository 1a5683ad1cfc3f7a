// The embed's partition view (embed.html#…&view=partitions): the partition view's chart of a
// design table's sample items under the load the design's patterns imply, without its forms
// (PartitionView compact). Loaded by the embed only when this view is asked for.
import type { ModelFile } from '@wasm/types';
import { useEngine } from '../engine/EngineContext';
import { useEngineStatus } from '../engine/useEngineStatus';
import { PartitionView } from '../views/partitions/PartitionView';
import '../views/partitions/partitions.css';

export function PartitionsEmbed({ model, table }: { model: ModelFile; table: string }) {
  const client = useEngine();
  const ready = useEngineStatus(client).state === 'ready';
  return (
    <div class="embed-partitions" data-testid="embed-partitions">
      <PartitionView client={client} ready={ready} active model={model} table={table} compact />
    </div>
  );
}
