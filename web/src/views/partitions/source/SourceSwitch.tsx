import type { Source } from './types';

/** Which data the view places: the open design's, or the demo data set. */
export function SourceSwitch({ source, onSource, disabled }: { source: Source; onSource: (s: Source) => void; disabled: boolean }) {
  return (
    <div class="seg" role="group" aria-label="Data placed on partitions">
      <button type="button" aria-pressed={source === 'design'} data-testid="source-design" disabled={disabled} onClick={() => onSource('design')}>
        This design
      </button>
      <button type="button" aria-pressed={source === 'demo'} data-testid="source-demo" disabled={disabled} onClick={() => onSource('demo')}>
        Demo data set
      </button>
    </div>
  );
}
