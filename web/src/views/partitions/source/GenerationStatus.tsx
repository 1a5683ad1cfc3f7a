// A generation's progress bar and its one-line result (demo and design data sets alike).
import { fmtBytes, fmtDuration, fmtInt, plural } from '../format';
import type { GenerationResult, Phase, Progress } from './types';

const PHASE_LABEL: Record<Phase, string> = {
  idle: '',
  generating: 'Generating items',
  describing: 'Placing items on partitions',
  mapping: 'Placing keys in the hash space',
  simulating: 'Simulating the load',
};

export function GenerationProgress({ progress }: { progress: Progress }) {
  return (
    <div class="progress" data-testid="gen-progress" data-phase={progress.phase}>
      <div class="progress-head">
        <span>{PHASE_LABEL[progress.phase]}…</span>
        <span class="mono">{progress.text}</span>
      </div>
      <div
        class="progress-track"
        role="progressbar"
        aria-label={PHASE_LABEL[progress.phase]}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.fraction * 100)}
      >
        <div class="progress-fill" style={{ width: `${(progress.fraction * 100).toFixed(1)}%` }} />
      </div>
    </div>
  );
}

export function GenerationResultLine({ r }: { r: GenerationResult }) {
  return (
    <p class={`gen-result ${r.replaced > 0 || r.stopped ? 'warn-text' : 'ok-text'}`} data-testid="gen-result">
      {r.stopped ? `Stopped after ${fmtInt(r.generated)} of ${fmtInt(r.requested)} items. ` : ''}
      <strong>{fmtInt(r.tableItemCount)} items</strong> ({fmtBytes(r.tableSizeBytes)}) under{' '}
      {plural(r.distinctKeys, 'partition key value')} in {fmtDuration(r.elapsedMs)}
      {r.replaced === 0
        ? ` — ${fmtInt(r.inserted)} inserted, none replaced: every generated item is distinct.`
        : ` — ${fmtInt(r.replaced)} generated items had the key of an earlier one and replaced it.`}
    </p>
  );
}
