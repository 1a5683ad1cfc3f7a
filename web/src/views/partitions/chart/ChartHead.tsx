import { CardHead } from '../../../ui/CardHead';

/** The chart's title, and the switch between the designed and the sharded key design. */
export function ChartHead({ sharding, view, onView }: { sharding: number | undefined; view: 'before' | 'after'; onView: (v: 'before' | 'after') => void }) {
  return (
    <CardHead
      id="parts-title"
      title="Partitions"
      sub="One column per partition, as wide as its slice of the hash space. Hover a key to see its partition and item collection."
    >
      {sharding !== undefined && (
        <div class="seg" role="group" aria-label="Key design shown">
          <button type="button" aria-pressed={view === 'before'} data-testid="view-before" onClick={() => onView('before')}>
            As designed
          </button>
          <button type="button" aria-pressed={view === 'after'} data-testid="view-after" onClick={() => onView('after')}>
            With {sharding} shards
          </button>
        </div>
      )}
    </CardHead>
  );
}
